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

extension KeyframesBuilder where Value: Animatable {
    /// Passes a keyframe or other track content for the whole value through unchanged.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
    where K.Value == Value {
        expression
    }

    /// Content without keyframes: the value stays at its initial value.
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder<Value>.buildBlock()
    }

    /// The first content of a block, unchanged.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
    where K.Value == Value {
        first
    }

    /// The keyframes of `accumulated` followed by those of `next`.
    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder<Value>.buildPartialBlock(accumulated: accumulated, next: next)
    }

    /// The keyframes of each element in turn: the result of a `for` loop.
    public static func buildArray(
        _ components: [some KeyframeTrackContent<Value>]
    ) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder<Value>.buildArray(components)
    }

    /// The keyframes of the content, or none: the result of an `if` without `else`.
    ///
    /// Kinema's own addition, as in ``KeyframeTrackContentBuilder``.
    public static func buildOptional(
        _ component: (some KeyframeTrackContent<Value>)?
    ) -> some KeyframeTrackContent<Value> {
        KeyframeTrackContentBuilder<Value>.buildOptional(component)
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<First, Second>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<First, Second>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    /// Keyframes for the whole value become one track over the root.
    public static func buildFinalResult<Content: KeyframeTrackContent>(
        _ component: Content
    ) -> KeyframeTrack<Value, Value, Content> where Content.Value == Value {
        KeyframeTrack { component }
    }
}
