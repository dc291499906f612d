import KinemaCore

/// A group of keyframes that define an interpolation curve of an animatable value.
///
/// The keyframe types (``LinearKeyframe``, ``CubicKeyframe``, ``SpringKeyframe``,
/// ``MoveKeyframe``) are track content, and so is anything a
/// ``KeyframeTrackContentBuilder`` builds from them. Compose your own content by
/// conforming a type and returning other content from its `body`:
///
/// ```swift
/// struct Wobble: KeyframeTrackContent {
///     var body: some KeyframeTrackContent<Double> {
///         CubicKeyframe(10, duration: 0.1)
///         CubicKeyframe(-10, duration: 0.1)
///         CubicKeyframe(0, duration: 0.1)
///     }
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable = Body.Value

    /// The type of the content that makes up this content's body.
    associatedtype Body: KeyframeTrackContent

    /// The composition of content that comprise the keyframe track.
    @KeyframeTrackContentBuilder<Value>
    var body: Body { get }

    /// Appends this content's keyframes, in order, to `keyframes`.
    ///
    /// Kinema's own hook, not API: the default reads `body`; the keyframe types
    /// append themselves.
    func _appendKeyframes(to keyframes: inout _KeyframeList<Value>)
}

extension KeyframeTrackContent where Body == Self {
    /// The content itself: a keyframe is its own body.
    public var body: Self { self }
}

extension KeyframeTrackContent where Body.Value == Value {
    /// Appends the keyframes of `body`.
    public func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        body._appendKeyframes(to: &keyframes)
    }
}

/// An ordered list of keyframes, the flattened form of any track content.
///
/// Kinema's own, not API: builders and keyframes fill it; only this module reads it.
public struct _KeyframeList<Value: Animatable> {
    /// The keyframes in the order they play.
    internal var keyframes: [_Keyframe<Value>] = []

    /// An empty list.
    internal init() {}

    /// The keyframes of `content`, flattened.
    internal init(_ content: some KeyframeTrackContent<Value>) {
        content._appendKeyframes(to: &self)
    }

    /// Appends one keyframe.
    internal mutating func append(_ keyframe: _Keyframe<Value>) {
        keyframes.append(keyframe)
    }
}

/// One keyframe as the user wrote it: its target value, its length, and how it gets there.
internal struct _Keyframe<Value: Animatable> {
    /// How a keyframe moves from the previous value to its own.
    internal enum Motion {
        /// Interpolates along `timingCurve`.
        case linear(timingCurve: UnitCurve)
        /// A cubic Hermite segment; `nil` velocities are derived from neighbours.
        case cubic(startVelocity: Value?, endVelocity: Value?)
        /// A spring; a `nil` velocity carries the incoming one.
        case spring(Spring, startVelocity: Value?)
        /// Jumps at once.
        case move
    }

    /// The value the keyframe reaches at its end.
    internal var value: Value
    /// The requested length in seconds; `nil` for a spring's settling duration.
    internal var duration: Double?
    /// How the keyframe gets to `value`.
    internal var motion: Motion
}

extension _Keyframe: Sendable where Value: Sendable {}
extension _Keyframe.Motion: Sendable where Value: Sendable {}
