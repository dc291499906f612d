import KinemaAnimation

/// A transition that shows its content through modifiers chosen by the phase: a
/// ``Transition``'s body, or the pair of `AnyTransition.modifier(active:identity:)`.
///
/// The view in place is the content resolved in the `identity` phase; the view before
/// insertion and after removal are resolved in `willAppear` and `didDisappear` (see
/// ``TransitionFragments``), and their slots are where the view's slots animate from and
/// to.
nonisolated internal protocol PhasedTransition: Sendable {
    /// Whether the transition moves the view (its `TransitionProperties`).
    var hasMotion: Bool { get }
    /// Schedules the resolution of `content` at `id` as the transition shows it in
    /// `phase`.
    func resolve(
        _ phase: TransitionPhase, content: ViewResolver, id: Int, context: inout ResolveContext)
}

/// The phased transition of `AnyTransition.modifier(active:identity:)`.
nonisolated private struct ModifierPhases<E: ViewModifier>: PhasedTransition {
    let modifiers: SceneCarried<(active: E, identity: E)>

    /// A modifier transition has the default properties: it has motion.
    var hasMotion: Bool { true }

    func resolve(
        _ phase: TransitionPhase, content: ViewResolver, id: Int, context: inout ResolveContext
    ) {
        let modifier = phase.isIdentity ? modifiers.value.identity : modifiers.value.active
        context.withModifierContent(content) {
            $0.resolve(
                ModifiedContent(content: _ViewModifier_Content<E>(), modifier: modifier), id: id)
        }
    }
}

/// A value made on the main actor (a modifier, a transition) that a compiled scene
/// carries and only reads afterwards, from the thread that resolves it again.
nonisolated internal struct SceneCarried<Value>: Sendable {
    nonisolated(unsafe) internal let value: Value
}

extension AnyTransition.Storage {
    /// Whether the transition moves the view: anything but a fade, no change, and phased
    /// parts whose properties say they have no motion.
    internal var hasMotion: Bool {
        switch self {
        case .identity, .opacity: false
        case .scale, .offset, .move: true
        case .asymmetric(let a, let b), .combined(let a, let b): a.hasMotion || b.hasMotion
        case .phased(let part): part.hasMotion
        case .animated(let base, _): base.hasMotion
        }
    }

    /// Whether a part of the transition is phased.
    internal var hasPhases: Bool {
        switch self {
        case .phased: true
        case .asymmetric(let a, let b), .combined(let a, let b): a.hasPhases || b.hasPhases
        case .animated(let base, _): base.hasPhases
        default: false
        }
    }

    /// The transition's own animation for an insertion (else a removal), outermost
    /// first: `nil` when none is set, `.some(nil)` when it is set to no animation. An
    /// asymmetric transition's is the one of the side that runs.
    internal func ownAnimation(insertion: Bool) -> Animation?? {
        switch self {
        case .animated(_, let animation): .some(animation)
        case .asymmetric(let a, let b): (insertion ? a : b).ownAnimation(insertion: insertion)
        case .combined(let a, let b):
            a.ownAnimation(insertion: insertion) ?? b.ownAnimation(insertion: insertion)
        default: nil
        }
    }

    /// The resolver of `content` as the transition's phased parts show it in `phase`
    /// (built-in parts are drawn by progress, so they leave it as it is).
    ///
    /// An asymmetric transition shows its insertion in `willAppear` only and its removal
    /// in `didDisappear` only (each at identity otherwise); a combination applies the
    /// first transition inside the second.
    internal func resolver(_ content: ViewResolver, phase: TransitionPhase) -> ViewResolver {
        switch self {
        case .phased(let part):
            return ViewResolver { id, context in
                part.resolve(phase, content: content, id: id, context: &context)
            }
        case .asymmetric(let insertion, let removal):
            let inserted = insertion.resolver(
                content, phase: phase == .willAppear ? .willAppear : .identity)
            return removal.resolver(
                inserted, phase: phase == .didDisappear ? .didDisappear : .identity)
        case .combined(let first, let second):
            return second.resolver(first.resolver(content, phase: phase), phase: phase)
        case .animated(let base, _):
            return base.resolver(content, phase: phase)
        default:
            return content
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
                ModifierPhases(modifiers: SceneCarried(value: (active: active, identity: identity)))
            ))
    }
}
