import Foundation
import KinemaCore

extension _StackAlgorithm {
    /// Computes, for a clean proposal, what each subview is offered and takes along the
    /// axis, and the alignment across it (steps 2–6 of the stack
    /// algorithm in KinemaLayout's StacksAndSampleLayouts article), and returns it.
    /// Each distinct proposal is distributed once and kept in `cache.results`.
    /// - Complexity: O(*n* log *n*) the first time for a cross-axis proposal (probing and
    ///   ordering), O(*n*) for a new proposal after, O(*k*) for one of the *k* kept.
    func distribute(
        _ p: ProposedViewSize, subviews: LayoutSubviews, cache: inout _StackLayoutCache
    ) -> StackResult {
        if let found = cache.results.last(where: { $0.proposal == p }) { return found }
        let n = subviews.count
        let across = p[cross]
        var r = StackResult()
        r.proposal = p
        r.slots = [StackSlot](repeating: StackSlot(), count: n)
        let axis = self.axis
        if let length = p[axis] {
            let ranges = self.ranges(for: across, subviews: subviews, cache: &cache)
            var available = length - cache.totalGap
            for k in ranges.groupStarts[1]..<n { available -= ranges.minimums[ranges.order[k]] }
            for g in 0..<(ranges.groupStarts.count - 1) {
                let groupRange = ranges.groupStarts[g]..<ranges.groupStarts[g + 1]
                if g > 0 {
                    for k in groupRange { available += ranges.minimums[ranges.order[k]] }
                }
                var remaining = groupRange.count
                for k in groupRange {
                    let i = ranges.order[k]
                    let share = available / CGFloat(remaining)
                    let offer = share.isNaN ? CGFloat.infinity : max(share, 0)
                    let size = subviews.state(at: i).sizeThatFits(
                        ProposedViewSize(axis: axis, along: offer, across: across))
                    r.slots[i].offer = offer
                    r.slots[i].size = size
                    available -= axis == .horizontal ? size.width : size.height
                    remaining -= 1
                }
            }
        } else {
            let ideal = ProposedViewSize(axis: axis, along: nil, across: across)
            subviews.prefetch { _ in ideal }
            for i in 0..<n { r.slots[i].size = subviews.state(at: i).sizeThatFits(ideal) }
        }
        var length = cache.totalGap
        var beforeLine = -CGFloat.infinity
        var afterLine = -CGFloat.infinity
        for i in 0..<n {
            let size = r.slots[i].size
            length += axis == .horizontal ? size.width : size.height
            let value = subviews.state(at: i).guideValue(
                guide, axis: cross,
                proposal: ProposedViewSize(axis: axis, along: r.slots[i].offer, across: across),
                size: size)
            let thickness = axis == .horizontal ? size.height : size.width
            r.slots[i].guide = value
            beforeLine = max(beforeLine, value)
            afterLine = max(afterLine, thickness - value)
        }
        r.length = length
        r.beforeLine = n > 0 ? beforeLine : 0
        r.thickness = n > 0 ? max(beforeLine + afterLine, 0) : 0
        if r.thickness.isNaN { r.thickness = 0 }
        if cache.results.count >= StackResult.limit { cache.results.removeFirst() }
        if cache.results.isEmpty { cache.results.reserveCapacity(4) }
        cache.results.append(r)
        return r
    }

    /// The minimum and maximum lengths for a cross-axis proposal, probed once and kept.
    private func ranges(
        for across: CGFloat?, subviews: LayoutSubviews, cache: inout _StackLayoutCache
    ) -> StackRanges {
        if let found = cache.ranges.first(where: { $0.cross == across }) { return found }
        let n = subviews.count
        let axis = self.axis
        let zero = ProposedViewSize(axis: axis, along: 0, across: across)
        let infinite = ProposedViewSize(axis: axis, along: .infinity, across: across)
        if n == 1 {  // A single subview (a chain's level): no ordering to do.
            let low = subviews.state(at: 0).sizeThatFits(zero)
            return remember(
                StackRanges(
                    cross: across, minimums: [axis == .horizontal ? low.width : low.height],
                    order: singleOrder, groupStarts: singleGroup), in: &cache)
        }
        subviews.prefetch { _ in zero }
        subviews.prefetch { _ in infinite }
        var minimums = [CGFloat](repeating: 0, count: n)
        var maximums = [CGFloat](repeating: 0, count: n)
        var priorities = [Double](repeating: 0, count: n)
        for i in 0..<n {
            let state = subviews.state(at: i)
            let low = state.sizeThatFits(zero)
            let high = state.sizeThatFits(infinite)
            minimums[i] = axis == .horizontal ? low.width : low.height
            maximums[i] = axis == .horizontal ? high.width : high.height
            priorities[i] = state.node.priority
        }
        let order = (0..<n).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let flexA = flexibility(minimums[a], maximums[a])
            let flexB = flexibility(minimums[b], maximums[b])
            if flexA != flexB { return flexA < flexB }
            return a < b
        }
        var groupStarts = [0]
        for k in 1..<max(n, 1) where priorities[order[k]] != priorities[order[k - 1]] {
            groupStarts.append(k)
        }
        groupStarts.append(n)
        if n == 0 { groupStarts = [0, 0] }
        return remember(
            StackRanges(
                cross: across, minimums: minimums, order: order, groupStarts: groupStarts),
            in: &cache)
    }

    /// Keeps `ranges` in the cache (the last 32 cross-axis proposals) and returns them.
    private func remember(
        _ ranges: StackRanges, in cache: inout _StackLayoutCache
    ) -> StackRanges {
        if cache.ranges.count >= 32 { cache.ranges.removeFirst() }
        cache.ranges.append(ranges)
        return ranges
    }
}

/// The order and priority groups of a single subview, shared by every one-subview stack.
private let singleOrder = [0]
private let singleGroup = [0, 1]

/// How much a subview can grow: max - min, with NaN (infinite minimum) as infinity.
private func flexibility(_ minimum: CGFloat, _ maximum: CGFloat) -> CGFloat {
    let flex = maximum - minimum
    return flex.isNaN ? .infinity : flex
}
