extension Publishers {
    /// A publisher of the upstream's values transformed, as Combine's `Publishers.Map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream's error.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transform.
        public let transform: (Upstream.Output) -> Output

        /// Transforms `upstream`'s values with `transform`.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }
    }

    /// A publisher of the non-`nil` results of a transform, as Combine's
    /// `Publishers.CompactMap`.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        /// The upstream's error.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transform; `nil` drops the value.
        public let transform: (Upstream.Output) -> Output?

        /// Publishes `upstream`'s values `transform` makes something of.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }
    }

    /// A publisher of the upstream's values that pass a test, as Combine's
    /// `Publishers.Filter`.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's error.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are tested.
        public let upstream: Upstream
        /// The test.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Publishes the values of `upstream` that pass `isIncluded`.
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }
    }

    /// A publisher of the upstream's values without consecutive repeats, as Combine's
    /// `Publishers.RemoveDuplicates`.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's error.
        public typealias Failure = Upstream.Failure
        /// The publisher whose repeats are dropped.
        public let upstream: Upstream
        /// Whether a value repeats the previous one delivered.
        public let predicate: (Output, Output) -> Bool

        /// Drops the values of `upstream` that `predicate` finds equal to the previous one.
        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
    }
}

/// A publisher of any kind with the given output and failure, as Combine's `AnyPublisher`
/// (what `eraseToAnyPublisher()` makes).
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let box: any Publisher
    private let subscribeBody: (SceneSubscription<Output, Failure>) -> Void

    /// Wraps `publisher`.
    /// - Parameter publisher: The publisher.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        box = publisher
        subscribeBody = { publisher.attach($0) }
    }
}

extension AnyPublisher: SubscribablePublisher {
    internal var sourceIdentity: ObjectIdentifier? {
        (box as? any SubscribablePublisher)?.sourceIdentity
    }

    internal func subscribe(_ subscription: SceneSubscription<Output, Failure>) {
        subscribeBody(subscription)
    }
}

extension Publishers.Map: SubscribablePublisher {
    internal var sourceIdentity: ObjectIdentifier? { upstream.sourceIdentity }

    internal func subscribe(_ subscription: SceneSubscription<Output, Failure>) {
        let transform = self.transform
        upstream.attach(
            subscription.upstream { value, downstream in downstream.send(transform(value)) })
    }
}

extension Publishers.CompactMap: SubscribablePublisher {
    internal var sourceIdentity: ObjectIdentifier? { upstream.sourceIdentity }

    internal func subscribe(_ subscription: SceneSubscription<Output, Failure>) {
        let transform = self.transform
        upstream.attach(
            subscription.upstream { value, downstream in
                if let output = transform(value) { downstream.send(output) }
            })
    }
}

extension Publishers.Filter: SubscribablePublisher {
    internal var sourceIdentity: ObjectIdentifier? { upstream.sourceIdentity }

    internal func subscribe(_ subscription: SceneSubscription<Output, Failure>) {
        let isIncluded = self.isIncluded
        upstream.attach(
            subscription.upstream { value, downstream in
                if isIncluded(value) { downstream.send(value) }
            })
    }
}

extension Publishers.RemoveDuplicates: SubscribablePublisher {
    internal var sourceIdentity: ObjectIdentifier? { upstream.sourceIdentity }

    internal func subscribe(_ subscription: SceneSubscription<Output, Failure>) {
        let predicate = self.predicate
        var previous: Output?
        upstream.attach(
            subscription.upstream { value, downstream in
                if let last = previous, predicate(last, value) { return }
                previous = value
                downstream.send(value)
            })
    }
}

extension Publisher {
    /// Transforms each value, as Combine's `map(_:)`.
    /// - Parameter transform: Makes the new value.
    /// - Returns: The transformed publisher.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Transforms each value and drops the `nil` results, as Combine's `compactMap(_:)`.
    /// - Parameter transform: Makes the new value, or `nil` to drop it.
    /// - Returns: The transformed publisher.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?)
        -> Publishers.CompactMap<Self, T>
    {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Passes on the values that pass a test, as Combine's `filter(_:)`.
    /// - Parameter isIncluded: The test.
    /// - Returns: The filtered publisher.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Drops a value `predicate` finds equal to the previous one delivered, as Combine's
    /// `removeDuplicates(by:)`.
    /// - Parameter predicate: Whether two values count as the same.
    /// - Returns: The publisher without consecutive repeats.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
        -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// This publisher as an ``AnyPublisher``, as Combine's `eraseToAnyPublisher()`.
    /// - Returns: The wrapped publisher.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
    /// Drops a value equal to the previous one delivered, as Combine's
    /// `removeDuplicates()`.
    /// - Returns: The publisher without consecutive repeats.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}
