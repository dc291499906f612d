/// Views grouped without a container: each becomes a subview of the enclosing
/// container, and a modifier on the group applies to each of them.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    internal let content: Content

    /// Groups the views of a view builder.
    /// - Parameter content: The views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// No body: the content is resolved in place.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        context.resolve(content, id: id)
    }
}

/// A type-erased view: lets the type of a view change at run time.
///
/// A change of the wrapped type changes the view's identity, as in SwiftUI.
nonisolated public struct AnyView: View, PrimitiveView {
    /// The wrapped view, resolved on the main actor with its own type.
    internal let view: any View
    internal let type: ObjectIdentifier

    /// Wraps a view.
    /// - Parameter view: The view to wrap.
    public init<V: View>(_ view: V) {
        type = ObjectIdentifier(V.self)
        self.view = view
    }

    /// Wraps a view, or returns `nil` when `value` is not a view (Kinema accepts any
    /// `Sendable` value here).
    /// - Parameter value: The value to wrap.
    public init?(erasing value: any Sendable) {
        guard let view = value as? any View else { return nil }
        self = AnyView(view)
    }

    /// No body: the wrapped view is resolved.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        context.resolve(view, id: context.identity(parent: id, .type(type)))
    }
}
