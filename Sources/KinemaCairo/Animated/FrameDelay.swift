/// How long one frame of an animated PNG shows: `numerator / denominator` seconds, APNG's
/// `delay_num` and `delay_den` (16 bits each).
///
/// ```swift
/// try FrameDelay(fps: 30)        // 1/30 s
/// try FrameDelay(fps: 29.97)     // 100/2997 s, exactly 1 / 29.97
/// try FrameDelay(fps: 1 / 3.0)   // 3/1 s
/// ```
///
/// **Mathematical properties.** ``init(fps:)`` gives the fraction with both terms at most
/// 65,535 closest to `1 / fps` (continued fractions with semiconvergents), so every rate
/// whose period is such a fraction (24, 25, 30, 60, 29.97 = 30000/1001, ...) is held
/// exactly, and any other by the nearest delay a 16-bit fraction can state.
public struct FrameDelay: Hashable, Sendable {
    /// The seconds' numerator, at least 1.
    public let numerator: UInt16

    /// The seconds' denominator, at least 1.
    public let denominator: UInt16

    /// The frame rates a delay can express: 1/65,535 ... 65,535 frames per second.
    public static let supportedFrameRates: ClosedRange<Double> = (1.0 / 65535)...65535

    /// Creates a delay of `numerator / denominator` seconds; both must be at least 1.
    public init(numerator: UInt16, denominator: UInt16) {
        precondition(
            numerator >= 1 && denominator >= 1,
            "FrameDelay needs positive terms, but is \(numerator)/\(denominator)")
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The delay closest to one frame at `fps` frames per second.
    ///
    /// - Throws: ``AnimatedImageError/invalidFrameRate(_:supported:)`` for a rate that is not
    ///   finite or outside ``supportedFrameRates``.
    public init(fps: Double) throws {
        guard fps.isFinite, Self.supportedFrameRates.contains(fps) else {
            throw AnimatedImageError.invalidFrameRate(fps, supported: Self.supportedFrameRates)
        }
        let (numerator, denominator) = Self.closestFraction(to: 1 / fps, bound: 65535)
        self.init(numerator: UInt16(max(1, numerator)), denominator: UInt16(denominator))
    }

    /// The delay in seconds.
    public var seconds: Double { Double(numerator) / Double(denominator) }

    /// The fraction `p / q` closest to `x` (> 0) with `p, q <= bound` and `q >= 1`.
    static func closestFraction(to x: Double, bound: Int) -> (Int, Int) {
        // Convergents h/k of the continued fraction of x; (h0, k0) and (h1, k1) the last two.
        var (h0, k0, h1, k1) = (0, 1, 1, 0)
        var rest = x
        while true {
            let term = rest.rounded(.down)
            guard term < Double(bound) + 1 else { break }
            let a = Int(term)
            let (h2, k2) = (a * h1 + h0, a * k1 + k0)
            if h2 > bound || k2 > bound {
                // The best semiconvergent within the bound, against the last convergent.
                let limit = min(
                    h1 > 0 ? (bound - h0) / h1 : Int.max, k1 > 0 ? (bound - k0) / k1 : Int.max)
                let semi = (limit * h1 + h0, limit * k1 + k0)
                if k1 == 0 || (semi.1 > 0 && error(semi, x) < error((h1, k1), x)) {
                    return semi
                }
                return (h1, k1)
            }
            (h0, k0, h1, k1) = (h1, k1, h2, k2)
            let fraction = rest - term
            guard fraction > 1e-12 * max(1, rest) else { break }
            rest = 1 / fraction
        }
        return k1 == 0 ? (bound, 1) : (h1, k1)
    }

    private static func error(_ fraction: (Int, Int), _ x: Double) -> Double {
        abs(Double(fraction.0) / Double(fraction.1) - x)
    }
}
