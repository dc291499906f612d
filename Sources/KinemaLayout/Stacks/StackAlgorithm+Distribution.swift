import Foundation
import KinemaCore

extension StackAlgorithm {
    /// Computes, for a clean proposal, what each subview is offered and takes along the
    /// axis, and the alignment across it (steps 2–6 of the stack
    /// algorithm in StacksAndSampleLayouts.md). Reuses the last
    /// result when the proposal is the same.
    /// - Complexity: O(*n* log *n*) the first time for a cross-axis proposal (probing and
    ///   ordering), O(*n*) after.
    func distribute(
        _ p: ProposedViewSize, subviews: LayoutSubviews, cache: inout _StackLayoutCache
    ) {
        if cache.result.proposal == p { return }
        let n = subviews.count
        let across = p[cross]
        var r = StackResult()
        swap(&r, &cache.result)  // Reuse the arrays' storage without copying.
        r.proposal = p
        r.offers.removeAll(keepingCapacity: true)
        r.sizes.removeAll(keepingCapacity: true)
        r.guides.removeAll(keepingCapacity: true)
        r.offers.append(contentsOf: repeatElement(nil, count: n))
        r.sizes.append(contentsOf: repeatElement(.zero, count: n))
        r.guides.append(contentsOf: repeatElement(0, count: n))
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
                    r.offers[i] = offer
                    r.sizes[i] = size
                    available -= axis == .horizontal ? size.width : size.height
                    remaining -= 1
                }
            }
        } else {
            let ideal = ProposedViewSize(axis: axis, along: nil, across: across)
            subviews.prefetch { _ in ideal }
            for i in 0..<n { r.sizes[i] = subviews.state(at: i).sizeThatFits(ideal) }
        }
        var length = cache.totalGap
        var beforeLine = -CGFloat.infinity
        var afterLine = -CGFloat.infinity
        for i in 0..<n {
            let size = r.sizes[i]
            length += axis == .horizontal ? size.width : size.height
            let value = subviews.state(at: i).guideValue(
                guide, axis: cross,
                proposal: ProposedViewSize(axis: axis, along: r.offers[i], across: across),
                size: size)
            let thickness = axis == .horizontal ? size.height : size.width
            r.guides[i] = value
            beforeLine = max(beforeLine, value)
            afterLine = max(afterLine, thickness - value)
        }
        r.length = length
        r.beforeLine = n > 0 ? beforeLine : 0
        r.thickness = n > 0 ? max(beforeLine + afterLine, 0) : 0
        if r.thickness.isNaN { r.thickness = 0 }
        swap(&r, &cache.result)
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
        let ranges = StackRanges(
            cross: across, minimums: minimums, maximums: maximums, order: order,
            groupStarts: groupStarts)
        if cache.ranges.count >= 32 { cache.ranges.removeFirst() }
        cache.ranges.append(ranges)
        return ranges
    }
}

/// How much a subview can grow: max - min, with NaN (infinite minimum) as infinity.
private func flexibility(_ minimum: CGFloat, _ maximum: CGFloat) -> CGFloat {
    let flex = maximum - minimum
    return flex.isNaN ? .infinity : flex
}
