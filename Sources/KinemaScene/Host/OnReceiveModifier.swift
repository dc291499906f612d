nonisolated extension View {
    /// Runs `action` with each value `publisher` delivers while this view is on screen,
    /// as SwiftUI's `onReceive(_:perform:)`: in a ``ViewHost``, a timer's ticks on the
    /// scene clock, a `Just`'s value when the view appears, the values sent to a subject
    /// (a `CurrentValueSubject`'s or `@Published` property's current one first), and
    /// what operators (`map`, `filter`, `debounce`, ...) make of them (see
    /// `Timer.publish(every:tolerance:on:in:options:)`). The subscription is the view's
    /// task: it starts when the view appears, starts over when the publisher is made anew
    /// (another timer or subject object), and ends when the view disappears. A publisher
    /// Kinema does not know delivers nothing; a `SceneTimeline` runs no events.
    /// - Parameters:
    ///   - publisher: The publisher.
    ///   - action: Runs on the main actor with each value.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> ModifiedContent<Self, _EventModifier> where P.Failure == Never {
        // The publisher and the action are made in a main-actor body and used only by the
        // view's task, on the main actor (SwiftUI's parameter types are plain, not
        // `Sendable`): that is the one place they go.
        nonisolated(unsafe) let publisher = publisher
        nonisolated(unsafe) let action = action
        return task(id: publisher.sourceIdentity) { @MainActor in
            let subscription = SceneSubscription<P.Output, Never>(receiveValue: action)
            publisher.attach(subscription)
            // Subscribed until the task is cancelled: the view disappears or the
            // publisher is made anew. Waiting on the scene clock, the task never holds the
            // host back.
            try? await SceneClock.current?.sleep(for: .infinity)
            subscription.cancel()
        }
    }
}
