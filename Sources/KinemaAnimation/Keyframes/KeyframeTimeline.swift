import Foundation
import KinemaCore

/// A description of how a value changes over time, modeled using keyframes.
///
/// Keyframes fully define the path a value takes over time; a timeline is like a
/// video clip that you can scrub and evaluate at any time within its duration.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
///     CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///     CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
/// }
/// let value = timeline.value(time: 0.45)
/// ```
///
/// Each track starts from its property's value in `initialValue`; tracks play in
/// parallel from time 0, and the timeline lasts as long as its longest track.
///
/// Bad input never traps and never produces NaN: a negative, NaN or infinite
/// keyframe duration counts as 0; a NaN time or progress counts as 0; times
/// before 0 and after the end are clamped, so after its end each track holds
/// its final value. A track's length is capped at the largest double, and a derived
/// velocity that overflows (next to a segment of subnormal length) counts as 0.
///
/// - Complexity: Creating a timeline is O(n) in its number of keyframes; sampling
///   is O(t log k) for t tracks of at most k keyframes. In optimized builds sampling
///   allocates nothing on the heap (measured with a counting `malloc` over `Double`,
///   struct-with-key-paths and `AnimatablePair` values).
public struct KeyframeTimeline<Value> {
    internal var initialValue: Value
    internal var tracks: [_SampledTrack<Value>]

    /// The duration of the content in seconds: the length of the longest track.
    public let duration: TimeInterval

    /// Creates a new instance using the initial value and content that you provide.
    ///
    /// - Parameters:
    ///   - initialValue: The value the keyframes start from.
    ///   - content: The tracks, or the keyframes of a single track over the whole value.
    public init(
        initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>
    ) {
        self.initialValue = initialValue
        let list = _KeyframeTrackList(content())
        tracks = list.makers.map { $0(initialValue) }
        duration = tracks.reduce(0) { max($0, $1.duration) }
    }

    /// Returns the interpolated value at the given time.
    ///
    /// - Parameter time: Seconds from the start; clamped to `0...duration`, NaN counts as 0.
    public func value(time: Double) -> Value {
        let time = time.isNaN ? 0 : min(max(time, 0), duration)
        var value = initialValue
        for track in tracks {
            track.apply(to: &value, time: time)
        }
        return value
    }

    /// Returns the interpolated value at the given progress in the range zero to one.
    ///
    /// The same as `value(time: progress * duration)`, with `progress` clamped to
    /// `0...1` and NaN counted as 0.
    public func value(progress: Double) -> Value {
        let progress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        return value(time: progress * duration)
    }
}

// The stored state is immutable after `init`: the initial value, key paths into it,
// and values read from it. It is as sendable as `Value` is.
extension KeyframeTimeline: @unchecked Sendable where Value: Sendable {}

/// One track of a timeline, ready to be sampled; this base class is a track
/// without keyframes.
///
/// Tracks are classes so that sampling dispatches through the vtable without
/// opening an existential, which would copy the track (and allocate) per call.
internal class _SampledTrack<Root> {
    /// The track's length in seconds.
    var duration: Double { 0 }

    /// Writes the track's value at `time` (already clamped, not NaN) into `root`.
    func apply(to root: inout Root, time: Double) {}
}

/// A track writing the values of a keyframe curve through a key path.
internal final class _SampledKeyframeTrack<Root, Value: Animatable>: _SampledTrack<Root> {
    let keyPath: WritableKeyPath<Root, Value>
    let curve: _KeyframeCurve<Value>

    init(keyPath: WritableKeyPath<Root, Value>, curve: _KeyframeCurve<Value>) {
        self.keyPath = keyPath
        self.curve = curve
    }

    override var duration: Double { curve.duration }

    override func apply(to root: inout Root, time: Double) {
        guard !curve.isEmpty else { return }
        root[keyPath: keyPath] = curve.value(time: time)
    }
}
