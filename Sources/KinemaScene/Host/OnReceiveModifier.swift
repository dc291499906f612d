nonisolated extension View {
    /// Runs `action` with each value `publisher` delivers while this view is on screen,
    /// as SwiftUI's `onReceive(_:perform:)`: in a ``ViewHost``, a timer's ticks on the
    /// scene clock and a `Just`'s value when the view appears (see
    /// `Timer.publish(every:tolerance:on:in:options:)`). The subscription is the view's
    /// task: it starts when the view appears, starts over when the publisher is made anew,
    /// and ends when the view disappears. A publisher Kinema does not know delivers
    /// nothing; a `SceneTimeline` runs no events.
    /// - Parameters:
    ///   - publisher: The publisher.
    ///   - action: Runs on the main actor with each value.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> ModifiedContent<Self, _EventModifier> where P.Failure == Never {
        guard let source = publisher as? any ScenePublisher<P.Output> else {
            return task(id: 0) {}
        }
        // The action is formed in a main-actor body and runs on the main actor; SwiftUI's
        // parameter type is a plain closure, so it is reinterpreted as the main-actor
        // closure it is (as `onTapGesture`'s).
        let isolated = unsafeBitCast(action, to: (@MainActor (P.Output) -> Void).self)
        return task(id: source.sourceIdentity) { @MainActor in
            await source.deliver(to: isolated)
        }
    }
}
