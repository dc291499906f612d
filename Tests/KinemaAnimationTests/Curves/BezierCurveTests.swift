import Foundation
import KinemaAnimation
import KinemaCore
import KinemaTestSupport
import Testing

/// An exact, independent solve of a CSS cubic Bézier: x(t) in Bernstein form, bisected until
/// the bracket stops shrinking.
private func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double)
    -> Double
{
    func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    while true {
        let middle = (low + high) / 2
        if middle <= low || middle >= high { break }
        if bernstein(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return bernstein(y1, y2, (low + high) / 2)
}

private func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> UnitCurve {
    .bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
}

@Suite("Cubic Bézier curves")
struct BezierCurveTests {
    @Test(
        "Known values of the SwiftUI and CSS curves (CurvesSpringsAndAnimations.md)",
        arguments: [
            (UnitCurve.easeIn, 0.25, 0.0935), (.easeIn, 0.5, 0.3154), (.easeIn, 0.75, 0.6219),
            (.easeOut, 0.25, 0.3781), (.easeOut, 0.5, 0.6846),
            (.easeInOut, 0.25, 0.1292), (.easeInOut, 0.5, 0.5), (.easeInOut, 0.75, 0.8708),
            (.ease, 0.25, 0.4085), (.ease, 0.5, 0.8024),
        ])
    func knownValues(curve: UnitCurve, progress: Double, expected: Double) {
        expectClose(curve.value(at: progress), expected, absolute: 1e-4)
    }

    @Test("The named curves are the Béziers with their documented control points")
    func namedControlPoints() {
        #expect(UnitCurve.easeIn == curve(0.42, 0, 1, 1))
        #expect(UnitCurve.easeOut == curve(0, 0, 0.58, 1))
        #expect(UnitCurve.easeInOut == curve(0.42, 0, 0.58, 1))
        #expect(UnitCurve.ease == curve(0.25, 0.1, 0.25, 1))
    }

    @Test("value(at:) matches an exact bisection solve to 1e-7 on seeded random curves")
    func randomCurvesMatchBisection() {
        var random = SeededGenerator(seed: 0xC0FFEE)
        for _ in 0..<300 {
            let x1 = Double.random(in: 0...1, using: &random)
            let y1 = Double.random(in: -2...3, using: &random)
            let x2 = Double.random(in: 0...1, using: &random)
            let y2 = Double.random(in: -2...3, using: &random)
            let c = curve(x1, y1, x2, y2)
            for _ in 0..<20 {
                let x = Double.random(in: 0...1, using: &random)
                expectClose(
                    c.value(at: x), referenceBezier(x1, y1, x2, y2, at: x), absolute: 1e-7,
                    "\(c) at \(x)")
            }
        }
    }

    /// Control x at 0 or 1 (tangents vertical at an end, x'(t) = 0 there) and control y far
    /// outside [0, 1]. Only x1 = 1 with x2 = 0 is left out: it puts the vertical tangent
    /// inside the curve, where doubles limit every solver (see the next test).
    @Test("value(at:) matches an exact bisection to 1e-7 with extreme control points")
    func extremeRandomCurvesMatchBisection() {
        var random = SeededGenerator(seed: 0xB1_5EC7)
        func controlX() -> Double {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: 0
            case 1: 1
            default: Double.random(in: 0...1, using: &random)
            }
        }
        func controlY() -> Double {
            Bool.random(using: &random)
                ? Double.random(in: -2...3, using: &random)
                : Double.random(in: -50...50, using: &random)
        }
        var checked = 0
        for _ in 0..<400 {
            let x1 = controlX()
            let x2 = controlX()
            let y1 = controlY()
            let y2 = controlY()
            if x1 == 1 && x2 == 0 { continue }
            let c = curve(x1, y1, x2, y2)
            for _ in 0..<25 {
                let x = Double.random(in: 0...1, using: &random)
                expectClose(
                    c.value(at: x), referenceBezier(x1, y1, x2, y2, at: x), absolute: 1e-7,
                    "\(c) at \(x)")
                checked += 1
            }
        }
        #expect(checked > 8000)
    }

    /// Where x'(t) = 0 but y'(t) ≠ 0 (x controls at 0 or 1), x(t) is flat to rounding over
    /// about 1e-5 of t, so no solver in doubles (the reference included) can do better.
    @Test("Extreme control points (vertical tangents) solve to the limit of doubles")
    func extremeControlPoints() {
        let cases: [(Double, Double, Double, Double)] = [
            (1, 0, 0, 1), (0, 1, 1, 0), (0, 1, 0, 1), (1, 0, 1, 0), (0, 0, 0, 1), (1, 1, 1, 1),
            (0.5, -1e3, 0.5, 1e3),
        ]
        for (x1, y1, x2, y2) in cases {
            let c = curve(x1, y1, x2, y2)
            for step in 0...200 {
                let x = Double(step) / 200
                expectClose(
                    c.value(at: x), referenceBezier(x1, y1, x2, y2, at: x),
                    absolute: 2e-5 * max(1, abs(y1), abs(y2)), "\(c) at \(x)")
            }
        }
    }

    @Test("velocity(at:) is dy/dx, with the limit where dx/dt = 0")
    func velocityLimits() {
        // easeOut at 0: x ≈ 3·0.58 t², y ≈ 3 t², so the slope tends to 1 / 0.58.
        expectClose(UnitCurve.easeOut.velocity(at: 0), 1 / 0.58, absolute: 1e-9)
        // easeIn at 1: by symmetry the same limit.
        expectClose(UnitCurve.easeIn.velocity(at: 1), 1 / 0.58, absolute: 1e-9)
        // easeInOut is flat at both ends: dy/dt = 0 while dx/dt = 1.26.
        expectClose(UnitCurve.easeInOut.velocity(at: 0), 0, absolute: 1e-12)
        // A vertical start tangent is capped at 1e6.
        #expect(curve(0, 0.5, 1, 1).velocity(at: 0) == 1e6)
        #expect(curve(0, -0.5, 1, 1).velocity(at: 0) == -1e6)
        // linear as a Bézier has slope 1 everywhere, including the 0/0 ends.
        expectClose(curve(0, 0, 1, 1).velocity(at: 0), 1, absolute: 1e-12)
        expectClose(curve(0.3, 0.3, 0.7, 0.7).velocity(at: 0.4), 1, absolute: 1e-9)
    }

    @Test("Bad control points: x clamped, NaN replaced by the diagonal, y limited")
    func badControlPoints() {
        #expect(curve(-1, 0, 2, 1) == curve(0, 0, 1, 1))
        #expect(curve(.nan, .nan, .nan, .nan) == curve(0, 0, 1, 1))
        #expect(curve(.infinity, 0, -.infinity, 1) == curve(1, 0, 0, 1))
        #expect(curve(0.5, .infinity, 0.5, -.infinity) == curve(0.5, 1e6, 0.5, -1e6))
        #expect(curve(-0.0, -0.0, 1, 1).hashValue == curve(0, 0, 1, 1).hashValue)
        for c in [curve(.nan, .infinity, -.infinity, .nan), curve(0.5, 1e300, 0.5, -1e300)] {
            for step in 0...50 {
                let x = Double(step) / 50
                #expect(c.value(at: x).isFinite, "\(c) at \(x)")
                #expect(c.velocity(at: x).isFinite, "\(c) at \(x)")
            }
        }
    }

    @Test("Inverse swaps the control points; overshooting curves invert numerically")
    func inverse() {
        #expect(UnitCurve.easeIn.inverse == curve(0, 0.42, 1, 1))
        #expect(UnitCurve.easeInOut.inverse == curve(0, 0.42, 1, 0.58))
        let overshoot = curve(0.3, -0.4, 0.6, 1.5)
        #expect(overshoot.inverse.description == "\(overshoot).inverse")
        #expect(overshoot.inverse.inverse == overshoot)
    }

    @Test("Description lists the control points")
    func description() {
        #expect(UnitCurve.easeInOut.description == "bezier(0.42, 0, 0.58, 1)")
        #expect(UnitCurve.ease.description == "bezier(0.25, 0.1, 0.25, 1)")
    }
}
