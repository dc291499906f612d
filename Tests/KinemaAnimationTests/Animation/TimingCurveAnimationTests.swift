import Foundation
import KinemaAnimation
import KinemaCore
import KinemaTestSupport
import Testing

@Suite("Timing-curve animations")
struct TimingCurveAnimationTests {
    @Test("easeInOut covers half the interval at half its default 0.35 s")
    func easeInOutMidpoint() throws {
        let covered = try #require(sample(.easeInOut, 80, at: 0.175))
        expectClose(covered, 40, absolute: 1e-6)
    }

    @Test(
        "Curves at the CSS table points, scaled by the interval",
        arguments: [
            (Animation.easeIn, 0.25, 0.0935), (.easeIn, 0.5, 0.3154), (.easeIn, 0.75, 0.6219),
            (.easeOut, 0.25, 0.3781), (.easeOut, 0.5, 0.6846), (.easeInOut, 0.25, 0.1292),
            (.easeInOut, 0.75, 0.8708), (.linear, 0.3, 0.3),
        ])
    func tablePoints(animation: Animation, progress: Double, expected: Double) throws {
        let covered = try #require(sample(animation, 10, at: progress * 0.35))
        expectClose(covered, 10 * expected, absolute: 1e-3)
    }

    @Test("timingCurve matches a Bézier solved by bisection", arguments: [0.05, 0.3, 0.61, 0.99])
    func customCurve(progress: Double) throws {
        let animation = Animation.timingCurve(0.2, 0.9, 0.4, 1.3, duration: 2)
        let covered = try #require(sample(animation, -3, at: progress * 2))
        let expected = -3 * bezierByBisection(0.2, 0.9, 0.4, 1.3, at: progress)
        expectClose(covered, expected, absolute: 1e-6)
        let viaPoints = Animation.timingCurve(
            UnitPoint(x: 0.2, y: 0.9), UnitPoint(x: 0.4, y: 1.3), duration: 2)
        expectClose(try #require(sample(viaPoints, -3, at: progress * 2)), expected, absolute: 1e-6)
    }

    @Test("Finishes after its duration: the interval at d, nil after, logically complete at d")
    func finish() throws {
        let animation = Animation.easeOut(duration: 0.8)
        #expect(try #require(sample(animation, 5, at: 0.8)) == 5)
        #expect(sample(animation, 5, at: 0.8000001) == nil)
        #expect(!isLogicallyComplete(animation, 5, at: 0.79))
        #expect(isLogicallyComplete(animation, 5, at: 0.8))
        #expect(try #require(sample(animation, 5, at: 0)) == 0)
        #expect(try #require(sample(animation, 5, at: -1)) == 0)
    }

    @Test("Velocity is the derivative of the covered value", arguments: [0.1, 0.4, 0.7])
    func velocity(time: Double) throws {
        let animation = Animation.easeInOut(duration: 0.9)
        let h = 1e-6
        let numeric =
            (try #require(sample(animation, 7, at: time + h))
                - (try #require(sample(animation, 7, at: time - h)))) / (2 * h)
        expectClose(try #require(sampleVelocity(animation, 7, at: time)), numeric, absolute: 1e-5)
    }

    @Test(
        "Zero, negative, NaN and infinite durations complete at once",
        arguments: [0.0, -1.0, Double.nan, Double.infinity, -Double.infinity])
    func badDurations(duration: Double) {
        for animation in [Animation.linear(duration: duration), .easeIn(duration: duration)] {
            #expect(sample(animation, 4, at: 0) == nil)
            #expect(sampleVelocity(animation, 4, at: 0) == 0)
            #expect(isLogicallyComplete(animation, 4, at: 0))
        }
    }

    @Test("A NaN time finishes the animation instead of yielding NaN")
    func nanTime() {
        #expect(sample(.easeInOut, 4, at: .nan) == nil)
        #expect(sampleVelocity(.easeInOut, 4, at: .nan) == 0)
    }

    @Test("Descriptions read as the Swift that made them")
    func descriptions() {
        #expect(Animation.easeInOut.description == "easeInOut(duration: 0.35)")
        #expect(Animation.linear(duration: 1).description == "linear(duration: 1.0)")
        #expect(Animation.easeIn(duration: 0.2).description == "easeIn(duration: 0.2)")
        #expect(Animation.easeOut.description == "easeOut(duration: 0.35)")
        #expect(
            Animation.timingCurve(0.1, 0.2, 0.3, 0.4, duration: 0.5).description
                == "timingCurve(0.1, 0.2, 0.3, 0.4, duration: 0.5)")
        #expect(
            Animation.timingCurve(.circularEaseIn, duration: 1).description
                == "timingCurve(.circularEaseIn, duration: 1.0)")
    }

    @Test("Equal animations are equal and hash alike; different ones differ")
    func hashable() {
        #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
        #expect(Animation.easeInOut.hashValue == Animation.easeInOut(duration: 0.35).hashValue)
        #expect(Animation.easeInOut == .timingCurve(0.42, 0, 0.58, 1))
        #expect(Animation.easeInOut != .easeIn)
        #expect(Animation.linear(duration: 1) != .linear(duration: 2))
        #expect(Set([Animation.linear, .linear, .easeIn]).count == 2)
    }
}
