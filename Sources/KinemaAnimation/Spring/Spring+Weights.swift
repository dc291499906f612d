import Foundation

extension Spring {
    /// The four scalars that give a spring's state at one time as a linear function of its
    /// start state.
    ///
    /// With `y = x - target` the displacement from the target, `y(t) = y(0) p + v(0) q` and
    /// `v(t) = -y(0) w0^2 q + v(0) dq`. A spring from 0 towards `T` with initial velocity
    /// `v0` is therefore at `T (1 - p) + v0 q`, moving at `T w0^2 q + v0 dq`.
    @usableFromInline
    internal struct Weights: Sendable {
        /// The weight of the start displacement in the displacement.
        @usableFromInline var p: Double
        /// The weight of the start velocity in the displacement.
        @usableFromInline var q: Double
        /// `w0^2 q`: minus the weight of the start displacement in the velocity.
        @usableFromInline var w0SquaredQ: Double
        /// The weight of the start velocity in the velocity (the derivative of `q`).
        @usableFromInline var dq: Double

        /// The state at time 0: nothing has moved yet.
        @inlinable static var start: Weights { Weights(p: 1, q: 0, w0SquaredQ: 0, dq: 1) }

        /// The settled state: at the target, at rest.
        @inlinable static var settled: Weights { Weights(p: 0, q: 0, w0SquaredQ: 0, dq: 0) }

        @inlinable
        init(p: Double, q: Double, w0SquaredQ: Double, dq: Double) {
            (self.p, self.q, self.w0SquaredQ, self.dq) = (p, q, w0SquaredQ, dq)
        }
    }

    /// Decay exponents beyond this count as settled: `exp(-700)` is about 1e-304.
    @usableFromInline
    internal static let settledExponent = 700.0

    /// The weights of the closed-form motion at `time`.
    ///
    /// With `lambda = z w0`, every regime is `p = e^(-lambda t) (C + lambda S)`,
    /// `q = e^(-lambda t) S`, `dq = e^(-lambda t) (C - lambda S)`, where `(C, S)` is
    /// `(cos(wd t), sin(wd t) / wd)` when underdamped, `(1, t)` when critically damped and
    /// `(cosh(s t), sinh(s t) / s)` when overdamped. These forms have no cancellation as the
    /// damping ratio approaches 1 from either side (`sin(x) / wd` and `sinh(x) / s` stay
    /// accurate for small `wd` and `s`), so no band around `z = 1` is needed: only when
    /// `wd` or `s` is exactly 0 (or underflows) is the critical form used. An overdamped
    /// spring with `s t >= 1` uses the two exponentials `e^(-(lambda -+ s) t)`, the slow rate
    /// computed as `w0 / (z + sqrt(z^2 - 1))` without cancellation, so nothing overflows.
    ///
    /// Time rules: NaN, negative and zero times give the start state; `+infinity`, and
    /// times after which the motion has decayed by `e^-700`, give the settled state, as
    /// does any time `>= 0` for the instant spring. An undamped spring never decays, but
    /// at infinite time it too is reported at its target (the centre of its oscillation),
    /// and so is any spring at a time whose phase `wd t` overflows to infinity.
    @inlinable
    internal func weights(at time: TimeInterval) -> Weights {
        if isInstant { return time >= 0 ? .settled : .start }
        guard time > 0 else { return .start }
        guard time < .infinity else { return .settled }
        let w0 = angularFrequency
        let z = dampingRatio
        let lambda = z * w0
        if z < 1 {
            let wd = w0 * ((1 - z) * (1 + z)).squareRoot()
            if wd > 0 {
                if lambda * time > Self.settledExponent { return .settled }
                // A phase too large to represent has lost every digit: read it as infinite.
                let phase = wd * time
                guard phase.isFinite else { return .settled }
                let decay = exp(-lambda * time)
                let sine = sin(phase)
                let cosine = cos(phase)
                // lambda / wd and w0 / wd are finite however small wd is; sin / wd alone may
                // overflow (a tiny wd at a huge time), so it is clamped to a finite value.
                let lambdaSine = z / ((1 - z) * (1 + z)).squareRoot() * sine
                let w0Sine = w0 * sine / ((1 - z) * (1 + z)).squareRoot()
                return Weights(
                    p: decay * (cosine + lambdaSine), q: Self.finite(decay * (sine / wd)),
                    w0SquaredQ: decay * w0Sine, dq: decay * (cosine - lambdaSine))
            }
        } else if z > 1 {
            let root = ((z - 1) * (z + 1)).squareRoot()
            let s = w0 * root
            if s > 0 {
                let slow = w0 / (z + root)
                if slow * time > Self.settledExponent { return .settled }
                if s * time < 1 {
                    let decay = exp(-lambda * time)
                    let sine = sinh(s * time)
                    let cosine = cosh(s * time)
                    // As above: sinh / s may overflow for a tiny s, lambda / s cannot.
                    let lambdaSine = z / root * sine
                    return Weights(
                        p: decay * (cosine + lambdaSine), q: Self.finite(decay * (sine / s)),
                        w0SquaredQ: decay * (w0 * sine / root), dq: decay * (cosine - lambdaSine))
                }
                let fast = lambda + s
                let slowExp = exp(-slow * time)
                let fastExp = exp(-fast * time)
                let q = (slowExp - fastExp) / (2 * s)
                return Weights(
                    p: (fast * slowExp - slow * fastExp) / (2 * s), q: q, w0SquaredQ: w0 * w0 * q,
                    dq: (fast * fastExp - slow * slowExp) / (2 * s))
            }
        }
        // Critically damped (or wd, s too small to represent): C = 1, S = t.
        if lambda * time > Self.settledExponent { return .settled }
        let decay = exp(-lambda * time)
        let q = decay * time
        return Weights(
            p: decay * (1 + lambda * time), q: q, w0SquaredQ: Self.finite(w0 * (w0 * q)),
            dq: decay * (1 - lambda * time))
    }

    /// `value` clamped to the finite range: a weight that overflows (a start velocity's
    /// displacement after an astronomically long time) stays a number, so that a zero start
    /// velocity times it is still zero rather than NaN.
    @inlinable
    internal static func finite(_ value: Double) -> Double {
        min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}
