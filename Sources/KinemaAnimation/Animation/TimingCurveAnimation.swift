import Foundation
import KinemaCore

/// An animation that follows a unit curve for a fixed duration: the animation behind `linear`,
/// `easeIn`, `easeOut`, `easeInOut` and `timingCurve`.
///
/// `animate` returns `value.scaled(by: curve.value(at: time / duration))` while
/// `time <= duration`, and `nil` after. A duration that is zero, negative, NaN or infinite
/// completes at once (the first call returns `nil`).
@usableFromInline
internal struct TimingCurveAnimation: Hashable, Sendable {
    /// The curve mapping progress to the fraction of the value covered.
    @usableFromInline let curve: UnitCurve
    /// The duration in seconds, as given.
    @usableFromInline let duration: TimeInterval

    init(curve: UnitCurve, duration: TimeInterval) {
        self.curve = curve
        self.duration = duration
    }

    /// Whether the duration gives a running animation (finite and positive).
    @inlinable var isValid: Bool { duration.isFinite && duration > 0 }

    @inlinable
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        sample(value: value, time: time).reported(to: &context)
    }

    /// What `animate` returns and reports; the animation keeps no state.
    @inlinable
    func sample<V: VectorArithmetic>(value: V, time: TimeInterval) -> AnimationSample<V> {
        guard isValid, time <= duration else { return .finished }
        return AnimationSample(
            value.scaled(by: curve.value(at: max(time, 0) / duration)),
            isLogicallyComplete: time == duration)
    }

    @inlinable
    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        guard isValid, time >= 0, time <= duration else { return .zero }
        return value.scaled(by: curve.velocity(at: time / duration) / duration)
    }

    var description: String {
        let duration = "duration: \(describe(self.duration))"
        switch curve {
        case .linear: return "linear(\(duration))"
        case .easeIn: return "easeIn(\(duration))"
        case .easeOut: return "easeOut(\(duration))"
        case .easeInOut: return "easeInOut(\(duration))"
        default:
            let text = curve.description
            if text.hasPrefix("bezier("), text.hasSuffix(")") {
                return "timingCurve(\(text.dropFirst(7).dropLast()), \(duration))"
            }
            return "timingCurve(.\(text), \(duration))"
        }
    }
}

extension TimingCurveAnimation {
    /// When `animate` starts returning `nil`: the duration, or 0 when it completes at once.
    @inlinable
    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> TimeInterval {
        isValid ? duration : 0
    }
}

extension Animation {
    /// A linear animation with the default duration of 0.35 seconds.
    public static let linear = Animation.linear(duration: 0.35)

    /// A linear animation: the value moves at constant speed.
    ///
    /// - Parameter duration: The length of the animation in seconds. Zero, negative, NaN or
    ///   infinite durations complete at once.
    public static func linear(duration: TimeInterval) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// An ease-in animation with the default duration of 0.35 seconds.
    public static let easeIn = Animation.easeIn(duration: 0.35)

    /// An animation that starts slowly and speeds up (the curve (0.42, 0) (1, 1)).
    ///
    /// - Parameter duration: The length of the animation in seconds (rules as for
    ///   ``linear(duration:)``).
    public static func easeIn(duration: TimeInterval) -> Animation {
        timingCurve(.easeIn, duration: duration)
    }

    /// An ease-out animation with the default duration of 0.35 seconds.
    public static let easeOut = Animation.easeOut(duration: 0.35)

    /// An animation that starts fast and slows down (the curve (0, 0) (0.58, 1)).
    ///
    /// - Parameter duration: The length of the animation in seconds (rules as for
    ///   ``linear(duration:)``).
    public static func easeOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeOut, duration: duration)
    }

    /// An ease-in-out animation with the default duration of 0.35 seconds.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)

    /// An animation that starts and ends slowly (the curve (0.42, 0) (0.58, 1)).
    ///
    /// - Parameter duration: The length of the animation in seconds (rules as for
    ///   ``linear(duration:)``).
    public static func easeInOut(duration: TimeInterval) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }

    /// An animation along the cubic Bézier curve with control points (p1x, p1y), (p2x, p2y).
    ///
    /// - Parameters:
    ///   - p1x: The x coordinate of the first control point.
    ///   - p1y: The y coordinate of the first control point.
    ///   - p2x: The x coordinate of the second control point.
    ///   - p2y: The y coordinate of the second control point.
    ///   - duration: The length of the animation in seconds (rules as for
    ///     ``linear(duration:)``).
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
        duration: TimeInterval = 0.35
    ) -> Animation {
        timingCurve(.bezier(p1x, p1y, p2x, p2y), duration: duration)
    }

    /// An animation along the Bézier curve with the given control points.
    ///
    /// - Parameters:
    ///   - p1: The first control point.
    ///   - p2: The second control point.
    ///   - duration: The length of the animation in seconds (rules as for
    ///     ``linear(duration:)``).
    public static func timingCurve(
        _ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35
    ) -> Animation {
        timingCurve(.bezier(startControlPoint: p1, endControlPoint: p2), duration: duration)
    }

    /// An animation along any unit curve, including Kinema's easings.
    ///
    /// - Parameters:
    ///   - curve: The curve mapping progress to the fraction of the change covered.
    ///   - duration: The length of the animation in seconds (rules as for
    ///     ``linear(duration:)``).
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(storage: .timingCurve(TimingCurveAnimation(curve: curve, duration: duration)))
    }
}
