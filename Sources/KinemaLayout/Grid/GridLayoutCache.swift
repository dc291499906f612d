import Foundation
import KinemaCore

/// The cache of `GridLayout`: the subviews sorted into rows, the gaps, and the last
/// solved proposal. Not API: its contents are Kinema's business.
public struct _GridLayoutCache: Sendable {
    /// The subview indices of each row, in column order.
    @usableFromInline internal var rows: [[Int]] = []
    /// Whether each row is a single cell spanning all columns.
    @usableFromInline internal var spans: [Bool] = []
    /// The number of columns: the length of the longest row that does not span (1 if
    /// every row spans).
    @usableFromInline internal var columnCount = 0
    /// The distance after each column but the last.
    @usableFromInline internal var columnGaps: [CGFloat] = []
    /// The distance after each row but the last.
    @usableFromInline internal var rowGaps: [CGFloat] = []
    /// The last solution, reused while the proposal stays the same.
    @usableFromInline internal var solution: GridSolution?

    internal init() {}
}

/// The column widths and row heights a grid found for one proposal.
@usableFromInline
internal struct GridSolution: Sendable {
    @usableFromInline var proposal: ProposedViewSize
    @usableFromInline var columnWidths: [CGFloat]
    @usableFromInline var rowHeights: [CGFloat]
    /// The width of the columns and their gaps: a spanning cell's width.
    @usableFromInline var spanWidth: CGFloat
    @usableFromInline var size: CGSize
}

extension GridLayout {
    /// The subview indices of each row: by `columnCount`, or by `RowIndex` values
    /// (distinct values ascending, subviews in order within a row).
    internal func rows(of subviews: LayoutSubviews) -> [[Int]] {
        let n = subviews.count
        if let columnCount {
            let perRow = max(columnCount, 1)
            return stride(from: 0, to: n, by: perRow).map { Array($0..<min($0 + perRow, n)) }
        }
        var byRow: [Int: [Int]] = [:]
        for index in 0..<n { byRow[subviews[index][RowIndex.self], default: []].append(index) }
        return byRow.keys.sorted().map { byRow[$0]! }
    }

    /// Fills the column and row gaps from the given spacings or the cells' preferences.
    internal func computeGaps(subviews: LayoutSubviews, cache: inout _GridLayoutCache) {
        let columns = cache.columnCount
        let rows = cache.rows
        let spacings = subviews.map(\.spacing)
        if let horizontalSpacing {
            cache.columnGaps = Array(
                repeating: sanitizedSpacing(horizontalSpacing), count: max(columns - 1, 0))
        } else {
            cache.columnGaps = (0..<max(columns - 1, 0)).map { c in
                var gap: CGFloat?
                for row in rows where row.count > c + 1 {
                    let d = spacings[row[c]].distance(to: spacings[row[c + 1]], along: .horizontal)
                    gap = max(gap ?? d, d)
                }
                return gap ?? ViewSpacing.defaultDistance
            }
        }
        if let verticalSpacing {
            cache.rowGaps = Array(
                repeating: sanitizedSpacing(verticalSpacing), count: max(rows.count - 1, 0))
        } else {
            cache.rowGaps = (0..<max(rows.count - 1, 0)).map { r in
                var gap: CGFloat?
                for c in 0..<min(rows[r].count, rows[r + 1].count) {
                    let above = spacings[rows[r][c]]
                    let d = above.distance(to: spacings[rows[r + 1][c]], along: .vertical)
                    gap = max(gap ?? d, d)
                }
                return gap ?? ViewSpacing.defaultDistance
            }
        }
    }
}
