// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Core Animation's C names are kept so that code written for it compiles.
import Foundation

#if !canImport(QuartzCore)

    /// A rotation by `angle` radians about the axis (`x`, `y`, `z`) through the origin;
    /// the identity when the axis has length zero or an input is not finite.
    ///
    /// About the z axis it equals `CGAffineTransform(rotationAngle: angle)`: (1, 0, 0)
    /// goes to (cos angle, sin angle, 0), clockwise on a screen whose y axis points down.
    /// In general (Rodrigues' formula for row vectors, u the unit axis, c = cos angle,
    /// s = sin angle): `m_ij = c δ_ij + (1 - c) u_i u_j + s ε_ijk u_k`.
    public func CATransform3DMakeRotation(
        _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
    ) -> CATransform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else { return CATransform3DIdentity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let (c, s) = (cos(angle), sin(angle))
        let k = 1 - c
        var t = CATransform3DIdentity
        (t.m11, t.m12, t.m13) = (c + k * ux * ux, k * ux * uy + s * uz, k * ux * uz - s * uy)
        (t.m21, t.m22, t.m23) = (k * ux * uy - s * uz, c + k * uy * uy, k * uy * uz + s * ux)
        (t.m31, t.m32, t.m33) = (k * ux * uz + s * uy, k * uy * uz - s * ux, c + k * uz * uz)
        return t
    }

    /// `t` rotated: `rotation(angle, x, y, z) * t` (the rotation applies first).
    public func CATransform3DRotate(
        _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
    ) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
    }

    /// The inverse of `t`, or `t` itself when it has none (as Core Animation documents).
    public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
        // Gauss-Jordan elimination with partial pivoting on [t | I].
        var a = t.rows.enumerated().map { i, row in
            row + (0..<4).map { CGFloat($0 == i ? 1 : 0) }
        }
        for column in 0..<4 {
            let pivot = (column..<4).max { abs(a[$0][column]) < abs(a[$1][column]) }!
            guard abs(a[pivot][column]) > 1e-300, a[pivot][column].isFinite else { return t }
            a.swapAt(column, pivot)
            let scale = a[column][column]
            a[column] = a[column].map { $0 / scale }
            for row in 0..<4 where row != column {
                let factor = a[row][column]
                if factor != 0 {
                    a[row] = zip(a[row], a[column]).map { $0 - factor * $1 }
                }
            }
        }
        let inverse = CATransform3D(rows: a.map { Array($0[4...]) })
        return inverse.rows.joined().allSatisfy(\.isFinite) ? inverse : t
    }

    /// The 3-D form of an affine transform: `a b tx / c d ty` in the x-y block and the
    /// translation row, the identity elsewhere.
    public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
        var t = CATransform3DIdentity
        (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
        return t
    }

    /// Whether `t` acts only in the x-y plane, as an affine transform does.
    public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
        t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
            && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
    }

    /// The affine part of `t`: (m11, m12, m21, m22, m41, m42).
    public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
        CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
    }

#endif
