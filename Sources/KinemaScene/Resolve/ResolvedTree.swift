/// The resolved views of one state: an immutable tree stored flat, children before
/// their parent (post-order), so that bottom-up facts are one forward pass and no
/// traversal recurses.
internal struct ResolvedTree: Sendable {
    /// The nodes; a node's children always come before it.
    internal var nodes: [ResolvedNode]
    /// The children of every node, as ranges of this list.
    internal let childList: [NodeRef]
    /// The root.
    internal let root: NodeRef

    /// The node at `ref`.
    internal subscript(ref: NodeRef) -> ResolvedNode {
        @inline(__always) get { nodes[ref.index] }
    }

    /// The children of a node.
    @inline(__always)
    internal func children(of node: ResolvedNode) -> ArraySlice<NodeRef> {
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
internal struct ResolvedTreeBuilder {
    internal private(set) var nodes: [ResolvedNode] = []
    private var childList: [NodeRef] = []

    /// Adds a node over `children` (all already added).
    internal mutating func add(identity: Int, kind: NodeKind, children: [NodeRef] = []) -> NodeRef {
        let start = childList.count
        childList.append(contentsOf: children)
        nodes.append(
            ResolvedNode(identity: identity, kind: kind, children: start..<childList.count))
        return NodeRef(index: nodes.count - 1)
    }

    /// The node at `ref`.
    internal subscript(ref: NodeRef) -> ResolvedNode { nodes[ref.index] }

    /// The tree under `root`.
    internal func finished(root: NodeRef) -> ResolvedTree {
        ResolvedTree(nodes: nodes, childList: childList, root: root)
    }
}
