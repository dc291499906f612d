import Foundation
import KinemaCore
import KinemaLayout

nonisolated extension View {
    /// Shows `content` above or below the view, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)`: the view is inset by the height
    /// of `content` and the spacing from `edge`, and its safe area grows by as much.
    ///
    /// ```swift
    /// List { ... }
    ///     .safeAreaInset(edge: .bottom) { SearchBar().background(.bar) }
    /// ```
    ///
    /// Content of the view that ignores the safe area reaches under `content` (and
    /// further, where the whole touches a host's safe area); `content` itself reaches
    /// into the host's safe area when it ignores it, as a bar's background does. Kinema
    /// draws scroll views at rest, so a scroll view's content is not drawn under the bar
    /// unless it ignores the safe area. The layout rules are listed on the
    /// *Hosting like a device* article.
    /// - Parameters:
    ///   - edge: The edge the content sits along.
    ///   - alignment: The content's alignment along the edge, on the view's guide.
    ///   - spacing: The distance between the view and the content; the views' preferred
    ///     spacing (8 points by default) when `nil`.
    ///   - content: The content.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _InsetViewModifier<V>> {
        modifier(
            _InsetViewModifier(
                content: content(), edge: Edge(edge), spacing: spacing,
                alignment: Alignment(horizontal: alignment, vertical: .center)))
    }

    /// Shows `content` beside the view, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)` for a horizontal edge (see the
    /// vertical-edge form).
    /// - Parameters:
    ///   - edge: The edge the content sits along.
    ///   - alignment: The content's alignment along the edge, on the view's guide.
    ///   - spacing: The distance between the view and the content; the views' preferred
    ///     spacing (8 points by default) when `nil`.
    ///   - content: The content.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _InsetViewModifier<V>> {
        modifier(
            _InsetViewModifier(
                content: content(), edge: Edge(edge), spacing: spacing,
                alignment: Alignment(horizontal: .center, vertical: alignment)))
    }
}

/// The modifier of `safeAreaInset`: each node of the modified content gets the inset
/// content along the edge.
nonisolated public struct _InsetViewModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    internal let content: Inset
    internal let edge: Edge
    internal let spacing: CGFloat?
    internal let alignment: Alignment

    /// No body.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content primary: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let (inset, edge, alignment) = (content, edge, alignment)
        let spacing = spacing.map { CGFloat(context.finite($0, or: 0, "safeAreaInset spacing")) }
        context.collect(primary, id: id) { context, inner in
            for node in inner {
                let wrapper = context.identity(parent: context[node].identity, .modifier)
                let insetID = context.identity(parent: wrapper, .decoration(0))
                context.collect(inset, id: insetID) { context, insets in
                    let secondary =
                        insets.count == 1
                        ? insets[0]
                        : LayoutContainer(ZStackLayout()).node(
                            id: context.identity(parent: insetID, .modifier), children: insets,
                            in: &context)
                    let role = SafeAreaContainer.Role.inset(
                        edge: edge, spacing: spacing, alignment: alignment)
                    context.emit(
                        SafeAreaContainer(role: role).node(
                            id: wrapper, children: [node, secondary], in: &context))
                }
            }
        }
    }
}
