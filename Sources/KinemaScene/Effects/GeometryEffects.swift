import Foundation
import KinemaCore

/// `offset`: moves the drawing; attribute 0 is the offset.
internal struct OffsetEffect: EffectContent {
    internal func apply(
        bounds: CGRect, reader: AttributeReader, state: inout RenderState,
        list: inout DisplayListBuilder
    ) -> Int {
        let d = reader.value(0, as: CGSize.AnimatableData.self)
        if d.first != 0 || d.second != 0 {
            state.transform = CGAffineTransform(translationX: d.first, y: d.second)
                .concatenating(state.transform)
        }
        return 0
    }
}

/// `scaleEffect`: scales around an anchor; attribute 0 is the scale, 1 the anchor.
internal struct ScaleEffect: EffectContent {
    internal func apply(
        bounds: CGRect, reader: AttributeReader, state: inout RenderState,
        list: inout DisplayListBuilder
    ) -> Int {
        let s = reader.value(0, as: CGSize.AnimatableData.self)
        guard s.first != 1 || s.second != 1 else { return 0 }
        let anchor = reader.value(1, as: UnitPoint.AnimatableData.self)
        state.transform = CGAffineTransform(scaleX: s.first, y: s.second)
            .applied(about: anchor, of: bounds).concatenating(state.transform)
        return 0
    }
}

/// `rotationEffect`: rotates around an anchor; attribute 0 is the angle in radians, 1
/// the anchor.
internal struct RotationEffect: EffectContent {
    internal func apply(
        bounds: CGRect, reader: AttributeReader, state: inout RenderState,
        list: inout DisplayListBuilder
    ) -> Int {
        let angle = reader.value(0, as: Double.self)
        guard angle != 0 else { return 0 }
        let anchor = reader.value(1, as: UnitPoint.AnimatableData.self)
        state.transform = CGAffineTransform(rotationAngle: angle)
            .applied(about: anchor, of: bounds).concatenating(state.transform)
        return 0
    }
}

/// `opacity`: a group with an opacity (none at 1); attribute 0, clamped to 0...1.
internal struct OpacityEffect: EffectContent {
    internal func apply(
        bounds: CGRect, reader: AttributeReader, state: inout RenderState,
        list: inout DisplayListBuilder
    ) -> Int {
        let value = min(max(reader.value(0, as: Double.self), 0), 1)
        guard value < 1 else { return 0 }
        list.append(.beginGroup(.opacity(value)))
        return 1
    }
}

/// `blur(radius:)`: a blur group (none at radius 0); attribute 0, negative is 0.
internal struct BlurEffect: EffectContent {
    internal func apply(
        bounds: CGRect, reader: AttributeReader, state: inout RenderState,
        list: inout DisplayListBuilder
    ) -> Int {
        let radius = max(reader.value(0, as: Double.self), 0)
        guard radius > 0 else { return 0 }
        list.append(.beginGroup(.blur(radius: radius)))
        return 1
    }
}

/// `clipShape`: a clip group to a shape in the content's bounds; attribute 0 is the
/// shape's data when it has any.
internal struct ClipEffect<S: Shape>: EffectContent {
    internal let shape: S
    internal let style: FillStyle

    internal var attributes: [any AttributeValue] {
        S.AnimatableData.self == EmptyAnimatableData.self
            ? [] : [animatableAttribute(shape.animatableData)]
    }

    internal func apply(
        bounds: CGRect, reader: AttributeReader, state: inout RenderState,
        list: inout DisplayListBuilder
    ) -> Int {
        var shape = self.shape
        if S.AnimatableData.self != EmptyAnimatableData.self {
            shape.animatableData = reader.animatable(0, as: S.AnimatableData.self)
        }
        let path = shape.path(in: CGRect(origin: .zero, size: bounds.size))
        let transform = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
            .concatenating(state.transform)
        list.append(.beginGroup(.clip(path: path, eoFill: style.isEOFilled, transform: transform)))
        return 1
    }
}

/// `shadow`: a shadow group; attribute 0 is the colour, 1 (radius, (x, y)).
internal struct ShadowEffect: EffectContent {
    internal func apply(
        bounds: CGRect, reader: AttributeReader, state: inout RenderState,
        list: inout DisplayListBuilder
    ) -> Int {
        var color = Color.clear
        color.animatableData = reader.value(0, as: Color.AnimatableData.self)
        let g = reader.value(1, as: AnimatablePair<Double, AnimatablePair<Double, Double>>.self)
        list.append(
            .beginGroup(
                .shadow(
                    color: color, radius: max(g.first, 0),
                    offset: CGSize(width: g.second.first, height: g.second.second))))
        return 1
    }
}

extension CGAffineTransform {
    /// This transform made to act about the point at unit position `anchor` of `bounds`
    /// (which stays where it is) instead of about the origin.
    fileprivate func applied(about anchor: UnitPoint.AnimatableData, of bounds: CGRect)
        -> CGAffineTransform
    {
        let x = bounds.minX + anchor.first * bounds.width
        let y = bounds.minY + anchor.second * bounds.height
        return CGAffineTransform(translationX: -x, y: -y)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }
}
