import Foundation
import KinemaCore
import KinemaLayout

/// A container for a root view, as SwiftUI's `NavigationStack`, drawn at rest: no bar,
/// no pushed views. When the content sets a `navigationTitle(_:)`, the stack draws it
/// as a large title (34 points, bold, 16 points from the leading edge, in a 52 point
/// band) above the content, over the grouped background when the content holds a
/// ``List`` or ``Form``. The stack fills the space offered.
nonisolated public struct NavigationStack<Content: View>: View, PrimitiveView {
    internal let content: Content

    /// Creates a navigation stack.
    /// - Parameter root: The root view.
    public init(@ViewBuilder root: () -> Content) {
        content = root()
    }

    /// No body: resolved as a title over the content.
    public typealias Body = Never

    internal func resolve(id: Int, context: inout ResolveContext) {
        let titles = context.controlState.navigationTitles.count
        let lists = context.controlState.listCount
        context.collect(content, id: context.identity(parent: id, .content)) { context, nodes in
            let title = context.controlState.navigationTitles.dropFirst(titles).first
            context.controlState.navigationTitles.removeLast(
                context.controlState.navigationTitles.count - titles)
            let grouped = context.controlState.listCount > lists
            let body = VStack(alignment: .leading, spacing: 0) {
                if let title {
                    Text(title)
                        .font(.system(size: 34, weight: .bold))
                        .padding(.horizontal, 16)
                        .padding(.bottom, 6)
                        .frame(maxWidth: .infinity, minHeight: 52, alignment: .bottomLeading)
                }
                ResolvedNodes(nodes: nodes)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(grouped && title != nil ? ControlPalette.groupedBackground : Color.clear)
            context.resolve(body, id: id)
        }
    }
}

nonisolated extension View {
    /// Sets the title of the enclosing ``NavigationStack``: drawn as its large title;
    /// nothing outside a stack.
    /// - Parameter title: The title.
    public func navigationTitle(_ title: String) -> ModifiedContent<Self, _NavigationTitleModifier>
    {
        modifier(_NavigationTitleModifier(title: title))
    }

    /// Sets the title of the enclosing ``NavigationStack`` to a text's string.
    /// - Parameter title: The title.
    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationTitleModifier> {
        navigationTitle(title.string)
    }
}

/// The modifier of `navigationTitle(_:)`: records the title for the enclosing stack.
nonisolated public struct _NavigationTitleModifier: ViewModifier, PrimitiveModifier {
    internal let title: String

    /// No body.
    public typealias Body = Never

    internal func resolve<C: View>(content: C, id: Int, context: inout ResolveContext) {
        context.controlState.navigationTitles.append(title)
        context.resolve(content, id: id)
    }
}
