import Foundation

extension ValueAnimator {
    /// The presented value at `time`.
    ///
    /// Before the first change, and for a NaN time, it is ``initialValue``.
    ///
    /// - Complexity: O(log changes + runs started up to `time`); one call to `animate` per
    ///   running animation.
    public func value(at time: TimeInterval) -> Value {
        guard let change = latestChange(atOrBefore: time) else { return initialValue }
        var value = changes[change].target
        for run in runs {
            guard run.validFrom <= time else { break }
            guard time < run.validUntil else { continue }
            var context = run.context
            let elapsed = Self.elapsed(time, since: run.origin)
            if let covered = run.animation.animate(
                value: run.interval, time: elapsed, context: &context)
            {
                value += covered - run.interval
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
    public func velocity(at time: TimeInterval) -> Value {
        guard latestChange(atOrBefore: time) != nil else { return .zero }
        var velocity = Value.zero
        for run in runs {
            guard run.validFrom <= time else { break }
            guard time < run.validUntil else { continue }
            velocity += run.velocity(at: Self.elapsed(time, since: run.origin))
        }
        return velocity
    }

    /// Whether an animation still moves the value at `time`.
    ///
    /// - Parameter time: The time in seconds; NaN is never animating.
    public func isAnimating(at time: TimeInterval) -> Bool {
        guard latestChange(atOrBefore: time) != nil else { return false }
        for run in runs {
            guard run.validFrom <= time else { break }
            guard time < run.validUntil else { continue }
            var context = run.context
            let elapsed = Self.elapsed(time, since: run.origin)
            if run.animation.animate(value: run.interval, time: elapsed, context: &context) != nil {
                return true
            }
        }
        return false
    }

    /// The index of the latest change at or before `time`; `nil` before the first or for NaN.
    @inlinable
    internal func latestChange(atOrBefore time: TimeInterval) -> Int? {
        guard !time.isNaN else { return nil }
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
    @usableFromInline
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
    @usableFromInline
    internal func covered(at elapsed: TimeInterval) -> Value {
        var context = context
        return animation.animate(value: interval, time: elapsed, context: &context) ?? interval
    }
}
