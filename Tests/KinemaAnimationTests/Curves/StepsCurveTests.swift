import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite("CSS steps()")
struct StepsCurveTests {
    /// Outputs worked out from CSS Easing Level 2's step algorithm by hand.
    @Test(
        "CSS step table",
        arguments: [
            // steps(4, jump-end): 0, 1/4, 2/4, 3/4, and 1 only at the end.
            (
                UnitCurve.steps(4, jump: .jumpEnd), [0, 0.2, 0.25, 0.5, 0.74, 0.75, 0.99, 1],
                [0, 0, 0.25, 0.5, 0.5, 0.75, 0.75, 1]
            ),
            // steps(4, jump-start): 1/4 at the start, 1 from 3/4 on.
            (
                .steps(4, jump: .jumpStart), [0, 0.2, 0.25, 0.5, 0.74, 0.75, 0.99, 1],
                [0.25, 0.25, 0.5, 0.75, 0.75, 1, 1, 1]
            ),
            // steps(5, jump-none): 0, 1/4, …, 1 over five intervals of 1/5.
            (
                .steps(5, jump: .jumpNone), [0, 0.19, 0.2, 0.5, 0.79, 0.8, 1],
                [0, 0, 0.25, 0.5, 0.75, 1, 1]
            ),
            // steps(3, jump-both): 1/4 at the start, 3/4 at the last third, 1 at the end.
            (
                .steps(3, jump: .jumpBoth), [0, 0.33, 0.34, 0.67, 0.99, 1],
                [0.25, 0.25, 0.5, 0.75, 0.75, 1]
            ),
        ])
    func table(curve: UnitCurve, inputs: [Double], outputs: [Double]) {
        for (x, expected) in zip(inputs, outputs) {
            expectClose(curve.value(at: x), expected, absolute: 1e-12, "\(curve) at \(x)")
            #expect(curve.velocity(at: x) == 0)
        }
    }

    @Test("Default position is jump-end; start and end are CSS's aliases")
    func defaults() {
        #expect(UnitCurve.steps(3) == .steps(3, jump: .jumpEnd))
        #expect(UnitCurve.steps(3, jump: .start) == .steps(3, jump: .jumpStart))
        #expect(UnitCurve.steps(3, jump: .end) == .steps(3, jump: .jumpEnd))
        #expect(UnitCurve.stepStart.value(at: 0) == 1)
        #expect(UnitCurve.stepEnd.value(at: 0.999) == 0)
        #expect(UnitCurve.stepEnd.value(at: 1) == 1)
        #expect(UnitCurve.steps(4).description == "steps(4, jump-end)")
        #expect(UnitCurve.steps(2, jump: .jumpBoth).description == "steps(2, jump-both)")
    }

    @Test("Counts CSS makes invalid are raised to the minimum (1; 2 for jump-none)")
    func invalidCounts() {
        #expect(UnitCurve.steps(0) == .steps(1))
        #expect(UnitCurve.steps(-5, jump: .jumpStart) == .steps(1, jump: .jumpStart))
        #expect(UnitCurve.steps(1, jump: .jumpNone) == .steps(2, jump: .jumpNone))
        #expect(UnitCurve.steps(.min, jump: .jumpNone).value(at: 0.7) == 1)
        let many = UnitCurve.steps(.max)
        #expect(many.value(at: 0.5).isFinite)
        #expect(many.value(at: 1) == 1)
    }

    @Test("Steps invert to the smallest progress reaching each level")
    func inverse() {
        let inverse = UnitCurve.steps(4).inverse
        #expect(inverse.value(at: 0) == 0)
        expectClose(inverse.value(at: 0.1), 0.25, absolute: 1e-12)
        expectClose(inverse.value(at: 0.6), 0.75, absolute: 1e-12)
        #expect(inverse.velocity(at: 0.1) == 0)
        #expect(inverse.description == "steps(4, jump-end).inverse")
    }
}
