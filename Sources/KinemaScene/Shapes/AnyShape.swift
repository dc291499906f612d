import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A type-erased shape, as SwiftUI's: lets one expression produce different shapes.
///
/// ```swift
/// let shape = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
/// ```
///
/// Kinema's `AnyShape` does not animate the wrapped shape's data.
nonisolated public struct AnyShape: Shape {
    /// The wrapped shape.
    private let shape: any Shape

    /// Wraps a shape.
    /// - Parameter shape: The shape.
    public init<S: Shape>(_ shape: S) { self.shape = shape }

    /// The wrapped shape's outline.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    /// The wrapped shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}
