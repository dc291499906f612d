import Foundation
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import KinemaViews
import Testing

@Suite("Path set operations")
struct PathBooleanTests {
    /// The signed area of a path of straight closed rings (shoelace formula).
    private func area(_ path: Path) -> Double {
        testCurves(path).reduce(0) { sum, curve in
            let (a, b) = (curve.points.first!, curve.points.last!)
            return sum + (a.x * b.y - b.x * a.y) / 2
        }
    }

    private let a = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    private let b = Path(CGRect(x: 50, y: 25, width: 100, height: 50))

    @Test func rectangleOperationsHaveExactAreas() {
        // Overlap: 50 x 50 = 2500.
        expectClose(area(a.union(b)), 10_000 + 5000 - 2500, absolute: 1e-6)
        expectClose(area(a.intersection(b)), 2500, absolute: 1e-6)
        expectClose(area(a.subtracting(b)), 7500, absolute: 1e-6)
        expectClose(area(b.subtracting(a)), 2500, absolute: 1e-6)
        expectClose(area(a.symmetricDifference(b)), 10_000, absolute: 1e-6)
        expectRect(
            a.intersection(b).boundingRect, CGRect(x: 50, y: 25, width: 50, height: 50), 1e-9)
    }

    @Test func membershipMatchesTheOperandsEverywhere() {
        let circle = Path(ellipseIn: CGRect(x: 40, y: -10, width: 80, height: 80))
        let results: [(Path, (Bool, Bool) -> Bool)] = [
            (a.union(circle), { $0 || $1 }), (a.intersection(circle), { $0 && $1 }),
            (a.subtracting(circle), { $0 && !$1 }), (a.symmetricDifference(circle), { $0 != $1 }),
        ]
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<300 {
            let p = CGPoint(
                x: Double.random(in: -10...130, using: &rng),
                y: Double.random(in: -20...110, using: &rng))
            // Skip points within the flattening tolerance of either boundary.
            let fromCircle = abs(hypot(p.x - 80, p.y - 30) - 40)
            let fromSquare = min(abs(p.x), abs(p.x - 100), abs(p.y), abs(p.y - 100))
            guard fromCircle > 0.1, fromSquare > 1e-6 else { continue }
            let inA = a.contains(p)
            let inCircle = hypot(p.x - 80, p.y - 30) < 40
            for (path, rule) in results {
                #expect(path.contains(p) == rule(inA, inCircle), "\(p)")
                #expect(path.contains(p, eoFill: true) == rule(inA, inCircle), "\(p)")
            }
        }
    }

    @Test func lensOfTwoCirclesHasTheClosedFormArea() {
        // Radii 50, centres 60 apart: lens area 2 r² acos(d / 2r) - (d / 2) sqrt(4r² - d²).
        let (r, d) = (50.0, 60.0)
        let left = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = Path(ellipseIn: CGRect(x: d, y: 0, width: 100, height: 100))
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        expectClose(area(left.intersection(right)), lens, absolute: 0, relative: 2e-3)
    }

    @Test func evenOddOperandsAndEmptyPaths() {
        var frame = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        frame.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))  // same direction
        expectClose(area(frame.union(Path())), 10_000, absolute: 1e-6)
        expectClose(area(frame.union(Path(), eoFill: true)), 7500, absolute: 1e-6)
        #expect(Path().intersection(Path()).isEmpty)
        #expect(a.intersection(Path(CGRect(x: 200, y: 200, width: 5, height: 5))).isEmpty)
        var far = Path()
        far.addLines([.zero, CGPoint(x: CGFloat.infinity, y: 0), CGPoint(x: 0, y: 5)])
        #expect(a.union(far).isEmpty)
    }

    @Test func shapeOperationsCombineInTheFrame() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let ring = Circle().subtracting(Circle().inset(by: 25)).path(in: frame)
        #expect(ring.contains(CGPoint(x: 10, y: 50)) && !ring.contains(CGPoint(x: 50, y: 50)))
        let area = self.area(
            Rectangle().symmetricDifference(Rectangle().scale(0.5)).path(in: frame))
        expectClose(area, 7500, absolute: 1e-6)
    }
}
