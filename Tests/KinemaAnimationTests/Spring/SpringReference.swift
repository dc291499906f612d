// Independent references for the spring tests: a fine-step RK4 integration of the spring's
// equation of motion, and a brute-force settling time. Not API.
import KinemaAnimation

/// Integrates `m x'' = -k (x - target) - c x'` with classic fourth-order Runge-Kutta.
struct SpringIntegrator {
    let mass: Double
    let stiffness: Double
    let damping: Double

    init(_ spring: Spring) {
        (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
    }

    /// The state `(x, v)` at each of `times` (ascending), from `(x0, v0)` at time 0.
    func states(
        target: Double, start: Double = 0, initialVelocity: Double, times: [Double],
        step: Double = 1e-5
    ) -> [(value: Double, velocity: Double)] {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            (-stiffness * (x - target) - damping * v) / mass
        }
        var (x, v, t) = (start, initialVelocity, 0.0)
        var result: [(value: Double, velocity: Double)] = []
        for end in times {
            while t < end {
                let h = min(step, end - t)
                let (k1x, k1v) = (v, acceleration(x, v))
                let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
                let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
                let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t = min(t + h, end)
            }
            result.append((x, v))
        }
        return result
    }
}

/// The last sample time at which `distance(t) >= epsilon`, sampling `[0, horizon]` every
/// `step`; 0 if there is none.
func bruteForceSettlingTime(
    horizon: Double, step: Double, epsilon: Double, distance: (Double) -> Double
) -> Double {
    var last = 0.0
    var index = 0
    while Double(index) * step <= horizon {
        let time = Double(index) * step
        if distance(time) >= epsilon { last = time }
        index += 1
    }
    return last
}
