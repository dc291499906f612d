import Foundation
import KinemaAnimation
import KinemaCore
import KinemaTestSupport
import Testing

/// Every named curve, plus a sample of the parameterised ones.
private let namedCurves: [UnitCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .ease,
    .circularEaseIn, .circularEaseOut, .circularEaseInOut,
    .easeInSine, .easeOutSine, .easeInOutSine, .easeInQuad, .easeOutQuad, .easeInOutQuad,
    .easeInCubic, .easeOutCubic, .easeInOutCubic, .easeInQuart, .easeOutQuart, .easeInOutQuart,
    .easeInQuint, .easeOutQuint, .easeInOutQuint, .easeInExpo, .easeOutExpo, .easeInOutExpo,
    .easeInCirc, .easeOutCirc, .easeInOutCirc, .easeInBack, .easeOutBack, .easeInOutBack,
    .easeInElastic, .easeOutElastic, .easeInOutElastic,
    .easeInBounce, .easeOutBounce, .easeInOutBounce,
]

/// Curves that are continuous and strictly increasing, so their inverse undoes them.
private let increasingCurves: [UnitCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .ease,
    .circularEaseIn, .circularEaseOut, .circularEaseInOut,
    .easeInSine, .easeOutSine, .easeInOutSine, .easeInQuad, .easeOutQuad, .easeInOutQuad,
    .easeInCubic, .easeOutCubic, .easeInOutCubic, .easeInQuart, .easeOutQuart, .easeInOutQuart,
    .easeInQuint, .easeOutQuint, .easeInOutQuint, .easeInCirc, .easeOutCirc, .easeInOutCirc,
    .linear(0, UnitCurve.LinearStop(0.25, at: 0.75), 1),
    .bezier(
        startControlPoint: UnitPoint(x: 0.1, y: 0.7), endControlPoint: UnitPoint(x: 0.9, y: 0.2)),
]

/// Non-decreasing but with jumps or flat parts.
private let steppedCurves: [UnitCurve] = [
    .easeInExpo, .easeOutExpo, .easeInOutExpo, .steps(4), .steps(3, jump: .jumpNone),
    .linear(0, UnitCurve.LinearStop(0.5, from: 0.25, to: 0.75), 1),
]

/// Points away from every corner of bounce, steps and the in-out midpoints.
private let smoothPoints = [0.03, 0.11, 0.23, 0.37, 0.41, 0.55, 0.66, 0.79, 0.87, 0.97]

@Suite("UnitCurve properties")
struct UnitCurvePropertyTests {
    @Test("Endpoints are exact: 0 -> 0 and 1 -> 1", arguments: namedCurves + steppedCurves)
    func endpoints(curve: UnitCurve) {
        #expect(curve.value(at: 0) == 0, "\(curve)")
        #expect(curve.value(at: 1) == 1, "\(curve)")
    }

    @Test("Non-decreasing on a fine grid", arguments: increasingCurves + steppedCurves)
    func monotone(curve: UnitCurve) {
        var previous = curve.value(at: 0)
        for step in 1...4000 {
            let value = curve.value(at: Double(step) / 4000)
            #expect(value >= previous, "\(curve) at \(Double(step) / 4000)")
            previous = value
        }
    }

    @Test("Overshooting curves leave [0, 1] and are not monotone")
    func overshoot() {
        for curve in [UnitCurve.easeInBack, .easeOutBack, .easeInOutElastic, .easeOutElastic] {
            let values = (0...1000).map { curve.value(at: Double($0) / 1000) }
            #expect(values.contains { $0 < 0 || $0 > 1 }, "\(curve)")
        }
        let bounce = (0...1000).map { UnitCurve.easeOutBounce.value(at: Double($0) / 1000) }
        #expect(zip(bounce, bounce.dropFirst()).contains { $1 < $0 })
    }

    @Test("velocity(at:) matches a central difference", arguments: namedCurves)
    func velocity(curve: UnitCurve) {
        let h = 1e-6
        for x in smoothPoints {
            let difference = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            expectClose(
                curve.velocity(at: x), difference, absolute: 1e-5, relative: 1e-5,
                "\(curve) at \(x)")
        }
    }

    @Test("velocity(at:) of seeded random Béziers matches a central difference")
    func randomBezierVelocity() {
        var random = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let start = UnitPoint(
                x: Double.random(in: 0.05...0.95, using: &random),
                y: Double.random(in: -1...2, using: &random))
            let end = UnitPoint(
                x: Double.random(in: 0.05...0.95, using: &random),
                y: Double.random(in: -1...2, using: &random))
            let curve = UnitCurve.bezier(startControlPoint: start, endControlPoint: end)
            let x = Double.random(in: 0.01...0.99, using: &random)
            let h = 1e-6
            let difference = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            expectClose(
                curve.velocity(at: x), difference, absolute: 1e-4, relative: 1e-4,
                "\(curve) at \(x)")
        }
    }

    @Test("inverse undoes strictly increasing curves", arguments: increasingCurves)
    func inverseRoundTrip(curve: UnitCurve) {
        let inverse = curve.inverse
        #expect(inverse.inverse == curve)
        #expect(inverse.value(at: 0) == 0 && inverse.value(at: 1) == 1, "\(inverse)")
        for step in 1..<100 {
            let x = Double(step) / 100
            expectClose(
                inverse.value(at: curve.value(at: x)), x, absolute: 1e-6, "\(curve) at \(x)")
            let slope = curve.velocity(at: x)
            if slope > 1e-3 && slope < 1e3 {
                expectClose(
                    inverse.velocity(at: curve.value(at: x)), 1 / slope, absolute: 1e-6,
                    relative: 1e-5,
                    "\(inverse) at \(curve.value(at: x))")
            }
        }
    }

    @Test("Non-monotone curves invert to their first crossing")
    func firstCrossing() {
        // easeOutBack first reaches 1 before its peak, where 1 + c3 (x-1)³ + c1 (x-1)² = 1,
        // with slope c1² / c3 there; at exactly 1 the inverse keeps its exact endpoint.
        let c1 = 1.70158
        let firstOne = 1 - c1 / (c1 + 1)
        let y = 1 - 1e-9
        let x = firstOne - 1e-9 / (c1 * c1 / (c1 + 1))
        expectClose(UnitCurve.easeOutBack.inverse.value(at: y), x, absolute: 1e-12)
        #expect(UnitCurve.easeOutBack.inverse.value(at: 1) == 1)
        // easeInBack dips below 0 first, so 0 is reached at progress 0.
        #expect(UnitCurve.easeInBack.inverse.value(at: 0) == 0)
        // A curve that never reaches 1 maps 1 to 1.
        #expect(UnitCurve.linear(0, 0.5).inverse.value(at: 0.9) == 1)
    }

    @Test("Bad progress: NaN counts as 0, values outside [0, 1] are clamped, never NaN")
    func badProgress() {
        let all = namedCurves + steppedCurves + namedCurves.map(\.inverse)
        for curve in all {
            #expect(curve.value(at: .nan) == curve.value(at: 0), "\(curve)")
            #expect(curve.value(at: -.infinity) == curve.value(at: 0), "\(curve)")
            #expect(curve.value(at: -3) == curve.value(at: 0), "\(curve)")
            #expect(curve.value(at: .infinity) == curve.value(at: 1), "\(curve)")
            #expect(curve.value(at: 7) == curve.value(at: 1), "\(curve)")
            #expect(curve.velocity(at: .nan) == curve.velocity(at: 0), "\(curve)")
            for x in [0, 1e-300, 0.5 - 1e-16, 0.5, 1 - 1e-16, 1] {
                #expect(curve.value(at: x).isFinite, "\(curve) at \(x)")
                #expect(curve.velocity(at: x).isFinite, "\(curve) at \(x)")
            }
        }
    }
}
