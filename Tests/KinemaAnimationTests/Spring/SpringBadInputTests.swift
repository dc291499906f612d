import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite("Spring bad input rules")
struct SpringBadInputTests {
    static let badLengths: [Double] = [0, -0.5, .nan, .infinity, -.infinity, 1e-200]

    /// The instant spring's documented behaviour.
    static func expectInstant(_ spring: Spring, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(spring.isInstant, sourceLocation: sourceLocation)
        #expect(spring.duration == 0 && spring.response == 0, sourceLocation: sourceLocation)
        #expect(spring.stiffness == .infinity, sourceLocation: sourceLocation)
        #expect(spring.settlingDuration == 0, sourceLocation: sourceLocation)
        for time in [0.0, 0.3, .infinity] {
            #expect(spring.value(target: 3.0, initialVelocity: 7.0, time: time) == 3)
            #expect(spring.velocity(target: 3.0, initialVelocity: 7.0, time: time) == 0)
        }
        #expect(spring.value(target: 3.0, time: -1) == 0, sourceLocation: sourceLocation)
        #expect(spring.force(target: 3.0, position: 3.0, velocity: 0.0) == 0)
        var (value, velocity) = (1.0, 2.0)
        spring.update(value: &value, velocity: &velocity, target: 5, deltaTime: 0.01)
        #expect(value == 5 && velocity == 0, sourceLocation: sourceLocation)
    }

    @Test("Bad durations and responses give the instant spring", arguments: badLengths)
    func badDuration(length: Double) {
        Self.expectInstant(Spring(duration: length, bounce: 0.3))
        Self.expectInstant(Spring(response: length, dampingRatio: 0.5))
        Self.expectInstant(Spring(settlingDuration: length, dampingRatio: 0.5))
        expectClose(Spring(duration: length, bounce: 0.3).bounce, 0.3, absolute: 1e-15)
    }

    @Test("Bad mass or stiffness give the instant spring with mass 1")
    func badMassStiffness() {
        for bad in [0, -1, Double.nan, .infinity] {
            let badMass = Spring(mass: bad, stiffness: 100, damping: 10)
            Self.expectInstant(badMass)
            #expect(badMass.mass == 1)
            Self.expectInstant(Spring(mass: 2, stiffness: bad, damping: 10))
        }
    }

    @Test("Negative or NaN damping is 0; infinite damping is clamped")
    func badDamping() {
        for bad in [-3, Double.nan] {
            let spring = Spring(mass: 1, stiffness: 100, damping: bad)
            #expect(spring.dampingRatio == 0 && spring.damping == 0 && spring.bounce == 1)
        }
        #expect(Spring(stiffness: 100, damping: .infinity).dampingRatio == 1)
        let over = Spring(stiffness: 100, damping: .infinity, allowOverDamping: true)
        #expect(over.dampingRatio == 1e6)
        expectClose(over.bounce, -1 + 1e-6, absolute: 1e-15)
        // Such a spring barely moves, but never produces NaN.
        let value = over.value(target: 1.0, time: 1)
        #expect(value >= 0 && value < 1e-3)
    }

    @Test("Bounce: NaN is 0, values are clamped to -1...1")
    func badBounce() {
        #expect(Spring(duration: 0.5, bounce: .nan) == .smooth)
        #expect(Spring(duration: 0.5, bounce: 2).dampingRatio == 0)
        #expect(Spring(duration: 0.5, bounce: .infinity).bounce == 1)
        #expect(Spring(duration: 0.5, bounce: -5).dampingRatio == 1e6)
        #expect(Spring(duration: 0.5, bounce: -.infinity) == Spring(duration: 0.5, bounce: -1))
    }

    @Test("Damping ratio: negative is 0, NaN is 1, above 1e6 is 1e6")
    func badDampingRatio() {
        #expect(Spring(response: 1, dampingRatio: -2).dampingRatio == 0)
        #expect(Spring(response: 1, dampingRatio: .nan).dampingRatio == 1)
        #expect(Spring(response: 1, dampingRatio: 1e300).dampingRatio == 1e6)
        #expect(Spring(response: 1, dampingRatio: .infinity).dampingRatio == 1e6)
    }

    @Test("Time: NaN and negative are time 0, infinity is the target")
    func badTime() {
        for spring in [Spring.bouncy, .smooth, Spring(duration: 0.5, bounce: 1)] {
            for time in [Double.nan, -1, -Double.infinity] {
                #expect(spring.value(target: 2.0, initialVelocity: 5.0, time: time) == 0)
                #expect(spring.velocity(target: 2.0, initialVelocity: 5.0, time: time) == 5)
            }
            #expect(spring.value(target: 2.0, initialVelocity: 5.0, time: .infinity) == 2)
            #expect(spring.velocity(target: 2.0, initialVelocity: 5.0, time: .infinity) == 0)
            // Very large finite times never produce NaN, even undamped.
            #expect(!spring.value(target: 2.0, initialVelocity: 5.0, time: 1e300).isNaN)
        }
    }

    @Test("A finite time whose phase overflows reads as infinite time, not NaN")
    func phaseOverflow() {
        // w0 t = 2 pi * 1.8e308 overflows; sin and cos of infinity are NaN.
        let undamped = Spring(duration: 1, bounce: 1)
        let huge = Double.greatestFiniteMagnitude
        #expect(undamped.value(target: 2.0, initialVelocity: 5.0, time: huge) == 2)
        #expect(undamped.velocity(target: 2.0, initialVelocity: 5.0, time: huge) == 0)
        var (value, velocity) = (1.0, 2.0)
        undamped.update(value: &value, velocity: &velocity, target: 4, deltaTime: huge)
        #expect(value == 4 && velocity == 0)
    }

    @Test("A damping ratio near the smallest double settles never (or at once), not NaN")
    func subnormalDampingSettling() {
        let tiny = Double.leastNonzeroMagnitude
        let spring = Spring(response: 1, dampingRatio: tiny)
        #expect(spring.settlingDuration == .infinity)
        // A target inside the band is settled from the start.
        #expect(spring.settlingDuration(target: 1e-6, epsilon: 1e-3) == 0)
        let slow = Spring(mass: 1e300, stiffness: tiny, damping: 1)
        #expect(slow.settlingDuration == .infinity)
        let fromSettling = Spring(settlingDuration: 1, dampingRatio: tiny)
        #expect(!fromSettling.response.isNaN && !fromSettling.settlingDuration.isNaN)
    }

    @Test("update(): NaN, zero and negative steps do nothing; an infinite step settles")
    func badDeltaTime() {
        for deltaTime in [Double.nan, 0, -0.5, -Double.infinity] {
            var (value, velocity) = (1.0, 2.0)
            Spring.bouncy.update(
                value: &value, velocity: &velocity, target: 4, deltaTime: deltaTime)
            #expect(value == 1 && velocity == 2)
        }
        var (value, velocity) = (1.0, 2.0)
        Spring.bouncy.update(value: &value, velocity: &velocity, target: 4, deltaTime: .infinity)
        #expect(value == 4 && velocity == 0)
    }

    @Test("init(settlingDuration:): undamped or epsilon >= 1 use settlingDuration as response")
    func settlingInitFallbacks() {
        let undamped = Spring(settlingDuration: 0.8, dampingRatio: 0)
        expectClose(undamped.response, 0.8, absolute: 1e-15)
        let loose = Spring(settlingDuration: 0.8, dampingRatio: 1, epsilon: 2)
        expectClose(loose.response, 0.8, absolute: 1e-15)
        let defaulted = Spring(settlingDuration: 0.8, dampingRatio: 0.5, epsilon: .nan)
        #expect(defaulted == Spring(settlingDuration: 0.8, dampingRatio: 0.5))
    }

    @Test("No combination of special inputs produces NaN")
    func neverNaN() {
        let specials: [Double] = [0, -1, 1, 0.5, .nan, .infinity, -.infinity, 1e-300, 1e300]
        var springs: [Spring] = []
        for a in specials {
            for b in specials {
                springs.append(Spring(duration: a, bounce: b))
                springs.append(Spring(response: a, dampingRatio: b))
                springs.append(Spring(settlingDuration: a, dampingRatio: b, epsilon: 0.01))
                for c in specials {
                    springs.append(Spring(mass: a, stiffness: b, damping: c))
                    springs.append(
                        Spring(mass: a, stiffness: b, damping: c, allowOverDamping: true))
                }
            }
        }
        for spring in springs {
            let numbers = [
                spring.mass, spring.stiffness, spring.damping, spring.dampingRatio, spring.bounce,
                spring.duration, spring.response, spring.settlingDuration,
            ]
            #expect(numbers.allSatisfy { !$0.isNaN }, "\(spring) \(numbers)")
            #expect(!spring.description.contains("nan"))
            for time in [0, 1e-3, 0.7, 1e6, .infinity] {
                let value = spring.value(target: 1.0, initialVelocity: -2.0, time: time)
                let speed = spring.velocity(target: 1.0, initialVelocity: -2.0, time: time)
                let force = spring.force(target: 1.0, position: 0.0, velocity: 1.0)
                #expect(!value.isNaN && !speed.isNaN && !force.isNaN, "\(spring) at \(time)")
            }
        }
    }
}
