import Foundation
import KinemaCore

/// `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)`: the base animation runs
/// `count` times (forever when `nil`), every other run backwards when `autoreverses`.
///
/// A run lasts as long as the base animation takes to finish on the value. When all runs are
/// done the animation finishes, so the value ends at its target even after an even number of
/// autoreversed runs (SwiftUI behaves the same). A base that never finishes never repeats; a
/// base that finishes at once finishes the repetition at once. It is logically complete when
/// it finishes.
@usableFromInline
internal struct RepeatAnimation: Hashable, Sendable {
    @usableFromInline let base: Animation
    /// How many times the base runs; `nil` is forever. Always at least 1.
    @usableFromInline let count: Int?
    @usableFromInline let autoreverses: Bool

    /// Where `time` falls: the base's local time and whether that run goes backwards, or
    /// `nil` once every run is done.
    @inlinable
    internal func place<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> (time: TimeInterval, isReversed: Bool)?? {
        let period = base.finishTime(value: value, context: context)
        guard period > 0 else { return .some(nil) }
        guard period.isFinite else { return (max(time, 0), false) }
        let time = max(time, 0)
        let run = (time / period).rounded(.down)
        if let count, run >= Double(count) { return .some(nil) }
        guard run.isFinite else { return .some(nil) }
        let local = time - run * period
        let isReversed = autoreverses && run.truncatingRemainder(dividingBy: 2) == 1
        return (isReversed ? period - local : local, isReversed)
    }

    @inlinable
    func animate<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: inout AnimationContext<V>
    ) -> V? {
        guard !time.isNaN, let place = place(value: value, time: time, context: context),
            let place
        else {
            context.isLogicallyComplete = true
            return nil
        }
        var inner = context
        let result = base.animate(value: value, time: place.time, context: &inner) ?? value
        context.state = inner.state
        return result
    }

    @inlinable
    func velocity<V: VectorArithmetic>(
        value: V, time: TimeInterval, context: AnimationContext<V>
    ) -> V? {
        guard !time.isNaN, let place = place(value: value, time: time, context: context),
            let place
        else { return .zero }
        let velocity = base.velocity(value: value, time: place.time, context: context)
        return place.isReversed ? velocity.map { .zero - $0 } : velocity
    }

    var description: String {
        guard let count else { return "\(base).repeatForever(autoreverses: \(autoreverses))" }
        return "\(base).repeatCount(\(count), autoreverses: \(autoreverses))"
    }
}

extension RepeatAnimation {
    /// When `animate` starts returning `nil`: the base's finish time times the count.
    @inlinable
    func finishTime<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> TimeInterval {
        let period = base.finishTime(value: value, context: context)
        guard period > 0 else { return 0 }
        guard let count else { return .infinity }
        return period * Double(count)
    }
}
