import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A shape filled or stroked with a style: the primitive behind `fill` and `stroke`.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// The shape.
    public var shape: Content
    /// The style.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle

    /// Creates a shape view.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    /// No body: the shape is a leaf.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let paint = KinemaScene.paint(of: style).resolved(in: context.environment.styles)
        context.diagnoseAssetColor(in: paint)
        var leaf = ShapeLeaf(shape: shape, paint: paint, fillStyle: fillStyle)
        leaf.shadow = (style as? any ShadowedShapeStyle)?.shadowStyle
        context.emit(context.node(id, .leaf(leaf)))
    }
}

/// The layout leaf of a shape: its slots are the paint, then the shape's data (when it
/// has any).
@SlotOwner
nonisolated package struct ShapeLeaf<S: Shape>: LeafContent {
    internal let shape: S
    internal let fillStyle: FillStyle
    /// The stroke of a stroked shape; `nil` to fill.
    internal let stroke: StrokeStyle?
    /// The shadow of the style (`style.shadow(_:)`), if any.
    internal var shadow: ShadowStyle?
    internal var paint: PaintSlot
    internal var data: Slot<AnimatableValue<S>>?
    /// Whether the shape has animatable data (known without generic work when drawing).
    internal let animatesShape: Bool
    /// The path at the target size and data, drawn while neither animates (a path
    /// costs allocations; reusing it costs none).
    internal var targetPath: (size: CGSize, path: Path)?

    package init(shape: S, paint: UnresolvedPaint, fillStyle: FillStyle) {
        self.shape = shape
        self.fillStyle = fillStyle
        stroke = (shape as? any StrokedShapeMarker)?.strokeStyle.cleaned
        self.paint = PaintSlot(paint)
        animatesShape = S.AnimatableData.self != EmptyAnimatableData.self
        data = animatesShape ? Slot(.value(shape)) : nil
    }

    package mutating func visitSlots(_ visitor: inout some SlotVisitor) {
        paint.visit(&visitor)
        if animatesShape { visitData(&visitor) }
    }

    /// Binds the slots (see ``SlotOwner/bindSlots(_:)``): the two calls of
    /// `visitSlots(_:)` written out, because in a generic type calling `visitSlots(&binder)`
    /// is not specialized for the binder (a 10,000-view build ran 16% more instructions).
    package mutating func bindSlots(_ binder: inout SlotBinder) {
        paint.visit(&binder)
        if animatesShape { visitData(&binder) }
    }

    /// Visits the shape's data (out of line: see ``isAnimating(at:)``).
    @inline(never)
    private mutating func visitData(_ visitor: inout some SlotVisitor) {
        if data != nil { visitor.visit(&data!) }
    }

    package mutating func prepare(size: CGSize) -> Bool {
        targetPath = (size, path(of: shape, in: size))
        return true
    }

    /// Whether the shape's data differs from its target at `time`.
    ///
    /// Kept out of line: touching `data` makes the runtime look up the metadata of
    /// `Slot<AnimatableValue<S>>?` (leaves are drawn through `any LeafContent`, so
    /// nothing is specialized), which a shape without animatable data never needs.
    @inline(never)
    private func isAnimating(at time: Double?) -> Bool {
        guard let data else { return false }
        return data.value(at: time) != data.target
    }

    /// The path and stroke for the shape's data at `time`: a stroked shape's data holds
    /// its stroke's width, miter limit and dash phase, which animate with the outline (see
    /// ``isAnimating(at:)`` on why it is out of line).
    @inline(never)
    private func current(in size: CGSize, at time: Double?) -> (Path, StrokeStyle?) {
        let shape = data?.value(at: time).base(or: self.shape) ?? self.shape
        guard stroke != nil else { return (path(of: shape, in: size), nil) }
        let style = (shape as? any StrokedShapeMarker)?.strokeStyle.cleaned ?? stroke
        return (path(of: shape, in: size), style)
    }

    private func path(of shape: S, in size: CGSize) -> Path {
        shape.path(in: CGRect(origin: .zero, size: size))
    }

    package func layoutSubview(measurer: any TextMeasurer) -> LayoutSubview {
        let shape = self.shape
        return .sizing { shape.sizeThatFits($0) }
    }

    package func draw(
        size: CGSize, transform: CGAffineTransform, time: Double?,
        into list: inout DisplayListBuilder
    ) {
        let path: Path
        var stroke = self.stroke
        if let targetPath, targetPath.size == size, !animatesShape || !isAnimating(at: time) {
            path = targetPath.path
        } else {
            (path, stroke) = current(in: size, at: time)
        }
        let resolved = paint.paint(at: time, in: size)
        let item: DisplayItem
        if let stroke {
            item = .stroke(path: path, paint: resolved, style: stroke, transform: transform)
        } else {
            item = .fill(
                path: path, paint: resolved, eoFill: fillStyle.isEOFilled, transform: transform)
        }
        if let shadow {
            shadow.draw(
                item, path: path, eoFill: fillStyle.isEOFilled, isStroke: stroke != nil,
                transform: transform, into: &list)
        } else {
            list.append(item)
        }
    }
}

nonisolated extension Color: View, PrimitiveView {
    /// No body: a colour is a rectangle filled with it.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        _ShapeView(shape: Rectangle(), style: self).resolve(id: id, context: &context)
    }
}
