import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

@Suite("Path bounds, arcs and building")
struct PathBoundsAndArcTests {
    @Test func boundingRectIsTheTightBoxOfACubic() {
        // y = 300 t (1 - t) peaks at 75 (t = 1/2); x = 300 t² - 200 t³ is monotone.
        var path = Path()
        path.move(to: .zero)
        path.addCurve(
            to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100),
            control2: CGPoint(x: 100, y: 100))
        expectRect(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75), 1e-12)
    }

    @Test func boundingRectOfACubicWithInteriorExtremaInBothAxes() {
        // x(t) = 300 t (1 - t)² ... written out: controls (100, 0) and (-100, 100) from the
        // origin to (0, 100): x = 300 t (1-t)^2 - 300 t^2 (1-t), y = 300 t^2 (1-t) + 100 t^3.
        var path = Path()
        path.move(to: .zero)
        path.addCurve(
            to: CGPoint(x: 0, y: 100), control1: CGPoint(x: 100, y: 0),
            control2: CGPoint(x: -100, y: 100))
        // x'(t) = 300 (1 - 6t + 6t²) = 0 at t = (3 ± √3) / 6.
        func x(_ t: Double) -> Double { 300 * t * (1 - t) * (1 - t) - 300 * t * t * (1 - t) }
        let (t1, t2) = ((3 - 3.0.squareRoot()) / 6, (3 + 3.0.squareRoot()) / 6)
        let box = path.boundingRect
        expectClose(box.maxX, x(t1), absolute: 1e-9)
        expectClose(box.minX, x(t2), absolute: 1e-9)
        expectClose(box.minY, 0, absolute: 1e-12)
        expectClose(box.maxY, 100, absolute: 1e-12)
    }

    @Test func boundingRectOfQuadCurveEllipseAndEmptyPaths() {
        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        expectRect(quad.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-12)
        let rect = CGRect(x: 10, y: 20, width: 60, height: 30)
        expectRect(Path(ellipseIn: rect).boundingRect, rect, 1e-9)
        #expect(Path().boundingRect.isNull)
        var point = Path()
        point.move(to: CGPoint(x: 4, y: 5))
        expectRect(point.boundingRect, CGRect(x: 4, y: 5, width: 0, height: 0), 0)
    }

    @Test func arcsRunWithIncreasingAnglesUnlessClockwise() {
        let center = CGPoint(x: 50, y: 50)
        var quarter = Path()
        quarter.addArc(
            center: center, radius: 40, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        expectPoint(quarter.currentPoint, CGPoint(x: 50, y: 90), 1e-12)
        expectRect(quarter.boundingRect, CGRect(x: 50, y: 50, width: 40, height: 40), 1e-9)
        var long = Path()
        long.addArc(
            center: center, radius: 40, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        expectPoint(long.currentPoint, CGPoint(x: 50, y: 90), 1e-12)
        expectRect(long.boundingRect, CGRect(x: 10, y: 10, width: 80, height: 80), 1e-9)
        // Arc points lie on the circle within the quarter-turn cubic's error (3e-4 r).
        for curve in testCurves(long) {
            for t in stride(from: 0.0, through: 1, by: 0.05) {
                let p = curve.point(t)
                expectClose(hypot(p.x - 50, p.y - 50), 40, absolute: 40 * 3e-4)
            }
        }
        // Three quarters of the circumference, as a closed form (within the same error).
        expectClose(testLength(long), 1.5 * .pi * 40, absolute: 1.5 * .pi * 40 * 3e-4)
    }

    @Test func arcSweepsFollowTheCanvasRule() {
        func sweep(_ start: Double, _ end: Double, clockwise: Bool) -> Double {
            var path = Path()
            path.addArc(
                center: .zero, radius: 1, startAngle: .radians(start), endAngle: .radians(end),
                clockwise: clockwise)
            return testLength(path)
        }
        expectClose(sweep(0, 2 * .pi, clockwise: false), 2 * .pi, absolute: 2e-3)
        expectClose(sweep(0, 7 * .pi, clockwise: false), 2 * .pi, absolute: 2e-3)
        expectClose(sweep(0, 3 * .pi, clockwise: true), .pi, absolute: 2e-3)
        expectClose(sweep(1, 1, clockwise: false), 0, absolute: 0)
        expectClose(sweep(0, 1e20, clockwise: true), sweep(0, 1e20, clockwise: true), absolute: 0)
        var bad = Path()
        bad.addArc(
            center: .zero, radius: 1, startAngle: .radians(.nan), endAngle: .zero, clockwise: false)
        #expect(bad.isEmpty)
    }

    @Test func relativeArcMatchesTheAbsoluteOne() {
        var relative = Path()
        relative.addRelativeArc(
            center: CGPoint(x: 5, y: 5), radius: 3, startAngle: .degrees(30), delta: .degrees(-200))
        var absolute = Path()
        absolute.addArc(
            center: CGPoint(x: 5, y: 5), radius: 3, startAngle: .degrees(30),
            endAngle: .degrees(-170), clockwise: true)
        #expect(relative == absolute)
    }

    @Test func tangentArcRoundsTheCorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(
            tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // A line to (80, 0), then a quarter circle about (80, 20) to (100, 20).
        let curves = testCurves(path)
        expectPoint(curves.first?.points.last, CGPoint(x: 80, y: 0), 1e-9)
        expectPoint(path.currentPoint, CGPoint(x: 100, y: 20), 1e-9)
        let middle = curves.last!.point(0.5)
        expectClose(hypot(middle.x - 80, middle.y - 20), 20, absolute: 20 * 3e-4)
        // Collinear points or a zero radius: a line to the corner.
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(
            tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 3)
        #expect(straight.description == "0 0 m 5 0 l")
    }

    @Test func linesRectsAndRoundedRectsWithRadii() {
        var lines = Path()
        lines.addLines([CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 0)])
        #expect(lines.description == "1 2 m 3 4 l 5 0 l")
        var rects = Path()
        rects.addRects([
            CGRect(x: 0, y: 0, width: 2, height: 1), CGRect(x: 5, y: 5, width: -1, height: 1),
        ])
        #expect(rects.description == "0 0 m 2 0 l 2 1 l 0 1 l h 4 5 m 5 5 l 5 6 l 4 6 l h")
        let radii = RectangleCornerRadii(topLeading: 20, bottomTrailing: 500)
        let rounded = Path(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadii: radii)
        // Top-leading corner cut at radius 20; bottom-trailing limited to 30; others sharp.
        #expect(!rounded.contains(CGPoint(x: 2, y: 2)))
        #expect(rounded.contains(CGPoint(x: 98, y: 2)))
        #expect(rounded.contains(CGPoint(x: 2, y: 58)))
        #expect(!rounded.contains(CGPoint(x: 98, y: 58)))
        #expect(rounded.contains(CGPoint(x: 70 + 29 * cos(0.7), y: 30 + 29 * sin(0.7))))
        #expect(!rounded.contains(CGPoint(x: 70 + 31 * cos(0.7), y: 30 + 31 * sin(0.7))))
        let sharp = Path(roundedRect: CGRect(x: 0, y: 0, width: 2, height: 1), cornerRadius: .nan)
        #expect(sharp == Path(CGRect(x: 0, y: 0, width: 2, height: 1)))
    }

    @Test func descriptionRoundTrips() {
        var path = Path()
        path.move(to: CGPoint(x: 0.5, y: -1e-5))
        path.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 1, y: 2))
        path.addCurve(
            to: CGPoint(x: 9, y: 1), control1: CGPoint(x: 5, y: 6), control2: CGPoint(x: 7, y: 8))
        path.closeSubpath()
        #expect(path.description == "0.5 -1e-05 m 1 2 3 4 q 5 6 7 8 9 1 c h")
        #expect(Path(path.description) == path)
        #expect(Path("0 0 3 4 re") == Path(CGRect(x: 0, y: 0, width: 3, height: 4)))
        #expect(Path("") == Path())
        for bad in ["1 m", "1 2 x", "1 2 3 l", "1 2 m 3", "h 1"] { #expect(Path(bad) == nil) }
    }
}
