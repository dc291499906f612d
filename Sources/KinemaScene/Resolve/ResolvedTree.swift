/// The resolved views of one state: an immutable tree stored flat, children before
/// their parent (post-order), so that bottom-up facts are one forward pass and no
/// traversal recurses.
package struct ResolvedTree: ResolvedNodeSource, Sendable {
    /// The nodes; a node's children always come before it.
    internal var nodes: [ResolvedNode]
    /// The children of every node, as ranges of this list.
    internal fileprivate(set) var childList: [NodeRef]
    /// The root.
    package let root: NodeRef
    /// The effects that passes look for, whether the tree has any: a pass for an effect
    /// the tree lacks is skipped, not run over every node.
    internal var effects: EffectKinds = []

    /// The node at `ref`, borrowed in place: reading `tree[ref].identity` copies no node
    /// (a node's content is an existential, and copying it retains its box).
    package subscript(ref: NodeRef) -> ResolvedNode {
        _read { yield nodes[ref.index] }
    }

    /// The children of a node.
    @inline(__always)
    package func children(of node: ResolvedNode) -> ArraySlice<NodeRef> {
        childList[node.children]
    }

    /// The first child of a node, if any.
    @inline(__always)
    internal func firstChild(of node: ResolvedNode) -> NodeRef? {
        node.children.isEmpty ? nil : childList[node.children.lowerBound]
    }

    /// The nodes in preorder from the root (children in order).
    /// - Complexity: O(*n*), with an explicit stack.
    internal var preorder: [NodeRef] {
        var order: [NodeRef] = []
        order.reserveCapacity(nodes.count)
        var pending = [root]
        while let next = pending.popLast() {
            order.append(next)
            pending.append(contentsOf: children(of: self[next]).reversed())
        }
        return order
    }
}

/// Builds a ``ResolvedTree``: nodes are added after their children.
package struct ResolvedTreeBuilder: ResolvedNodeSource, Sendable {
    internal private(set) var nodes: [ResolvedNode] = []
    private var childList: [NodeRef] = []
    /// The effects among the nodes that passes look for.
    private var effects: EffectKinds = []

    /// Adds a node over `children` (all already added).
    package mutating func add(
        identity: ViewIdentity, kind: consuming NodeKind, children: [NodeRef] = []
    )
        -> NodeRef
    {
        let start = childList.count
        childList.append(contentsOf: children)
        noteEffect(of: kind)
        nodes.append(
            ResolvedNode(identity: identity, kind: kind, children: start..<childList.count))
        return NodeRef(index: nodes.count - 1)
    }

    /// The node at `ref`.
    package subscript(ref: NodeRef) -> ResolvedNode { nodes[ref.index] }

    /// Replaces what the node at `ref` is (a redacted text's leaf), keeping its identity
    /// and children.
    package mutating func setKind(_ kind: NodeKind, of ref: NodeRef) {
        noteEffect(of: kind)
        nodes[ref.index].kind = kind
    }

    /// The children of a node.
    package func children(of node: ResolvedNode) -> ArraySlice<NodeRef> {
        childList[node.children]
    }

    /// Adds copies of the subtrees under `roots` of `source`, and returns the copies'
    /// roots in order.
    /// - Complexity: O(*n*) in the nodes copied, with an explicit stack.
    package mutating func copy(_ roots: [NodeRef], from source: some ResolvedNodeSource)
        -> [NodeRef]
    {
        var copied: [NodeRef] = []
        var pending: [(ref: NodeRef, childrenDone: Bool)] = roots.reversed().map { ($0, false) }
        while let (ref, childrenDone) = pending.popLast() {
            let node = source[ref]
            if childrenDone {
                let children = Array(copied.suffix(node.children.count))
                copied.removeLast(node.children.count)
                copied.append(add(identity: node.identity, kind: node.kind, children: children))
            } else {
                pending.append((ref, true))
                for child in source.children(of: node).reversed() { pending.append((child, false)) }
            }
        }
        return copied
    }

    /// The tree under `root`, its nodes moved out of the builder (which is left empty):
    /// a tree whose storage the builder still shared would copy every node, and every
    /// node's content box, at its first write.
    package mutating func finish(root: NodeRef) -> ResolvedTree {
        var tree = ResolvedTree(nodes: [], childList: [], root: root)
        swap(&tree.nodes, &nodes)
        tree.childList = childList
        childList = []
        tree.effects = effects
        return tree
    }

    /// Notes an effect that passes look for (its type compared, nothing copied).
    private mutating func noteEffect(of kind: NodeKind) {
        guard case .effect(let effect) = kind else { return }
        let type = Swift.type(of: effect)
        if type == MatchedGeometryEffect.self { effects.insert(.matchedGeometry) }
        if type == ZIndexEffect.self { effects.insert(.zIndex) }
    }

    /// The memberwise initializer, for the modules over the engine.
    package init(nodes: [ResolvedNode] = []) {
        self.nodes = nodes
    }
}

/// Effects that passes over a whole tree look for.
internal struct EffectKinds: OptionSet, Sendable {
    internal let rawValue: Int
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    internal static let matchedGeometry = EffectKinds(rawValue: 1)
    /// `zIndex(_:)`.
    internal static let zIndex = EffectKinds(rawValue: 2)
}

/// Nodes stored flat with their children lists: a tree, a tree being built, a fragment.
package protocol ResolvedNodeSource {
    /// The node at `ref`.
    subscript(ref: NodeRef) -> ResolvedNode { get }
    /// The children of a node.
    func children(of node: ResolvedNode) -> ArraySlice<NodeRef>
}
