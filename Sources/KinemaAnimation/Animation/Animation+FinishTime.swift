import Foundation
import KinemaCore

extension Animation {
    /// The time at which the animation finishes on `value` from `context`: 0 when at once,
    /// infinity when never (or not within 1e7 seconds).
    ///
    /// Built-in animations answer directly; custom ones are searched, assuming that once an
    /// animation has finished it stays finished: doubling probes from 1/64 s, then bisection.
    ///
    /// - Complexity: O(1) for built-in animations (except springs), else about 90 calls to
    ///   `animate`.
    @inlinable
    internal func finishTime<V: VectorArithmetic>(
        value: V, context: AnimationContext<V>
    ) -> TimeInterval {
        switch storage {
        case .timingCurve(let curve): return curve.finishTime(value: value, context: context)
        case .delay(let delay): return delay.finishTime(value: value, context: context)
        case .speed(let speed): return speed.finishTime(value: value, context: context)
        case .repeated(let repeated): return repeated.finishTime(value: value, context: context)
        case .logicallyComplete(let marked):
            return marked.finishTime(value: value, context: context)
        case .spring, .interpolatingSpring, .custom:
            return searchedFinishTime(value: value, context: context)
        }
    }

    /// The finish time found by probing `animate` (see ``finishTime(value:context:)``).
    @usableFromInline
    internal func searchedFinishTime<V: VectorArithmetic>(
        value: V, context: AnimationContext<V>
    ) -> TimeInterval {
        earliestTime(from: 0, before: .infinity) { time in
            var scratch = context
            return animate(value: value, time: time, context: &scratch) == nil
        } ?? .infinity
    }
}

/// The first time in `[start, limit]` at which `isDone` holds, assuming it keeps holding once
/// it does; `nil` if it does not hold at `limit` (or within 1e7 s of `start`).
///
/// Probes `start`, then `start + 2^k / 64` until the predicate holds, then bisects to the
/// precision of `Double`.
internal func earliestTime(
    from start: TimeInterval, before limit: TimeInterval, where isDone: (TimeInterval) -> Bool
) -> TimeInterval? {
    if isDone(start) { return start }
    var low = start
    var step = 1.0 / 64
    var high = start + step
    while true {
        if high >= limit {
            guard limit.isFinite, isDone(limit) else { return nil }
            high = limit
            break
        }
        if isDone(high) { break }
        low = high
        step *= 2
        guard step <= 1e7 else { return nil }
        high = start + step
    }
    for _ in 0..<80 {
        let middle = low + (high - low) / 2
        guard middle > low, middle < high else { break }
        if isDone(middle) { high = middle } else { low = middle }
    }
    return high
}
