import KinemaCore

/// A builder that combines keyframe content values into a single value.
///
/// A timeline's content is either keyframes for the whole value, which become
/// one track over the root:
///
/// ```swift
/// KeyframeTimeline(initialValue: 0.0) {
///     CubicKeyframe(100, duration: 0.3)
///     CubicKeyframe(0, duration: 0.7)
/// }
/// ```
///
/// or ``KeyframeTrack``s over key paths of the value, played in parallel.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// Passes a set of keyframes (such as a track) through unchanged.
    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content
    where Content.Value == Value {
        expression
    }

    /// No tracks: the value stays at its initial value.
    public static func buildBlock() -> some Keyframes<Value> {
        _KeyframeTrackListContent(_KeyframeTrackList<Value>())
    }

    /// The first keyframes of a block, unchanged.
    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content
    where Content.Value == Value {
        first
    }

    /// The tracks of `accumulated` and those of `next`, played in parallel.
    public static func buildPartialBlock(
        accumulated: some Keyframes<Value>, next: some Keyframes<Value>
    ) -> some Keyframes<Value> {
        var list = _KeyframeTrackList(accumulated)
        next._appendTracks(to: &list)
        return _KeyframeTrackListContent(list)
    }

    /// The keyframes, unchanged.
    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content
    where Content.Value == Value {
        component
    }
}

/// Keyframes for the whole value: the track-content building methods of
/// ``KeyframeTrackContentBuilder``, and a final result that makes them one track over the
/// root.
extension KeyframesBuilder: _KeyframeTrackContentBuilding where Value: Animatable {
    /// Keyframes for the whole value become one track over the root.
    public static func buildFinalResult<Content: KeyframeTrackContent>(
        _ component: Content
    ) -> KeyframeTrack<Value, Value, Content> where Content.Value == Value {
        KeyframeTrack { component }
    }
}
