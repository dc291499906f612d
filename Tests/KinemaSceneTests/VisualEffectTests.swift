import Foundation
import KinemaAnimation
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// `visualEffect` closures run at every frame with the view's animated geometry.
@MainActor
@Suite struct VisualEffectTests {
    /// A 300 x 100 canvas: a bar 100 wide at x = 100 becomes 200 wide at x = 50 at t = 1.
    let wide = CGSize(width: 300, height: 100)

    /// A bar whose width goes from 100 to 200 at t = 1 with `animation` (the frame with
    /// `scoped` if given), shifted by `shift(width, on)` through a visual effect.
    func barTimeline(
        _ animation: Animation?, scoped: Animation? = nil,
        shift: @escaping @Sendable (CGFloat, Bool) -> CGFloat
    ) -> SceneTimeline<Bool> {
        var timeline = SceneTimeline(size: wide, initialState: false) { on in
            Rectangle().fill(red).frame(width: on ? 200 : 100, height: 10)
                .animation(scoped ?? animation, value: on)
                .visualEffect { content, geometry in
                    content.offset(x: shift(geometry.size.width, on))
                }
        }
        timeline.change(at: 1, animation: animation) { $0 = true }
        return timeline
    }

    @Test func offsetFollowsTheAnimatedWidth() {
        // Only the frame animates (its own scope); the closure reads the frame's width
        // at each time: at t = 1.5 the bar is 150 wide at x = 75, shifted by 75.
        let timeline = barTimeline(nil, scoped: .linear(duration: 1)) { width, _ in width / 2 }
        expectRect(timeline.frame(at: 1.5).box(0), CGRect(x: 150, y: 45, width: 150, height: 10))
        expectRect(
            timeline.frame(at: 1.25).box(0), CGRect(x: 87.5 + 62.5, y: 45, width: 125, height: 10))
        expectRect(timeline.frame(at: 3).box(0), CGRect(x: 150, y: 45, width: 200, height: 10))
        expectRect(timeline.frame(at: 0.5).box(0), CGRect(x: 150, y: 45, width: 100, height: 10))
    }

    @Test func nonlinearEffectIsEvaluatedNotInterpolated() {
        // width² / 400 at width 150 is 56.25 (interpolating 25 -> 100 would give 62.5).
        let timeline = barTimeline(.linear(duration: 1)) { width, _ in width * width / 400 }
        expectRect(
            timeline.frame(at: 1.5).box(0), CGRect(x: 75 + 56.25, y: 45, width: 150, height: 10))
    }

    @Test(arguments: [0.25, 0.5, 0.75])
    func stateDrivenPartStillAnimates(progress: Double) {
        // width / 2 + (on ? 40 : 0): the 40 animates with the change; the width part
        // follows the frame. Both are linear here, so the sum is (w / 2) + 40 p.
        let timeline = barTimeline(.linear(duration: 1)) { width, on in width / 2 + (on ? 40 : 0) }
        let width = 100 + 100 * progress
        let x = (300 - width) / 2
        expectRect(
            timeline.frame(at: 1 + progress).box(0),
            CGRect(x: x + width / 2 + 40 * progress, y: 45, width: width, height: 10))
    }

    @Test func stateDrivenPartWithAFixedFrameAnimates() {
        // The frame does not change: the offset animates 0 -> 40 with easeInOut;
        // easeInOut(0.5) = 0.5.
        var timeline = SceneTimeline(size: wide, initialState: false) { on in
            Rectangle().fill(red).frame(width: 100, height: 10)
                .visualEffect { content, _ in content.offset(x: on ? 40 : 0) }
        }
        timeline.change(at: 1, animation: .easeInOut(duration: 1)) { $0 = true }
        expectRect(timeline.frame(at: 1.5).box(0), CGRect(x: 120, y: 45, width: 100, height: 10))
    }
}
