import Foundation
import KinemaLayout
import KinemaScene

/// Views in rows and columns: KinemaLayout's `GridLayout` as a view, with rows given by
/// `GridRow`, as SwiftUI's `Grid`.
///
/// ```swift
/// Grid(horizontalSpacing: 4, verticalSpacing: 4) {
///     GridRow { Color.red; Color.green }
///     GridRow { Color.blue; Color.yellow }
/// }
/// ```
///
/// Every column is as wide as its widest cell, every row as tall as its tallest. A
/// view directly in the grid, outside any `GridRow`, takes a row of its own that spans
/// all the columns (`GridLayout.SpansAllColumns`): it is offered the grid's width, a
/// flexible one (a divider) widens the grid, and it is placed across the full width.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    internal let layout: GridLayout
    internal let content: Content

    /// Creates a grid.
    /// - Parameters:
    ///   - alignment: How each cell lines up in its column and row.
    ///   - horizontalSpacing: The gap between columns; `nil` for the cells' preference.
    ///   - verticalSpacing: The gap between rows; `nil` for the cells' preference.
    ///   - content: The rows.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        layout = GridLayout(
            alignment: alignment, horizontalSpacing: horizontalSpacing,
            verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// No body: the grid is a container.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let layout = self.layout
        context.then { context in
            context.savedGridRows.append(context.nextGridRow)
            context.nextGridRow = 0
        }
        context.collect(content, id: context.identity(parent: id, .content)) {
            context, children in
            context.nextGridRow = context.savedGridRows.removeLast()
            var children = children
            // Rows of GridRows are 1000, 2000, ...; a loose view takes the next free number.
            var last = 0
            for (index, child) in children.enumerated() {
                if case .layoutAttribute(let attribute) = context[child].kind,
                    let marker = attribute.applier as? GridRowMarker
                {
                    last = marker.row
                    continue
                }
                last += 1
                let marker = GridRowMarker(row: last, spansAllColumns: true)
                children[index] = context.node(
                    context.identity(parent: context[child].identity, .modifier),
                    .layoutAttribute(LayoutAttribute(marker)), children: [child])
            }
            context.emit(LayoutContainer(layout).node(id: id, children: children, in: &context))
        }
    }
}

/// A row of a `Grid`: each of its views is a cell, one per column.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    internal let alignment: VerticalAlignment?
    internal let content: Content

    /// Creates a row.
    /// - Parameters:
    ///   - alignment: The vertical alignment of the row's cells; `nil` for the grid's.
    ///   - content: The cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// No body: the cells are resolved into the grid.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        context.nextGridRow += 1
        let marker = GridRowMarker(row: 1000 * context.nextGridRow, alignment: alignment)
        context.collect(content, id: id) { context, cells in
            for cell in cells {
                context.emit(
                    context.node(
                        context.identity(parent: context[cell].identity, .modifier),
                        .layoutAttribute(LayoutAttribute(marker)), children: [cell]))
            }
        }
    }
}

/// The row of a grid cell, as `GridLayout.RowIndex`, with its row's alignment
/// (`GridLayout.RowAlignment`) and whether it spans all columns
/// (`GridLayout.SpansAllColumns`).
internal struct GridRowMarker: LayoutAttributeApplier {
    var row: Int
    var alignment: VerticalAlignment? = nil
    var spansAllColumns = false

    func apply(_ subview: LayoutSubview) -> LayoutSubview {
        var subview = subview.layoutValue(key: GridLayout.RowIndex.self, value: row)
        if let alignment {
            subview = subview.layoutValue(key: GridLayout.RowAlignment.self, value: alignment)
        }
        if spansAllColumns {
            subview = subview.layoutValue(key: GridLayout.SpansAllColumns.self, value: true)
        }
        return subview
    }
}
