// Scripted drags: values at chosen steps against hand-computed numbers (60 Hz steps,
// linear motion, velocity from the last two steps, predicted end 0.499 s of velocity
// beyond), the minimum distance, onEnded once, coordinate spaces, bad numbers.
import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

private struct Pad: View {
    let log: GestureLog
    var minimumDistance: CGFloat = 10
    var coordinateSpace: CoordinateSpace = .local
    var body: some View {
        Rectangle().fill(Color.blue).frame(width: 100, height: 100)
            .gesture(
                DragGesture(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
                    .onChanged { log.drags.append($0) }
                    .onEnded { log.ended.append($0) }
            )
            .accessibilityIdentifier("pad")
    }
}

@MainActor
@Suite("Gestures: scripted drags")
struct DragGestureTests {
    @Test("A 100-point drag over 0.5 s: 27 changes from the third step, one end, exact values")
    func dragValues() async {
        let log = GestureLog()
        let host = ViewHost(size: gestureCanvas) { Pad(log: log) }
        host.play([
            .drag(identifier: "pad", by: CGSize(width: 0, height: 100), at: 1, duration: 0.5)
        ])
        await host.run(until: 2)
        // 30 steps of 1/60 s: moves at steps 1...29, the lift at step 30 (t = 1.5). The
        // finger has moved 10 points (the minimum distance) at step 3.
        #expect(log.drags.count == 27)
        #expect(log.ended.count == 1)
        let first = log.drags[0]
        expectClose(sceneTime(first.time), 1 + 3.0 / 60, absolute: 1e-9)
        #expect(first.startLocation == CGPoint(x: 50, y: 50))
        expectClose(first.location.x, 50, absolute: 1e-9)
        expectClose(first.location.y, 60, absolute: 1e-9)
        expectClose(first.translation.height, 10, absolute: 1e-9)
        expectClose(first.velocity.width, 0, absolute: 1e-9)
        expectClose(first.velocity.height, 200, absolute: 1e-6)  // 100 pt / 0.5 s
        expectClose(first.predictedEndLocation.y, 60 + 200 * 0.499, absolute: 1e-6)
        expectClose(first.predictedEndTranslation.height, 10 + 200 * 0.499, absolute: 1e-6)
        let end = log.ended[0]
        expectClose(sceneTime(end.time), 1.5, absolute: 1e-9)
        expectClose(end.translation.height, 100, absolute: 1e-9)
        expectClose(end.location.y, 150, absolute: 1e-9)
        expectClose(end.velocity.height, 200, absolute: 1e-6)
        expectClose(end.predictedEndTranslation.height, 199.8, absolute: 1e-6)
        let last = log.drags[log.drags.count - 1]
        expectClose(last.translation.height, 100 * 29 / 30, absolute: 1e-9)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("No change before the finger moved the minimum distance; a short drag fails")
    func minimumDistance() async {
        let log = GestureLog()
        let host = ViewHost(size: gestureCanvas) { Pad(log: log, minimumDistance: 30) }
        host.play([
            .drag(identifier: "pad", by: CGSize(width: 60, height: 0), at: 0.5, duration: 0.1),
            .drag(identifier: "pad", by: CGSize(width: 20, height: 0), at: 1, duration: 0.1),
        ])
        await host.run(until: 2)
        // 6 steps of 10 points: 30 points at step 3; steps 3, 4, 5 change, 6 ends.
        #expect(log.drags.map { Int($0.translation.width.rounded()) } == [30, 40, 50])
        #expect(log.ended.count == 1)  // the 20-point drag never began
    }

    @Test("Minimum distance 0: the touch down changes at once, velocity zero")
    func zeroMinimumDistance() async {
        let log = GestureLog()
        let host = ViewHost(size: gestureCanvas) { Pad(log: log, minimumDistance: 0) }
        host.play([
            .drag(identifier: "pad", by: CGSize(width: -30, height: 0), at: 0.5, duration: 0.05)
        ])
        await host.run(until: 1)
        #expect(log.drags.first?.translation == .zero)
        #expect(log.drags.first?.velocity == .zero)
        #expect(log.drags.count == 3)  // down, steps 1 and 2; the lift at step 3 ends
        expectClose(log.ended[0].velocity.width, -600, absolute: 1e-6)
    }

    @Test("A drag from a given point, in the global space")
    func globalFromPoint() async {
        let log = GestureLog()
        let host = ViewHost(size: gestureCanvas) { Pad(log: log, coordinateSpace: .global) }
        host.play([
            .drag(
                identifier: "pad", by: CGSize(width: 40, height: 40), from: CGPoint(x: 10, y: 20),
                at: 0, duration: 0.2)
        ])
        await host.run(until: 1)
        #expect(log.ended[0].startLocation == CGPoint(x: 60, y: 70))
        expectClose(log.ended[0].location.x, 100, absolute: 1e-9)
        expectClose(log.ended[0].location.y, 110, absolute: 1e-9)
    }

    @Test("NaN and infinite numbers: a clean rule with a diagnostic, never NaN out")
    func badNumbers() async {
        let log = GestureLog()
        let host = ViewHost(size: gestureCanvas) { Pad(log: log) }
        host.play([
            .drag(
                identifier: "pad", by: CGSize(width: CGFloat.nan, height: 50),
                from: CGPoint(x: CGFloat.infinity, y: 0), at: 0.5, duration: .infinity)
        ])
        await host.run(until: 1)
        // Width 0, start at the centre, duration 0: down and lift at 0.5, a 50-point jump.
        #expect(log.ended.count == 1)
        let end = log.ended[0]
        #expect(end.translation == CGSize(width: 0, height: 50))
        #expect(end.velocity == .zero)
        #expect(end.predictedEndLocation == CGPoint(x: 50, y: 100))
        let messages = host.diagnostics.map(\.message).joined(separator: "\n")
        #expect(messages.contains("translation width is nan; using 0"), "\(messages)")
        #expect(messages.contains("duration is inf; using 0"), "\(messages)")
        #expect(messages.contains("using the view's centre"), "\(messages)")
    }

    @Test("A drag on a view not on screen, or disabled, does nothing and says so")
    func missingAndDisabled() async {
        let log = GestureLog()
        let host = ViewHost(size: gestureCanvas) {
            VStack {
                Pad(log: log).disabled(true)
            }
        }
        host.play([
            .drag(identifier: "pad", by: CGSize(width: 50, height: 0), at: 0.1),
            .drag("Nowhere", by: CGSize(width: 50, height: 0), at: 0.2),
        ])
        await host.run(until: 1)
        #expect(log.drags.isEmpty && log.ended.isEmpty)
        let messages = host.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("identifier 'pad' is disabled") }, "\(messages)")
        #expect(messages.contains { $0.contains("'Nowhere' is not on screen") }, "\(messages)")
    }
}
