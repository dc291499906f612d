import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

@MainActor
@Suite struct KeyframeAndPhaseTests {
    @Test(arguments: [(0.5, 1.5), (1.5, 1.5), (2.25, 1.25), (0, 1)])
    func keyframeAnimatorRepeatsOnTheSceneClock(time: Double, scale: Double) throws {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            Square().keyframeAnimator(initialValue: 1.0) { content, value in
                content.scaleEffect(value)
            } keyframes: { _ in
                LinearKeyframe(2.0, duration: 1)
                LinearKeyframe(1.0, duration: 1)
            }
        }
        let list = timeline.frame(at: time)
        let transform = try #require(list.drawings.first?.transform)
        expectClose(transform.a, scale, absolute: 1e-9)
        // About the square's centre.
        expectClose(transform.tx, 50 - 5 * scale, absolute: 1e-9)
    }

    @Test func triggeredKeyframesPlayOnceFromTheChange() {
        var timeline = SceneTimeline(size: canvas, initialState: 0) { count in
            Square().keyframeAnimator(initialValue: 0.0, trigger: count) { content, value in
                content.offset(y: value)
            } keyframes: { _ in
                LinearKeyframe(20.0, duration: 0.5)
                LinearKeyframe(0.0, duration: 0.5)
            }
        }
        timeline.change(at: 2) { $0 += 1 }
        func y(_ t: Double) -> Double { timeline.frame(at: t).box(0).minY - 45 }
        expectClose(y(1), 0, absolute: 1e-9)  // not triggered yet
        expectClose(y(2.25), 10, absolute: 1e-9)
        expectClose(y(2.5), 20, absolute: 1e-9)
        expectClose(y(2.75), 10, absolute: 1e-9)
        expectClose(y(4), 0, absolute: 1e-9)  // played once
    }

    @Test(arguments: [(0.25, 2.5), (0.5, 5), (1.5, 5), (1.75, 2.5)])
    func phaseAnimatorCyclesThroughPhases(time: Double, offset: Double) {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            Square().phaseAnimator([0.0, 10.0]) { content, phase in
                content.offset(x: phase)
            } animation: { _ in
                .linear(duration: 1)
            }
        }
        // 0 -> 10 over [0, 1], back to 0 over [1, 2], and so on.
        expectClose(timeline.frame(at: time).box(0).minX - 45, offset, absolute: 1e-9)
    }
}
