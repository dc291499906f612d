// expect-error: type 'FadeEffect' does not conform to protocol 'SlotOwner'
// An engine-internal contract (issue 25): content with slots declared without `@SlotOwner`,
// and without a `visitSlots(_:)` of its own, does not compile (the requirement has no default).
import Foundation
import KinemaCore
import KinemaGraphics
@testable import KinemaScene

struct FadeEffect: EffectContent {
    var opacity: Slot<Double>

    func apply(
        bounds: CGRect, time: Double?, state: inout RenderState, list: inout DisplayListBuilder
    ) -> Int { 0 }
}
