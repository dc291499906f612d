/// A view that draws nothing and takes no space: it adds no subview to its container.
nonisolated public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    @inlinable
    public init() {}

    /// No content.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {}
}
