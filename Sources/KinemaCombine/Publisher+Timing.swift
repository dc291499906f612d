import KinemaClock
extension Publishers {
    /// A publisher of the upstream's last value once no new one came for a while, as
    /// Combine's `Publishers.Debounce`.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's error.
        public typealias Failure = Upstream.Failure
        /// The publisher debounced.
        public let upstream: Upstream
        /// How long no value must come before the last one is delivered.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// Where values are delivered.
        public let scheduler: Context
        /// Accepted.
        public let options: Context.SchedulerOptions?

        /// Debounces `upstream` by `dueTime` on `scheduler`.
        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }
    }

    /// A publisher of at most one of the upstream's values per interval, as Combine's
    /// `Publishers.Throttle`.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's error.
        public typealias Failure = Upstream.Failure
        /// The publisher throttled.
        public let upstream: Upstream
        /// The shortest time between two values delivered.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where values are delivered.
        public let scheduler: Context
        /// Whether the latest value of an interval is delivered (else the first).
        public let latest: Bool

        /// Throttles `upstream` to one value per `interval` on `scheduler`.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
            latest: Bool
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }
    }

    /// A publisher delivering the upstream's values and completion on a scheduler, as
    /// Combine's `Publishers.ReceiveOn`.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's error.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// Where values are delivered.
        public let scheduler: Context
        /// Accepted.
        public let options: Context.SchedulerOptions?

        /// Delivers `upstream`'s values on `scheduler`.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }
    }
}

/// The seconds of a scheduler's stride (0 for a stride Kinema does not know, or NaN;
/// negative strides are 0).
private func seconds<S: Strideable>(_ stride: S.Stride, of _: S.Type) -> Double {
    let value = (stride as? any SecondsStride)?.secondsValue ?? 0
    return value.isNaN ? 0 : max(value, 0)
}

/// Whether `scheduler` delivers at once.
private func isImmediate(_ scheduler: some Scheduler) -> Bool {
    (scheduler as? any SceneScheduler)?.isImmediate ?? false
}

extension Publishers.Debounce: SubscribablePublisher {
    internal var sourceIdentity: ObjectIdentifier? { upstream.sourceIdentity }

    /// Each value restarts the wait: when `dueTime` passes with no newer value, the last
    /// one is delivered. A completion delivers a pending value first.
    internal func subscribe(_ subscription: SceneSubscription<Output, Failure>) {
        let delay = seconds(dueTime, of: Context.SchedulerTimeType.self)
        let timing = SceneTiming.current
        var pending: Output?
        var generation = 0
        let upstream = SceneSubscription<Output, Failure>(
            receiveValue: { value in
                guard let timing = timing ?? SceneTiming.current else { return }
                pending = value
                generation += 1
                let mine = generation
                timing.run(at: timing.now + delay) {
                    guard mine == generation, let value = pending else { return }
                    pending = nil
                    subscription.send(value)
                }
            },
            receiveCompletion: { completion in
                if let value = pending {
                    pending = nil
                    subscription.send(value)
                }
                subscription.finish(completion)
            })
        subscription.onEnd { upstream.cancel() }
        self.upstream.attach(upstream)
    }
}

extension Publishers.Throttle: SubscribablePublisher {
    internal var sourceIdentity: ObjectIdentifier? { upstream.sourceIdentity }

    /// A value is delivered at the later of now and the last delivery plus `interval`;
    /// values arriving while one waits replace it (`latest`) or are dropped.
    internal func subscribe(_ subscription: SceneSubscription<Output, Failure>) {
        let spacing = seconds(interval, of: Context.SchedulerTimeType.self)
        let latest = self.latest
        let timing = SceneTiming.current
        var pending: Output?
        var lastDelivery: Double?
        let upstream = SceneSubscription<Output, Failure>(
            receiveValue: { value in
                guard let timing = timing ?? SceneTiming.current else { return }
                if pending != nil {
                    if latest { pending = value }
                    return
                }
                pending = value
                let now = timing.now
                let due = lastDelivery.map { max(now, $0 + spacing) } ?? now
                timing.run(at: due) {
                    guard let value = pending else { return }
                    pending = nil
                    lastDelivery = timing.now
                    subscription.send(value)
                }
            },
            receiveCompletion: { subscription.finish($0) })
        subscription.onEnd { upstream.cancel() }
        self.upstream.attach(upstream)
    }
}

extension Publishers.ReceiveOn: SubscribablePublisher {
    internal var sourceIdentity: ObjectIdentifier? { upstream.sourceIdentity }

    /// Values and the completion arrive on the scene clock after the current event, in
    /// order (at once for `ImmediateScheduler`).
    internal func subscribe(_ subscription: SceneSubscription<Output, Failure>) {
        guard !isImmediate(scheduler) else {
            upstream.attach(subscription.upstream { value, downstream in downstream.send(value) })
            return
        }
        let timing = SceneTiming.current
        let upstream = SceneSubscription<Output, Failure>(
            receiveValue: { value in
                guard let timing = timing ?? SceneTiming.current else { return }
                timing.run(at: timing.now) { subscription.send(value) }
            },
            receiveCompletion: { completion in
                guard let timing = timing ?? SceneTiming.current else {
                    subscription.finish(completion)
                    return
                }
                timing.run(at: timing.now) { subscription.finish(completion) }
            })
        subscription.onEnd { upstream.cancel() }
        self.upstream.attach(upstream)
    }
}

extension Publisher {
    /// Delivers a value once `dueTime` passes without a newer one, as Combine's
    /// `debounce(for:scheduler:options:)` (a search field's text, typed fast):
    ///
    /// ```swift
    /// $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
    ///     .sink { results = search($0) }
    /// ```
    ///
    /// In a `ViewHost` the wait is on the scene clock.
    /// - Parameters:
    ///   - dueTime: How long no value must come.
    ///   - scheduler: Where values are delivered (`RunLoop.main`, `DispatchQueue.main`).
    ///   - options: Accepted.
    /// - Returns: The debounced publisher.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(
            upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// Delivers at most one value per `interval`, as Combine's
    /// `throttle(for:scheduler:latest:)`: a value that comes when none was delivered for
    /// `interval` is delivered at once (after the current event); others wait for the
    /// interval to pass, the latest (or the first) of them delivered then.
    /// - Parameters:
    ///   - interval: The shortest time between deliveries.
    ///   - scheduler: Where values are delivered.
    ///   - latest: Whether the latest value of a wait is delivered (else the first).
    /// - Returns: The throttled publisher.
    public func throttle<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
    ) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(
            upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }

    /// Delivers values and the completion on `scheduler`, as Combine's
    /// `receive(on:options:)`: after the current event on the scene clock, in order
    /// (`ImmediateScheduler`: at once).
    /// - Parameters:
    ///   - scheduler: Where to deliver.
    ///   - options: Accepted.
    /// - Returns: The publisher delivering on `scheduler`.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}
