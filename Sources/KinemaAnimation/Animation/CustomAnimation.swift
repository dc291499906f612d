import Foundation
import KinemaCore

/// A type that defines how an animatable value changes over time.
///
/// An animation animates the *difference* between the old and the new value:
/// `animate(value:time:context:)` receives that interval as `value` and returns how much of it
/// has been covered after `time` seconds, or `nil` once the animation has finished. The
/// presented value is `newValue - value + animate(value, time)`.
///
/// Declared exactly as SwiftUI declares it. SwiftUI's documented example:
///
/// ```swift
/// struct MyLinearAnimation: CustomAnimation {
///     var duration: TimeInterval
///
///     func animate<V: VectorArithmetic>(
///         value: V, time: TimeInterval, context: inout AnimationContext<V>
///     ) -> V? {
///         if time <= duration { value.scaled(by: time / duration) } else { nil }
///     }
/// }
/// ```
///
/// Wrap a conforming value in ``Animation/init(_:)`` to use it wherever an ``Animation`` goes.
public protocol CustomAnimation: Hashable, Sendable {
    /// The value covered after `time` seconds, or `nil` once the animation has finished.
    ///
    /// - Parameters:
    ///   - value: The interval to animate over, from zero to `value`.
    ///   - time: The time elapsed since the animation began, in seconds.
    ///   - context: State that persists for the animation's life, and whether it is
    ///     logically complete (set ``AnimationContext/isLogicallyComplete`` to report it).
    /// - Returns: The current value, in `0...value` terms, or `nil` when finished.
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V?

    /// The rate of change of `animate(value:time:context:)` at `time`, or `nil` if unknown.
    ///
    /// The default implementation returns `nil`.
    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V?

    /// Whether this animation takes over `previous`, which is still running on the same value.
    ///
    /// When it returns `true`, the new animation receives the previous one's context and
    /// elapsed time, and the previous animation is removed. When it returns `false`, both
    /// run and their results add up. The default implementation returns `false`.
    ///
    /// - Parameters:
    ///   - previous: The animation running when the value changed again.
    ///   - value: The interval to animate over from now on: the previous interval plus the
    ///     new change.
    ///   - time: The time elapsed since the previous animation began.
    ///   - context: The previous animation's context; the new animation keeps it.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// Returns `nil`: the velocity is unknown.
    public func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        nil
    }

    /// Returns `false`: the animations combine additively.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}
