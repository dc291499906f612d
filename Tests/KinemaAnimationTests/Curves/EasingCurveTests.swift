import Foundation
import KinemaAnimation
import KinemaTestSupport
import Testing

/// easings.net's formulas, written out independently of Kinema's derivation of every mode
/// from one ease-in function.
private let c1 = 1.70158
private let c2 = c1 * 1.525
private let c3 = c1 + 1
private let c4 = 2 * Double.pi / 3
private let c5 = 2 * Double.pi / 4.5

private func bounceOut(_ x: Double) -> Double {
    let n1 = 7.5625
    let d1 = 2.75
    if x < 1 / d1 { return n1 * x * x }
    if x < 2 / d1 { return n1 * (x - 1.5 / d1) * (x - 1.5 / d1) + 0.75 }
    if x < 2.5 / d1 { return n1 * (x - 2.25 / d1) * (x - 2.25 / d1) + 0.9375 }
    return n1 * (x - 2.625 / d1) * (x - 2.625 / d1) + 0.984375
}

private let reference: [(UnitCurve, String, @Sendable (Double) -> Double)] = [
    (.easeInSine, "easeInSine", { 1 - cos($0 * .pi / 2) }),
    (.easeOutSine, "easeOutSine", { sin($0 * .pi / 2) }),
    (.easeInOutSine, "easeInOutSine", { -(cos(.pi * $0) - 1) / 2 }),
    (.easeInQuad, "easeInQuad", { $0 * $0 }),
    (.easeOutQuad, "easeOutQuad", { 1 - (1 - $0) * (1 - $0) }),
    (.easeInOutQuad, "easeInOutQuad", { $0 < 0.5 ? 2 * $0 * $0 : 1 - pow(-2 * $0 + 2, 2) / 2 }),
    (.easeInCubic, "easeInCubic", { pow($0, 3) }),
    (.easeOutCubic, "easeOutCubic", { 1 - pow(1 - $0, 3) }),
    (
        .easeInOutCubic, "easeInOutCubic",
        { $0 < 0.5 ? 4 * pow($0, 3) : 1 - pow(-2 * $0 + 2, 3) / 2 }
    ),
    (.easeInQuart, "easeInQuart", { pow($0, 4) }),
    (.easeOutQuart, "easeOutQuart", { 1 - pow(1 - $0, 4) }),
    (
        .easeInOutQuart, "easeInOutQuart",
        { $0 < 0.5 ? 8 * pow($0, 4) : 1 - pow(-2 * $0 + 2, 4) / 2 }
    ),
    (.easeInQuint, "easeInQuint", { pow($0, 5) }),
    (.easeOutQuint, "easeOutQuint", { 1 - pow(1 - $0, 5) }),
    (
        .easeInOutQuint, "easeInOutQuint",
        { $0 < 0.5 ? 16 * pow($0, 5) : 1 - pow(-2 * $0 + 2, 5) / 2 }
    ),
    (.easeInExpo, "easeInExpo", { $0 == 0 ? 0 : pow(2, 10 * $0 - 10) }),
    (.easeOutExpo, "easeOutExpo", { $0 == 1 ? 1 : 1 - pow(2, -10 * $0) }),
    (
        .easeInOutExpo, "easeInOutExpo",
        { x in
            x == 0
                ? 0
                : x == 1 ? 1 : x < 0.5 ? pow(2, 20 * x - 10) / 2 : (2 - pow(2, -20 * x + 10)) / 2
        }
    ),
    (.easeInCirc, "easeInCirc", { 1 - sqrt(1 - pow($0, 2)) }),
    (.easeOutCirc, "easeOutCirc", { sqrt(1 - pow($0 - 1, 2)) }),
    (
        .easeInOutCirc, "easeInOutCirc",
        { x in
            x < 0.5 ? (1 - sqrt(1 - pow(2 * x, 2))) / 2 : (sqrt(1 - pow(-2 * x + 2, 2)) + 1) / 2
        }
    ),
    (.easeInBack, "easeInBack", { c3 * $0 * $0 * $0 - c1 * $0 * $0 }),
    (.easeOutBack, "easeOutBack", { 1 + c3 * pow($0 - 1, 3) + c1 * pow($0 - 1, 2) }),
    (
        .easeInOutBack, "easeInOutBack",
        { x in
            x < 0.5
                ? (pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2
                : (pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
        }
    ),
    (
        .easeInElastic, "easeInElastic",
        { x in x == 0 ? 0 : x == 1 ? 1 : -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * c4) }
    ),
    (
        .easeOutElastic, "easeOutElastic",
        { x in x == 0 ? 0 : x == 1 ? 1 : pow(2, -10 * x) * sin((x * 10 - 0.75) * c4) + 1 }
    ),
    (
        .easeInOutElastic, "easeInOutElastic",
        { x in
            x == 0
                ? 0
                : x == 1
                    ? 1
                    : x < 0.5
                        ? -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
                        : (pow(2, -20 * x + 10) * sin((20 * x - 11.125) * c5)) / 2 + 1
        }
    ),
    (.easeInBounce, "easeInBounce", { 1 - bounceOut(1 - $0) }),
    (.easeOutBounce, "easeOutBounce", { bounceOut($0) }),
    (
        .easeInOutBounce, "easeInOutBounce",
        { x in x < 0.5 ? (1 - bounceOut(1 - 2 * x)) / 2 : (1 + bounceOut(2 * x - 1)) / 2 }
    ),
]

@Suite("Penner easings and circular curves")
struct EasingCurveTests {
    @Test("All thirty Penner easings match easings.net's formulas", arguments: reference.indices)
    func matchesEasingsNet(index: Int) {
        let (curve, name, formula) = reference[index]
        #expect(curve.description == name)
        for step in 0...1000 {
            let x = Double(step) / 1000
            expectClose(curve.value(at: x), formula(x), absolute: 1e-12, "\(name) at \(x)")
        }
    }

    @Test("Penner values at known points, computed by hand")
    func knownValues() {
        expectClose(UnitCurve.easeOutBounce.value(at: 0.5), 0.765625, absolute: 1e-12)
        expectClose(UnitCurve.easeInBack.value(at: 0.5), -0.0876975, absolute: 1e-12)
        expectClose(UnitCurve.easeInQuad.value(at: 0.5), 0.25, absolute: 1e-12)
        expectClose(UnitCurve.easeInOutCubic.value(at: 0.25), 0.0625, absolute: 1e-12)
        expectClose(UnitCurve.easeOutSine.value(at: 1.0 / 3), 0.5, absolute: 1e-12)
        expectClose(UnitCurve.easeInExpo.value(at: 0.5), 1.0 / 32, absolute: 1e-12)
        // easeOutElastic = 1 + 2^-10x sin((10x - 0.75) 2π/3): 1.25 at 0.1, crosses 1 at
        // 0.075 and 0.225, 1 + 2^-1.5 at the crest 0.15, 1 - 2^-3 at the trough 0.3.
        expectClose(UnitCurve.easeOutElastic.value(at: 0.1), 1.25, absolute: 1e-12)
        expectClose(UnitCurve.easeOutElastic.value(at: 0.075), 1, absolute: 1e-12)
        expectClose(UnitCurve.easeOutElastic.value(at: 0.225), 1, absolute: 1e-12)
        expectClose(UnitCurve.easeOutElastic.value(at: 0.15), 1 + pow(2, -1.5), absolute: 1e-12)
        expectClose(UnitCurve.easeOutElastic.value(at: 0.3), 0.875, absolute: 1e-12)
        // easeOutBack overshoots to its peak at x where 3 c3 (x-1)² + 2 c1 (x-1) = 0.
        let peak = 1 - 2 * c1 / (3 * c3)
        expectClose(UnitCurve.easeOutBack.velocity(at: peak), 0, absolute: 1e-12)
        #expect(UnitCurve.easeOutBack.value(at: peak) > 1.09)
    }

    @Test("SwiftUI's circular curves follow the documented formulas and equal Penner's circ")
    func circular() {
        let pairs: [(UnitCurve, UnitCurve, @Sendable (Double) -> Double)] = [
            (.circularEaseIn, .easeInCirc, { 1 - (1 - $0 * $0).squareRoot() }),
            (.circularEaseOut, .easeOutCirc, { (1 - (1 - $0) * (1 - $0)).squareRoot() }),
            (
                .circularEaseInOut, .easeInOutCirc,
                { p in
                    p < 0.5
                        ? (1 - (1 - 4 * p * p).squareRoot()) / 2
                        : (((8 - 4 * p) * p - 3).squareRoot() + 1) / 2
                }
            ),
        ]
        for (swiftUI, penner, formula) in pairs {
            for step in 0...1000 {
                let p = Double(step) / 1000
                expectClose(swiftUI.value(at: p), formula(p), absolute: 1e-12, "\(swiftUI) at \(p)")
                expectClose(penner.value(at: p), swiftUI.value(at: p), absolute: 1e-15)
                expectClose(penner.velocity(at: p), swiftUI.velocity(at: p), absolute: 1e-9)
            }
            #expect(swiftUI != penner)
        }
        #expect(UnitCurve.circularEaseIn.description == "circularEaseIn")
        #expect(UnitCurve.circularEaseInOut.description == "circularEaseInOut")
    }

    @Test("Circular curves invert to each other; their vertical tangents cap velocity at 1e6")
    func circularInverseAndVelocity() {
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
        #expect(UnitCurve.easeInCirc.inverse == .easeOutCirc)
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == 1e6)
        #expect(UnitCurve.circularEaseOut.velocity(at: 0) == 1e6)
        #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) == 1e6)
        expectClose(UnitCurve.circularEaseIn.velocity(at: 0.6), 0.6 / 0.8, absolute: 1e-12)
    }
}
