import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaViews
import Testing

/// The date and cadence a `TimelineView`'s content sees at chosen frame times, for each
/// schedule: exact values (the start date is the reference date, intervals are binary
/// fractions or whole numbers unless the test is about decimals).
@MainActor
@Suite("Timeline schedules")
struct TimelineScheduleTests {
    @Test(arguments: [0.0, 0.5, 1.25, 3, 1000.125])
    func animationShowsTheFrameTime(time: Double) {
        #expect(seen(.animation, at: [time]) == [Seen(seconds: time, cadence: .live)])
    }

    @Test(
        arguments: [
            (0.25, 0.3, 0.25, .live), (0.25, 1, 1, .live), (0.25, 0.74, 0.5, .live),
            (2, 3.9, 2, .seconds), (2, 1.99, 0, .seconds), (90, 200, 180, .minutes),
        ] as [(Double, Double, Double, TimelineViewDefaultContext.Cadence)])
    func animationWithMinimumIntervalIsQuantized(
        interval: Double, time: Double, shown: Double, cadence: TimelineViewDefaultContext.Cadence
    ) {
        #expect(
            seen(.animation(minimumInterval: interval), at: [time])
                == [Seen(seconds: shown, cadence: cadence)])
    }

    @Test func decimalIntervalsReachTheEntryTheyName() {
        // 0.3 / 0.1 is 2.9999999999999996: the third entry is still reached.
        #expect(
            seen(.animation(minimumInterval: 0.1), at: [0.3]) == [
                Seen(seconds: 3 * 0.1, cadence: .live)
            ])
        #expect(
            seen(.periodic(from: date(0), by: 0.1), at: [0.7]) == [
                Seen(seconds: 7 * 0.1, cadence: .live)
            ])
    }

    @Test func badMinimumIntervalsAreNone() {
        for interval in [0, -1, Double.nan] {
            #expect(
                seen(.animation(minimumInterval: interval), at: [1.5]) == [
                    Seen(seconds: 1.5, cadence: .live)
                ])
        }
        #expect(
            seen(.animation(minimumInterval: .infinity), at: [1.5]) == [
                Seen(seconds: 0, cadence: .minutes)
            ])
    }

    @Test func pausedAnimationStaysAtTheStart() {
        #expect(
            seen(.animation(paused: true), at: [0, 2, 50])
                == Array(repeating: Seen(seconds: 0, cadence: .live), count: 3))
        #expect(
            seen(.animation(minimumInterval: 0.5, paused: true), at: [7]) == [
                Seen(seconds: 0, cadence: .live)
            ])
    }

    @Test func periodicCountsFromItsStart() {
        let schedule = PeriodicTimelineSchedule.periodic(from: date(1), by: 1)
        #expect(
            seen(schedule, at: [0, 0.5, 1, 2.999, 3, 10.5])
                == [0, 0, 1, 2, 3, 10].map { Seen(seconds: $0, cadence: .seconds) })
    }

    @Test func periodicThatStartedEarlierShowsItsLatestEntry() {
        let schedule = PeriodicTimelineSchedule.periodic(from: date(-10), by: 3)
        #expect(
            seen(schedule, at: [0, 2, 2.5])
                == [-1, 2, 2].map { Seen(seconds: $0, cadence: .seconds) })
    }

    @Test(
        arguments: [
            (0.5, TimelineViewDefaultContext.Cadence.live), (1, .seconds), (59, .seconds),
            (60, .minutes), (120, .minutes),
        ])
    func periodicCadence(interval: Double, cadence: TimelineViewDefaultContext.Cadence) {
        #expect(
            seen(.periodic(from: date(0), by: interval), at: [0]) == [
                Seen(seconds: 0, cadence: cadence)
            ])
    }

    @Test func periodicWithoutAPositiveIntervalHasOneEntry() {
        for interval in [0, -2, Double.nan, .infinity] {
            #expect(
                seen(.periodic(from: date(1), by: interval), at: [0.5, 1, 30])
                    == [0, 1, 1].map { Seen(seconds: $0, cadence: .minutes) })
        }
    }

    @Test func everyMinuteShowsWholeMinutes() {
        #expect(
            seen(.everyMinute, at: [0, 59.5, 60, 150])
                == [0, 0, 60, 120].map { Seen(seconds: $0, cadence: .minutes) })
        // From a start between two minutes: the start, then the next whole minute.
        #expect(
            seen(.everyMinute, at: [0, 29, 30, 95], startDate: date(30))
                == [30, 30, 60, 120].map { Seen(seconds: $0, cadence: .minutes) })
    }

    @Test func explicitShowsTheLatestListedDate() {
        let schedule = ExplicitTimelineSchedule.explicit([date(1), date(3), date(7)])
        #expect(
            seen(schedule, at: [0, 0.5, 1, 5, 7, 100])
                == [
                    Seen(seconds: 0, cadence: .seconds), Seen(seconds: 0, cadence: .seconds),
                    Seen(seconds: 1, cadence: .seconds), Seen(seconds: 3, cadence: .seconds),
                    Seen(seconds: 7, cadence: .minutes), Seen(seconds: 7, cadence: .minutes),
                ])
    }

    @Test func explicitInThePastShowsItsLastDate() {
        let schedule = ExplicitTimelineSchedule.explicit([date(-5), date(-2)])
        #expect(
            seen(schedule, at: [0, 4]) == [
                Seen(seconds: -2, cadence: .minutes), Seen(seconds: -2, cadence: .minutes),
            ])
        #expect(
            seen(ExplicitTimelineSchedule.explicit([Date]()), at: [3]) == [
                Seen(seconds: 0, cadence: .minutes)
            ])
    }

    @Test func customScheduleIsReadInOrder() {
        #expect(
            seen(EveryOtherSecond(), at: [0, 1.5, 2, 5.9, 200])
                == [
                    Seen(seconds: 0, cadence: .seconds), Seen(seconds: 0, cadence: .seconds),
                    Seen(seconds: 2, cadence: .seconds), Seen(seconds: 4, cadence: .seconds),
                    Seen(seconds: 198, cadence: .minutes),
                ])
    }

    @Test(arguments: [Double.nan, -.infinity, .infinity, -1, -0.0])
    func nonFiniteAndNegativeTimesShowTheStart(time: Double) {
        for schedule in [
            AnySchedule(.animation), AnySchedule(.periodic(from: date(0), by: 1)),
            AnySchedule(.everyMinute), AnySchedule(EveryOtherSecond()),
        ] {
            #expect(seen(schedule, at: [time]).first??.seconds == 0)
        }
    }

    @Test func startDateShiftsEveryDate() {
        let timeline = SceneTimeline(
            size: CGSize(width: 100, height: 40), initialState: 0, startDate: date(1000)
        ) { _ in
            TimelineView(.animation) { context in
                Text("\(context.date.timeIntervalSince1970)")
            }
        }
        #expect(timeline.startDate == date(1000))
        guard
            case .text(let run)? = timeline.frame(at: 2).items.first(where: {
                if case .text = $0 { true } else { false }
            })
        else {
            Issue.record("no text")
            return
        }
        #expect(run.string == "\(978_307_200.0 + 1002)")
        let unset = SceneTimeline(size: canvas, initialState: 0, startDate: date(.nan)) { _ in
            EmptyView()
        }
        #expect(unset.startDate == date(0))
    }
}

/// A custom schedule: every other second from the start, for 100 entries.
struct EveryOtherSecond: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        (0..<100).map { startDate.addingTimeInterval(2 * Double($0)) }
    }
}

/// A schedule of any other, to run one test over several.
struct AnySchedule: TimelineSchedule, Sendable {
    let entries: @Sendable (Date, TimelineScheduleMode) -> AnySequence<Date>

    init<S: TimelineSchedule & Sendable>(_ schedule: S) {
        entries = { AnySequence(schedule.entries(from: $0, mode: $1)) }
    }

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        entries(startDate, mode)
    }
}

@MainActor
@Suite("Timeline schedule entries")
struct TimelineScheduleEntryTests {
    /// Reading a built-in schedule's entries gives the date Kinema computes directly.
    @Test func builtInEntriesAgreeWithTheirComputedDates() {
        func check<S: TimelineSchedule & Sendable>(
            _ schedule: S, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let times = [0, 0.3, 2, 61, 125.5, 1000]
            let read = seen(AnySchedule(schedule), at: times).map { $0?.seconds }
            let computed = seen(schedule, at: times).map { $0?.seconds }
            #expect(read == computed, sourceLocation: sourceLocation)
        }
        check(.periodic(from: date(-10), by: 3))
        check(.periodic(from: date(5), by: 0.5))
        check(.everyMinute)
        check(.animation(minimumInterval: 0.25))
        check(.animation(paused: true))
        #expect(
            Array(
                AnimationTimelineSchedule.animation(paused: true).entries(
                    from: date(3), mode: .normal)) == [date(3)])
        #expect(
            Array(
                PeriodicTimelineSchedule.periodic(from: date(1), by: 0).entries(
                    from: date(0), mode: .lowFrequency)) == [date(1)])
        #expect(
            Array(
                EveryMinuteTimelineSchedule.everyMinute.entries(from: date(30), mode: .normal)
                    .prefix(3)) == [date(30), date(60), date(120)])
    }
}
