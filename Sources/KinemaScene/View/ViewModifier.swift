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
public protocol ViewModifier: Sendable {
    /// The type of the modified view.
    associatedtype Body: View
    /// A stand-in for the view being modified.
    typealias Content = _ViewModifier_Content<Self>
    /// Makes the modified view from the content.
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body: Kinema applies them itself.
    public func body(content: Self.Content) -> Never {
        preconditionFailure("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The stand-in for the content of a ``ViewModifier``.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {

    /// No body: the modified view is resolved in its place.
    public typealias Body = Never

    internal func resolve(id: Int, context: inout ResolveContext, into output: inout [Element]) {
        guard let content = context.modifierContent.popLast() else { return }
        content(id, &context, &output)
        context.modifierContent.append(content)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier>: Sendable
where Content: Sendable, Modifier: Sendable {
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

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    /// No body: the modifier is applied during resolution.
    public typealias Body = Never

    internal func resolve(id: Int, context: inout ResolveContext, into output: inout [Element]) {
        if let primitive = modifier as? any PrimitiveModifier {
            primitive.resolve(content: content, id: id, context: &context, into: &output)
            return
        }
        let content = self.content
        context.modifierContent.append { id, context, output in
            resolveView(content, id: id, context: &context, into: &output)
        }
        resolveView(
            modifier.body(content: _ViewModifier_Content()), id: id, context: &context,
            into: &output)
        context.modifierContent.removeLast()
    }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that Kinema applies itself.
internal protocol PrimitiveModifier {
    /// Resolves `content` with the modifier applied.
    func resolve<C: View>(
        content: C, id: Int, context: inout ResolveContext,
        into output: inout [Element])
}

/// A modifier that wraps each element of its content in one element of its own.
internal protocol WrappingModifier: PrimitiveModifier {
    /// The element wrapping `element`, with identity `id`.
    func wrap(_ element: Element, id: Int, context: inout ResolveContext) -> Element
}

extension WrappingModifier {
    internal func resolve<C: View>(
        content: C, id: Int, context: inout ResolveContext, into output: inout [Element]
    ) {
        var inner: [Element] = []
        resolveView(content, id: id, context: &context, into: &inner)
        for element in inner {
            let wrapper = context.identity(parent: element.identity, .modifier)
            output.append(wrap(element, id: wrapper, context: &context))
        }
    }
}
