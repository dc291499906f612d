import Foundation
import KinemaCore

extension PhaseSequence {
    /// The number of steps in one cycle.
    private var stepsPerCycle: Int { phases.count > 1 ? phases.count : 0 }

    /// Whether steps go on forever: repeating, with a cycle that takes time but not forever.
    private var cyclesForever: Bool {
        isRepeating && cycleDuration > 0 && cycleDuration.isFinite
    }

    /// The step with overall index `index`.
    private func step(_ index: Int) -> Step {
        let cycle = index / stepsPerCycle
        let k = index % stepsPerCycle
        let entered = (k + 1) % phases.count
        let cycleStart = cycle == 0 ? 0 : Double(cycle) * cycleDuration
        return Step(
            phaseIndex: entered, phase: phases[entered], animation: animations[entered],
            startTime: cycleStart + offsets[k], duration: durations[entered])
    }

    /// The number of steps that have started at `time`.
    ///
    /// Times before 0 have no steps; NaN counts as 0; a repeating sequence never ends,
    /// so an infinite time counts as 0 there.
    private func startedStepCount(at time: TimeInterval) -> Int {
        guard stepsPerCycle > 0 else { return 0 }
        var time = time.isNaN ? 0 : time
        guard time >= 0 else { return 0 }
        let perCycle = stepsPerCycle
        var cycles = 0
        if cyclesForever {
            if time == .infinity { time = 0 }
            cycles = Int((time / cycleDuration).rounded(.down))
            time -= Double(cycles) * cycleDuration
        }
        // Steps of this cycle that have started: offsets[k] <= time, k < perCycle.
        var started = 0
        // (A step after an animation that never completes never starts.)
        while started < perCycle, offsets[started].isFinite, offsets[started] <= time {
            started += 1
        }
        return cycles * perCycle + started
    }

    /// The phase changes that have happened at `time`, in order.
    ///
    /// - Parameter time: Seconds from the start (rules as in ``phase(at:)``).
    /// - Complexity: O(number of steps returned).
    public func steps(through time: TimeInterval) -> [Step] {
        (0..<startedStepCount(at: time)).map(step)
    }

    /// The phase most recently entered at `time`: the phase the content shows, animating
    /// towards it.
    ///
    /// Before 0 it is the first phase. NaN counts as 0; an infinite time is the end of a
    /// one-shot sequence and counts as 0 for a repeating one.
    ///
    /// - Complexity: O(number of phases).
    public func phase(at time: TimeInterval) -> Phase {
        let count = startedStepCount(at: time)
        return count == 0 ? phases[0] : phases[step(count - 1).phaseIndex]
    }

    /// An animator replaying the phase changes up to `time` for the property
    /// `property(phase)`: sample it at any time up to `time`.
    ///
    /// - Parameters:
    ///   - time: The last time to replay (rules as in ``phase(at:)``).
    ///   - property: The property's value in each phase.
    /// - Complexity: O(number of steps up to `time`).
    public func animator<V: VectorArithmetic & Sendable>(
        through time: TimeInterval, _ property: (Phase) -> V
    ) -> ValueAnimator<V> {
        var animator = ValueAnimator(initialValue: property(phases[0]))
        for step in steps(through: time) {
            animator.setTarget(property(step.phase), at: step.startTime, animation: step.animation)
        }
        return animator
    }

    /// The presented value of the property `property(phase)` at `time`, with SwiftUI's
    /// semantics for animations that overlap (springs merge, others add up).
    ///
    /// - Parameters:
    ///   - time: Seconds from the start (rules as in ``phase(at:)``).
    ///   - property: The property's value in each phase.
    /// - Complexity: O(number of steps up to `time`): to sample many frames, build
    ///   ``animator(through:_:)`` once.
    public func value<V: VectorArithmetic & Sendable>(
        at time: TimeInterval, _ property: (Phase) -> V
    ) -> V {
        let time = time.isNaN || (time == .infinity && cyclesForever) ? 0 : time
        return animator(through: time, property).value(at: max(time, 0))
    }
}
