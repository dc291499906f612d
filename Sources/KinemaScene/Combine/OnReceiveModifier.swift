import KinemaClock
import KinemaCombine

/// The modifier of `onReceive(_:perform:)`: the view's subscription to a publisher, run
/// as a task of the view by a host.
nonisolated public struct _ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier
where P.Failure == Never {
    /// No body: applied during resolution.
    public typealias Body = Never
    internal let publisher: P
    internal let action: (P.Output) -> Void

    @MainActor package func resolve<C: View>(
        content: C, id: ViewIdentity, context: inout ResolveContext
    ) {
        if let identity = publisher.knownSourceIdentity {
            // SwiftUI runs the action on the main actor: the publisher and the action are
            // formed in a main-actor body and reach the main-actor task here, in the same
            // isolation.
            let bound = MainActorBound((publisher, action))
            let request = TaskRequest(
                id: identity, priority: .userInitiated,
                action: { @MainActor in
                    let (publisher, action) = bound.value
                    let subscription = SceneSubscription<P.Output, Never>(receiveValue: action)
                    publisher.attach(subscription)
                    // Subscribed until the task is cancelled: the view disappears or the
                    // publisher is made anew. Waiting on the scene clock, the task never
                    // holds the host back.
                    try? await SceneClock.current?.sleep(for: .infinity)
                    subscription.cancel()
                })
            context.events.append(ViewEvent(identity: id, kind: .task(request)))
        }
        context.resolve(content, id: id)
    }
}

nonisolated extension View {
    /// Runs `action` with each value `publisher` delivers while this view is on screen,
    /// as SwiftUI's `onReceive(_:perform:)`: in a ``ViewHost``, a timer's ticks on the
    /// scene clock, a `Just`'s value when the view appears, the values sent to a subject
    /// (a `CurrentValueSubject`'s current one first), and what operators (`map`, `filter`,
    /// `debounce`, ...) make of them (see `Timer.publish(every:tolerance:on:in:options:)`).
    /// The subscription is the view's task: it starts when the view appears, starts over
    /// when the publisher is made anew (another timer or subject object), and ends when
    /// the view disappears. A publisher Kinema does not know delivers nothing; a
    /// `SceneTimeline` runs no events.
    /// - Parameters:
    ///   - publisher: The publisher.
    ///   - action: Runs on the main actor with each value.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> ModifiedContent<Self, _ReceiveModifier<P>> where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}
