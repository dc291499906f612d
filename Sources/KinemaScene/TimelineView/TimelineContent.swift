import Foundation
import KinemaAnimation

/// A timeline view's content as dynamic content: the content for the schedule's entry
/// at a frame's absolute time (never the time since the view appeared).
///
/// The schedule and the content closure come from a view's body on the main actor and
/// are carried into the compiled scene, read (never changed) by frames drawn on any
/// thread: ``TimelineView`` documents that both must be pure functions.
nonisolated internal struct TimelineContent<Schedule: TimelineSchedule, Content: View>:
    DynamicContent
{
    nonisolated(unsafe) let schedule: Schedule
    nonisolated(unsafe) let content: (TimelineViewDefaultContext) -> Content
    /// The scene's start date.
    let startDate: Date
    /// The entry of the compiled content (at the compiled state's time).
    let compiled: TimelineEntry

    init(
        schedule: Schedule, content: @escaping (TimelineViewDefaultContext) -> Content,
        startDate: Date, compiledTime: Double
    ) {
        self.schedule = schedule
        self.content = content
        self.startDate = startDate
        compiled = TimelineEntry.of(schedule, start: startDate, time: compiledTime)
    }

    /// The entry at scene time `time`.
    func entry(at time: Double) -> TimelineEntry {
        TimelineEntry.of(schedule, start: startDate, time: time)
    }

    /// The compiled content.
    func frame(elapsed: Double, base: ViewResolver) -> DynamicFrame {
        frame(for: compiled)
    }

    func frame(elapsed: Double, time: Double?, base: ViewResolver) -> DynamicFrame {
        frame(for: time.map(entry(at:)) ?? compiled)
    }

    private func frame(for entry: TimelineEntry) -> DynamicFrame {
        let view = content(TimelineViewDefaultContext(date: entry.date, cadence: entry.cadence))
        return DynamicFrame(current: ViewResolver(view))
    }

    /// Settled while the entry is the compiled one.
    func isSettled(at time: Double) -> Bool {
        let entry = entry(at: time)
        return entry.date == compiled.date && entry.cadence == compiled.cadence
    }

    /// The timeline's clock is the scene's: it never restarts.
    func restartsClock(replacing old: any DynamicContent) -> Bool { false }

    /// The content changes its layout from entry to entry.
    var isLaidOutAgain: Bool { true }
}
