import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// A 2-D shape: a path for any rectangle. A shape is a view that fills its frame with
/// the foreground style; its `animatableData` animates.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// ```
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// The outline of the shape in a rectangle.
    /// - Parameter rect: The frame of the shape, in its own coordinates.
    func path(in rect: CGRect) -> Path

    /// The size the shape takes for a proposal; by default the proposal with
    /// unspecified dimensions replaced by 10.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
    /// The proposal with unspecified dimensions replaced by 10.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }

    /// Fills the shape with a style.
    /// - Parameters:
    ///   - content: The style; the foreground style unless given.
    ///   - style: The fill rule.
    public func fill<S: ShapeStyle>(
        _ content: S = .foreground, style: FillStyle = FillStyle()
    ) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Strokes the shape's outline with a style.
    /// - Parameters:
    ///   - content: The style.
    ///   - lineWidth: The width of the stroke.
    ///   - antialiased: Whether to antialias edges (Kinema always does).
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<Self>, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the shape's outline with a style and stroke characteristics.
    /// - Parameters:
    ///   - content: The style.
    ///   - style: The width, caps, joins and dashes.
    ///   - antialiased: Whether to antialias edges (Kinema always does).
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> _ShapeView<_StrokedShape<Self>, S> {
        _ShapeView(shape: _StrokedShape(shape: self, style: style), style: content)
    }

    /// The shape's outline as a shape that strokes it.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline, stroked with `style`, as a shape.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }
}

/// A shape drawn as the stroke of another's outline.
nonisolated public struct _StrokedShape<Content: Shape>: Shape {
    internal var shape: Content
    internal var style: StrokeStyle

    /// The outline of the stroked shape.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    /// The stroked shape's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The shape's data and the stroke's.
    public var animatableData: AnimatablePair<Content.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set {
            shape.animatableData = newValue.first
            style.animatableData = newValue.second
        }
    }
}

/// Shapes that Kinema strokes instead of filling.
package protocol StrokedShapeMarker {
    var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedShapeMarker {
    package var strokeStyle: StrokeStyle { style }
}

nonisolated extension Path: Shape {
    /// The path itself, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
}
