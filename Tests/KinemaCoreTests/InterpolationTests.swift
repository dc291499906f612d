import Foundation
import KinemaCore
import KinemaTestSupport
import Testing

@Suite("Interpolation core")
struct InterpolationTests {
    @Test("interpolated(towards:amount:) is self + (other - self) * amount")
    func interpolation() {
        expectClose(2.0.interpolated(towards: 6, amount: 0.25), 3, absolute: 1e-12)
        expectClose(2.0.interpolated(towards: 6, amount: 1.5), 8, absolute: 1e-12)
        #expect(Float(1).interpolated(towards: 3, amount: 0.5) == 2)
        #expect(CGFloat(10).interpolated(towards: 20, amount: 0) == 10)
    }

    @Test("AnimatablePair is component-wise and its magnitude is the sum")
    func pair() {
        let a = AnimatablePair(1.0, AnimatablePair(2.0, 3.0))
        let b = AnimatablePair(3.0, AnimatablePair(-2.0, 1.0))
        let sum = a + b
        #expect(sum == AnimatablePair(4.0, AnimatablePair(0.0, 4.0)))
        #expect((a - a) == .zero)
        #expect(a.scaled(by: 2) == AnimatablePair(2.0, AnimatablePair(4.0, 6.0)))
        expectClose(a.magnitudeSquared, 14, absolute: 1e-12)
        let mid = a.interpolated(towards: b, amount: 0.5)
        #expect(mid == AnimatablePair(2.0, AnimatablePair(0.0, 2.0)))
    }

    @Test("EmptyAnimatableData is always zero")
    func empty() {
        var e = EmptyAnimatableData()
        e.scale(by: .nan)
        #expect(e == .zero)
        #expect(e.magnitudeSquared == 0)
    }

    @Test("Angle converts degrees and radians and animates in radians")
    func angle() {
        expectClose(Angle.degrees(180).radians, .pi, absolute: 1e-15)
        expectClose(Angle.radians(.pi / 2).degrees, 90, absolute: 1e-12)
        var a = Angle.zero
        a.animatableData = 1
        #expect(a == .radians(1))
    }
}
