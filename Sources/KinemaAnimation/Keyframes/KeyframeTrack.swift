/// A sequence of keyframes animating a single property of a root type.
///
/// ```swift
/// struct Values { var rotation = Angle.zero; var scale = 1.0 }
/// let timeline = KeyframeTimeline(initialValue: Values()) {
///     KeyframeTrack(\.rotation) {
///         CubicKeyframe(.degrees(45), duration: 0.3)
///     }
///     KeyframeTrack(\.scale) {
///         SpringKeyframe(1.2, duration: 0.5)
///     }
/// }
/// ```
///
/// The track starts from the property's value in the timeline's initial value.
/// It lasts the sum of its keyframes' durations and holds its last value after
/// that; a track without keyframes leaves the property at its initial value.
/// When two tracks animate the same property, the later one wins.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes
where Value == Content.Value {
    /// A track is its own body.
    public typealias Body = Self

    internal var keyPath: WritableKeyPath<Root, Value>
    internal var content: Content

    /// Creates an instance that animates the entire value from the root of the key path.
    ///
    /// - Parameter content: A keyframe collection builder closure containing the
    ///   keyframes that control the interpolation curve.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.keyPath = \Root.self
        self.content = content()
    }

    /// Creates an instance that animates the property of the root value at the
    /// given key path.
    ///
    /// - Parameters:
    ///   - keyPath: The property to animate.
    ///   - content: A keyframe collection builder closure containing the
    ///     keyframes that control the interpolation curve.
    public init(
        _ keyPath: WritableKeyPath<Root, Value>,
        @KeyframeTrackContentBuilder<Value> content: () -> Content
    ) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// Appends this track.
    public func _appendTracks(to tracks: inout _KeyframeTrackList<Root>) {
        let keyframes = _KeyframeList(content).keyframes
        let keyPath = keyPath
        tracks.makers.append { root in
            _SampledKeyframeTrack(
                keyPath: keyPath,
                curve: _KeyframeCurve(initialValue: root[keyPath: keyPath], keyframes: keyframes))
        }
    }
}
