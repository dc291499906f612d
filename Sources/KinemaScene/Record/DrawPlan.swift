import Foundation

/// What the drawing walk does at each node of a compiled tree, read once per frame per
/// node without copying the node.
///
/// A resolved node's kind holds its content as an existential, so reading it out of the
/// tree (a `switch` over the kind binds a copy of the whole node) costs a copy of the
/// content at every node of every frame: on a 10,000-view scene that was a third of the
/// frame. The plan keeps, per node, a small trivially copied entry, and the leaves and
/// effects in arrays of their own whose elements are called in place.
nonisolated internal struct DrawPlan: Sendable {
    /// What one node draws.
    internal enum Entry: Sendable {
        /// A leaf: its content is `leaves[index]`.
        case leaf(Int)
        /// An effect: its content is `effects[index]`.
        case effect(Int)
        /// Content that changes with time: read from the node's kind when drawn.
        case dynamic
        /// A container; a background draws its decorations before its content.
        case container(decorationsFirst: Bool)
        /// Nothing to draw (markers, layout attributes, animation scopes).
        case passThrough
    }

    /// Per node (by index), what it draws.
    internal let entries: [Entry]
    /// The leaves' contents, in node order.
    internal let leaves: [any LeafContent]
    /// The effects' contents, in node order.
    internal let effects: [any EffectContent]
    /// Whether a node is dynamic content (which a frame may resolve again, on the main
    /// actor, before it is drawn).
    internal let hasDynamicContent: Bool

    /// The plan of `tree`'s nodes.
    /// - Complexity: O(*n*), one pass over the nodes.
    internal init(of tree: ResolvedTree) {
        var entries: [Entry] = []
        var leaves: [any LeafContent] = []
        var effects: [any EffectContent] = []
        var hasDynamicContent = false
        entries.reserveCapacity(tree.nodes.count)
        for index in tree.nodes.indices {
            switch tree[NodeRef(index: index)].kind {
            case .leaf(let leaf):
                entries.append(.leaf(leaves.count))
                leaves.append(leaf)
            case .effect(let effect):
                entries.append(.effect(effects.count))
                effects.append(effect)
            case .dynamic:
                entries.append(.dynamic)
                hasDynamicContent = true
            case .container(let container):
                entries.append(.container(decorationsFirst: container.drawsDecorationsFirst))
            default:
                entries.append(.passThrough)
            }
        }
        (self.entries, self.leaves, self.effects) = (entries, leaves, effects)
        self.hasDynamicContent = hasDynamicContent
    }
}
