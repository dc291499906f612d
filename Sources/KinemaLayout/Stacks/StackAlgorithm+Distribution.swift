import Foundation
import KinemaCore

extension _StackAlgorithm {
    // Deep trees: a distribution measures its subviews, which distribute theirs, so every
    // level of a deep tree keeps the frames of these functions on the stack while the
    // levels below it are measured. The steps that call into subviews are therefore
    // functions of their own with few locals (`offerShares`, `measureIdeal`,
    // `alignAcross`, `probe`), and the bookkeeping (ordering, caching) happens in others
    // that are not on the stack then: a few hundred bytes a level instead of about two
    // kilobytes, so a 5,000-level chain touches a few megabytes of stack, not ten.

    /// Computes, for a clean proposal, what each subview is offered and takes along the
    /// axis, and the alignment across it (steps 2–6 of the stack
    /// algorithm in KinemaLayout's StacksAndSampleLayouts article), and returns it.
    /// Each distinct proposal is distributed once and kept in `cache.results`.
    /// - Complexity: O(*n* log *n*) the first time for a cross-axis proposal (probing and
    ///   ordering), O(*n*) for a new proposal after, O(*k*) for one of the *k* kept.
    func distribute(
        _ p: ProposedViewSize, subviews: LayoutSubviews, cache: inout _StackLayoutCache
    ) -> StackResult {
        var index = cache.results.count
        while index > 0 {
            index -= 1
            if cache.results[index].proposal == p { return cache.results[index] }
        }
        let across = p[cross]
        var r = StackResult(proposal: p, count: subviews.count)
        if let length = p[axis], subviews.count == 1 {
            offerWhole(length - cache.totalGap, across: across, subviews: subviews, into: &r)
        } else if let length = p[axis] {
            let ranges = self.ranges(for: across, subviews: subviews, cache: &cache)
            offerShares(
                of: length - cache.totalGap, across: across, ranges: ranges, subviews: subviews,
                into: &r)
        } else {
            measureIdeal(across: across, subviews: subviews, into: &r)
        }
        alignAcross(across: across, subviews: subviews, totalGap: cache.totalGap, into: &r)
        remember(r, in: &cache)
        return r
    }

    /// Step 4–5: offers each priority group, in order, an even share of what is left of
    /// `available` (the length less the gaps), and records what each subview takes.
    @inline(never)
    private func offerShares(
        of available: CGFloat, across: CGFloat?, ranges: StackRanges, subviews: LayoutSubviews,
        into r: inout StackResult
    ) {
        var available = available
        let n = subviews.count
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
                let size = measure(subviews, i, along: offer, across: across)
                r.slots[i].offer = offer
                r.slots[i].size = size
                available -= axis == .horizontal ? size.width : size.height
                remaining -= 1
            }
        }
    }

    /// A single subview is offered the whole length (less the gaps): with no order to
    /// find and no later group to reserve a minimum for, it is not probed first.
    @inline(never)
    private func offerWhole(
        _ available: CGFloat, across: CGFloat?, subviews: LayoutSubviews,
        into r: inout StackResult
    ) {
        let offer = available.isNaN ? CGFloat.infinity : max(available, 0)
        r.slots[0].offer = offer
        r.slots[0].size = measure(subviews, 0, along: offer, across: across)
    }

    /// With no length along the axis, every subview takes its ideal length.
    @inline(never)
    private func measureIdeal(
        across: CGFloat?, subviews: LayoutSubviews, into r: inout StackResult
    ) {
        let ideal = ProposedViewSize(axis: axis, along: nil, across: across)
        subviews.prefetch { _ in ideal }
        for i in 0..<subviews.count { r.slots[i].size = subviews.state(at: i).sizeThatFits(ideal) }
    }

    /// Step 6: each subview's guide across the axis, the stack's length (sizes plus
    /// `totalGap`), and its thickness around the common line.
    @inline(never)
    private func alignAcross(
        across: CGFloat?, subviews: LayoutSubviews, totalGap: CGFloat, into r: inout StackResult
    ) {
        let n = subviews.count
        var length = totalGap
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
    }

    /// Subview `i`'s size for a length along the axis and the stack's cross proposal.
    private func measure(
        _ subviews: LayoutSubviews, _ i: Int, along: CGFloat?, across: CGFloat?
    ) -> CGSize {
        subviews.state(at: i).sizeThatFits(
            ProposedViewSize(axis: axis, along: along, across: across))
    }

    /// Keeps a distribution in the cache (the last ``StackResult/limit``).
    @inline(never)
    private func remember(_ r: StackResult, in cache: inout _StackLayoutCache) {
        if cache.results.count >= StackResult.limit { cache.results.removeFirst() }
        if cache.results.isEmpty { cache.results.reserveCapacity(4) }
        cache.results.append(r)
    }

    /// The minimum and maximum lengths for a cross-axis proposal, probed once and kept.
    private func ranges(
        for across: CGFloat?, subviews: LayoutSubviews, cache: inout _StackLayoutCache
    ) -> StackRanges {
        for found in cache.ranges where found.cross == across { return found }
        let probes = probe(across: across, subviews: subviews)
        return remember(ordered(probes, across: across, subviews: subviews), in: &cache)
    }

    /// Each subview's minimum and maximum length along the axis (its sizes for 0 and
    /// infinity) for a cross-axis proposal.
    @inline(never)
    private func probe(
        across: CGFloat?, subviews: LayoutSubviews
    ) -> (minimums: [CGFloat], maximums: [CGFloat]) {
        let n = subviews.count
        let zero = ProposedViewSize(axis: axis, along: 0, across: across)
        let infinite = ProposedViewSize(axis: axis, along: .infinity, across: across)
        subviews.prefetch { _ in zero }
        subviews.prefetch { _ in infinite }
        var minimums = [CGFloat](repeating: 0, count: n)
        var maximums = [CGFloat](repeating: 0, count: n)
        for i in 0..<n {
            let state = subviews.state(at: i)
            let low = state.sizeThatFits(zero)
            minimums[i] = axis == .horizontal ? low.width : low.height
            let high = state.sizeThatFits(infinite)
            maximums[i] = axis == .horizontal ? high.width : high.height
        }
        return (minimums, maximums)
    }

    /// The order in which the subviews get their share (priority high first, then
    /// flexibility low first, then subview order) and its priority groups.
    @inline(never)
    private func ordered(
        _ probes: (minimums: [CGFloat], maximums: [CGFloat]), across: CGFloat?,
        subviews: LayoutSubviews
    ) -> StackRanges {
        let n = subviews.count
        let (minimums, maximums) = probes
        let priorities = (0..<n).map { subviews.state(at: $0).node.priority }
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
        return StackRanges(
            cross: across, minimums: minimums, order: order, groupStarts: groupStarts)
    }

    /// Keeps `ranges` in the cache (the last 32 cross-axis proposals) and returns them.
    @inline(never)
    private func remember(
        _ ranges: StackRanges, in cache: inout _StackLayoutCache
    ) -> StackRanges {
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
