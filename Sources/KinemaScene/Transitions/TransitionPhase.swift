/// The stage of a transition, as SwiftUI's `TransitionPhase`: a view about to appear, a
/// view in place, or a view that has disappeared.
///
/// An inserted view is resolved first in ``willAppear``, then animates to ``identity``; a
/// removed view animates from ``identity`` to ``didDisappear``.
@frozen
public enum TransitionPhase: Sendable, Hashable {
    /// The view is about to be inserted: the transition's start.
    case willAppear
    /// The view is in place: the transition shows no change.
    case identity
    /// The view has been removed: the transition's end.
    case didDisappear

    /// Whether the transition shows the view unchanged: `true` in ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// A number for the phase: -1 before appearing, 0 in place, 1 after disappearing.
    ///
    /// ```swift
    /// content.offset(x: 40 * phase.value)   // enters from the left, leaves to the right
    /// ```
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a ``Transition`` is like, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Sendable, Hashable {
    /// Whether the transition moves the view: with
    /// `EnvironmentValues.accessibilityReduceMotion` set, a transition with motion is
    /// replaced by a fade (`.opacity`), as in SwiftUI.
    public var hasMotion: Bool

    /// Properties of a transition; by default it has motion.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}
