import Foundation

/// A schedule for updating a timeline view at the start of every minute, as SwiftUI's
/// `EveryMinuteTimelineSchedule`: `.everyMinute`.
///
/// The entries are the start date, then every whole minute after it: dates whose
/// `timeIntervalSinceReferenceDate` is a multiple of 60 (whole minutes of UTC, leap
/// seconds aside). The cadence is `.minutes`.
nonisolated public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates a schedule that updates at the start of every minute.
    public init() {}

    /// The start date, then every whole minute after it.
    /// - Parameters:
    ///   - startDate: The first date.
    ///   - mode: Ignored: Kinema always reads schedules in `.normal` mode.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down)
        return Entries(start: startDate, nextMinute: minute + 1)
    }

    /// The dates of an every-minute schedule, in increasing order.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        internal let start: Date
        internal var nextMinute: Double
        internal var gaveStart = false

        /// The next date.
        public mutating func next() -> Date? {
            guard gaveStart else {
                gaveStart = true
                return start
            }
            defer { nextMinute += 1 }
            return Date(timeIntervalSinceReferenceDate: nextMinute * 60)
        }
    }
}

nonisolated extension EveryMinuteTimelineSchedule: ComputedTimelineSchedule {
    package func entry(start: Date, elapsed: Double) -> TimelineEntry {
        let now = start.timeIntervalSinceReferenceDate + elapsed
        let minute = (now / 60).rounded(.down) * 60
        let date = max(start, Date(timeIntervalSinceReferenceDate: minute))
        return TimelineEntry(date: date, cadence: .minutes)
    }
}

nonisolated extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule that updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
