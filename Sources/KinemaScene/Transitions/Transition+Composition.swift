import KinemaAnimation

/// The modifier of `Transition.apply(content:phase:)`: the transition's body in a phase.
nonisolated private struct TransitionPhaseModifier<T: Transition>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transition: T
    let phase: TransitionPhase

    @MainActor func resolve<C: View>(content: C, id: ViewIdentity, context: inout ResolveContext) {
        resolveTransition(
            transition, phase: phase, content: ViewResolver(content), id: id,
            context: &context)
    }
}

nonisolated extension Transition {
    /// `content` as this transition shows it in `phase`.
    ///
    /// ```swift
    /// func body(content: Content, phase: TransitionPhase) -> some View {
    ///     OpacityTransition().apply(content: content.blur(radius: phase.isIdentity ? 0 : 4),
    ///                               phase: phase)
    /// }
    /// ```
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        content.modifier(
            TransitionPhaseModifier(transition: self, phase: phase))
    }

    /// This transition and `other` at once (this one applied inside `other`).
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }

    /// This transition driven by its own `animation` (see `AnyTransition.animation(_:)`).
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }
}

/// Two transitions at once (`combined(with:)`).
nonisolated private struct CombinedTransition<First: Transition, Second: Transition>:
    Transition, BuiltinTransition
{
    let first: First
    let second: Second

    @MainActor static var properties: TransitionProperties {
        TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
    }

    func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    var anyTransition: AnyTransition {
        AnyTransition(first).combined(with: AnyTransition(second))
    }
}

/// A transition with its own animation (`animation(_:)`).
nonisolated private struct AnimatedTransition<Base: Transition>: Transition, BuiltinTransition {
    let base: Base
    let animation: Animation?

    @MainActor static var properties: TransitionProperties { Base.properties }

    func body(content: Content, phase: TransitionPhase) -> some View {
        base.apply(content: content, phase: phase)
    }

    var anyTransition: AnyTransition { AnyTransition(base).animation(animation) }
}
