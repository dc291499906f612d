import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

nonisolated extension GraphicsContext {
    /// Fills `path` (in the current coordinates) with a shading.
    /// - Parameters:
    ///   - path: The outline.
    ///   - shading: The colour or gradient.
    ///   - style: The fill rule.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty else { return }
        let paint = shading.paint(
            in: path.boundingRect, styles: recording.styles, opacity: opacity)
        record(.fill(path: path, paint: paint, eoFill: style.isEOFilled, transform: transform))
    }

    /// Strokes `path` (in the current coordinates) with a shading and a stroke style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty else { return }
        let paint = shading.paint(
            in: path.boundingRect, styles: recording.styles, opacity: opacity)
        record(.stroke(path: path, paint: paint, style: style.cleaned, transform: transform))
    }

    /// Strokes `path` (in the current coordinates) with a shading, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws a new layer: `content` draws into a fresh context (this context's
    /// transform, no clips, filters or opacity), and the layer as a whole is composited
    /// through this context's clips, filters and opacity.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let groups = openGroups(opacityGroup: true)
        defer { for _ in 0..<groups { recording.items.append(.endGroup) } }
        var layer = GraphicsContext(recording: recording)
        layer.transform = transform
        try content(&layer)
    }
}
