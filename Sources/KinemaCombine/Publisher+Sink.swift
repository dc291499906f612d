extension Publisher {
    /// Subscribes with closures for the values and the completion, as Combine's
    /// `sink(receiveCompletion:receiveValue:)`; cancelling (or freeing) what it returns
    /// ends the subscription. A publisher Kinema does not know delivers nothing.
    /// - Parameters:
    ///   - receiveCompletion: Runs once when the stream ends.
    ///   - receiveValue: Runs with each value.
    /// - Returns: The subscription's cancellable.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let subscription = SceneSubscription(
            receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        attach(subscription)
        return AnyCancellable { subscription.cancel() }
    }
}

extension Publisher where Failure == Never {
    /// Subscribes with a closure for the values, as Combine's `sink(receiveValue:)`.
    ///
    /// ```swift
    /// timer.sink { date in model.tick(date) }.store(in: &cancellables)
    /// ```
    /// - Parameter receiveValue: Runs with each value.
    /// - Returns: The subscription's cancellable.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Writes each value to a property of an object, as Combine's `assign(to:on:)`; the
    /// object is held strongly until the subscription ends.
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - object: The object.
    /// - Returns: The subscription's cancellable.
    public func assign<Root>(
        to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
    ) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }
}
