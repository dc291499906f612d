import Foundation
import KinemaCore
import KinemaScene

nonisolated extension Shape {
    /// The shape moved by `offset`, as a shape.
    /// - Parameter offset: The offset.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by `offset`, as a shape.
    /// - Parameter offset: The offset, as a point.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape moved by `x` and `y`, as a shape.
    /// - Parameters:
    ///   - x: The horizontal offset; 0 unless given.
    ///   - y: The vertical offset; 0 unless given.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape rotated about an anchor of its frame, as a shape.
    /// - Parameters:
    ///   - angle: The angle (clockwise on screen when positive).
    ///   - anchor: The point it turns about; the centre unless given.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled about an anchor of its frame, as a shape.
    /// - Parameters:
    ///   - x: The horizontal factor; 1 unless given.
    ///   - y: The vertical factor; 1 unless given.
    ///   - anchor: The point that stays put; the centre unless given.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
        -> ScaledShape<Self>
    {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` in both directions about an anchor, as a shape.
    /// - Parameters:
    ///   - scale: The factor.
    ///   - anchor: The point that stays put; the centre unless given.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape mapped by an affine transform, as a shape.
    /// - Parameter transform: The transform.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

nonisolated extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, moved the same way.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

nonisolated extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, rotated the same way.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(
            shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

nonisolated extension ScaledShape: InsettableShape where Content: InsettableShape {
    /// The inset shape, scaled the same way.
    public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
        ScaledShape<Content.InsetShape>(
            shape: shape.inset(by: amount), scale: scale, anchor: anchor)
    }
}
