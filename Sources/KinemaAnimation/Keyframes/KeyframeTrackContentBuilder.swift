import KinemaCore

/// The builder that creates keyframe track content from the keyframes that you
/// define within a closure.
///
/// Keyframes play in the order written. `if`/`else`, `switch`, optional `if`
/// and `for` loops are supported:
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.2, duration: 0.1)
///     if bounces {
///         SpringKeyframe(1.0, spring: .bouncy)
///     } else {
///         CubicKeyframe(1.0, duration: 0.2)
///     }
///     for step in 1...3 {
///         LinearKeyframe(1.0 + 0.1 * Double(step), duration: 0.05)
///     }
/// }
/// ```
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable>: _KeyframeTrackContentBuilding {}

/// The building of keyframe track content, shared by ``KeyframeTrackContentBuilder`` and
/// ``KeyframesBuilder`` (whose content may be keyframes for the whole value).
///
/// Kinema's own, not API: the result-builder methods live here once, for both builders.
public protocol _KeyframeTrackContentBuilding<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value: Animatable
}

extension _KeyframeTrackContentBuilding {
    /// Passes a keyframe or other track content through unchanged.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
    where K.Value == Value {
        expression
    }

    /// Content without keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        _KeyframeListContent(_KeyframeList<Value>())
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
        var list = _KeyframeList(accumulated)
        next._appendKeyframes(to: &list)
        return _KeyframeListContent(list)
    }

    /// The keyframes of each element in turn: the result of a `for` loop.
    public static func buildArray(
        _ components: [some KeyframeTrackContent<Value>]
    ) -> some KeyframeTrackContent<Value> {
        var list = _KeyframeList<Value>()
        for component in components {
            component._appendKeyframes(to: &list)
        }
        return _KeyframeListContent(list)
    }

    /// The keyframes of the content, or none: the result of an `if` without `else`.
    ///
    /// Kinema's own addition (SwiftUI has no `buildOptional` here); it only makes
    /// more code compile.
    public static func buildOptional(
        _ component: (some KeyframeTrackContent<Value>)?
    ) -> some KeyframeTrackContent<Value> {
        var list = _KeyframeList<Value>()
        component?._appendKeyframes(to: &list)
        return _KeyframeListContent(list)
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<First, Second>(
        first component: First
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> {
        .init(storage: .first(component))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<First, Second>(
        second component: Second
    ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> {
        .init(storage: .second(component))
    }
}

extension KeyframeTrackContentBuilder {
    /// Track content that is one of two kinds of content: the result of a branch.
    public struct Conditional<ConditionalValue, First: KeyframeTrackContent, Second>:
        KeyframeTrackContent
    where
        ConditionalValue == First.Value, Second: KeyframeTrackContent,
        First.Value == Second.Value
    {
        /// A conditional is its own body.
        public typealias Body = Self

        internal enum Storage {
            case first(First)
            case second(Second)
        }

        internal var storage: Storage

        /// Appends the keyframes of the branch taken.
        public func _appendKeyframes(to keyframes: inout _KeyframeList<ConditionalValue>) {
            switch storage {
            case .first(let content): content._appendKeyframes(to: &keyframes)
            case .second(let content): content._appendKeyframes(to: &keyframes)
            }
        }
    }
}

/// A flat list of keyframes as track content: what the builders combine content into.
internal struct _KeyframeListContent<Value: Animatable>: KeyframeTrackContent {
    typealias Body = Self

    var list: _KeyframeList<Value>

    init(_ list: _KeyframeList<Value>) { self.list = list }

    func _appendKeyframes(to keyframes: inout _KeyframeList<Value>) {
        keyframes.keyframes.append(contentsOf: list.keyframes)
    }
}
