/// The views of a view builder block, in order: each becomes a subview of the
/// enclosing container.
nonisolated public struct TupleView<each Content: View>: View, PrimitiveView {
    /// The views.
    public var value: (repeat each Content)

    /// Creates a tuple of views.
    @inlinable
    public init(_ value: (repeat each Content)) { self.value = value }

    /// No body: the views are resolved one by one.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        var index = 0
        for view in repeat each value {
            // Identities are interned when each view's turn comes, as a depth-first walk.
            // At once while nothing waits ahead of the view.
            let position = index
            @MainActor func resolveChild(_ context: inout ResolveContext) {
                let identity = context.identity(parent: id, .index(position))
                resolveView(view, id: identity, context: &context)
            }
            if context.canRunInline {
                context.runInline(resolveChild)
            } else {
                context.then(resolveChild)
            }
            index += 1
        }
    }
}
