/// A source of values over time, as Combine's `Publisher`, for the publishers view files
/// hand to `onReceive(_:perform:)`: `Timer.publish(every:on:in:)` (with `autoconnect()`)
/// and `Just`. Linux has no Combine: Kinema's publishers deliver their values on the
/// scene clock inside a ``ViewHost``; a publisher of another kind delivers nothing.
public protocol Publisher<Output, Failure> {
    /// The values.
    associatedtype Output
    /// The error that ends the stream (`Never` for those `onReceive` takes).
    associatedtype Failure: Error
}

/// Something that can be cancelled, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops the work.
    func cancel()
}

/// A publisher Kinema can play on the scene clock.
internal protocol ScenePublisher<Output>: Publisher, Sendable {
    /// What identifies the source: `onReceive` subscribes anew when it changes (a timer
    /// made again); `nil` for a source without identity.
    var sourceIdentity: ObjectIdentifier? { get }

    /// Delivers the values to `action`, waiting on the scene clock, until the publisher
    /// finishes or the task is cancelled. On the main actor, as the host's tasks run, so
    /// that the task is always either running there or waiting on the clock.
    @MainActor func deliver(to action: @escaping @MainActor (Output) -> Void) async
}

/// A value published once, as Combine's `Just` (Kinema's holds a `Sendable` value, which
/// it hands to the main actor).
public struct Just<Output: Sendable>: Publisher, Sendable {
    /// Never fails.
    public typealias Failure = Never

    /// The value.
    public let output: Output

    /// A publisher of `output`, once.
    /// - Parameter output: The value.
    public init(_ output: Output) { self.output = output }
}

extension Just: ScenePublisher {
    internal var sourceIdentity: ObjectIdentifier? { nil }

    @MainActor internal func deliver(to action: @escaping @MainActor (Output) -> Void) async {
        action(output)
    }
}

/// The namespace of Combine's publisher types (Kinema: `Publishers.Autoconnect`).
public enum Publishers {}
