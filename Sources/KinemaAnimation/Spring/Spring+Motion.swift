import Foundation
import KinemaCore

extension Spring {
    /// The value of a spring that starts at zero and moves towards `target`, at `time`.
    ///
    /// The motion solves `m x'' = -k (x - target) - c x'` with `x(0) = 0` and
    /// `x'(0) = initialVelocity` in closed form (see ``Spring`` for the regimes). It is
    /// linear in `target` and `initialVelocity`, so two scalar weights are computed once
    /// and applied with `scaled(by:)`.
    ///
    /// Time rules: a NaN or negative time is treated as 0 (the value is zero); an infinite
    /// time gives `target`. The instant spring is at `target` at every time `>= 0`.
    ///
    /// - Parameters:
    ///   - target: The value the spring moves towards (the total change).
    ///   - initialVelocity: The velocity at time 0, in units of the value per second.
    ///   - time: The time in seconds since the spring started.
    /// - Returns: The value at `time`.
    /// - Complexity: O(1) scalar work plus two `scaled(by:)` and one `+` on `V`.
    @inlinable
    public func value<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, time: TimeInterval
    ) -> V {
        let weights = weights(at: time)
        return target.scaled(by: 1 - weights.p) + initialVelocity.scaled(by: weights.q)
    }

    /// The velocity of a spring that starts at zero and moves towards `target`, at `time`:
    /// the exact derivative of ``value(target:initialVelocity:time:)``.
    ///
    /// Time rules as for ``value(target:initialVelocity:time:)``: a NaN or negative time
    /// gives `initialVelocity`, an infinite time gives zero. The instant spring's velocity
    /// is zero at every time `>= 0`.
    ///
    /// - Parameters:
    ///   - target: The value the spring moves towards (the total change).
    ///   - initialVelocity: The velocity at time 0.
    ///   - time: The time in seconds since the spring started.
    /// - Returns: The velocity at `time`, in units of the value per second.
    @inlinable
    public func velocity<V: VectorArithmetic>(
        target: V, initialVelocity: V = .zero, time: TimeInterval
    ) -> V {
        let weights = weights(at: time)
        return target.scaled(by: weights.w0SquaredQ) + initialVelocity.scaled(by: weights.dq)
    }

    /// The value of a spring travelling from `fromValue` to `toValue`, at `time`.
    ///
    /// Works on the values' `animatableData`: the result is `fromValue` with its animatable
    /// data set to `from + value(target: to - from, initialVelocity:, time:)`.
    ///
    /// - Parameters:
    ///   - fromValue: The value at time 0.
    ///   - toValue: The value the spring moves towards.
    ///   - initialVelocity: The velocity at time 0 (its animatable data is used).
    ///   - time: The time in seconds since the spring started (rules as for
    ///     ``value(target:initialVelocity:time:)``).
    @inlinable
    public func value<V: Animatable>(
        fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
    ) -> V {
        let from = fromValue.animatableData
        var result = fromValue
        result.animatableData =
            from
            + value(
                target: toValue.animatableData - from,
                initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity of a spring travelling from `fromValue` to `toValue`, at `time`.
    ///
    /// The result is `fromValue` with its animatable data set to the velocity.
    ///
    /// - Parameters:
    ///   - fromValue: The value at time 0.
    ///   - toValue: The value the spring moves towards.
    ///   - initialVelocity: The velocity at time 0 (its animatable data is used).
    ///   - time: The time in seconds since the spring started (rules as for
    ///     ``velocity(target:initialVelocity:time:)``).
    @inlinable
    public func velocity<V: Animatable>(
        fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
    ) -> V {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The force the spring exerts on its mass: `stiffness * (target - position) -
    /// damping * velocity`, as SwiftUI defines it (divide by ``mass`` for the acceleration).
    ///
    /// The instant spring has no finite force; its force is reported as zero.
    ///
    /// - Parameters:
    ///   - target: The value the spring pulls towards.
    ///   - position: The current value.
    ///   - velocity: The current velocity.
    @inlinable
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        guard !isInstant else { return .zero }
        return (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// The force the spring exerts at `position` while travelling from `fromValue` to
    /// `toValue`, computed on the values' animatable data.
    ///
    /// `position` is an absolute value (like the result of
    /// ``value(fromValue:toValue:initialVelocity:time:)``); the force does not depend on
    /// `fromValue`, whose non-animatable parts only shape the result.
    ///
    /// - Parameters:
    ///   - fromValue: The value the spring started from.
    ///   - toValue: The value the spring pulls towards.
    ///   - position: The current value.
    ///   - velocity: The current velocity.
    @inlinable
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(
            target: toValue.animatableData, position: position.animatableData,
            velocity: velocity.animatableData)
        return result
    }

    /// Updates the current value and velocity of a spring by `deltaTime`.
    ///
    /// The state advances by the exact closed form (not by an integration step), so any
    /// step size is stable and `n` steps of `dt` match one step of `n dt` to rounding.
    /// A NaN, zero or negative `deltaTime` leaves the state unchanged; an infinite one
    /// settles it (`value = target`, `velocity = .zero`).
    ///
    /// - Parameters:
    ///   - value: The current value of the spring.
    ///   - velocity: The current velocity of the spring.
    ///   - target: The target that `value` is moving towards.
    ///   - deltaTime: The time that has passed since the spring was at `value`.
    @inlinable
    public func update<V: VectorArithmetic>(
        value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
    ) {
        guard deltaTime > 0 else { return }
        let weights = weights(at: deltaTime)
        let displacement = value - target
        value = target + displacement.scaled(by: weights.p) + velocity.scaled(by: weights.q)
        velocity =
            velocity.scaled(by: weights.dq) - displacement.scaled(by: weights.w0SquaredQ)
    }
}
