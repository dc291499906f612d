import KinemaAnimation
import KinemaCore
import KinemaTestSupport
import Testing

@Suite("Spring parameters and conversions")
struct SpringParameterTests {
    @Test("SwiftUI's documented numbers: duration 0.5 bounce 0.3 is (1.0, 157.9, 17.6)")
    func documentedDurationBounce() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        expectClose(spring.stiffness, 157.9, absolute: 0.05)
        expectClose(spring.damping, 17.6, absolute: 0.05)
        // The formulas themselves: (2 pi / 0.5)^2 and 4 pi 0.7 / 0.5.
        expectClose(spring.stiffness, 157.913_670_417_429_7, absolute: 1e-9)
        expectClose(spring.damping, 17.592_918_860_102_84, absolute: 1e-10)
    }

    @Test("SwiftUI's documented numbers: mass 1 stiffness 100 damping 10 is (0.63, 0.5)")
    func documentedMassStiffnessDamping() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        expectClose(spring.duration, 0.63, absolute: 0.005)
        expectClose(spring.duration, 2 * .pi / 10, absolute: 1e-15)
        expectClose(spring.bounce, 0.5, absolute: 1e-15)
        expectClose(spring.dampingRatio, 0.5, absolute: 1e-15)
    }

    @Test("Presets and their extraBounce forms")
    func presets() {
        let cases: [(Spring, Double)] = [(.smooth, 0), (.snappy, 0.15), (.bouncy, 0.3)]
        for (spring, bounce) in cases {
            expectClose(spring.duration, 0.5, absolute: 1e-15)
            expectClose(spring.bounce, bounce, absolute: 1e-15)
        }
        #expect(Spring.smooth.bounce == 0)
        #expect(Spring.smooth.dampingRatio == 1)
        expectClose(Spring.snappy(duration: 0.8, extraBounce: 0.1).bounce, 0.25, absolute: 1e-15)
        expectClose(Spring.snappy(duration: 0.8, extraBounce: 0.1).duration, 0.8, absolute: 1e-15)
        expectClose(Spring.bouncy(extraBounce: -0.1).bounce, 0.2, absolute: 1e-15)
        expectClose(Spring.smooth(duration: 1, extraBounce: -0.5).bounce, -0.5, absolute: 1e-15)
        #expect(Spring.bouncy(duration: 0.5, extraBounce: 0) == .bouncy)
        #expect(Spring() == .smooth)
    }

    @Test("Bounce maps to the damping ratio both ways")
    func bounceMapping() {
        expectClose(Spring(duration: 1, bounce: 0.4).dampingRatio, 0.6, absolute: 1e-15)
        expectClose(Spring(duration: 1, bounce: -0.5).dampingRatio, 2, absolute: 1e-15)
        expectClose(Spring(duration: 1, bounce: 1).dampingRatio, 0, absolute: 0)
        expectClose(Spring(response: 1, dampingRatio: 4).bounce, -0.75, absolute: 1e-15)
    }

    @Test("Random round trips: response/ratio <-> stiffness/damping <-> duration/bounce")
    func roundTrips() {
        var generator = SeededGenerator(seed: 0xC0FFEE)
        for _ in 0..<200 {
            let response = Double.random(in: 0.05...5, using: &generator)
            let ratio = Double.random(in: 0...3, using: &generator)
            let mass = Double.random(in: 0.1...10, using: &generator)
            let spring = Spring(response: response, dampingRatio: ratio)
            expectClose(spring.response, response, absolute: 0, relative: 1e-14)
            expectClose(spring.duration, response, absolute: 0, relative: 1e-14)
            expectClose(spring.dampingRatio, ratio, absolute: 1e-15)
            // stiffness/damping -> same spring
            let physical = Spring(
                mass: 1, stiffness: spring.stiffness, damping: spring.damping,
                allowOverDamping: true)
            expectClose(physical.response, response, absolute: 0, relative: 1e-14)
            expectClose(physical.dampingRatio, ratio, absolute: 1e-14, relative: 1e-14)
            // duration/bounce -> same spring
            let perceptual = Spring(duration: spring.duration, bounce: spring.bounce)
            expectClose(perceptual.stiffness, spring.stiffness, absolute: 0, relative: 1e-13)
            expectClose(perceptual.damping, spring.damping, absolute: 1e-13, relative: 1e-13)
            // mass: stiffness and damping scale with it, response and ratio are kept
            let stiffness = spring.stiffness * mass
            let damping = spring.damping * mass
            let heavy = Spring(
                mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
            #expect(heavy.mass == mass)
            expectClose(heavy.stiffness, stiffness, absolute: 0, relative: 1e-14)
            expectClose(heavy.damping, damping, absolute: 1e-13, relative: 1e-14)
            expectClose(heavy.response, response, absolute: 0, relative: 1e-14)
            let bounce = Double.random(in: -0.95...1, using: &generator)
            expectClose(Spring(duration: response, bounce: bounce).bounce, bounce, absolute: 1e-14)
        }
    }

    @Test("Overdamping is clamped to critical unless allowed")
    func overdampingClamp() {
        let clamped = Spring(mass: 2, stiffness: 50, damping: 40)
        #expect(clamped.dampingRatio == 1)
        #expect(clamped.bounce == 0)
        expectClose(clamped.damping, 2 * (50.0 * 2).squareRoot(), absolute: 1e-12)
        let allowed = Spring(mass: 2, stiffness: 50, damping: 40, allowOverDamping: true)
        expectClose(allowed.dampingRatio, 2, absolute: 1e-15)
        expectClose(allowed.damping, 40, absolute: 1e-12)
        expectClose(allowed.bounce, -0.5, absolute: 1e-15)
        // Underdamped springs are not affected by the flag.
        #expect(
            Spring(stiffness: 100, damping: 10)
                == Spring(
                    stiffness: 100, damping: 10, allowOverDamping: true))
    }

    @Test("Force is stiffness * (target - position) - damping * velocity")
    func force() {
        let spring = Spring(mass: 2, stiffness: 50, damping: 4)
        expectClose(spring.force(target: 3.0, position: 1.0, velocity: 2.0), 92, absolute: 1e-12)
        let pair = spring.force(
            target: AnimatablePair(1.0, 0.0), position: AnimatablePair(0.0, 1.0),
            velocity: AnimatablePair(0.0, -1.0))
        expectClose(pair.first, 50, absolute: 1e-12)
        expectClose(pair.second, -46, absolute: 1e-12)
        let viaAnimatable = spring.force(
            fromValue: Angle.radians(0), toValue: .radians(3), position: .radians(1),
            velocity: .radians(2))
        expectClose(viaAnimatable.radians, 92, absolute: 1e-12)
    }

    @Test("Description reads as the initializer")
    func description() {
        #expect(Spring.bouncy.description == "Spring(duration: 0.5, bounce: 0.3)")
        #expect(Spring.smooth.description == "Spring(duration: 0.5, bounce: 0.0)")
        let heavy = Spring(mass: 2, stiffness: 8 * .pi * .pi, damping: 8 * .pi)
        #expect(heavy.description == "Spring(duration: 1.0, bounce: 0.0, mass: 2.0)")
    }
}
