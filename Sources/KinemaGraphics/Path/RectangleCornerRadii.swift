import Foundation
import KinemaCore

/// The radii of a rectangle's four corners, as SwiftUI's; leading is left and trailing
/// right (Kinema lays out left to right).
@frozen
public struct RectangleCornerRadii: Equatable, Sendable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Creates corner radii; each is 0 unless given.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
        topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

extension RectangleCornerRadii: Animatable {
    /// The four radii: (top leading, bottom leading) and (bottom trailing, top trailing).
    public var animatableData:
        AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    {
        get {
            AnimatablePair(
                AnimatablePair(topLeading, bottomLeading),
                AnimatablePair(bottomTrailing, topTrailing))
        }
        set {
            (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
        }
    }
}
