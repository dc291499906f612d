/// A source of values over time, as Combine's `Publisher`: Kinema's publishers (timers,
/// `Just`, subjects, `@Published` properties and the operators on them) deliver to `sink`,
/// `assign(to:on:)` and `onReceive(_:perform:)`, synchronously where Combine is
/// synchronous and on the scene clock of a `ViewHost` where Combine waits for a
/// scheduler. A publisher of another kind delivers nothing.
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

/// A publisher Kinema can subscribe to.
internal protocol SubscribablePublisher<Output, Failure>: Publisher {
    /// What identifies the source: `onReceive` subscribes anew when it changes (a timer
    /// made again); `nil` for a source without identity.
    var sourceIdentity: ObjectIdentifier? { get }

    /// Starts delivering values (and the completion) to `subscription`, until it is
    /// cancelled.
    func subscribe(_ subscription: SceneSubscription<Output, Failure>)
}

extension Publisher {
    /// Subscribes `subscription` if Kinema knows this kind of publisher; `false` if not.
    @discardableResult
    package func attach(_ subscription: SceneSubscription<Output, Failure>) -> Bool {
        guard let source = self as? any SubscribablePublisher<Output, Failure> else {
            return false
        }
        source.subscribe(subscription)
        return true
    }

    /// This publisher's source identity (see `SubscribablePublisher`), if Kinema knows it.
    internal var sourceIdentity: ObjectIdentifier? {
        (self as? any SubscribablePublisher<Output, Failure>)?.sourceIdentity
    }

    /// The source identity of a publisher Kinema knows (`.some(nil)` for one without
    /// identity); `nil` for a publisher Kinema does not know.
    package var knownSourceIdentity: ObjectIdentifier?? {
        guard let source = self as? any SubscribablePublisher<Output, Failure> else {
            return nil
        }
        return .some(source.sourceIdentity)
    }
}

/// A value published once, as Combine's `Just`: delivered when subscribed to, then the
/// stream finishes.
public struct Just<Output>: Publisher {
    /// Never fails.
    public typealias Failure = Never

    /// The value.
    public let output: Output

    /// A publisher of `output`, once.
    /// - Parameter output: The value.
    public init(_ output: Output) { self.output = output }
}

extension Just: Sendable where Output: Sendable {}

extension Just: SubscribablePublisher {
    internal var sourceIdentity: ObjectIdentifier? { nil }

    internal func subscribe(_ subscription: SceneSubscription<Output, Never>) {
        subscription.send(output)
        subscription.finish(.finished)
    }
}

/// The namespace of Combine's publisher types (`Publishers.Map`, `Publishers.Autoconnect`,
/// ...).
public enum Publishers {}

/// The namespace of Combine's subscriber types: `Subscribers.Completion`.
public enum Subscribers {
    /// How a stream ends, as Combine's: finished, or failed with an error.
    public enum Completion<Failure: Error> {
        /// The stream ended normally.
        case finished
        /// The stream ended with an error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
