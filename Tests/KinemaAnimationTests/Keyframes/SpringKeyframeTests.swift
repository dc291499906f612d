import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite("Keyframes: spring keyframes")
struct SpringKeyframeTests {
    static let springs: [Spring] = [
        Spring(), .bouncy, .snappy, Spring(duration: 0.8, bounce: -0.4),
        Spring(mass: 1, stiffness: 100, damping: 10),
    ]

    @Test("a spring keyframe is Spring.value over its settling duration", arguments: springs)
    func equalsSpringValue(spring: Spring) {
        let timeline = KeyframeTimeline(initialValue: 2.0) {
            SpringKeyframe(5, spring: spring)
        }
        let settling = spring.settlingDuration
        #expect(timeline.duration == settling)
        for fraction in stride(from: 0.0, to: 1, by: 0.05) {
            let time = fraction * settling
            let expected = 2 + spring.value(target: 3.0, initialVelocity: 0, time: time)
            expectClose(timeline.value(time: time), expected, absolute: 1e-12)
        }
        #expect(timeline.value(time: settling) == 5)
    }

    @Test("without a start velocity a spring keyframe inherits the previous one's")
    func inheritsVelocity() {
        let spring = Spring.bouncy
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(2, duration: 1)  // 2 per second
            SpringKeyframe(5, duration: 0.4, spring: spring)
        }
        for time in [0.05, 0.1, 0.25, 0.39] {
            let expected = 2 + spring.value(target: 3.0, initialVelocity: 2, time: time)
            expectClose(timeline.value(time: 1 + time), expected, absolute: 1e-12)
        }
    }

    @Test("an explicit start velocity is used")
    func explicitVelocity() {
        let spring = Spring(duration: 0.3, bounce: 0.2)
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            SpringKeyframe(0, spring: spring, startVelocity: -4)
        }
        for time in [0.02, 0.1, 0.3] {
            let expected = 1 + spring.value(target: -1.0, initialVelocity: -4, time: time)
            expectClose(timeline.value(time: time), expected, absolute: 1e-12)
        }
    }

    @Test("a cut spring carries on into the next keyframe, continuous in value and velocity")
    func cutSpringCarriesOn() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1, duration: 0.1, spring: spring)
            CubicKeyframe(3, duration: 0.5)
        }
        #expect(timeline.duration == 0.6)
        let atCut = spring.value(target: 1.0, time: 0.1)
        expectClose(timeline.value(time: 0.1), atCut, absolute: 1e-12)
        let step = 1e-6
        let left = (timeline.value(time: 0.1) - timeline.value(time: 0.1 - step)) / step
        let right = (timeline.value(time: 0.1 + step) - timeline.value(time: 0.1)) / step
        let springVelocity = spring.velocity(target: 1.0, time: 0.1)
        expectClose(left, springVelocity, absolute: 1e-3, relative: 1e-4)
        expectClose(right, springVelocity, absolute: 1e-3, relative: 1e-4)
        // The next keyframe is still reached exactly at its time.
        #expect(timeline.value(time: 0.6) == 3)
    }

    @Test("the carried motion is the spring's continuation, faded by 1 - smoothstep")
    func carryFormula() {
        let spring = Spring.snappy
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10, duration: 0.2, spring: spring)
            LinearKeyframe(10, duration: 0.4)
        }
        for u in [0.1, 0.5, 0.75] {
            let carried = spring.value(target: 10.0, time: 0.2 + 0.4 * u) - 10
            let expected = 10 + carried * (1 - u * u * (3 - 2 * u))
            expectClose(timeline.value(time: 0.2 + 0.4 * u), expected, absolute: 1e-12)
        }
    }

    @Test("a cut spring at the end of its track ends where the spring is")
    func cutSpringAtEnd() {
        let spring = Spring.bouncy
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1, duration: 0.15, spring: spring)
        }
        let end = spring.value(target: 1.0, time: 0.15)
        expectClose(timeline.value(time: 0.15), end, absolute: 1e-12)
        expectClose(timeline.value(time: 10), end, absolute: 1e-12)
        expectClose(timeline.value(progress: 1), end, absolute: 1e-12)
    }

    @Test("a cubic keyframe before a spring keyframe hands it the Catmull-Rom tangent")
    func cubicIntoSpring() {
        let spring = Spring(duration: 0.4, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(4, duration: 1)
            SpringKeyframe(6, duration: 1, spring: spring)
        }
        let tangent = (6.0 - 0) / 2
        for time in [0.1, 0.5] {
            let expected = 4 + spring.value(target: 2.0, initialVelocity: tangent, time: time)
            expectClose(timeline.value(time: 1 + time), expected, absolute: 1e-12)
        }
        let step = 1e-6
        let left = (timeline.value(time: 1) - timeline.value(time: 1 - step)) / step
        expectClose(left, tangent, absolute: 1e-4)
    }
}
