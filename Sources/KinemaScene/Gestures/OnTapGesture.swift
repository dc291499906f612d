/// The modifier of `onTapGesture(count:perform:)`: the view becomes a tap target a
/// ``ViewHost`` finds by the text inside it or its accessibility identifier.
nonisolated public struct _TapGestureModifier: ViewModifier, PrimitiveModifier {
    /// No body: applied during resolution.
    public typealias Body = Never
    internal let action: () -> Void

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        // SwiftUI's action is a plain closure, formed in a main-actor body; it reaches the
        // host's main-actor taps from here, in the same isolation.
        context.registerControl(id: id, label: ViewResolver(content), action: .button(action))
        context.resolve(content, id: id)
    }
}

nonisolated extension View {
    /// Runs `action` when the view is tapped `count` times, as SwiftUI's
    /// `onTapGesture(count:perform:)`.
    ///
    /// Offline, a ``ViewHost`` taps it with ``ScriptedInput/tap(_:at:)`` naming the text
    /// inside the view (its `Text` strings joined by spaces), or its
    /// `accessibilityIdentifier`; a tap runs `action` once whatever `count` is.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
        -> ModifiedContent<Self, _TapGestureModifier>
    {
        modifier(_TapGestureModifier(action: action))
    }
}
