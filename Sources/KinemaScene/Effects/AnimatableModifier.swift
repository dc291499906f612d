import Foundation
import KinemaAnimation
import KinemaCore

/// A modifier that animates its `animatableData`, as SwiftUI's (deprecated)
/// `AnimatableModifier`: the same as a `ViewModifier` that conforms to `Animatable`.
///
/// ```swift
/// struct Wave: ViewModifier, Animatable {   // or: AnimatableModifier
///     var phase: Double
///     var animatableData: Double {
///         get { phase }
///         set { phase = newValue }
///     }
///     func body(content: Content) -> some View {
///         content.offset(y: 8 * sin(phase * 2 * .pi))
///     }
/// }
/// ```
///
/// Across a state change, Kinema interpolates the modifier's `animatableData` with the
/// change's animation, exactly as a built-in modifier's attributes, and evaluates `body`
/// again with the interpolated modifier at every frame while it animates (at rest, the
/// body of the state is drawn). Every evaluation runs on the main actor, as SwiftUI's
/// `body(content:)` does: when frames are drawn concurrently, each frame's body is
/// evaluated while the frame is prepared (see ``PreparedFrame``). The body's layout is the state's; what it changes with
/// the data (offsets, angles, colours, shape data) is drawn at each frame, and its
/// structure must not depend on the data.
nonisolated public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The primitive modifier of a `ViewModifier` with animatable data; `nil` when its data
/// is empty.
internal func animatableModifier<M: ViewModifier>(_ modifier: M) -> (any PrimitiveModifier)? {
    guard let animatable = modifier as? any (ViewModifier & Animatable) else { return nil }
    return animatedBody(animatable)
}

private func animatedBody<M: ViewModifier & Animatable>(_ modifier: M) -> (any PrimitiveModifier)? {
    guard M.AnimatableData.self != EmptyAnimatableData.self else { return nil }
    return AnimatedBodyModifier(modifier: modifier)
}

/// Resolves a modifier's body as dynamic content driven by the modifier's data.
nonisolated private struct AnimatedBodyModifier<M: ViewModifier & Animatable>: PrimitiveModifier {
    let modifier: M

    @MainActor func resolve<C: View>(content: C, id: ViewIdentity, context: inout ResolveContext) {
        let dynamic = AnimatedBodyContent(
            modifier: MainActorBound(modifier),
            data: Slot(.value(ModifierData<M>(animatableData: modifier.animatableData))))
        _DynamicView(content: dynamic, base: content).resolve(id: id, context: &context)
    }
}

/// The animatable data of a modifier, as a slot's value: what the record stage
/// interpolates between states (the modifier itself stays on the main actor).
nonisolated private struct ModifierData<M: Animatable>: Animatable, Sendable {
    // A `VectorArithmetic` value: numbers and pairs of them, copied by every interpolation
    // step and never shared by reference (SwiftUI's `Animatable` is nonisolated, and its
    // animations carry these values across threads too). `VectorArithmetic` is not declared
    // `Sendable`, so the compiler cannot see this.
    nonisolated(unsafe) var animatableData: M.AnimatableData
}

/// The body of an animatable modifier over its content, for the modifier's data at a
/// time: its slot is the modifier's `animatableData`.
@SlotOwner
nonisolated private struct AnimatedBodyContent<M: ViewModifier & Animatable>: DynamicContent {
    /// The modifier the state's body made: read, and evaluated, on the main actor only.
    let modifier: MainActorBound<M>
    var data: Slot<AnimatableValue<ModifierData<M>>>

    @MainActor func frame(elapsed: Double, base: ViewResolver) -> DynamicFrame {
        frame(for: modifier.value, base: base)
    }

    @MainActor func frame(elapsed: Double, time: Double?, base: ViewResolver) -> DynamicFrame {
        var modifier = self.modifier.value
        modifier.animatableData = data.value(at: time).data
        return frame(for: modifier, base: base)
    }

    /// The body of `modifier` over the content.
    @MainActor private func frame(for modifier: M, base: ViewResolver) -> DynamicFrame {
        DynamicFrame(
            current: ViewResolver { id, context in
                let body = context.body(of: modifier)
                context.withModifierContent(base) { $0.resolve(body, id: id) }
            })
    }

    /// At rest, the body of the state (the compiled content) is drawn.
    @MainActor func isSettled(at time: Double) -> Bool {
        !(data.track?.isAnimating(at: time) ?? false)
    }

    func restartsClock(replacing old: any DynamicContent) -> Bool { false }
}
