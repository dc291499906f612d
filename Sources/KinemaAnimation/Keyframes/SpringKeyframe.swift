import Foundation
import KinemaCore

/// A keyframe that uses a spring function to interpolate to the given value.
///
/// Over its segment the value is exactly the spring's motion from the previous
/// keyframe's value `p0` towards `to`:
/// `p0 + spring.value(target: to - p0, initialVelocity: v0, time: t)` on
/// `animatableData`, where `v0` is `startVelocity` or, when `nil`, the velocity the
/// previous keyframe ends with (0 at the start of a track; see ``CubicKeyframe``
/// for each kind's end velocity).
///
/// A `nil` duration is the spring's `settlingDuration`. When the duration is
/// shorter (but not 0), the spring is cut: Kinema (like SwiftUI's additive animations) lets
/// its unfinished motion `p0 + spring.value(…, time: duration + s) - to` carry on
/// over the next keyframe's segment, added to it and faded out by the weight
/// `1 - w(s / h)`, `w(u) = 3u² - 2u³`, where `h` is the next segment's length. So
/// value and velocity stay continuous at the cut, and the next keyframe's value
/// is still reached exactly at its time. The next keyframe's derived start
/// velocity is then 0, since the carried motion already holds the spring's velocity.
/// A spring keyframe at the end of its track ends on `to` if it runs its whole
/// settling duration, and where the spring is at that time if it is cut.
///
/// A negative, NaN or infinite duration is treated as 0: the keyframe jumps. So
/// is the `nil` duration of a spring that never settles (an undamped one): give
/// such a spring an explicit duration. A `startVelocity` with a NaN or infinite
/// component (one whose `magnitudeSquared` is not finite) is treated as `nil`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// A spring keyframe is its own body.
    public typealias Body = SpringKeyframe<Value>

    internal var keyframe: _Keyframe<Value>

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe, or
    ///     `nil` to use the settling duration of the spring.
    ///   - spring: The spring that defines the shape of the segment before this
    ///     keyframe.
    ///   - startVelocity: The velocity of the value at the start of the segment,
    ///     or `nil` to automatically compute the velocity to maintain smooth motion.
    public init(
        _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
        startVelocity: Value? = nil
    ) {
        keyframe = _Keyframe(
            value: to, duration: duration, motion: .spring(spring, startVelocity: startVelocity))
    }

    /// Appends this keyframe.
    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        keyframes.append(keyframe)
    }
}

extension SpringKeyframe: Sendable where Value: Sendable {}
