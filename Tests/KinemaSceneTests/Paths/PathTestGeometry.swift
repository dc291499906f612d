// Independent geometry for checking paths: the tests' own Bézier evaluation and
// composite-Simpson arc lengths, written separately from the library's quadrature.
import Foundation
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// A drawn piece of a path as its control points (2 for a line, 3 or 4 for curves).
struct TestCurve {
    var points: [CGPoint]

    /// The point at `t`, by repeated linear interpolation.
    func point(_ t: Double) -> CGPoint {
        var p = points
        while p.count > 1 {
            p = zip(p, p.dropFirst()).map {
                CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t)
            }
        }
        return p[0]
    }

    /// The speed |B'(t)| by the hodograph (degree n: n times the differences).
    func speed(_ t: Double) -> Double {
        let n = Double(points.count - 1)
        let hodograph = TestCurve(
            points: zip(points, points.dropFirst()).map {
                CGPoint(x: n * ($1.x - $0.x), y: n * ($1.y - $0.y))
            })
        let d = hodograph.points.count == 1 ? hodograph.points[0] : hodograph.point(t)
        return hypot(d.x, d.y)
    }

    /// The arc length over [a, b] by composite Simpson with `intervals` (even) steps.
    func length(from a: Double = 0, to b: Double = 1, intervals: Int = 4000) -> Double {
        let h = (b - a) / Double(intervals)
        var sum = speed(a) + speed(b)
        for i in 1..<intervals { sum += speed(a + Double(i) * h) * (i % 2 == 1 ? 4 : 2) }
        return sum * h / 3
    }
}

/// The drawn pieces of `path` in order, with closing lines of closed subpaths.
func testCurves(_ path: Path) -> [TestCurve] {
    var curves: [TestCurve] = []
    var start: CGPoint?
    var current: CGPoint?
    for element in path.elements {
        switch element {
        case .move(let p):
            (start, current) = (p, p)
        case .line(let p):
            curves.append(TestCurve(points: [current ?? p, p]))
            current = p
        case .quadCurve(let p, let c):
            curves.append(TestCurve(points: [current ?? c, c, p]))
            current = p
        case .curve(let p, let c1, let c2):
            curves.append(TestCurve(points: [current ?? c1, c1, c2, p]))
            current = p
        case .closeSubpath:
            if let s = start, let c = current, s != c { curves.append(TestCurve(points: [c, s])) }
            current = start
        }
    }
    return curves
}

/// The path's total length by Simpson's rule.
func testLength(_ path: Path) -> Double { testCurves(path).reduce(0) { $0 + $1.length() } }

/// The point at arc length `s` along the path, found by bisection on Simpson lengths.
func testPoint(_ path: Path, atLength s: Double) -> CGPoint {
    var remaining = s
    let curves = testCurves(path)
    for curve in curves {
        let length = curve.length()
        if remaining <= length {
            var (low, high) = (0.0, 1.0)
            for _ in 0..<60 {
                let middle = (low + high) / 2
                if curve.length(to: middle, intervals: 2000) < remaining {
                    low = middle
                } else {
                    high = middle
                }
            }
            return curve.point((low + high) / 2)
        }
        remaining -= length
    }
    return curves.last?.points.last ?? .zero
}

/// Records an issue unless the points agree within `tolerance` in each coordinate.
func expectPoint(
    _ actual: CGPoint?, _ expected: CGPoint, _ tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("no point, expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    expectClose(actual.x, expected.x, absolute: tolerance, sourceLocation: sourceLocation)
    expectClose(actual.y, expected.y, absolute: tolerance, sourceLocation: sourceLocation)
}

/// Records an issue unless the rectangles agree within `tolerance` in each number.
func expectRect(
    _ actual: CGRect, _ expected: CGRect, _ tolerance: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for (a, e) in [
        (actual.minX, expected.minX), (actual.minY, expected.minY),
        (actual.width, expected.width), (actual.height, expected.height),
    ] {
        expectClose(a, e, absolute: tolerance, sourceLocation: sourceLocation)
    }
}
