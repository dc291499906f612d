import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// `.continuous` corners against Apple's published construction (coefficients of the
/// radius), computed here from the Bézier formulas by hand.
@Suite("Continuous corners")
struct ContinuousCornerTests {
    /// The point of a cubic at `t`.
    func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        func mix(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
            u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
        }
        return CGPoint(x: mix(p0.x, c1.x, c2.x, p3.x), y: mix(p0.y, c1.y, c2.y, p3.y))
    }

    let rect = CGRect(x: 0, y: 0, width: 300, height: 300)

    @Test func cornerLeavesTheEdgeAt1Point528665Radii() {
        let path = RoundedRectangle(cornerRadius: 40, style: .continuous).path(in: rect)
        // move, line to the top-right corner's start: 300 - 1.52866483 * 40 along the top.
        guard case .line(let start) = path.elements[1] else {
            Issue.record("expected a line first: \(path)")
            return
        }
        expectClose(Double(start.x), 300 - 1.52866483 * 40, absolute: 1e-9)
        expectClose(Double(start.y), 0, absolute: 1e-12)
        #expect(path.boundingRect == rect)
    }

    @Test func theFirstCurveStartsWithZeroCurvature() {
        let path = RoundedRectangle(cornerRadius: 40, style: .continuous).path(in: rect)
        guard case .line(let p0) = path.elements[1],
            case .curve(let p3, let c1, let c2) = path.elements[2]
        else {
            Issue.record("unexpected elements: \(path)")
            return
        }
        // B'(0) = 3(c1 - p0), B''(0) = 6(p0 - 2 c1 + c2): both along the edge, so their
        // cross product (and the curvature) is 0.
        let d1 = (x: 3 * (c1.x - p0.x), y: 3 * (c1.y - p0.y))
        let d2 = (x: 6 * (p0.x - 2 * c1.x + c2.x), y: 6 * (p0.y - 2 * c1.y + c2.y))
        expectClose(Double(d1.x * d2.y - d1.y * d2.x), 0, absolute: 1e-9)
        // Its end: (0.66993427, 0.06549600) radii from the vertex (300, 0).
        expectClose(Double(p3.x), 300 - 0.66993427 * 40, absolute: 1e-9)
        expectClose(Double(p3.y), 0.06549600 * 40, absolute: 1e-9)
    }

    @Test func theDiagonalPointIsApplesNotTheCirclesOne() {
        let path = RoundedRectangle(cornerRadius: 40, style: .continuous).path(in: rect)
        guard case .line(let p0) = path.elements[3],
            case .curve(let p3, let c1, let c2) = path.elements[4]
        else {
            Issue.record("unexpected elements: \(path)")
            return
        }
        // The middle curve's midpoint: (p0 + 3 c1 + 3 c2 + p3) / 8 of Apple's points is
        // 0.29150671 radii from the vertex along both edges (a circle's: 1 - 1/√2 = 0.29289).
        let mid = cubic(p0, c1, c2, p3, 0.5)
        let expected = (0.63149399 + 3 * 0.37282392 + 3 * 0.16905899 + 0.07491100) / 8
        expectClose(Double(300 - mid.x), expected * 40, absolute: 1e-9)
        expectClose(Double(mid.y), expected * 40, absolute: 1e-9)
    }

    @Test func aCapsuleKeepsCircularEnds() {
        let path = Capsule(style: .continuous).path(in: CGRect(x: 0, y: 0, width: 200, height: 60))
        // Every curve point of the right end is 30 from (170, 30), to the quarter-circle
        // cubic's own error (2.7e-4 of the radius).
        var current = CGPoint.zero
        var checked = 0
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                current = p
            case .curve(let p3, let c1, let c2):
                if current.x > 170 || p3.x > 170 {
                    for t in stride(from: 0.0, through: 1, by: 0.125) {
                        let q = cubic(current, c1, c2, p3, t)
                        let r = hypot(Double(q.x - 170), Double(q.y - 30))
                        if q.x >= 170 {
                            expectClose(r, 30, absolute: 30 * 3e-4)
                            checked += 1
                        }
                    }
                }
                current = p3
            default:
                break
            }
        }
        #expect(checked > 8)
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 200, height: 60))
    }

    @Test func cornersWithoutRoomBlendTowardsCircularAndStayInside() {
        // r = 40 in a 100-high rectangle: room for 1.25 radii, between 1 and 1.528665.
        let r = CGRect(x: 0, y: 0, width: 300, height: 100)
        let path = RoundedRectangle(cornerRadius: 40, style: .continuous).path(in: r)
        #expect(path.boundingRect == r)
        #expect(path.contains(CGPoint(x: 150, y: 50)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        // The right edge is straight between the two corners: their ends and starts meet
        // at or inside the half height.
        for element in path.elements {
            if case .line(let p) = element { #expect(p.y >= 0 && p.y <= 100) }
        }
        let uneven = UnevenRoundedRectangle(
            topLeadingRadius: 0, bottomLeadingRadius: 10, bottomTrailingRadius: 20,
            topTrailingRadius: 30, style: .continuous
        ).path(in: r)
        #expect(uneven.boundingRect == r)
        #expect(uneven.contains(CGPoint(x: 0.5, y: 0.5)))  // the sharp corner
    }

    @Test func circularStyleIsUnchangedAndEdgeCasesDrawNoNaN() {
        let circular = RoundedRectangle(cornerRadius: 40, style: .circular).path(in: rect)
        #expect(circular != RoundedRectangle(cornerRadius: 40, style: .continuous).path(in: rect))
        for radius in [0, -5, CGFloat.nan, .infinity, 1e9] {
            let path = RoundedRectangle(cornerRadius: radius, style: .continuous).path(in: rect)
            #expect(!path.description.contains("nan"), "radius \(radius)")
            #expect(path.boundingRect == rect, "radius \(radius)")
        }
        let empty = RoundedRectangle(cornerRadius: 10, style: .continuous).path(in: .zero)
        #expect(!empty.description.contains("nan"))
    }
}
