import Foundation
import KinemaCore

extension ValueAnimator {
    /// The presented value at `time`.
    ///
    /// Before the first change, and for a NaN time, it is ``initialValue``.
    ///
    /// - Complexity: O(log changes + runs started up to `time`); one call to `animate` per
    ///   running animation.
    @inlinable
    public func value(at time: TimeInterval) -> Value {
        guard let change = latestChange(atOrBefore: time) else { return initialValue }
        var value = changes[change].target
        for index in runs.indices {
            guard runs[index].validFrom <= time else { break }
            guard time < runs[index].validUntil else { continue }
            if let covered = covered(byRun: index, at: time) {
                value += covered - runs[index].interval
            }
        }
        return value
    }

    /// The velocity of the presented value at `time`, in units of the value per second.
    ///
    /// The sum of the running animations' velocities; an animation that reports none
    /// (`velocity` returns `nil`) is differentiated numerically. Zero before the first change
    /// and for a NaN time.
    ///
    /// - Complexity: as ``value(at:)``.
    @inlinable
    public func velocity(at time: TimeInterval) -> Value {
        guard latestChange(atOrBefore: time) != nil else { return .zero }
        var velocity = Value.zero
        for index in runs.indices {
            guard runs[index].validFrom <= time else { break }
            guard time < runs[index].validUntil else { continue }
            velocity += runs[index].velocity(at: Self.elapsed(time, since: runs[index].origin))
        }
        return velocity
    }

    /// Whether an animation still moves the value at `time`.
    ///
    /// - Parameter time: The time in seconds; NaN is never animating.
    @inlinable
    public func isAnimating(at time: TimeInterval) -> Bool {
        guard latestChange(atOrBefore: time) != nil else { return false }
        for index in runs.indices {
            guard runs[index].validFrom <= time else { break }
            guard time < runs[index].validUntil else { continue }
            if covered(byRun: index, at: time) != nil { return true }
        }
        return false
    }

    /// The covered part of run `index`'s interval at `time`, or `nil` once finished.
    ///
    /// The built-in curves and springs only read the run's context, so they are sampled in
    /// place. Modifiers and custom animations may run code the optimizer cannot see into,
    /// which obliges it to copy a run read in place around the call; they animate a copy of
    /// the run's context instead, and only they pay for the copy.
    @inlinable
    internal func covered(byRun index: Int, at time: TimeInterval) -> Value? {
        let elapsed = Self.elapsed(time, since: runs[index].origin)
        let interval = runs[index].interval
        switch runs[index].animation.storage {
        case .timingCurve(let curve):
            return curve.sample(value: interval, time: elapsed).covered
        case .interpolatingSpring(let spring):
            return spring.sample(value: interval, time: elapsed).covered
        case .spring(let spring):
            return spring.sample(value: interval, time: elapsed, context: runs[index].context)
                .covered
        case .delay, .speed, .repeated, .logicallyComplete, .custom:
            return runs[index].covered(atElapsed: elapsed)
        }
    }

    /// The index of the latest change at or before `time`; `nil` before the first or for NaN.
    @inlinable
    internal func latestChange(atOrBefore time: TimeInterval) -> Int? {
        guard !time.isNaN else { return nil }
        // While animations run, samples are mostly taken after the latest change.
        if let latest = changes.last, latest.time <= time { return changes.count - 1 }
        var low = 0
        var high = changes.count
        while low < high {
            let middle = (low + high) / 2
            if changes[middle].time <= time { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }
}

extension ValueAnimator.Run {
    /// The rate of change of the run's covered value at `elapsed`: the animation's own
    /// velocity, or a central difference of `animate` when it reports none.
    @inlinable
    internal func velocity(at elapsed: TimeInterval) -> Value {
        if let velocity = animation.velocity(value: interval, time: elapsed, context: context) {
            return velocity
        }
        let step = 1e-6 * max(1, abs(elapsed))
        let before = covered(at: max(elapsed - step, 0))
        let after = covered(at: elapsed + step)
        let span = elapsed + step - max(elapsed - step, 0)
        return (after - before).scaled(by: 1 / span)
    }

    /// The covered part of the interval at `elapsed` (the interval once finished).
    @inlinable
    internal func covered(at elapsed: TimeInterval) -> Value {
        covered(atElapsed: elapsed) ?? interval
    }

    /// The covered part of the interval at `elapsed`, or `nil` once finished. The animation
    /// works on a copy of the run's context: sampling never changes the run.
    @inlinable
    internal func covered(atElapsed elapsed: TimeInterval) -> Value? {
        var context = context
        return animation.animate(value: interval, time: elapsed, context: &context)
    }
}
