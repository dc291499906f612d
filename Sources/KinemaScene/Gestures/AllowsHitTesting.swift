/// The modifier of `allowsHitTesting(_:)`: with `false`, the controls and gestures inside
/// take no input (a host's scripted taps, presses and drags pass them by).
nonisolated public struct _AllowsHitTestingModifier: ViewModifier, PrimitiveModifier {
    /// No body: applied during resolution.
    public typealias Body = Never
    internal let enabled: Bool

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        guard !enabled else {
            context.resolve(content, id: id)
            return
        }
        let start = (controls: context.controls.count, gestures: context.gestures.count)
        context.collect(content, id: id) { context, nodes in
            context.controls.removeSubrange(start.controls...)
            context.gestures.removeSubrange(start.gestures...)
            for node in nodes { context.emit(node) }
        }
    }
}

nonisolated extension View {
    /// Whether the view and the views inside take input, as SwiftUI's
    /// `allowsHitTesting(_:)`: with `false`, their buttons, controls and gestures are not
    /// found by a host's scripted input; the view draws as before.
    /// - Parameter enabled: Whether the view takes input.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<
        Self, _AllowsHitTestingModifier
    > {
        modifier(_AllowsHitTestingModifier(enabled: enabled))
    }
}
