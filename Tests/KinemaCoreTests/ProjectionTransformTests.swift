import Foundation
import KinemaCore
import KinemaTestSupport
import Testing

@Suite("ProjectionTransform")
struct ProjectionTransformTests {
    private func expectPoint(
        _ actual: CGPoint, _ expected: CGPoint, _ tolerance: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectClose(actual.x, expected.x, absolute: tolerance, sourceLocation: sourceLocation)
        expectClose(actual.y, expected.y, absolute: tolerance, sourceLocation: sourceLocation)
    }

    @Test func identityAndAffineForms() {
        let identity = ProjectionTransform()
        #expect(identity.isIdentity && identity.isAffine)
        let affine = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
        let m = ProjectionTransform(affine)
        #expect(m.isAffine && !m.isIdentity)
        let entries: [CGFloat] = [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33]
        #expect(entries == [2, 0.5, 0, -1, 3, 0, 7, -4, 1])
        let p = CGPoint(x: 3, y: -2)
        expectPoint(p.applying(m), p.applying(affine), 1e-12)
        var perspective = ProjectionTransform()
        perspective.m13 = 0.001
        #expect(!perspective.isAffine)
        // W = 1 + 0.001 * 100 = 1.1.
        expectPoint(
            CGPoint(x: 100, y: 50).applying(perspective), CGPoint(x: 100 / 1.1, y: 50 / 1.1), 1e-12)
    }

    @Test func concatenationAppliesTheLeftTransformFirst() {
        let move = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        let p = CGPoint(x: 1, y: 1)
        expectPoint(p.applying(move.concatenating(scale)), CGPoint(x: 22, y: 2), 1e-12)
        expectPoint(p.applying(scale.concatenating(move)), CGPoint(x: 12, y: 2), 1e-12)
    }

    @Test func inversionUndoesAHomography() {
        let m = ProjectionTransform(
            m11: 1.2, m12: 0.1, m13: 0.002, m21: -0.3, m22: 0.9, m23: -0.001, m31: 5, m32: 7,
            m33: 1)
        var inverse = m
        let inverted = inverse.invert()
        #expect(inverted)
        let product = m.concatenating(inverse)
        for (a, e) in zip(
            [
                product.m11, product.m12, product.m13, product.m21, product.m22, product.m23,
                product.m31, product.m32, product.m33,
            ],
            [1.0, 0, 0, 0, 1, 0, 0, 0, 1])
        {
            expectClose(a, e, absolute: 1e-12)
        }
        let p = CGPoint(x: 40, y: -25)
        expectPoint(p.applying(m).applying(m.inverted()), p, 1e-9)
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let singularInverted = singular.invert()
        #expect(!singularInverted)
        #expect(singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
        var nonFinite = ProjectionTransform()
        nonFinite.m11 = .nan
        let nonFiniteInverted = nonFinite.invert()
        #expect(!nonFiniteInverted)
    }

    @Test func vanishingLineGoesToInfinityNotNaN() {
        var m = ProjectionTransform()
        m.m13 = -0.01  // W = 1 - x / 100
        let p = CGPoint(x: 100, y: 0).applying(m)
        #expect(p.x == .infinity && p.y == 0)
    }

    @Test func caTransformRotationAboutZIsTheAffineRotation() {
        let angle = 0.7
        let rotation = ProjectionTransform(CATransform3DMakeRotation(angle, 0, 0, 5))
        let affine = ProjectionTransform(CGAffineTransform(rotationAngle: angle))
        for (a, e) in zip(
            [rotation.m11, rotation.m12, rotation.m21, rotation.m22],
            [affine.m11, affine.m12, affine.m21, affine.m22])
        {
            expectClose(a, e, absolute: 1e-15)
        }
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(.nan, 0, 1, 0)))
        // Translate applies its translation before the transform it is given.
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0)
        #expect(t.m41 == 10)
        let inverse = CATransform3DInvert(CATransform3DMakeRotation(0.3, 1, 2, 3))
        let back = CATransform3DConcat(CATransform3DMakeRotation(0.3, 1, 2, 3), inverse)
        expectClose(back.m11, 1, absolute: 1e-12)
        expectClose(back.m23, 0, absolute: 1e-12)
        #expect(
            CATransform3DIsAffine(
                CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 1))))
    }

    /// The rotation3DEffect homography by hand, for a rotation about the y axis: a point at
    /// (X, Y) from the anchor goes to (X cos θ, Y, -X sin θ) and is seen from distance
    /// d = max(w, h) / perspective, so it lands at anchor + (X cos θ, Y) / (1 + X sin θ / d).
    @Test(arguments: [(45.0, 1.0), (30.0, 2.0), (-60.0, 0.5), (80.0, 0.0)])
    func rotationAboutYMatchesTheHandHomography(degrees: Double, perspective: Double) {
        let size = CGSize(width: 200, height: 100)
        let m = ProjectionTransform.rotation3D(
            .degrees(degrees), axis: (x: 0, y: 1, z: 0), perspective: perspective, size: size)
        let (c, s) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        let d = 200 / perspective
        for corner in [
            CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 0, y: 100),
            CGPoint(x: 200, y: 100),
        ] {
            let (x, y) = (corner.x - 100, corner.y - 50)
            let w = 1 + x * s / d
            expectPoint(corner.applying(m), CGPoint(x: 100 + x * c / w, y: 50 + y / w), 1e-9)
        }
    }

    /// About the x axis with a depth anchor: p - a = (X, Y, -z0) turns to
    /// (X, Y cos θ + z0 sin θ, Y sin θ - z0 cos θ) — then the same division.
    @Test func rotationAboutXWithAnchorZMatchesTheHandHomography() {
        let size = CGSize(width: 100, height: 100)
        let (theta, z0) = (0.5, 20.0)
        let m = ProjectionTransform.rotation3D(
            .radians(theta), axis: (x: 3, y: 0, z: 0), anchor: .topLeading, anchorZ: z0, size: size)
        for corner in [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 30, y: 100)] {
            let (x, y) = (corner.x, corner.y)
            let qy = y * cos(theta) + z0 * sin(theta)
            let qz = y * sin(theta) - z0 * cos(theta)
            let w = 1 - qz / 100
            expectPoint(corner.applying(m), CGPoint(x: x / w, y: qy / w), 1e-9)
        }
    }

    @Test func badInputNeverGivesNaN() {
        let cases = [
            ProjectionTransform.rotation3D(.degrees(30), axis: (x: 0, y: 1, z: 0), size: .zero),
            .rotation3D(
                .degrees(30), axis: (x: 0, y: 1, z: 0), perspective: .nan,
                size: CGSize(width: 10, height: 10)),
            .rotation3D(
                .radians(.nan), axis: (x: 0, y: 1, z: 0), size: CGSize(width: 10, height: 10)),
            .rotation3D(
                .degrees(30), axis: (x: 0, y: 0, z: 0), size: CGSize(width: 10, height: 10)),
            .rotation3D(
                .degrees(30), axis: (x: 1, y: 0, z: 0), anchor: UnitPoint(x: .nan, y: 0),
                anchorZ: .infinity, size: CGSize(width: 10, height: 10)),
        ]
        for m in cases {
            let entries: [CGFloat] = [
                m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33,
            ]
            #expect(entries.allSatisfy { $0.isFinite })
        }
        #expect(cases[2].isIdentity && cases[3].isIdentity)
    }
}
