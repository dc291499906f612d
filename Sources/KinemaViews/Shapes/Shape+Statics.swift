import Foundation
import KinemaCore
import KinemaGraphics
import KinemaScene

// SwiftUI's shape members: `.clipShape(.rect(cornerRadius: 8))`,
// `.background(.red, in: .capsule)`.

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rectangle with circular corners of radius `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
        -> RoundedRectangle
    {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with elliptical corners of size `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
        -> RoundedRectangle
    {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius of its own at each corner.
    public static func rect(
        cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with a radius of its own at each corner; each is 0 unless given.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
        bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
            style: style)
    }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with corners of the given style.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    /// The container's shape (the frame's rectangle in Kinema).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
