import Foundation

/// A type that provides a sequence of dates for a ``TimelineView`` to update at, as
/// SwiftUI's `TimelineSchedule`.
///
/// ```swift
/// struct EveryOtherSecond: TimelineSchedule {
///     func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
///         (0..<100).map { startDate.addingTimeInterval(2 * Double($0)) }
///     }
/// }
/// TimelineView(EveryOtherSecond()) { context in Text("\(context.date)") }
/// ```
///
/// **How Kinema reads a schedule.** A scene's frames run on scene time, never the wall
/// clock: at time *t* the scene's "now" is `startDate + t` (``SceneTimeline``'s
/// `startDate`), and a timeline view shows the latest entry at or before "now" of
/// `entries(from: startDate, mode: .normal)`. Kinema reads the entries in order and stops
/// at the first one after "now", or after ``TimelineScheduleLimits/maximumEntries``
/// entries, whichever comes first, so a schedule that never passes "now" (an endless
/// run of equal or decreasing dates) cannot hang a frame: the latest entry read is
/// shown (and, when that happens while a state is compiled, the timeline records a
/// diagnostic). Entries that are not finite dates are skipped. The entries are asked for
/// anew for each frame, so `entries(from:mode:)` must return promptly: a lazy sequence
/// or a collection of moderate size. Before the first entry the view shows the start date (the view renders
/// once when it first appears, as SwiftUI does with a schedule whose dates are all in
/// the future). The built-in schedules are computed in constant time, without reading
/// their entries.
///
/// `entries(from:mode:)` may be called at drawing time on any thread: it must be a pure
/// function of its arguments.
nonisolated public protocol TimelineSchedule {
    /// The sequence of dates.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The modes a schedule provides entries for.
    typealias Mode = TimelineScheduleMode

    /// The dates to update at, in increasing order, beginning at or before `startDate`
    /// (a date before it shows at once).
    /// - Parameters:
    ///   - startDate: The date the view starts showing (the scene's start date).
    ///   - mode: How often the schedule may update; Kinema always asks for `.normal`.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

/// The modes a ``TimelineSchedule`` provides entries for, as SwiftUI's
/// `TimelineScheduleMode`.
///
/// Kinema renders every frame it is asked for and always reads schedules in `.normal`
/// mode; `.lowFrequency` (an always-on display's) is there for source compatibility.
nonisolated public enum TimelineScheduleMode: Hashable, Sendable {
    /// The schedule may update as often as it likes.
    case normal
    /// The schedule should update rarely, about once a second or less.
    case lowFrequency
}

/// The bound on reading a custom schedule (Kinema's own).
nonisolated public enum TimelineScheduleLimits {
    /// The most entries of a schedule read for one date: 100,000.
    ///
    /// A schedule of one entry per millisecond is read exactly for 100 seconds of scene
    /// time; past that (or for a schedule whose entries never pass "now"), the view
    /// shows the latest entry read and the timeline records a diagnostic.
    public static let maximumEntries = 100_000
}
