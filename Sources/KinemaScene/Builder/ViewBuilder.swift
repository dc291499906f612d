/// Builds views from a block of statements: lists of views, `if`/`else`, `switch`,
/// optional views and `for`-less `ForEach`, as SwiftUI's `@ViewBuilder`.
///
/// ```swift
/// @ViewBuilder var content: some View {
///     Text("Title")
///     if showsDetail { Text("Detail") } else { Spacer() }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    /// An empty block: no views.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view: the view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views, of any number.
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<repeat each Content> {
        TupleView((repeat each content))
    }

    /// Passes an expression's view through.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`: the view or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `true` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `false` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch: the view itself.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
