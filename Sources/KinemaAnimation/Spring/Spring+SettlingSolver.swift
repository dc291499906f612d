import Foundation

/// Finds the last time a spring's distance to its target equals `epsilon`.
///
/// The displacement from the target is `y(t) = -T p(t) + v0 q(t)` (see `Spring.Weights`), so
/// its squared magnitude needs only `|T|^2`, `|v0|^2` and `T . v0`, which works for any
/// `VectorArithmetic` value.
///
/// 1. A window that must hold the last crossing:
///    - underdamped, `y = e^(-lambda t) (A cos(wd t) + B sin(wd t))`: with `M` the largest
///      singular value of `[A B]`, `|y| <= M e^(-lambda t)`, and `|y|` reaches
///      `M e^(-lambda t)` once every half period `pi / wd`. So the crossing lies in
///      `[tEnv - pi / wd, tEnv]` where `M e^(-lambda tEnv) = epsilon`.
///    - critically or overdamped: `p` decreases and `q` rises to one peak then decreases,
///      both non-negative, so `|T| p + |v0| q` bounds `|y|` and decreases after the peak
///      of `q`; the window is `[0, t]` where the bound falls to `epsilon` (by bisection).
/// 2. The window is sampled backwards in 512 steps; the first sample at or above
///    `epsilon`, or a refined peak (golden section) between samples above it, brackets
///    the crossing, which bisection then finds to rounding.
struct SettlingSolver {
    let spring: Spring
    let targetSquared: Double
    let velocitySquared: Double
    let targetDotVelocity: Double
    let epsilon: Double

    private static let sampleCount = 512

    /// The distance to the target at `time`, minus epsilon.
    private func excess(at time: Double) -> Double {
        let w = spring.weights(at: time)
        let squared =
            targetSquared * w.p * w.p - 2 * targetDotVelocity * w.p * w.q
            + velocitySquared * w.q * w.q
        return max(squared, 0).squareRoot() - epsilon
    }

    func solve() -> TimeInterval {
        if spring.isInstant { return 0 }
        guard targetSquared.isFinite, velocitySquared.isFinite, targetDotVelocity.isFinite,
            epsilon.isFinite
        else { return epsilon == .infinity ? 0 : .infinity }
        if targetSquared == 0 && velocitySquared == 0 { return 0 }
        let window: (lower: Double, upper: Double)?
        if let underdamped = underdampedWindow() {
            window = underdamped
        } else {
            window = boundedWindow()
        }
        guard let window else { return .infinity }
        if window.upper <= 0 { return 0 }
        return scan(from: window.lower, to: window.upper)
    }

    /// The window for an underdamped spring, or nil when the spring isn't underdamped;
    /// `(0, 0)` when the spring never leaves the band, `(inf, inf)` when it never settles.
    private func underdampedWindow() -> (lower: Double, upper: Double)? {
        let w0 = spring.angularFrequency
        let z = spring.dampingRatio
        let lambda = z * w0
        let wd = w0 * ((1 - z) * (1 + z)).squareRoot()
        guard z < 1, wd > 0 else { return nil }
        // A = -T, B = (v0 - lambda T) / wd: Gram matrix entries.
        let aa = targetSquared
        let ab = (lambda * targetSquared - targetDotVelocity) / wd
        let pulled =
            velocitySquared - 2 * lambda * targetDotVelocity + lambda * lambda * targetSquared
        let bb = max(pulled, 0) / wd / wd
        let half = (aa - bb) / 2
        let largest = (aa + bb) / 2 + (half * half + ab * ab).squareRoot()
        guard largest.isFinite else { return nil }
        let amplitude = largest.squareRoot()
        if amplitude < epsilon { return (0, 0) }
        if lambda == 0 { return (.infinity, .infinity) }
        let envelopeEnd = log(amplitude / epsilon) / lambda
        guard envelopeEnd.isFinite else { return (.infinity, .infinity) }
        return (max(0, envelopeEnd - .pi / wd), envelopeEnd)
    }

    /// The window `[0, t]` for a critically or overdamped spring, from the bound
    /// `|T| p + |v0| q`; nil when it cannot be found in finite time.
    private func boundedWindow() -> (lower: Double, upper: Double)? {
        let w0 = spring.angularFrequency
        let z = spring.dampingRatio
        let root = ((z - 1) * (z + 1)).squareRoot()
        let s = w0 * root
        let peak: Double
        if z > 1 && s > 0 {
            let slow = w0 / (z + root)
            peak = log1p(2 * s / slow) / (2 * s)
        } else {
            peak = 1 / (z * w0)
        }
        guard peak.isFinite else { return nil }
        let (targetLength, velocityLength) = (
            targetSquared.squareRoot(), velocitySquared.squareRoot()
        )
        func bound(_ time: Double) -> Double {
            let w = spring.weights(at: time)
            return targetLength * w.p + velocityLength * w.q
        }
        if bound(peak) < epsilon { return (0, peak) }
        var (below, above) = (peak, 2 * peak)
        while bound(above) >= epsilon {
            (below, above) = (above, 2 * above)
            if !(above < 1e300) { return nil }
        }
        for _ in 0..<200 {
            let middle = below + (above - below) / 2
            if middle <= below || middle >= above { break }
            if bound(middle) >= epsilon { below = middle } else { above = middle }
        }
        return (0, above)
    }

    /// The last crossing in `[lower, upper]`, scanning backwards; `lower` if there is none.
    private func scan(from lower: Double, to upper: Double) -> Double {
        let count = Self.sampleCount
        let step = (upper - lower) / Double(count)
        var next = excess(at: upper)
        if next >= 0 { return upper }
        var afterNext = -Double.infinity
        for index in stride(from: count - 1, through: 0, by: -1) {
            let time = lower + step * Double(index)
            let current = excess(at: time)
            if current >= 0 { return bisect(above: time, below: time + step) }
            if index + 2 <= count && next > current && next >= afterNext {
                let peak = peakTime(from: time, to: time + 2 * step)
                if excess(at: peak) >= 0 { return bisect(above: peak, below: time + 2 * step) }
            }
            (afterNext, next) = (next, current)
        }
        let peak = peakTime(from: lower, to: lower + step)
        if excess(at: peak) >= 0 { return bisect(above: peak, below: lower + step) }
        return lower
    }

    /// The time of the largest excess in `[lower, upper]` by golden-section search.
    private func peakTime(from lower: Double, to upper: Double) -> Double {
        let ratio = (5.0.squareRoot() - 1) / 2
        var (a, b) = (lower, upper)
        var c = b - ratio * (b - a)
        var d = a + ratio * (b - a)
        var (fc, fd) = (excess(at: c), excess(at: d))
        for _ in 0..<80 {
            if fc > fd {
                (b, d, fd) = (d, c, fc)
                c = b - ratio * (b - a)
                fc = excess(at: c)
            } else {
                (a, c, fc) = (c, d, fd)
                d = a + ratio * (b - a)
                fd = excess(at: d)
            }
        }
        return (a + b) / 2
    }

    /// The crossing between `above` (excess >= 0) and `below` (excess < 0), by bisection;
    /// returns the end of the final bracket where the excess is negative.
    private func bisect(above: Double, below: Double) -> Double {
        var (high, low) = (above, below)
        for _ in 0..<200 {
            let middle = high + (low - high) / 2
            if middle <= min(high, low) || middle >= max(high, low) { break }
            if excess(at: middle) >= 0 { high = middle } else { low = middle }
        }
        return low
    }
}
