import Foundation
import KinemaAnimation

/// A timeline view's content as dynamic content: the content for the schedule's entry
/// at a frame's absolute time (never the time since the view appeared).
///
/// The schedule and the content closure come from a view's body on the main actor and
/// stay there: they ride in the compiled scene in a ``MainActorBound`` box, and the
/// content is made again for a frame's entry while the frame is prepared, on the main
/// actor, as SwiftUI evaluates a timeline view's content.
@SlotOwner
nonisolated internal struct TimelineContent<Schedule: TimelineSchedule, Content: View>:
    DynamicContent
{
    /// The schedule and the content closure, on the main actor.
    let view: MainActorBound<(Schedule, (TimelineViewDefaultContext) -> Content)>
    /// The scene's start date.
    let startDate: Date
    /// The entry of the compiled content (at the compiled state's time).
    let compiled: TimelineEntry

    @MainActor init(
        schedule: Schedule, content: @escaping (TimelineViewDefaultContext) -> Content,
        startDate: Date, compiledTime: Double
    ) {
        view = MainActorBound((schedule, content))
        self.startDate = startDate
        compiled = TimelineEntry.of(schedule, start: startDate, time: compiledTime)
    }

    /// The entry at scene time `time`.
    @MainActor func entry(at time: Double) -> TimelineEntry {
        TimelineEntry.of(view.value.0, start: startDate, time: time)
    }

    /// The compiled content.
    @MainActor func frame(elapsed: Double, base: ViewResolver) -> DynamicFrame {
        frame(for: compiled)
    }

    @MainActor func frame(elapsed: Double, time: Double?, base: ViewResolver) -> DynamicFrame {
        frame(for: time.map(entry(at:)) ?? compiled)
    }

    @MainActor private func frame(for entry: TimelineEntry) -> DynamicFrame {
        let content = view.value.1
        let view = content(TimelineViewDefaultContext(date: entry.date, cadence: entry.cadence))
        return DynamicFrame(current: ViewResolver(view))
    }

    /// Settled while the entry is the compiled one.
    @MainActor func isSettled(at time: Double) -> Bool {
        let entry = entry(at: time)
        return entry.date == compiled.date && entry.cadence == compiled.cadence
    }

    /// The timeline's clock is the scene's: it never restarts.
    func restartsClock(replacing old: any DynamicContent) -> Bool { false }

    /// The content changes its layout from entry to entry.
    var isLaidOutAgain: Bool { true }
}
