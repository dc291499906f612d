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
/// body of the state is drawn). The body's layout is the state's; what it changes with
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

    func resolve<C: View>(content: C, id: Int, context: inout ResolveContext) {
        let value = CompiledModifier(modifier)
        let dynamic = AnimatedBodyContent(modifier: value, data: Slot(.value(value)))
        _DynamicView(content: dynamic, base: content).resolve(id: id, context: &context)
    }
}

/// A modifier made by a view's body on the main actor, carried into the compiled scene
/// and read (never changed) by frames drawn on any thread: a value type the scene owns.
nonisolated private struct CompiledModifier<M: ViewModifier & Animatable>: Animatable, Sendable {
    nonisolated(unsafe) var modifier: M

    init(_ modifier: M) { self.modifier = modifier }

    var animatableData: M.AnimatableData {
        get { modifier.animatableData }
        set { modifier.animatableData = newValue }
    }
}

/// The body of an animatable modifier over its content, for the modifier's data at a
/// time: its slot is the modifier's `animatableData`.
nonisolated private struct AnimatedBodyContent<M: ViewModifier & Animatable>: DynamicContent {
    let modifier: CompiledModifier<M>
    var data: Slot<AnimatableValue<CompiledModifier<M>>>

    mutating func visitSlots(_ visitor: inout some SlotVisitor) {
        visitor.visit(&data)
    }

    func frame(elapsed: Double, base: ViewResolver) -> DynamicFrame {
        frame(for: modifier.modifier, base: base)
    }

    func frame(elapsed: Double, time: Double?, base: ViewResolver) -> DynamicFrame {
        frame(for: data.value(at: time).base(or: modifier).modifier, base: base)
    }

    /// The body of `modifier` over the content.
    private func frame(for modifier: M, base: ViewResolver) -> DynamicFrame {
        let compiled = CompiledModifier(modifier)
        return DynamicFrame(
            current: ViewResolver { id, context in
                let body = context.body(of: compiled.modifier)
                context.withModifierContent(base) { $0.resolve(body, id: id) }
            })
    }

    /// At rest, the body of the state (the compiled content) is drawn.
    func isSettled(at time: Double) -> Bool {
        !(data.track?.isAnimating(at: time) ?? false)
    }

    func restartsClock(replacing old: any DynamicContent) -> Bool { false }
}
