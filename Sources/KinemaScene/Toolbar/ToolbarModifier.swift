// swift-format-ignore-file: AmbiguousTrailingClosureOverload

// SwiftUI declares `toolbar(content:)` for views and for toolbar content: both are needed.
import Foundation

/// The modifier of `toolbar(content:)`: records the items for the enclosing navigation
/// stack, then resolves its content.
nonisolated public struct _ToolbarModifier: ViewModifier, PrimitiveModifier {
    /// Where the items come from.
    internal enum Items {
        /// Items made already.
        case drafts([ToolbarItemDraft])
        /// Toolbar content, whose bodies are evaluated on the main actor, while resolving.
        case content(any ToolbarContent)
    }

    internal let items: Items

    /// No body: applied during resolution.
    public typealias Body = Never

    /// The items, in order.
    @MainActor private var drafts: [ToolbarItemDraft] {
        switch items {
        case .drafts(let drafts): return drafts
        case .content(let content):
            var drafts: [ToolbarItemDraft] = []
            toolbarDrafts(of: content, into: &drafts)
            return drafts
        }
    }

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        for (position, draft) in drafts.enumerated() {
            let identity = context.identity(
                parent: id, .explicit(SendableHashable("toolbar item \(position)")))
            context.toolbarItems.append(
                ToolbarItemRecord(
                    placement: draft.placement, content: draft.content, identity: identity,
                    environment: context.environment, values: context.environmentValues))
        }
        context.resolve(content, id: id)
    }
}

nonisolated extension View {
    /// Adds items to the toolbar of the enclosing `NavigationStack`, as SwiftUI's
    /// `toolbar(content:)`: the views go to the trailing end of its navigation bar.
    /// Outside a navigation stack nothing is drawn, as in SwiftUI.
    /// - Parameter content: The views.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content)
        -> ModifiedContent<Self, _ToolbarModifier>
    {
        let resolver = ViewResolver(content())
        return modifier(
            _ToolbarModifier(
                items: .drafts([ToolbarItemDraft(placement: .automatic, content: resolver)])))
    }

    /// Adds toolbar items to the bars of the enclosing `NavigationStack`, each at its
    /// placement, as SwiftUI's `toolbar(content:)`. Outside a navigation stack nothing is
    /// drawn, as in SwiftUI.
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
    ///     ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
    /// }
    /// ```
    /// - Parameter content: The items.
    public func toolbar<Content: ToolbarContent>(
        @ToolbarContentBuilder content: () -> Content
    ) -> ModifiedContent<Self, _ToolbarModifier> {
        let items = content()
        return modifier(
            _ToolbarModifier(items: .content(items)))
    }

    /// Adds customizable toolbar items, as SwiftUI's `toolbar(id:content:)`: drawn as
    /// declared.
    /// - Parameters:
    ///   - id: The toolbar's identifier.
    ///   - content: The items.
    public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> ModifiedContent<Self, _ToolbarModifier> {
        toolbar(content: content)
    }
}
