import Foundation
import KinemaCore

/// A keyframe that uses a cubic curve to smoothly interpolate between values.
///
/// Each cubic keyframe is a cubic Hermite segment from the previous keyframe's
/// value `p0` (at time 0) to `to` (`p1`, at time `h = duration`), with start and end
/// velocities `v0`, `v1` in value units per second. With `u = t / h`:
///
///     x(t) = p0 + (p1 - p0)·u²(3 - 2u) + h·v0·u(1 - u)² + h·v1·u²(u - 1)
///
/// computed on `animatableData`. A velocity you leave `nil` is derived so the
/// motion stays smooth (Kinema's rule, following SwiftUI's description):
/// - Between two cubic keyframes, at the keyframe at time `t[i]` with value `p[i]`,
///   the Catmull-Rom tangent `(p[i+1] - p[i-1]) / (t[i+1] - t[i-1])` (0 when both
///   neighbouring segments last no time). Adjacent cubic keyframes so form a
///   Catmull-Rom spline, continuous in value and velocity. A velocity given on one
///   side of a keyframe is used on the other side too.
/// - After another kind of keyframe, the start velocity is that keyframe's end
///   velocity: `(to - from) / duration · timingCurve.velocity(at: 1)` after a
///   linear keyframe, 0 after a move keyframe, 0 after a spring keyframe (whose
///   unfinished motion carries on by itself, see ``SpringKeyframe``).
/// - Before another kind of keyframe, the end velocity is that keyframe's start
///   velocity: `(to - from) / duration · timingCurve.velocity(at: 0)` for a linear
///   keyframe, 0 for a move keyframe, a spring keyframe's `startVelocity` or, when
///   that is `nil` too, the Catmull-Rom tangent, which the spring then inherits.
/// - At the start and the end of a track the value is at rest: velocity 0. A
///   single cubic keyframe is therefore the smoothstep `3u² - 2u³`.
///
/// A negative, NaN or infinite duration is treated as 0: the keyframe jumps. A velocity
/// with a NaN or infinite component (one whose `magnitudeSquared` is not finite) is
/// treated as `nil`.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// A cubic keyframe is its own body.
    public typealias Body = CubicKeyframe<Value>

    internal var keyframe: _Keyframe<Value>

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe.
    ///   - startVelocity: The velocity of the value at the beginning of the
    ///     segment, or `nil` to automatically compute the velocity to maintain
    ///     smooth motion.
    ///   - endVelocity: The velocity of the value at the end of the segment, or
    ///     `nil` to automatically compute the velocity to maintain smooth motion.
    public init(
        _ to: Value, duration: TimeInterval, startVelocity: Value? = nil,
        endVelocity: Value? = nil
    ) {
        keyframe = _Keyframe(
            value: to, duration: duration,
            motion: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    }

    /// Appends this keyframe.
    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        keyframes.append(keyframe)
    }
}

extension CubicKeyframe: Sendable where Value: Sendable {}
