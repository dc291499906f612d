/// One subscription of a Kinema publisher (Kinema's own): the subscriber's closures, and
/// what cancelling it stops upstream.
///
/// Like a Combine subscription it is not `Sendable`: values reach it on the thread where
/// its upstream emits them (the sender's for a subject; the main actor for the stages that
/// wait on the scene clock, see `SceneTiming`). It delivers nothing once cancelled or
/// finished, and finishes once.
package final class SceneSubscription<Output, Failure: Error> {
    private let receiveValue: (Output) -> Void
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    /// Whether values are still delivered.
    package private(set) var isActive = true
    private var cleanups: [() -> Void] = []

    /// A subscription calling `receiveValue` with each value and `receiveCompletion` once
    /// at the end.
    package init(
        receiveValue: @escaping (Output) -> Void,
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in }
    ) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    /// Delivers `value`, unless the subscription has ended.
    package func send(_ value: Output) {
        guard isActive else { return }
        receiveValue(value)
    }

    /// Ends the subscription with `completion`, delivered once.
    package func finish(_ completion: Subscribers.Completion<Failure>) {
        guard isActive else { return }
        isActive = false
        receiveCompletion(completion)
        runCleanups()
    }

    /// Ends the subscription without a completion and stops its upstream.
    package func cancel() {
        guard isActive else { return }
        isActive = false
        runCleanups()
    }

    /// Runs `cleanup` when the subscription ends (at once if it has).
    package func onEnd(_ cleanup: @escaping () -> Void) {
        if isActive { cleanups.append(cleanup) } else { cleanup() }
    }

    private func runCleanups() {
        let pending = cleanups
        cleanups = []
        for cleanup in pending { cleanup() }
    }

    /// A subscription upstream of this one: its values go through `transform` (which may
    /// deliver to this one or not), its completion to this one, and cancelling this one
    /// cancels it. The two hold each other until either ends (ending clears the cleanups
    /// and the closures stop being called), as Combine's chains do.
    package func upstream<Input>(
        _ transform: @escaping (Input, SceneSubscription<Output, Failure>) -> Void
    ) -> SceneSubscription<Input, Failure> {
        let upstream = SceneSubscription<Input, Failure>(
            receiveValue: { transform($0, self) },
            receiveCompletion: { self.finish($0) })
        onEnd { upstream.cancel() }
        return upstream
    }
}
