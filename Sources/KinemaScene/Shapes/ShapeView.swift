import Foundation
import KinemaCore
import KinemaLayout

/// A shape filled or stroked with a style: the primitive behind `fill` and `stroke`.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
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

    internal func resolve(id: Int, context: inout ResolveContext, into output: inout [Element]) {
        let paint = KinemaScene.paint(of: style).replacingForeground(
            with: context.environment.foreground)
        let leaf = ShapeLeaf(shape: shape, paint: paint, fillStyle: fillStyle)
        output.append(Element(identity: id, kind: .leaf(leaf), attributes: leaf.attributes))
    }
}

/// The layout leaf of a shape: attribute 0 is the paint, attribute 1 the shape's data.
internal struct ShapeLeaf<S: Shape>: LeafContent {
    internal let shape: S
    internal let paint: UnresolvedPaint
    internal let fillStyle: FillStyle

    internal var attributes: [any AttributeValue] {
        var list: [any AttributeValue] = [paint.attribute]
        if S.AnimatableData.self != EmptyAnimatableData.self {
            list.append(animatableAttribute(shape.animatableData))
        }
        return list
    }

    internal func layoutSubview(context: LayoutBuildContext) -> LayoutSubview {
        let shape = self.shape
        return .sizing { shape.sizeThatFits($0) }
    }

    internal func draw(
        size: CGSize, transform: CGAffineTransform, reader: AttributeReader,
        into list: inout DisplayListBuilder
    ) {
        var shape = self.shape
        if S.AnimatableData.self != EmptyAnimatableData.self {
            shape.animatableData = reader.animatable(1, as: S.AnimatableData.self)
        }
        let rect = CGRect(origin: .zero, size: size)
        let path = shape.path(in: rect)
        let resolved = paint.resolved(reader, 0, in: size)
        if let stroked = shape as? any StrokedShapeMarker {
            list.append(
                .stroke(
                    path: path, paint: resolved, style: stroked.strokeStyle.cleaned,
                    transform: transform))
        } else {
            list.append(
                .fill(
                    path: path, paint: resolved, eoFill: fillStyle.isEOFilled,
                    transform: transform))
        }
    }
}

extension Color: View, PrimitiveView {
    /// No body: a colour is a rectangle filled with it.
    public typealias Body = Never

    internal func resolve(id: Int, context: inout ResolveContext, into output: inout [Element]) {
        _ShapeView(shape: Rectangle(), style: self).resolve(
            id: id, context: &context, into: &output)
    }
}
