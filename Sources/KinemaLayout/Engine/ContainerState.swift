import Dispatch
import Foundation
import KinemaCore

/// The state of a container node: its layout, its cache, and its subviews' proxies.
///
/// Sendable by `NodeState`'s rule: only the task laying out the container's parent reads
/// or writes it; the layout itself is `Sendable`, as the `Layout` protocol requires.
@usableFromInline
internal final class ContainerState<L: Layout>: NodeState, @unchecked Sendable {
    /// The layout, its cache and the subviews' proxies, inline and without dynamic
    /// exclusivity checks: a layout never re-enters its own container's state, and only
    /// `update` (between passes) writes the layout and subviews.
    @exclusivity(unchecked) @usableFromInline internal var layout: L
    @exclusivity(unchecked) @usableFromInline internal var cache: L.Cache
    @exclusivity(unchecked) @usableFromInline internal var subviews: LayoutSubviews
    /// The bounds and proposal of the last placement; `nil` after a change.
    @exclusivity(unchecked) private var lastPlacement: (bounds: CGRect, proposal: ProposedViewSize)?

    internal init(
        node: LayoutNode, layout: L, children: ContiguousArray<NodeState>, parent: Axis?,
        concurrencyThreshold: Int
    ) {
        var subviews = LayoutSubviews(states: children, threshold: concurrencyThreshold)
        subviews.layoutDirection = node.layoutDirection
        self.layout = layout
        self.subviews = subviews
        cache = layout.makeCache(subviews: subviews)
        super.init(node: node, children: children, parent: parent)
        counters.makeCache += 1
        noteLayoutFacts()
    }

    /// Takes a changed description of the same layout type: new layout value and
    /// children, then `updateCache`.
    internal func update(node: LayoutNode, layout: L, children: ContiguousArray<NodeState>) {
        self.node = node
        self.layout = layout
        self.children = children
        subviews = LayoutSubviews(states: children, threshold: subviews.threshold)
        subviews.layoutDirection = node.layoutDirection
        counters.updateCache += 1
        layout.updateCache(&cache, subviews: subviews)
        invalidate()
        noteLayoutFacts()
    }

    /// Notes a spacing parameter the layout cleans, and the layout's fixed size.
    private func noteLayoutFacts() {
        if let layout = layout as? any SanitizesParameters, layout.hasUnusableParameters {
            sanitized.insert(.spacing)
        }
        fixedSize = nil
        if let size = (layout as? any ConstantSizeLayout)?.fixedSize, size.width.isFinite,
            size.height.isFinite, size.width >= 0, size.height >= 0
        {
            fixedSize = size
        }
    }

    override internal func detachChildren() {
        super.detachChildren()
        subviews = LayoutSubviews(states: [], threshold: subviews.threshold)
    }

    override internal func invalidate() {
        super.invalidate()
        lastPlacement = nil
    }

    @usableFromInline
    override internal func measure(_ p: ProposedViewSize) -> CGSize {
        counters.sizeThatFits += 1
        return layout.sizeThatFits(proposal: p, subviews: subviews, cache: &cache)
    }

    @usableFromInline
    override internal func computeSpacing() -> ViewSpacing {
        counters.spacing += 1
        return layout.spacing(subviews: subviews, cache: &cache)
    }

    @usableFromInline
    override internal func explicitAlignment(
        _ key: AlignmentKey, axis: Axis, proposal: ProposedViewSize, size: CGSize
    ) -> CGFloat? {
        counters.explicitAlignment += 1
        let bounds = CGRect(origin: .zero, size: size)
        let value: CGFloat?
        if axis == .horizontal {
            value = layout.explicitAlignment(
                of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                subviews: subviews, cache: &cache)
        } else {
            value = layout.explicitAlignment(
                of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                subviews: subviews, cache: &cache)
        }
        if let value, !value.isFinite { sanitized.insert(.guide) }
        return value.map(sanitizedCoordinate)
    }

    // Placement recurses once per level: the frame of `placeChildren` stays on the stack
    // while the subtree below is placed, so it keeps few locals, and the layout's own
    // work happens in `frameChildren` (not on the stack then).

    @usableFromInline
    override internal func placeChildren(
        in bounds: CGRect, proposal: ProposedViewSize, concurrencyThreshold: Int
    ) {
        if let last = lastPlacement, last.bounds == bounds, last.proposal == proposal {
            return  // Same input as the last pass: the subtree's frames still hold.
        }
        frameChildren(in: bounds, proposal: proposal)
        if children.count > 1 && node.subtreeCount - 1 >= concurrencyThreshold
            && node.height <= concurrentHeightLimit
        {
            placeChildrenConcurrently(
                proposal: proposal, concurrencyThreshold: concurrencyThreshold)
        } else {
            for child in children where !child.children.isEmpty {
                child.placeChildren(
                    in: child.frame, proposal: child.placement?.proposal ?? proposal,
                    concurrencyThreshold: concurrencyThreshold)
            }
        }
        lastPlacement = (bounds, proposal)
    }

    /// Runs the layout's `placeSubviews` and gives each child its frame: where it was
    /// placed, at its size for the proposal it was placed with (a child the layout did
    /// not place is centred); right to left, each frame's x is mirrored within `bounds`.
    @inline(never)
    private func frameChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        for child in children { child.placement = nil }
        counters.placeSubviews += 1
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let unplaced = Placement(position: center, anchor: .center, proposal: proposal)
        let mirrors = node.layoutDirection == .rightToLeft
        for child in children {
            let placement = child.placement ?? unplaced
            let size = child.sizeThatFits(placement.proposal)
            let ax = placement.anchor.x == 0 ? 0 : placement.anchor.x * size.width
            let ay = placement.anchor.y == 0 ? 0 : placement.anchor.y * size.height
            var x = sanitizedCoordinate(placement.position.x - ax)
            if mirrors { x = sanitizedCoordinate(bounds.minX + bounds.maxX - x - size.width) }
            child.frame = CGRect(
                x: x, y: sanitizedCoordinate(placement.position.y - ay),
                width: size.width, height: size.height)
        }
    }

    /// Places the children's subtrees on all cores.
    @inline(never)
    private func placeChildrenConcurrently(proposal: ProposedViewSize, concurrencyThreshold: Int) {
        let children = self.children
        concurrentForEach(children.count) { i in
            let child = children[i]
            child.placeChildren(
                in: child.frame, proposal: child.placement?.proposal ?? proposal,
                concurrencyThreshold: concurrencyThreshold)
        }
    }
}

/// Runs `body` for every index in `0..<count` on all cores, in chunks, and returns when
/// all are done.
internal func concurrentForEach(_ count: Int, _ body: @Sendable (Int) -> Void) {
    let chunks = min(count, ProcessInfo.processInfo.activeProcessorCount * 4)
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
        let start = count * chunk / chunks
        let end = count * (chunk + 1) / chunks
        for i in start..<end { body(i) }
    }
}
