import KinemaAnimation
import KinemaTestSupport
import Testing

/// Seeded property checks of every public numeric parameter of `Spring`, `Animation` and
/// `ValueAnimator` at extreme finite values: no trap, no NaN.
///
/// Unlike the fuzzing suite, parameters here are only the extremes the hardening issue
/// names, combined exhaustively where the combinations are few and by a seeded generator
/// where they are many.
@Suite("Extreme finite values")
struct ExtremeValueTests {
    /// 0, ±1e-300, ±1e300, ±greatestFiniteMagnitude, and 1 as an ordinary value.
    static let extremes: [Double] = [
        0, 1e-300, -1e-300, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, 1,
    ]
    static let counts: [Int] = [.max, .min, 0, 1, -1]

    /// `.leastNonzeroMagnitude` is the `5e-324` of the issue.
    @Test("The issue's spring: huge mass, subnormal stiffness, at the largest time")
    func issueSpring() {
        let spring = Spring(
            mass: .greatestFiniteMagnitude, stiffness: .leastNonzeroMagnitude, damping: 10,
            allowOverDamping: true)
        let value = spring.value(target: 100.0, time: .greatestFiniteMagnitude)
        #expect(!value.isNaN)
        #expect(!spring.velocity(target: 100.0, time: .greatestFiniteMagnitude).isNaN)
    }

    @Test("Every Spring initializer at every combination of extremes: never NaN")
    func springs() {
        let e = Self.extremes
        var springs: [Spring] = []
        for a in e {
            for b in e {
                springs += [Spring(duration: a, bounce: b), Spring(response: a, dampingRatio: b)]
                for c in e {
                    springs.append(Spring(mass: a, stiffness: b, damping: c))
                    springs.append(
                        Spring(mass: a, stiffness: b, damping: c, allowOverDamping: true))
                    springs.append(Spring(settlingDuration: a, dampingRatio: b, epsilon: c))
                }
            }
        }
        for spring in springs {
            for time in e {
                for (target, velocity) in [(100.0, 0.0), (0, 1), (1e300, 0), (-1, -1e300)] {
                    let value = spring.value(target: target, initialVelocity: velocity, time: time)
                    let speed = spring.velocity(
                        target: target, initialVelocity: velocity, time: time)
                    #expect(!value.isNaN && !speed.isNaN, "\(spring) at \(time)")
                }
            }
            #expect(!spring.settlingDuration.isNaN, "\(spring)")
        }
    }

    @Test("setTarget during a running spring with an extreme blend duration")
    func blendDurations() {
        for blend in Self.extremes {
            var animator = ValueAnimator(initialValue: 0.0)
            animator.setTarget(100, at: 0, animation: .spring(response: 0.5, dampingFraction: 0.9))
            animator.setTarget(
                -50, at: 0.1,
                animation: .spring(response: 0.3, dampingFraction: 0.8, blendDuration: blend))
            for time in [0.1, 0.2, 1, 10, 1e17, 1e300] {
                #expect(animator.value(at: time).isFinite, "blend \(blend) at \(time)")
                #expect(!animator.velocity(at: time).isNaN, "blend \(blend) at \(time)")
            }
            #expect(isClose(animator.value(at: 1e300), -50, absolute: 1e-6), "blend \(blend)")
        }
        // The issue's exact case.
        var animator = ValueAnimator(initialValue: 0.0)
        animator.setTarget(1, at: 0, animation: .spring)
        animator.setTarget(
            2, at: 0.2,
            animation: .spring(response: 0.3, dampingFraction: 0.8, blendDuration: 1e17))
        #expect(animator.value(at: 0.5).isFinite && animator.value(at: 1e18).isFinite)
    }

    /// Every animation factory and modifier with its parameters drawn from the extremes.
    static func animation(_ g: inout SeededGenerator) -> Animation {
        func pick() -> Double { extremes.randomElement(using: &g)! }
        let base: Animation
        switch g.next() % 12 {
        case 0: base = .linear(duration: pick())
        case 1: base = .easeInOut(duration: pick())
        case 2: base = .timingCurve(pick(), pick(), pick(), pick(), duration: pick())
        case 3: base = .spring(response: pick(), dampingFraction: pick(), blendDuration: pick())
        case 4: base = .spring(duration: pick(), bounce: pick(), blendDuration: pick())
        case 5:
            base = .interpolatingSpring(
                mass: pick(), stiffness: pick(), damping: pick(), initialVelocity: pick())
        case 6:
            base = .interpolatingSpring(duration: pick(), bounce: pick(), initialVelocity: pick())
        case 7:
            base = .interactiveSpring(
                response: pick(), dampingFraction: pick(), blendDuration: pick())
        case 8: base = .smooth(duration: pick(), extraBounce: pick())
        case 9: base = .snappy(duration: pick(), extraBounce: pick())
        case 10: base = .bouncy(duration: pick(), extraBounce: pick())
        default: base = .easeIn(duration: pick())
        }
        switch g.next() % 6 {
        case 0: return base.delay(pick())
        case 1: return base.speed(pick())
        case 2:
            return base.repeatCount(
                counts.randomElement(using: &g)!, autoreverses: g.next() % 2 == 0)
        case 3: return base.repeatForever(autoreverses: g.next() % 2 == 0)
        case 4: return base.logicallyComplete(after: pick())
        default: return base
        }
    }

    @Test("Animation.animate and velocity at extreme parameters, intervals and times")
    func animations() {
        var g = SeededGenerator(seed: 0xE7)
        for _ in 0..<4000 {
            let animation = Self.animation(&g)
            let interval = [100.0, -1, 1e300].randomElement(using: &g)!
            var context = AnimationContext<Double>()
            for time in Self.extremes.shuffled(using: &g).prefix(4) {
                let value = animation.animate(value: interval, time: time, context: &context)
                #expect(!(value?.isNaN ?? false), "\(animation) at \(time)")
                let velocity = animation.velocity(value: interval, time: time, context: context)
                #expect(!(velocity?.isNaN ?? false), "\(animation) velocity at \(time)")
            }
        }
    }

    @Test("ValueAnimator with extreme animations at extreme times: values and completion")
    func animators() {
        var g = SeededGenerator(seed: 0xF8)
        for _ in 0..<800 {
            var animator = ValueAnimator(initialValue: 0.0)
            var times = Self.extremes.shuffled(using: &g).prefix(3).sorted()
            times.append(.greatestFiniteMagnitude)
            for time in times.prefix(3) {
                let change = animator.setTarget(
                    [100.0, -1e300, 0].randomElement(using: &g)!, at: time,
                    animation: Self.animation(&g))
                for criteria in [AnimationCompletionCriteria.logicallyComplete, .removed] {
                    #expect(
                        !(animator.completionTime(ofChange: change, criteria: criteria)?.isNaN
                            ?? false))
                }
            }
            for time in Self.extremes {
                #expect(!animator.value(at: time).isNaN, "value at \(time)")
                #expect(!animator.velocity(at: time).isNaN, "velocity at \(time)")
                _ = animator.isAnimating(at: time)
            }
        }
    }
}
