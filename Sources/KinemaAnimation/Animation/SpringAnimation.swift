import Foundation

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
internal struct SpringAnimation: CustomAnimation, CustomStringConvertible {
    let spring: Spring
    /// Over how long, in seconds, the response blends from a merged spring's to this one's.
    let blendDuration: TimeInterval

    init(spring: Spring, blendDuration: TimeInterval) {
        self.spring = spring
        self.blendDuration = blendDuration.isFinite ? max(blendDuration, 0) : 0
    }

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        guard !spring.isInstant, time.isFinite else {
            context.isLogicallyComplete = true
            return nil
        }
        let origin = context.state[SpringOrigin<V>.self]
        let motion = SpringMotion(
            spring: spring, origin: origin, value: value, time: time)
        if motion.isFinished { context.isLogicallyComplete = true }
        if motion.isLogicallyComplete { context.isLogicallyComplete = true }
        return motion.isFinished ? nil : motion.position
    }

    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        guard !spring.isInstant, time.isFinite else { return .zero }
        let origin = context.state[SpringOrigin<V>.self]
        let motion = SpringMotion(spring: spring, origin: origin, value: value, time: time)
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
        context.state[SpringOrigin<V>.self] = SpringOrigin(
            time: time, offset: offset, velocity: velocity)
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
internal struct SpringOrigin<V: VectorArithmetic>: AnimationStateKey {
    var time: TimeInterval = 0
    var offset: V = .zero
    var velocity: V = .zero

    static var defaultValue: Self { Self() }
}

/// The state of a spring at one time, from a start state, with its completion tests.
internal struct SpringMotion<V: VectorArithmetic> {
    var position: V
    var velocity: V
    var isFinished: Bool
    var isLogicallyComplete: Bool

    /// The fraction of the scale under which a spring has finished.
    static var finishThreshold: Double { 1e-3 }
    /// The fraction of the scale under which a spring is logically complete.
    static var logicalThreshold: Double { 1e-2 }

    init(spring: Spring, origin: SpringOrigin<V>, value: V, time: TimeInterval) {
        let remaining = value - origin.offset
        let elapsed = max(time - origin.time, 0)
        position =
            origin.offset
            + spring.value(target: remaining, initialVelocity: origin.velocity, time: elapsed)
        velocity = spring.velocity(
            target: remaining, initialVelocity: origin.velocity, time: elapsed)
        let frequencySquared = spring.angularFrequency * spring.angularFrequency
        let start = remaining.magnitudeSquared + origin.velocity.magnitudeSquared / frequencySquared
        let scaleSquared = max(value.magnitudeSquared, start)
        let amplitudeSquared =
            (value - position).magnitudeSquared + velocity.magnitudeSquared / frequencySquared
        isFinished =
            !(amplitudeSquared > Self.finishThreshold * Self.finishThreshold * scaleSquared)
        isLogicallyComplete =
            !(amplitudeSquared > Self.logicalThreshold * Self.logicalThreshold * scaleSquared)
    }
}

extension Animation {
    /// Whether this is a persistent spring, possibly under `speed` or
    /// `logicallyComplete(after:)`: the animations a persistent spring merges with.
    internal var isPersistentSpring: Bool {
        switch base {
        case is SpringAnimation: return true
        case let speed as SpeedAnimation: return speed.base.isPersistentSpring
        case let marked as LogicallyCompleteAnimation: return marked.base.isPersistentSpring
        default: return false
        }
    }
}
