import Foundation
import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite("Animation modifiers")
struct ModifierTests {
    @Test("delay holds the start, then runs the base shifted")
    func delay() throws {
        let animation = Animation.linear(duration: 1).delay(0.5)
        #expect(try #require(sample(animation, 10, at: 0.3)) == 0)
        #expect(sampleVelocity(animation, 10, at: 0.3) == 0)
        expectClose(try #require(sample(animation, 10, at: 0.75)), 2.5, absolute: 1e-12)
        expectClose(try #require(sampleVelocity(animation, 10, at: 0.75)), 10, absolute: 1e-9)
        #expect(sample(animation, 10, at: 1.5000001) == nil)
        for bad in [-1.0, .nan, .infinity] {
            #expect(Animation.linear.delay(bad) == .linear.delay(0))
        }
    }

    @Test("speed scales time and velocity")
    func speed() throws {
        let animation = Animation.easeIn(duration: 1).speed(4)
        let expected = 6 * bezierByBisection(0.42, 0, 1, 1, at: 0.6)
        expectClose(try #require(sample(animation, 6, at: 0.15)), expected, absolute: 1e-6)
        let base = try #require(sampleVelocity(.easeIn(duration: 1), 6, at: 0.6))
        expectClose(try #require(sampleVelocity(animation, 6, at: 0.15)), 4 * base, absolute: 1e-9)
        #expect(sample(animation, 6, at: 0.2500001) == nil)
        for bad in [0.0, -2.0, .nan] {
            #expect(Animation.linear.speed(bad) == .linear.speed(1))
        }
        #expect(sample(Animation.linear.speed(.infinity), 6, at: 0) == nil)
    }

    @Test("repeatCount with autoreverses runs forwards, backwards, forwards, then ends")
    func repeatAutoreverses() throws {
        let animation = Animation.linear(duration: 1).repeatCount(3)
        let expected: [(Double, Double)] = [(0.25, 2.5), (1.25, 7.5), (1.75, 2.5), (2.5, 5)]
        for (time, value) in expected {
            expectClose(try #require(sample(animation, 10, at: time)), value, absolute: 1e-9)
        }
        expectClose(try #require(sampleVelocity(animation, 10, at: 1.5)), -10, absolute: 1e-9)
        #expect(sample(animation, 10, at: 3.0000001) == nil)
        #expect(!isLogicallyComplete(animation, 10, at: 2.9))
        // Two autoreversed runs end back at the start, then the value jumps to its target.
        let twice = Animation.linear(duration: 1).repeatCount(2)
        expectClose(try #require(sample(twice, 10, at: 1.999)), 0.01, absolute: 1e-9)
        #expect(sample(twice, 10, at: 2.0000001) == nil)
    }

    @Test("repeatCount without autoreverses restarts; repeatForever never ends")
    func repeatPlain() throws {
        let animation = Animation.linear(duration: 0.5).repeatCount(2, autoreverses: false)
        expectClose(try #require(sample(animation, 4, at: 0.6)), 0.8, absolute: 1e-9)
        #expect(sample(animation, 4, at: 1.0000001) == nil)
        let forever = Animation.linear(duration: 0.5).repeatForever(autoreverses: false)
        expectClose(try #require(sample(forever, 4, at: 1000.125)), 1, absolute: 1e-9)
        let reversing = Animation.linear(duration: 0.5).repeatForever()
        expectClose(try #require(sample(reversing, 4, at: 1000.625)), 3, absolute: 1e-9)
        #expect(sample(forever, 4, at: .infinity) == nil)
        #expect(sample(forever, 4, at: .nan) == nil)
    }

    @Test("Repeat counts below 1 count as 1")
    func repeatBadCount() {
        for count in [0, -3, Int.min] {
            #expect(Animation.linear.repeatCount(count) == .linear.repeatCount(1))
        }
    }

    @Test("Repeating a spring repeats each settle")
    func repeatSpring() throws {
        let base = Animation.smooth
        let repeated = base.repeatCount(2, autoreverses: false)
        // The base's finish time, found test-side.
        let finish = try #require(
            firstTimeByScan(step: 1e-3, limit: 5) { sample(base, 1, at: $0) == nil })
        expectClose(
            try #require(sample(repeated, 1, at: finish + 0.1)),
            try #require(sample(base, 1, at: 0.1)), absolute: 1e-6)
        #expect(sample(repeated, 1, at: 2 * finish + 1e-6) == nil)
    }

    @Test("logicallyComplete(after:) reports completion early")
    func logicallyCompleteAfter() {
        let animation = Animation.linear(duration: 1).logicallyComplete(after: 0.4)
        #expect(!isLogicallyComplete(animation, 1, at: 0.39))
        #expect(isLogicallyComplete(animation, 1, at: 0.4))
        #expect(sample(animation, 1, at: 0.5) != nil)
        #expect(!isLogicallyComplete(Animation.linear.logicallyComplete(after: .nan), 1, at: 0.3))
    }

    @Test("Descriptions of modified animations")
    func descriptions() {
        #expect(Animation.easeIn.speed(2).description == "easeIn(duration: 0.35).speed(2.0)")
        #expect(
            Animation.linear.repeatCount(3, autoreverses: false).description
                == "linear(duration: 0.35).repeatCount(3, autoreverses: false)")
        #expect(
            Animation.bouncy.repeatForever().description
                == "spring(duration: 0.5, bounce: 0.3).repeatForever(autoreverses: true)")
        #expect(
            Animation.linear.logicallyComplete(after: 0.1).description
                == "linear(duration: 0.35).logicallyComplete(after: 0.1)")
        #expect(Animation.linear.delay(1) != .linear.delay(2))
        #expect(Animation.linear.delay(1) == .linear.delay(1))
    }

    @Test("Descriptions keep very large and very small parameters as they are")
    func extremeDescriptions() {
        // Rounding to 9 decimals must neither overflow a large number to "inf" nor turn a
        // small one into "0.0".
        #expect(Animation.linear(duration: 1e300).description == "linear(duration: 1e+300)")
        #expect(
            Animation.easeIn.speed(1e-12).description == "easeIn(duration: 0.35).speed(1e-12)")
        #expect(
            Animation.linear.delay(.greatestFiniteMagnitude).description
                == "linear(duration: 0.35).delay(1.7976931348623157e+308)")
    }
}
