// The virtual clock of hosted scenes: Task.sleep, DispatchQueue.asyncAfter and async wait
// on scene time while a SceneClock is current, and on the wall clock otherwise.
import Dispatch
import KinemaScene
import KinemaSceneWaits
import KinemaTestSupport
import Testing

@MainActor
@Suite("Scene clock")
struct SceneClockTests {
    @Test("A task that sleeps one second resumes at exactly one second of scene time")
    func sleepFor() async {
        let clock = SceneClock()
        var log: [Double] = []
        clock.run {
            Task {
                try await Task.sleep(for: .seconds(1))
                log.append(clock.now)
            }
        }
        await clock.advance(to: 0.5)
        #expect(log.isEmpty)
        #expect(clock.now == 0.5)
        await clock.advance(to: 2)
        #expect(log == [1])
        #expect(clock.now == 2)
    }

    @Test("Sleeps in a loop and in several tasks wake in time order, each at its own time")
    func loops() async {
        let clock = SceneClock()
        var log: [String] = []
        clock.run {
            Task {
                for _ in 0..<3 {
                    try await Task.sleep(nanoseconds: 250_000_000)
                    log.append("a \(clock.now)")
                }
            }
            Task {
                try await Task.sleep(for: .milliseconds(600))
                log.append("b \(clock.now)")
            }
        }
        await clock.advance(to: 10)
        #expect(log == ["a 0.25", "a 0.5", "b 0.6", "a 0.75"])
    }

    @Test("A long sleep in scene time does not wait on the wall clock")
    func longSleep() async {
        let clock = SceneClock()
        var woke: Double?
        clock.run {
            Task {
                try await Task.sleep(for: .seconds(3_600))
                woke = clock.now
            }
        }
        await clock.advance(to: 7_200)
        #expect(woke == 3_600)
    }

    @Test("asyncAfter and async run on the scene clock, in the order they are due")
    func dispatch() async {
        let clock = SceneClock()
        var log: [String] = []
        clock.run {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                MainActor.assumeIsolated { log.append("after \(clock.now)") }
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { log.append("soon \(clock.now)") }
            }
        }
        await clock.advance(to: 1)
        #expect(log.count == 2)
        #expect(log.first == "soon 0.0")
        let after = Double(log.last?.split(separator: " ").last ?? "") ?? .nan
        expectClose(after, 0.5, absolute: 1e-3)  // the delay is measured when asyncAfter runs
    }

    @Test("Cancelling a sleeping task wakes it with CancellationError at the current time")
    func cancellation() async {
        let clock = SceneClock()
        var outcome: String?
        let task = clock.run {
            Task {
                do {
                    try await Task.sleep(for: .seconds(10))
                    outcome = "woke at \(clock.now)"
                } catch {
                    outcome = "cancelled at \(clock.now)"
                }
            }
        }
        await clock.advance(to: 1)
        task.cancel()
        await clock.advance(to: 20)
        #expect(outcome == "cancelled at 1.0")
    }

    @Test("Odd delays: negative and NaN run now; infinite never comes")
    func oddDelays() async {
        let clock = SceneClock()
        var log: [String] = []
        clock.schedule(after: -1) { log.append("negative \(clock.now)") }
        clock.schedule(after: .nan) { log.append("nan \(clock.now)") }
        clock.schedule(after: .infinity) { log.append("never") }
        await clock.advance(to: 1e300)
        #expect(log == ["negative 0.0", "nan 0.0"])
        #expect(clock.pendingCount == 1)
    }

    @Test("Without a scene clock, the sleeps are the standard ones")
    func unhosted() async throws {
        #expect(SceneClock.current == nil)
        try await Task.sleep(for: .milliseconds(1))
        try await Task.sleep(nanoseconds: 1_000)
    }
}
