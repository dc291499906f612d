import KinemaAnimation
import KinemaTestSupport
import Testing

private typealias Stop = UnitCurve.LinearStop

/// Checks `curve` against the polyline through `points` (already resolved by hand).
private func expectPolyline(
    _ curve: UnitCurve, _ points: [(Double, Double)], at inputs: [Double],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for x in inputs {
        let right = points.lastIndex { $0.0 <= x } ?? 0
        let a = points[min(right, points.count - 2)]
        let b = points[min(right, points.count - 2) + 1]
        let expected = a.0 == b.0 ? b.1 : a.1 + (x - a.0) / (b.0 - a.0) * (b.1 - a.1)
        expectClose(
            curve.value(at: x), expected, absolute: 1e-12, "\(curve) at \(x)",
            sourceLocation: sourceLocation)
    }
}

@Suite("CSS linear() stops")
struct LinearStopsCurveTests {
    @Test("linear(0, 0.25 75%, 1): a quarter of the way at three quarters of the time")
    func specExample() {
        let curve = UnitCurve.linear(0, Stop(0.25, at: 0.75), 1)
        expectClose(curve.value(at: 0.375), 0.125, absolute: 1e-12)
        expectClose(curve.value(at: 0.75), 0.25, absolute: 1e-12)
        expectClose(curve.value(at: 0.875), 0.625, absolute: 1e-12)
        expectClose(curve.velocity(at: 0.5), 1.0 / 3, absolute: 1e-12)
        expectClose(curve.velocity(at: 0.9), 3, absolute: 1e-12)
        #expect(curve.description == "linear(0 0%, 0.25 75%, 1 100%)")
    }

    @Test("Missing inputs: first 0, last 1, runs spread evenly")
    func fillIn() {
        // linear(0, 0.25, 1) is linear(0 0%, 0.25 50%, 1 100%).
        let even = UnitCurve.linear(0, 0.25, 1)
        #expect(even.description == "linear(0 0%, 0.25 50%, 1 100%)")
        expectPolyline(even, [(0, 0), (0.5, 0.25), (1, 1)], at: [0, 0.1, 0.5, 0.6, 1])
        // A run of two missing inputs between 0% and 50% sits at 1/6 and 2/6.
        let run = UnitCurve.linear(0, 0.1, 0.2, Stop(1, at: 0.5), 0.5)
        expectPolyline(
            run, [(0, 0), (1.0 / 6, 0.1), (2.0 / 6, 0.2), (0.5, 1), (1, 0.5)],
            at: [0.05, 1.0 / 12, 0.3, 0.45, 0.7, 1])
    }

    @Test("Inputs are made non-decreasing; equal inputs jump to the later stop")
    func monotoneInputs() {
        // 0.8 40% comes after 60%, so it is raised to 60%.
        let curve = UnitCurve.linear(0, Stop(0.5, at: 0.6), Stop(0.8, at: 0.4), 1)
        #expect(curve.description == "linear(0 0%, 0.5 60%, 0.8 60%, 1 100%)")
        expectPolyline(curve, [(0, 0), (0.6, 0.5), (0.6, 0.8), (1, 1)], at: [0.3, 0.59, 0.6, 0.8])
        expectClose(curve.value(at: 0.6), 0.8, absolute: 1e-12)
        // A last stop whose input is missing after an input beyond 100% takes that input.
        let beyond = UnitCurve.linear(0, Stop(0.5, at: 1.2), 1)
        #expect(beyond.description == "linear(0 0%, 0.5 120%, 1 120%)")
    }

    @Test("A stop with two inputs holds its output flat between them")
    func twoInputs() {
        let curve = UnitCurve.linear(0, Stop(0.5, from: 0.25, to: 0.75), 1)
        expectPolyline(curve, [(0, 0), (0.25, 0.5), (0.75, 0.5), (1, 1)], at: [0.125, 0.5, 0.875])
        #expect(curve.velocity(at: 0.5) == 0)
    }

    @Test("Outside the first and last inputs the end segments are extended")
    func extrapolation() {
        let curve = UnitCurve.linear(Stop(0, at: 0.2), Stop(1, at: 0.8))
        expectClose(curve.value(at: 0), -1.0 / 3, absolute: 1e-12)
        expectClose(curve.value(at: 1), 4.0 / 3, absolute: 1e-12)
        expectClose(curve.velocity(at: 0), 1 / 0.6, absolute: 1e-12)
    }

    @Test("Bad stops: non-finite outputs dropped, non-finite inputs missing, < 2 stops identity")
    func badStops() {
        #expect(UnitCurve.linear([]) == .linear)
        #expect(UnitCurve.linear(0.5) == .linear)
        #expect(UnitCurve.linear(0, Stop(.nan), Stop(.infinity)) == .linear)
        #expect(
            UnitCurve.linear(0, Stop(.nan, at: 0.3), 0.5, 1) == UnitCurve.linear(0, 0.5, 1))
        #expect(
            UnitCurve.linear(0, Stop(0.5, at: .nan), 1) == UnitCurve.linear(0, 0.5, 1))
        #expect(
            UnitCurve.linear(0, Stop(0.5, from: .infinity, to: 0.7), 1)
                == UnitCurve.linear(0, Stop(0.5, at: 0.7), 1))
        let huge = UnitCurve.linear(Stop(-1e308, at: -1e308), Stop(1e308, at: 1e308))
        for x in [0, 0.5, 1.0] {
            #expect(huge.value(at: x).isFinite)
            #expect(huge.velocity(at: x).isFinite)
        }
    }
}
