import KinemaAnimation

/// The stand-in for the content in an `animation(_:body:)` closure.
public struct PlaceholderContentView<Content: View>: View, PrimitiveView {
    /// No body: the content is resolved in its place, outside the animation's scope.
    public typealias Body = Never

    internal func resolve(id: Int, context: inout ResolveContext, into output: inout [Element]) {
        guard let content = context.modifierContent.popLast() else { return }
        var inner: [Element] = []
        content(id, &context, &inner)
        context.modifierContent.append(content)
        for element in inner {
            let reset = context.identity(parent: element.identity, .modifier)
            output.append(Element(identity: reset, kind: .animationReset, children: [element]))
        }
    }
}

/// The view of `animation(_:body:)`.
public struct _ScopedAnimationView<Content: View, Body: View>: View, PrimitiveView {
    internal let content: Content
    internal let animation: Animation?
    internal let modified: Body

    internal func resolve(id: Int, context: inout ResolveContext, into output: inout [Element]) {
        let content = self.content
        context.modifierContent.append { id, context, output in
            resolveView(content, id: id, context: &context, into: &output)
        }
        var inner: [Element] = []
        resolveView(modified, id: id, context: &context, into: &inner)
        context.modifierContent.removeLast()
        let scope = AnimationScope(animation: animation, value: nil)
        for element in inner {
            let wrapper = context.identity(parent: element.identity, .modifier)
            output.append(Element(identity: wrapper, kind: .animation(scope), children: [element]))
        }
    }

    /// No body: resolved directly.
    public var body: Never { preconditionFailure("_ScopedAnimationView has no body") }
}

extension View {
    /// Animates the changes of the modifiers applied in `body` with `animation`, and
    /// only those: the content keeps the animation of the change (SwiftUI 5's scoped
    /// animation). `nil` turns animation off for those modifiers.
    ///
    /// ```swift
    /// Text("Please wait")
    ///     .animation(isExtracting ? pulse : nil) { $0.blur(radius: isExtracting ? 2 : 0) }
    /// ```
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> _ScopedAnimationView<Self, V> {
        _ScopedAnimationView(
            content: self, animation: animation, modified: body(PlaceholderContentView()))
    }
}
