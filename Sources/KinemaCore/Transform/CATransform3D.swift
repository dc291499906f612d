// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Core Animation's C names are kept so that code written for it compiles.
import Foundation

// Core Animation's 4x4 transform, which SwiftUI's `ProjectionTransform(_:)` accepts and
// which geometry effects build with `CATransform3DIdentity`, `m34` and
// `CATransform3DRotate`. Linux has no QuartzCore, so Kinema defines the type and its C
// functions with Core Animation's names and rules; where QuartzCore exists, its own type
// is used and this file compiles to nothing.
#if !canImport(QuartzCore)

    /// A 4x4 homogeneous transform acting on row vectors, as Core Animation's.
    ///
    /// ```
    ///                             [ m11 m12 m13 m14 ]
    /// [x' y' z' w'] = [x y z 1]   [ m21 m22 m23 m24 ]
    ///                             [ m31 m32 m33 m34 ]
    ///                             [ m41 m42 m43 m44 ]
    /// ```
    ///
    /// The translation sits in the last row and `m34` is the usual perspective term
    /// (`-1 / eyeDistance`). Like Core Animation's C struct, the type is plain arithmetic.
    public struct CATransform3D: Sendable {
        /// Row 1, column 1.
        public var m11: CGFloat
        /// Row 1, column 2.
        public var m12: CGFloat
        /// Row 1, column 3.
        public var m13: CGFloat
        /// Row 1, column 4.
        public var m14: CGFloat
        /// Row 2, column 1.
        public var m21: CGFloat
        /// Row 2, column 2.
        public var m22: CGFloat
        /// Row 2, column 3.
        public var m23: CGFloat
        /// Row 2, column 4.
        public var m24: CGFloat
        /// Row 3, column 1.
        public var m31: CGFloat
        /// Row 3, column 2.
        public var m32: CGFloat
        /// Row 3, column 3.
        public var m33: CGFloat
        /// Row 3, column 4: the perspective term.
        public var m34: CGFloat
        /// Row 4, column 1: the translation along x.
        public var m41: CGFloat
        /// Row 4, column 2: the translation along y.
        public var m42: CGFloat
        /// Row 4, column 3: the translation along z.
        public var m43: CGFloat
        /// Row 4, column 4.
        public var m44: CGFloat

        /// A transform with every entry zero, as the C struct's `init()`.
        public init() {
            self.init(rows: [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]])
        }

        /// Creates a transform with the given entries, row by row.
        public init(
            m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
            m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
            m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
            m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
        ) {
            (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
            (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
            (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
            (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
        }

        /// The transform whose rows are `rows` (four rows of four entries).
        internal init(rows r: [[CGFloat]]) {
            self.init(
                m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
                m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
                m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
        }

        /// The four rows of four entries.
        internal var rows: [[CGFloat]] {
            [
                [m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34],
                [m41, m42, m43, m44],
            ]
        }
    }

    /// The identity transform.
    public let CATransform3DIdentity = CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// Whether `t` is exactly the identity.
    public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
        CATransform3DEqualToTransform(t, CATransform3DIdentity)
    }

    /// Whether `a` and `b` have exactly equal entries.
    public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        a.rows == b.rows
    }

    /// `a` then `b`: the product `a * b` of row-vector matrices.
    public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        let (x, y) = (a.rows, b.rows)
        let rows = (0..<4).map { i in
            (0..<4).map { j in (0..<4).reduce(CGFloat(0)) { $0 + x[i][$1] * y[$1][j] } }
        }
        return CATransform3D(rows: rows)
    }

    /// A translation by (`tx`, `ty`, `tz`).
    public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
        -> CATransform3D
    {
        var t = CATransform3DIdentity
        (t.m41, t.m42, t.m43) = (tx, ty, tz)
        return t
    }

    /// A scale by (`sx`, `sy`, `sz`).
    public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
        -> CATransform3D
    {
        var t = CATransform3DIdentity
        (t.m11, t.m22, t.m33) = (sx, sy, sz)
        return t
    }

    /// `t` translated: `translation(tx, ty, tz) * t` (the translation applies first).
    public func CATransform3DTranslate(
        _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
    ) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
    }

    /// `t` scaled: `scale(sx, sy, sz) * t` (the scale applies first).
    public func CATransform3DScale(
        _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
    ) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
    }

#endif
