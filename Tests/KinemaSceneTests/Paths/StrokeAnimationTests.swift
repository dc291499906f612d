import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// Stroke widths, dash phases and the inset of `strokeBorder` animate, as SwiftUI's
/// `StrokeStyle` (`Animatable`: width, miter limit, dash phase) makes them: the numbers are
/// the linear interpolation of the two states, worked out by hand.
@MainActor
@Suite struct StrokeAnimationTests {
    /// A scene whose flag turns on at t = 1 with a linear animation of 1 s.
    func flagTimeline<V: View>(
        _ animation: Animation? = .linear(duration: 1),
        @ViewBuilder content: @escaping @Sendable (Bool) -> V
    ) -> SceneTimeline<Bool> {
        var timeline = SceneTimeline(size: canvas, initialState: false, content: content)
        timeline.change(at: 1, animation: animation) { $0 = true }
        return timeline
    }

    /// The style of the first stroke drawn at `time`.
    func strokeStyle(_ timeline: SceneTimeline<Bool>, at time: Double) -> StrokeStyle? {
        for item in timeline.frame(at: time).drawings {
            if case .stroke(_, _, let style, _) = item { return style }
        }
        return nil
    }

    /// The width of the first stroke drawn at `time` (-1 without one).
    func width(_ timeline: SceneTimeline<Bool>, at time: Double) -> Double {
        Double(strokeStyle(timeline, at: time)?.lineWidth ?? -1)
    }

    @Test func strokeWidthAnimatesFromTenToZero() {
        // The outline pulse: 10 -> 0 linearly over 1 s from t = 1.
        let timeline = flagTimeline { on in
            Circle().stroke(style: StrokeStyle(lineWidth: on ? 0 : 10)).frame(width: 40, height: 40)
        }
        for (time, width) in [(0.5, 10.0), (1.25, 7.5), (1.5, 5), (1.75, 2.5), (2.5, 0)] {
            expectClose(self.width(timeline, at: time), width, absolute: 1e-9)
        }
    }

    @Test func everyStrokeEntryPointAnimatesItsWidth() {
        // stroke(_:lineWidth:), stroke(_:style:), stroke(lineWidth:), a trimmed stroke:
        // 2 -> 6 linearly, 3 at a quarter.
        let timelines = [
            flagTimeline { on in Circle().stroke(red, lineWidth: on ? 6 : 2) },
            flagTimeline { on in Circle().stroke(red, style: StrokeStyle(lineWidth: on ? 6 : 2)) },
            flagTimeline { on in Circle().stroke(lineWidth: on ? 6 : 2) },
            flagTimeline { on in Circle().trim(from: 0, to: 0.5).stroke(red, lineWidth: on ? 6 : 2)
            },
            flagTimeline { on in Circle().stroke(lineWidth: on ? 6 : 2).trim(from: 0, to: 0.5) },
        ]
        for (index, timeline) in timelines.enumerated() {
            #expect(abs(width(timeline, at: 1.25) - 3) < 1e-9, "entry point \(index)")
            #expect(abs(width(timeline, at: 3) - 6) < 1e-9, "entry point \(index)")
        }
    }

    @Test func strokeBorderKeepsTheStrokeInsideWhileItsWidthAnimates() {
        // A 40-point circle with a 2 -> 10 border: halfway the width is 6 and the outline
        // is inset by 3, so the stroked circle's box is 34 wide at (30 + 3, 30 + 3).
        let timeline = flagTimeline { on in
            Circle().strokeBorder(red, lineWidth: on ? 10 : 2).frame(width: 40, height: 40)
        }
        expectClose(width(timeline, at: 1.5), 6, absolute: 1e-9)
        expectRect(
            timeline.frame(at: 1.5).box(0), CGRect(x: 33, y: 33, width: 34, height: 34),
            tolerance: 1e-6)
    }

    @Test func dashPhaseAndMiterLimitAnimate() {
        // Phase 0 -> 20 and miter limit 10 -> 2: a quarter of the way, 5 and 8.
        let timeline = flagTimeline { on in
            Rectangle().stroke(
                red,
                style: StrokeStyle(
                    lineWidth: 2, miterLimit: on ? 2 : 10, dash: [4, 4], dashPhase: on ? 20 : 0))
        }
        let style = strokeStyle(timeline, at: 1.25)
        expectClose(Double(style?.dashPhase ?? -1), 5, absolute: 1e-9)
        expectClose(Double(style?.miterLimit ?? -1), 8, absolute: 1e-9)
        #expect(style?.dash == [4, 4])
    }

    @Test func aSpringThatOvershootsZeroDrawsNoNegativeWidth() {
        // A bouncy spring from 10 to 0 passes below 0; the drawn width stays at 0 there.
        let timeline = flagTimeline(.spring(duration: 0.5, bounce: 0.7)) { on in
            Circle().stroke(red, lineWidth: on ? 0 : 10)
        }
        var sawZero = false
        for step in 0...100 {
            let width = self.width(timeline, at: 1 + Double(step) * 0.01)
            #expect(width >= 0 && width <= 10, "width \(width) at step \(step)")
            if width == 0 { sawZero = true }
        }
        #expect(sawZero)
    }
}
