import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// Rows under a header and over a footer, as SwiftUI's `Section`. In a ``List`` or
/// ``Form`` it is a card of rows (see ``List``); elsewhere, a column of the header, the
/// content and the footer.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View,
    PrimitiveView
{
    internal let header: Parent
    internal let content: Content
    internal let footer: Footer

    /// Creates a section with a header and a footer.
    /// - Parameters:
    ///   - content: The rows.
    ///   - header: The view above the rows.
    ///   - footer: The view below the rows.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
        @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// No body: resolved as a card in a list, a column elsewhere.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let (header, footer) = (self.header, self.footer)
        guard context.environment.controls.isListContent else {
            let column = VStack(alignment: .leading) {
                header
                content
                footer
            }
            context.resolve(column, id: id)
            return
        }
        context.controlState.sectionIdentities.insert(id)
        context.then { context in
            context.savedEnvironments.append(context.environment)
            context.environment.controls.isListContent = false
            context.environment.controls.input.isInListRow = true
        }
        context.collect(content, id: context.identity(parent: id, .content)) { context, rows in
            let body = VStack(alignment: .leading, spacing: 6) {
                header
                    .font(.footnote)
                    .foregroundColor(ControlPalette.secondary)
                    .padding(.horizontal, 32)
                ListCard(rows: rows)
                footer
                    .font(.footnote)
                    .foregroundColor(ControlPalette.secondary)
                    .padding(.horizontal, 32)
            }
            context.resolve(body, id: id)
            context.then { $0.environment = $0.savedEnvironments.removeLast() }
        }
    }
}

nonisolated extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section without header or footer.
    /// - Parameter content: The rows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

nonisolated extension Section where Footer == EmptyView {
    /// Creates a section with a header.
    /// - Parameters:
    ///   - content: The rows.
    ///   - header: The view above the rows.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a header (SwiftUI's older form).
    /// - Parameters:
    ///   - header: The view above the rows.
    ///   - content: The rows.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

nonisolated extension Section where Parent == EmptyView {
    /// Creates a section with a footer.
    /// - Parameters:
    ///   - content: The rows.
    ///   - footer: The view below the rows.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

nonisolated extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section with a text header, drawn in capitals in a list as on iOS.
    /// - Parameters:
    ///   - titleKey: The header's text.
    ///   - content: The rows.
    public init(_ titleKey: String, @ViewBuilder content: () -> Content) {
        self.init(
            content: content, header: { Text(titleKey.uppercased()) }, footer: { EmptyView() })
    }
}
