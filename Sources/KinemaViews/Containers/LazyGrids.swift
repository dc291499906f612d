import Foundation
import KinemaCore
import KinemaLayout
import KinemaScene

/// Views in columns, filling rows in order, as SwiftUI's `LazyVGrid` (laid out all at
/// once: Kinema's scenes do not scroll).
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 12) {
///     ForEach(0..<9, id: \.self) { i in Color.blue.frame(height: 60) }
/// }
/// ```
///
/// Column widths follow SwiftUI's rule (fixed columns first, then each column offered
/// an equal share of what is left, adaptive columns split into as many columns of their
/// minimum as fit); see `GridItem`. Each view is offered its column's width and no
/// height; a row is as tall as its tallest view.
nonisolated public struct LazyVGrid<Content: View>: View {
    internal let root: _LayoutRoot<LazyGridLayout, Content>

    /// Creates a grid of columns.
    /// - Parameters:
    ///   - columns: The columns.
    ///   - alignment: How the columns line up in the grid's width.
    ///   - spacing: The gap between rows; 8 when `nil`.
    ///   - pinnedViews: Views pinned while scrolling (accepted; nothing scrolls).
    ///   - content: The views.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        root = _LayoutRoot(
            layout: LazyGridLayout(
                axis: .vertical, items: columns,
                alignment: Alignment(horizontal: alignment, vertical: .top), spacing: spacing),
            content: content())
    }

    /// The grid's layout over the views.
    public var body: some View { root }
}

/// Views in rows, filling columns in order, as SwiftUI's `LazyHGrid`.
nonisolated public struct LazyHGrid<Content: View>: View {
    internal let root: _LayoutRoot<LazyGridLayout, Content>

    /// Creates a grid of rows.
    /// - Parameters:
    ///   - rows: The rows.
    ///   - alignment: How the rows line up in the grid's height.
    ///   - spacing: The gap between columns; 8 when `nil`.
    ///   - pinnedViews: Views pinned while scrolling (accepted; nothing scrolls).
    ///   - content: The views.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        root = _LayoutRoot(
            layout: LazyGridLayout(
                axis: .horizontal, items: rows,
                alignment: Alignment(horizontal: .leading, vertical: alignment), spacing: spacing),
            content: content())
    }

    /// The grid's layout over the views.
    public var body: some View { root }
}

/// A column laid out like `VStack`, as SwiftUI's `LazyVStack` (Kinema creates every
/// view; its scenes do not scroll).
nonisolated public struct LazyVStack<Content: View>: View {
    internal let stack: VStack<Content>

    /// Creates a lazy column.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }

    /// The column.
    public var body: some View { stack }
}

/// A row laid out like `HStack`, as SwiftUI's `LazyHStack`.
nonisolated public struct LazyHStack<Content: View>: View {
    internal let stack: HStack<Content>

    /// Creates a lazy row.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }

    /// The row.
    public var body: some View { stack }
}
