import Foundation
import KinemaCore
import KinemaGraphics

/// `opacity`: a group with an opacity (none at 1), clamped to 0...1.
@SlotOwner
package struct OpacityEffect: EffectContent {
    internal var opacity: Slot<Double>

    package func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int {
        let value = min(max(opacity.value(at: time), 0), 1)
        guard value < 1 else { return 0 }
        list.append(.beginGroup(.opacity(value)))
        return 1
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(opacity: Slot<Double>) {
        self.opacity = opacity
    }
}

/// `blur(radius:)`: a blur group (none at radius 0); negative is 0.
@SlotOwner
internal struct BlurEffect: EffectContent {
    internal var radius: Slot<Double>

    internal func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int {
        let radius = max(self.radius.value(at: time), 0)
        guard radius > 0 else { return 0 }
        list.append(.beginGroup(.blur(radius: radius)))
        return 1
    }
}

/// `clipShape`: a clip group to a shape in the content's bounds; the shape's data is a
/// slot when it has any.
@SlotOwner
nonisolated package struct ClipEffect<S: Shape>: EffectContent {
    internal let shape: S
    internal let style: FillStyle
    internal var data: Slot<AnimatableValue<S>>?

    package init(shape: S, style: FillStyle) {
        self.shape = shape
        self.style = style
        data = S.AnimatableData.self == EmptyAnimatableData.self ? nil : Slot(.value(shape))
    }

    package func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int {
        let shape = data.map { $0.value(at: time).base(or: self.shape) } ?? self.shape
        let path = shape.path(in: CGRect(origin: .zero, size: bounds.size))
        let transform = CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
            .concatenating(state.transform)
        list.append(.beginGroup(.clip(path: path, eoFill: style.isEOFilled, transform: transform)))
        return 1
    }
}

/// `shadow`: a shadow group; its slots are the colour, then (radius, (x, y)).
@SlotOwner
internal struct ShadowEffect: EffectContent {
    internal var color: Slot<Color.AnimatableData>
    internal var geometry: Slot<AnimatablePair<Double, AnimatablePair<Double, Double>>>

    internal func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int {
        var color = Color.clear
        color.animatableData = self.color.value(at: time)
        let g = geometry.value(at: time)
        list.append(
            .beginGroup(
                .shadow(
                    color: color, radius: max(g.first, 0),
                    offset: CGSize(width: g.second.first, height: g.second.second))))
        return 1
    }
}
