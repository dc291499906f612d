import Foundation

extension CGPoint: Animatable {
    /// The pair (x, y), as SwiftUI animates a point.
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
