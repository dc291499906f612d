import Foundation
import KinemaCore

extension Spring {
    /// Creates a spring with the specified damping ratio that settles in `settlingDuration`.
    ///
    /// The settling duration of a spring from 0 to 1 at rest scales exactly with its
    /// response, so the response is `settlingDuration / tau`, where `tau` is the settling
    /// duration of the spring with response 1: the result's ``settlingDuration(target:initialVelocity:epsilon:)``
    /// (target 1, velocity 0, this `epsilon`) matches `settlingDuration` to about 1e-12
    /// relative.
    ///
    /// - Parameters:
    ///   - settlingDuration: The time after which the spring stays within `epsilon` of its
    ///     target. Zero, negative, NaN or infinite give the instant spring.
    ///   - dampingRatio: The damping ratio (rules as in ``init(response:dampingRatio:)``).
    ///     An undamped spring never settles: a damping ratio of 0 (or an epsilon of 1 or
    ///     more, which is met at once) gives the response `settlingDuration` instead.
    ///   - epsilon: The threshold on the distance to the target; NaN, zero or negative mean
    ///     0.001.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let unit = Spring(response: 1, dampingRatio: dampingRatio)
        let tau = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
        let response = tau.isFinite && tau > 0 ? settlingDuration / tau : settlingDuration
        self.init(response: response, dampingRatio: unit.dampingRatio)
    }

    /// The time after which a spring from 0 towards 1, at rest, stays within 0.001 of 1
    /// (see ``settlingDuration(target:initialVelocity:epsilon:)``).
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// The time after which the spring stays within `epsilon` of `target`.
    ///
    /// The spring starts at zero with `initialVelocity`; the distance is the magnitude of
    /// `value - target`. Kinema computes, like Core Animation, when a bound on that
    /// distance falls below `epsilon` for good: the bound is the motion's decay
    /// `e^(-dampingRatio w0 t)` times the sizes of its two parts,
    /// `|target| + |initialVelocity - dampingRatio w0 target| min(t, 1 / wd)` when
    /// underdamped (`wd` the damped frequency; `cosh`/`sinh` and `t` forms when overdamped or
    /// critically damped). So the distance is below `epsilon` at every later time, and the
    /// result is continuous in every parameter. For an underdamped spring it is at most half a
    /// period plus `ln 2 / (dampingRatio w0)` after the distance's last crossing of
    /// `epsilon`. The crossing of the bound is found by bisection to rounding.
    ///
    /// Rules: 0 when the bound never reaches `epsilon` (no motion, or a target inside the
    /// band) and for the instant spring; infinity for an undamped spring that leaves the
    /// band (as for one whose decay time `1 / (dampingRatio w0)` exceeds 1e300 s) and for
    /// non-finite targets or velocities. A NaN, zero or negative `epsilon`
    /// means 0.001; an infinite one gives 0.
    ///
    /// - Parameters:
    ///   - target: The value the spring moves towards.
    ///   - initialVelocity: The velocity at time 0.
    ///   - epsilon: The threshold on the distance to the target.
    /// - Complexity: O(1): a few hundred evaluations of the bound.
    public func settlingDuration<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, epsilon: Double
    ) -> TimeInterval {
        let targetSquared = target.magnitudeSquared
        let velocitySquared = initialVelocity.magnitudeSquared
        let cross = ((target + initialVelocity).magnitudeSquared - targetSquared - velocitySquared)
        let epsilon = epsilon > 0 ? epsilon : 0.001
        let solver = SettlingSolver(
            spring: self, targetSquared: targetSquared, velocitySquared: velocitySquared,
            targetDotVelocity: cross / 2, epsilon: epsilon)
        return solver.solve()
    }

    /// The time after which a spring from `fromValue` towards `toValue` stays within
    /// `epsilon` of `toValue`, computed on the values' animatable data.
    ///
    /// - Parameters:
    ///   - fromValue: The value at time 0.
    ///   - toValue: The value the spring moves towards.
    ///   - initialVelocity: The velocity at time 0.
    ///   - epsilon: The threshold on the distance (rules as in
    ///     ``settlingDuration(target:initialVelocity:epsilon:)``).
    public func settlingDuration<V: Animatable>(
        fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
    ) -> TimeInterval {
        settlingDuration(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }
}
