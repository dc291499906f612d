import Foundation
import KinemaAnimation
import KinemaCore
import KinemaTestSupport
import Testing

@Suite("ValueAnimator")
struct ValueAnimatorTests {
    @Test("Before any change and for NaN times the value is the initial value")
    func initial() {
        var animator = ValueAnimator(initialValue: 3.0)
        #expect(animator.value(at: 10) == 3)
        animator.setTarget(5, at: 1, animation: .easeInOut)
        #expect(animator.value(at: 0.5) == 3)
        #expect(animator.value(at: .nan) == 3)
        #expect(animator.velocity(at: .nan) == 0)
        #expect(animator.target == 5)
        #expect(animator.changeCount == 1)
    }

    @Test("One change: target - interval + animate(interval, elapsed)")
    func single() {
        var animator = ValueAnimator(initialValue: 10.0)
        animator.setTarget(90, at: 1, animation: .easeInOut)
        expectClose(animator.value(at: 1.175), 50, absolute: 1e-6)
        #expect(animator.value(at: 1) == 10)
        #expect(animator.value(at: 1.36) == 90)
        #expect(animator.isAnimating(at: 1.2))
        #expect(!animator.isAnimating(at: 1.4))
    }

    @Test("Non-merging animations add up: the old one keeps running on its interval")
    func additive() {
        var animator = ValueAnimator(initialValue: 0.0)
        animator.setTarget(100, at: 0, animation: .linear(duration: 1))
        animator.setTarget(40, at: 0.5, animation: .linear(duration: 2))
        // At 1.0: first interval 100 done (covered 100), second -60 at 0.25.
        let expected = 40 - (100 - 100) - (-60 - (-60 * 0.25))
        expectClose(animator.value(at: 1.0), expected, absolute: 1e-9)
        // At 0.75: first covered 75 of 100, second covered 0.125 of -60 = -7.5.
        expectClose(animator.value(at: 0.75), 40 - (100 - 75) - (-60 + 7.5), absolute: 1e-9)
        expectClose(animator.velocity(at: 0.75), 100 - 30, absolute: 1e-9)
        // Samples before the second change are unaffected by it.
        expectClose(animator.value(at: 0.25), 25, absolute: 1e-9)
    }

    @Test("Springs merge: position and velocity are continuous at the change")
    func merge() {
        var animator = ValueAnimator(initialValue: 0.0)
        animator.setTarget(100, at: 0, animation: .bouncy)
        animator.setTarget(-50, at: 0.2, animation: .spring(duration: 0.3, bounce: 0.1))
        let h = 1e-7
        let left = animator.value(at: 0.2 - h)
        let right = animator.value(at: 0.2)
        expectClose(right, left, absolute: 1e-4)
        let leftVelocity = (animator.value(at: 0.2 - h) - animator.value(at: 0.2 - 2 * h)) / h
        let rightVelocity = (animator.value(at: 0.2 + 2 * h) - animator.value(at: 0.2 + h)) / h
        expectClose(rightVelocity, leftVelocity, absolute: 1e-2, relative: 1e-4)
        expectClose(animator.velocity(at: 0.2), leftVelocity, absolute: 1e-2, relative: 1e-4)
        // The value before the change is the plain bouncy spring.
        let bouncy = springClosedForm(duration: 0.5, bounce: 0.3, target: 100, at: 0.1)
        expectClose(animator.value(at: 0.1), bouncy, absolute: 1e-9)
        // And it settles on the new target.
        expectClose(animator.value(at: 5), -50, absolute: 1e-12)
    }

    @Test("After a merge the spring runs from the presented state towards the new target")
    func mergeFollowsSpring() {
        var animator = ValueAnimator(initialValue: 0.0)
        animator.setTarget(1, at: 0, animation: .smooth)
        animator.setTarget(3, at: 0.1, animation: .bouncy)
        let p0 = animator.value(at: 0.1)
        let v0 = animator.velocity(at: 0.1)
        // Test-side: underdamped motion from p0, v0 towards 3 (duration 0.5, bounce 0.3).
        let omega = 4 * Double.pi
        let (lambda, damped) = (0.7 * omega, omega * (1 - 0.49).squareRoot())
        for t in [0.05, 0.2, 0.4] {
            let y0 = p0 - 3
            let y =
                exp(-lambda * t)
                * (y0 * cos(damped * t) + (v0 + lambda * y0) / damped * sin(damped * t))
            expectClose(animator.value(at: 0.1 + t), 3 + y, absolute: 1e-9)
        }
    }

    @Test("interpolatingSpring does not merge but keeps velocity by adding up")
    func interpolatingAdds() {
        var animator = ValueAnimator(initialValue: 0.0)
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        animator.setTarget(10, at: 0, animation: animation)
        animator.setTarget(20, at: 0.1, animation: animation)
        var first = AnimationContext<Double>()
        var second = AnimationContext<Double>()
        let expected =
            20 - (10 - (animation.animate(value: 10.0, time: 0.3, context: &first) ?? 10))
            - (10 - (animation.animate(value: 10.0, time: 0.2, context: &second) ?? 10))
        expectClose(animator.value(at: 0.3), expected, absolute: 1e-12)
        let h = 1e-7
        expectClose(
            (animator.value(at: 0.1 + h) - animator.value(at: 0.1 - h)) / (2 * h),
            animator.velocity(at: 0.1 - h), absolute: 1e-3)
    }

    @Test("A change without animation jumps and removes running animations")
    func jump() {
        var animator = ValueAnimator(initialValue: 0.0)
        let first = animator.setTarget(100, at: 0, animation: .linear(duration: 1))
        let jump = animator.setTarget(30, at: 0.5, animation: nil)
        expectClose(animator.value(at: 0.4), 40, absolute: 1e-9)
        #expect(animator.value(at: 0.5) == 30)
        #expect(animator.value(at: 0.7) == 30)
        #expect(animator.completionTime(ofChange: first, criteria: .removed) == 0.5)
        #expect(animator.completionTime(ofChange: first) == 0.5)
        #expect(animator.completionTime(ofChange: jump) == 0.5)
    }

    @Test("Completion times: logically complete and removed")
    func completion() throws {
        var animator = ValueAnimator(initialValue: 0.0)
        let ease = animator.setTarget(1, at: 0.5, animation: .easeIn(duration: 2).delay(0.25))
        expectClose(try #require(animator.completionTime(ofChange: ease)), 2.75, absolute: 1e-9)
        expectClose(
            try #require(animator.completionTime(ofChange: ease, criteria: .removed)), 2.75,
            absolute: 1e-9)
        let early = animator.setTarget(
            2, at: 3, animation: .linear(duration: 1).logicallyComplete(after: 0.3))
        let times = animator.completionTimes(ofChange: early)
        expectClose(try #require(times.logicallyComplete), 3.3, absolute: 1e-9)
        expectClose(try #require(times.removed), 4, absolute: 1e-9)
        let forever = animator.setTarget(3, at: 5, animation: .linear.repeatForever())
        #expect(animator.completionTime(ofChange: forever) == nil)
        let same = animator.setTarget(3, at: 6, animation: .linear)
        #expect(animator.completionTime(ofChange: same) == 6)
    }

    @Test("Removed waits for animations added before it is done; logically complete does not")
    func removedWaitsForLaterAnimations() throws {
        var animator = ValueAnimator(initialValue: 0.0)
        let first = animator.setTarget(100, at: 0, animation: .linear(duration: 1))
        // Added at 0.5 (before 1): runs until 1.5. Added at 1.2 (before 1.5): until 2.2.
        // Added at 3 (after 2.2): not waited for.
        animator.setTarget(200, at: 0.5, animation: .linear(duration: 1))
        animator.setTarget(50, at: 1.2, animation: .linear(duration: 1))
        animator.setTarget(10, at: 3, animation: .linear(duration: 1))
        expectClose(try #require(animator.completionTime(ofChange: first)), 1, absolute: 1e-9)
        expectClose(
            try #require(animator.completionTime(ofChange: first, criteria: .removed)), 2.2,
            absolute: 1e-9)
        // A later animation that never ends: removed never.
        animator.setTarget(0, at: 3.5, animation: .linear.repeatForever())
        #expect(animator.completionTime(ofChange: 3, criteria: .removed) == nil)
        expectClose(
            try #require(animator.completionTime(ofChange: first, criteria: .removed)), 2.2,
            absolute: 1e-9)
    }

    @Test("A merged change completes with the spring that took it over")
    func mergedCompletion() throws {
        var animator = ValueAnimator(initialValue: 0.0)
        let first = animator.setTarget(1, at: 0, animation: .smooth)
        let second = animator.setTarget(2, at: 0.1, animation: .smooth)
        let removed = try #require(animator.completionTime(ofChange: second, criteria: .removed))
        #expect(animator.completionTime(ofChange: first, criteria: .removed) == removed)
        #expect(!animator.isAnimating(at: removed + 1e-9))
        #expect(animator.isAnimating(at: removed - 1e-6))
        let logical = try #require(animator.completionTime(ofChange: second))
        #expect(logical < removed && logical > 0.1)
    }

    @Test("Custom animations run through the animator")
    func custom() throws {
        var animator = ValueAnimator(initialValue: 0.0)
        let change = animator.setTarget(
            10, at: 1, animation: Animation(MyLinearAnimation(duration: 2)))
        expectClose(animator.value(at: 2), 5, absolute: 1e-12)
        // No reported velocity: numerical differentiation.
        expectClose(animator.velocity(at: 2), 5, absolute: 1e-6)
        expectClose(try #require(animator.completionTime(ofChange: change)), 3, absolute: 1e-9)
        let counting = animator.setTarget(20, at: 4, animation: Animation(CountingAnimation()))
        let times = animator.completionTimes(ofChange: counting)
        expectClose(try #require(times.logicallyComplete), 4.1, absolute: 1e-9)
        expectClose(try #require(times.removed), 4.2, absolute: 1e-9)
    }

    @Test("Bad times: NaN and earlier changes count as the latest change's time")
    func badTimes() {
        var animator = ValueAnimator(initialValue: 0.0)
        animator.setTarget(1, at: .nan, animation: .linear(duration: 1))
        expectClose(animator.value(at: 0.5), 0.5, absolute: 1e-12)
        animator.setTarget(2, at: 2, animation: nil)
        animator.setTarget(4, at: 1, animation: .linear(duration: 1))
        #expect(animator.lastChangeTime == 2)
        expectClose(animator.value(at: 2.5), 3, absolute: 1e-12)
        for time in [Double.infinity, -.infinity] {
            #expect(!animator.value(at: time).isNaN)
            #expect(!animator.velocity(at: time).isNaN)
        }
    }

    @Test("Seeded random changes converge on the final target", arguments: [1, 2, 3, 4, 5])
    func converges(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let animations: [Animation?] = [
            .easeInOut, .linear(duration: 0.2), .spring, .bouncy, .snappy.speed(2),
            .interpolatingSpring(stiffness: 200, damping: 20), .easeOut.delay(0.1),
            .linear(duration: 0.1).repeatCount(3), nil, Animation(MyLinearAnimation(duration: 0.3)),
        ]
        var animator = ValueAnimator(initialValue: 0.0)
        var time = 0.0
        var last = 0.0
        for _ in 0..<20 {
            time += Double.random(in: 0...0.3, using: &generator)
            last = Double.random(in: -100...100, using: &generator)
            animator.setTarget(
                last, at: time, animation: animations.randomElement(using: &generator)!)
        }
        for sample in stride(from: 0.0, through: time + 3, by: 0.01) {
            #expect(animator.value(at: sample).isFinite)
        }
        expectClose(animator.value(at: time + 10), last, absolute: 1e-9)
        #expect(animator.velocity(at: time + 10) == 0)
        for change in 0..<animator.changeCount {
            let removed = animator.completionTime(ofChange: change, criteria: .removed)
            #expect(removed != nil && removed! <= time + 10)
        }
    }

    @Test("Animators of pairs animate each component")
    func pairs() {
        var animator = ValueAnimator(initialValue: AnimatablePair(0.0, 10.0))
        animator.setTarget(AnimatablePair(4.0, 2.0), at: 0, animation: .linear(duration: 1))
        let value = animator.value(at: 0.25)
        expectClose(value.first, 1, absolute: 1e-12)
        expectClose(value.second, 8, absolute: 1e-12)
    }
}
