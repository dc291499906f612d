extension GridLayout {
    /// The vertical alignment of a cell inside its row, overriding the grid's
    /// `alignment.vertical` (Kinema's own: what SwiftUI's `GridRow(alignment:)` sets on
    /// each of its cells); `nil`, the default, keeps the grid's.
    ///
    /// ```swift
    /// let cell = LayoutSubview.fixed(CGSize(width: 10, height: 5))
    ///     .layoutValue(key: GridLayout.RowAlignment.self, value: .top)
    /// ```
    public struct RowAlignment: LayoutValueKey {
        /// No override: the grid's vertical alignment.
        public static let defaultValue: VerticalAlignment? = nil
    }

    /// Whether a subview alone in its row spans all the columns (Kinema's own: what
    /// SwiftUI's `Grid` does with a view placed outside any `GridRow`); `false` unless
    /// set.
    ///
    /// A spanning row's cell does not size the columns: it is offered the grid's
    /// proposed width (with an unspecified height) and, if it is wider than the columns
    /// and their gaps, the excess is shared equally among the columns, so that a
    /// flexible view such as a divider widens the grid as in SwiftUI. It is then placed
    /// in the full width of the columns and gaps, aligned by the grid's alignment.
    /// A grid made of spanning rows only has one column. The value has no effect on a
    /// subview that shares its row with others, nor with a column count.
    public struct SpansAllColumns: LayoutValueKey {
        /// A subview is an ordinary cell unless it says otherwise.
        public static let defaultValue = false
    }

    /// Whether each row is one subview that spans all columns.
    internal func spanningRows(_ rows: [[Int]], subviews: LayoutSubviews) -> [Bool] {
        guard columnCount == nil else { return rows.map { _ in false } }
        return rows.map { $0.count == 1 && subviews[$0[0]][SpansAllColumns.self] }
    }
}
