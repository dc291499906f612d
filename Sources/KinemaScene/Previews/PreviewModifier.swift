import Foundation

/// A type that sets up the environment a preview appears in, as SwiftUI's
/// `PreviewModifier`.
///
/// Its shared context is made once per modifier type and reused for every preview that
/// applies a modifier of that type (sample data, a model store); `body(content:context:)`
/// wraps the preview's content:
///
/// ```swift
/// struct SampleTheme: PreviewModifier {
///     static func makeSharedContext() async throws -> Theme { Theme.sample }
///
///     func body(content: Content, context: Theme) -> some View {
///         content.environment(\.theme, context)
///     }
/// }
///
/// #Preview(traits: .modifier(SampleTheme())) {
///     TipRow(tip: .sample)
/// }
/// ```
///
/// Kinema keeps the shared contexts in the ``PreviewModifierContexts`` a renderer passes to
/// ``Preview/content(sharing:)``: one per `kinema preview` run or snapshot test.
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// The shared context; none by default.
    associatedtype Context = Void
    /// The type of the modified preview.
    associatedtype Body: View
    /// The type-erased content of the preview.
    typealias Content = PreviewModifierContent

    /// Makes the context shared by every preview that applies a modifier of this type.
    static func makeSharedContext() async throws -> Context

    /// Modifies a preview with the shared context.
    /// - Parameters:
    ///   - content: The preview being modified.
    ///   - context: The shared context.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No context to make.
    public static func makeSharedContext() async throws {}
}

/// The type-erased content of a preview that a ``PreviewModifier`` modifies, as SwiftUI's
/// `PreviewModifierContent`.
nonisolated public struct PreviewModifierContent: View, PrimitiveView {
    internal let content: AnyView

    /// No body: the content is resolved in its place.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        context.resolve(content, id: id)
    }
}

/// The shared contexts of preview modifiers, made once per modifier type and kept for
/// every preview that applies one (Kinema's own: SwiftUI's preview system keeps them).
@MainActor
public final class PreviewModifierContexts {
    private var contexts: [ObjectIdentifier: Any] = [:]

    /// An empty store.
    public init() {}

    /// The number of contexts made so far.
    public var count: Int { contexts.count }

    /// The context of `modifier`'s type, made now if this store has none yet.
    internal func context(of modifier: AnyPreviewModifier) async throws -> Any {
        if let context = contexts[modifier.typeID] { return context }
        let context = try await modifier.makeSharedContext()
        // Another preview may have made it while this one waited: keep the first.
        if let first = contexts[modifier.typeID] { return first }
        contexts[modifier.typeID] = context
        return context
    }
}

/// A ``PreviewModifier`` of any type, as a preview trait holds it.
@MainActor
internal final class AnyPreviewModifier: Sendable {
    /// The modifier's type, which keys its shared context.
    internal let typeID: ObjectIdentifier
    /// The modifier's type name, for descriptions.
    internal let typeName: String
    /// Makes the shared context of the modifier's type.
    internal let makeSharedContext: @MainActor () async throws -> Any
    /// Wraps content in the modifier's body with a context of its type.
    internal let apply: @MainActor (AnyView, Any) -> AnyView

    internal init<Modifier: PreviewModifier>(_ modifier: Modifier) {
        typeID = ObjectIdentifier(Modifier.self)
        typeName = String(describing: Modifier.self)
        makeSharedContext = { try await Modifier.makeSharedContext() }
        apply = { content, context in
            // The store keys contexts by type, so this is the context this type made.
            guard let context = context as? Modifier.Context else { return content }
            return AnyView(
                modifier.body(content: PreviewModifierContent(content: content), context: context))
        }
    }
}
