import Foundation
import KinemaCore
import KinemaTestSupport
import Testing

@Suite("Angle arithmetic")
struct AngleArithmeticTests {
    @Test func operatorsWorkOnRadians() {
        let (a, b) = (Angle.degrees(30), Angle.degrees(45))
        expectClose((a + b).degrees, 75, absolute: 1e-12)
        expectClose((a - b).degrees, -15, absolute: 1e-12)
        expectClose((-a).radians, -Double.pi / 6, absolute: 1e-15)
        expectClose((a * 3).degrees, 90, absolute: 1e-12)
        expectClose((2 * b).degrees, 90, absolute: 1e-12)
        expectClose((b / 3).degrees, 15, absolute: 1e-12)
        expectClose(b / a, 1.5, absolute: 1e-15)
        var c = a
        c += b
        c -= .degrees(15)
        c *= 2
        c /= 4
        expectClose(c.degrees, 30, absolute: 1e-12)
    }

    @Test func comparisonsAndZero() {
        #expect(Angle.zero == Angle(radians: 0))
        #expect(Angle.zero < .degrees(1))
        #expect(Angle.degrees(-1) < .zero)
        #expect(max(Angle.degrees(10), .radians(1)) == .radians(1))
        #expect(Angle.degrees(360) > .radians(6))
    }

    @Test func ieeeRulesForBadInput() {
        #expect((Angle.degrees(10) / 0).radians == .infinity)
        #expect((Angle.zero / 0).radians.isNaN)
        #expect((Angle.radians(.infinity) - .radians(.infinity)).radians.isNaN)
    }
}
