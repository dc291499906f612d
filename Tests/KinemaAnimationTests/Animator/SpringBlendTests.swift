import Foundation
import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite("Persistent spring blending")
struct SpringBlendTests {
    /// Test-side RK4 with a fine fixed step of a spring whose response and damping ratio move
    /// linearly from (r0, z0) to (r1, z1) over `blend` seconds, towards `target`.
    func integrate(
        x: Double, v: Double, target: Double, from: (Double, Double), to: (Double, Double),
        blend: Double, duration: Double
    ) -> Double {
        func acceleration(_ x: Double, _ v: Double, _ t: Double) -> Double {
            let f = min(t / blend, 1)
            let response = from.0 + (to.0 - from.0) * f
            let ratio = from.1 + (to.1 - from.1) * f
            let omega = 2 * Double.pi / response
            return omega * omega * (target - x) - 2 * ratio * omega * v
        }
        let steps = Int((duration / 1e-5).rounded())
        let h = duration / Double(steps)
        var (x, v) = (x, v)
        for i in 0..<steps {
            let t = Double(i) * h
            let (a1, b1) = (v, acceleration(x, v, t))
            let (a2, b2) = (v + b1 * h / 2, acceleration(x + a1 * h / 2, v + b1 * h / 2, t + h / 2))
            let (a3, b3) = (v + b2 * h / 2, acceleration(x + a2 * h / 2, v + b2 * h / 2, t + h / 2))
            let (a4, b4) = (v + b3 * h, acceleration(x + a3 * h, v + b3 * h, t + h))
            x += (a1 + 2 * a2 + 2 * a3 + a4) * h / 6
            v += (b1 + 2 * b2 + 2 * b3 + b4) * h / 6
        }
        return x
    }

    @Test("The response blends over blendDuration, then the new spring's closed form runs")
    func blend() {
        var animator = ValueAnimator(initialValue: 0.0)
        animator.setTarget(10, at: 0, animation: .spring(duration: 1, bounce: 0))
        let change = animator.setTarget(
            20, at: 0.2, animation: .spring(Spring(duration: 0.2, bounce: 0.2), blendDuration: 0.3))
        let (x0, v0) = (animator.value(at: 0.2), animator.velocity(at: 0.2))
        expectClose(
            x0, springClosedForm(duration: 1, bounce: 0, target: 10, at: 0.2), absolute: 1e-9)
        for t in [0.3, 0.45, 0.5, 0.55, 0.6, 0.7, 1.0] {
            let expected = integrate(
                x: x0, v: v0, target: 20, from: (1, 1), to: (0.2, 0.8), blend: 0.3,
                duration: t - 0.2)
            // Once settled within 0.001 of the interval (20) the spring is removed.
            let tolerance = animator.isAnimating(at: t) ? 1e-6 : 0.02
            expectClose(animator.value(at: t), expected, absolute: tolerance, "t = \(t)")
        }
        #expect(animator.isAnimating(at: 0.6))
        expectClose(animator.value(at: 10), 20, absolute: 1e-12)
        #expect(animator.completionTime(ofChange: change, criteria: .removed) != nil)
    }

    @Test("No blend between equal springs or with a zero blend duration")
    func noBlend() {
        var blended = ValueAnimator(initialValue: 0.0)
        var plain = ValueAnimator(initialValue: 0.0)
        blended.setTarget(1, at: 0, animation: .spring(duration: 0.5, blendDuration: 0.4))
        blended.setTarget(2, at: 0.1, animation: .spring(duration: 0.5, blendDuration: 0.4))
        plain.setTarget(1, at: 0, animation: .spring(duration: 0.5))
        plain.setTarget(2, at: 0.1, animation: .spring(duration: 0.5))
        for t in [0.15, 0.3, 0.6] {
            expectClose(blended.value(at: t), plain.value(at: t), absolute: 1e-12)
        }
    }
}
