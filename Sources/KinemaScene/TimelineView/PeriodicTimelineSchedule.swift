import Foundation

/// A schedule for updating a timeline view at regular intervals, as SwiftUI's
/// `PeriodicTimelineSchedule`: `.periodic(from:by:)`.
///
/// ```swift
/// TimelineView(.periodic(from: start, by: 1)) { context in
///     Text("\(Int(context.date.timeIntervalSince(start)))")
/// }
/// ```
///
/// The entries are `startDate + k * interval` for whole numbers *k* ≥ 0 (a frame within a
/// billionth of an interval below an entry counts as reaching it). Before the schedule's
/// start date the view shows the scene's start date; a schedule that started earlier
/// shows its latest entry at or before "now" at once. A non-finite, zero or negative
/// interval gives the single entry `startDate`.
nonisolated public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The first date of the schedule.
    internal let startDate: Date
    /// The time between two dates.
    internal let interval: TimeInterval

    /// Creates a periodic schedule.
    /// - Parameters:
    ///   - startDate: The date of the first entry.
    ///   - interval: The time between two entries, in seconds.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The dates of the schedule from `startDate` on: the latest entry at or before it
    /// (when the schedule started earlier), then every later one.
    /// - Parameters:
    ///   - startDate: The date the view starts showing.
    ///   - mode: Ignored: Kinema always reads schedules in `.normal` mode.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard isRegular else { return Entries(first: self.startDate, step: .infinity, index: 0) }
        let behind = startDate.timeIntervalSince(self.startDate) / interval
        return Entries(first: self.startDate, step: interval, index: max(wholeIntervals(behind), 0))
    }

    /// Whether the interval is a positive finite number.
    internal var isRegular: Bool { interval > 0 && interval.isFinite }

    /// The dates of a periodic schedule, in increasing order.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        internal let first: Date
        internal let step: Double
        internal var index: Double

        /// The next date; `nil` after the single entry of an irregular schedule.
        public mutating func next() -> Date? {
            if index > 0 && !step.isFinite { return nil }
            defer { index += 1 }
            return first.addingTimeInterval(step.isFinite ? index * step : 0)
        }
    }
}

nonisolated extension PeriodicTimelineSchedule: ComputedTimelineSchedule {
    package func entry(start: Date, elapsed: Double) -> TimelineEntry {
        let since = start.timeIntervalSince(startDate) + elapsed
        guard isRegular else {
            return TimelineEntry(date: since >= 0 ? startDate : start, cadence: .minutes)
        }
        let cadence = TimelineEntry.cadence(interval: interval)
        let count = wholeIntervals(since / interval)
        guard count >= 0, since.isFinite else {
            return TimelineEntry(date: start, cadence: cadence)
        }
        return TimelineEntry(date: startDate.addingTimeInterval(count * interval), cadence: cadence)
    }
}

nonisolated extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule that updates every `interval` seconds from `startDate`.
    /// - Parameters:
    ///   - startDate: The date of the first entry.
    ///   - interval: The time between two entries, in seconds.
    public static func periodic(from startDate: Date, by interval: TimeInterval)
        -> PeriodicTimelineSchedule
    {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
