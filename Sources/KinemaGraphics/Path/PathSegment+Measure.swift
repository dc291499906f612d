import Foundation

// Arc length of segments: adaptive Gauss-Legendre quadrature of the speed |B'(t)|, and
// its inverse by safeguarded Newton steps. Relative accuracy about 1e-12 of the
// segment's control-polygon length.

/// The nodes and weights of 8-point Gauss-Legendre quadrature on [-1, 1], computed once
/// by Newton's method on the Legendre polynomial P8.
private let gaussLegendre8: [(node: Double, weight: Double)] = {
    let n = 8
    var rule: [(Double, Double)] = []
    for i in 1...n {
        var x = cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
        var derivative = 0.0
        for _ in 0..<100 {
            // P_n(x) by the three-term recurrence; P_n'(x) from P_n and P_(n-1).
            var (p0, p1) = (1.0, x)
            for k in 2...n {
                (p0, p1) = (p1, ((2 * Double(k) - 1) * x * p1 - (Double(k) - 1) * p0) / Double(k))
            }
            derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
            let step = p1 / derivative
            x -= step
            if abs(step) < 1e-16 { break }
        }
        rule.append((x, 2 / ((1 - x * x) * derivative * derivative)))
    }
    return rule
}()

extension PathSegment {
    /// The length of the control polygon: an upper bound of the arc length.
    internal var polygonLength: Double {
        let p = points
        return zip(p, p.dropFirst()).reduce(0) { $0 + ($1.1 - $1.0).length }
    }

    /// The arc length between parameters `a` and `b` (negative when `b < a`).
    internal func length(from a: Double = 0, to b: Double = 1) -> Double {
        if case .line(let p, let q) = self { return (q - p).length * (b - a) }
        let tolerance = max(polygonLength, 1e-300) * 1e-13
        return adaptiveLength(a, b, estimate: gauss(a, b), tolerance: tolerance, depth: 0)
    }

    /// The parameter at which the arc length from the start is `s` (clamped to the
    /// segment); for a segment of zero length, 0.
    internal func parameter(atLength s: Double) -> Double {
        let total = length()
        guard total > 0, s > 0 else { return 0 }
        guard s < total else { return 1 }
        if case .line = self { return s / total }
        var (low, high) = (0.0, 1.0)
        var t = s / total
        var covered = length(to: t)
        for _ in 0..<100 {
            let error = covered - s
            if abs(error) <= total * 1e-14 { break }
            if error > 0 { high = t } else { low = t }
            let speed = derivative(at: t).length
            var next = speed > 0 ? t - error / speed : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            covered += length(from: t, to: next)
            t = next
            if high - low < 1e-16 { break }
        }
        return t
    }

    /// The speed |B'(t)| integrated over [a, b] with 8 Gauss-Legendre nodes.
    private func gauss(_ a: Double, _ b: Double) -> Double {
        let (half, middle) = ((b - a) / 2, (a + b) / 2)
        return half
            * gaussLegendre8.reduce(0) {
                $0 + $1.weight * derivative(at: middle + half * $1.node).length
            }
    }

    /// Halves [a, b] until the two halves agree with the whole within `tolerance`.
    private func adaptiveLength(
        _ a: Double, _ b: Double, estimate: Double, tolerance: Double, depth: Int
    ) -> Double {
        let m = (a + b) / 2
        let (left, right) = (gauss(a, m), gauss(m, b))
        if abs(left + right - estimate) <= tolerance || depth >= 40 { return left + right }
        return adaptiveLength(a, m, estimate: left, tolerance: tolerance / 2, depth: depth + 1)
            + adaptiveLength(m, b, estimate: right, tolerance: tolerance / 2, depth: depth + 1)
    }
}
