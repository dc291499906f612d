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
/// each node answers each query once per pass input (its size, explicit guide values
/// and spacing for each proposal), and the answer is kept until the subtree changes;
/// stacks keep their distribution per proposal. Cold layout therefore costs
/// O(nodes × distinct proposals per node) however deep the tree: a chain of 5,000
/// nested stacks is measured in time linear in its depth. The engine keeps its last
/// results per distinct proposal, so a pass with a proposal seen before over an
/// unchanged tree measures and places nothing.
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
    /// The results of the last passes, one per distinct proposal and origin (the most
    /// recent ``keptResults`` at most); emptied when the tree changes.
    private var results: [(proposal: ProposedViewSize, origin: CGPoint, result: LayoutPlacements)] =
        []
    /// How many results of distinct proposals the engine keeps.
    internal static let keptResults = 8

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
        (rootState, nodeCount) = onStack(forHeight: root.node.height) {
            let state = Self.build(root.node, parent: nil, threshold: threshold)
            return (state, state.number(from: 0))
        }
    }

    deinit {
        let state = rootState
        if state.node.height > callerStackHeightLimit { state.dismantle() }
    }

    /// The number of nodes in the tree.
    public var count: Int { nodeCount }

    /// The calls made into layouts and stand-ins since the engine was made.
    /// - Complexity: O(*n*).
    public var statistics: LayoutStatistics {
        onStack(forHeight: rootState.node.height) {
            var total = LayoutStatistics()
            rootState.accumulate(into: &total)
            return total
        }
    }

    /// The inputs the engine cleaned by Kinema's rules (NaN or infinite sizes,
    /// placements, guide values and spacing; see ``LayoutSanitization``), by node, in
    /// preorder: those of every pass since each node was made or last changed. Empty for
    /// a tree whose every input was usable.
    /// - Complexity: O(*n*).
    public var sanitizations: [LayoutSanitization] {
        var found: [LayoutSanitization] = []
        var pending: [NodeState] = [rootState]
        while let state = pending.popLast() {
            if !state.sanitized.isEmpty {
                found.append(LayoutSanitization(index: state.index, inputs: state.sanitized))
            }
            pending.append(contentsOf: state.children.reversed())
        }
        return found
    }

    /// Replaces the tree, keeping the state of every part that did not change.
    ///
    /// Nodes are matched by position. An identical node (the same stand-in value) keeps
    /// its state, memo and placements untouched. A changed container of the same layout
    /// type keeps its cache and gets `updateCache`; anything else is made anew.
    /// - Complexity: O(*c*) for *c* changed nodes and their children.
    public func update(root newRoot: LayoutSubview) {
        let height = max(rootState.node.height, newRoot.node.height)
        onStack(forHeight: height) {
            let (state, changed) = Self.reconcile(
                rootState, with: newRoot.node, parent: nil, threshold: concurrencyThreshold)
            if changed || state !== rootState {
                let old = rootState
                rootState = state
                nodeCount = rootState.number(from: 0)
                results.removeAll()
                if old !== state && old.node.height > callerStackHeightLimit { old.dismantle() }
            }
        }
        root = newRoot
    }

    /// Lays the tree out for a proposal, with its root's top-leading corner at `origin`.
    /// - Returns: The root's size and every node's frame, in preorder.
    /// - Complexity: O(*n*) on a cold pass (times the layouts' own cost); O(1) for one of
    ///   the last 8 distinct proposals and origins when the tree has not changed since.
    public func layout(
        in proposal: ProposedViewSize, at origin: CGPoint = .zero
    ) -> LayoutPlacements {
        let p = proposal.sanitized
        if let kept = results.last(where: { $0.proposal == p && $0.origin == origin }) {
            return kept.result
        }
        let result = onStack(forHeight: rootState.node.height) { pass(p, origin: origin) }
        if results.count >= Self.keptResults { results.removeFirst() }
        results.append((p, origin, result))
        return result
    }

    /// Measures and places the tree for a clean proposal.
    private func pass(_ p: ProposedViewSize, origin: CGPoint) -> LayoutPlacements {
        let size = rootState.sizeThatFits(p)
        let clean = CGPoint(x: sanitizedCoordinate(origin.x), y: sanitizedCoordinate(origin.y))
        rootState.frame = CGRect(origin: clean, size: size)
        rootState.placeChildren(
            in: rootState.frame, proposal: p, concurrencyThreshold: concurrencyThreshold)
        let frames = [CGRect](unsafeUninitializedCapacity: nodeCount) { buffer, initialized in
            rootState.collectFrames(into: buffer)
            initialized = nodeCount
        }
        return LayoutPlacements(size: size, frames: frames)
    }

    /// The frames of the root's direct children after the last pass.
    internal var childFrames: [CGRect] { rootState.children.map(\.frame) }

    private static func build(_ node: LayoutNode, parent: Axis?, threshold: Int) -> NodeState {
        switch node.kind {
        case .leaf:
            return NodeState(node: node, children: [], parent: parent)
        case .container(let box, let childNodes):
            let orientation = box.properties.stackOrientation
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
            let orientation = box.properties.stackOrientation
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
