import Foundation
import KinemaCore
import KinemaGraphics

/// A rectangle with a radius of its own at each corner, as SwiftUI's; the radii animate.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12)
/// ```
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// The style of the corners.
    public var style: RoundedCornerStyle

    /// Creates the shape from corner radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates the shape from a radius per corner; each is 0 unless given.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
        bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The frame with its corners rounded (each radius limited to half the shorter side).
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The shape inset by `amount`, every radius shrunk by the same amount.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        _InsetShape(shape: self, amount: amount)
    }

    /// The four radii.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

nonisolated extension UnevenRoundedRectangle: ConcentricInsetShape {
    internal func path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
        var radii = cornerRadii
        for corner in [
            \RectangleCornerRadii.topLeading, \.bottomLeading, \.bottomTrailing, \.topTrailing,
        ] {
            radii[keyPath: corner] = max(radii[keyPath: corner] - amount, 0)
        }
        return Path(roundedRect: rect.insetClamped(by: amount), cornerRadii: radii, style: style)
    }
}

/// The shape of the container a view sits in, as SwiftUI's. Kinema has no container
/// shapes, so it is the frame's rectangle — what SwiftUI draws outside any container.
nonisolated public struct ContainerRelativeShape: InsettableShape {
    /// Creates the shape.
    @inlinable
    public init() {}

    /// The frame as a closed path.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The shape inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
        _InsetShape(shape: self, amount: amount)
    }
}
