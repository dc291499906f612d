import Foundation
import KinemaCore
import KinemaTestSupport
import Testing

#if !canImport(Darwin)

    @Suite("CGAffineTransform (Kinema's definition)")
    struct CGAffineTransformTests {
        /// Records an issue unless the points agree within `tolerance`.
        private func expectPoint(
            _ actual: CGPoint, _ expected: CGPoint, _ tolerance: Double,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            expectClose(
                Double(actual.x), Double(expected.x), absolute: tolerance,
                sourceLocation: sourceLocation)
            expectClose(
                Double(actual.y), Double(expected.y), absolute: tolerance,
                sourceLocation: sourceLocation)
        }

        /// A random transform with entries in -3...3 and translations in -100...100.
        private func randomTransform(_ generator: inout SeededGenerator) -> CGAffineTransform {
            CGAffineTransform(
                a: .random(in: -3...3, using: &generator),
                b: .random(in: -3...3, using: &generator),
                c: .random(in: -3...3, using: &generator),
                d: .random(in: -3...3, using: &generator),
                tx: .random(in: -100...100, using: &generator),
                ty: .random(in: -100...100, using: &generator))
        }

        /// Foundation's `AffineTransform` with the same entries: the independent oracle.
        private func oracle(_ t: CGAffineTransform) -> AffineTransform {
            AffineTransform(m11: t.a, m12: t.b, m21: t.c, m22: t.d, tX: t.tx, tY: t.ty)
        }

        @Test("identity, init() and the basic transforms")
        func basics() {
            #expect(CGAffineTransform.identity.isIdentity)
            #expect(
                CGAffineTransform() == CGAffineTransform(0, 0, 0, 0, 0, 0),
                "init() is all zeros, as in CoreGraphics")
            #expect(!CGAffineTransform().isIdentity)
            #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
            #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
            #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
            let p = CGPoint(x: 2, y: 3)
            #expect(p.applying(CGAffineTransform(translationX: 10, y: -1)) == CGPoint(x: 12, y: 2))
            #expect(p.applying(CGAffineTransform(scaleX: -2, y: 0.5)) == CGPoint(x: -4, y: 1.5))
            expectPoint(
                CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)),
                CGPoint(x: 0, y: 1), 1e-15)
            expectPoint(
                CGPoint(x: 0, y: 1).applying(CGAffineTransform(rotationAngle: .pi / 2)),
                CGPoint(x: -1, y: 0), 1e-15)
        }

        @Test("concatenating applies self first, then the argument")
        func order() {
            let translate = CGAffineTransform(translationX: 10, y: 0)
            let scale = CGAffineTransform(scaleX: 2, y: 2)
            let p = CGPoint(x: 1, y: 1)
            #expect(p.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
            #expect(p.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
            #expect(
                p.applying(scale.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 2),
                "translation in input space")
            #expect(p.applying(translate.scaledBy(x: 2, y: 3)) == CGPoint(x: 12, y: 3))
            expectPoint(p.applying(translate.rotated(by: .pi)), CGPoint(x: 9, y: -1), 1e-14)
        }

        @Test(
            "random transforms agree with Foundation's AffineTransform",
            arguments: [11, 12] as [UInt64])
        func againstFoundation(seed: UInt64) {
            var generator = SeededGenerator(seed: seed)
            for _ in 0..<200 {
                let t1 = randomTransform(&generator)
                let t2 = randomTransform(&generator)
                let p = CGPoint(
                    x: .random(in: -50...50, using: &generator),
                    y: .random(in: -50...50, using: &generator))
                expectPoint(p.applying(t1), oracle(t1).transform(p), 1e-10)
                expectPoint(
                    p.applying(t1.concatenating(t2)), oracle(t2).transform(oracle(t1).transform(p)),
                    1e-9)
                let (dx, dy) = (
                    CGFloat.random(in: -9...9, using: &generator),
                    CGFloat.random(in: -9...9, using: &generator)
                )
                expectPoint(
                    p.applying(t1.translatedBy(x: dx, y: dy)),
                    CGPoint(x: p.x + dx, y: p.y + dy).applying(t1), 1e-9)
                let determinant = Double(t1.a * t1.d - t1.b * t1.c)
                if abs(determinant) > 1e-3, let inverse = oracle(t1).inverted() {
                    let mine = t1.inverted()
                    expectPoint(p.applying(mine), inverse.transform(p), 1e-6 / abs(determinant))
                    expectPoint(p.applying(t1).applying(mine), p, 1e-6 / abs(determinant))
                }
                let size = CGSize(width: p.x, height: p.y)
                let mapped = size.applying(t1)
                let withoutTranslation = oracle(CGAffineTransform(t1.a, t1.b, t1.c, t1.d, 0, 0))
                    .transform(p)
                expectPoint(CGPoint(x: mapped.width, y: mapped.height), withoutTranslation, 1e-10)
            }
        }

        @Test("inverted() returns the transform unchanged when it is singular or not finite")
        func singular() {
            let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
            #expect(singular.inverted() == singular)
            #expect(CGAffineTransform().inverted() == CGAffineTransform())
            let infinite = CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            #expect(infinite.inverted() == infinite)
            let tiny = CGAffineTransform(a: 1e-200, b: 0, c: 0, d: 1e-200, tx: 0, ty: 0)
            #expect(tiny.inverted() == tiny, "the determinant underflows to 0")
            let overflowing = CGAffineTransform(a: 1e-300, b: 0, c: 0, d: 1e-10, tx: 1e10, ty: 0)
            #expect(overflowing.inverted() == overflowing, "the inverse translation overflows")
            #expect(
                CGAffineTransform(scaleX: 4, y: -0.5).inverted()
                    == CGAffineTransform(scaleX: 0.25, y: -2))
        }

        @Test("CGRect.applying gives the bounding box of the mapped corners")
        func rect() {
            let square = CGRect(x: 0, y: 0, width: 1, height: 1)
            let rotated = square.applying(CGAffineTransform(rotationAngle: .pi / 4))
            let half = 0.5.squareRoot()
            expectClose(Double(rotated.minX), -half, absolute: 1e-15)
            expectClose(Double(rotated.minY), 0, absolute: 1e-15)
            expectClose(Double(rotated.width), 2 * half, absolute: 1e-15)
            expectClose(Double(rotated.height), 2 * half, absolute: 1e-15)
            let flipped = CGRect(x: 1, y: 2, width: 3, height: 4).applying(
                CGAffineTransform(scaleX: -1, y: 1))
            #expect(flipped == CGRect(x: -4, y: 2, width: 3, height: 4))
            let negative = CGRect(x: 1, y: 1, width: -2, height: -2).applying(.identity)
            #expect(
                negative == CGRect(x: -1, y: -1, width: 2, height: 2), "the result is standardized")
            #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
            #expect(CGRect.infinite.applying(CGAffineTransform(translationX: 1, y: 1)).isInfinite)
        }
    }

#endif
