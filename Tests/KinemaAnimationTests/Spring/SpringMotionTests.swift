import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite("Spring closed forms against RK4")
struct SpringMotionTests {
    static let times = [0.0, 0.01, 0.05, 0.13, 0.3, 0.55, 0.9, 1.4, 2.0]

    /// Checks value and velocity of `spring` against RK4 at `times`.
    static func checkAgainstIntegration(
        _ spring: Spring, target: Double, initialVelocity: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let reference = SpringIntegrator(spring).states(
            target: target, initialVelocity: initialVelocity, times: times)
        for (time, state) in zip(times, reference) {
            let value = spring.value(target: target, initialVelocity: initialVelocity, time: time)
            let velocity = spring.velocity(
                target: target, initialVelocity: initialVelocity, time: time)
            let context = "\(spring), z = \(spring.dampingRatio), T = \(target), "
            let comment = Comment(rawValue: context + "v0 = \(initialVelocity), t = \(time)")
            expectClose(value, state.value, absolute: 1e-9, comment, sourceLocation: sourceLocation)
            expectClose(
                velocity, state.velocity, absolute: 1e-9, comment, sourceLocation: sourceLocation)
        }
    }

    @Test(
        "Regimes match RK4 to 1e-9",
        arguments: [
            (0.0, 1.0, 0.0), (0.3, 1.0, 0.0), (0.7, -2.0, 5.0), (1.0, 1.0, 0.0),
            (1.0, 2.5, -8.0), (1.0 - 1e-9, 1.0, 3.0), (1.0 + 1e-9, 1.0, 3.0),
            (1.0 - 1e-5, -1.0, 2.0), (1.0 + 1e-5, -1.0, 2.0), (1.8, 1.0, 0.0), (3.0, 2.0, 10.0),
        ])
    func regimes(dampingRatio: Double, target: Double, initialVelocity: Double) {
        let spring = Spring(response: 0.6, dampingRatio: dampingRatio)
        Self.checkAgainstIntegration(spring, target: target, initialVelocity: initialVelocity)
    }

    @Test("Seeded random springs match RK4 to 1e-9")
    func randomSprings() {
        var generator = SeededGenerator(seed: 0x5EED_0002)
        for _ in 0..<24 {
            let mass = Double.random(in: 0.5...3, using: &generator)
            let stiffness = Double.random(in: 20...400, using: &generator)
            let ratio = Double.random(in: 0...2.5, using: &generator)
            let damping = ratio * 2 * (stiffness * mass).squareRoot()
            let spring = Spring(
                mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
            let target = Double.random(in: -3...3, using: &generator)
            let initialVelocity = Double.random(in: -10...10, using: &generator)
            Self.checkAgainstIntegration(spring, target: target, initialVelocity: initialVelocity)
        }
    }

    @Test("Near critical damping the motion is continuous in the damping ratio")
    func nearCritical() {
        let critical = Spring(response: 0.4, dampingRatio: 1)
        for offset in [1e-15, 1e-12, 1e-9, 1e-7] {
            for ratio in [1 - offset, 1 + offset] {
                let spring = Spring(response: 0.4, dampingRatio: ratio)
                for time in [0.01, 0.1, 0.3, 1.0, 3.0] {
                    let (a, b) = (
                        spring.value(target: 1.0, initialVelocity: 4.0, time: time),
                        critical.value(target: 1.0, initialVelocity: 4.0, time: time)
                    )
                    // d x / d z is of order 1 here, so the difference is about the offset.
                    expectClose(a, b, absolute: 10 * offset + 1e-14)
                    let (va, vb) = (
                        spring.velocity(target: 1.0, initialVelocity: 4.0, time: time),
                        critical.velocity(target: 1.0, initialVelocity: 4.0, time: time)
                    )
                    expectClose(va, vb, absolute: 100 * offset + 1e-13)
                }
            }
        }
    }

    @Test("Velocity is the derivative of value (central differences)")
    func velocityIsDerivative() {
        let h = 1e-6
        for spring in [Spring.smooth, .snappy, .bouncy, Spring(response: 0.5, dampingRatio: 2)] {
            for time in [0.02, 0.2, 0.45, 1.1] {
                let slope =
                    (spring.value(target: 2.0, initialVelocity: -1.0, time: time + h)
                        - spring.value(target: 2.0, initialVelocity: -1.0, time: time - h))
                    / (2 * h)
                let velocity = spring.velocity(target: 2.0, initialVelocity: -1.0, time: time)
                expectClose(velocity, slope, absolute: 1e-6)
            }
        }
    }

    @Test("Value starts at zero with the initial velocity and ends at the target")
    func endpoints() {
        for spring in [Spring.smooth, .bouncy, Spring(response: 0.3, dampingRatio: 4)] {
            #expect(spring.value(target: 5.0, initialVelocity: 2.0, time: 0) == 0)
            #expect(spring.velocity(target: 5.0, initialVelocity: 2.0, time: 0) == 2)
            expectClose(spring.value(target: 5.0, time: 60), 5, absolute: 1e-12)
            expectClose(spring.velocity(target: 5.0, time: 60), 0, absolute: 1e-12)
        }
    }
}
