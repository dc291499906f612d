import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A shape that can be inset: what `strokeBorder` needs to keep a stroke inside the
/// frame, as SwiftUI's.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// The shape inset by `amount` on every side.
    /// - Parameter amount: How far to move the outline inwards (outwards when negative).
    func inset(by amount: CGFloat) -> InsetShape
}

nonisolated extension InsettableShape {
    /// Strokes the inside of the shape's outline, so the stroke stays within its frame:
    /// the shape inset by half the line width, then stroked.
    /// - Parameters:
    ///   - content: The style; the foreground style unless given.
    ///   - style: The width, caps, joins and dashes.
    ///   - antialiased: Whether to antialias edges (Kinema always does).
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        inset(by: style.lineWidth.isFinite ? style.lineWidth / 2 : 0)
            .stroke(content, style: style)
    }

    /// Strokes the inside of the shape's outline with a line of width `lineWidth`.
    /// - Parameters:
    ///   - content: The style; the foreground style unless given.
    ///   - lineWidth: The width of the stroke.
    ///   - antialiased: Whether to antialias edges (Kinema always does).
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape drawn in its frame inset on every side (Kinema's form of SwiftUI's
/// `Rectangle._Inset`, `Circle._Inset`, ...): rounded rectangles also shrink their
/// corners by the amount, so the inset outline stays concentric. The amount animates.
nonisolated public struct _InsetShape<Content: Shape>: InsettableShape {
    /// The shape before insetting.
    public var shape: Content
    /// How far the outline moves inwards.
    public var amount: CGFloat

    /// Creates an inset shape.
    public init(shape: Content, amount: CGFloat) {
        self.shape = shape
        self.amount = amount
    }

    /// The shape's outline in `rect` inset by the amount (never past the centre).
    public func path(in rect: CGRect) -> Path {
        let amount = self.amount.isNaN ? 0 : self.amount
        if let concentric = shape as? any ConcentricInsetShape {
            return concentric.path(in: rect, insetBy: amount)
        }
        return shape.path(in: rect.insetClamped(by: amount))
    }

    /// The shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The same shape inset further.
    public func inset(by amount: CGFloat) -> _InsetShape<Content> {
        _InsetShape(shape: shape, amount: self.amount + amount)
    }

    /// The shape's data and the amount.
    public var animatableData: AnimatablePair<Content.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, amount) }
        set {
            shape.animatableData = newValue.first
            amount = newValue.second
        }
    }
}

/// Shapes whose inset outline is not their outline in an inset frame (rounded corners
/// shrink too).
internal protocol ConcentricInsetShape {
    func path(in rect: CGRect, insetBy amount: CGFloat) -> Path
}

extension CGRect {
    /// The rectangle inset by `amount` on every side, shrinking to its centre line
    /// rather than turning null when the amount exceeds half a side.
    internal func insetClamped(by amount: CGFloat) -> CGRect {
        let r = standardized
        let width = max(r.width - 2 * amount, 0)
        let height = max(r.height - 2 * amount, 0)
        return CGRect(x: r.midX - width / 2, y: r.midY - height / 2, width: width, height: height)
    }
}
