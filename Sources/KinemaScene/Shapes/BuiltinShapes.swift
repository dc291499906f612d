import Foundation
import KinemaCore

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    @inlinable
    public init() {}

    /// The frame as a closed path.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners; the corner size animates.
public struct RoundedRectangle: Shape {
    /// The size of each corner's quarter ellipse.
    public var cornerSize: CGSize
    /// The style of the corners (Kinema draws both as circular).
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
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize)
        return path
    }

    /// The corner size.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

/// The shape of rounded corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Smooth corners (drawn as quarter circles by Kinema).
    case continuous
}

/// A circle centred in its frame, of diameter the frame's shorter side.
public struct Circle: Shape {
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
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    /// Creates an ellipse.
    @inlinable
    public init() {}

    /// The ellipse inscribed in the frame.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape {
    /// The style of the corners.
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    /// The frame with corners of radius half its shorter side.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}
