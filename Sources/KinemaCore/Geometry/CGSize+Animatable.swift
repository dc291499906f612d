import Foundation

extension CGSize: Animatable {
    /// The pair (width, height), as SwiftUI animates a size.
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}
