import Foundation
import KinemaCairo
import KinemaCore
import KinemaGraphics
import KinemaScene
import KinemaTestSupport
import Testing

/// `rotation3DEffect` and projective groups: the matrix a scene emits against homographies
/// computed by hand, and what Cairo + pixman draw against the exact projected shapes.
@MainActor
@Suite("Projective effects")
struct ProjectionTests {
    /// Where a point of a `size` view lands when rotated by `degrees` about the y axis (or
    /// the x axis) through its centre, seen by an eye at `max(w, h) / perspective`:
    /// `a + (q.x, q.y) / (1 − q.z / d)` with q the rotated offset from the centre.
    static func handProjected(
        _ p: CGPoint, size: CGSize, degrees: Double, aboutY: Bool, perspective: Double = 1
    ) -> CGPoint {
        let theta = degrees * .pi / 180
        let (ax, ay) = (size.width / 2, size.height / 2)
        let (x, y) = (p.x - ax, p.y - ay)
        let (qx, qy, qz): (Double, Double, Double) =
            aboutY
            ? (x * cos(theta), y, -x * sin(theta))
            : (x, y * cos(theta), y * sin(theta))
        let d = max(size.width, size.height) / perspective
        let f = 1 - qz / d
        return CGPoint(x: ax + qx / f, y: ay + qy / f)
    }

    /// The one projection group of `list`.
    static func projection(in list: DisplayList) -> ProjectionTransform? {
        for item in list.items {
            if case .beginGroup(.projection(let m)) = item { return m }
        }
        return nil
    }

    static let size = CGSize(width: 100, height: 60)

    static func card(degrees: Double, aboutY: Bool, perspective: Double = 1) -> DisplayList {
        SceneTimeline(size: CGSize(width: 200, height: 200), initialState: 0) { _ in
            Rectangle().fill(Color.red).frame(width: 100, height: 60)
                .rotation3DEffect(
                    .degrees(degrees), axis: aboutY ? (x: 0, y: 1, z: 0) : (x: 1, y: 0, z: 0),
                    perspective: perspective)
        }.frame(at: 0)
    }

    @Test(arguments: [(45.0, true), (-30, true), (60, false), (135, true)])
    func sceneMatrixMapsCornersAsHandComputed(degrees: Double, aboutY: Bool) throws {
        let list = Self.card(degrees: degrees, aboutY: aboutY)
        let m = try #require(Self.projection(in: list))
        // The view sits at (50, 70) in the 200x200 canvas.
        for corner in [
            CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 60),
            CGPoint(x: 100, y: 60), CGPoint(x: 30, y: 20),
        ] {
            let expected = Self.handProjected(
                corner, size: Self.size, degrees: degrees, aboutY: aboutY)
            let actual = CGPoint(x: corner.x + 50, y: corner.y + 70).applying(m)
            expectClose(actual.x, expected.x + 50, absolute: 1e-9)
            expectClose(actual.y, expected.y + 70, absolute: 1e-9)
        }
        // The content itself is drawn unprojected, at the view's frame.
        let fill = try #require(list.items.first { if case .fill = $0 { true } else { false } })
        if case .fill(_, _, _, let t) = fill {
            #expect(t == CGAffineTransform(translationX: 50, y: 70))
        }
    }

    @Test func leadingEdgeComesCloserForPositiveRotationAboutY() {
        // SwiftUI's documented 45° example: the leading edge grows.
        let top = Self.handProjected(
            CGPoint(x: 0, y: 0), size: Self.size, degrees: 45, aboutY: true)
        let bottom = Self.handProjected(
            CGPoint(x: 0, y: 60), size: Self.size, degrees: 45, aboutY: true)
        #expect(bottom.y - top.y > 60)
    }

    /// The width of the convex quad `corners` (in order) on the horizontal line at `y`.
    static func width(of corners: [CGPoint], at y: Double) -> Double {
        var xs: [Double] = []
        for i in corners.indices {
            let a = corners[i]
            let b = corners[(i + 1) % corners.count]
            guard (a.y - y) * (b.y - y) <= 0, a.y != b.y else { continue }
            xs.append(a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x))
        }
        guard let lo = xs.min(), let hi = xs.max() else { return 0 }
        return hi - lo
    }

    @Test(arguments: [(45.0, true, 1.0), (60, false, 1), (-70, true, 0.7), (20, false, 2)])
    func renderedCoverageMatchesTheExactQuad(degrees: Double, aboutY: Bool, perspective: Double)
        throws
    {
        let list = Self.card(degrees: degrees, aboutY: aboutY, perspective: perspective)
        let image = try DisplayListRenderer().render(list)
        let corners = [
            CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 60),
            CGPoint(x: 0, y: 60),
        ].map {
            let p = Self.handProjected(
                $0, size: Self.size, degrees: degrees, aboutY: aboutY, perspective: perspective)
            return CGPoint(x: p.x + 50, y: p.y + 70)
        }
        let top = corners.map(\.y).min()!
        let bottom = corners.map(\.y).max()!
        var largestError = 0.0
        // Every row the quad covers over its whole height (a row cut by a horizontal edge
        // measures that edge's height, not the sides).
        var row = Int(top.rounded(.up))
        while Double(row) + 1 <= bottom {
            var covered = 0.0
            for x in 0..<image.width { covered += Double(image[x, row].alpha) / 255 }
            // The quad's exact area in the row (its width integrated over the row's height).
            let steps = 256
            let exact =
                (0..<steps).reduce(0.0) { sum, i in
                    sum
                        + Self.width(
                            of: corners, at: Double(row) + (Double(i) + 0.5) / Double(steps))
                } / Double(steps)
            largestError = max(largestError, abs(covered - exact))
            row += 1
        }
        // Bilinear resampling, 4x4 samples per pixel: within 0.05 px per row (measured: 0.013-0.025).
        #expect(largestError < 0.05, "largest coverage error \(largestError) px")
        if ProcessInfo.processInfo.environment["KINEMA_PRINT_FIGURES"] != nil {
            print(
                "coverage error \(degrees)° \(aboutY ? "y" : "x") p \(perspective): \(largestError) px"
            )
        }
    }

    @Test func edgeOnRotationDrawsNothing() throws {
        let list = Self.card(degrees: 90, aboutY: true)
        let image = try DisplayListRenderer().render(list)
        var drawn = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].alpha > 0 { drawn += 1 }
        }
        // The card is seen edge-on: at most a hairline of anti-aliasing.
        #expect(drawn <= 2 * 60)
    }

    @Test func projectionBehindTheEyeDrawsOnlyWhatIsInFront() throws {
        // The eye at a quarter of the width: the far half of the card passes behind it.
        let list = Self.card(degrees: 60, aboutY: true, perspective: 4)
        let image = try DisplayListRenderer().render(list)
        var drawn = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].alpha > 0 { drawn += 1 }
        }
        #expect(drawn > 0)
    }

    @Test func nonFiniteOrSingularProjections() throws {
        let nan = ProjectionTransform(
            m11: .nan, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let singular = ProjectionTransform(
            m11: 0, m12: 0, m13: 0, m21: 0, m22: 0, m23: 0, m31: 0, m32: 0, m33: 0)
        for (transform, expectsGroup) in [(nan, false), (singular, true)] {
            let list = SceneTimeline(size: CGSize(width: 40, height: 40), initialState: 0) { _ in
                Rectangle().frame(width: 20, height: 20).projectionEffect(transform)
            }.frame(at: 0)
            let groups = list.items.filter { if case .beginGroup = $0 { true } else { false } }
            #expect(groups == (expectsGroup ? [.beginGroup(.opacity(0))] : []))
            _ = try DisplayListRenderer().render(list)
        }
        // A projection group with NaN entries drawn directly draws nothing and never traps.
        let items: [DisplayItem] = [
            .beginGroup(.projection(nan)),
            .fill(
                path: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), paint: .color(.red),
                eoFill: false, transform: .identity),
            .endGroup,
        ]
        let image = try DisplayListRenderer().render(
            DisplayList(size: CGSize(width: 10, height: 10), items: items))
        #expect(image[5, 5].alpha == 0)
    }

    @Test func affineGeometryEffectsChangeTheTransformOnly() {
        let list = SceneTimeline(size: CGSize(width: 100, height: 100), initialState: 0) { _ in
            Rectangle().frame(width: 20, height: 10)
                .transformEffect(CGAffineTransform(scaleX: 2, y: 3))
        }.frame(at: 0)
        #expect(!list.items.contains { if case .beginGroup = $0 { true } else { false } })
        let fill = list.items.first { if case .fill = $0 { true } else { false } }
        // The view at (40, 45), scaled about its own top-left corner.
        if case .fill(_, _, _, let t)? = fill {
            #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 40, ty: 45))
        }
    }
}
