extension GridLayout {
    /// The column widths and row heights for a clean proposal, from the cache when the
    /// proposal is the last one solved.
    internal func solve(
        _ p: ProposedViewSize, subviews: LayoutSubviews, cache: inout _GridLayoutCache
    ) -> GridSolution {
        if let solution = cache.solution, solution.proposal == p { return solution }
        let rows = cache.rows
        // Columns: cells measured with an unspecified height.
        let widths = distribute(
            p.width, count: cache.columnCount, gaps: cache.columnGaps
        ) { column, offer in
            var widest: CGFloat = 0
            for row in rows where row.count > column {
                let size = subviews[row[column]].sizeThatFits(
                    ProposedViewSize(width: offer, height: nil))
                widest = max(widest, size.width)
            }
            return widest
        }
        // Rows: each cell proposed its column's width.
        let heights = distribute(p.height, count: rows.count, gaps: cache.rowGaps) { r, offer in
            var tallest: CGFloat = 0
            for (column, index) in rows[r].enumerated() {
                let size = subviews[index].sizeThatFits(
                    ProposedViewSize(width: widths[column], height: offer))
                tallest = max(tallest, size.height)
            }
            return tallest
        }
        let size = CGSize(
            width: widths.reduce(0, +) + cache.columnGaps.reduce(0, +),
            height: heights.reduce(0, +) + cache.rowGaps.reduce(0, +))
        let solution = GridSolution(
            proposal: p, columnWidths: widths, rowHeights: heights, size: size)
        cache.solution = solution
        return solution
    }

    /// Shares `proposed` (minus the gaps) among `count` tracks like a stack: least
    /// flexible first, each offered an equal part of what is left; `nil` gives each its
    /// ideal length and infinity offers infinity to each.
    /// - Parameter length: A track's length for an offer (`nil` for ideal).
    private func distribute(
        _ proposed: CGFloat?, count: Int, gaps: [CGFloat],
        length: (Int, CGFloat?) -> CGFloat
    ) -> [CGFloat] {
        guard let proposed, proposed.isFinite else {
            return (0..<count).map { length($0, proposed) }
        }
        let minimums = (0..<count).map { length($0, 0) }
        let flexibility = (0..<count).map { track -> CGFloat in
            let range = length(track, .infinity) - minimums[track]
            return range.isNaN ? .infinity : range  // infinite minimum: most flexible
        }
        let order = (0..<count).sorted { a, b in
            flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
        }
        var result = [CGFloat](repeating: 0, count: count)
        var available = proposed - gaps.reduce(0, +)
        var remaining = count
        for track in order {
            let offer = max(available / CGFloat(remaining), 0)
            let taken = length(track, offer)
            result[track] = taken
            available -= taken
            remaining -= 1
        }
        return result
    }
}
