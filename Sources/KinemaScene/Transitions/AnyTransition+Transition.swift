extension AnyTransition {
    /// The type-erased form of a ``Transition``.
    ///
    /// ```swift
    /// let fade = AnyTransition(Fade())
    /// ```
    nonisolated public init<T: Transition>(_ transition: T) {
        if let builtin = transition as? any BuiltinTransition {
            self = builtin.anyTransition
            return
        }
        self.init(storage: .phased(TransitionPhases(transition: MainActorCarried(transition))))
    }
}

/// The phased transition of a ``Transition``: its body.
nonisolated private struct TransitionPhases<T: Transition>: PhasedTransition {
    let transition: MainActorCarried<T>

    /// The transition's properties, read where the scene resolves.
    @MainActor var hasMotion: Bool { T.properties.hasMotion }

    @MainActor func resolve(
        _ phase: TransitionPhase, content: ViewResolver, id: ViewIdentity,
        context: inout ResolveContext
    ) {
        resolveTransition(
            transition.value, phase: phase, content: content, id: id, context: &context)
    }
}
