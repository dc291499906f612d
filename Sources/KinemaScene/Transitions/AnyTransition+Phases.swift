import KinemaAnimation

extension AnyTransition.Storage {
    /// Whether the transition moves the view: anything but a fade, no change, and phased
    /// parts whose properties say they have no motion.
    @MainActor internal var hasMotion: Bool {
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
    @MainActor internal func resolver(_ content: ViewResolver, phase: TransitionPhase)
        -> ViewResolver
    {
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
