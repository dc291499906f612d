import Foundation

/// Finds when a spring's distance to its target is bounded below `epsilon` for good.
///
/// With `lambda = z w0`, the displacement `y = x - T` is
/// `e^(-lambda t) (A C(t) + B S(t))` with `A = -T`, `B = v0 - lambda T` and `(C, S)` as in
/// `Spring.weights(at:)`. The settling bound replaces each part by its size:
///
///     E(t) = e^(-lambda t) (|T| Cmax(t) + |v0 - lambda T| Smax(t))
///
/// with `(Cmax, Smax)` = `(1, min(t, 1 / wd))` underdamped (`|cos| <= 1`,
/// `|sin(wd t) / wd| <= min(t, 1 / wd)`), `(1, t)` critically damped and
/// `(cosh(s t), sinh(s t) / s)` overdamped. `E >= |y|` always, `E` is continuous in the
/// damping ratio (also across 1), rises to one peak then decays, and for an underdamped
/// spring it is Core Animation's envelope `e^(-lambda t) (|x0| + |(v0 + lambda x0) / wd|)`,
/// which reproduces its documented settling times. The settling duration is the last time
/// `E(t) = epsilon`: the peak is bracketed by doubling and found by golden section, the
/// crossing after it by bisection.
///
/// Only `|T|^2`, `|v0|^2` and `T . v0` are needed, so any `VectorArithmetic` value works.
struct SettlingSolver {
    let spring: Spring
    let targetSquared: Double
    let velocitySquared: Double
    let targetDotVelocity: Double
    let epsilon: Double

    /// The settling bound `E(t)` (see the type's documentation).
    private func bound(at time: Double, start: Double, pull: Double) -> Double {
        let w0 = spring.angularFrequency
        let z = spring.dampingRatio
        let lambda = z * w0
        if z < 1 {
            let wd = w0 * ((1 - z) * (1 + z)).squareRoot()
            if wd > 0 {
                return exp(-lambda * time) * (start + pull * min(time, 1 / wd))
            }
        } else if z > 1 {
            let root = ((z - 1) * (z + 1)).squareRoot()
            let s = w0 * root
            if s > 0 {
                if s * time < 1 {
                    let decay = exp(-lambda * time)
                    return decay * (start * cosh(s * time) + pull * sinh(s * time) / s)
                }
                let slowExp = exp(-w0 / (z + root) * time)
                let fastExp = exp(-(lambda + s) * time)
                return start * (slowExp + fastExp) / 2 + pull * (slowExp - fastExp) / (2 * s)
            }
        }
        return exp(-lambda * time) * (start + pull * time)
    }

    func solve() -> TimeInterval {
        if spring.isInstant { return 0 }
        guard targetSquared.isFinite, velocitySquared.isFinite, targetDotVelocity.isFinite,
            epsilon.isFinite
        else { return epsilon == .infinity ? 0 : .infinity }
        let w0 = spring.angularFrequency
        let z = spring.dampingRatio
        let lambda = z * w0
        let start = targetSquared.squareRoot()
        let pullSquared =
            velocitySquared - 2 * lambda * targetDotVelocity + lambda * lambda * targetSquared
        let pull = max(pullSquared, 0).squareRoot()
        guard pull.isFinite else { return .infinity }
        if start == 0 && pull == 0 { return 0 }
        func excess(_ time: Double) -> Double {
            bound(at: time, start: start, pull: pull) - epsilon
        }
        // The bound decays at the slow rate; past its peak once it falls between doublings.
        let rate = z > 1 ? w0 / (z + ((z - 1) * (z + 1)).squareRoot()) : lambda
        var far = 1 / rate
        if lambda == 0 || !(far < 1e300) {
            // Undamped, or decaying too slowly to represent (a damping ratio or frequency
            // near the smallest doubles): the bound rises to about |T| + |v0| / w0 and stays
            // there for longer than any representable time.
            return excess(1 / w0) < 0 ? 0 : .infinity
        }
        while excess(2 * far) > excess(far) {
            far *= 2
            if !(far < 1e300) { return .infinity }
        }
        far *= 2
        let peak = peakTime(before: far, excess)
        if excess(peak) < 0 && excess(0) < 0 { return 0 }
        var (above, below) = (peak, far)
        while excess(below) >= 0 {
            (above, below) = (below, 2 * below)
            if !(below < 1e300) { return .infinity }
        }
        for _ in 0..<200 {
            let middle = above + (below - above) / 2
            if middle <= above || middle >= below { break }
            if excess(middle) >= 0 { above = middle } else { below = middle }
        }
        return below
    }

    /// The time of the maximum of the unimodal `excess` on `[0, upper]` (golden section).
    private func peakTime(before upper: Double, _ excess: (Double) -> Double) -> Double {
        let ratio = (5.0.squareRoot() - 1) / 2
        var (a, b) = (0.0, upper)
        var c = b - ratio * (b - a)
        var d = a + ratio * (b - a)
        var (fc, fd) = (excess(c), excess(d))
        for _ in 0..<120 {
            if b - a <= 1e-15 * b { break }
            if fc > fd {
                (b, d, fd) = (d, c, fc)
                c = b - ratio * (b - a)
                fc = excess(c)
            } else {
                (a, c, fc) = (c, d, fd)
                d = a + ratio * (b - a)
                fd = excess(d)
            }
        }
        return (a + b) / 2
    }
}
