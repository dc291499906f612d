import Foundation
import KinemaClock
import Synchronization

extension RunLoop {
    /// Options of a run loop as a scheduler, as Combine declares them (accepted by
    /// `Timer.publish(every:tolerance:on:in:options:)`; Kinema has none to set).
    public struct SchedulerOptions: Sendable {}
}

extension Timer {
    /// A publisher of the date every `interval` seconds, as Combine's
    /// `Timer.publish(every:tolerance:on:in:options:)`, used with `autoconnect()` and
    /// `onReceive(_:perform:)`:
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
    /// Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
    /// ```
    ///
    /// In a `ViewHost` it ticks on the scene clock: `onReceive` subscribes when its view
    /// appears (or when the publisher is made anew, as a view's `let timer` is when its
    /// parent's body runs again, which starts the count over), and the action runs at
    /// each `interval` after that with the scene's date (`SceneClock.date`). Intervals
    /// under 0.1 ms (and NaN) are 0.1 ms, as Foundation's timers; the run loop and mode
    /// are accepted and do not matter.
    /// - Parameters:
    ///   - interval: Seconds between ticks.
    ///   - tolerance: Accepted; Kinema ticks exactly.
    ///   - runLoop: Accepted (`.main`).
    ///   - mode: Accepted (`.common`, `.default`).
    ///   - options: Accepted.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
        in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    /// The publisher of `Timer.publish(every:on:in:)`: it ticks once connected, which
    /// `autoconnect()` does when `onReceive` subscribes; `connect()` returns what stops it
    /// (`timer.upstream.connect().cancel()` stops an autoconnected timer).
    public final class TimerPublisher: Publisher, Sendable {
        /// The date of each tick.
        public typealias Output = Date
        /// Never fails.
        public typealias Failure = Never

        /// Seconds between ticks (at least 0.1 ms).
        public let interval: TimeInterval
        private let isCancelled = Mutex(false)

        internal init(interval: TimeInterval) {
            self.interval = interval.isNaN ? 0.0001 : max(interval, 0.0001)
        }

        /// Connects the timer; cancelling what it returns stops it for every subscriber.
        public func connect() -> any Cancellable { TimerConnection(publisher: self) }

        /// The publisher connected when it is first subscribed to.
        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> {
            Publishers.Autoconnect(upstream: self)
        }

        /// Stops the ticks.
        fileprivate func stop() { isCancelled.withLock { $0 = true } }

        fileprivate var stopped: Bool { isCancelled.withLock { $0 } }
    }
}

/// What `Timer.TimerPublisher.connect()` returns.
private struct TimerConnection: Cancellable {
    let publisher: Timer.TimerPublisher
    func cancel() { publisher.stop() }
}

extension Timer.TimerPublisher: SubscribablePublisher {
    internal var sourceIdentity: ObjectIdentifier? { ObjectIdentifier(self) }

    /// Ticks at each multiple of the interval after the subscription, on the scene clock
    /// (each at its own multiple, so rounding never drifts), with the scene's date, until
    /// the subscription ends or the timer is stopped. Outside a host: nothing.
    internal func subscribe(_ subscription: SceneSubscription<Date, Never>) {
        guard let timing = SceneTiming.current else { return }
        let start = timing.now
        let interval = self.interval
        var tick = 1.0
        func scheduleNext() {
            timing.run(at: start + tick * interval) { [weak self] in
                guard let self, !self.stopped, subscription.isActive else { return }
                subscription.send(timing.clock.date)
                tick += 1
                scheduleNext()
            }
        }
        scheduleNext()
    }
}

extension Publishers {
    /// A connectable publisher connected when it is first subscribed to, as Combine's
    /// `Publishers.Autoconnect`.
    public struct Autoconnect<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's error.
        public typealias Failure = Upstream.Failure

        /// The connectable publisher (`timer.upstream.connect().cancel()` stops a timer).
        public let upstream: Upstream

        /// Wraps `upstream`.
        public init(upstream: Upstream) { self.upstream = upstream }
    }
}

extension Publishers.Autoconnect: Sendable where Upstream: Sendable {}

extension Publishers.Autoconnect: SubscribablePublisher {
    internal var sourceIdentity: ObjectIdentifier? { upstream.sourceIdentity }

    internal func subscribe(_ subscription: SceneSubscription<Output, Failure>) {
        upstream.attach(subscription)
    }
}
