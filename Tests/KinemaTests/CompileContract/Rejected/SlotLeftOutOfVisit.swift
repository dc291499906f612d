// expect-error: slot 'anchor' is not visited by visitSlots(_:)
// An engine-internal contract (issue 25): a hand-written `visitSlots(_:)` that leaves out a
// slot of its `@SlotOwner` type does not compile.
import Foundation
import KinemaCore
import KinemaGraphics
@testable import KinemaScene

@SlotOwner
struct TiltEffect: EffectContent {
    var angle: Slot<Double>
    var anchor: Slot<UnitPoint.AnimatableData>

    mutating func visitSlots(_ visitor: inout some SlotVisitor) {
        visitor.visit(&angle)
    }

    func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int { 0 }
}
