import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

/// Numbers at chosen times for each kind of animated attribute, against values known
/// independently of Kinema (published curve values, closed forms).
@MainActor
@Suite struct AttributeAnimationTests {
    /// A scene with a flag that changes at t = 1 with `animation`.
    func flagTimeline<V: View>(
        _ animation: Animation?, @ViewBuilder content: @escaping @Sendable (Bool) -> V
    ) -> SceneTimeline<Bool> {
        var timeline = SceneTimeline(size: canvas, initialState: false, content: content)
        timeline.change(at: 1, animation: animation) { $0 = true }
        return timeline
    }

    @Test func opacityFollowsTheEaseInOutCurve() {
        let timeline = flagTimeline(.easeInOut(duration: 1)) { on in Square().opacity(on ? 0 : 1) }
        // easeInOut(0.25) = 0.1292, (0.5) = 0.5, (0.75) = 0.8708 (CSS / WebKit tables).
        for (t, eased) in [(1.25, 0.1292), (1.5, 0.5), (1.75, 0.8708)] {
            guard case .opacity(let value)? = timeline.frame(at: t).groups.first else {
                Issue.record("no opacity group at \(t)")
                continue
            }
            expectClose(value, 1 - eased, absolute: 1e-4)
        }
        #expect(timeline.frame(at: 0.99).groups.isEmpty)
        #expect(timeline.frame(at: 2).groups == [.opacity(0)])
    }

    @Test func offsetIsLinearInTime() {
        let timeline = flagTimeline(.linear(duration: 2)) { on in
            Square().offset(x: on ? 40 : 0, y: on ? -20 : 0)
        }
        let box = timeline.frame(at: 1.5).box(0)
        expectRect(box, CGRect(x: 55, y: 40, width: 10, height: 10), tolerance: 1e-9)
    }

    @Test func colorsAnimateInLinearLight() {
        let timeline = flagTimeline(.linear(duration: 1)) { on in
            Rectangle().fill(
                on ? Color(red: 0, green: 0, blue: 0) : Color(red: 1, green: 0, blue: 0))
        }
        guard case .color(let mid)? = timeline.frame(at: 1.5).drawings.first?.paint else {
            Issue.record("no colour")
            return
        }
        // Halfway in linear light: 0.5, encoded to sRGB: 1.055 * 0.5^(1/2.4) - 0.055.
        expectClose(mid.red, 1.055 * pow(0.5, 1 / 2.4) - 0.055, absolute: 1e-9)
        expectClose(mid.opacity, 1, absolute: 1e-12)
    }

    @Test func layoutFramesAnimate() {
        let timeline = flagTimeline(.linear(duration: 1)) { on in
            Rectangle().fill(red).frame(width: on ? 60 : 20, height: 10)
        }
        // The frame goes from (40, 45, 20, 10) to (20, 45, 60, 10): halfway (30, 45, 40, 10).
        expectRect(timeline.frame(at: 1.5).box(0), CGRect(x: 30, y: 45, width: 40, height: 10))
        expectRect(timeline.frame(at: 3).box(0), CGRect(x: 20, y: 45, width: 60, height: 10))
    }

    @Test func stackNeighboursMoveWithTheLayout() {
        let timeline = flagTimeline(.linear(duration: 1)) { on in
            HStack(spacing: 0) {
                Rectangle().fill(blue).frame(width: on ? 30 : 10, height: 10)
                Square()
            }
        }
        // The square's x goes from 50 (row 20 wide at 40) to 60 (row 40 wide at 30).
        expectClose(timeline.frame(at: 1.25).box(1).minX, 52.5, absolute: 1e-9)
    }

    @Test func shapeDataAnimates() {
        let timeline = flagTimeline(.linear(duration: 1)) { on in
            RoundedRectangle(cornerRadius: on ? 10 : 0).fill(red).frame(width: 40, height: 40)
        }
        // Radius 5 halfway: the path starts where the continuous corner leaves the edge,
        // 1.52866483 radii in from the corner.
        guard case .move(let start)? = timeline.frame(at: 1.5).drawings.first?.path?.elements.first
        else {
            Issue.record("no path")
            return
        }
        expectClose(start.x, 5 * 1.52866483, absolute: 1e-9)
    }

    @Test func criticallyDampedSpringMatchesItsClosedForm() {
        let timeline = flagTimeline(.spring(duration: 0.5, bounce: 0)) { on in
            Square().scaleEffect(on ? 2 : 1)
        }
        // x(t) = 2 - e^(-w0 t) (1 + w0 t), w0 = 2 pi / 0.5.
        let w0 = 2 * Double.pi / 0.5
        for t in [0.05, 0.1, 0.2, 0.4] {
            let scale = timeline.frame(at: 1 + t).drawings[0].transform!.a
            expectClose(scale, 2 - exp(-w0 * t) * (1 + w0 * t), absolute: 1e-9)
        }
    }

    @Test func repeatForeverPulses() {
        let timeline = flagTimeline(.linear(duration: 1).repeatForever(autoreverses: true)) { on in
            Square().blur(radius: on ? 2 : 0)
        }
        // Forward over [1, 2], back over [2, 3], ...; [10, 11] is the 10th run: backwards.
        for (t, radius) in [(1.5, 1.0), (2.25, 1.5), (3.5, 1.0), (10.75, 0.5)] {
            #expect(timeline.frame(at: t).groups.count == 1)
            guard case .blur(let r)? = timeline.frame(at: t).groups.first else { continue }
            expectClose(r, radius, absolute: 1e-9, "at \(t)")
        }
    }

    @Test func delayedAnimationWaits() {
        let timeline = flagTimeline(.linear(duration: 1).delay(0.5)) { on in
            Square().offset(x: on ? 10 : 0)
        }
        expectClose(timeline.frame(at: 1.4).box(0).minX, 45, absolute: 1e-9)
        expectClose(timeline.frame(at: 2).box(0).minX, 50, absolute: 1e-9)
    }

    @Test func changeWithoutAnimationJumps() {
        let timeline = flagTimeline(nil) { on in Square().offset(x: on ? 10 : 0) }
        expectClose(timeline.frame(at: 0.999).box(0).minX, 45, absolute: 0)
        expectClose(timeline.frame(at: 1).box(0).minX, 55, absolute: 0)
    }

    @Test func implicitAnimationAppliesWhereItsValueChanges() {
        let timeline = flagTimeline(nil) { on in
            HStack(spacing: 0) {
                Square().offset(y: on ? 20 : 0).animation(.linear(duration: 1), value: on)
                Square().offset(y: on ? 20 : 0)
            }
        }
        let list = timeline.frame(at: 1.5)
        expectClose(list.box(0).minY, 55, absolute: 1e-9)  // animated: halfway
        expectClose(list.box(1).minY, 65, absolute: 1e-9)  // outside the scope: jumped
    }

    @Test func implicitNilAnimationTurnsAnimationOff() {
        let timeline = flagTimeline(.linear(duration: 1)) { on in
            Square().offset(y: on ? 20 : 0).animation(nil, value: on)
        }
        expectClose(timeline.frame(at: 1.5).box(0).minY, 65, absolute: 0)
    }

    @Test func implicitAnimationWhoseValueDidNotChangeDefersToTheChange() {
        let timeline = flagTimeline(.linear(duration: 1)) { on in
            Square().offset(y: on ? 20 : 0).animation(.easeIn(duration: 5), value: 0)
        }
        expectClose(timeline.frame(at: 1.5).box(0).minY, 55, absolute: 1e-9)
    }

    @Test func layoutDataAnimatesThroughTheLayout() {
        let timeline = flagTimeline(.linear(duration: 1)) { on in
            ShiftLayout(shift: on ? 40 : 0) { Square() }.frame(width: 100, height: 100)
        }
        // The layout runs with shift 20 halfway; the frame is not animated a second time.
        expectClose(timeline.frame(at: 1.5).box(0).minX, 20, absolute: 1e-9)
        expectClose(timeline.frame(at: 1.25).box(0).minX, 10, absolute: 1e-9)
    }
}

/// A layout that puts its subviews at `shift` from its leading edge; `shift` animates.
struct ShiftLayout: Layout {
    var shift: CGFloat

    var animatableData: CGFloat {
        get { shift }
        set { shift = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + shift, y: bounds.minY), proposal: .unspecified)
        }
    }
}
