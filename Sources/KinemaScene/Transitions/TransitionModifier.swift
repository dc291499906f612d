/// The modifier of `transition(_:)`: marks each node of its content with the transition,
/// and resolves the content through the transition's phased parts.
///
/// With phased parts the content is resolved three times per state: in place
/// (`identity`), and apart as it shows before insertion and after removal (see
/// ``TransitionFragments``), the slots of which the record stage animates from and to.
/// - Complexity: O(*n*) in the content's views, three times over with phased parts.
nonisolated public struct _TransitionModifier: ViewModifier, PrimitiveModifier {
    internal let transition: AnyTransition
    /// No body.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        var transition = self.transition
        if context.environmentValues.accessibilityReduceMotion && transition.storage.hasMotion {
            // As SwiftUI does: a transition with motion becomes a fade under Reduce Motion.
            transition = .opacity
            if let animation = self.transition.storage.ownAnimation(insertion: true) {
                transition = transition.animation(animation)
            }
        }
        let storage = transition.storage
        guard storage.hasPhases else {
            _AnimationModifier(kind: .transition(NodeTransition(transition)))
                .resolve(content: content, id: id, context: &context)
            return
        }
        let base = ViewResolver(content)
        var fragments: TransitionFragments?
        // For a frame's content (dynamic content resolved again for its time) no
        // insertion or removal is recorded, and inside another transition's fragment only
        // the view in place counts: the view in place is enough.
        if !context.resolvesFrame && !context.isApart {
            let insertion = context.resolveApart(
                id: id, storage.resolver(base, phase: .willAppear))
            let removal = context.resolveApart(
                id: id, storage.resolver(base, phase: .didDisappear))
            fragments = TransitionFragments(
                insertion: TransitionFragment(nodes: insertion.nodes, roots: insertion.roots),
                removal: TransitionFragment(nodes: removal.nodes, roots: removal.roots))
        }
        _AnimationModifier(kind: .transition(NodeTransition(transition, fragments: fragments)))
            .resolve(
                content: ResolverView(resolver: storage.resolver(base, phase: .identity)),
                id: id, context: &context)
    }
}

nonisolated extension View {
    /// How this view animates when inserted or removed.
    ///
    /// ```swift
    /// if show {
    ///     Card().transition(.move(edge: .bottom).combined(with: .opacity))
    /// }
    /// ```
    public func transition(_ t: AnyTransition) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: t))
    }

    /// How this view animates when inserted or removed, as a ``Transition`` value
    /// (SwiftUI's iOS 17 form).
    ///
    /// ```swift
    /// Card().transition(.blurReplace)
    /// Card().transition(Fade())   // struct Fade: Transition
    /// ```
    public func transition<T: Transition>(_ t: T) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: AnyTransition(t)))
    }
}
