import Foundation

#if canImport(QuartzCore)
    import QuartzCore
#endif

extension ProjectionTransform {
    /// The transform SwiftUI's `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`
    /// applies to content of `size` (Kinema's own entry point: SwiftUI computes it inside
    /// the effect).
    ///
    /// In Core Animation terms, with `a = (anchor.x * width, anchor.y * height, anchorZ)`
    /// and `d = max(width, height) / perspective`, the content is moved so that `a` is the
    /// origin, rotated by `angle` about `axis` (Rodrigues' formula, as
    /// `CATransform3DMakeRotation`), seen through a perspective whose eye sits at distance
    /// `d` (`m34 = -1 / d`), and moved back:
    ///
    /// ```
    /// translation(-a) * rotation(angle, axis) * perspective(-1 / d) * translation(a)
    /// ```
    ///
    /// then projected onto the plane z = 0 (`init(_:)` from a `CATransform3D`). So a point p of
    /// the content, with `q = rotation(p - a)` (p at depth 0), lands at
    ///
    /// ```
    /// (a.x, a.y) + (q.x, q.y) / (1 - q.z / d)
    /// ```
    ///
    /// The eye looks from positive z: what the rotation brings towards it (q.z > 0) grows.
    /// With the y axis pointing down, a positive rotation about (0, 1, 0) brings the
    /// leading edge closer, as SwiftUI's documented 45° example shows.
    /// `perspective: 0` is an orthographic projection; larger values bring the eye closer.
    ///
    /// Bad input never gives NaN entries: a non-finite angle or a zero or non-finite axis
    /// is no rotation, a non-finite anchor coordinate or `anchorZ` is 0, and a zero or
    /// non-finite eye distance (an empty size, a NaN perspective) is orthographic.
    /// - Parameters:
    ///   - angle: The rotation angle.
    ///   - axis: The rotation axis (any length but zero).
    ///   - anchor: The point of the content, in unit coordinates, the axis runs through.
    ///   - anchorZ: The depth of the point the axis runs through.
    ///   - perspective: The relative vanishing point; 1 puts the eye at the larger side's
    ///     length.
    ///   - size: The size of the content.
    public static func rotation3D(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1, size: CGSize
    ) -> ProjectionTransform {
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        let ax = finite(anchor.x * size.width)
        let ay = finite(anchor.y * size.height)
        let az = finite(anchorZ)
        let distance = max(size.width, size.height) / perspective
        var eye = CATransform3DIdentity
        eye.m34 = distance != 0 && distance.isFinite ? -1 / distance : 0
        let moved = CATransform3DTranslate(CATransform3DIdentity, ax, ay, az)
        let rotated = CATransform3DRotate(
            CATransform3DConcat(eye, moved), angle.radians, axis.x, axis.y, axis.z)
        return ProjectionTransform(CATransform3DTranslate(rotated, -ax, -ay, -az))
    }
}
