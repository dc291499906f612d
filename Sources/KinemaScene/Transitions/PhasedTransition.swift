/// A transition that shows its content through modifiers chosen by the phase: a
/// ``Transition``'s body, or the pair of `AnyTransition.modifier(active:identity:)`.
///
/// The view in place is the content resolved in the `identity` phase; the view before
/// insertion and after removal are resolved in `willAppear` and `didDisappear` (see
/// ``TransitionFragments``), and their slots are where the view's slots animate from and
/// to.
nonisolated package protocol PhasedTransition: Sendable {
    /// Whether the transition moves the view (its `TransitionProperties`).
    @MainActor var hasMotion: Bool { get }
    /// Schedules the resolution of `content` at `id` as the transition shows it in
    /// `phase`.
    @MainActor func resolve(
        _ phase: TransitionPhase, content: ViewResolver, id: ViewIdentity,
        context: inout ResolveContext)
}
