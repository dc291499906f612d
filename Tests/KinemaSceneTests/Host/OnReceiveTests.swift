import Foundation
import KinemaCombine
import KinemaCore
import KinemaScene
import KinemaViews
import Testing

/// Counts a timer's ticks, recording the scene time of each.
private struct TickCounter: View {
    let interval: Double
    let stopAfter: Int?
    let timer: Publishers.Autoconnect<Timer.TimerPublisher>
    @State private var ticks: [Double] = []

    init(interval: Double, stopAfter: Int? = nil) {
        self.interval = interval
        self.stopAfter = stopAfter
        timer = Timer.publish(every: interval, on: .main, in: .common).autoconnect()
    }

    var body: some View {
        Text("\(ticks.count)")
            .onReceive(timer) { date in
                ticks.append(date.timeIntervalSinceReferenceDate)
                if let stopAfter, ticks.count == stopAfter { timer.upstream.connect().cancel() }
            }
            .preference(key: TicksKey.self, value: ticks)
    }
}

/// The tick times a counter has seen.
private struct TicksKey: PreferenceKey {
    static let defaultValue: [Double] = []
    static func reduce(value: inout [Double], nextValue: () -> [Double]) { value += nextValue() }
}

/// Records what the counter reports.
@MainActor
private final class ReceivedValues {
    var ticks: [Double] = []
}

@MainActor
@Suite("onReceive with timers and Just on the scene clock")
struct OnReceiveTests {
    private func run(until time: Double, _ content: some View) async -> [Double] {
        let seen = ReceivedValues()
        let host = ViewHost(size: CGSize(width: 100, height: 40)) {
            content.onPreferenceChange(TicksKey.self) { seen.ticks = $0 }
        }
        await host.run(until: time)
        return seen.ticks
    }

    @Test func aTimerTicksAtEachIntervalWithTheScenesDate() async {
        let ticks = await run(until: 1.05, TickCounter(interval: 0.25))
        // The view appears at 0: ticks at 0.25, 0.5, 0.75 and 1 (the date is the scene's
        // start date, the reference date, plus the scene time).
        #expect(ticks.count == 4)
        for (index, time) in ticks.enumerated() {
            #expect(abs(time - 0.25 * Double(index + 1)) < 1e-9, "tick \(index): \(time)")
        }
    }

    @Test func cancellingTheUpstreamStopsTheTimer() async {
        let ticks = await run(until: 2, TickCounter(interval: 0.1, stopAfter: 3))
        #expect(ticks.count == 3)
    }

    @Test func badIntervalsAreATenthOfAMillisecond() async {
        #expect(Timer.publish(every: .nan, on: .main, in: .common).interval == 0.0001)
        #expect(Timer.publish(every: -5, on: .main, in: .common).interval == 0.0001)
        let ticks = await run(until: 0.00105, TickCounter(interval: 0))
        #expect(ticks.count == 10)
    }

    @Test func justDeliversItsValueWhenTheViewAppears() async {
        let seen = ReceivedValues()
        let host = ViewHost(size: CGSize(width: 100, height: 40)) {
            Color.red.onReceive(Just(42.0)) { seen.ticks.append($0) }
        }
        await host.run(until: 0.5)
        #expect(seen.ticks == [42])
    }

    @Test func aViewThatDisappearsStopsReceiving() async {
        let seen = ReceivedValues()
        let host = ViewHost(size: CGSize(width: 100, height: 40)) {
            DisappearingTicker(seen: seen)
        }
        await host.run(until: 2)
        // Ticks at 0.2 ... 1.0; the view is removed at 1.1.
        #expect(seen.ticks.count == 5)
    }
}

/// A ticker removed from the screen at 1.1 s.
private struct DisappearingTicker: View {
    let seen: ReceivedValues
    @State private var shown = true
    let timer = Timer.publish(every: 0.2, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            if shown {
                Color.blue.onReceive(timer) { seen.ticks.append($0.timeIntervalSinceReferenceDate) }
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(1.1))
            shown = false
        }
    }
}
