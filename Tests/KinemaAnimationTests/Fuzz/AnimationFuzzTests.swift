import KinemaAnimation
import KinemaTestSupport
import Testing

/// Seeded fuzzing of the animation entry points with special values: no crash, no hang,
/// and never NaN from finite intervals and targets. Values stay finite; a velocity may
/// overflow to infinity when it truly exceeds the largest double (a 1e-300 s animation, a
/// speed of 1e308), and so may a spring's value at times near the largest double.
@Suite("Animation fuzzing")
struct AnimationFuzzTests {
    /// Values that break naive arithmetic.
    static let special: [Double] = [
        0, -0.0, 1, -1, 0.35, 1e-9, 1e-300, 1e300, -1e300, .infinity, -.infinity, .nan,
        .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    static let counts: [Int] = [0, 1, 2, 3, -1, .max, .min]

    static func pick(_ generator: inout SeededGenerator) -> Double {
        generator.next() % 3 == 0
            ? Double.random(in: -2...2, using: &generator)
            : special.randomElement(using: &generator)!
    }

    static func randomAnimation(_ g: inout SeededGenerator, depth: Int = 0) -> Animation {
        let base: Animation
        switch g.next() % 9 {
        case 0: base = .linear(duration: pick(&g))
        case 1: base = .timingCurve(pick(&g), pick(&g), pick(&g), pick(&g), duration: pick(&g))
        case 2: base = .spring(response: pick(&g), dampingFraction: pick(&g))
        case 3: base = .spring(duration: pick(&g), bounce: pick(&g), blendDuration: pick(&g))
        case 4:
            base = .interpolatingSpring(
                mass: pick(&g), stiffness: pick(&g), damping: pick(&g), initialVelocity: pick(&g))
        case 5: base = .interpolatingSpring(duration: pick(&g), bounce: pick(&g))
        case 6: base = .bouncy(duration: pick(&g), extraBounce: pick(&g))
        case 7: base = .easeInOut(duration: pick(&g))
        default: base = .interactiveSpring(response: pick(&g), dampingFraction: pick(&g))
        }
        guard depth < 3 else { return base }
        switch g.next() % 7 {
        case 0: return randomAnimation(&g, depth: depth + 1).delay(pick(&g))
        case 1: return randomAnimation(&g, depth: depth + 1).speed(pick(&g))
        case 2:
            return randomAnimation(&g, depth: depth + 1).repeatCount(
                counts.randomElement(using: &g)!, autoreverses: g.next() % 2 == 0)
        case 3: return randomAnimation(&g, depth: depth + 1).repeatForever()
        case 4: return randomAnimation(&g, depth: depth + 1).logicallyComplete(after: pick(&g))
        default: return base
        }
    }

    @Test("Animation.animate and velocity: finite or nil, for any parameters and time")
    func animateIsFinite() {
        var g = SeededGenerator(seed: 0xA11)
        for _ in 0..<3000 {
            let animation = Self.randomAnimation(&g)
            let interval = Double.random(in: -100...100, using: &g)
            var context = AnimationContext<Double>()
            for _ in 0..<6 {
                let time = Self.pick(&g)
                let value = animation.animate(value: interval, time: time, context: &context)
                #expect(value?.isFinite ?? true, "\(animation) at \(time): \(value ?? 0)")
                let velocity = animation.velocity(value: interval, time: time, context: context)
                #expect(!(velocity?.isNaN ?? false), "\(animation) v at \(time)")
            }
        }
    }

    @Test("ValueAnimator: finite values, velocities and completion times")
    func animatorIsFinite() {
        var g = SeededGenerator(seed: 0xB22)
        for _ in 0..<600 {
            var animator = ValueAnimator(initialValue: 0.0)
            var time = 0.0
            for _ in 0..<4 {
                time += g.next() % 4 == 0 ? Self.pick(&g) : Double.random(in: 0...1, using: &g)
                let animation = g.next() % 5 == 0 ? nil : Self.randomAnimation(&g)
                let change = animator.setTarget(
                    Double.random(in: -100...100, using: &g), at: time, animation: animation)
                for criteria in [AnimationCompletionCriteria.logicallyComplete, .removed] {
                    let done = animator.completionTime(ofChange: change, criteria: criteria)
                    #expect(!(done?.isNaN ?? false))
                }
            }
            for _ in 0..<8 {
                let t = Self.pick(&g)
                #expect(animator.value(at: t).isFinite, "value at \(t)")
                #expect(!animator.velocity(at: t).isNaN, "velocity at \(t)")
                _ = animator.isAnimating(at: t)
            }
        }
    }

    @Test("Spring: value, velocity, force, update and settling never NaN")
    func springIsFinite() {
        var g = SeededGenerator(seed: 0xC33)
        for _ in 0..<3000 {
            let spring: Spring
            switch g.next() % 4 {
            case 0: spring = Spring(duration: Self.pick(&g), bounce: Self.pick(&g))
            case 1: spring = Spring(response: Self.pick(&g), dampingRatio: Self.pick(&g))
            case 2:
                spring = Spring(
                    mass: Self.pick(&g), stiffness: Self.pick(&g), damping: Self.pick(&g),
                    allowOverDamping: g.next() % 2 == 0)
            default:
                spring = Spring(
                    settlingDuration: Self.pick(&g), dampingRatio: Self.pick(&g),
                    epsilon: Self.pick(&g))
            }
            for parameter in [
                spring.mass, spring.dampingRatio, spring.duration, spring.bounce,
                spring.response, spring.settlingDuration,
            ] {
                #expect(!parameter.isNaN, "\(spring)")
            }
            let target = Double.random(in: -10...10, using: &g)
            let v0 = Double.random(in: -10...10, using: &g)
            let time = Self.pick(&g)
            let value = spring.value(target: target, initialVelocity: v0, time: time)
            let velocity = spring.velocity(target: target, initialVelocity: v0, time: time)
            #expect(!value.isNaN && !velocity.isNaN, "\(spring) at \(time)")
            #expect(!spring.force(target: target, position: v0, velocity: target).isNaN)
            var (x, v) = (v0, target)
            spring.update(value: &x, velocity: &v, target: target, deltaTime: Self.pick(&g))
            #expect(!x.isNaN && !v.isNaN, "\(spring) update")
            let settle = spring.settlingDuration(
                target: target, initialVelocity: v0, epsilon: Self.pick(&g))
            #expect(!settle.isNaN && settle >= 0, "\(spring) settling")
        }
    }

    /// A keyframe of near-maximal length after a moving one may truly overflow
    /// (`duration * velocity` exceeds the largest double), so only NaN is ruled out.
    @Test("Keyframe timelines: never NaN, for any durations, velocities and times")
    func keyframesAreFinite() {
        var g = SeededGenerator(seed: 0xD44)
        for _ in 0..<600 {
            let (d1, d2, d3, d4) = (Self.pick(&g), Self.pick(&g), Self.pick(&g), Self.pick(&g))
            let spring = Spring(duration: Self.pick(&g), bounce: Self.pick(&g))
            let velocity = g.next() % 2 == 0 ? nil : Optional(Self.pick(&g))
            let timeline = KeyframeTimeline(initialValue: 0.0) {
                LinearKeyframe(10, duration: d1)
                CubicKeyframe(-5, duration: d2, startVelocity: velocity, endVelocity: velocity)
                SpringKeyframe(3, duration: g.next() % 2 == 0 ? nil : d3, spring: spring)
                MoveKeyframe(7)
                CubicKeyframe(1, duration: d4)
            }
            #expect(timeline.duration.isFinite && timeline.duration >= 0)
            for _ in 0..<6 {
                let t = Self.pick(&g)
                #expect(!timeline.value(time: t).isNaN, "time \(t), durations \(d1) \(d2)")
                #expect(!timeline.value(progress: t).isNaN, "progress \(t)")
            }
        }
    }
}
