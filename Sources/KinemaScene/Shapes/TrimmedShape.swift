import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A shape drawn between two fractions of its outline's length, as SwiftUI's; the
/// fractions animate.
nonisolated public struct _TrimmedShape<S: Shape>: Shape {
    /// The shape.
    public var shape: S
    /// Where the drawn part starts, as a fraction of the length.
    public var startFraction: CGFloat
    /// Where it ends.
    public var endFraction: CGFloat

    /// Creates a trimmed shape.
    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    /// The shape's outline trimmed (see ``Path/trimmedPath(from:to:)``).
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    /// The shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The shape's data and the two fractions.
    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            (startFraction, endFraction) = (newValue.second.first, newValue.second.second)
        }
    }
}

nonisolated extension _TrimmedShape: InsettableShape where S: InsettableShape {
    /// The inset shape, trimmed the same way.
    public func inset(by amount: CGFloat) -> _TrimmedShape<S.InsetShape> {
        _TrimmedShape<S.InsetShape>(
            shape: shape.inset(by: amount), startFraction: startFraction,
            endFraction: endFraction)
    }
}

extension _TrimmedShape: StrokedShapeMarker where S: StrokedShapeMarker {
    package var strokeStyle: StrokeStyle { shape.strokeStyle }
}

nonisolated extension Shape {
    /// The part of the shape's outline between two fractions of its length, as
    /// SwiftUI's: `Circle().trim(from: 0, to: 0.25)` runs from 3 o'clock to 6 o'clock.
    /// Fractions are clamped to 0...1; `from >= to` draws nothing.
    /// - Parameters:
    ///   - startFraction: Where the drawn part starts; 0 unless given.
    ///   - endFraction: Where it ends; 1 unless given.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
        -> _TrimmedShape<Self>
    {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
