import Foundation
import KinemaAnimation

/// Samples `animation` on `value` at `time` with a fresh context.
func sample(_ animation: Animation, _ value: Double, at time: Double) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: value, time: time, context: &context)
}

/// The velocity `animation` reports on `value` at `time` with a fresh context.
func sampleVelocity(_ animation: Animation, _ value: Double, at time: Double) -> Double? {
    animation.velocity(value: value, time: time, context: AnimationContext<Double>())
}

/// Whether `animation` reports logical completion on `value` at `time`.
func isLogicallyComplete(_ animation: Animation, _ value: Double, at time: Double) -> Bool {
    var context = AnimationContext<Double>()
    _ = animation.animate(value: value, time: time, context: &context)
    return context.isLogicallyComplete
}

/// The y of a cubic Bézier at x, by bisection on the curve parameter (independent of the
/// library's Newton solver).
func bezierByBisection(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double
) -> Double {
    func coordinate(_ a: Double, _ b: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return coordinate(y1, y2, (low + high) / 2)
}

/// A spring from 0 towards `target` with no initial velocity, in closed form.
func springClosedForm(duration: Double, bounce: Double, target: Double, at t: Double) -> Double {
    let omega = 2 * Double.pi / duration
    let zeta = 1 - bounce
    if bounce == 0 { return target * (1 - exp(-omega * t) * (1 + omega * t)) }
    let lambda = zeta * omega
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return target - exp(-lambda * t)
        * (target * cos(damped * t)
            + lambda * target / damped * sin(damped * t))
}

/// The first time the predicate holds, by scanning at `step` then bisecting (test-side).
func firstTimeByScan(step: Double, limit: Double, _ holds: (Double) -> Bool) -> Double? {
    var previous = 0.0
    var time = 0.0
    while time <= limit {
        if holds(time) {
            var (low, high) = (previous, time)
            for _ in 0..<100 {
                let middle = (low + high) / 2
                if holds(middle) { high = middle } else { low = middle }
            }
            return high
        }
        previous = time
        time += step
    }
    return nil
}
