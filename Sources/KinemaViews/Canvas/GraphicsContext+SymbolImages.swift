import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

nonisolated extension GraphicsContext {
    /// A symbol image resolved in the canvas's environment: sized by Kinema's design, or,
    /// for a symbol without one, the font's size square with a diagnostic (drawn as the
    /// placeholder square of `Image(systemName:)`).
    internal func resolveSymbol(_ image: Image, named name: String) -> ResolvedImage {
        let environment = recording.symbolEnvironment
        guard let symbol = environment.resolve(image, named: name) else {
            recording.diagnose(
                "Image(systemName: \"\(name)\"): Kinema draws its own designs of SF Symbols and "
                    + "has none for this one; drawing a placeholder square")
            let side = CGFloat(environment.font.size)
            return ResolvedImage(image: image, size: CGSize(width: side, height: side))
        }
        return ResolvedImage(image: image, size: symbol.size, symbol: symbol)
    }

    /// Draws `symbol` stretched to fill `rect`: every layer in `shading` when given, else
    /// each layer in the context's foreground level its rendering mode gives it. The
    /// context's transform, clips, filters, opacity and blend mode apply to it as a whole.
    internal func draw(_ symbol: SymbolRendition, shading: Shading?, in rect: CGRect) {
        let frame = rect.standardized
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite,
            frame.height.isFinite
        else {
            recording.diagnose("symbol image drawn in a non-finite rectangle \(rect); not drawn")
            return
        }
        let bounds = CGRect(origin: .zero, size: frame.size)
        let styles = recording.styles
        let paints: [Paint] =
            if let shading {
                Array(
                    repeating: shading.paint(in: bounds, styles: styles, opacity: 1),
                    count: symbol.design.layers.count)
            } else {
                symbol.paints(in: styles).map {
                    Shading(storage: .paint($0)).paint(in: bounds, styles: styles, opacity: 1)
                }
            }
        var list = DisplayListBuilder()
        symbol.drawing(in: frame.size).append(
            design: symbol.design, paints: paints, mode: symbol.mode,
            transform: CGAffineTransform(translationX: frame.minX, y: frame.minY)
                .concatenating(transform),
            into: &list)
        let groups = openGroups(opacityGroup: true)
        recording.items += list.items
        for _ in 0..<groups { recording.items.append(.endGroup) }
    }

    /// Draws the placeholder of a symbol without a design in `rect`: a rounded square
    /// outline with a diagonal, as `Image(systemName:)` draws it.
    internal func drawSymbolPlaceholder(shading: Shading?, in rect: CGRect) {
        let frame = rect.standardized
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite,
            frame.height.isFinite
        else { return }
        let side = min(frame.width, frame.height)
        let path = SymbolPlaceholder(side: side, isResizable: true).path(in: frame)
        let paint = (shading ?? .foreground).paint(
            in: frame, styles: recording.styles, opacity: opacity)
        record(
            .stroke(
                path: path, paint: paint, style: StrokeStyle(lineWidth: max(side / 12, 1)),
                transform: transform))
    }
}
