// @GestureState: set by updating while a drag is active, reset after it ends (animating
// in its reset transaction, after the onEnded actions); long press timing and
// onLongPressGesture's pressing state; pinches and rotations.
import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

private struct DraggedSquare: View {
    let log: GestureLog
    @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1)))
    private var offset = CGSize.zero
    var body: some View {
        Rectangle().fill(Color.red).frame(width: 100, height: 100)
            .offset(offset)
            .gesture(
                DragGesture()
                    .updating($offset) { value, state, _ in state = value.translation }
                    .onEnded { _ in log.add("ended, offset \(offset.width)") }
            )
            .accessibilityIdentifier("square")
    }
}

private struct Pressing: View {
    let log: GestureLog
    var body: some View {
        Text("Hold")
            .onLongPressGesture(minimumDuration: 0.5) {
                log.add("perform \(SceneClock.current?.now ?? -1)")
            } onPressingChanged: { isPressing in
                log.add("pressing \(isPressing) \(SceneClock.current?.now ?? -1)")
            }
    }
}

private struct Detecting: View {
    let log: GestureLog
    @GestureState private var isDetecting = false
    var body: some View {
        Circle().fill(isDetecting ? Color.red : Color.green).frame(width: 80, height: 80)
            .gesture(
                LongPressGesture(minimumDuration: 0.3)
                    .updating($isDetecting) { value, state, _ in state = value }
                    .onEnded { log.add("ended \($0) \(SceneClock.current?.now ?? -1)") }
            )
            .onChange(of: isDetecting) { _, new in
                log.add("detecting \(new) \(SceneClock.current?.now ?? -1)")
            }
            .accessibilityIdentifier("circle")
    }
}

private struct Zoomable: View {
    let log: GestureLog
    var body: some View {
        Color.gray.frame(width: 120, height: 120)
            .gesture(
                MagnifyGesture().onEnded {
                    log.add("magnify \($0.magnification) \($0.startAnchor.x)")
                }
            )
            .simultaneousGesture(
                RotationGesture().onEnded { log.add("rotation \(Int($0.degrees.rounded()))") }
            )
            .simultaneousGesture(
                MagnificationGesture().onChanged { log.add("scale \($0)") }
            )
            .accessibilityIdentifier("photo")
    }
}

@MainActor
@Suite("Gestures: gesture state, long presses, pinches")
struct GestureStateTests {
    @Test("updating moves the square with the finger; the state resets after onEnded, animated")
    func gestureStateResets() async {
        let log = GestureLog()
        let host = ViewHost(size: gestureCanvas) { DraggedSquare(log: log) }
        host.play([
            .drag(identifier: "square", by: CGSize(width: 60, height: 0), at: 1, duration: 0.5)
        ])
        await host.run(until: 3)
        let rest = firstFillBounds(host.frame(at: 0.5))
        #expect(rest?.minX == 50)
        // Step 15 of 30 (t = 1.25): 30 points.
        expectClose(Double(firstFillBounds(host.frame(at: 1.26))?.minX ?? 0), 80, absolute: 1e-6)
        // The last change is step 29 (58 points); the lift ends at 1.5 and the reset runs
        // after onEnded (which still saw the offset), animating linearly over 1 s.
        #expect(log.entries == ["ended, offset 58.0"])
        expectClose(Double(firstFillBounds(host.frame(at: 1.5))?.minX ?? 0), 108, absolute: 1e-6)
        expectClose(Double(firstFillBounds(host.frame(at: 2))?.minX ?? 0), 79, absolute: 1e-6)
        #expect(firstFillBounds(host.frame(at: 2.5)) == rest)
    }

    @Test(
        "onLongPressGesture: pressing at the touch down, perform at 0.5 s, not pressing at the lift"
    )
    func longPressTiming() async {
        let log = GestureLog()
        let host = ViewHost(size: gestureCanvas) { Pressing(log: log) }
        host.play([
            .longPress("Hold", at: 1, duration: 0.8), .longPress("Hold", at: 3, duration: 0.2),
        ])
        await host.run(until: 4)
        #expect(
            log.entries == [
                "pressing true 1.0", "perform 1.5", "pressing false 1.8",
                "pressing true 3.0", "pressing false 3.2",
            ])
    }

    @Test("LongPressGesture: true from the touch down, ended at the minimum duration, state reset")
    func longPressGestureState() async {
        let log = GestureLog()
        let host = ViewHost(size: gestureCanvas) { Detecting(log: log) }
        host.play([.longPress(identifier: "circle", at: 0.5, duration: 1)])
        await host.run(until: 2)
        #expect(log.entries == ["detecting true 0.5", "ended true 0.8", "detecting false 0.8"])
    }

    @Test("A long press that moves too far fails")
    func longPressMoves() async {
        let log = GestureLog()
        let host = ViewHost(size: gestureCanvas) { Detecting(log: log) }
        host.play([
            .drag(identifier: "circle", by: CGSize(width: 30, height: 0), at: 0.5, duration: 0.1)
        ])
        await host.run(until: 2)
        #expect(log.entries == ["detecting true 0.5", "detecting false 0.55"])
    }

    @Test("Pinch and rotation: magnification linear in the scale, angle, simultaneous gestures")
    func pinchAndRotate() async {
        let log = GestureLog()
        let host = ViewHost(size: gestureCanvas) { Zoomable(log: log) }
        host.play([
            .magnify(identifier: "photo", scale: 2, at: 0.5, duration: 0.05),
            .rotate(identifier: "photo", by: .degrees(90), at: 1, duration: 0.1),
            .drag(identifier: "photo", by: CGSize(width: 50, height: 0), at: 2),
        ])
        await host.run(until: 3)
        // 3 steps: 1 + 1/3, 1 + 2/3 (changes of the older gesture), 2 at the lift.
        #expect(
            log.entries == [
                "scale 1.3333333333333333", "scale 1.6666666666666665", "magnify 2.0 0.5",
                "rotation 90",
            ])
    }
}
