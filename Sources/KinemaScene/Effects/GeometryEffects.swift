import Foundation
import KinemaCore
import KinemaGraphics

/// `offset`: moves the drawing.
@SlotOwner
internal struct OffsetEffect: EffectContent {
    internal var offset: Slot<CGSize.AnimatableData>

    internal func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int {
        let d = offset.value(at: time)
        if d.first != 0 || d.second != 0 {
            state.transform = CGAffineTransform(translationX: d.first, y: d.second)
                .concatenating(state.transform)
        }
        return 0
    }
}

/// `scaleEffect`: scales around an anchor.
@SlotOwner
package struct ScaleEffect: EffectContent {
    internal var scale: Slot<CGSize.AnimatableData>
    internal var anchor: Slot<UnitPoint.AnimatableData>

    package func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int {
        let s = scale.value(at: time)
        guard s.first != 1 || s.second != 1 else { return 0 }
        state.transform = CGAffineTransform(scaleX: s.first, y: s.second)
            .applied(about: anchor.value(at: time), of: bounds).concatenating(state.transform)
        return 0
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(scale: Slot<CGSize.AnimatableData>, anchor: Slot<UnitPoint.AnimatableData>) {
        self.scale = scale
        self.anchor = anchor
    }
}

/// `rotationEffect`: rotates around an anchor; the angle in radians.
@SlotOwner
internal struct RotationEffect: EffectContent {
    internal var angle: Slot<Double>
    internal var anchor: Slot<UnitPoint.AnimatableData>

    internal func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int {
        let radians = angle.value(at: time)
        guard radians != 0 else { return 0 }
        state.transform = CGAffineTransform(rotationAngle: radians)
            .applied(about: anchor.value(at: time), of: bounds).concatenating(state.transform)
        return 0
    }
}

extension CGAffineTransform {
    /// This transform made to act about the point at unit position `anchor` of `bounds`
    /// (which stays where it is) instead of about the origin.
    internal func applied(about anchor: UnitPoint.AnimatableData, of bounds: CGRect)
        -> CGAffineTransform
    {
        let x = bounds.minX + anchor.first * bounds.width
        let y = bounds.minY + anchor.second * bounds.height
        return CGAffineTransform(translationX: -x, y: -y)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }
}
