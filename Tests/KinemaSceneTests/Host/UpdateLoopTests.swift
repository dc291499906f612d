import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaSceneWaits
import KinemaViews
import Testing

/// SwiftUI's update rules that keep common size-reading and write-back patterns from
/// looping: a write of the value a state already holds changes nothing; a reader's
/// content only sees its laid-out size; and state changes that keep coming at one scene
/// time are bounded, with a diagnostic, never a hang.

/// Reads its size back into state through the main queue, as app code does.
private struct SizeReader: View {
    @State private var size = CGSize.zero

    var body: some View {
        VStack(spacing: 0) {
            Text("w \(Int(size.width)) h \(Int(size.height))")
            GeometryReader { proxy in
                let _ = DispatchQueue.main.async { size = proxy.size }
                Color.blue
            }
            .frame(width: 80, height: 40)
        }
    }
}

/// A layout that reports the count of its subviews through a binding on every pass.
private struct CountingStack: Layout {
    @Binding var count: Int

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        count = subviews.count
        return CGSize(width: 10 * CGFloat(subviews.count), height: 10)
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        count = subviews.count
        for (index, subview) in subviews.enumerated() {
            subview.place(
                at: CGPoint(x: bounds.minX + 10 * CGFloat(index), y: bounds.minY),
                proposal: .unspecified)
        }
    }
}

private struct CountingView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count)")
            CountingStack(count: $count) {
                Color.red.frame(width: 10, height: 10)
                Color.green.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        }
    }
}

/// Writes the value it already has, on appearance and on every tap.
private struct SameValueWriter: View {
    @State private var value = 3
    @State private var name = "a"

    var body: some View {
        Text("\(value) \(name)")
            .onAppear {
                value = 3
                name = "a"
            }
            .onTapGesture { value = 3 }
    }
}

/// Counts up forever: every change queues the next on the main queue.
private struct Runaway: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .onAppear { count = 1 }
            .onChange(of: count) { _, new in
                DispatchQueue.main.async { count = new + 1 }
            }
    }
}

/// Queues work that queues itself again, without changing anything.
private struct Spinner: View {
    @State private var spins = 0

    var body: some View {
        Text("spinning")
            .onAppear { spin() }
    }

    private func spin() {
        DispatchQueue.main.async { spin() }
    }
}

@MainActor
@Suite("Update loop: equal writes, size readers, storms")
struct UpdateLoopTests {
    let canvas = CGSize(width: 200, height: 200)

    @Test("A size reader settles at its measured size in a bounded number of states")
    func sizeReaderSettles() async {
        let host = ViewHost(size: canvas) { SizeReader() }
        await host.run(until: 1)
        // The views as made, their appearance, and the one write of the measured size:
        // no zero-size write first, and the equal write of the next update changes nothing.
        #expect(host.timeline.stateCount <= 3)
        #expect(host.frame(at: 1).texts.map(\.string) == ["w 80 h 40"])
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("A layout that writes the same value to a binding on every pass makes no new state")
    func layoutWritingTheSameValue() async {
        let host = ViewHost(size: canvas) { CountingView() }
        await host.run(until: 1)
        let settled = host.timeline.stateCount
        #expect(host.frame(at: 1).texts.map(\.string) == ["3"])
        await host.run(until: 2)
        #expect(host.timeline.stateCount == settled)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test("Writing the value a state holds records no change")
    func constantWrite() async {
        let host = ViewHost(size: canvas) { SameValueWriter() }
        await host.run(until: 0.5)
        let states = host.timeline.stateCount
        host.tap("3 a", at: 0.6)
        await host.run(until: 1)
        #expect(host.timeline.stateCount == states)
        #expect(states == 1)  // only the views as made: the appearance wrote nothing new
    }

    @Test("Changes that keep coming at one scene time stop with a diagnostic")
    func stormIsBounded() async {
        let host = ViewHost(size: canvas) { Runaway() }
        await host.run(until: 0.1)
        let states = host.timeline.stateCount
        #expect(states <= ViewHost.maximumUpdatesPerEvent + 2)
        #expect(host.diagnostics.contains { $0.message.contains("updates at t = 0") })
    }

    @Test("Work that queues itself forever moves on a frame at a time, with a diagnostic")
    func selfQueueingWorkIsBounded() async {
        let host = ViewHost(size: canvas) { Spinner() }
        await host.run(until: 0.05)
        #expect(host.time == 0.05)
        #expect(host.diagnostics.contains { $0.message.contains("moved to the next frame") })
    }
}
