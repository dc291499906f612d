/// A piece of a scene: a value that describes what to draw and how to lay it out.
///
/// Write views as in SwiftUI: a struct with a `body` built from other views and
/// modifiers. As in SwiftUI, `View` and `body` are isolated to the main actor and a view
/// need not be `Sendable` (it may hold a reference to an `@Observable` model, or
/// closures): Kinema evaluates bodies on the main actor and draws frames concurrently
/// from the `Sendable` state it compiles from them.
///
/// ```swift
/// struct Badge: View {
///     var label: String
///     var body: some View {
///         Text(label)
///             .padding(8)
///             .background(Capsule().fill(Color.blue))
///     }
/// }
/// ```
///
/// Primitive views (shapes, `Text`, `Color`, stacks, modified content) have
/// `Body == Never`: Kinema resolves them directly.
@MainActor @preconcurrency
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View

    /// The view's content.
    @ViewBuilder var body: Body { get }
}

nonisolated extension Never: View {
    /// The body of a primitive view; never called.
    nonisolated public var body: Never { fatalError("Never has no body") }
}

nonisolated extension View where Body == Never {
    /// Primitive views have no body: Kinema resolves them itself.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive view and has no body")
    }
}

/// A view that Kinema resolves itself instead of through its body.
@MainActor package protocol PrimitiveView {
    /// Adds the nodes of this view, with identities under `id`, to the context's
    /// current list, or schedules their resolution (never recursing).
    @MainActor func resolve(id: ViewIdentity, context: inout ResolveContext)
}

extension PrimitiveView {
    /// Resolves `view`, a value of this type seen through a generic parameter.
    ///
    /// Reached through the metatype (`V.self as? any PrimitiveView.Type`), so that no
    /// view is boxed in an existential: casting the value itself allocated a box for
    /// every view of more than three words, a tenth of a large scene's allocations.
    @MainActor fileprivate static func resolve<V>(
        _ view: V, id: ViewIdentity, context: inout ResolveContext
    ) {
        guard let view = view as? Self else { return }  // the same type: a plain copy
        view.resolve(id: id, context: &context)
    }
}

/// Resolves any view: a primitive directly, anything else through its body.
@MainActor internal func resolveView<V: View>(
    _ view: V, id: ViewIdentity, context: inout ResolveContext
) {
    if let primitive = V.self as? any PrimitiveView.Type {
        primitive.resolve(view, id: id, context: &context)
        return
    }
    if V.Body.self == Never.self {
        if let representable = V.self as? any _PlatformViewRepresentable.Type {
            representable.resolveRepresentable(view, id: id, context: &context)
            return
        }
        context.diagnose(
            "\(V.self) has Body == Never but is not a Kinema primitive; it draws nothing")
        return
    }
    context.link(view, id: id, path: "")
    let body = context.body(of: view)
    context.resolveLast(body, id: id)
}
