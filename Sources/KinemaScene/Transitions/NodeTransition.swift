/// A resolved node's transition: the transition and, when it has phased parts, the
/// node's content before insertion and after removal.
nonisolated package struct NodeTransition: Sendable {
    /// The transition.
    internal var transition: AnyTransition
    /// The content as the phased parts show it before insertion and after removal;
    /// `nil` for built-in transitions, and for content resolved off the main actor.
    internal var fragments: TransitionFragments?

    internal init(_ transition: AnyTransition, fragments: TransitionFragments? = nil) {
        self.transition = transition
        self.fragments = fragments
    }

    /// SwiftUI's default transition.
    internal static let opacity = NodeTransition(.opacity)

    /// The transition's storage.
    internal var storage: AnyTransition.Storage { transition.storage }
}

/// The content of a node with a phased transition resolved before insertion
/// (`willAppear`) and after removal (`didDisappear`).
///
/// A class (immutable, so `Sendable`): a compiled node holds one reference, not two.
nonisolated internal final class TransitionFragments: Sendable {
    /// The content in `willAppear`: where an insertion's slots start.
    internal let insertion: TransitionFragment
    /// The content in `didDisappear`: where a removal's slots end.
    internal let removal: TransitionFragment

    internal init(insertion: TransitionFragment, removal: TransitionFragment) {
        self.insertion = insertion
        self.removal = removal
    }
}
