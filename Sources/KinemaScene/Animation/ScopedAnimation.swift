import KinemaAnimation

/// The stand-in for the content in an `animation(_:body:)` closure, a keyframe or phase
/// animator's content closure, or a ``Transition``'s body (`Value` is the transition).
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView {
    /// No body: the content is resolved in its place, outside the animation's scope.
    public typealias Body = Never

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        if Value.self is any Transition.Type {
            // A transition's content keeps the animation around it.
            context.resolveModifierContent(id: id)
            return
        }
        // The content resolves outside the placeholder's scope: suspended meanwhile.
        guard let content = context.modifierContent.popLast() else { return }
        context.suspendedContent.append(content)
        context.collect(
            by: { content(id: id, context: &$0) },
            then: { context, inner in
                context.modifierContent.append(context.suspendedContent.removeLast())
                for node in inner {
                    let reset = context.identity(parent: context[node].identity, .modifier)
                    context.emit(context.node(reset, .animationReset, children: [node]))
                }
            })
    }

    /// The memberwise initializer, for the modules over the engine.
    package init() {
    }
}

/// The view of `animation(_:body:)`.
nonisolated public struct _ScopedAnimationView<Content: View, Body: View>: View, PrimitiveView {
    internal let content: Content
    internal let animation: Animation?
    internal let modified: Body

    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let modified = self.modified
        let scope = AnimationScope(animation: animation, value: nil)
        context.withModifierContent(ViewResolver(content)) { context in
            context.collect(modified, id: id) { context, inner in
                for node in inner {
                    let wrapper = context.identity(parent: context[node].identity, .modifier)
                    context.emit(context.node(wrapper, .animation(scope), children: [node]))
                }
            }
        }
    }

    /// No body: resolved directly.
    public var body: Never { preconditionFailure("_ScopedAnimationView has no body") }
}

nonisolated extension View {
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
