import Foundation

extension GridLayout {
    /// The column widths and row heights for a clean proposal, from the cache when the
    /// proposal is the last one solved.
    internal func solve(
        _ p: ProposedViewSize, subviews: LayoutSubviews, cache: inout _GridLayoutCache
    ) -> GridSolution {
        if let solution = cache.solution, solution.proposal == p { return solution }
        let rows = cache.rows
        let spans = cache.spans
        // Columns: cells measured with an unspecified height.
        var widths = distribute(
            p.width, count: cache.columnCount, gaps: cache.columnGaps
        ) { column, offer in
            var widest: CGFloat = 0
            for (r, row) in rows.enumerated() where row.count > column && !spans[r] {
                let size = subviews[row[column]].sizeThatFits(
                    ProposedViewSize(width: offer, height: nil))
                widest = max(widest, size.width)
            }
            return widest
        }
        // Spanning cells: offered the proposed width; what they need beyond the columns
        // is shared equally among the columns.
        let gapsWidth = cache.columnGaps.reduce(0, +)
        var spanning: CGFloat = 0
        for (r, row) in rows.enumerated() where spans[r] {
            let size = subviews[row[0]].sizeThatFits(ProposedViewSize(width: p.width, height: nil))
            spanning = max(spanning, size.width)
        }
        let excess = spanning - (widths.reduce(0, +) + gapsWidth)
        if excess > 0, !widths.isEmpty {
            widths = widths.map { $0 + excess / CGFloat(widths.count) }
        }
        let spanWidth = widths.reduce(0, +) + gapsWidth
        // Rows: each cell proposed its column's width (a spanning cell, all of them).
        let heights = distribute(p.height, count: rows.count, gaps: cache.rowGaps) { r, offer in
            var tallest: CGFloat = 0
            for (column, index) in rows[r].enumerated() {
                let width = spans[r] ? spanWidth : widths[column]
                let size = subviews[index].sizeThatFits(
                    ProposedViewSize(width: width, height: offer))
                tallest = max(tallest, size.height)
            }
            return tallest
        }
        let size = CGSize(
            width: spanWidth, height: heights.reduce(0, +) + cache.rowGaps.reduce(0, +))
        let solution = GridSolution(
            proposal: p, columnWidths: widths, rowHeights: heights, spanWidth: spanWidth,
            size: size)
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
