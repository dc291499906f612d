import Foundation
import KinemaCore

/// A keyframe that uses simple linear interpolation.
///
/// The value moves from the previous keyframe's value to `to` over `duration`,
/// with the progress shaped by `timingCurve`:
/// `from + (to - from) * timingCurve.value(at: elapsed / duration)`, computed on
/// `animatableData`.
///
/// A negative, NaN or infinite duration is treated as 0: the keyframe jumps.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// A linear keyframe is its own body.
    public typealias Body = LinearKeyframe<Value>

    internal var keyframe: _Keyframe<Value>

    /// Creates a new keyframe using the given value and timestamp.
    ///
    /// - Parameters:
    ///   - to: The value of the keyframe.
    ///   - duration: The duration of the segment defined by this keyframe.
    ///   - timingCurve: A unit curve that controls the speed of interpolation.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = _Keyframe(
            value: to, duration: duration, motion: .linear(timingCurve: timingCurve))
    }

    /// Appends this keyframe.
    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        keyframes.append(keyframe)
    }
}

/// A keyframe that immediately moves to the given value without interpolating.
///
/// It lasts no time: at its start time the value is already `to`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// A move keyframe is its own body.
    public typealias Body = MoveKeyframe<Value>

    internal var keyframe: _Keyframe<Value>

    /// Creates a new keyframe using the given value.
    ///
    /// - Parameter to: The value of the keyframe.
    public init(_ to: Value) {
        keyframe = _Keyframe(value: to, duration: 0, motion: .move)
    }

    /// Appends this keyframe.
    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        keyframes.append(keyframe)
    }
}

extension LinearKeyframe: Sendable where Value: Sendable {}
extension MoveKeyframe: Sendable where Value: Sendable {}
