import KinemaScene

/// The phased transition of `AnyTransition.modifier(active:identity:)`.
nonisolated private struct ModifierPhases<E: ViewModifier>: PhasedTransition {
    let modifiers: MainActorCarried<(active: E, identity: E)>

    /// A modifier transition has the default properties: it has motion.
    @MainActor var hasMotion: Bool { true }

    @MainActor func resolve(
        _ phase: TransitionPhase, content: ViewResolver, id: ViewIdentity,
        context: inout ResolveContext
    ) {
        let modifier = phase.isIdentity ? modifiers.value.identity : modifiers.value.active
        context.withModifierContent(content) {
            $0.resolve(
                ModifiedContent(content: _ViewModifier_Content<E>(), modifier: modifier), id: id)
        }
    }
}

extension AnyTransition {
    /// A transition that shows the view with `active` while it is absent and with
    /// `identity` while it is present, as SwiftUI's `modifier(active:identity:)`.
    ///
    /// ```swift
    /// struct Rotate: ViewModifier {
    ///     var angle: Double
    ///     func body(content: Content) -> some View {
    ///         content.rotationEffect(.degrees(angle), anchor: .topLeading)
    ///     }
    /// }
    /// Card().transition(.modifier(active: Rotate(angle: 90), identity: Rotate(angle: 0)))
    /// ```
    ///
    /// An insertion animates from the view with `active` to the view with `identity`
    /// exactly as a state change between the two would (every attribute the modifiers'
    /// bodies set, or an `Animatable` modifier's `animatableData`), with the change's
    /// animation or the transition's own; a removal animates back to `active`. The
    /// modifiers' layout (padding, frames) is the identity's throughout.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(
            storage: .phased(
                ModifierPhases(modifiers: MainActorCarried((active: active, identity: identity)))
            ))
    }
}
