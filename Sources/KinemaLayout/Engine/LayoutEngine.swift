import Foundation
import KinemaCore

/// Lays out a tree of containers and stand-in leaves, keeping caches and memoized sizes
/// across passes (Kinema's own: SwiftUI runs this inside its view graph).
///
/// Proposals go down, sizes come up, placements go out; every frame ends up in one
/// common coordinate space, listed in preorder (the root first).
///
/// ```swift
/// let tree = LayoutSubview.container(VStackLayout(), subviews: [
///     .container(HStackLayout(), subviews: [.fixed(CGSize(width: 10, height: 10)), .spacer()]),
///     .flexible(),
/// ])
/// let engine = LayoutEngine(root: tree)
/// let result = engine.layout(in: ProposedViewSize(width: 320, height: 480))
/// ```
///
/// Caching rules: each container's `makeCache` runs once, when its state is made;
/// `updateCache` runs only when ``update(root:)`` brings a changed description of it;
/// each node answers each proposal once, and the answer is kept until the subtree
/// changes. A second pass with the same proposal over an unchanged tree therefore
/// measures nothing.
///
/// Concurrency: subtrees with at least ``concurrencyThreshold`` nodes are measured and
/// placed on all cores; the results are identical to a serial pass. An engine is not
/// shareable between tasks, but any number of engines may run at once.
public final class LayoutEngine {
    /// The subtree size (in nodes) from which children are processed concurrently,
    /// unless another is given: 4096, measured on a 2-core machine (below it the cost of
    /// dispatching outweighs the gain).
    public static let defaultConcurrencyThreshold = 4096

    /// The tree being laid out.
    public private(set) var root: LayoutSubview
    /// The subtree size from which children are processed concurrently.
    public let concurrencyThreshold: Int
    internal private(set) var rootState: NodeState
    private var nodeCount: Int
    private var last: (proposal: ProposedViewSize, origin: CGPoint, result: LayoutPlacements)?

    /// Creates an engine for a tree and makes every container's cache.
    /// - Parameters:
    ///   - root: The tree (usually built with ``LayoutSubview/container(_:subviews:)``).
    ///   - concurrencyThreshold: The subtree size from which work runs concurrently;
    ///     `Int.max` for a serial engine.
    /// - Complexity: O(*n*) for *n* nodes, plus the layouts' `makeCache` work.
    public init(
        root: LayoutSubview, concurrencyThreshold: Int = LayoutEngine.defaultConcurrencyThreshold
    ) {
        self.root = root
        self.concurrencyThreshold = max(concurrencyThreshold, 2)
        let threshold = self.concurrencyThreshold
        rootState = Self.build(root.node, parent: nil, threshold: threshold)
        nodeCount = rootState.number(from: 0)
    }

    /// The number of nodes in the tree.
    public var count: Int { nodeCount }

    /// The calls made into layouts and stand-ins since the engine was made.
    /// - Complexity: O(*n*).
    public var statistics: LayoutStatistics {
        var total = LayoutStatistics()
        rootState.accumulate(into: &total)
        return total
    }

    /// Replaces the tree, keeping the state of every part that did not change.
    ///
    /// Nodes are matched by position. An identical node (the same stand-in value) keeps
    /// its state, memo and placements untouched. A changed container of the same layout
    /// type keeps its cache and gets `updateCache`; anything else is made anew.
    /// - Complexity: O(*c*) for *c* changed nodes and their children.
    public func update(root newRoot: LayoutSubview) {
        let (state, changed) = Self.reconcile(
            rootState, with: newRoot.node, parent: nil, threshold: concurrencyThreshold)
        root = newRoot
        if changed || state !== rootState {
            rootState = state
            nodeCount = rootState.number(from: 0)
            last = nil
        }
    }

    /// Lays the tree out for a proposal, with its root's top-leading corner at `origin`.
    /// - Returns: The root's size and every node's frame, in preorder.
    /// - Complexity: O(*n*) on a cold pass (times the layouts' own cost), O(1) when
    ///   nothing changed since the last identical pass.
    public func layout(
        in proposal: ProposedViewSize, at origin: CGPoint = .zero
    ) -> LayoutPlacements {
        let p = proposal.sanitized
        if let last, last.proposal == p, last.origin == origin { return last.result }
        let size = rootState.sizeThatFits(p)
        let clean = CGPoint(x: sanitizedCoordinate(origin.x), y: sanitizedCoordinate(origin.y))
        rootState.frame = CGRect(origin: clean, size: size)
        rootState.placeChildren(
            in: rootState.frame, proposal: p, concurrencyThreshold: concurrencyThreshold)
        let frames = [CGRect](unsafeUninitializedCapacity: nodeCount) { buffer, initialized in
            rootState.collectFrames(into: buffer)
            initialized = nodeCount
        }
        let result = LayoutPlacements(size: size, frames: frames)
        last = (p, origin, result)
        return result
    }

    /// The frames of the root's direct children after the last pass.
    internal var childFrames: [CGRect] { rootState.children.map(\.frame) }

    private static func build(_ node: LayoutNode, parent: Axis?, threshold: Int) -> NodeState {
        switch node.kind {
        case .leaf:
            return NodeState(node: node, children: [], parent: parent)
        case .container(let box, let childNodes):
            let orientation = box.stackOrientation
            var children = ContiguousArray<NodeState>()
            children.reserveCapacity(childNodes.count)
            for child in childNodes {
                children.append(build(child, parent: orientation, threshold: threshold))
            }
            return box.makeState(
                node: node, children: children, parent: parent, threshold: threshold)
        }
    }

    /// Matches `node` against the old state; returns the state to use and whether
    /// anything in the subtree changed.
    private static func reconcile(
        _ old: NodeState?, with node: LayoutNode, parent: Axis?, threshold: Int
    ) -> (NodeState, Bool) {
        if let old, old.node === node, old.parentOrientation == parent { return (old, false) }
        switch node.kind {
        case .leaf:
            if let old, old.children.isEmpty, case .leaf = old.node.kind {
                old.replaceLeaf(node: node, parent: parent)
                return (old, true)
            }
            return (build(node, parent: parent, threshold: threshold), true)
        case .container(let box, let childNodes):
            guard let old, box.canUpdate(old) else {
                return (build(node, parent: parent, threshold: threshold), true)
            }
            let orientation = box.stackOrientation
            var children = ContiguousArray<NodeState>()
            children.reserveCapacity(childNodes.count)
            for (i, child) in childNodes.enumerated() {
                let previous = i < old.children.count ? old.children[i] : nil
                children.append(
                    reconcile(previous, with: child, parent: orientation, threshold: threshold).0)
            }
            old.parentOrientation = parent
            box.update(old, node: node, children: children)
            return (old, true)
        }
    }
}
