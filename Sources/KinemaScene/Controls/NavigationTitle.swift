import Foundation
import KinemaCore
import KinemaLayout

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

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        context.navigationTitles.append(title)
        context.resolve(content, id: id)
    }
}
