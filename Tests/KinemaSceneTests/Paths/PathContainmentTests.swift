import Foundation
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

@Suite("Path containment")
struct PathContainmentTests {
    @Test func circleContainsPointsWithinItsRadius() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        for degrees in stride(from: 0.0, to: 360, by: 7.5) {
            let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
            #expect(circle.contains(CGPoint(x: 50 + 49.9 * c, y: 50 + 49.9 * s)))
            #expect(!circle.contains(CGPoint(x: 50 + 50.1 * c, y: 50 + 50.1 * s)))
        }
    }

    @Test func nestedSquaresFollowTheFillRule() {
        var same = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        same.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        let center = CGPoint(x: 50, y: 50)
        let ring = CGPoint(x: 10, y: 50)
        #expect(same.contains(center))  // winding 2
        #expect(!same.contains(center, eoFill: true))
        #expect(same.contains(ring) && same.contains(ring, eoFill: true))
        var reversed = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        reversed.addLines([
            CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75),
            CGPoint(x: 75, y: 25),
        ])
        reversed.closeSubpath()
        #expect(!reversed.contains(center))  // winding 0: a hole either way
        #expect(!reversed.contains(center, eoFill: true))
    }

    @Test func pentagramCentreHasWindingTwo() {
        let points = (0..<5).map { i -> CGPoint in
            let angle = -Double.pi / 2 + Double(i * 2) * 2 * .pi / 5
            return CGPoint(x: 100 + 90 * cos(angle), y: 100 + 90 * sin(angle))
        }
        var star = Path()
        star.addLines(points)
        star.closeSubpath()
        #expect(star.contains(CGPoint(x: 100, y: 100)))
        #expect(!star.contains(CGPoint(x: 100, y: 100), eoFill: true))
        let tip = CGPoint(x: 100, y: 20)  // inside the top point, winding 1
        #expect(star.contains(tip) && star.contains(tip, eoFill: true))
    }

    @Test func rayThroughVerticesCountsEachCrossingOnce() {
        var diamond = Path()
        diamond.addLines([
            CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 50), CGPoint(x: 50, y: 100),
            CGPoint(x: 0, y: 50),
        ])
        // Not closed: filling closes it.
        #expect(diamond.contains(CGPoint(x: 50, y: 50)))
        #expect(!diamond.contains(CGPoint(x: -10, y: 50)))
        #expect(!diamond.contains(CGPoint(x: 110, y: 50)))
        #expect(diamond.contains(CGPoint(x: 1, y: 50)))
    }

    @Test func regionUnderAParabolaMatchesTheAnalyticShape() {
        // The quadratic from (0,0) through control (50,100) to (100,0) is y = 2x(1 - x/100).
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        path.closeSubpath()
        var checked = 0
        for i in 0...40 {
            for j in -5...60 {
                let p = CGPoint(x: Double(i) * 2.5 + 0.3, y: Double(j) + 0.5)
                let curve = 2 * p.x * (1 - p.x / 100)
                guard abs(p.y - curve) > 1e-6, abs(p.y) > 1e-6 else { continue }
                let inside = p.x > 0 && p.x < 100 && p.y > 0 && p.y < curve
                #expect(path.contains(p) == inside, "\(p)")
                checked += 1
            }
        }
        #expect(checked > 2000)
    }

    @Test func badInputIsNeverInside() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!square.contains(CGPoint(x: CGFloat.nan, y: 5)))
        #expect(!square.contains(CGPoint(x: 5, y: CGFloat.infinity)))
        #expect(!Path().contains(.zero))
        var spike = Path()
        spike.move(to: .zero)
        spike.addLine(to: CGPoint(x: 10, y: 0))
        #expect(!spike.contains(CGPoint(x: 5, y: 0)))  // no area
    }
}
