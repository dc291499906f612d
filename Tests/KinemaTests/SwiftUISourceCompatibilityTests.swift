// SwiftUI source, written as Apple's documentation writes it, compiled against `import Kinema`
// in place of `import SwiftUI`, and checked by numbers. The tour articles' examples (Kinema.docc) live here too.
import Kinema
import KinemaTestSupport
import Testing

/// Apple's documented example of a custom animation: a linear ramp over `duration`.
private struct MyLinearAnimation: CustomAnimation {
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        if time <= duration {
            return value.scaled(by: time / duration)
        } else {
            return nil
        }
    }
}

/// A view-less animatable value, as a SwiftUI `Shape` or `Layout` declares its data.
private struct Wedge: Animatable {
    var angle: Double
    var radius: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(angle, radius) }
        set { (angle, radius) = (newValue.first, newValue.second) }
    }
}

@Suite("SwiftUI source compiles against Kinema")
struct SwiftUISourceCompatibilityTests {
    @Test("A documented CustomAnimation runs through Animation and the animator")
    func customAnimation() {
        let animation = Animation(MyLinearAnimation(duration: 2))
        var context = AnimationContext<Double>()
        expectClose(
            animation.animate(value: 10.0, time: 0.5, context: &context) ?? .nan, 2.5,
            absolute: 1e-12)
        #expect(animation.animate(value: 10.0, time: 2.5, context: &context) == nil)

        var animator = ValueAnimator(initialValue: 0.0)
        animator.setTarget(10, at: 1, animation: animation)
        expectClose(animator.value(at: 2), 5, absolute: 1e-12)
        expectClose(animator.value(at: 4), 10, absolute: 1e-12)
    }

    @Test("Tour: curves, springs and animations")
    func readmeTour() {
        // Curves
        expectClose(UnitCurve.easeInOut.value(at: 0.25), 0.1292, absolute: 1e-4)
        expectClose(UnitCurve.easeOutBounce.value(at: 0.5), 0.765625, absolute: 1e-12)
        #expect(UnitCurve.steps(4).value(at: 0.3) == 0.25)

        // Springs
        let spring = Spring(duration: 0.5, bounce: 0.3)
        expectClose(spring.stiffness, 157.9, absolute: 0.05)
        expectClose(spring.damping, 17.6, absolute: 0.05)
        let position = spring.value(target: 100.0, initialVelocity: 0, time: 0.25)
        // The under-damped closed form by hand: w0 = 2π / 0.5, z = 1 - 0.3.
        let w0 = 2 * Double.pi / 0.5
        let (lambda, wd) = (0.7 * w0, w0 * (1 - 0.49).squareRoot())
        let expected =
            100 * (1 - exp(-lambda * 0.25) * (cos(wd * 0.25) + lambda / wd * sin(wd * 0.25)))
        expectClose(position, expected, absolute: 1e-9)

        // Animations, additive, with completion times
        var animator = ValueAnimator(initialValue: 0.0)
        animator.setTarget(100, at: 0, animation: .easeInOut(duration: 1))
        let change = animator.setTarget(50, at: 0.5, animation: .spring(duration: 0.4))
        expectClose(
            animator.value(at: 0.5), UnitCurve.easeInOut.value(at: 0.5) * 100,
            absolute: 1e-9)
        let done = animator.completionTime(ofChange: change, criteria: .removed) ?? .infinity
        #expect(done > 0.5 && done < 3)
        expectClose(animator.value(at: done + 0.01), 50, absolute: 1e-9)

        // Animatable data
        var wedge = Wedge(angle: 0, radius: 10)
        wedge.animatableData = wedge.animatableData.interpolated(
            towards: AnimatablePair(.pi, 20), amount: 0.5)
        expectClose(wedge.angle, .pi / 2, absolute: 1e-12)
        expectClose(wedge.radius, 15, absolute: 1e-12)
    }

    @Test("Tour: keyframes")
    func keyframes() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100, duration: 1)
            SpringKeyframe(50, duration: 0.5, spring: .bouncy)
        }
        expectClose(timeline.duration, 1.5, absolute: 1e-12)
        expectClose(timeline.value(time: 0.5), 50, absolute: 1e-9)
        expectClose(timeline.value(time: 1), 100, absolute: 1e-9)
    }
}

/// The views tour's scene example.
private struct Card: View {
    var expanded: Bool
    var body: some View {
        VStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.blue)
                .frame(width: expanded ? 200 : 100, height: 60)
            Text(expanded ? "Expanded" : "Card")
                .font(.system(size: 14))
        }
        .opacity(expanded ? 1 : 0.6)
    }
}

@MainActor
@Suite("Tour: scenes")
struct ReadmeSceneTests {
    @Test("The card animates its width and opacity with the spring")
    func card() {
        var timeline = SceneTimeline(size: CGSize(width: 300, height: 200), initialState: false) {
            Card(expanded: $0)
        }
        timeline.change(at: 0.5, animation: .spring(duration: 0.4)) { $0 = true }
        let before = timeline.frame(at: 0.5)
        let during = timeline.frame(at: 0.7)
        let after = timeline.frame(at: 5)
        #expect(before != during && during != after)
        #expect(after == timeline.frame(at: 6))
        #expect(!during.description.isEmpty)
    }
}
