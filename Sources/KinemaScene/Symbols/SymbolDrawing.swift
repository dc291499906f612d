import Foundation
import KinemaCore
import KinemaGraphics

/// A symbol's design placed in a frame: its layers' paths in the frame's coordinates and
/// the line width there, ready to be turned into display items.
nonisolated package struct SymbolDrawing: Sendable {
    /// One element in frame coordinates.
    internal struct Element: Sendable {
        internal let path: Path
        internal let style: SymbolElement.Style
        internal let eoFill: Bool
        /// A filled element's edge: the outline of its path stroked at the line width, to
        /// fill with the non-zero rule (Kinema's stroker: unlike a stroke, it covers a dot
        /// thinner than the line whole).
        internal var edge: Path?
    }

    /// Per layer, its elements.
    internal let layers: [[Element]]
    /// The line width, in frame points.
    internal let lineWidth: Double

    /// The design's ink box (`ink`, on the grid, with lines `lineWidth` grid units thick)
    /// stretched onto a frame of `size`, `pointsPerUnit` points a unit at its natural size.
    internal init(
        design: SymbolDesign, ink: CGRect, lineWidth: Double, pointsPerUnit: Double,
        size: CGSize
    ) {
        let natural = CGSize(width: ink.width * pointsPerUnit, height: ink.height * pointsPerUnit)
        let sx = natural.width > 0 && size.width.isFinite ? size.width / natural.width : 1
        let sy = natural.height > 0 && size.height.isFinite ? size.height / natural.height : 1
        let place = CGAffineTransform(translationX: -ink.minX, y: -ink.minY)
            .concatenating(
                CGAffineTransform(scaleX: pointsPerUnit * sx, y: pointsPerUnit * sy))
        let stretch = (abs(sx * sy)).squareRoot()
        let width = lineWidth * pointsPerUnit * (stretch.isFinite ? stretch : 1)
        self.lineWidth = width
        layers = design.layers.map { layer in
            layer.elements.map {
                let path = $0.path.applying(place)
                var element = Element(path: path, style: $0.style, eoFill: $0.eoFill)
                if $0.style == .fill { element.edge = Self.edge(of: path, width: width) }
                return element
            }
        }
    }

    /// The area within `width / 2` of `path`'s lines.
    private static func edge(of path: Path, width: Double) -> Path {
        path.strokedPath(StrokeStyle(lineWidth: max(width, 0), lineCap: .round, lineJoin: .round))
    }

    /// Appends the items of `layer` painted with `paint`, its lines `widening` points wider
    /// than the design's.
    internal func append(
        layer: Int, paint: Paint, widening: Double = 0, transform: CGAffineTransform,
        into list: inout DisplayListBuilder
    ) {
        let stroke = StrokeStyle(
            lineWidth: max(lineWidth + widening, 0), lineCap: .round, lineJoin: .round)
        for element in layers[layer] {
            switch element.style {
            case .stroke:
                list.append(
                    .stroke(path: element.path, paint: paint, style: stroke, transform: transform))
            case .fill:
                list.append(
                    .fill(
                        path: element.path, paint: paint, eoFill: element.eoFill,
                        transform: transform))
                let edge =
                    (widening == 0 ? element.edge : nil)
                    ?? Self.edge(of: element.path, width: stroke.lineWidth)
                list.append(.fill(path: edge, paint: paint, eoFill: false, transform: transform))
            case .solid:
                list.append(
                    .fill(
                        path: element.path, paint: paint, eoFill: element.eoFill,
                        transform: transform))
                if widening > 0 {
                    let edge = Self.edge(of: element.path, width: widening)
                    list.append(
                        .fill(path: edge, paint: paint, eoFill: false, transform: transform))
                }
            }
        }
    }

    /// Appends the whole symbol: each layer in its paint, the layers that cut (see
    /// ``SymbolLayer/Cut``) first erasing their area from those beneath, inside a
    /// compositing group so that erasing leaves what lies under the symbol alone. A layer
    /// whose paint is a translucent colour is drawn opaque inside an opacity group, so that
    /// its overlapping lines do not darken where they cross.
    package func append(
        design: SymbolDesign, paints: [Paint], mode: SymbolRenderingMode.Kind,
        transform: CGAffineTransform, into list: inout DisplayListBuilder
    ) {
        let cuts = design.layers.contains { $0.cut != .none }
        if cuts { list.append(.beginGroup(.compositingGroup)) }
        for (index, layer) in design.layers.enumerated() where index < layers.count {
            switch layer.cut {
            case .none:
                break
            case .gap(let gap):
                erase(layer: index, widening: 2 * gap * lineWidth, transform, &list)
            case .hole:
                erase(layer: index, widening: 0, transform, &list)
                if mode == .monochrome { continue }
            }
            let paint = index < paints.count ? paints[index] : .color(.primary)
            if case .color(let color) = paint, color.opacity < 1 {
                guard color.opacity > 0 else { continue }
                list.append(.beginGroup(.opacity(color.opacity)))
                let opaque = Color(red: color.red, green: color.green, blue: color.blue)
                append(layer: index, paint: .color(opaque), transform: transform, into: &list)
                list.append(.endGroup)
            } else {
                append(layer: index, paint: paint, transform: transform, into: &list)
            }
        }
        if cuts { list.append(.endGroup) }
    }

    /// Erases the area of `layer`, its lines `widening` points wider, from what the
    /// compositing group holds so far.
    private func erase(
        layer: Int, widening: Double, _ transform: CGAffineTransform,
        _ list: inout DisplayListBuilder
    ) {
        list.append(.beginGroup(.blendMode(.destinationOut)))
        append(
            layer: layer, paint: .color(.black), widening: widening, transform: transform,
            into: &list)
        list.append(.endGroup)
    }
}
