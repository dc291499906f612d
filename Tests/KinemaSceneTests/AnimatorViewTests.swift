import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

/// `PhaseAnimator` and `KeyframeAnimator` as views: the same numbers as the modifiers.
@MainActor
@Suite("Animator views")
struct AnimatorViewTests {
    @Test(arguments: [(0.5, 1.5), (1.5, 1.5), (2.25, 1.25), (0, 1)] as [(Double, Double)])
    func keyframeAnimatorViewRepeats(time: Double, scale: Double) throws {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            KeyframeAnimator(initialValue: 1.0) { value in
                Square().scaleEffect(value)
            } keyframes: { _ in
                LinearKeyframe(2.0, duration: 1)
                LinearKeyframe(1.0, duration: 1)
            }
        }
        let transform = try #require(timeline.frame(at: time).drawings.first?.transform)
        expectClose(transform.a, scale, absolute: 1e-9)
        expectClose(transform.tx, 50 - 5 * scale, absolute: 1e-9)
    }

    @Test func triggeredKeyframeAnimatorViewPlaysOnce() {
        var timeline = SceneTimeline(size: canvas, initialState: 0) { count in
            KeyframeAnimator(initialValue: 0.0, trigger: count) { value in
                Square().offset(y: value)
            } keyframes: { _ in
                LinearKeyframe(20.0, duration: 0.5)
                LinearKeyframe(0.0, duration: 0.5)
            }
        }
        timeline.change(at: 2) { $0 += 1 }
        func y(_ t: Double) -> Double { timeline.frame(at: t).box(0).minY - 45 }
        expectClose(y(1), 0, absolute: 1e-9)
        expectClose(y(2.5), 20, absolute: 1e-9)
        expectClose(y(4), 0, absolute: 1e-9)
    }

    @Test(arguments: [(0.25, 2.5), (0.5, 5), (1.5, 5), (1.75, 2.5)] as [(Double, Double)])
    func phaseAnimatorViewCycles(time: Double, offset: Double) {
        let timeline = SceneTimeline(size: canvas, initialState: 0) { _ in
            PhaseAnimator([0.0, 10.0]) { phase in
                Square().offset(x: phase)
            } animation: { _ in
                .linear(duration: 1)
            }
        }
        expectClose(timeline.frame(at: time).box(0).minX - 45, offset, absolute: 1e-9)
    }
}
