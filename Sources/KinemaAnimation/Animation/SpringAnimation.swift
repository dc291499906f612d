import Foundation
import KinemaCore

/// The persistent spring behind `spring(...)`, `interactiveSpring(...)`, `smooth`, `snappy`
/// and `bouncy`: it merges with a running spring, continuing from its position and velocity.
///
/// Without a merge the value moves from zero towards `value` as ``Spring`` describes. After a
/// merge at time `t0` from offset `p0` with velocity `v0`, it is
/// `p0 + spring.value(target: value - p0, initialVelocity: v0, time: t - t0)`.
///
/// The animation finishes (returns `nil`) once the oscillation's amplitude
/// `sqrt(|value - x|^2 + |v / w0|^2)`, which never grows, is at most 0.001 of the scale
/// `max(|value|, amplitude at t0)`; it is logically complete at 0.01 of the scale (Kinema's
/// thresholds: SwiftUI does not document its own). The instant spring (see ``Spring``)
/// completes at once.
///
/// With a `blendDuration`, a merge with a different persistent spring blends the response and
/// damping ratio linearly from the previous spring's to this one's over that many seconds
/// (Kinema's model of SwiftUI's documented blending); see `SpringBlend`.
@usableFromInline
internal struct SpringAnimation: Hashable, Sendable {
    @usableFromInline let spring: Spring
    /// Over how long, in seconds, the response blends from a merged spring's to this one's.
    @usableFromInline let blendDuration: TimeInterval

    init(spring: Spring, blendDuration: TimeInterval) {
        self.spring = spring
        self.blendDuration = blendDuration.isFinite ? max(blendDuration, 0) : 0
    }

    @inlinable
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        sample(value: value, time: time, context: context).reported(to: &context)
    }

    /// What `animate` returns and reports; the animation only reads its state.
    @inlinable
    func sample<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> AnimationSample<V> {
        guard !spring.isInstant, time.isFinite else { return .finished }
        if let blended = blendedState(value: value, time: time, context: context) {
            return AnimationSample(blended.offset, isLogicallyComplete: false)
        }
        let motion = SpringMotion(
            spring: spring, origin: origin(at: time, context: context), value: value, time: time)
        return AnimationSample(
            motion.isFinished ? nil : motion.position,
            isLogicallyComplete: motion.isLogicallyComplete)
    }

    /// The start state that holds at `time`: the merge state, or the end of the blend window.
    @inlinable
    internal func origin<V: VectorArithmetic>(
        at time: TimeInterval, context: AnimationContext<V>
    ) -> SpringOrigin<V> {
        if let blend = context.state[SpringBlendKey<V>.self], time >= blend.end.time {
            return blend.end
        }
        return context.state[SpringOrigin<V>.self]
    }

    /// The offset and velocity inside a blend window, or `nil` outside one.
    @inlinable
    internal func blendedState<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> (offset: V, velocity: V)? {
        guard let blend = context.state[SpringBlendKey<V>.self], time < blend.end.time else {
            return nil
        }
        let origin = context.state[SpringOrigin<V>.self]
        return integrate(
            from: blend.from, origin: origin, value: value, blendDuration: blend.duration,
            elapsed: time - origin.time)
    }

    @inlinable
    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        guard !spring.isInstant, time.isFinite else { return .zero }
        if let blended = blendedState(value: value, time: time, context: context) {
            return blended.velocity
        }
        let motion = SpringMotion(
            spring: spring, origin: origin(at: time, context: context), value: value, time: time)
        return motion.isFinished ? .zero : motion.velocity
    }

    /// Merges with a running persistent spring (possibly under `speed` or
    /// `logicallyComplete(after:)`), starting from its offset and velocity.
    ///
    /// Kinema's animator supplies where the previous animation is; called elsewhere, the
    /// previous animation is evaluated on `value` to estimate it.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        guard previous.isPersistentSpring else { return false }
        let offset: V
        let velocity: V
        if let snapshot = context.mergeSnapshot {
            (offset, velocity) = (snapshot.offset, snapshot.velocity)
        } else {
            var scratch = context
            offset = previous.animate(value: value, time: time, context: &scratch) ?? value
            velocity = previous.velocity(value: value, time: time, context: scratch) ?? .zero
        }
        let time = time.isFinite ? time : 0
        let origin = SpringOrigin(time: time, offset: offset, velocity: velocity)
        context.state[SpringOrigin<V>.self] = origin
        context.state[SpringBlendKey<V>.self] = blend(from: previous, origin: origin, value: value)
        return true
    }

    var description: String {
        let blend = blendDuration == 0 ? "" : ", blendDuration: \(describe(blendDuration))"
        return
            "spring(duration: \(describe(spring.duration)), bounce: \(describe(spring.bounce))"
            + "\(blend))"
    }
}

/// Where a merged persistent spring starts: time since the run's origin, offset, velocity.
@usableFromInline
internal struct SpringOrigin<V: VectorArithmetic>: AnimationStateKey {
    @usableFromInline var time: TimeInterval
    @usableFromInline var offset: V
    @usableFromInline var velocity: V

    @inlinable
    init(time: TimeInterval = 0, offset: V = .zero, velocity: V = .zero) {
        (self.time, self.offset, self.velocity) = (time, offset, velocity)
    }

    @inlinable static var defaultValue: Self { Self() }
}

/// The state of a spring at one time, from a start state, with its completion tests.
@usableFromInline
internal struct SpringMotion<V: VectorArithmetic> {
    @usableFromInline var position: V
    @usableFromInline var velocity: V
    @usableFromInline var isFinished: Bool
    @usableFromInline var isLogicallyComplete: Bool

    /// The fraction of the scale under which a spring has finished.
    @inlinable static var finishThreshold: Double { 1e-3 }
    /// The fraction of the scale under which a spring is logically complete.
    @inlinable static var logicalThreshold: Double { 1e-2 }

    /// The motion `time - origin.time` seconds after `origin`, towards `value`: the closed
    /// form of ``Spring/value(target:initialVelocity:time:)`` and
    /// ``Spring/velocity(target:initialVelocity:time:)`` from one evaluation of its weights.
    @inlinable
    init(spring: Spring, origin: SpringOrigin<V>, value: V, time: TimeInterval) {
        let remaining = value - origin.offset
        let elapsed = max(time - origin.time, 0)
        let weights = spring.weights(at: elapsed)
        position =
            origin.offset
            + (remaining.scaled(by: 1 - weights.p) + origin.velocity.scaled(by: weights.q))
        velocity =
            remaining.scaled(by: weights.w0SquaredQ) + origin.velocity.scaled(by: weights.dq)
        // One division instead of two: the velocity term is in units of displacement.
        let inverseFrequencySquared = 1 / (spring.angularFrequency * spring.angularFrequency)
        let start =
            remaining.magnitudeSquared + origin.velocity.magnitudeSquared * inverseFrequencySquared
        let scaleSquared = max(value.magnitudeSquared, start)
        let amplitudeSquared =
            (value - position).magnitudeSquared + velocity.magnitudeSquared
            * inverseFrequencySquared
        isFinished =
            !(amplitudeSquared > Self.finishThreshold * Self.finishThreshold * scaleSquared)
        isLogicallyComplete =
            !(amplitudeSquared > Self.logicalThreshold * Self.logicalThreshold * scaleSquared)
    }
}
