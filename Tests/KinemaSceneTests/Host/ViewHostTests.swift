// A hosted view's frames against the same animation written as a SceneTimeline change, and
// SwiftUI's documented event behaviour: onAppear + repeatForever, task sleeping on the
// scene clock, withAnimation completions at the logical completion, onChange order and
// values, task(id:) restarts, bindings written by a child, @Observable models, identity.
import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import Observation
import Testing

private let hostCanvas = CGSize(width: 120, height: 120)

/// The arc of a loader at a rotation: the views both forms share.
private struct Arc: View {
    var isRotating: Bool
    var body: some View {
        Circle().trim(from: 0, to: 0.7).stroke(Color.blue, lineWidth: 4)
            .frame(width: 40, height: 40)
            .rotationEffect(.degrees(isRotating ? 360 : 0))
    }
}

/// The usual SwiftUI loader: starts rotating in onAppear.
private struct Loader: View {
    @State private var isRotating = false
    var body: some View {
        Arc(isRotating: isRotating)
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                    isRotating = true
                }
            }
    }
}

/// Grows one second after it appears, from a task that sleeps.
private struct DelayedGrowth: View {
    @State private var isLarge = false
    var body: some View {
        Circle().fill(Color.red).frame(width: isLarge ? 80 : 40, height: isLarge ? 80 : 40)
            .task {
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.spring(duration: 0.5)) { isLarge = true }
            }
    }
}

/// The circle of DelayedGrowth as a timeline's content.
private func growthCircle(_ isLarge: Bool) -> some View {
    Circle().fill(Color.red).frame(width: isLarge ? 80 : 40, height: isLarge ? 80 : 40)
}

@MainActor
private final class EventLog {
    var entries: [String] = []
}

/// Fades in, then records when its animation completed and changes colour then.
private struct CompletionView: View {
    let log: EventLog
    @State private var isVisible = false
    @State private var isDone = false
    var body: some View {
        Rectangle().fill(isDone ? Color.green : Color.gray).opacity(isVisible ? 1 : 0)
            .frame(width: 50, height: 50)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.35)) {
                    isVisible = true
                } completion: {
                    log.entries.append("completed")
                    isDone = true
                }
            }
    }
}

@MainActor
@Suite("ViewHost: SwiftUI views with state and events over scene time")
struct ViewHostTests {
    @Test("onAppear + withAnimation(repeatForever) draws what the same SceneTimeline change does")
    func loaderMatchesTimeline() async {
        let host = ViewHost(size: hostCanvas) { Loader() }
        await host.run(until: 3)
        var timeline = SceneTimeline(size: hostCanvas, initialState: false) { Arc(isRotating: $0) }
        timeline.change(at: 0, animation: .linear(duration: 1).repeatForever(autoreverses: false)) {
            $0 = true
        }
        for time in [0, 0.25, 0.5, 0.999, 1.25, 2.75] {
            #expect(host.timeline.frame(at: time) == timeline.frame(at: time), "t = \(time)")
        }
        // Turning: the quarter-turn frame differs from the start.
        #expect(host.timeline.frame(at: 0.25) != host.timeline.frame(at: 0))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("A task that sleeps 1 s then animates starts its animation at t = 1 of the scene")
    func taskSleepsOnSceneClock() async {
        let host = ViewHost(size: hostCanvas) { DelayedGrowth() }
        await host.run(until: 2)
        var timeline = SceneTimeline(size: hostCanvas, initialState: false) { growthCircle($0) }
        timeline.change(at: 1, animation: .spring(duration: 0.5)) { $0 = true }
        for time in [0, 0.5, 0.999, 1, 1.1, 1.3, 2] {
            #expect(host.timeline.frame(at: time) == timeline.frame(at: time), "t = \(time)")
        }
        #expect(host.timeline.stateTimes.last == 1)
    }

    @Test("The same host run twice gives the same states: time is virtual")
    func deterministic() async {
        var runs: [[Double]] = []
        for _ in 0..<3 {
            let host = ViewHost(size: hostCanvas) { DelayedGrowth() }
            await host.run(until: 5)
            runs.append(host.timeline.stateTimes)
        }
        #expect(runs.allSatisfy { $0 == runs[0] })
    }

    @Test("withAnimation's completion runs at the animation's logical completion")
    func completionAtLogicalEnd() async {
        let log = EventLog()
        let host = ViewHost(size: hostCanvas) { CompletionView(log: log) }
        await host.run(until: 0.3)
        #expect(log.entries.isEmpty)
        await host.run(until: 1)
        #expect(log.entries == ["completed"])
        // A state at 0 (fade in) and one at 0.35 (the colour).
        let times = host.timeline.stateTimes
        #expect(times.count == 3)
        #expect(abs(times[2] - 0.35) < 1e-9)
    }
}
