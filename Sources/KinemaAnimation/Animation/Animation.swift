import Foundation

/// The way a value changes over time from one state to another.
///
/// An `Animation` wraps a ``CustomAnimation``: a timing curve (`.easeInOut`), a spring
/// (`.spring`, `.bouncy`), or one of your own through ``init(_:)``, possibly modified
/// (`.delay(0.2)`, `.speed(2)`, `.repeatCount(3)`). It animates the difference between the old
/// and the new value; ``ValueAnimator`` combines animations over a value's changes.
///
/// ```swift
/// let animation = Animation.spring(duration: 0.5, bounce: 0.3).delay(0.2)
/// var context = AnimationContext<Double>()
/// let covered = animation.animate(value: 100.0, time: 0.4, context: &context)
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The animation this value wraps.
    @usableFromInline
    internal let base: any CustomAnimation

    /// Creates an animation that runs a custom animation.
    ///
    /// - Parameter base: The custom animation to run.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    /// The value covered after `time` seconds of animating over `value`, or `nil` once
    /// finished. See ``CustomAnimation/animate(value:time:context:)``.
    ///
    /// - Parameters:
    ///   - value: The interval to animate over, from zero to `value`.
    ///   - time: The time elapsed since the animation began, in seconds.
    ///   - context: The animation's context.
    @inlinable
    public func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The rate of change of ``animate(value:time:context:)`` at `time`, or `nil` if unknown.
    ///
    /// - Parameters:
    ///   - value: The interval to animate over.
    ///   - time: The time elapsed since the animation began, in seconds.
    ///   - context: The animation's context.
    @inlinable
    public func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over `previous`, still running on the same value.
    /// See ``CustomAnimation/shouldMerge(previous:value:time:context:)``.
    ///
    /// - Parameters:
    ///   - previous: The running animation.
    ///   - value: The previous interval plus the new change.
    ///   - time: The time elapsed since `previous` began.
    ///   - context: The previous animation's context, which this animation keeps.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// A readable description, such as `easeInOut(duration: 0.35)` or
    /// `spring(duration: 0.5, bounce: 0.3).delay(0.2)`.
    public var description: String {
        String(describing: base)
    }

    /// Whether both animations wrap equal custom animations of the same type.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    /// Hashes the wrapped animation and its type.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        hasher.combine(base)
    }
}

extension CustomAnimation {
    /// Whether `other` is of this type and equal to this animation.
    fileprivate func isEqual(to other: any CustomAnimation) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Formats a parameter for an animation's description: rounded to 9 decimals, so that
/// `1 - 0.825` reads `0.175`.
internal func describe(_ number: Double) -> String {
    guard number.isFinite else { return "\(number)" }
    let rounded = (number * 1e9).rounded() / 1e9
    return "\(rounded)"
}
