import Foundation
import KinemaScene

/// A schedule for updating a timeline view at explicit dates, as SwiftUI's
/// `ExplicitTimelineSchedule`: `.explicit(_:)`.
///
/// ```swift
/// TimelineView(.explicit([start.addingTimeInterval(1), start.addingTimeInterval(3)])) {
///     context in Text(context.date < start.addingTimeInterval(3) ? "Ready" : "Go")
/// }
/// ```
///
/// The view shows the latest listed date at or before "now"; before the first one, the
/// scene's start date (SwiftUI renders once with the current date until the first date
/// arrives); after the last, the last, for good. The dates are read as any schedule's
/// (see `TimelineSchedule`): in order, up to the first after "now", and at most
/// `TimelineScheduleLimits.maximumEntries` of them. The sequence is read anew for each
/// frame, on any thread: give one that can be iterated many times (an array, a mapped
/// range), not a single-pass sequence.
nonisolated public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
    /// The dates.
    internal let dates: Entries

    /// Creates a schedule of the given dates.
    /// - Parameter dates: The dates, in increasing order.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates given at creation, whatever the start date.
    /// - Parameters:
    ///   - startDate: Ignored.
    ///   - mode: Ignored.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

nonisolated extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

nonisolated extension TimelineSchedule {
    /// A schedule that updates at the given dates.
    /// - Parameter dates: The dates, in increasing order.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
