import Foundation

extension ValueAnimator {
    /// When the animation of a change completes by `criteria`, or `nil` if it never does.
    ///
    /// This is when `withAnimation(_:completionCriteria:_:completion:)` calls its completion.
    /// A change without animation, or to the same target, completes at its own time. A change
    /// whose animation was merged into a later one completes with that one (unless it was
    /// logically complete before). A jump removes running animations: they complete at the
    /// jump's time. Later changes that have not been recorded yet can still move the answer.
    ///
    /// The two criteria differ when later changes add animations before this one is done,
    /// as SwiftUI's `AnimationCompletionCriteria` documents: `.logicallyComplete` ignores
    /// them (the time this change's own animation is logically complete), while `.removed`
    /// waits for all of them: an animation added before the answer so far extends it to
    /// that animation's own removal, and so on.
    ///
    /// The time is searched on the animation (doubling probes then bisection to the precision
    /// of `Double`), assuming that once an animation has finished, or is logically complete,
    /// it stays so.
    ///
    /// - Parameters:
    ///   - index: The change's index, as returned by ``setTarget(_:at:animation:)``.
    ///   - criteria: `.logicallyComplete` or `.removed`.
    /// - Returns: The completion time in seconds, or `nil` if the animation never completes
    ///   (`repeatForever`).
    /// - Precondition: `index` is in `0..<changeCount`.
    public func completionTime(
        ofChange index: Int, criteria: AnimationCompletionCriteria = .logicallyComplete
    ) -> TimeInterval? {
        precondition(
            changes.indices.contains(index),
            "Change index \(index) is out of range 0..<\(changes.count)")
        guard criteria == .removed else { return ownCompletionTime(ofChange: index, criteria) }
        // Removed: until every animation added before the answer so far is removed too.
        guard var done = ownCompletionTime(ofChange: index, .removed) else { return nil }
        for later in changes.indices.dropFirst(index + 1) {
            guard changes[later].time < done else { break }
            guard changes[later].run != nil else { continue }
            guard let removal = ownCompletionTime(ofChange: later, .removed) else { return nil }
            done = max(done, removal)
        }
        return done
    }

    /// When the animation of a change completes by `criteria`, later animations ignored
    /// (but merges and jumps followed); `nil` if it never does.
    private func ownCompletionTime(
        ofChange index: Int, _ criteria: AnimationCompletionCriteria
    ) -> TimeInterval? {
        guard var current = changes[index].run else { return changes[index].time }
        while true {
            let run = runs[current]
            if criteria == .logicallyComplete,
                let time = run.firstTime(where: { $0 == nil || $1 })
            {
                return time
            }
            if let time = run.firstTime(where: { covered, _ in covered == nil }) {
                return time
            }
            if let next = run.mergedInto {
                current = next
                continue
            }
            return run.validUntil.isFinite ? run.validUntil : nil
        }
    }

    /// The times at which the animation of a change is logically complete and removed.
    ///
    /// - Parameter index: The change's index.
    /// - Returns: Both times; see ``completionTime(ofChange:criteria:)``.
    public func completionTimes(ofChange index: Int) -> (
        logicallyComplete: TimeInterval?, removed: TimeInterval?
    ) {
        (
            completionTime(ofChange: index, criteria: .logicallyComplete),
            completionTime(ofChange: index, criteria: .removed)
        )
    }
}

extension ValueAnimator.Run {
    /// The first time in `[validFrom, validUntil]` at which `isDone(covered, logicallyComplete)`
    /// holds for this run, or `nil`.
    fileprivate func firstTime(where isDone: (Value?, Bool) -> Bool) -> TimeInterval? {
        earliestTime(from: validFrom, before: validUntil) { time in
            var context = context
            let covered = animation.animate(
                value: interval, time: ValueAnimator.elapsed(time, since: origin),
                context: &context)
            return isDone(covered, context.isLogicallyComplete)
        }
    }
}
