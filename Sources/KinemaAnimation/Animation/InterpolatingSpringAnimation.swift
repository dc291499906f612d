import Foundation
import KinemaCore

/// The spring behind `interpolatingSpring(...)`: a unit spring from 0 to 1 that interpolates
/// the value, without merging. Overlapping changes add up, which preserves velocity.
///
/// `animate` returns `value.scaled(by: p(t))`, where `p` is ``Spring`` motion from 0 towards
/// 1 with initial velocity `initialVelocity` (in fractions of the value per second). It
/// finishes when `sqrt((1 - p)^2 + (p' / w0)^2)` is at most 0.001 of
/// `max(1, sqrt(1 + (initialVelocity / w0)^2))`, and is logically complete at 0.01. A NaN or
/// infinite initial velocity counts as 0; the instant spring completes at once.
@usableFromInline
internal struct InterpolatingSpringAnimation: Hashable, Sendable {
    @usableFromInline let spring: Spring
    @usableFromInline let initialVelocity: Double

    init(spring: Spring, initialVelocity: Double) {
        self.spring = spring
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The unit motion at `time`.
    @inlinable
    internal func motion(at time: TimeInterval) -> SpringMotion<Double> {
        SpringMotion(
            spring: spring, origin: SpringOrigin(velocity: initialVelocity), value: 1, time: time)
    }

    @inlinable
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        sample(value: value, time: time).reported(to: &context)
    }

    /// What `animate` returns and reports; the animation keeps no state.
    @inlinable
    func sample<V: VectorArithmetic>(value: V, time: TimeInterval) -> AnimationSample<V> {
        guard !spring.isInstant, time.isFinite else { return .finished }
        let unit = motion(at: time)
        return AnimationSample(
            unit.isFinished ? nil : value.scaled(by: unit.position),
            isLogicallyComplete: unit.isLogicallyComplete)
    }

    @inlinable
    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        guard !spring.isInstant, time.isFinite else { return .zero }
        let unit = motion(at: time)
        return unit.isFinished ? .zero : value.scaled(by: unit.velocity)
    }

    var description: String {
        "interpolatingSpring(duration: \(describe(spring.duration)), "
            + "bounce: \(describe(spring.bounce)), "
            + "initialVelocity: \(describe(initialVelocity)))"
    }
}
