import Foundation

/// The modifier of `sheet`, `fullScreenCover`, `popover`, `alert` and
/// `confirmationDialog`: records the presentation for the root (with its views while
/// presented) and resolves its content.
nonisolated public struct _PresentationModifier: ViewModifier, PrimitiveModifier {
    /// What kind of presentation, for its identity.
    internal let kind: String
    /// Whether it is presented, read on the main actor.
    internal let isPresented: @MainActor () -> Bool
    /// Sets the binding so that it is no longer presented.
    internal let dismiss: @MainActor @Sendable () -> Void
    /// Runs when the presentation goes away, however it was dismissed.
    internal let onDismiss: (() -> Void)?
    /// Whether the presentation covers the views before it.
    internal let isModal: Bool
    /// The views of the presentation, given its dismiss action.
    internal let makeBody: (DismissAction) -> ViewResolver

    /// No body: applied during resolution.
    public typealias Body = Never

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        let presented = isPresented()
        let sameView = context.controlState.containers.presentations.filter {
            context.identities.parents.indices.contains($0.identity.rawValue)
                && context.identities.parents[identity: $0.identity] == id
        }.count
        let identity = context.identity(
            parent: id, .explicit(SendableHashable("presentation \(kind) \(sameView)")))
        var values = context.environmentValues
        var body: ViewResolver?
        if presented {
            let action = DismissAction(action: dismiss)
            values.dismiss = action
            values.isPresented = true
            body = makeBody(action)
        }
        context.controlState.containers.presentations.append(
            PresentationRecord(
                body: body, identity: identity, isModal: isModal,
                environment: context.environment, values: values))
        if let onDismiss {
            // Any way the presentation ends (a button, `dismiss()`, the binding set
            // elsewhere) runs `onDismiss`.
            context.events.append(
                ViewEvent(
                    identity: id,
                    kind: .change(
                        ChangeObserver(value: presented, initial: false) { old, new in
                            if old as? Bool == true, new as? Bool == false { onDismiss() }
                        })))
        }
        context.resolve(content, id: id)
    }
}

extension Binding where Value == Bool {
    /// Sets the value to `false` (a presentation's dismissal).
    nonisolated internal func dismissing() -> @MainActor @Sendable () -> Void {
        let binding = self
        return { binding.wrappedValue = false }
    }
}

/// An `Optional` binding's dismissal: sets it to `nil`.
nonisolated internal func dismissing<T>(_ item: Binding<T?>) -> @MainActor @Sendable () -> Void {
    let set = item.setter
    return { set(nil) }
}
