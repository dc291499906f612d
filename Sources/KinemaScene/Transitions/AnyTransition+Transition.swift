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
        // Properties are read where the scene resolves (see `resolveTransition`).
        let isolated: @MainActor () -> Bool = { T.properties.hasMotion }
        let hasMotion = unsafeBitCast(isolated, to: (() -> Bool).self)()
        self.init(
            storage: .phased(
                TransitionPhases(transition: SceneCarried(value: transition), hasMotion: hasMotion))
        )
    }
}

/// The phased transition of a ``Transition``: its body.
nonisolated private struct TransitionPhases<T: Transition>: PhasedTransition {
    let transition: SceneCarried<T>
    let hasMotion: Bool

    func resolve(
        _ phase: TransitionPhase, content: ViewResolver, id: Int, context: inout ResolveContext
    ) {
        resolveTransition(
            transition.value, phase: phase, content: content, id: id, context: &context)
    }
}
