import Foundation

/// Builds toolbar content from a block of items, as SwiftUI's `@ToolbarContentBuilder`:
/// lists of items, `if`/`else` and optional items.
@resultBuilder
public enum ToolbarContentBuilder {
    /// An empty block: no items.
    public static func buildBlock() -> EmptyToolbarContent { EmptyToolbarContent() }

    /// A block of one item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// A block of several items, of any number.
    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    ) -> TupleToolbarContent<repeat each Content> {
        TupleToolbarContent((repeat each content))
    }

    /// Passes an expression's content through.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// An `if` without `else`: the items or none.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    /// The `true` branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> ConditionalToolbarContent<TrueContent, FalseContent> {
        ConditionalToolbarContent(storage: .trueContent(first))
    }

    /// The `false` branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> ConditionalToolbarContent<TrueContent, FalseContent> {
        ConditionalToolbarContent(storage: .falseContent(second))
    }
}

/// No toolbar items.
nonisolated public struct EmptyToolbarContent: CustomizableToolbarContent,
    PrimitiveToolbarContent
{
    /// Creates empty content.
    public init() {}

    /// No body.
    public typealias Body = Never

    @MainActor internal func drafts(into items: inout [ToolbarItemDraft]) {}
}

/// The items of a toolbar content builder block, in order.
nonisolated public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent,
    PrimitiveToolbarContent
{
    internal let value: (repeat each Content)

    internal init(_ value: (repeat each Content)) { self.value = value }

    /// No body.
    public typealias Body = Never

    @MainActor internal func drafts(into items: inout [ToolbarItemDraft]) {
        for content in repeat each value { toolbarDrafts(of: content, into: &items) }
    }
}

/// The items of one branch of an `if`/`else` in a toolbar content builder.
nonisolated public struct ConditionalToolbarContent<
    TrueContent: ToolbarContent, FalseContent: ToolbarContent
>: ToolbarContent, PrimitiveToolbarContent {
    internal enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    internal let storage: Storage

    /// No body.
    public typealias Body = Never

    @MainActor internal func drafts(into items: inout [ToolbarItemDraft]) {
        switch storage {
        case .trueContent(let content): toolbarDrafts(of: content, into: &items)
        case .falseContent(let content): toolbarDrafts(of: content, into: &items)
        }
    }
}

nonisolated extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// No body.
    public typealias Body = Never
}

nonisolated extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    @MainActor internal func drafts(into items: inout [ToolbarItemDraft]) {
        if let content = self { toolbarDrafts(of: content, into: &items) }
    }
}
