import Foundation
import KinemaCore

/// The presented value of one animatable value over time, given the changes of its target.
///
/// Record each change of the target with the time it happens and its animation, then ask the
/// presented value and velocity at any time. Changes must come in non-decreasing time;
/// sampling is pure, so many threads may sample one animator, and a sample at time `t` is
/// unaffected by changes after `t`.
///
/// ```swift
/// var animator = ValueAnimator(initialValue: 0.0)
/// animator.setTarget(100, at: 0, animation: .easeInOut)
/// animator.setTarget(50, at: 0.2, animation: .spring)
/// let value = animator.value(at: 0.3)
/// ```
///
/// Semantics, as SwiftUI's: each animated change animates its *interval* (new target minus
/// old target), and the presented value is the target minus, for each running animation,
/// `interval - animate(interval, elapsed)`. When a change arrives while an animation runs, the
/// new animation is asked whether it merges with the most recent running one
/// (`shouldMerge(previous:value:time:context:)`): persistent springs do, and then replace it,
/// continuing from its position and velocity towards the new target; all other animations add
/// up. A change without animation jumps, removing every running animation. A change to the
/// same target creates no animation.
///
/// Sampling calls each running animation once and allocates nothing on the heap for `Double`
/// values with built-in animations.
public struct ValueAnimator<Value: VectorArithmetic & Sendable>: Sendable {
    /// One change of the target.
    @usableFromInline
    internal struct Change: Sendable {
        @usableFromInline var time: TimeInterval
        @usableFromInline var target: Value
        /// The run this change started, if it animates.
        @usableFromInline var run: Int?

        @inlinable
        init(time: TimeInterval, target: Value, run: Int?) {
            (self.time, self.target, self.run) = (time, target, run)
        }
    }

    /// One animation running on the value, valid from `validFrom` until `validUntil`.
    @usableFromInline
    internal struct Run: Sendable {
        @usableFromInline var animation: Animation
        /// The time from which the animation's elapsed time counts (kept across merges).
        @usableFromInline var origin: TimeInterval
        @usableFromInline var validFrom: TimeInterval
        /// When the run was replaced by a merge or removed by a jump; infinity otherwise.
        @usableFromInline var validUntil: TimeInterval
        @usableFromInline var interval: Value
        @usableFromInline var context: AnimationContext<Value>
        /// The run that took this one over by merging, if any.
        @usableFromInline var mergedInto: Int?

        @inlinable
        init(
            animation: Animation, origin: TimeInterval, validFrom: TimeInterval,
            validUntil: TimeInterval, interval: Value, context: AnimationContext<Value>,
            mergedInto: Int?
        ) {
            self.animation = animation
            self.origin = origin
            self.validFrom = validFrom
            self.validUntil = validUntil
            self.interval = interval
            self.context = context
            self.mergedInto = mergedInto
        }
    }

    /// The value before the first change.
    public let initialValue: Value
    @usableFromInline internal var changes: [Change] = []
    @usableFromInline internal var runs: [Run] = []

    /// Creates an animator whose value is `initialValue` until the first change.
    ///
    /// - Parameter initialValue: The value before any change.
    @inlinable
    public init(initialValue: Value) {
        self.initialValue = initialValue
    }

    /// The latest target: the value once every animation has finished.
    @inlinable
    public var target: Value { changes.last?.target ?? initialValue }

    /// The number of changes recorded; change indices run from 0 to `changeCount - 1`.
    @inlinable
    public var changeCount: Int { changes.count }

    /// The time of the latest change, or `nil` before the first.
    public var lastChangeTime: TimeInterval? { changes.last?.time }

    /// Changes the target at `time`, animated by `animation` (a jump when `nil`).
    ///
    /// Times must not decrease: a time before the latest change, or NaN, is treated as the
    /// latest change's time (0 for the first change).
    ///
    /// - Parameters:
    ///   - value: The new target.
    ///   - time: When the change happens, in seconds.
    ///   - animation: The animation of the change, or `nil` to jump.
    /// - Returns: The index of the change, for ``completionTime(ofChange:criteria:)``.
    /// - Complexity: O(number of runs) plus one `shouldMerge` and two samples of the most
    ///   recent running animation.
    ///
    /// (Inlinable, so that callers with a concrete `Value` record changes without looking up
    /// generic metadata at run time: a scene's build sets tens of thousands of targets.)
    @inlinable @discardableResult
    public mutating func setTarget(
        _ value: Value, at time: TimeInterval, animation: Animation?
    ) -> Int {
        let latest = changes.last?.time
        var time = time
        if time.isNaN { time = latest ?? 0 }
        if let latest, time < latest { time = latest }
        let delta = value - target
        let index = changes.count
        guard let animation else {
            for run in runs.indices where runs[run].validUntil > time {
                runs[run].validUntil = time
            }
            changes.append(Change(time: time, target: value, run: nil))
            return index
        }
        guard delta.magnitudeSquared > 0 else {
            changes.append(Change(time: time, target: value, run: nil))
            return index
        }
        if let merged = merge(animation, delta: delta, at: time) {
            runs.append(merged)
        } else {
            runs.append(
                Run(
                    animation: animation, origin: time, validFrom: time, validUntil: .infinity,
                    interval: delta, context: AnimationContext(), mergedInto: nil))
        }
        changes.append(Change(time: time, target: value, run: runs.count - 1))
        return index
    }

    /// The run that replaces the most recent running one if `animation` merges with it, after
    /// marking that one replaced; `nil` when nothing merges.
    @usableFromInline
    internal mutating func merge(_ animation: Animation, delta: Value, at time: TimeInterval)
        -> Run?
    {
        guard let last = runs.lastIndex(where: { $0.validUntil > time }) else { return nil }
        let previous = runs[last]
        let elapsed = Self.elapsed(time, since: previous.origin)
        var context = previous.context
        guard
            let offset = previous.animation.animate(
                value: previous.interval, time: elapsed, context: &context)
        else { return nil }
        let velocity = previous.velocity(at: elapsed)
        let combined = previous.interval + delta
        context.mergeSnapshot = MergeSnapshot(offset: offset, velocity: velocity)
        guard
            animation.shouldMerge(
                previous: previous.animation, value: combined, time: elapsed, context: &context)
        else { return nil }
        context.mergeSnapshot = nil
        context.isLogicallyComplete = false
        runs[last].validUntil = time
        runs[last].mergedInto = runs.count
        return Run(
            animation: animation, origin: previous.origin, validFrom: time,
            validUntil: .infinity, interval: combined, context: context, mergedInto: nil)
    }

    /// `time - origin`, with the NaN of `infinity - infinity` read as 0.
    @inlinable
    internal static func elapsed(_ time: TimeInterval, since origin: TimeInterval) -> TimeInterval {
        let elapsed = time - origin
        return elapsed.isNaN ? 0 : elapsed
    }
}
