import Foundation
import KinemaGraphics

/// A view that updates according to a schedule, as SwiftUI's `TimelineView`.
///
/// ```swift
/// TimelineView(.animation) { context in
///     let t = context.date.timeIntervalSinceReferenceDate
///     Canvas { graphics, size in
///         graphics.fill(
///             Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
///                 .offsetBy(dx: size.width / 2 + 30 * cos(t), dy: size.height / 2 - 10),
///             with: .color(.blue))
///     }
/// }
/// ```
///
/// **Dates come from the scene's time.** A scene has a start date (``SceneTimeline``'s
/// `startDate`, fixed by default); at frame time *t* "now" is `startDate + t`, and the
/// content sees the schedule's latest entry at or before now (see ``TimelineSchedule``
/// for how schedules are read, and each schedule for its dates). Times that are NaN,
/// negative or infinite show the start time (*t* = 0).
///
/// **Cadence.** `context.cadence` is how often the entries come: `.live` for
/// `.animation` (and any schedule whose entries are under a second apart), `.seconds`
/// when they are a second to a minute apart (`.periodic(from:by:)` of 1 s to 59 s, or
/// `.animation(minimumInterval:)` of as much), `.minutes` for a minute or more
/// (`.everyMinute`). For explicit and custom schedules it is the gap between the entry
/// shown and the next one, and `.minutes` after the last entry. Kinema reads schedules
/// in `.normal` mode only, so the cadence never drops for an always-on display.
///
/// **When the content runs.** The content closure runs on the main actor when a state
/// of the scene is compiled (for the date at the state's time: the scene's layout is
/// made from that content) and again at drawing time, on the thread that draws the
/// frame, for every frame whose entry differs from the compiled one. Frames are drawn
/// concurrently, so the content must be a pure function of the context (as SwiftUI
/// requires of a body), and so must the bodies of the views it makes and a `Canvas`
/// renderer inside it (which runs at drawing time for such frames). A frame whose entry
/// is the compiled one costs nothing extra: a paused or finished schedule, or the time
/// between two entries of `.periodic(from:by:)`, draws the compiled content.
///
/// **Layout.** The timeline view takes, in its parent, the size its content had when
/// the state was compiled; at each frame the content is laid out again in that space
/// (its root centred in it), so text, shapes and structure may change from entry to
/// entry without moving the views around it. Attributes that a state change animates
/// keep animating inside the content: the animation's remaining offset is added to the
/// values of the frame's content.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// The schedule.
    internal let schedule: Schedule
    /// The content for a context.
    internal let content: (TimelineViewDefaultContext) -> Content
}

nonisolated extension TimelineView: View where Content: View {
    /// Creates a timeline view that shows `content` for the entries of `schedule`.
    /// - Parameters:
    ///   - schedule: When the content updates: `.animation`, `.periodic(from:by:)`,
    ///     `.everyMinute`, `.explicit(_:)` or your own ``TimelineSchedule``.
    ///   - content: The view for a context (its date and cadence); a pure function of
    ///     the context, called at drawing time on any thread.
    public init(
        _ schedule: Schedule,
        @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
    ) {
        self.schedule = schedule
        self.content = content
    }

    /// No body: Kinema resolves the timeline view itself.
    public typealias Body = Never
}

nonisolated extension TimelineView: PrimitiveView where Content: View {
    /// Resolves the content for the entry at the time being compiled, as dynamic content
    /// resolved again at drawing time.
    @MainActor package func resolve(id: ViewIdentity, context: inout ResolveContext) {
        let timeline = TimelineContent(
            schedule: schedule, content: content, startDate: context.startDate,
            compiledTime: context.time)
        if !timeline.compiled.isComplete {
            context.diagnose(
                "TimelineView: the schedule \(Schedule.self) gave "
                    + "\(TimelineScheduleLimits.maximumEntries) entries without passing "
                    + "\(timeline.compiled.date); the latest entry read is shown")
        }
        _DynamicView(content: timeline, base: EmptyView()).resolve(id: id, context: &context)
    }
}

/// The context a timeline view's content is given, as SwiftUI's
/// `TimelineViewDefaultContext`: the same type for every schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
    .Context
