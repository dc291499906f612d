import Foundation

// swift-corelibs-foundation on Linux has no `CGAffineTransform` (only the unrelated
// `AffineTransform`), so Kinema defines it with CoreGraphics' Swift API. On Apple
// platforms (where Darwin, and with it CoreGraphics, exists) CoreGraphics' own type is
// used and this file compiles to nothing. The test is `canImport(Darwin)`, not
// `canImport(CoreGraphics)`: on Linux Kinema ships a module named CoreGraphics (which
// re-exports this type), and it may be on the search path of any target.
#if !canImport(Darwin)

    /// An affine transformation matrix for 2-D graphics, with CoreGraphics' API.
    ///
    /// Kinema's definition for platforms without CoreGraphics. The matrix acts on
    /// row vectors, as in CoreGraphics:
    ///
    /// ```
    ///              [ a   b   0 ]
    /// [x' y' 1] = [x y 1] [ c   d   0 ]     x' = a x + c y + tx
    ///              [ tx  ty  1 ]            y' = b x + d y + ty
    /// ```
    ///
    /// Like CoreGraphics, the type is plain arithmetic: NaN or infinite entries
    /// are stored as given and propagate into the values they transform.
    @frozen
    public struct CGAffineTransform: Hashable, Sendable {
        /// The entry at row 1, column 1.
        public var a: CGFloat
        /// The entry at row 1, column 2.
        public var b: CGFloat
        /// The entry at row 2, column 1.
        public var c: CGFloat
        /// The entry at row 2, column 2.
        public var d: CGFloat
        /// The translation along x (row 3, column 1).
        public var tx: CGFloat
        /// The translation along y (row 3, column 2).
        public var ty: CGFloat

        /// Creates a transform with every entry zero, as CoreGraphics' `init()` does.
        ///
        /// This is not the identity; use ``identity`` for that.
        @inlinable
        public init() { (a, b, c, d, tx, ty) = (0, 0, 0, 0, 0, 0) }

        /// Creates a transform with the given entries.
        @inlinable
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// Creates a transform with the given entries, in the order a, b, c, d, tx, ty.
        @inlinable
        public init(
            _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
        ) {
            self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        }

        /// A transform that moves points by (`tx`, `ty`).
        @inlinable
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// A transform that scales by `sx` along x and `sy` along y.
        @inlinable
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A transform that rotates by `angle` radians; it maps (1, 0) to
        /// (cos angle, sin angle), which is clockwise on screen where y points down.
        @inlinable
        public init(rotationAngle angle: CGFloat) {
            let (cosine, sine) = (cos(angle), sin(angle))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// The identity transform.
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        /// Whether this is exactly the identity transform.
        @inlinable
        public var isIdentity: Bool { self == .identity }
    }

    extension CGAffineTransform: CustomStringConvertible {
        /// `CGAffineTransform(a: …, b: …, c: …, d: …, tx: …, ty: …)`.
        public var description: String {
            "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
        }
    }

#endif
