import Foundation
import KinemaCore
import KinemaGraphics

/// One drawn part of a symbol's design: a path on the design grid and how it is painted.
nonisolated internal struct SymbolElement: Sendable {
    /// How an element is painted.
    internal enum Style: Sendable {
        /// The path stroked at the weight's line width, with round caps and joins.
        case stroke
        /// The path filled, and stroked at the line width so that its outer edge matches
        /// the stroked outline of the same path (a filled heart is as large as an outlined
        /// one, and grows with the weight as SF Symbols' filled variants do).
        case fill
        /// The path filled as it is (a shape whose size does not follow the weight).
        case solid
    }

    /// The path, in units of the design grid (y down, (0, 0) the box's centre).
    internal var path: Path
    /// How it is painted.
    internal var style: Style
    /// Whether a filled element follows the even-odd rule (a gear's hole).
    internal var eoFill = false

    /// A stroked element.
    internal static func stroke(_ path: Path) -> SymbolElement {
        SymbolElement(path: path, style: .stroke)
    }

    /// A filled element, its edge at the stroke's outer edge.
    internal static func fill(_ path: Path, eoFill: Bool = false) -> SymbolElement {
        SymbolElement(path: path, style: .fill, eoFill: eoFill)
    }

    /// A filled element whose edge is the path's own.
    internal static func solid(_ path: Path) -> SymbolElement {
        SymbolElement(path: path, style: .solid)
    }

    /// The element with its path mapped by `transform` (line widths unchanged).
    internal func applying(_ transform: CGAffineTransform) -> SymbolElement {
        SymbolElement(path: path.applying(transform), style: style, eoFill: eoFill)
    }
}

/// A layer of a symbol: elements painted together with one style. Layers are drawn in
/// order, the first at the back.
nonisolated package struct SymbolLayer: Sendable {
    /// How a layer cuts into the layers drawn before it.
    internal enum Cut: Sendable, Equatable {
        /// No cut: the layer is drawn over what is beneath.
        case none
        /// The layer's area, widened by `gap` line widths on each side, is cut out of the
        /// layers beneath before the layer is drawn (a slash through a bell).
        case gap(Double)
        /// The layer is a hole in the layers beneath: in monochrome it is cut out and not
        /// drawn (the checkmark of `checkmark.circle.fill`); in the other modes it is cut
        /// out and drawn in its own style.
        case hole
    }

    /// The layer's level: 0 primary, 1 secondary, 2 tertiary (the foreground level it
    /// takes in the hierarchical and palette modes).
    internal var level: Int
    /// The elements.
    internal var elements: [SymbolElement]
    /// How the layer cuts the layers beneath.
    internal var cut: Cut = .none
    /// Its inherent colour in the multicolor mode (`nil`: the foreground style).
    internal var color: Color? = nil

    /// The layer with its paths mapped by `transform`.
    internal func applying(_ transform: CGAffineTransform) -> SymbolLayer {
        var layer = self
        layer.elements = elements.map { $0.applying(transform) }
        return layer
    }
}

/// A symbol's design: its layers on the design grid (see ``SymbolMetrics`` for the grid).
nonisolated package struct SymbolDesign: Sendable {
    /// The layers, back to front.
    package var layers: [SymbolLayer]

    /// A design of layers.
    internal init(_ layers: [SymbolLayer]) { self.layers = layers }

    /// A design of one primary layer.
    internal init(_ elements: SymbolElement...) {
        layers = [SymbolLayer(level: 0, elements: elements)]
    }

    /// The design with its paths mapped by `transform`.
    internal func applying(_ transform: CGAffineTransform) -> SymbolDesign {
        SymbolDesign(layers.map { $0.applying(transform) })
    }

    /// The bounds of the paths themselves (their lines' centres), on the grid.
    internal var pathBounds: CGRect {
        layers.flatMap(\.elements).reduce(CGRect.null) { $0.union($1.path.boundingRect) }
    }

    /// The bounds of the ink with lines `lineWidth` units thick, on the grid; `.zero` for
    /// a design with nothing to draw.
    internal func inkBounds(lineWidth: Double) -> CGRect {
        var bounds = CGRect.null
        for element in layers.flatMap(\.elements) {
            let box = element.path.boundingRect
            guard !box.isNull, box.minX.isFinite, box.maxX.isFinite else { continue }
            let half = element.style == .solid ? 0 : lineWidth / 2
            bounds = bounds.union(box.insetBy(dx: -half, dy: -half))
        }
        return bounds.isNull ? .zero : bounds
    }

    /// The highest level of its layers (0 for a one-level design).
    internal var deepestLevel: Int { layers.map(\.level).max() ?? 0 }
}
