import Foundation
import KinemaCore
import KinemaGraphics

/// A rectangle filling its frame.
nonisolated public struct Rectangle: InsettableShape {
    /// Creates a rectangle.
    @inlinable
    public init() {}

    /// The frame as a closed path.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The rectangle inset by `amount` on every side.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
        _InsetShape(shape: self, amount: amount)
    }
}

/// A rectangle with rounded corners; the corner size animates.
nonisolated public struct RoundedRectangle: InsettableShape {
    /// The size of each corner's quarter ellipse.
    public var cornerSize: CGSize
    /// The style of the corners.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle with circular corners.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Creates a rounded rectangle with elliptical corners.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The frame with rounded corners (limited to half of each side).
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// The rounded rectangle inset by `amount`, its corners shrunk by the same amount.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        _InsetShape(shape: self, amount: amount)
    }

    /// The corner size.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

nonisolated extension RoundedRectangle: ConcentricInsetShape {
    internal func path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
        let corner = CGSize(
            width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0))
        return Path(roundedRect: rect.insetClamped(by: amount), cornerSize: corner, style: style)
    }
}

/// A circle centred in its frame, of diameter the frame's shorter side.
nonisolated public struct Circle: InsettableShape {
    /// Creates a circle.
    @inlinable
    public init() {}

    /// The circle inscribed in the centred square.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(
            ellipseIn: CGRect(
                x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// The circle with its radius reduced by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> {
        _InsetShape(shape: self, amount: amount)
    }
}

/// An ellipse filling its frame.
nonisolated public struct Ellipse: InsettableShape {
    /// Creates an ellipse.
    @inlinable
    public init() {}

    /// The ellipse inscribed in the frame.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    /// The ellipse inscribed in the frame inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> {
        _InsetShape(shape: self, amount: amount)
    }
}

/// A rectangle whose shorter sides are half circles.
nonisolated public struct Capsule: InsettableShape {
    /// The style of the corners.
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    /// The frame with corners of radius half its shorter side.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }

    /// The capsule in the frame inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> {
        _InsetShape(shape: self, amount: amount)
    }
}
