import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene

/// A shape moved by an offset, as SwiftUI's; the offset animates.
nonisolated public struct OffsetShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The offset.
    public var offset: CGSize

    /// Creates an offset shape.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's outline moved by the offset.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    /// The shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The shape's data and the offset.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set {
            shape.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }
}

/// A shape rotated about an anchor of its frame, as SwiftUI's; the angle and anchor
/// animate.
nonisolated public struct RotatedShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The rotation angle (clockwise on screen for positive angles).
    public var angle: Angle
    /// The point of the frame, in unit coordinates, the shape turns about.
    public var anchor: UnitPoint

    /// Creates a rotated shape.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's outline rotated about the anchor.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(
            CGAffineTransform(rotationAngle: angle.radians).about(anchor, of: rect))
    }

    /// The shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The shape's data, the angle and the anchor.
    public var animatableData:
        AnimatablePair<Content.AnimatableData, AnimatablePair<Double, UnitPoint.AnimatableData>>
    {
        get {
            AnimatablePair(
                shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData))
        }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

/// A shape scaled about an anchor of its frame, as SwiftUI's; the scale and anchor
/// animate.
nonisolated public struct ScaledShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The scale factors along x and y.
    public var scale: CGSize
    /// The point of the frame, in unit coordinates, that stays put.
    public var anchor: UnitPoint

    /// Creates a scaled shape.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's outline scaled about the anchor.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(
            CGAffineTransform(scaleX: scale.width, y: scale.height).about(anchor, of: rect))
    }

    /// The shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The shape's data, the scale and the anchor.
    public var animatableData:
        AnimatablePair<
            Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>
        >
    {
        get {
            AnimatablePair(
                shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData))
        }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

/// A shape mapped by an affine transform, as SwiftUI's.
nonisolated public struct TransformedShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The transform.
    public var transform: CGAffineTransform

    /// Creates a transformed shape.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's outline mapped by the transform.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

    /// The shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The shape's data (the transform does not animate).
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension CGAffineTransform {
    /// This transform applied about the point at `anchor` of `rect` instead of the origin.
    fileprivate func about(_ anchor: UnitPoint, of rect: CGRect) -> CGAffineTransform {
        let x = rect.minX + anchor.x * rect.width
        let y = rect.minY + anchor.y * rect.height
        return CGAffineTransform(translationX: -x, y: -y)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: x, y: y))
    }
}

extension OffsetShape: StrokedShapeMarker where Content: StrokedShapeMarker {
    package var strokeStyle: StrokeStyle { shape.strokeStyle }
}

extension RotatedShape: StrokedShapeMarker where Content: StrokedShapeMarker {
    package var strokeStyle: StrokeStyle { shape.strokeStyle }
}

extension ScaledShape: StrokedShapeMarker where Content: StrokedShapeMarker {
    package var strokeStyle: StrokeStyle { shape.strokeStyle }
}

extension TransformedShape: StrokedShapeMarker where Content: StrokedShapeMarker {
    package var strokeStyle: StrokeStyle { shape.strokeStyle }
}
