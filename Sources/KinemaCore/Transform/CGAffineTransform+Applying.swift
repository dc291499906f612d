import Foundation

#if !canImport(Darwin)

    extension CGPoint {
        /// This point mapped by `t`: (a x + c y + tx, b x + d y + ty).
        @inlinable
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// This size mapped by `t` as a vector, ignoring the translation:
        /// (a w + c h, b w + d h). The result may be negative.
        @inlinable
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle holding the four corners of this rectangle
        /// mapped by `t`, as CoreGraphics computes it.
        ///
        /// A null rectangle stays null and an infinite one stays infinite.
        @inlinable
        public func applying(_ t: CGAffineTransform) -> CGRect {
            if isNull || isInfinite { return self }
            let p1 = CGPoint(x: minX, y: minY).applying(t)
            let p2 = CGPoint(x: maxX, y: minY).applying(t)
            let p3 = CGPoint(x: minX, y: maxY).applying(t)
            let p4 = CGPoint(x: maxX, y: maxY).applying(t)
            let left = Swift.min(p1.x, p2.x, p3.x, p4.x)
            let top = Swift.min(p1.y, p2.y, p3.y, p4.y)
            let right = Swift.max(p1.x, p2.x, p3.x, p4.x)
            let bottom = Swift.max(p1.y, p2.y, p3.y, p4.y)
            return CGRect(x: left, y: top, width: right - left, height: bottom - top)
        }
    }

#endif
