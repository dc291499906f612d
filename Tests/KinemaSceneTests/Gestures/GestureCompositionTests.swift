// Composed gestures as one scripted finger exercises them: a child's gesture before its
// container's, high priority and simultaneous gestures, sequences, exclusive double and
// single taps, masks, and taps on gesture views.
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// A card (drag) holding a button-like tap target.
private struct Nested: View {
    enum Kind { case normal, highPriority, simultaneous, maskGestureOnly }
    let log: GestureLog
    let kind: Kind
    var body: some View {
        let drag = DragGesture().onEnded { _ in log.add("card drag") }
        let inner = Text("Inner").frame(width: 60, height: 40)
            .gesture(TapGesture().onEnded { log.add("inner tap") })
            .simultaneousGesture(DragGesture().onEnded { _ in log.add("inner drag") })
        let card = VStack { inner }.frame(width: 160, height: 160)
        switch kind {
        case .normal: card.gesture(drag)
        case .highPriority: card.highPriorityGesture(drag)
        case .simultaneous: card.simultaneousGesture(drag)
        case .maskGestureOnly: card.gesture(drag, including: .gesture)
        }
    }
}

private struct LongPressThenDrag: View {
    enum Phase: Equatable {
        case inactive, pressing
        case dragging(CGSize)
    }
    let log: GestureLog
    @GestureState private var phase = Phase.inactive
    var body: some View {
        Circle().frame(width: 80, height: 80)
            .gesture(
                LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
                    .updating($phase) { value, state, _ in
                        switch value {
                        case .first(true): state = .pressing
                        case .second(true, let drag): state = .dragging(drag?.translation ?? .zero)
                        default: state = .inactive
                        }
                    }
                    .onEnded { value in
                        guard case .second(true, let drag?) = value else { return }
                        log.add("dropped at \(drag.translation.width)")
                    }
            )
            .onChange(of: phase) { _, new in
                switch new {
                case .inactive: log.add("inactive")
                case .pressing: log.add("pressing")
                case .dragging(let size): log.add("dragging \(size.width)")
                }
            }
            .accessibilityIdentifier("piece")
    }
}

private struct Taps: View {
    let log: GestureLog
    var body: some View {
        Text("Photo")
            .gesture(
                TapGesture(count: 2).onEnded { log.add("double") }
                    .exclusively(
                        before: SpatialTapGesture().onEnded { log.add("single at \($0.location)") })
            )
    }
}

@MainActor
@Suite("Gestures: composition")
struct GestureCompositionTests {
    @Test(
        "A child's gesture before its container's; high priority and simultaneous; masks",
        arguments: [
            (Nested.Kind.normal, ["inner tap"], ["inner drag", "card drag"]),
            // The card's drag fails at the lift, before the tap hears it: the tap ends.
            // Simultaneous gestures never compete: the inner one hears the drag too.
            (.highPriority, ["inner tap"], ["inner drag", "card drag"]),
            (.simultaneous, ["inner tap"], ["inner drag", "card drag"]),
            (.maskGestureOnly, [], ["card drag"]),
        ])
    private func nested(kind: Nested.Kind, tap: [String], drag: [String]) async {
        let log = GestureLog()
        let host = ViewHost(size: gestureCanvas) { Nested(log: log, kind: kind) }
        host.play([.tap("Inner", at: 0.5)])
        await host.run(until: 1)
        #expect(log.entries == tap, "tap, \(kind)")
        log.entries = []
        host.play([.drag("Inner", by: CGSize(width: 40, height: 0), at: 1.5)])
        await host.run(until: 2.5)
        #expect(log.entries.sorted() == drag.sorted(), "drag, \(kind)")
    }

    @Test("Long press then drag: pressing, dragging from where the press ended, dropped")
    func sequence() async {
        let log = GestureLog()
        let host = ViewHost(size: gestureCanvas) { LongPressThenDrag(log: log) }
        host.play([
            .drag(
                identifier: "piece", by: CGSize(width: 60, height: 0), at: 1, duration: 0.5,
                holding: 0.6),
            .drag(identifier: "piece", by: CGSize(width: 60, height: 0), at: 3, duration: 0.5),
        ])
        await host.run(until: 5)
        // The press is detected at 1.5 while the finger rests: the drag begins there
        // (`.second(true, nil)`); the finger moves from 1.6 in steps of 2 points, reaching
        // the drag's minimum distance at step 5, and lifts at 2.1. The second touch moves
        // at once: the press fails when it is 12 points away.
        let drags = (5...29).map { "dragging \(Double($0 * 2))" }
        #expect(
            log.entries
                == ["pressing", "dragging 0.0"] + drags + [
                    "dropped at 60.0", "inactive", "pressing", "inactive",
                ])
    }

    @Test("Exclusive double and single taps; a tap on a gesture's view")
    func exclusiveTaps() async {
        let log = GestureLog()
        let host = ViewHost(size: gestureCanvas) { Taps(log: log) }
        host.play([.tap("Photo", count: 2, at: 0.5), .tap("Photo", at: 1)])
        await host.run(until: 2)
        #expect(log.entries.count == 2)
        #expect(log.entries.first == "double")
        #expect(log.entries.last?.hasPrefix("single at CGPoint(") == true)
        #expect(host.diagnostics.isEmpty)
    }
}
