/// A publisher you send values into, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends `value` to the subscribers.
    /// - Parameter value: The value.
    func send(_ value: Output)

    /// Ends the stream for every subscriber.
    /// - Parameter completion: How it ends.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Sends `()` to the subscribers.
    public func send() { send(()) }
}

/// The subscribers of a subject, and whether it has ended.
internal struct SubjectSubscribers<Output, Failure: Error> {
    private var subscriptions: [SceneSubscription<Output, Failure>] = []
    /// How the stream ended, once it has.
    internal private(set) var completion: Subscribers.Completion<Failure>?

    /// Adds `subscription` (finishing it at once if the stream has ended).
    internal mutating func add(_ subscription: SceneSubscription<Output, Failure>) {
        if let completion {
            subscription.finish(completion)
            return
        }
        subscriptions.append(subscription)
    }

    /// The subscriptions still active, in the order they came.
    internal mutating func active() -> [SceneSubscription<Output, Failure>] {
        subscriptions.removeAll { !$0.isActive }
        return subscriptions
    }

    /// Ends the stream: returns the subscriptions to finish.
    internal mutating func end(_ completion: Subscribers.Completion<Failure>)
        -> [SceneSubscription<Output, Failure>]
    {
        guard self.completion == nil else { return [] }
        self.completion = completion
        defer { subscriptions = [] }
        return subscriptions
    }
}

/// A subject that passes on the values sent to it, as Combine's `PassthroughSubject`:
/// subscribers receive the values sent after they subscribed, synchronously, on the
/// sender's thread.
///
/// ```swift
/// let taps = PassthroughSubject<Int, Never>()
/// Text("\(count)").onReceive(taps) { count += $0 }
/// Button("Add") { taps.send(1) }
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private var subscribers = SubjectSubscribers<Output, Failure>()

    /// A subject with no subscribers.
    public init() {}

    /// Sends `value` to the current subscribers (nothing after the stream ended).
    /// - Parameter value: The value.
    public func send(_ value: Output) {
        guard subscribers.completion == nil else { return }
        for subscription in subscribers.active() { subscription.send(value) }
    }

    /// Ends the stream: subscribers receive `completion`, later ones receive it at once.
    /// - Parameter completion: How it ends.
    public func send(completion: Subscribers.Completion<Failure>) {
        for subscription in subscribers.end(completion) { subscription.finish(completion) }
    }
}

extension PassthroughSubject: SubscribablePublisher {
    internal var sourceIdentity: ObjectIdentifier? { ObjectIdentifier(self) }

    internal func subscribe(_ subscription: SceneSubscription<Output, Failure>) {
        subscribers.add(subscription)
    }
}

/// A subject holding a current value, as Combine's `CurrentValueSubject`: a subscriber
/// receives the current value when it subscribes, then each new one; setting ``value``
/// sends it.
///
/// ```swift
/// let progress = CurrentValueSubject<Double, Never>(0)
/// progress.value = 0.5   // subscribers receive 0.5
/// ```
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private var subscribers = SubjectSubscribers<Output, Failure>()
    private var current: Output

    /// A subject holding `value`.
    /// - Parameter value: The initial value.
    public init(_ value: Output) { current = value }

    /// The current value; setting it sends it to the subscribers.
    public var value: Output {
        get { current }
        set { send(newValue) }
    }

    /// Makes `value` current and sends it to the subscribers (nothing after the stream
    /// ended).
    /// - Parameter value: The value.
    public func send(_ value: Output) {
        guard subscribers.completion == nil else { return }
        current = value
        for subscription in subscribers.active() { subscription.send(value) }
    }

    /// Ends the stream: subscribers receive `completion`, later ones receive it at once.
    /// - Parameter completion: How it ends.
    public func send(completion: Subscribers.Completion<Failure>) {
        for subscription in subscribers.end(completion) { subscription.finish(completion) }
    }
}

extension CurrentValueSubject: SubscribablePublisher {
    internal var sourceIdentity: ObjectIdentifier? { ObjectIdentifier(self) }

    internal func subscribe(_ subscription: SceneSubscription<Output, Failure>) {
        if subscribers.completion == nil { subscription.send(current) }
        subscribers.add(subscription)
    }
}
