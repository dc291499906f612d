import Foundation
import KinemaCore

extension _KeyframeCurve {
    /// Resolves `keyframes`, played from `initialValue`, into timed segments.
    ///
    /// Durations are sanitized (negative, NaN and infinite count as 0; a spring's
    /// `nil` duration is its settling duration), start times are accumulated (capped at
    /// the largest double), and
    /// every velocity left `nil` (or given with a NaN or infinite component) is derived by the rules documented on
    /// ``CubicKeyframe`` and ``SpringKeyframe``.
    ///
    /// - Complexity: O(n) for n keyframes.
    init(initialValue: Value, keyframes: [_Keyframe<Value>]) {
        let count = keyframes.count
        var points = [initialValue.animatableData]
        var times = [0.0]
        var springsCut: [Bool] = []
        for keyframe in keyframes {
            let (length, isCut) = Self.length(of: keyframe)
            points.append(keyframe.value.animatableData)
            // Capped so that lengths near the largest double cannot add up to infinity.
            times.append(min(times[times.count - 1] + length, .greatestFiniteMagnitude))
            springsCut.append(isCut)
        }

        /// The Catmull-Rom tangent at knot `k`, `0 < k < count`.
        func catmullRom(_ k: Int) -> Data {
            let span = times[k + 1] - times[k - 1]
            guard span > 0 else { return .zero }
            return Self.bounded((points[k + 1] - points[k - 1]).scaled(by: 1 / span))
        }
        /// The velocity of linear segment `i` at progress `u`.
        func linearVelocity(_ i: Int, _ curve: UnitCurve, at u: Double) -> Data {
            let length = times[i + 1] - times[i]
            guard length > 0 else { return .zero }
            return Self.bounded(
                (points[i + 1] - points[i]).scaled(by: curve.velocity(at: u) / length))
        }
        /// The velocity segment `k - 1` hands to segment `k` when `k` derives its own.
        func incoming(_ k: Int) -> Data {
            switch keyframes[k - 1].motion {
            case .cubic(_, let end): Self.usable(end) ?? catmullRom(k)
            case .linear(let curve): linearVelocity(k - 1, curve, at: 1)
            case .spring, .move: .zero
            }
        }
        /// The velocity segment `k` starts with, as a cubic segment `k - 1` needs it.
        func outgoing(_ k: Int) -> Data {
            switch keyframes[k].motion {
            case .cubic(let start, _), .spring(_, let start):
                Self.usable(start) ?? catmullRom(k)
            case .linear(let curve): linearVelocity(k, curve, at: 0)
            case .move: .zero
            }
        }

        var segments: [Segment] = []
        segments.reserveCapacity(count)
        for (i, keyframe) in keyframes.enumerated() {
            let shape: Segment.Shape
            switch keyframe.motion {
            case .linear(let curve):
                shape = .linear(curve)
            case .cubic(let start, let end):
                shape = .cubic(
                    startVelocity: Self.usable(start) ?? (i == 0 ? .zero : incoming(i)),
                    endVelocity: Self.usable(end) ?? (i == count - 1 ? .zero : outgoing(i + 1)))
            case .spring(let spring, let start):
                shape = .spring(
                    spring,
                    initialVelocity: Self.usable(start) ?? (i == 0 ? .zero : incoming(i)),
                    isCut: springsCut[i])
            case .move:
                shape = .move
            }
            var carry: Segment.Carry?
            if i > 0, segments[i - 1].duration > 0,
                case .spring(let spring, let velocity, _) = segments[i - 1].shape
            {
                carry = Segment.Carry(
                    spring: spring, delta: segments[i - 1].delta, initialVelocity: velocity,
                    offset: segments[i - 1].duration)
            }
            segments.append(
                Segment(
                    start: times[i], duration: times[i + 1] - times[i], from: points[i],
                    delta: points[i + 1] - points[i], to: keyframe.value, shape: shape,
                    carry: carry))
        }

        self.initialValue = initialValue
        self.segments = segments
        self.starts = segments.map(\.start)
        self.duration = times[count]
        self.finalValue = initialValue
        if let last = segments.last {
            self.finalValue = endValue(of: last)
        }
    }

    /// A velocity the user gave, as animatable data; `nil` (derive it) when it has a NaN
    /// or infinite component, or is too large to square (its `magnitudeSquared` is not
    /// finite).
    static func usable(_ velocity: Value?) -> Data? {
        guard let data = velocity?.animatableData, data.magnitudeSquared.isFinite else {
            return nil
        }
        return data
    }

    /// A derived velocity, or zero when it overflows (its `magnitudeSquared` is not finite:
    /// a segment lasting a subnormal time); its product with a segment length would be NaN.
    static func bounded(_ velocity: Data) -> Data {
        velocity.magnitudeSquared.isFinite ? velocity : .zero
    }

    /// The length of `keyframe` in seconds, sanitized, and whether it is a spring cut
    /// before its settling duration.
    ///
    /// A spring's settling duration that is not a finite non-negative number (an
    /// undamped spring never settles) counts as 0.
    static func length(of keyframe: _Keyframe<Value>) -> (length: Double, isCut: Bool) {
        switch keyframe.motion {
        case .spring(let spring, _):
            let settling = sanitized(spring.settlingDuration)
            guard let duration = keyframe.duration else { return (settling, false) }
            let length = sanitized(duration)
            return (length, length > 0 && length < settling)
        case .linear, .cubic, .move:
            return (sanitized(keyframe.duration ?? 0), false)
        }
    }
}
