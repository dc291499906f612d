import Synchronization

/// The resolved nodes of the view a keyframe or phase animator animates (its base), kept
/// by the identity the animator's content placed it at.
///
/// The base is resolved once, when the scene is compiled; at each frame, the frame's
/// preparation resolves the animator's content again for the time and grafts these
/// nodes where the placeholder stands, so the base's bodies are not evaluated again.
internal final class BaseFragments: Sendable {
    private let fragments = Mutex<[Int: ResolvedFragment]>([:])

    /// An empty store.
    internal init() {}

    /// The resolver that resolves `base` at an identity and keeps the nodes it made.
    @MainActor internal func capturing(_ base: ViewResolver) -> ViewResolver {
        ViewResolver { id, context in
            context.collect(
                by: { base(id: id, context: &$0) },
                then: { context, roots in
                    let fragment = ResolvedFragment(roots: roots, from: context.builder)
                    self.fragments.withLock { $0[id] = fragment }
                    for root in roots { context.emit(root) }
                })
        }
    }

    /// The resolver that grafts the nodes kept for an identity (nothing, with a
    /// diagnostic, when the content placed the base where it was not at compile time).
    @MainActor internal var grafting: ViewResolver {
        ViewResolver { id, context in
            guard let fragment = self.fragments.withLock({ $0[id] }) else {
                context.diagnose(
                    "an animator's content moved its placeholder; the base is not drawn there")
                return
            }
            for root in context.builder.copy(fragment.roots, from: fragment) {
                context.emit(root)
            }
        }
    }
}

/// Resolved nodes outside any tree: some subtrees, stored as a tree is.
internal struct ResolvedFragment: ResolvedNodeSource, Sendable {
    private var builder = ResolvedTreeBuilder()
    /// The subtrees' roots.
    internal private(set) var roots: [NodeRef] = []

    /// The subtrees under `roots` of `source`, copied.
    internal init(roots: [NodeRef], from source: some ResolvedNodeSource) {
        self.roots = builder.copy(roots, from: source)
    }

    internal subscript(ref: NodeRef) -> ResolvedNode { builder[ref] }

    internal func children(of node: ResolvedNode) -> ArraySlice<NodeRef> {
        builder.children(of: node)
    }
}
