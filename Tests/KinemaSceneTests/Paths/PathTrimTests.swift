import Foundation
import KinemaAnimation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene
import KinemaTestSupport
import Testing

@Suite("Path trimming")
struct PathTrimTests {
    /// An S-shaped cubic, an arc and a quadratic curve: lengths with no closed form.
    static let wavy = Path { p in
        p.move(to: CGPoint(x: 0, y: 0))
        p.addCurve(
            to: CGPoint(x: 120, y: 10), control1: CGPoint(x: 40, y: 90),
            control2: CGPoint(x: 70, y: -80))
        p.addArc(
            center: CGPoint(x: 120, y: 60), radius: 50, startAngle: .degrees(-90),
            endAngle: .degrees(45), clockwise: false)
        p.addQuadCurve(to: CGPoint(x: 0, y: 140), control: CGPoint(x: 60, y: 200))
    }

    @Test(arguments: [(0.0, 0.1), (0.1, 0.37), (0.25, 0.8), (0.5, 1.0), (0.003, 0.997)])
    func trimmedLengthIsTheFractionOfTheLength(range: (Double, Double)) {
        let total = testLength(Self.wavy)
        let piece = Self.wavy.trimmedPath(from: range.0, to: range.1)
        expectClose(testLength(piece), (range.1 - range.0) * total, absolute: 1e-6 * total)
    }

    @Test(arguments: [0.05, 0.2, 0.31, 0.5, 0.66, 0.9])
    func trimEndsWhereTheArcLengthSays(fraction: Double) {
        let total = testLength(Self.wavy)
        let head = Self.wavy.trimmedPath(from: 0, to: fraction)
        let tail = Self.wavy.trimmedPath(from: fraction, to: 1)
        let expected = testPoint(Self.wavy, atLength: fraction * total)
        expectPoint(head.currentPoint, expected, 1e-6 * total)
        expectPoint(testCurves(tail).first?.points.first, expected, 1e-6 * total)
        expectClose(testLength(head) + testLength(tail), total, absolute: 1e-6 * total)
    }

    @Test func rectangleTrimsAlongItsSidesFromTheTopLeft() {
        let path = Path(CGRect(x: 0, y: 0, width: 100, height: 50))  // perimeter 300
        let half = path.trimmedPath(from: 0, to: 0.5)
        expectPoint(half.currentPoint, CGPoint(x: 100, y: 50), 1e-9)
        let middle = path.trimmedPath(from: 0.25, to: 0.9)  // 75 ... 270
        let curves = testCurves(middle)
        expectPoint(curves.first?.points.first, CGPoint(x: 75, y: 0), 1e-9)
        expectPoint(middle.currentPoint, CGPoint(x: 0, y: 30), 1e-9)
        expectClose(testLength(middle), 0.65 * 300, absolute: 1e-9)
    }

    @Test func circleTrimIsAQuarterFromThreeToSixOClock() {
        let path = Circle().trim(from: 0, to: 0.25).path(
            in: CGRect(x: 0, y: 0, width: 100, height: 100))
        expectPoint(testCurves(path).first?.points.first, CGPoint(x: 100, y: 50), 1e-9)
        expectPoint(path.currentPoint, CGPoint(x: 50, y: 100), 1e-9)
    }

    @Test func trimCrossesSubpathsAndStartsEachAnew() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 30, y: 10))
        let trimmed = path.trimmedPath(from: 0.2, to: 0.5)  // 8 ... 20 of 40
        #expect(
            trimmed.description == Path("8 0 m 10 0 l 0 10 m 10 10 l")!.description)
    }

    @Test func wholeRangeIsThePathAndClosedSubpathsStayClosed() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 8)
        #expect(path.trimmedPath(from: 0, to: 1) == path)
        #expect(path.trimmedPath(from: -3, to: 7) == path)
        #expect(path.trimmedPath(from: .nan, to: 1) == path)
    }

    @Test(arguments: [(0.6, 0.4), (0.5, 0.5), (1.0, 1.0), (-1.0, 0.0), (0.3, .nan)])
    func emptyRangesGiveAnEmptyPath(range: (Double, Double)) {
        #expect(Self.wavy.trimmedPath(from: range.0, to: range.1).isEmpty)
    }

    @Test func degenerateAndNonFinitePathsNeverGiveNaN() {
        #expect(Path().trimmedPath(from: 0.2, to: 0.8).isEmpty)
        var dot = Path()
        dot.move(to: CGPoint(x: 3, y: 3))
        dot.addLine(to: CGPoint(x: 3, y: 3))
        #expect(dot.trimmedPath(from: 0.2, to: 0.8).isEmpty)
        var far = Path()
        far.move(to: .zero)
        far.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
        #expect(far.trimmedPath(from: 0.2, to: 0.8).isEmpty)
        // A zero-length segment in the middle is skipped, not divided by.
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 20, y: 0))
        expectPoint(path.trimmedPath(from: 0, to: 0.75).currentPoint, CGPoint(x: 15, y: 0), 1e-12)
    }

    @Test func trimmedShapeAnimatesItsFractions() {
        var shape = Rectangle().trim(from: 0.1, to: 0.4)
        #expect(shape.animatableData.second == AnimatablePair(0.1, 0.4))
        shape.animatableData.second = AnimatablePair(0.25, 0.5)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        expectPoint(testCurves(path).first?.points.first, CGPoint(x: 75, y: 0), 1e-9)
        expectPoint(path.currentPoint, CGPoint(x: 100, y: 50), 1e-9)
    }
}
