import Foundation

/// A representation of a spring's motion.
///
/// Use this type to convert between the different ways of describing a spring, and to ask
/// where a spring is, and how fast it moves, at a given time:
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// let (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
/// // (1.0, 157.9, 17.6)
///
/// let spring2 = Spring(mass: 1, stiffness: 100, damping: 10)
/// let (duration, bounce) = (spring2.duration, spring2.bounce)
/// // (0.63, 0.5)
/// ```
///
/// A spring is stored canonically as its mass `m`, its undamped angular frequency
/// `w0 = sqrt(stiffness / mass)` and its damping ratio `z = damping / (2 sqrt(stiffness * mass))`;
/// every other description is derived from these three numbers.
///
/// ## The instant spring
/// Parameters that describe no finite spring (a duration or response that is zero, negative,
/// NaN or infinite; a stiffness or mass that is zero, negative, NaN or infinite) give the
/// *instant spring*: one of infinite stiffness that is at its target at every time `t >= 0`,
/// with velocity zero. Its `duration`, `response` and `settlingDuration` are 0, its `stiffness`
/// is infinity, and its `force(target:position:velocity:)` is zero. Nothing about a spring is
/// ever NaN.
public struct Spring: Hashable, Sendable {
    /// The mass of the object attached to the end of the spring; always positive and finite.
    ///
    /// The default mass is 1. Increasing this value increases the spring's effect: the
    /// attached object is subject to more oscillations and a longer settling duration.
    public let mass: Double

    /// The amount of drag applied, as a fraction of the amount needed to produce critical
    /// damping; always in `0...1e6`.
    ///
    /// 1 is critically damped, values below 1 bounce, values above 1 are overdamped.
    public let dampingRatio: Double

    /// The undamped angular frequency `sqrt(stiffness / mass)` in radians per second, in
    /// `(0, 1e100]`, or infinity for the instant spring.
    @usableFromInline
    internal let angularFrequency: Double

    /// The largest damping ratio a spring keeps; larger ones (including an infinite damping,
    /// or a bounce of -1) are reduced to it. Such a spring hardly moves at all.
    @usableFromInline
    internal static let maximumDampingRatio = 1e6

    /// Angular frequencies above this (durations below about 6e-100 s) give the instant spring.
    @usableFromInline
    internal static let maximumAngularFrequency = 1e100

    /// Creates a spring from already checked canonical values, applying the instant rule.
    @usableFromInline
    internal init(mass: Double, angularFrequency: Double, dampingRatio: Double) {
        let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0), Self.maximumDampingRatio)
        let massIsValid = mass.isFinite && mass > 0
        let frequencyIsValid =
            angularFrequency > 0 && angularFrequency <= Self.maximumAngularFrequency
        self.mass = massIsValid ? mass : 1
        self.dampingRatio = ratio
        self.angularFrequency = massIsValid && frequencyIsValid ? angularFrequency : .infinity
    }

    /// Creates a spring with the specified duration and bounce.
    ///
    /// The spring's mass is 1, its response is `duration` and its damping ratio is
    /// `1 - bounce` for a bounce of at least 0, `1 / (1 + bounce)` below.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring. This is
    ///     approximately equal to the settling duration, but for very bouncy springs is the
    ///     period of oscillation. A duration that is zero, negative, NaN or infinite gives
    ///     the instant spring (see ``Spring``).
    ///   - bounce: How bouncy the spring is: 0 is critically damped (no bounce), positive
    ///     values bounce more, up to 1 (undamped oscillation), negative values are
    ///     overdamped, down to -1. Values outside `-1...1` are clamped to it; NaN means 0.
    ///     A bounce of -1 gives the largest damping ratio Kinema keeps, 1e6.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let bounce = bounce.isNaN ? 0 : min(max(bounce, -1), 1)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: ratio)
    }

    /// Creates a spring with the specified response and damping ratio; its mass is 1.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring, defined as an approximate duration in
    ///     seconds: `stiffness = (2 pi / response)^2`. A response that is zero, negative,
    ///     NaN or infinite gives the instant spring (see ``Spring``).
    ///   - dampingRatio: The amount of drag applied, as a fraction of the amount needed to
    ///     produce critical damping (`damping = 4 pi dampingRatio / response`). Negative
    ///     values become 0, NaN becomes 1, values above 1e6 become 1e6.
    public init(response: Double, dampingRatio: Double) {
        let frequency = response.isFinite && response > 0 ? 2 * .pi / response : .infinity
        self.init(mass: 1, angularFrequency: frequency, dampingRatio: dampingRatio)
    }

    /// Creates a spring with the specified mass, stiffness and damping.
    ///
    /// The damping ratio is `damping / (2 sqrt(stiffness * mass))`.
    ///
    /// - Parameters:
    ///   - mass: The mass attached to the spring. A mass that is zero, negative, NaN or
    ///     infinite gives the instant spring, whose mass is 1.
    ///   - stiffness: The spring stiffness coefficient. A stiffness that is zero, negative,
    ///     NaN or infinite gives the instant spring.
    ///   - damping: The friction coefficient. Negative or NaN damping is treated as 0.
    ///   - allowOverDamping: Whether the spring may be overdamped. When `false` (the
    ///     default), a damping above critical is reduced to critical (damping ratio 1).
    public init(
        mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
    ) {
        let damping = damping.isNaN ? 0 : max(damping, 0)
        guard mass.isFinite, mass > 0, stiffness.isFinite, stiffness > 0 else {
            self.init(mass: 1, angularFrequency: .infinity, dampingRatio: 1)
            return
        }
        let (rootStiffness, rootMass) = (stiffness.squareRoot(), mass.squareRoot())
        let ratio = damping / (2 * rootStiffness * rootMass)
        self.init(
            mass: mass,
            angularFrequency: rootStiffness / rootMass,
            dampingRatio: allowOverDamping ? ratio : min(ratio, 1)
        )
    }
}
