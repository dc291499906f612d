import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout
import KinemaScene

/// The union, intersection, difference or symmetric difference of two shapes' areas, as
/// SwiftUI's (iOS 17) set operations on shapes; both shapes' data animate.
nonisolated public struct _CombinedShape<First: Shape, Second: Shape>: Shape {
    /// Which area of the two to keep.
    internal enum Operation: Sendable {
        case union
        case intersection
        case subtracting
        case symmetricDifference
    }

    /// The first shape.
    public var first: First
    /// The second shape.
    public var second: Second
    internal let operation: Operation
    internal let eoFill: Bool

    internal init(_ first: First, _ second: Second, _ operation: Operation, eoFill: Bool) {
        (self.first, self.second, self.operation, self.eoFill) = (first, second, operation, eoFill)
    }

    /// The combined area of the two shapes' outlines in `rect` (see
    /// ``Path/union(_:eoFill:)``).
    public func path(in rect: CGRect) -> Path {
        let (a, b) = (first.path(in: rect), second.path(in: rect))
        switch operation {
        case .union: return a.union(b, eoFill: eoFill)
        case .intersection: return a.intersection(b, eoFill: eoFill)
        case .subtracting: return a.subtracting(b, eoFill: eoFill)
        case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
        }
    }

    /// The first shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        first.sizeThatFits(proposal)
    }

    /// Both shapes' data.
    public var animatableData: AnimatablePair<First.AnimatableData, Second.AnimatableData> {
        get { AnimatablePair(first.animatableData, second.animatableData) }
        set {
            first.animatableData = newValue.first
            second.animatableData = newValue.second
        }
    }
}

nonisolated extension Shape {
    /// The area of this shape or `other`.
    /// - Parameters:
    ///   - other: The other shape, in the same frame.
    ///   - eoFill: Whether both areas follow the even-odd rule (else non-zero).
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> _CombinedShape<Self, T> {
        _CombinedShape(self, other, .union, eoFill: eoFill)
    }

    /// The area covered by both this shape and `other`.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false)
        -> _CombinedShape<Self, T>
    {
        _CombinedShape(self, other, .intersection, eoFill: eoFill)
    }

    /// The area of this shape outside `other`.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false)
        -> _CombinedShape<Self, T>
    {
        _CombinedShape(self, other, .subtracting, eoFill: eoFill)
    }

    /// The area covered by exactly one of this shape and `other`.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false)
        -> _CombinedShape<Self, T>
    {
        _CombinedShape(self, other, .symmetricDifference, eoFill: eoFill)
    }
}
