import Foundation

extension Animation {
    /// The default animation: `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`,
    /// as SwiftUI documents it since iOS 17.
    public static let `default` = Animation.spring(
        response: 0.55, dampingFraction: 1.0, blendDuration: 0)

    /// A persistent spring with the default parameters (response 0.5, damping fraction 0.825).
    public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)

    /// A persistent spring animation. When mixed with other `spring()` or
    /// `interactiveSpring()` animations on the same value, each is replaced by its successor,
    /// preserving position and velocity.
    ///
    /// - Parameters:
    ///   - spring: The spring; the instant spring (see ``Spring``) completes at once.
    ///   - blendDuration: Over how long, in seconds, the spring's response blends from the
    ///     response of the spring it merges with. Negative, NaN or infinite means 0; a
    ///     window longer than 256 / r seconds (r the faster spring's fastest rate, about
    ///     12 s for 0.3 s springs) is clamped to it, the longest its integration keeps stable.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(storage: .spring(SpringAnimation(spring: spring, blendDuration: blendDuration)))
    }

    /// A persistent spring animation described by response and damping fraction.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring, as an approximate duration in seconds. Zero
    ///     (an infinitely stiff spring), negative, NaN or infinite complete at once.
    ///   - dampingFraction: The drag, as a fraction of critical damping.
    ///   - blendDuration: See ``spring(_:blendDuration:)``.
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
    ) -> Animation {
        spring(
            Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// A persistent spring animation described by perceptual duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration; non-positive or non-finite complete at once.
    ///   - bounce: 0 is critically damped, up to 1 more bouncy, negative overdamped.
    ///   - blendDuration: See ``spring(_:blendDuration:)``.
    @_disfavoredOverload
    public static func spring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
    ) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A fast persistent spring for interactive changes (response 0.15, damping 0.86,
    /// blend 0.25 s).
    public static let interactiveSpring = Animation.interactiveSpring(
        response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)

    /// A persistent spring with a low response, for driving interactive animations.
    ///
    /// - Parameters:
    ///   - response: See ``spring(response:dampingFraction:blendDuration:)``.
    ///   - dampingFraction: The drag, as a fraction of critical damping.
    ///   - blendDuration: See ``spring(_:blendDuration:)``.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A persistent spring with a short duration and bounce `0.14 + extraBounce` (damping
    /// fraction 0.86), for driving interactive animations.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration.
    ///   - extraBounce: Bounce added to the base bounce of 0.14.
    ///   - blendDuration: See ``spring(_:blendDuration:)``.
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0,
        blendDuration: TimeInterval = 0.25
    ) -> Animation {
        spring(
            Spring(duration: duration, bounce: 0.14 + extraBounce), blendDuration: blendDuration)
    }

    /// A smooth persistent spring: duration 0.5 s, no bounce.
    public static let smooth = Animation.spring(Spring.smooth)

    /// A smooth persistent spring with the given duration and bounce `extraBounce`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration.
    ///   - extraBounce: Bounce added to the base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation
    {
        spring(Spring.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A snappy persistent spring: duration 0.5 s, bounce 0.15.
    public static let snappy = Animation.spring(Spring.snappy)

    /// A snappy persistent spring with the given duration and bounce `0.15 + extraBounce`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration.
    ///   - extraBounce: Bounce added to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation
    {
        spring(Spring.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A bouncy persistent spring: duration 0.5 s, bounce 0.3.
    public static let bouncy = Animation.spring(Spring.bouncy)

    /// A bouncy persistent spring with the given duration and bounce `0.3 + extraBounce`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration.
    ///   - extraBounce: Bounce added to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation
    {
        spring(Spring.bouncy(duration: duration, extraBounce: extraBounce))
    }

    /// An interpolating spring with duration 0.5 s and no bounce.
    public static let interpolatingSpring = Animation.interpolatingSpring(
        duration: 0.5, bounce: 0.0)

    /// An interpolating spring: a damped spring from 0 to 1 interpolates between the old and
    /// the new value. Overlapping animations add up, which preserves velocity.
    ///
    /// - Parameters:
    ///   - mass: The mass attached to the spring.
    ///   - stiffness: The stiffness; zero, negative or non-finite complete at once.
    ///   - damping: The friction coefficient; overdamping is allowed.
    ///   - initialVelocity: The initial velocity, in fractions of the change per second.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(
            Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
            initialVelocity: initialVelocity)
    }

    /// An interpolating spring described by perceptual duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration.
    ///   - bounce: 0 is critically damped, up to 1 more bouncy, negative overdamped.
    ///   - initialVelocity: The initial velocity, in fractions of the change per second.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    ) -> Animation {
        interpolatingSpring(
            Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An interpolating spring with the given spring.
    ///
    /// - Parameters:
    ///   - spring: The spring; the instant spring completes at once.
    ///   - initialVelocity: The initial velocity, in fractions of the change per second;
    ///     NaN or infinite means 0.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
        -> Animation
    {
        Animation(
            storage: .interpolatingSpring(
                InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity)))
    }
}
