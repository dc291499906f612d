import Foundation
import KinemaCore

extension Animation {
    /// The kinds of animation: Kinema's built-in animations, each evaluated by inlinable code,
    /// and custom animations, run through the ``CustomAnimation`` protocol.
    ///
    /// The modifiers hold the animation they modify, so their cases are indirect. The custom
    /// case is indirect too: an existential stored inline would make the enum address-only,
    /// and every `switch` would copy it out first. The built-in leaf cases are stored inline,
    /// so evaluating them copies nothing and touches no reference count.
    @usableFromInline
    internal enum Storage: Hashable, Sendable {
        case timingCurve(TimingCurveAnimation)
        case spring(SpringAnimation)
        case interpolatingSpring(InterpolatingSpringAnimation)
        indirect case delay(DelayAnimation)
        indirect case speed(SpeedAnimation)
        indirect case repeated(RepeatAnimation)
        indirect case logicallyComplete(LogicallyCompleteAnimation)
        indirect case custom(AnyCustomAnimation)
    }

    /// ``animate(value:time:context:)`` for the modifiers, which evaluate the animation they
    /// modify.
    ///
    /// The recursion lives here, apart from the leaf cases: a function that calls itself on
    /// an indirect payload copies its whole `self` first, and the leaves must not pay for it.
    @inlinable
    internal func modifiedAnimate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        switch storage {
        case .delay(let delay): delay.animate(value: value, time: time, context: &context)
        case .speed(let speed): speed.animate(value: value, time: time, context: &context)
        case .repeated(let repeated):
            repeated.animate(value: value, time: time, context: &context)
        case .logicallyComplete(let marked):
            marked.animate(value: value, time: time, context: &context)
        case .timingCurve, .spring, .interpolatingSpring, .custom:
            preconditionFailure("only modifiers reach here; the caller switched on the case")
        }
    }

    /// ``velocity(value:time:context:)`` for the modifiers (see `modifiedAnimate`).
    @inlinable
    internal func modifiedVelocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        switch storage {
        case .delay(let delay): delay.velocity(value: value, time: time, context: context)
        case .speed(let speed): speed.velocity(value: value, time: time, context: context)
        case .repeated(let repeated):
            repeated.velocity(value: value, time: time, context: context)
        case .logicallyComplete(let marked):
            marked.velocity(value: value, time: time, context: context)
        case .timingCurve, .spring, .interpolatingSpring, .custom:
            preconditionFailure("only modifiers reach here; the caller switched on the case")
        }
    }

    /// Whether this is a persistent spring, possibly under `speed` or
    /// `logicallyComplete(after:)`: the animations a persistent spring merges with.
    internal var isPersistentSpring: Bool { persistentSpring != nil }

    /// The spring of a persistent spring animation, under `speed` or
    /// `logicallyComplete(after:)` if so; `nil` for other animations.
    internal var persistentSpring: Spring? {
        switch storage {
        case .spring(let spring): spring.spring
        case .speed(let speed): speed.base.persistentSpring
        case .logicallyComplete(let marked): marked.base.persistentSpring
        default: nil
        }
    }
}

/// A custom animation, compared by type and value.
@usableFromInline
internal struct AnyCustomAnimation: Hashable, Sendable {
    /// The custom animation.
    @usableFromInline
    internal let base: any CustomAnimation

    internal init(_ base: some CustomAnimation) {
        self.base = base
    }

    /// Whether both wrap equal custom animations of the same type.
    @usableFromInline
    internal static func == (lhs: AnyCustomAnimation, rhs: AnyCustomAnimation) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    /// Hashes the wrapped animation and its type.
    @usableFromInline
    internal func hash(into hasher: inout Hasher) {
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
