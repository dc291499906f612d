import Foundation
import KinemaCore

/// A layout that arranges its subviews in rows and columns: SwiftUI's `GridLayout`.
///
/// Every column is as wide as its widest cell and every row as tall as its tallest;
/// each cell is aligned inside its column and row by `alignment` (vertically by its
/// ``RowAlignment`` if set). A subview alone in its row with ``SpansAllColumns`` set
/// spans the columns.
///
/// How rows are expressed (Kinema's own, since a `Layout` sees a flat list of subviews
/// where SwiftUI's `Grid` sees `GridRow` views): with ``init(alignment:horizontalSpacing:verticalSpacing:)``
/// each subview names its row with the ``RowIndex`` layout value (what a `GridRow`
/// sets); rows are the distinct indices in ascending order, and a row's cells are its
/// subviews in order, one per column. With ``init(columnCount:alignment:horizontalSpacing:verticalSpacing:)``
/// the subviews fill rows of `columnCount` cells in order, and `RowIndex` is ignored.
///
/// ```swift
/// let grid = GridLayout(columnCount: 2, horizontalSpacing: 4, verticalSpacing: 2)
/// let p = grid.placements(
///     of: [.fixed(CGSize(width: 10, height: 5)), .fixed(CGSize(width: 30, height: 5)),
///          .fixed(CGSize(width: 20, height: 9)), .fixed(CGSize(width: 10, height: 5))],
///     in: .unspecified)
/// // Columns 20 and 30 wide, rows 5 and 9 tall: p.size == CGSize(width: 54, height: 16)
/// ```
///
/// Sizing follows the stacks: with a width proposed, the width left after the gaps is
/// shared among the columns, least flexible first (a column's flexibility is the
/// difference between its widest cell's maximum and minimum width), each offered an
/// equal share of what is left and taking its widest cell's width for that offer;
/// with no width proposed, each column takes its widest cell's ideal width. Cells are
/// measured with an unspecified height while columns are sized. Rows are then sized
/// the same way, each cell proposed its column's width. The content is centred in
/// the bounds it is placed in.
///
/// Spacing: a `nil` spacing uses, between two columns (rows), the largest preferred
/// distance between neighbouring cells across them, or 8 if no row (column) has both.
///
/// Bad input: NaN, negative and infinite spacing and NaN and negative proposed lengths
/// are treated as 0; an infinite proposed width or height offers infinity to every
/// column or row; `columnCount` below 1 is treated as 1; no subviews: size zero.
public struct GridLayout: Layout {
    /// The guides on which each cell lines up inside its column and row.
    public var alignment: Alignment
    /// The distance between columns, or `nil` for the cells' preferred distances.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, or `nil` for the cells' preferred distances.
    public var verticalSpacing: CGFloat?
    /// The number of cells per row when rows are filled in order, or `nil` when each
    /// subview's ``RowIndex`` names its row (Kinema's own).
    public var columnCount: Int?

    /// Creates a grid whose rows come from the subviews' ``RowIndex`` values.
    /// - Parameters:
    ///   - alignment: How a cell lines up in its column and row; centre unless given.
    ///   - horizontalSpacing: The distance between columns; `nil` for the default.
    ///   - verticalSpacing: The distance between rows; `nil` for the default.
    @inlinable
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.columnCount = nil
    }

    /// Creates a grid that fills rows of `columnCount` cells with the subviews in order
    /// (Kinema's own).
    /// - Parameters:
    ///   - columnCount: The number of cells per row; below 1 is treated as 1.
    ///   - alignment: How a cell lines up in its column and row; centre unless given.
    ///   - horizontalSpacing: The distance between columns; `nil` for the default.
    ///   - verticalSpacing: The distance between rows; `nil` for the default.
    @inlinable
    public init(
        columnCount: Int, alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {
        self.init(
            alignment: alignment, horizontalSpacing: horizontalSpacing,
            verticalSpacing: verticalSpacing)
        self.columnCount = columnCount
    }

    /// The row of a subview in a ``GridLayout`` made without a column count (Kinema's
    /// own: what SwiftUI's `GridRow` expresses); 0 unless set.
    public struct RowIndex: LayoutValueKey {
        /// Every subview is in row 0 unless it says otherwise.
        public static let defaultValue: Int = 0
    }

    /// The grid's cache.
    public typealias Cache = _GridLayoutCache

    /// Sorts the subviews into rows and computes the gaps.
    /// - Complexity: O(*n* log *n*) for *n* subviews.
    public func makeCache(subviews: Subviews) -> Cache {
        var cache = _GridLayoutCache()
        cache.rows = rows(of: subviews)
        cache.spans = spanningRows(cache.rows, subviews: subviews)
        let ordinary = cache.rows.indices.filter { !cache.spans[$0] }
        cache.columnCount = ordinary.map { cache.rows[$0].count }.max() ?? 0
        if cache.columnCount == 0, !cache.rows.isEmpty { cache.columnCount = 1 }
        computeGaps(subviews: subviews, cache: &cache)
        return cache
    }

    /// The sum of the column widths and gaps by the sum of the row heights and gaps.
    /// - Complexity: O(*n* + *c* log *c*) for *n* cells and *c* columns and rows.
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGSize {
        solve(proposal.sanitized, subviews: subviews, cache: &cache).size
    }

    /// Places each cell in its column and row, aligned by `alignment` (vertically by
    /// the cell's ``RowAlignment`` if set), a spanning cell across all columns, the
    /// content centred in `bounds`.
    /// - Complexity: O(*n*) after `sizeThatFits` for the same proposal.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        let solution = solve(proposal.sanitized, subviews: subviews, cache: &cache)
        var y = bounds.minY + (bounds.height - solution.size.height) / 2
        for (r, row) in cache.rows.enumerated() {
            let height = solution.rowHeights[r]
            var x = bounds.minX + (bounds.width - solution.size.width) / 2
            for (c, index) in row.enumerated() {
                let width = cache.spans[r] ? solution.spanWidth : solution.columnWidths[c]
                let vertical = subviews[index][RowAlignment.self] ?? alignment.vertical
                let cellProposal = ProposedViewSize(width: width, height: height)
                let d = subviews[index].dimensions(in: cellProposal)
                let area = ViewDimensions(size: CGSize(width: width, height: height), source: .none)
                let dx = alignment.horizontal.key.defaultValue(in: area) - d[alignment.horizontal]
                let dy = vertical.key.defaultValue(in: area) - d[vertical]
                subviews[index].place(
                    at: CGPoint(x: x + dx, y: y + dy), anchor: .topLeading, proposal: cellProposal)
                x += width + (c < cache.columnGaps.count ? cache.columnGaps[c] : 0)
            }
            y += height + (r < cache.rowGaps.count ? cache.rowGaps[r] : 0)
        }
    }
}

extension GridLayout {
    /// Properties with no stack orientation; the layout has no explicit guides but its
    /// subviews'.
    public static var layoutProperties: LayoutProperties { .guidesFromSubviews() }
}
