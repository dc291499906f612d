import Foundation
import KinemaCore

/// `delay(_:)`: the base animation starts `delay` seconds late (`t' = max(0, t - delay)`).
@usableFromInline
internal struct DelayAnimation: Hashable, Sendable {
    @usableFromInline let base: Animation
    @usableFromInline let delay: TimeInterval

    @inlinable
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        base.animate(value: value, time: max(time - delay, 0), context: &context)
    }

    @inlinable
    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        guard time >= delay else { return .zero }
        return base.velocity(value: value, time: time - delay, context: context)
    }

    var description: String { "\(base).delay(\(describe(delay)))" }
}

extension DelayAnimation {
    /// When `animate` starts returning `nil`: the base's finish time plus the delay.
    @inlinable
    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> TimeInterval {
        let base = base.finishTime(value: value, context: context)
        return base == 0 ? 0 : base + delay
    }
}

/// `speed(_:)`: the base animation runs `speed` times as fast (`t' = t * speed`).
///
/// `speed` is positive; an infinite speed completes at once.
@usableFromInline
internal struct SpeedAnimation: Hashable, Sendable {
    @usableFromInline let base: Animation
    @usableFromInline let speed: Double

    @inlinable
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        guard speed.isFinite else {
            context.isLogicallyComplete = true
            return nil
        }
        return base.animate(value: value, time: time * speed, context: &context)
    }

    @inlinable
    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        guard speed.isFinite else { return .zero }
        return base.velocity(value: value, time: time * speed, context: context)?
            .scaled(by: speed)
    }

    /// Merges when the base does, in the base's time, with the velocity in the base's time.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        let snapshot = context.mergeSnapshot
        if let snapshot {
            context.mergeSnapshot?.velocity = snapshot.velocity.scaled(by: 1 / speed)
        }
        defer { context.mergeSnapshot = snapshot }
        return base.shouldMerge(
            previous: previous, value: value, time: time * speed, context: &context)
    }

    var description: String { "\(base).speed(\(describe(speed)))" }
}

extension SpeedAnimation {
    /// When `animate` starts returning `nil`: the base's finish time over the speed.
    @inlinable
    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> TimeInterval {
        speed.isFinite ? base.finishTime(value: value, context: context) / speed : 0
    }
}

/// `logicallyComplete(after:)`: the base animation, reported logically complete from `after`.
@usableFromInline
internal struct LogicallyCompleteAnimation: Hashable, Sendable {
    @usableFromInline let base: Animation
    @usableFromInline let after: TimeInterval

    @inlinable
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        if time >= after { context.isLogicallyComplete = true }
        return base.animate(value: value, time: time, context: &context)
    }

    @inlinable
    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    var description: String { "\(base).logicallyComplete(after: \(describe(after)))" }
}

extension LogicallyCompleteAnimation {
    /// When `animate` starts returning `nil`: the base's finish time.
    @inlinable
    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> TimeInterval {
        base.finishTime(value: value, context: context)
    }
}
