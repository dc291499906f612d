import Foundation
import KinemaCore
import KinemaTestSupport
import Testing

@Suite("CGPoint, CGSize and CGRect as Animatable")
struct GeometryAnimatableTests {
    @Test("CGPoint animates (x, y)")
    func point() {
        var p = CGPoint(x: 3, y: -4)
        #expect(p.animatableData == AnimatablePair(3, -4))
        p.animatableData = AnimatablePair(1, 2)
        #expect(p == CGPoint(x: 1, y: 2))
        let mid = CGPoint(x: 0, y: 10).animatableData
            .interpolated(towards: CGPoint(x: 10, y: -10).animatableData, amount: 0.5)
        #expect(mid == AnimatablePair(5, 0))
        expectClose(
            Double(CGPoint(x: 3, y: 4).animatableData.magnitudeSquared), 25, absolute: 1e-12)
    }

    @Test("CGSize animates (width, height), negative sizes included")
    func size() {
        var s = CGSize(width: -2, height: 8)
        #expect(s.animatableData == AnimatablePair(-2, 8))
        s.animatableData = s.animatableData.interpolated(
            towards: CGSize(width: 2, height: 0).animatableData, amount: 0.25)
        #expect(s == CGSize(width: -1, height: 6))
    }

    @Test("CGRect animates (origin, size) and round-trips")
    func rect() {
        var r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(r.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        let target = CGRect(x: 11, y: -2, width: 7, height: 0)
        r.animatableData = r.animatableData.interpolated(
            towards: target.animatableData, amount: 0.5)
        #expect(r == CGRect(x: 6, y: 0, width: 5, height: 2))
        var copy = CGRect.zero
        copy.animatableData = target.animatableData
        #expect(copy == target)
    }

    @Test("non-finite components pass through unchanged (they are the caller's values)")
    func nonFinite() {
        var p = CGPoint.zero
        p.animatableData = AnimatablePair(.infinity, -.infinity)
        #expect(p.x == .infinity && p.y == -.infinity)
        var r = CGRect.zero
        r.animatableData = AnimatablePair(AnimatablePair(.nan, 0), AnimatablePair(1, 1))
        #expect(r.origin.x.isNaN)
    }

    @Test("random points: interpolation endpoints", arguments: [7, 8] as [UInt64])
    func endpoints(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            let a = CGRect(
                x: .random(in: -500...500, using: &generator),
                y: .random(in: -500...500, using: &generator),
                width: .random(in: -50...500, using: &generator),
                height: .random(in: 0...500, using: &generator))
            let b = CGRect(
                x: .random(in: -500...500, using: &generator),
                y: .random(in: -500...500, using: &generator),
                width: .random(in: 0...500, using: &generator),
                height: .random(in: -50...500, using: &generator))
            #expect(
                a.animatableData.interpolated(towards: b.animatableData, amount: 0)
                    == a.animatableData)
            var end = CGRect.zero
            end.animatableData = a.animatableData.interpolated(towards: b.animatableData, amount: 1)
            for (actual, expected) in [
                (end.minX, b.minX), (end.minY, b.minY), (end.width, b.width),
                (end.height, b.height),
            ] {
                expectClose(Double(actual), Double(expected), absolute: 1e-12 * 1024)
            }
        }
    }
}
