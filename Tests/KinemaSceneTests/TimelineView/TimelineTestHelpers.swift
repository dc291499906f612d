import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

/// The date at `seconds` after the reference date (the default start date).
func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

/// What a timeline view's content saw: the date as seconds since the reference date,
/// and the cadence.
struct Seen: Equatable, CustomStringConvertible {
    var seconds: Double
    var cadence: TimelineViewDefaultContext.Cadence

    var description: String { "\(seconds) \(cadence)" }

    /// The text a content shows for its context.
    static func text(_ context: TimelineViewDefaultContext) -> Text {
        Text("\(context.date.timeIntervalSinceReferenceDate) \(context.cadence)")
    }

    /// The context shown by the text of `list`, parsed back.
    static func parse(_ list: DisplayList) -> Seen? {
        for item in list.items {
            guard case .text(let run) = item else { continue }
            let parts = run.string.split(separator: " ")
            guard parts.count == 2, let seconds = Double(String(parts[0])) else { return nil }
            let cadences: [String: TimelineViewDefaultContext.Cadence] = [
                "live": .live, "seconds": .seconds, "minutes": .minutes,
            ]
            guard let cadence = cadences[String(parts[1])] else { return nil }
            return Seen(seconds: seconds, cadence: cadence)
        }
        return nil
    }
}

/// The timeline of a scene showing what a timeline view of `schedule` sees.
@MainActor
func timelineShowing<S: TimelineSchedule & Sendable>(
    _ schedule: S, startDate: Date = date(0)
) -> SceneTimeline<Int> {
    SceneTimeline(size: CGSize(width: 300, height: 40), initialState: 0, startDate: startDate) {
        _ in
        TimelineView(schedule) { context in Seen.text(context) }
    }
}

/// What a timeline view of `schedule` sees at each of `times`.
@MainActor
func seen<S: TimelineSchedule & Sendable>(
    _ schedule: S, at times: [Double], startDate: Date = date(0)
) -> [Seen?] {
    let timeline = timelineShowing(schedule, startDate: startDate)
    return times.map { Seen.parse(timeline.frame(at: $0)) }
}
