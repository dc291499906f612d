import Foundation
import KinemaCore

/// The resolved path of one track: its keyframes as timed segments with every
/// velocity worked out, ready to sample.
///
/// Built once per track by `init(initialValue:keyframes:)` (see
/// `KeyframeCurve+Resolution.swift`); sampling finds the segment by binary search
/// over the precomputed start times and evaluates it on `animatableData`, without
/// allocating.
internal struct _KeyframeCurve<Value: Animatable> {
    typealias Data = Value.AnimatableData

    /// One segment, from the previous keyframe's value to its own.
    struct Segment {
        enum Shape {
            /// `from + delta * curve(u)`.
            case linear(UnitCurve)
            /// Cubic Hermite with end velocities in units per second.
            case cubic(startVelocity: Data, endVelocity: Data)
            /// `from + spring.value(target: delta, initialVelocity:, time:)`; `isCut`
            /// when the segment is shorter than the spring's settling duration.
            case spring(Spring, initialVelocity: Data, isCut: Bool)
            /// Lasts no time.
            case move
        }

        /// The unfinished motion of a cut spring on the previous segment.
        struct Carry {
            var spring: Spring
            var delta: Data
            var initialVelocity: Data
            /// The spring's time at the start of this segment.
            var offset: Double
        }

        var start: Double
        var duration: Double
        var from: Data
        var delta: Data
        /// The keyframe's value; its `animatableData` is `from + delta`.
        var to: Value
        var shape: Shape
        var carry: Carry?
    }

    /// The value before the first keyframe.
    var initialValue: Value
    /// The segments in time order.
    var segments: [Segment]
    /// `segments[i].start`, kept apart for the binary search.
    var starts: [Double]
    /// The sum of the segments' durations.
    var duration: Double
    /// The value at and after `duration`.
    var finalValue: Value

    /// Whether the track has no keyframes.
    var isEmpty: Bool { segments.isEmpty }

    /// The value at `time`, clamped to `0...duration` (NaN counts as 0).
    func value(time: Double) -> Value {
        guard !segments.isEmpty else { return initialValue }
        let time = time.isNaN ? 0 : max(time, 0)
        guard time < duration else { return finalValue }
        // The last segment starting at or before `time`: zero-length segments at
        // the same instant have already happened.
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= time { low = middle } else { high = middle }
        }
        return value(of: segments[low], elapsed: time - segments[low].start)
    }

    /// The value of `segment` `elapsed` seconds after its start.
    func value(of segment: Segment, elapsed: Double) -> Value {
        guard segment.duration > 0, elapsed < segment.duration else {
            return endValue(of: segment)
        }
        let u = max(elapsed / segment.duration, 0)
        var data = segment.from
        switch segment.shape {
        case .linear(let curve):
            data += segment.delta.scaled(by: curve.value(at: u))
        case .cubic(let v0, let v1):
            let h = segment.duration
            data += segment.delta.scaled(by: u * u * (3 - 2 * u))
            data += v0.scaled(by: h * u * (1 - u) * (1 - u))
            data += v1.scaled(by: h * u * u * (u - 1))
        case .spring(let spring, let v0, _):
            data += spring.value(target: segment.delta, initialVelocity: v0, time: elapsed)
        case .move:
            return segment.to
        }
        if let carry = segment.carry {
            let moved = carry.spring.value(
                target: carry.delta, initialVelocity: carry.initialVelocity,
                time: carry.offset + elapsed)
            data += (moved - carry.delta).scaled(by: 1 - u * u * (3 - 2 * u))
        }
        var value = segment.to
        value.animatableData = data
        return value
    }

    /// The value where `segment` ends: the keyframe's value, or for a cut spring
    /// where the spring is when it is cut.
    func endValue(of segment: Segment) -> Value {
        guard case .spring(let spring, let v0, isCut: true) = segment.shape else {
            return segment.to
        }
        var value = segment.to
        value.animatableData =
            segment.from
            + spring.value(target: segment.delta, initialVelocity: v0, time: segment.duration)
        return value
    }

    /// `duration` if it is finite and positive, else 0.
    static func sanitized(_ duration: Double) -> Double {
        duration.isFinite && duration > 0 ? duration : 0
    }
}

extension _KeyframeCurve: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
extension _KeyframeCurve.Segment: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
extension _KeyframeCurve.Segment.Shape: Sendable
where Value: Sendable, Value.AnimatableData: Sendable {}
extension _KeyframeCurve.Segment.Carry: Sendable
where Value: Sendable, Value.AnimatableData: Sendable {}
