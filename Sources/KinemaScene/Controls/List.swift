import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// Rows of content in an inset grouped look, as SwiftUI's `List` on iOS, drawn at rest
/// (scroll offset 0, clipped).
///
/// ```swift
/// List {
///     Section("Account") {
///         Text("Name")
///         Toggle("Notifications", isOn: $notify)
///     }
///     Button("Sign Out", role: .destructive) {}
/// }
/// ```
///
/// The list fills the space offered with the grouped background, (242, 242, 247) / 255.
/// Each ``Section``, and each run of rows outside sections, is a white card with 10
/// point continuous corners, 16 points from the sides; each row is padded 16 points
/// horizontally and 6 vertically, at least 44 points high, leading-aligned, with a
/// separator inset 16 points between rows. Section headers are footnote-sized grey text
/// 6 points above their card (a `Section("Title")` title in capitals, as on iOS);
/// sections are 24 points apart.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    internal let content: Content

    /// No body: resolved as cards of rows.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        resolveGroupedRows(content, id: id, context: &context)
    }
}

nonisolated extension List where SelectionValue == Never {
    /// Creates a list of the rows of a view builder.
    /// - Parameter content: The rows (and sections).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Creates a list of a row per element, identified by a key path.
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of each element's identifier.
    ///   - rowContent: The row of an element.
    public init<Data: RandomAccessCollection, ID: Hashable & Sendable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list of a row per identifiable element.
    /// - Parameters:
    ///   - data: The elements.
    ///   - rowContent: The row of an element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable,
        Data.Element.ID: Sendable
    {
        self.content = ForEach(data, id: \.id, content: rowContent)
    }
}

/// Controls and text grouped in sections, as SwiftUI's `Form` on iOS: drawn as a
/// ``List`` (inset grouped).
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    internal let content: Content

    /// Creates a form.
    /// - Parameter content: The rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// No body: resolved as cards of rows.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        resolveGroupedRows(content, id: id, context: &context)
    }
}

/// Resolves the content of a list or form: sections stay, runs of other rows become
/// cards, all in a column over the grouped background.
@MainActor internal func resolveGroupedRows<Content: View>(
    _ content: Content, id: ViewIdentity, context: inout ResolveContext
) {
    context.controlState.listCount += 1
    context.then { context in
        context.savedEnvironments.append(context.environment)
        context.environment.controls.isListContent = true
        context.environment.stackAxis = .vertical
    }
    context.collect(content, id: context.identity(parent: id, .content)) { context, nodes in
        context.environment = context.savedEnvironments.removeLast()
        var groups: [ListGroup] = []
        for node in nodes {
            if context.controlState.sectionIdentities.contains(context[node].identity) {
                groups.append(.section(node))
            } else if case .rows(let rows) = groups.last {
                groups[groups.count - 1] = .rows(rows + [node])
            } else {
                groups.append(.rows([node]))
            }
        }
        let body = VStack(spacing: 24) {
            ForEach(Array(groups.indices), id: \.self) { index in
                switch groups[index] {
                case .section(let node): ResolvedNodes(nodes: [node])
                case .rows(let rows): ListCard(rows: rows)
                }
            }
        }
        .padding(.vertical, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(ControlPalette.groupedBackground)
        .clipped()
        context.resolve(body, id: id)
    }
}

/// A section node or a run of rows, in a list.
nonisolated internal enum ListGroup {
    case section(NodeRef)
    case rows([NodeRef])
}

/// Rows in a white card, separated by inset hairlines.
nonisolated internal struct ListCard: View {
    let rows: [NodeRef]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(rows.indices), id: \.self) { index in
                ResolvedNodes(nodes: [rows[index]])
                    .padding(.horizontal, 16)
                    .padding(.vertical, 6)
                    .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                if index < rows.count - 1 {
                    Rectangle().fill(ControlPalette.separator)
                        .frame(height: 0.5)
                        .padding(.leading, 16)
                }
            }
        }
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.white))
        .padding(.horizontal, 16)
    }
}
