import Foundation

#if !canImport(Darwin)

    extension CGAffineTransform {
        /// The transform that applies this one, then `t2`: the matrix product `self * t2`.
        @inlinable
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c,
                b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c,
                d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx,
                ty: tx * t2.b + ty * t2.d + t2.ty
            )
        }

        /// This transform preceded by a translation by (`tx`, `ty`): the translation
        /// happens in this transform's input space.
        @inlinable
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// This transform preceded by a scale by (`sx`, `sy`).
        @inlinable
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// This transform preceded by a rotation by `angle` radians.
        @inlinable
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The inverse transform, or this transform unchanged when it cannot be
        /// inverted (its determinant `a d - b c` is zero or not finite), as
        /// CoreGraphics does.
        @inlinable
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            let inverse = CGAffineTransform(
                a: d / determinant,
                b: -b / determinant,
                c: -c / determinant,
                d: a / determinant,
                tx: (c * ty - d * tx) / determinant,
                ty: (b * tx - a * ty) / determinant
            )
            let entries = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty]
            return entries.allSatisfy(\.isFinite) ? inverse : self
        }
    }

#endif
