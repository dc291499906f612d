import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite("Keyframes: phase sequences")
struct PhaseSequenceTests {
    /// Entering 1: linear 1 s; entering 2: easeIn 0.5 s; entering 0: at once.
    static func animation(_ phase: Int) -> Animation? {
        switch phase {
        case 1: .linear(duration: 1)
        case 2: .easeIn(duration: 0.5)
        default: nil
        }
    }

    static let repeating = PhaseSequence([0, 1, 2], animation: animation)
    static let oneShot = PhaseSequence([0, 1, 2], repeating: false, animation: animation)

    @Test("each phase is entered when the previous animation is logically complete")
    func timing() {
        let steps = Self.repeating.steps(through: 3)
        #expect(steps.map(\.phaseIndex) == [1, 2, 0, 1, 2, 0, 1])
        #expect(steps.map(\.startTime) == [0, 1, 1.5, 1.5, 2.5, 3, 3])
        #expect(steps.map(\.duration) == [1, 0.5, 0, 1, 0.5, 0, 1])
        #expect(steps[0].animation == .linear(duration: 1))
        #expect(steps[2].animation == nil)
        #expect(Self.repeating.cycleDuration == 1.5)
    }

    @Test(
        "the phase shown is the one most recently entered",
        arguments: [
            (-1.0, 0), (0, 1), (0.99, 1), (1, 2), (1.49, 2), (1.5, 1), (2.6, 2), (3.1, 1),
            (151.2, 2), (150.2, 1),
        ])
    func phaseAtTime(time: Double, expected: Int) {
        #expect(Self.repeating.phase(at: time) == expected)
    }

    @Test("the presented value follows each phase's animation")
    func presentedValue() {
        func scale(_ phase: Int) -> Double { 10 * Double(phase) }
        expectClose(Self.repeating.value(at: 0.25, scale), 2.5, absolute: 1e-9)
        let eased = UnitCurve.easeIn.value(at: 0.5)
        expectClose(Self.repeating.value(at: 1.25, scale), 10 + 10 * eased, absolute: 1e-9)
        // Back to 0 at once at 1.5, then linear towards 10 again.
        expectClose(Self.repeating.value(at: 1.75, scale), 2.5, absolute: 1e-9)
        // The same point in a later cycle.
        expectClose(Self.repeating.value(at: 1.5 * 7 + 0.25, scale), 2.5, absolute: 1e-9)
    }

    @Test("a one-shot sequence runs every phase once and stops back at the first")
    func oneShot() {
        #expect(Self.oneShot.steps(through: 100).map(\.phaseIndex) == [1, 2, 0])
        #expect(Self.oneShot.phase(at: 1.2) == 2)
        #expect(Self.oneShot.phase(at: 100) == 0)
        #expect(Self.oneShot.phase(at: .infinity) == 0)
        #expect(Self.oneShot.value(at: 50) { Double($0) } == 0)
    }

    @Test("a single phase never changes")
    func singlePhase() {
        let sequence = PhaseSequence(["only"])
        #expect(sequence.cycleDuration == 0)
        #expect(sequence.steps(through: 10).isEmpty)
        #expect(sequence.phase(at: 3) == "only")
    }

    @Test("a repeating cycle that takes no time runs once")
    func zeroLengthCycle() {
        let sequence = PhaseSequence([0, 1, 2]) { _ in nil }
        #expect(sequence.cycleDuration == 0)
        #expect(sequence.steps(through: 5).map(\.phaseIndex) == [1, 2, 0])
        #expect(sequence.phase(at: 5) == 0)
    }

    @Test("an animation that never completes keeps its phase")
    func neverCompletes() {
        let sequence = PhaseSequence([0, 1, 2]) { phase in
            phase == 2 ? Animation.linear(duration: 0.5).repeatForever() : .linear(duration: 0.5)
        }
        #expect(sequence.cycleDuration == .infinity)
        #expect(sequence.steps(through: 100).map(\.phaseIndex) == [1, 2])
        #expect(sequence.steps(through: .infinity).map(\.phaseIndex) == [1, 2])
        #expect(sequence.phase(at: 1000) == 2)
    }

    @Test("spring phases last until the spring is logically complete")
    func springDuration() {
        let sequence = PhaseSequence([false, true])
        var probe = ValueAnimator(initialValue: 0.0)
        probe.setTarget(1, at: 0, animation: .default)
        let expected = probe.completionTime(ofChange: 0)!
        #expect(sequence.steps(through: 0).first?.duration == expected)
        #expect(sequence.cycleDuration == 2 * expected)
        #expect(sequence.phase(at: expected * 0.99) == true)
        #expect(sequence.phase(at: expected * 1.01) == false)
    }

    @Test("NaN and infinite times on a repeating sequence count as 0")
    func badTimes() {
        #expect(Self.repeating.phase(at: .nan) == 1)
        #expect(Self.repeating.phase(at: .infinity) == 1)
        #expect(Self.repeating.phase(at: -.infinity) == 0)
        #expect(Self.repeating.value(at: .nan) { Double($0) } == 0)
        #expect(Self.repeating.value(at: .infinity) { Double($0) } == 0)
        #expect(Self.repeating.value(at: -5) { Double($0) } == 0)
    }
}
