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

    internal func resolve(id: Int, context: inout ResolveContext) {
        var index = 0
        for view in repeat each value {
            // Identities are interned when each view's turn comes, as a depth-first walk.
            let position = index
            context.then {
                resolveView(view, id: $0.identity(parent: id, .index(position)), context: &$0)
            }
            index += 1
        }
    }
}
