import Foundation

/// Items of a toolbar, as SwiftUI's `ToolbarContent`: ``ToolbarItem``, ``ToolbarItemGroup``,
/// or a type of your own whose `body` is made of them.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///         ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of the content's items.
    associatedtype Body: ToolbarContent
    /// The content's items.
    @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content whose items can be customized, as SwiftUI's
/// `CustomizableToolbarContent` (Kinema draws them as they are declared).
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

nonisolated extension Never: ToolbarContent {}
nonisolated extension Never: CustomizableToolbarContent {}

nonisolated extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body: Kinema reads its items itself.
    public var body: Never {
        preconditionFailure("\(Self.self) is primitive toolbar content and has no body")
    }
}

/// One item of a toolbar, flattened from its content: where it goes and what it shows.
nonisolated internal struct ToolbarItemDraft {
    internal let placement: ToolbarItemPlacement
    internal let content: ViewResolver
}

/// Toolbar content whose items Kinema reads itself.
nonisolated internal protocol PrimitiveToolbarContent {
    /// Appends the content's items.
    @MainActor func drafts(into items: inout [ToolbarItemDraft])
}

/// The items of `content`, in order: a primitive's own, else those of its body (evaluated
/// as a view's body is, see ``ResolveContext/body(of:)``).
@MainActor internal func toolbarDrafts<C: ToolbarContent>(
    of content: C, into items: inout [ToolbarItemDraft]
) {
    if let primitive = content as? any PrimitiveToolbarContent {
        primitive.drafts(into: &items)
        return
    }
    guard C.Body.self != Never.self else { return }
    let body = content.body
    toolbarDrafts(of: body, into: &items)
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem`: a view at a placement.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) {
///         Button("Add", systemImage: "plus") { add() }
///     }
/// }
/// ```
nonisolated public struct ToolbarItem<ID, Content: View>: CustomizableToolbarContent,
    PrimitiveToolbarContent
{
    internal let placement: ToolbarItemPlacement
    internal let content: Content

    /// No body: Kinema reads the item itself.
    public typealias Body = Never

    @MainActor internal func drafts(into items: inout [ToolbarItemDraft]) {
        items.append(ToolbarItemDraft(placement: placement, content: ViewResolver(content)))
    }
}

nonisolated extension ToolbarItem where ID == () {
    /// Creates an item.
    /// - Parameters:
    ///   - placement: Where the item goes (the trailing end of the navigation bar unless
    ///     given).
    ///   - content: The item's view.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

nonisolated extension ToolbarItem where ID == String {
    /// Creates an item with an identifier for customization.
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - placement: Where the item goes.
    ///   - content: The item's view.
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic,
        @ViewBuilder content: () -> Content
    ) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views at one placement of a toolbar, as SwiftUI's `ToolbarItemGroup`: drawn
/// side by side, `Spacer()`s among them included.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent,
    PrimitiveToolbarContent
{
    internal let placement: ToolbarItemPlacement
    internal let content: Content

    /// Creates a group.
    /// - Parameters:
    ///   - placement: Where the views go.
    ///   - content: The views.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// No body: Kinema reads the item itself.
    public typealias Body = Never

    @MainActor internal func drafts(into items: inout [ToolbarItemDraft]) {
        items.append(ToolbarItemDraft(placement: placement, content: ViewResolver(content)))
    }
}
