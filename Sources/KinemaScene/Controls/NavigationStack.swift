import Foundation
import KinemaCore
import KinemaLayout

/// A container for a root view, as SwiftUI's `NavigationStack`, drawn at rest: no pushed
/// views. When the content sets a `navigationTitle(_:)`, the stack draws it as a large
/// title (34 points, bold, 16 points from the leading edge, in a 52 point band) above the
/// content, over the grouped background when the content holds a ``List`` or ``Form``.
/// The stack fills the space offered.
///
/// The content's `toolbar` items go in a 44 point navigation bar above the large title
/// (leading, trailing and principal items) and in a bottom toolbar; with
/// `navigationBarTitleDisplayMode(.inline)` the title is centred in that bar, 17 points
/// semibold. `searchable` adds a search field under the title; `toolbar(.hidden, for:
/// .navigationBar)` and `navigationBarHidden(true)` leave the content alone.
nonisolated public struct NavigationStack<Content: View>: View, PrimitiveView {
    internal let content: Content

    /// Creates a navigation stack.
    /// - Parameter root: The root view.
    public init(@ViewBuilder root: () -> Content) {
        content = root()
    }

    /// No body: resolved as a title over the content.
    public typealias Body = Never

    @MainActor internal func resolve(id: Int, context: inout ResolveContext) {
        let titles = context.controlState.navigationTitles.count
        let lists = context.controlState.listCount
        let mark = context.registrationMark
        context.collect(content, id: context.identity(parent: id, .content)) { context, nodes in
            let title = context.controlState.navigationTitles.dropFirst(titles).first
            context.controlState.navigationTitles.removeLast(
                context.controlState.navigationTitles.count - titles)
            let grouped = context.controlState.listCount > lists
            let chrome = context.takeNavigationChrome(since: mark, title: title)
            context.resolve(
                NavigationStackBody(chrome: chrome, nodes: nodes, grouped: grouped), id: id)
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

    @MainActor internal func resolve<C: View>(content: C, id: Int, context: inout ResolveContext) {
        context.controlState.navigationTitles.append(title)
        context.resolve(content, id: id)
    }
}
