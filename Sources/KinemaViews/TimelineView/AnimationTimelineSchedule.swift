import Foundation
import KinemaScene

/// A schedule for updating a timeline view at the rate of an animation, as SwiftUI's
/// `AnimationTimelineSchedule`: `.animation` and `.animation(minimumInterval:paused:)`.
///
/// ```swift
/// TimelineView(.animation) { context in
///     let t = context.date.timeIntervalSinceReferenceDate
///     Rectangle().rotationEffect(.degrees(90 * t))
/// }
/// ```
///
/// In Kinema the content of every frame sees the frame's own date (`startDate + t`):
/// without a minimum interval the date is "now" itself; with one, it is "now" quantized
/// to the start date plus a whole number of intervals (a frame within a billionth of an
/// interval below a multiple counts as reaching it, so that 0.3 s at an interval of
/// 0.1 s is the third entry); paused, it stays at the start date. A non-finite, zero
/// or negative minimum interval is none; an infinite one shows the start date.
nonisolated public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The shortest time between two updates, if any.
    internal let minimumInterval: Double?
    /// Whether the schedule is paused at its start date.
    internal let paused: Bool

    /// Creates a schedule that updates at the rate of an animation.
    /// - Parameters:
    ///   - minimumInterval: The shortest time between two updates; `nil` (the default)
    ///     for every frame.
    ///   - paused: Whether updates are paused (the content shows the start date).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The dates of the schedule from `startDate`: the start date and then one per
    /// minimum interval (one per 1/60 s without one); only the start date when paused.
    /// - Parameters:
    ///   - startDate: The first date.
    ///   - mode: Ignored: Kinema always reads schedules in `.normal` mode.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let step = paused ? Double.infinity : interval ?? 1.0 / 60
        return Entries(start: startDate, step: step)
    }

    /// The minimum interval when it is a positive number.
    internal var interval: Double? {
        guard let minimumInterval, minimumInterval > 0, !minimumInterval.isNaN else {
            return nil
        }
        return minimumInterval
    }

    /// The dates of an animation schedule, in increasing order.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        internal let start: Date
        internal let step: Double
        internal var index = 0.0

        /// The next date; `nil` once a paused schedule has given its start date.
        public mutating func next() -> Date? {
            if index > 0 && !step.isFinite { return nil }
            defer { index += 1 }
            return index == 0 ? start : start.addingTimeInterval(index * step)
        }
    }
}

nonisolated extension AnimationTimelineSchedule: ComputedTimelineSchedule {
    package func entry(start: Date, elapsed: Double) -> TimelineEntry {
        guard !paused else { return TimelineEntry(date: start, cadence: .live) }
        guard let interval else {
            return TimelineEntry(date: start.addingTimeInterval(elapsed), cadence: .live)
        }
        guard interval.isFinite else {
            return TimelineEntry(date: start, cadence: .minutes)
        }
        let count = wholeIntervals(elapsed / interval)
        return TimelineEntry(
            date: start.addingTimeInterval(count * interval),
            cadence: TimelineEntry.cadence(interval: interval))
    }
}

nonisolated extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A schedule that updates at every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// A schedule that updates at the rate of an animation.
    /// - Parameters:
    ///   - minimumInterval: The shortest time between two updates; `nil` (the default)
    ///     for every frame.
    ///   - paused: Whether updates are paused (the content shows the start date).
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
        -> AnimationTimelineSchedule
    {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
