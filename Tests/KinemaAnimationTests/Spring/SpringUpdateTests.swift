import KinemaAnimation
import KinemaCore
import KinemaTestSupport
import Testing

@Suite("Spring update and generic values")
struct SpringUpdateTests {
    @Test(
        "update() in steps follows the closed form",
        arguments: [
            Spring.smooth, .bouncy, Spring(response: 0.4, dampingRatio: 2.5),
            Spring(duration: 0.5, bounce: 1),
        ])
    func steppingMatchesClosedForm(spring: Spring) {
        for deltaTime in [1.0 / 120, 1.0 / 60, 0.1, 0.37] {
            var (value, velocity) = (0.0, 3.0)
            var time = 0.0
            for _ in 0..<20 {
                spring.update(value: &value, velocity: &velocity, target: 2.0, deltaTime: deltaTime)
                time += deltaTime
                let expected = spring.value(target: 2.0, initialVelocity: 3.0, time: time)
                let expectedVelocity = spring.velocity(
                    target: 2.0, initialVelocity: 3.0, time: time)
                expectClose(value, expected, absolute: 1e-11)
                expectClose(velocity, expectedVelocity, absolute: 1e-10)
            }
        }
    }

    @Test("update() from any state matches RK4, and huge steps stay bounded")
    func updateFromState() {
        let spring = Spring(mass: 2, stiffness: 300, damping: 9)
        var (value, velocity) = (5.0, -4.0)
        spring.update(value: &value, velocity: &velocity, target: -1.0, deltaTime: 0.45)
        let reference = SpringIntegrator(spring).states(
            target: -1, start: 5, initialVelocity: -4, times: [0.45])[0]
        expectClose(value, reference.value, absolute: 1e-9)
        expectClose(velocity, reference.velocity, absolute: 1e-9)
        for spring in [Spring.bouncy, Spring(response: 0.1, dampingRatio: 40)] {
            var (value, velocity) = (0.0, 0.0)
            for _ in 0..<10 {
                spring.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 50)
                #expect(abs(value - 1) < 1e-9 && abs(velocity) < 1e-9)
            }
        }
    }

    @Test("AnimatablePair and Float values move component-wise like Double")
    func genericValues() {
        let spring = Spring.snappy
        let target = AnimatablePair(2.0, AnimatablePair(-1.0, 0.5))
        let velocity = AnimatablePair(1.0, AnimatablePair(3.0, -2.0))
        for time in [0.0, 0.1, 0.4, 1.5] {
            let pair = spring.value(target: target, initialVelocity: velocity, time: time)
            #expect(pair.first == spring.value(target: 2.0, initialVelocity: 1.0, time: time))
            #expect(
                pair.second.first == spring.value(target: -1.0, initialVelocity: 3.0, time: time))
            #expect(
                pair.second.second == spring.value(target: 0.5, initialVelocity: -2.0, time: time))
            let speed = spring.velocity(target: target, initialVelocity: velocity, time: time)
            #expect(
                speed.second.first
                    == spring.velocity(target: -1.0, initialVelocity: 3.0, time: time))
            let single = spring.value(target: Float(2), initialVelocity: Float(1), time: time)
            expectClose(Double(single), pair.first, absolute: 1e-6)
        }
        var (value, speed) = (AnimatablePair(0.0, 0.0), AnimatablePair(0.0, 1.0))
        spring.update(
            value: &value, velocity: &speed, target: AnimatablePair(1.0, 1.0), deltaTime: 0.2)
        expectClose(value.first, spring.value(target: 1.0, time: 0.2), absolute: 1e-15)
        expectClose(
            value.second, spring.value(target: 1.0, initialVelocity: 1.0, time: 0.2),
            absolute: 1e-15)
    }

    @Test("fromValue/toValue forms work on animatable data")
    func animatableForms() {
        let spring = Spring.bouncy
        for time in [0.0, 0.2, 0.6] {
            let angle = spring.value(
                fromValue: Angle.radians(1), toValue: .radians(4), initialVelocity: .radians(2),
                time: time)
            expectClose(
                angle.radians, 1 + spring.value(target: 3.0, initialVelocity: 2.0, time: time),
                absolute: 1e-15)
            let speed = spring.velocity(
                fromValue: Angle.radians(1), toValue: .radians(4), initialVelocity: .radians(2),
                time: time)
            expectClose(
                speed.radians, spring.velocity(target: 3.0, initialVelocity: 2.0, time: time),
                absolute: 1e-15)
        }
    }
}
