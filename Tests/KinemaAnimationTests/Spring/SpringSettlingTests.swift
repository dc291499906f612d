import Foundation
import KinemaAnimation
import KinemaCore
import KinemaTestSupport
import Testing

@Suite("Spring settling duration")
struct SpringSettlingTests {
    /// Brute-force check: sampled every `step`, the distance is below epsilon at and after
    /// the settling time, and it last reached epsilon not long before it (underdamped: at
    /// most half a period plus ln 2 / lambda; otherwise a few decay times).
    static func check(
        _ spring: Spring, target: AnimatablePair<Double, Double>,
        initialVelocity: AnimatablePair<Double, Double>, epsilon: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let settling = spring.settlingDuration(
            target: target, initialVelocity: initialVelocity, epsilon: epsilon)
        let step = 2e-4
        func distance(_ time: Double) -> Double {
            let value = spring.value(target: target, initialVelocity: initialVelocity, time: time)
            return (value - target).magnitudeSquared.squareRoot()
        }
        let lastCrossing = bruteForceSettlingTime(
            horizon: 2 * settling + 1, step: step, epsilon: epsilon, distance: distance)
        let comment = Comment(
            rawValue: "\(spring) T = \(target) v0 = \(initialVelocity) eps = \(epsilon)")
        #expect(settling.isFinite, comment, sourceLocation: sourceLocation)
        #expect(lastCrossing <= settling, comment, sourceLocation: sourceLocation)
        #expect(distance(settling) <= epsilon * (1 + 1e-9), comment, sourceLocation: sourceLocation)
        let z = spring.dampingRatio
        let w0 = 2 * Double.pi / spring.response
        let slack: Double
        if z < 1 {
            slack = .pi / (w0 * (1 - z * z).squareRoot()) + log(2) / (z * w0)
        } else {
            slack = 4 / (w0 / (z + (z * z - 1).squareRoot()))
        }
        #expect(settling - lastCrossing <= slack + step, comment, sourceLocation: sourceLocation)
    }

    @Test("Default settling of the presets matches brute force")
    func presets() {
        for spring in [Spring.smooth, .snappy, .bouncy, Spring(response: 0.5, dampingRatio: 3)] {
            Self.check(spring, target: .init(1, 0), initialVelocity: .zero, epsilon: 0.001)
            expectClose(
                spring.settlingDuration,
                spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001),
                absolute: 0)
        }
    }

    @Test("Seeded random springs, vector targets and velocities match brute force")
    func random() {
        var generator = SeededGenerator(seed: 0x5E77_1E)
        for _ in 0..<30 {
            let spring = Spring(
                response: Double.random(in: 0.2...1.2, using: &generator),
                dampingRatio: Double.random(in: 0.1...2.5, using: &generator))
            let target = AnimatablePair(
                Double.random(in: -2...2, using: &generator),
                Double.random(in: -2...2, using: &generator))
            let velocity = AnimatablePair(
                Double.random(in: -8...8, using: &generator),
                Double.random(in: -8...8, using: &generator))
            let epsilon = [1e-3, 1e-2, 1e-4][Int.random(in: 0..<3, using: &generator)]
            Self.check(spring, target: target, initialVelocity: velocity, epsilon: epsilon)
        }
    }

    @Test("Core Animation's documented settling: stiffness 100, mass 1")
    func coreAnimation() {
        // Damping 5 settles in about 2.85 s, damping 15 in just over 1 s.
        let loose = Spring(mass: 1, stiffness: 100, damping: 5).settlingDuration
        expectClose(loose, 2.85, absolute: 0.15)
        let firm = Spring(mass: 1, stiffness: 100, damping: 15).settlingDuration
        #expect(firm > 1 && firm < 1.1)
        // The envelope e^(-lambda t) (1 + lambda / wd) = 0.001, worked out by hand.
        let wd = (100 - 7.5 * 7.5).squareRoot()
        expectClose(firm, log(1000 * (1 + 7.5 / wd)) / 7.5, absolute: 1e-12)
    }

    @Test("init(settlingDuration:dampingRatio:epsilon:) settles in the given time")
    func fromSettlingDuration() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<20 {
            let duration = Double.random(in: 0.1...4, using: &generator)
            let ratio = Double.random(in: 0.05...3, using: &generator)
            let epsilon = [1e-3, 1e-2, 1e-5][Int.random(in: 0..<3, using: &generator)]
            let spring = Spring(settlingDuration: duration, dampingRatio: ratio, epsilon: epsilon)
            expectClose(spring.dampingRatio, ratio, absolute: 1e-15)
            let settling = spring.settlingDuration(
                target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
            expectClose(settling, duration, absolute: 0, relative: 1e-9)
        }
        expectClose(
            Spring(settlingDuration: 2, dampingRatio: 0.5).settlingDuration, 2,
            absolute: 1e-9)
    }

    @Test("Settling edge rules: no motion, inside the band, undamped, bad epsilon")
    func edges() {
        #expect(Spring.bouncy.settlingDuration(target: 0.0, epsilon: 0.001) == 0)
        #expect(Spring.smooth.settlingDuration(target: 0.0005, epsilon: 0.001) == 0)
        let undamped = Spring(duration: 0.5, bounce: 1)
        #expect(undamped.settlingDuration == .infinity)
        #expect(undamped.settlingDuration(target: 1e-4, epsilon: 0.001) == 0)
        let reference = Spring.snappy.settlingDuration
        for epsilon in [0.0, -1.0, .nan, -.infinity] {
            #expect(Spring.snappy.settlingDuration(target: 1.0, epsilon: epsilon) == reference)
        }
        #expect(Spring.snappy.settlingDuration(target: 1.0, epsilon: .infinity) == 0)
        #expect(
            Spring.snappy.settlingDuration(target: Double.infinity, epsilon: 0.001) == .infinity)
        // A larger target or velocity never settles sooner.
        let near = Spring.bouncy.settlingDuration(target: 1.0, epsilon: 0.001)
        let far = Spring.bouncy.settlingDuration(target: 100.0, epsilon: 0.001)
        #expect(far > near)
    }

    @Test("Settling through Animatable values uses their animatable data")
    func animatable() {
        let direct = Spring.bouncy.settlingDuration(
            target: 2.0, initialVelocity: 1.0, epsilon: 0.001)
        let viaAngles = Spring.bouncy.settlingDuration(
            fromValue: Angle.radians(1), toValue: .radians(3), initialVelocity: .radians(1),
            epsilon: 0.001)
        #expect(direct == viaAngles)
    }
}
