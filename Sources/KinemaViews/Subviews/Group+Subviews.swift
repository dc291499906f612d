import KinemaScene

/// The content of `Group(subviews:transform:)`, as SwiftUI's `GroupElementsOfContent`: the
/// view `transform` makes from the subviews of `subviews`. SwiftUI makes it for you.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View,
    PrimitiveView
{
    internal let base: Subviews
    internal let transform: (SubviewsCollection) -> Content

    /// No body: the base resolves first, then the transform's view.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        context.collect(base, id: context.identity(parent: id, .content)) { context, nodes in
            let subviews = SubviewsCollection(subviews: context.subviews(of: nodes))
            context.resolve(transform(subviews), id: id)
        }
    }
}

nonisolated extension Group {
    /// A group made from the subviews of `view`, as SwiftUI's `Group(subviews:transform:)`:
    /// `transform` gets the collection of the views `view` resolves to (each `ForEach`
    /// element, each view of a builder block, each branch taken) and makes the group's
    /// content from them.
    ///
    /// ```swift
    /// struct Cards<Content: View>: View {
    ///     @ViewBuilder var content: Content
    ///     var body: some View {
    ///         Group(subviews: content) { subviews in
    ///             VStack {
    ///                 ForEach(subviews.prefix(3)) { $0.padding().background(.thinMaterial) }
    ///                 if subviews.count > 3 { Text("and \(subviews.count - 3) more") }
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - view: The view whose subviews to read.
    ///   - transform: Makes the group's content from the subviews (on the main actor,
    ///     while the group resolves).
    public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(base: view, transform: transform) }
    }
}
