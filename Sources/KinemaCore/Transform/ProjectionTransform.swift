import Foundation

#if canImport(QuartzCore)
    import QuartzCore
#endif

/// A 3x3 projective transform of the plane, as SwiftUI's: what geometry effects return
/// and what `rotation3DEffect` applies.
///
/// It acts on row vectors `[x y 1]`, like `CGAffineTransform`, and divides by the third
/// component:
///
/// ```
///                       [ m11 m12 m13 ]
/// [X Y W] = [x y 1]     [ m21 m22 m23 ]      x' = X / W,  y' = Y / W
///                       [ m31 m32 m33 ]
/// ```
///
/// `m13` and `m23` are the perspective terms; a transform with `m13 = m23 = 0` and
/// `m33 = 1` is affine.
@frozen
public struct ProjectionTransform: Sendable {
    /// Row 1, column 1.
    public var m11: CGFloat = 1
    /// Row 1, column 2.
    public var m12: CGFloat = 0
    /// Row 1, column 3: the perspective term along x.
    public var m13: CGFloat = 0
    /// Row 2, column 1.
    public var m21: CGFloat = 0
    /// Row 2, column 2.
    public var m22: CGFloat = 1
    /// Row 2, column 3: the perspective term along y.
    public var m23: CGFloat = 0
    /// Row 3, column 1: the translation along x.
    public var m31: CGFloat = 0
    /// Row 3, column 2: the translation along y.
    public var m32: CGFloat = 0
    /// Row 3, column 3.
    public var m33: CGFloat = 1

    /// The identity transform.
    @inlinable
    public init() {}

    /// The projective form of an affine transform: `a b 0 / c d 0 / tx ty 1`.
    @inlinable
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// The projection of a 3-D transform onto the plane z = 0, as SwiftUI makes it: the
    /// z row and column are dropped (m11 m12 m14 / m21 m22 m24 / m41 m42 m44).
    @inlinable
    public init(_ m: CATransform3D) {
        (m11, m12, m13) = (m.m11, m.m12, m.m14)
        (m21, m22, m23) = (m.m21, m.m22, m.m24)
        (m31, m32, m33) = (m.m41, m.m42, m.m44)
    }

    /// Creates a transform with the given entries, row by row (Kinema's own: SwiftUI
    /// keeps this initializer internal).
    @inlinable
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine: no perspective terms (`m13 = m23 = 0`, `m33 = 1`).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Inverts the transform in place; returns `false`, leaving it unchanged, when it
    /// has no inverse (a zero or non-finite determinant).
    @discardableResult
    public mutating func invert() -> Bool {
        // The inverse is the adjugate divided by the determinant.
        let c11 = m22 * m33 - m23 * m32
        let c12 = m13 * m32 - m12 * m33
        let c13 = m12 * m23 - m13 * m22
        let determinant = m11 * c11 + m21 * c12 + m31 * c13
        guard determinant != 0, determinant.isFinite else { return false }
        let inverse = ProjectionTransform(
            m11: c11, m12: c12, m13: c13,
            m21: m23 * m31 - m21 * m33, m22: m11 * m33 - m13 * m31, m23: m13 * m21 - m11 * m23,
            m31: m21 * m32 - m22 * m31, m32: m12 * m31 - m11 * m32, m33: m11 * m22 - m12 * m21
        ).scaled(by: 1 / determinant)
        guard inverse.entries.allSatisfy(\.isFinite) else { return false }
        self = inverse
        return true
    }

    /// The inverse, or this transform itself when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// This transform followed by `rhs`: the matrix product `self * rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let (a, b) = (self, rhs)
        return ProjectionTransform(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// The nine entries, row by row.
    internal var entries: [CGFloat] { [m11, m12, m13, m21, m22, m23, m31, m32, m33] }

    /// Every entry multiplied by `factor`.
    private func scaled(by f: CGFloat) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * f, m12: m12 * f, m13: m13 * f, m21: m21 * f, m22: m22 * f,
            m23: m23 * f, m31: m31 * f, m32: m32 * f, m33: m33 * f)
    }
}

extension ProjectionTransform: Equatable {
    /// Whether every entry is equal.
    public static func == (lhs: ProjectionTransform, rhs: ProjectionTransform) -> Bool {
        lhs.entries == rhs.entries
    }
}

extension CGPoint {
    /// This point mapped by a projective transform: `(X / W, Y / W)`.
    ///
    /// A point on the transform's vanishing line (W = 0) goes to infinity in the
    /// direction of (X, Y), a zero component staying zero, so that no NaN comes out of
    /// finite input.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let px = m.m11 * x + m.m21 * y + m.m31
        let py = m.m12 * x + m.m22 * y + m.m32
        let pw = m.m13 * x + m.m23 * y + m.m33
        guard pw == 0 else { return CGPoint(x: px / pw, y: py / pw) }
        func infinite(_ v: CGFloat) -> CGFloat { v == 0 ? 0 : (v > 0 ? .infinity : -.infinity) }
        return CGPoint(x: infinite(px), y: infinite(py))
    }
}
