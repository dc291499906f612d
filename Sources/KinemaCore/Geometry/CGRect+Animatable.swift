import Foundation

extension CGRect: Animatable {
    /// The pair (origin, size), each as its own animatable data, as SwiftUI
    /// animates a rectangle.
    ///
    /// The stored origin and size animate as they are: a rectangle with a
    /// negative width is not standardized first.
    @inlinable
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}
