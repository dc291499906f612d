import Foundation
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

@Suite("Stroked paths")
struct PathStrokingTests {
    /// The distance from `p` to the segment from `a` to `b`.
    private func distance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Double {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)))
        return hypot(p.x - a.x - t * dx, p.y - a.y - t * dy)
    }

    @Test func roundStrokeIsEveryPointWithinHalfTheWidth() {
        // With round joins and caps, the stroke of a polyline is exactly the set of points
        // within half the line width of it.
        let points = [
            CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 30), CGPoint(x: 40, y: 60),
            CGPoint(x: 80, y: 95),
        ]
        var path = Path()
        path.addLines(points)
        let outline = path.strokedPath(
            StrokeStyle(lineWidth: 12, lineCap: .round, lineJoin: .round))
        var checked = 0
        for i in 0..<50 {
            for j in 0..<55 {
                let p = CGPoint(x: Double(i) * 2.1 - 2, y: Double(j) * 2.03 - 5)
                let d = zip(points, points.dropFirst()).map { distance(p, $0, $1) }.min()!
                guard abs(d - 6) > 0.02 else { continue }
                #expect(outline.contains(p) == (d < 6), "\(p) at distance \(d)")
                checked += 1
            }
        }
        #expect(checked > 2500)
    }

    @Test func capsExtendAsCoreGraphicsDraws() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let butt = line.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(butt.contains(CGPoint(x: 50, y: 4.9)) && !butt.contains(CGPoint(x: 50, y: 5.1)))
        #expect(butt.contains(CGPoint(x: 0.1, y: 0)) && !butt.contains(CGPoint(x: -0.1, y: 0)))
        let square = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(
            square.contains(CGPoint(x: -4.9, y: 4.9)) && !square.contains(CGPoint(x: -5.1, y: 0)))
        let round = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        let diagonal = 4.9 / 2.0.squareRoot()
        #expect(round.contains(CGPoint(x: -diagonal, y: -diagonal)))
        #expect(!round.contains(CGPoint(x: -4, y: -4)))  // 5.66 from the end
    }

    @Test func joinsMiterBevelAndRound() {
        var corner = Path()
        corner.addLines([.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let miter = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        #expect(miter.contains(CGPoint(x: 104.9, y: -4.9)))
        let bevel = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        // The bevel's edge runs from (100, -5) to (105, 0): x - y = 105.
        #expect(
            bevel.contains(CGPoint(x: 102, y: -2.9)) && !bevel.contains(CGPoint(x: 103, y: -3.1)))
        let round = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round))
        #expect(
            round.contains(CGPoint(x: 103.4, y: -3.4))
                && !round.contains(CGPoint(x: 103.6, y: -3.6)))
        // A 20° spike has a miter ratio 1 / sin(10°) = 5.76: beyond a limit of 4 it bevels.
        var spike = Path()
        let turn = 20.0 * .pi / 180
        spike.addLines([
            .zero, CGPoint(x: 100, y: 0), CGPoint(x: 100 - 100 * cos(turn), y: 100 * sin(turn)),
        ])
        // The tip sits 5 / sin(10°) = 28.8 from the vertex along -10°, at (128.4, -5).
        #expect(
            spike.strokedPath(StrokeStyle(lineWidth: 10, miterLimit: 10)).contains(
                CGPoint(x: 120, y: -3)))
        #expect(
            !spike.strokedPath(StrokeStyle(lineWidth: 10, miterLimit: 4)).contains(
                CGPoint(x: 120, y: -3)))
    }

    @Test func closedCircleStrokeIsAnAnnulus() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = circle.strokedPath(StrokeStyle(lineWidth: 10))
        for degrees in stride(from: 0.0, to: 360, by: 10) {
            let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
            for (radius, inside) in [(44.9, false), (45.1, true), (54.9, true), (55.1, false)] {
                #expect(ring.contains(CGPoint(x: 50 + radius * c, y: 50 + radius * s)) == inside)
            }
        }
    }

    @Test func dashesFollowThePatternAndPhase() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5]))
        for (x, on) in [
            (5.0, true), (12.0, false), (17.0, true), (27.0, false), (87.0, false), (98.0, true),
        ] {
            #expect(dashed.contains(CGPoint(x: x, y: 0)) == on, "x = \(x)")
        }
        let shifted = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 5], dashPhase: 5))
        for (x, on) in [(2.0, true), (7.0, false), (12.0, true)] {
            #expect(shifted.contains(CGPoint(x: x, y: 0)) == on, "x = \(x)")
        }
    }

    @Test func badInputGivesNothingOrADot() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
        #expect(line.strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 3)).isEmpty)
        var dot = Path()
        dot.move(to: CGPoint(x: 5, y: 5))
        dot.addLine(to: CGPoint(x: 5, y: 5))
        #expect(
            dot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).contains(
                CGPoint(x: 6.9, y: 5)))
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 4)).isEmpty)
        let allZero = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [0, 0]))
        #expect(allZero.contains(CGPoint(x: 5, y: 0)))  // an all-zero dash is solid
    }
}
