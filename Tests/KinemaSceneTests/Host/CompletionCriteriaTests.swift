// SwiftUI's two documented completion rules for
// `withAnimation(_:completionCriteria:_:completion:)`, against hand-computed scene times:
// `.removed` waits for the animations later changes add to the same values before it is
// done (`.logicallyComplete` ignores them), and a body that creates no animation has its
// completion called right after it.
import Foundation
import KinemaAnimation
import KinemaCore
import KinemaScene
import Testing

/// The scene times at which labelled events happened.
@MainActor
private final class TimeLog {
    var entries: [(label: String, time: Double)] = []

    func note(_ label: String) {
        entries.append((label, SceneClock.current?.now ?? .nan))
    }

    /// The time of the first event labelled `label`.
    func time(of label: String) -> Double? { entries.first { $0.label == label }?.time }
}

/// A bar moved along x (and faded) by linear animations: the first at 0 for 1 s, with both
/// a removed and a logically complete completion; later changes at the given times.
private struct MovingBar: View {
    let log: TimeLog
    /// (start time, new x, new opacity) of each later change, each animated linearly for
    /// 1 s.
    let later: [(time: Double, x: Double, opacity: Double)]
    @State private var x = 0.0
    @State private var opacity = 1.0

    var body: some View {
        Rectangle().frame(width: 10, height: 10).offset(x: x).opacity(opacity)
            .onAppear {
                // One change with both completions (a second write of the same value would
                // change nothing, and its completion would run at once).
                var transaction = Transaction(animation: .linear(duration: 1))
                transaction.addAnimationCompletion(criteria: .removed) { log.note("removed") }
                transaction.addAnimationCompletion(criteria: .logicallyComplete) {
                    log.note("logical")
                }
                withTransaction(transaction) { x = 100 }
            }
            .task {
                var now = 0.0
                for change in later {
                    try? await Task.sleep(for: .seconds(change.time - now))
                    now = change.time
                    withAnimation(.linear(duration: 1)) {
                        x = change.x
                        opacity = change.opacity
                    }
                }
            }
    }
}

/// Calls `withAnimation` with a completion whose body does what `change` says.
private struct NoAnimationProbe: View {
    enum Change { case nothing, undrawnState, text, noAnimation }
    let log: TimeLog
    let change: Change
    let at: Double
    @State private var hidden = 0
    @State private var label = "a"
    @State private var width = 10.0

    var body: some View {
        Text(label).frame(width: width)
            .task {
                if at > 0 { try? await Task.sleep(for: .seconds(at)) }
                withAnimation(change == .noAnimation ? nil : .linear(duration: 1)) {
                    log.note("body")
                    switch change {
                    case .nothing: break
                    case .undrawnState: hidden += 1
                    case .text: label = "b"
                    case .noAnimation: width = 40
                    }
                } completion: {
                    log.note("completion")
                }
                log.note("returned")
            }
    }
}

@MainActor
@Suite("withAnimation completion criteria")
struct CompletionCriteriaTests {
    private func run<V: View>(until time: Double, _ content: V) async -> ViewHost {
        let host = ViewHost(size: CGSize(width: 200, height: 100)) { content }
        await host.run(until: time)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        return host
    }

    private func expectTime(
        _ actual: Double?, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let actual else {
            Issue.record("never ran; expected at \(expected)", sourceLocation: sourceLocation)
            return
        }
        #expect(
            abs(actual - expected) < 1e-9, "\(actual) != \(expected)",
            sourceLocation: sourceLocation)
    }

    @Test func alone() async {
        // One linear second from 0: both at 1.
        let log = TimeLog()
        _ = await run(until: 3, MovingBar(log: log, later: []))
        expectTime(log.time(of: "logical"), 1)
        expectTime(log.time(of: "removed"), 1)
    }

    @Test func removedWaitsForALaterAnimationOfTheSameValue() async {
        // A linear 1 s change of x at 0.5 runs, added to the first, until 1.5: removed at
        // 1.5; logically complete ignores it (1).
        let log = TimeLog()
        _ = await run(until: 3, MovingBar(log: log, later: [(0.5, 200, 1)]))
        expectTime(log.time(of: "logical"), 1)
        expectTime(log.time(of: "removed"), 1.5)
    }

    @Test func removedFollowsAChainOfLaterAnimations() async {
        // 0.5 -> until 1.5; 1.2 (before 1.5) -> until 2.2; 2.5 comes after: removed at 2.2.
        let log = TimeLog()
        _ = await run(
            until: 4, MovingBar(log: log, later: [(0.5, 200, 1), (1.2, 50, 1), (2.5, 10, 1)]))
        expectTime(log.time(of: "logical"), 1)
        expectTime(log.time(of: "removed"), 2.2)
    }

    @Test func aLaterAnimationAfterTheEndOrOfAnotherValueDoesNotDelay() async {
        // x again at 1.2 (after 1): no effect. The opacity at 0.5 (another value, x
        // unchanged): no effect.
        let afterEnd = TimeLog()
        _ = await run(until: 3, MovingBar(log: afterEnd, later: [(1.2, 200, 1)]))
        expectTime(afterEnd.time(of: "removed"), 1)
        let otherValue = TimeLog()
        _ = await run(until: 3, MovingBar(log: otherValue, later: [(0.5, 100, 0.5)]))
        expectTime(otherValue.time(of: "removed"), 1)
    }

    @Test func aBodyThatChangesNothingCompletesRightAfterIt() async {
        let log = TimeLog()
        _ = await run(until: 2, NoAnimationProbe(log: log, change: .nothing, at: 0.7))
        // Before withAnimation returns, at the same scene time.
        #expect(log.entries.map(\.label) == ["body", "completion", "returned"])
        expectTime(log.time(of: "completion"), 0.7)
    }

    @Test(
        "Changes that create no animation complete when they are compiled",
        arguments: [NoAnimationProbe.Change.undrawnState, .text, .noAnimation])
    fileprivate func changesWithoutAnimation(_ change: NoAnimationProbe.Change) async {
        let log = TimeLog()
        _ = await run(until: 2, NoAnimationProbe(log: log, change: change, at: 0.7))
        #expect(log.entries.map(\.label) == ["body", "returned", "completion"])
        expectTime(log.time(of: "completion"), 0.7)
    }

    @Test func anAnimatedChangeInTheSameProbeWaitsForItsAnimation() async {
        // The control: a drawn width animated linearly for 1 s from 0.7 completes at 1.7.
        let log = TimeLog()
        let host = ViewHost(size: CGSize(width: 200, height: 100)) {
            WidthProbe(log: log)
        }
        await host.run(until: 3)
        expectTime(log.time(of: "completion"), 1.7)
        // Once, though two writes carried it.
        #expect(log.entries.count == 1)
    }
}

/// Animates a drawn width at 0.7 with a completion.
private struct WidthProbe: View {
    let log: TimeLog
    @State private var width = 10.0
    var body: some View {
        Rectangle().frame(width: width, height: 10)
            .task {
                try? await Task.sleep(for: .seconds(0.7))
                withAnimation(.linear(duration: 1)) {
                    width = 40
                } completion: {
                    log.note("completion")
                }
            }
    }
}
