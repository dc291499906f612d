import Foundation
import KinemaCore

/// The way a value changes over time from one state to another.
///
/// An `Animation` is a timing curve (`.easeInOut`), a spring (`.spring`, `.bouncy`), or one of
/// your own ``CustomAnimation``s through ``init(_:)``, possibly modified (`.delay(0.2)`,
/// `.speed(2)`, `.repeatCount(3)`). It animates the difference between the old and the new
/// value; ``ValueAnimator`` combines animations over a value's changes.
///
/// ```swift
/// let animation = Animation.spring(duration: 0.5, bounce: 0.3).delay(0.2)
/// var context = AnimationContext<Double>()
/// let covered = animation.animate(value: 100.0, time: 0.4, context: &context)
/// ```
///
/// As in SwiftUI, the built-in animations are cases of a private enum, evaluated by inlinable
/// code that the compiler specializes for the animated value's type: sampling one costs no
/// dynamic dispatch and no allocation. Custom animations run through their protocol.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// What this animation is.
    @usableFromInline
    internal var storage: Storage

    @usableFromInline
    internal init(storage: Storage) {
        self.storage = storage
    }

    /// Creates an animation that runs a custom animation.
    ///
    /// - Parameter base: The custom animation to run.
    public init<A: CustomAnimation>(_ base: A) {
        storage = .custom(AnyCustomAnimation(base))
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
        switch storage {
        case .timingCurve(let curve): curve.animate(value: value, time: time, context: &context)
        case .spring(let spring): spring.animate(value: value, time: time, context: &context)
        case .interpolatingSpring(let spring):
            spring.animate(value: value, time: time, context: &context)
        case .custom(let custom): custom.base.animate(value: value, time: time, context: &context)
        case .delay, .speed, .repeated, .logicallyComplete:
            modifiedAnimate(value: value, time: time, context: &context)
        }
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
        switch storage {
        case .timingCurve(let curve): curve.velocity(value: value, time: time, context: context)
        case .spring(let spring): spring.velocity(value: value, time: time, context: context)
        case .interpolatingSpring(let spring):
            spring.velocity(value: value, time: time, context: context)
        case .custom(let custom): custom.base.velocity(value: value, time: time, context: context)
        case .delay, .speed, .repeated, .logicallyComplete:
            modifiedVelocity(value: value, time: time, context: context)
        }
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
        switch storage {
        case .spring(let spring):
            spring.shouldMerge(previous: previous, value: value, time: time, context: &context)
        case .speed(let speed):
            speed.shouldMerge(previous: previous, value: value, time: time, context: &context)
        case .logicallyComplete(let marked):
            marked.shouldMerge(previous: previous, value: value, time: time, context: &context)
        case .custom(let custom):
            custom.base.shouldMerge(
                previous: previous, value: value, time: time, context: &context)
        case .timingCurve, .interpolatingSpring, .delay, .repeated:
            false
        }
    }

    /// A readable description, such as `easeInOut(duration: 0.35)` or
    /// `spring(duration: 0.5, bounce: 0.3).delay(0.2)`.
    public var description: String {
        switch storage {
        case .timingCurve(let curve): curve.description
        case .spring(let spring): spring.description
        case .interpolatingSpring(let spring): spring.description
        case .delay(let delay): delay.description
        case .speed(let speed): speed.description
        case .repeated(let repeated): repeated.description
        case .logicallyComplete(let marked): marked.description
        case .custom(let custom): String(describing: custom.base)
        }
    }
}

/// Formats a parameter for an animation's description: rounded to 9 decimals when that
/// changes it by at most 1e-9 of itself, so that `1 - 0.825` reads `0.175`; as it is
/// otherwise (`1e-12` stays `1e-12`, `1e300` stays `1e+300` rather than overflowing).
internal func describe(_ number: Double) -> String {
    let rounded = (number * 1e9).rounded() / 1e9
    guard rounded.isFinite, abs(rounded - number) <= 1e-9 * abs(number) else {
        return "\(number)"
    }
    return "\(rounded)"
}
