/// A modifier that makes a new view from a view, as SwiftUI's `ViewModifier`.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(12).background(RoundedRectangle(cornerRadius: 8).fill(Color.white))
///     }
/// }
/// let card = Text("Hello").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of the modified view.
    associatedtype Body: View
    /// A stand-in for the view being modified.
    typealias Content = _ViewModifier_Content<Self>
    /// Makes the modified view from the content.
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

nonisolated extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body: Kinema applies them itself.
    public func body(content: Self.Content) -> Never {
        preconditionFailure("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The stand-in for the content of a ``ViewModifier``.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {

    /// No body: the modified view is resolved in its place.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        context.resolveModifierContent(id: id)
    }

    /// The memberwise initializer, for the modules over the engine.
    package init() {
    }
}

extension ResolveContext {
    /// Schedules the resolution of the innermost modifier content at `id` (the view a
    /// modifier's or a transition's `content` stands for).
    internal mutating func resolveModifierContent(id: ViewIdentity) {
        // The content resolves outside its own modifier: suspended meanwhile.
        guard let content = modifierContent.popLast() else { return }
        suspendedContent.append(content)
        content(id: id, context: &self)
        then { $0.modifierContent.append($0.suspendedContent.removeLast()) }
    }
}

/// A view with a modifier applied.
nonisolated public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies a modifier to a view.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: Sendable where Content: Sendable, Modifier: Sendable {}

nonisolated extension ModifiedContent: View, PrimitiveView
where Content: View, Modifier: ViewModifier {
    /// No body: the modifier is applied during resolution.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        if let primitive = Modifier.self as? any PrimitiveModifier.Type {
            primitive.resolve(modifier, content: content, id: id, context: &context)
            return
        }
        if let primitive = protocolModifier(modifier) {
            primitive.resolve(content: content, id: id, context: &context)
            return
        }
        context.link(modifier, id: id, path: "modifier:\(Modifier.self)")
        let body = context.body(of: modifier)
        context.resolve(body, id: id, modifierContent: ViewResolver(content))
    }
}

nonisolated extension View {
    /// Applies a modifier to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that Kinema applies itself.
@MainActor package protocol PrimitiveModifier {
    /// Resolves `content` with the modifier applied.
    @MainActor func resolve<C: View>(content: C, id: ViewIdentity, context: inout ResolveContext)
}

extension PrimitiveModifier {
    /// Resolves `content` with `modifier`, a value of this type seen through a generic
    /// parameter: reached through the metatype, so that no modifier is boxed in an
    /// existential (see `PrimitiveView.resolve(_:id:context:)`).
    @MainActor fileprivate static func resolve<M, C: View>(
        _ modifier: M, content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        guard let modifier = modifier as? Self else { return }  // the same type: a copy
        modifier.resolve(content: content, id: id, context: &context)
    }
}

/// A modifier that wraps each node of its content in one node of its own.
@MainActor package protocol WrappingModifier: PrimitiveModifier {
    /// The node wrapping `node`, with identity `id`.
    @MainActor func wrap(_ node: NodeRef, id: ViewIdentity, context: inout ResolveContext)
        -> NodeRef
}

nonisolated extension WrappingModifier {
    /// Resolves the content into the current list, then replaces each node it made
    /// with its wrapper, in place (no list of its own: two heap blocks fewer for every
    /// modifier of a scene).
    ///
    /// The content resolves inline when it can (``ResolveContext/canRunInline``), and
    /// its nodes are wrapped at once when it scheduled nothing.
    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        guard context.canRunInline else {
            context.then { $0.markCurrentList() }
            context.resolve(content, id: id)
            context.then { wrapSinceMark(context: &$0) }
            return
        }
        context.markCurrentList()
        context.runInline { resolveView(content, id: id, context: &$0) }
        if context.hasScheduledWork {
            context.then { wrapSinceMark(context: &$0) }
        } else {
            wrapSinceMark(context: &context)
        }
    }

    /// Replaces the nodes of the current list since its innermost mark with their
    /// wrappers.
    @MainActor private func wrapSinceMark(context: inout ResolveContext) {
        for position in context.positionsSinceMark() {
            let node = context[currentListAt: position]
            let wrapper = context.identity(parent: context[node].identity, .modifier)
            context[currentListAt: position] = wrap(node, id: wrapper, context: &context)
        }
    }
}
