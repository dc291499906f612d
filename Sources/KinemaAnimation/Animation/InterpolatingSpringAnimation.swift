import Foundation

/// The spring behind `interpolatingSpring(...)`: a unit spring from 0 to 1 that interpolates
/// the value, without merging. Overlapping changes add up, which preserves velocity.
///
/// `animate` returns `value.scaled(by: p(t))`, where `p` is ``Spring`` motion from 0 towards
/// 1 with initial velocity `initialVelocity` (in fractions of the value per second). It
/// finishes when `sqrt((1 - p)^2 + (p' / w0)^2)` is at most 0.001 of
/// `max(1, sqrt(1 + (initialVelocity / w0)^2))`, and is logically complete at 0.01. A NaN or
/// infinite initial velocity counts as 0; the instant spring completes at once.
internal struct InterpolatingSpringAnimation: CustomAnimation, CustomStringConvertible {
    let spring: Spring
    let initialVelocity: Double

    init(spring: Spring, initialVelocity: Double) {
        self.spring = spring
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The unit motion at `time`.
    private func motion(at time: TimeInterval) -> SpringMotion<Double> {
        SpringMotion(
            spring: spring, origin: SpringOrigin(velocity: initialVelocity), value: 1, time: time)
    }

    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        guard !spring.isInstant, time.isFinite else {
            context.isLogicallyComplete = true
            return nil
        }
        let unit = motion(at: time)
        if unit.isLogicallyComplete { context.isLogicallyComplete = true }
        return unit.isFinished ? nil : value.scaled(by: unit.position)
    }

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
