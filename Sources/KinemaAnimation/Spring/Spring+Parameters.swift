import Foundation

extension Spring {
    /// The perceptual duration, which defines the pace of the spring: `2 pi / sqrt(k / m)`.
    ///
    /// Equal to ``response``; 0 for the instant spring.
    public var duration: TimeInterval { response }

    /// How bouncy the spring is, in `-1...1`.
    ///
    /// `1 - dampingRatio` for a damping ratio of at most 1, `1 / dampingRatio - 1` above:
    /// 0 is critically damped, 1 undamped, negative overdamped.
    public var bounce: Double {
        dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    /// The stiffness of the spring, defined as an approximate duration in seconds:
    /// `2 pi / sqrt(stiffness / mass)`; 0 for the instant spring.
    public var response: Double { 2 * .pi / angularFrequency }

    /// The spring stiffness coefficient `mass * w0^2`; infinity for the instant spring.
    ///
    /// Increasing the stiffness reduces the number of oscillations and the settling duration.
    public var stiffness: Double { mass * angularFrequency * angularFrequency }

    /// The friction coefficient `2 * dampingRatio * sqrt(stiffness * mass)`.
    ///
    /// Infinity for the instant spring, unless its damping ratio is 0 (then 0).
    public var damping: Double {
        if dampingRatio == 0 { return 0 }
        return isInstant ? .infinity : 2 * dampingRatio * mass * angularFrequency
    }

    /// Whether this is the instant spring, which is at its target at every time `t >= 0`.
    ///
    /// Kinema's own addition: SwiftUI has no such spring, see ``Spring`` for which
    /// parameters give it.
    public var isInstant: Bool { angularFrequency == .infinity }
}

extension Spring {
    /// A smooth spring with a predefined duration and no bounce: `Spring(duration: 0.5)`.
    public static let smooth = Spring(duration: 0.5, bounce: 0)

    /// A spring with a predefined duration and small amount of bounce that feels more
    /// snappy: `Spring(duration: 0.5, bounce: 0.15)`.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)

    /// A spring with a predefined duration and higher amount of bounce:
    /// `Spring(duration: 0.5, bounce: 0.3)`.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring with the given duration and no bounce plus `extraBounce`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration (see ``init(duration:bounce:)``).
    ///   - extraBounce: How much bounce to add to the base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring with the given duration and bounce `0.15 + extraBounce`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration (see ``init(duration:bounce:)``).
    ///   - extraBounce: How much bounce to add to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring with the given duration and bounce `0.3 + extraBounce`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration (see ``init(duration:bounce:)``).
    ///   - extraBounce: How much bounce to add to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Spring: CustomStringConvertible {
    /// The spring as its duration and bounce (and its mass when it isn't 1), rounded to
    /// nine decimals: `Spring(duration: 0.5, bounce: 0.3)`.
    public var description: String {
        func rounded(_ value: Double) -> Double {
            abs(value) < 1e9 ? (value * 1e9).rounded() / 1e9 : value
        }
        let massPart = mass == 1 ? "" : ", mass: \(rounded(mass))"
        return "Spring(duration: \(rounded(duration)), bounce: \(rounded(bounce))\(massPart))"
    }
}
