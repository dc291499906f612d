import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

@MainActor
private final class AppearanceLog {
    var entries: [String] = []
}

/// A child with state and appearance events under a custom transition, shown until 1 s
/// and again from 2 s.
private struct TransitionParent: View {
    let log: AppearanceLog
    @State private var showsChild = true
    var body: some View {
        VStack {
            if showsChild {
                TransitionChild(log: log)
                    .transition(
                        .modifier(
                            active: RotateModifier(angle: 90), identity: RotateModifier(angle: 0)))
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(1))
            withAnimation(.linear(duration: 0.5)) { showsChild = false }
            try? await Task.sleep(for: .seconds(1))
            withAnimation(.linear(duration: 0.5)) { showsChild = true }
        }
    }
}

private struct TransitionChild: View {
    let log: AppearanceLog
    @State private var appearances = 0
    var body: some View {
        Rectangle().fill(red).frame(width: 10, height: 10)
            .onAppear {
                appearances += 1
                log.entries.append("appear \(appearances)")
            }
            .onDisappear { log.entries.append("disappear") }
    }
}

/// Custom transitions in a `ViewHost`: resolving the view before insertion and after
/// removal declares no events of its own, and the host animates as a timeline does.
@MainActor
@Suite struct HostedTransitionTests {
    @Test func appearanceEventsRunOnce() async {
        let log = AppearanceLog()
        let host = ViewHost(size: canvas) { TransitionParent(log: log) }
        await host.run(until: 3)
        #expect(log.entries == ["appear 1", "disappear", "appear 1"])
        // Removal at 1 s, linear 0.5 s: 45° at 1.25; insertion at 2 s: 45° at 2.25.
        expectClose(host.timeline.frame(at: 1.25).rotation(0), 45, absolute: 1e-6)
        expectClose(host.timeline.frame(at: 2.25).rotation(0), 45, absolute: 1e-6)
        expectClose(host.timeline.frame(at: 2.6).rotation(0), 0, absolute: 1e-9)
    }
}
