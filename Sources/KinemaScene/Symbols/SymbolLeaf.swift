import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A symbol resolved for drawing: its design, its metrics in the font it is drawn in, its
/// rendering mode and the paint of each layer.
nonisolated package struct SymbolRendition: Sendable {
    /// The design.
    package let design: SymbolDesign
    /// The metrics of the font and scale.
    internal let metrics: SymbolMetrics
    /// The rendering mode.
    package let mode: SymbolRenderingMode.Kind
    /// The ink's box on the grid, lines included: the image's frame.
    internal let ink: CGRect

    /// Resolves `lookup` in `metrics` and `mode`.
    internal init(_ lookup: SymbolLookup, metrics: SymbolMetrics, mode: SymbolRenderingMode.Kind) {
        design = lookup.design
        self.metrics = metrics
        self.mode = mode
        ink = lookup.design.inkBounds(lineWidth: metrics.lineWidth)
    }

    /// The image's natural size, in points.
    package var size: CGSize {
        CGSize(width: ink.width * metrics.pointsPerUnit, height: ink.height * metrics.pointsPerUnit)
    }

    /// The distance from the top of the image at its natural size to the font's baseline.
    package var baseline: Double { (metrics.baseline - ink.minY) * metrics.pointsPerUnit }

    /// The paint of each layer in `mode`, from the foreground levels of `styles`: the
    /// primary level in monochrome; each layer's level in the hierarchical and palette
    /// modes; a layer's inherent colour, else the primary level, in multicolor.
    package func paints(in styles: StyleContext) -> [UnresolvedPaint] {
        design.layers.map { layer in
            if mode == .multicolor, let color = layer.color { return .color(color) }
            let level = mode == .hierarchical || mode == .palette ? layer.level : 0
            return UnresolvedPaint.contextual(ContextualStyle(source: .foreground(level: level)))
                .resolved(in: styles)
        }
    }

    /// The design placed in a frame of `size`.
    package func drawing(in size: CGSize) -> SymbolDrawing {
        SymbolDrawing(
            design: design, ink: ink, lineWidth: metrics.lineWidth,
            pointsPerUnit: metrics.pointsPerUnit, size: size)
    }
}

/// The layout leaf of a symbol image: its natural size is its ink's box; its text
/// baselines are the font's baseline (so `.firstTextBaseline` stacks put it on the line of
/// the text beside it); its slots are the paints of its layers.
@SlotOwner
nonisolated internal struct SymbolLeaf: LeafContent {
    internal let symbol: SymbolRendition
    internal let isResizable: Bool
    internal var paints: [PaintSlot]
    /// The drawing at the target size, kept while the size does not animate.
    internal var prepared: (size: CGSize, drawing: SymbolDrawing)?

    internal init(symbol: SymbolRendition, paints: [UnresolvedPaint], isResizable: Bool) {
        self.symbol = symbol
        self.isResizable = isResizable
        self.paints = paints.map(PaintSlot.init)
    }

    internal mutating func prepare(size: CGSize) -> Bool {
        prepared = (size, symbol.drawing(in: size))
        return true
    }

    internal func layoutSubview(measurer: any TextMeasurer) -> LayoutSubview {
        let natural = symbol.size
        let baseline = symbol.baseline
        let subview: LayoutSubview =
            isResizable
            ? .sizing { p in
                CGSize(width: p.width ?? natural.width, height: p.height ?? natural.height)
            } : .fixed(natural)
        let guide: @Sendable (ViewDimensions) -> CGFloat = { d in
            natural.height > 0 ? baseline * d.height / natural.height : 0
        }
        return subview.alignmentGuide(.firstTextBaseline, computeValue: guide)
            .alignmentGuide(.lastTextBaseline, computeValue: guide)
    }

    internal func draw(
        size: CGSize, transform: CGAffineTransform, time: Double?,
        into list: inout DisplayListBuilder
    ) {
        let drawing =
            prepared.flatMap { $0.size == size ? $0.drawing : nil } ?? symbol.drawing(in: size)
        drawing.append(
            design: symbol.design, paints: paints.map { $0.paint(at: time, in: size) },
            mode: symbol.mode, transform: transform, into: &list)
    }
}
