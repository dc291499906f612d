import KinemaGraphics
import Synchronization

/// The resolved nodes of the view a keyframe or phase animator animates (its base), kept
/// by the identity the animator's content placed it at.
///
/// The base is resolved once, when the scene is compiled; at each frame, the frame's
/// preparation resolves the animator's content again for the time and grafts these
/// nodes where the placeholder stands, so the base's bodies are not evaluated again.
internal final class BaseFragments: Sendable {
    /// A base's nodes, and the font environment they were resolved in.
    private struct Captured: Sendable {
        let fragment: ResolvedFragment
        /// The view that had set the font where the base stood (`fontOrigin`).
        let fontOrigin: ViewIdentity
        let font: Font
        let fontWeight: Font.Weight?
    }

    private let fragments = Mutex<[ViewIdentity: Captured]>([:])

    /// An empty store.
    internal init() {}

    /// The resolver that resolves `base` at an identity and keeps the nodes it made.
    @MainActor internal func capturing(_ base: ViewResolver) -> ViewResolver {
        ViewResolver { id, context in
            context.collect(
                by: { base(id: id, context: &$0) },
                then: { context, roots in
                    let captured = Captured(
                        fragment: ResolvedFragment(roots: roots, from: context.builder),
                        fontOrigin: context.environment.fontOrigin,
                        font: context.environment.font,
                        fontWeight: context.environment.fontWeight)
                    self.fragments.withLock { $0[id] = captured }
                    for root in roots { context.emit(root) }
                })
        }
    }

    /// The resolver that grafts the nodes kept for an identity (nothing, with a
    /// diagnostic, when the content placed the base where it was not at compile time).
    ///
    /// Text that took its font from where the base stands takes the font found there
    /// now: an animatable modifier's body that animates `font(_:)` over its content.
    @MainActor internal var grafting: ViewResolver {
        ViewResolver { id, context in
            guard let captured = self.fragments.withLock({ $0[id] }) else {
                context.diagnose(
                    "an animator's content moved its placeholder; the base is not drawn there")
                return
            }
            let start = context.builder.nodes.count
            let roots = context.builder.copy(captured.fragment.roots, from: captured.fragment)
            if context.environment.font != captured.font
                || context.environment.fontWeight != captured.fontWeight
            {
                context.refont(
                    nodes: start..<context.builder.nodes.count, from: captured.fontOrigin)
            }
            for root in roots { context.emit(root) }
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

extension ResolveContext {
    /// Gives the text among `nodes` that inherited its font from the view `origin` the
    /// font of this context's environment.
    fileprivate mutating func refont(nodes: Range<Int>, from origin: ViewIdentity) {
        for index in nodes {
            let ref = NodeRef(index: index)
            guard case .leaf(let leaf) = builder[ref].kind, var text = leaf as? TextLeaf,
                let inherited = text.inheritedFont, inherited.origin == origin
            else { continue }
            text.font = inherited.font(in: environment)
            builder.setKind(.leaf(text), of: ref)
        }
    }
}
