import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Synchronization
import Testing

/// Counts calls from any thread.
final class CallCounter: Sendable {
    private let count = Mutex(0)

    func increment() { count.withLock { $0 += 1 } }

    var value: Int { count.withLock { $0 } }
}

/// A modifier whose body moves its content down by its `shift`: an animatable modifier
/// evaluated inside a timeline view's content.
struct Shift: ViewModifier, Animatable {
    var shift: Double

    nonisolated var animatableData: Double {
        get { shift }
        set { shift = newValue }
    }

    func body(content: Content) -> some View { content.offset(y: shift) }
}

/// A view written as SwiftUI code: a timeline view in a body, reading the context.
struct MinuteBadge: View {
    var label: String

    var body: some View {
        TimelineView(.everyMinute) { context in
            let minutes = Int(context.date.timeIntervalSinceReferenceDate / 60)
            Text("\(label) \(minutes) \(context.cadence > .seconds ? "slow" : "fast")")
        }
    }
}

/// `TimelineView` in scenes: with other views, state changes, canvases, modifiers, and
/// frames drawn concurrently.
@MainActor
@Suite("TimelineView in scenes")
struct TimelineViewSceneTests {
    @Test func hostileSchedulesDoNotHang() {
        let same = ExplicitTimelineSchedule.explicit(repeatElement(date(0), count: .max))
        let backwards = ExplicitTimelineSchedule.explicit(
            sequence(first: date(1)) { $0.addingTimeInterval(-1) })
        let notANumber = ExplicitTimelineSchedule.explicit(
            repeatElement(date(.nan), count: .max))
        #expect(
            seen(same, at: [0, 5]) == [
                Seen(seconds: 0, cadence: .minutes), Seen(seconds: 0, cadence: .minutes),
            ])
        #expect(seen(backwards, at: [3]) == [Seen(seconds: 1, cadence: .minutes)])
        #expect(seen(notANumber, at: [3]) == [Seen(seconds: 0, cadence: .minutes)])
        let timeline = timelineShowing(same)
        #expect(timeline.diagnostics.contains { $0.message.contains("100000 entries") })
    }

    @Test func finiteCustomScheduleAddsNoDiagnostic() {
        #expect(timelineShowing(EveryOtherSecond()).diagnostics.isEmpty)
        #expect(
            timelineShowing(PeriodicTimelineSchedule.periodic(from: date(0), by: 1)).diagnostics
                .isEmpty)
    }

    @Test func settledFramesDoNotRunTheContent() {
        let calls = CallCounter()
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            TimelineView(.animation(paused: true)) { _ in
                calls.increment()
                return Square()
            }
        }
        #expect(calls.value == 1)  // the compile
        for t in [0, 1, 2.5, 10] { _ = timeline.frame(at: t) }
        #expect(calls.value == 1)
        let periodic = SceneTimeline(size: canvas, initialState: 0) { _ in
            TimelineView(.periodic(from: date(0), by: 1)) { _ in
                calls.increment()
                return Square()
            }
        }
        #expect(calls.value == 2)
        for t in [0, 0.25, 0.5, 0.99] { _ = periodic.frame(at: t) }
        #expect(calls.value == 2)  // the compiled entry: nothing resolved again
        _ = periodic.frame(at: 1.5)
        #expect(calls.value == 3)
    }

    @Test func contentMovesWithTheFrameTime() {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            TimelineView(.animation) { context in
                Square().offset(x: 10 * context.date.timeIntervalSinceReferenceDate)
            }
        }
        for t in [0, 0.5, 1.25, 3] {
            expectClose(timeline.frame(at: t).box(0).minX, 45 + 10 * t, absolute: 1e-9)
        }
    }

    @Test func insideAStackTheSiblingsStayPut() {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            HStack(spacing: 0) {
                Square()
                TimelineView(.periodic(from: date(0), by: 1)) { context in
                    Rectangle().fill(blue)
                        .frame(
                            width: 10,
                            height: 10 + context.date.timeIntervalSinceReferenceDate)
                }
                Square()
            }
        }
        let first = timeline.frame(at: 0)
        let later = timeline.frame(at: 4)
        #expect(first.box(0) == CGRect(x: 35, y: 45, width: 10, height: 10))
        #expect(later.box(0) == first.box(0))
        #expect(later.box(2) == first.box(2))
        // The middle rectangle grows in the space its compiled content had, centred.
        #expect(first.box(1) == CGRect(x: 45, y: 45, width: 10, height: 10))
        #expect(later.box(1) == CGRect(x: 45, y: 43, width: 10, height: 14))
    }

    @Test func structureMayChangeFromEntryToEntry() {
        let timeline = SceneTimeline(size: CGSize(width: 200, height: 40), initialState: 0) { _ in
            TimelineView(.explicit([date(2)])) { context in
                if context.date < date(2) {
                    Text("Ready")
                } else {
                    Text("Go").font(.system(size: 20))
                }
            }
        }
        func texts(_ t: Double) -> [String] {
            timeline.frame(at: t).items.compactMap {
                if case .text(let run) = $0 { run.string } else { nil }
            }
        }
        #expect(texts(0) == ["Ready"])
        #expect(texts(1.9) == ["Ready"])
        #expect(texts(2) == ["Go"])
    }

    @Test func stateChangesAnimateInsideTheContent() {
        var timeline = SceneTimeline(size: canvas, initialState: 0.0) { x in
            TimelineView(.animation) { context in
                Square().offset(x: x, y: context.date.timeIntervalSinceReferenceDate)
            }
        }
        timeline.change(at: 2, animation: .linear(duration: 1)) { $0 = 40 }
        func origin(_ t: Double) -> CGPoint { timeline.frame(at: t).box(0).origin }
        #expect(origin(1) == CGPoint(x: 45, y: 46))
        #expect(origin(2.5) == CGPoint(x: 65, y: 47.5))  // half way, and the time
        #expect(origin(4) == CGPoint(x: 85, y: 49))
    }

    @Test func stateAndDateBothReachTheContent() {
        var timeline = SceneTimeline(size: CGSize(width: 200, height: 40), initialState: "a") {
            name in
            TimelineView(.periodic(from: date(0), by: 1)) { context in
                Text("\(name) \(Int(context.date.timeIntervalSinceReferenceDate))")
            }
        }
        timeline.change(at: 2.5) { $0 = "b" }
        func text(_ t: Double) -> String? {
            timeline.frame(at: t).items.lazy.compactMap {
                if case .text(let run) = $0 { run.string } else { nil }
            }.first
        }
        #expect(text(0) == "a 0")
        #expect(text(1.5) == "a 1")
        #expect(text(2.5) == "b 2")
        #expect(text(3) == "b 3")
    }

    @Test func canvasInsideRunsAtEachFrame() {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            TimelineView(.animation) { context in
                let t = context.date.timeIntervalSinceReferenceDate
                Canvas { graphics, size in
                    graphics.fill(
                        Path(CGRect(x: 10 * t, y: 0, width: 5, height: 5)), with: .color(red))
                }
                .frame(width: 50, height: 50)
            }
        }
        #expect(timeline.diagnostics.isEmpty)
        for t in [0, 1, 2.5] {
            expectClose(timeline.frame(at: t).box(0).minX, 25 + 10 * t, absolute: 1e-9)
            expectClose(timeline.frame(at: t).box(0).minY, 25, absolute: 1e-9)
        }
    }

    @Test func animatableModifiersInTheContent() {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            TimelineView(.animation(minimumInterval: 0.5)) { context in
                Square().modifier(Shift(shift: 4 * context.date.timeIntervalSinceReferenceDate))
                    .rotationEffect(.degrees(0))
            }
        }
        expectClose(timeline.frame(at: 0).box(0).minY, 45, absolute: 1e-9)
        expectClose(timeline.frame(at: 1.2).box(0).minY, 49, absolute: 1e-9)
        expectClose(timeline.frame(at: 2.6).box(0).minY, 55, absolute: 1e-9)
    }

    @Test func nestedTimelineViews() {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            VStack {
                TimelineView(.periodic(from: date(0), by: 2)) { outer in
                    TimelineView(.animation) { inner in
                        Square().offset(
                            x: outer.date.timeIntervalSinceReferenceDate,
                            y: inner.date.timeIntervalSinceReferenceDate)
                    }
                }
            }
        }
        #expect(timeline.frame(at: 3).box(0).origin == CGPoint(x: 47, y: 48))
    }

    @Test func viewBodiesMakeTimelineViews() {
        let timeline = SceneTimeline(size: CGSize(width: 200, height: 40), initialState: 0) { _ in
            VStack { MinuteBadge(label: "up") }
        }
        func text(_ t: Double) -> String? {
            timeline.frame(at: t).items.lazy.compactMap {
                if case .text(let run) = $0 { run.string } else { nil }
            }.first
        }
        #expect(text(0) == "up 0 slow")
        #expect(text(59) == "up 0 slow")
        #expect(text(125) == "up 2 slow")
    }

    @Test func timeDrivenRotationDoesNotSpinBackOnAnAnimatedChange() throws {
        var timeline = SceneTimeline(size: canvas, initialState: 1.0) { scale in
            TimelineView(.animation) { context in
                Square().scaleEffect(scale)
                    .rotationEffect(.degrees(10 * context.date.timeIntervalSinceReferenceDate))
            }
        }
        timeline.change(at: 3, animation: .linear(duration: 1)) { $0 = 3 }
        for (t, scale) in [(2.0, 1.0), (3, 1), (3.5, 2), (5, 3)] {
            let transform = try #require(timeline.frame(at: t).drawings.first?.transform)
            let angle = atan2(transform.b, transform.a) * 180 / .pi
            expectClose(angle, 10 * t, absolute: 1e-9)
            expectClose(
                (transform.a * transform.a + transform.b * transform.b).squareRoot(), scale,
                absolute: 1e-9)
        }
    }

    @Test func serialEqualsConcurrent() async {
        var timeline = SceneTimeline(size: canvas, initialState: 0.0) { x in
            VStack {
                TimelineView(.animation) { context in
                    let t = context.date.timeIntervalSinceReferenceDate
                    Canvas { graphics, size in
                        graphics.fill(
                            Path(
                                ellipseIn: CGRect(x: 20 + 10 * cos(t), y: 20, width: 6, height: 6)),
                            with: .color(blue))
                    }
                    .frame(width: 60, height: 40)
                    .rotationEffect(.degrees(30 * t))
                    .offset(x: x)
                }
                TimelineView(.periodic(from: date(0), by: 0.25)) { context in
                    Text("\(context.date.timeIntervalSinceReferenceDate)")
                }
            }
        }
        timeline.change(at: 0.5, animation: .spring(duration: 0.6, bounce: 0.3)) { $0 = 20 }
        let times = (0..<64).map { Double($0) / 32 }
        let serial = times.map { timeline.frame(at: $0) }
        let frozen = timeline
        let concurrent = await withTaskGroup(of: (Int, DisplayList).self) { group in
            for (i, t) in times.enumerated() {
                group.addTask { (i, await frozen.prepareFrame(at: t).displayList()) }
            }
            var results = [DisplayList?](repeating: nil, count: times.count)
            for await (i, list) in group { results[i] = list }
            return results
        }
        #expect(concurrent == serial.map { $0 })
        #expect(serial[10] != serial[30])
    }
}
