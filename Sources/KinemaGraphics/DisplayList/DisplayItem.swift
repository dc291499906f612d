import Foundation
import KinemaCore

/// One command of a display list (Kinema's own).
///
/// Geometry is given in the item's local coordinates with `transform` mapping them to
/// the canvas (top-left origin, y down, in points). Groups nest: every
/// ``beginGroup(_:)`` is closed by an ``endGroup`` later in the list, and what lies
/// between is composited through the group's effect.
nonisolated public enum DisplayItem: Equatable, Sendable {
    /// Fills a path.
    case fill(path: Path, paint: Paint, eoFill: Bool, transform: CGAffineTransform)
    /// Strokes a path.
    case stroke(path: Path, paint: Paint, style: StrokeStyle, transform: CGAffineTransform)
    /// Draws a run of text.
    case text(TextRun)
    /// Draws an image file.
    case image(ImageItem)
    /// Opens a group composited through an effect.
    case beginGroup(GroupEffect)
    /// Closes the innermost open group.
    case endGroup
}

/// A run of text in a display list: laid out in a box of `size` at `origin` (top
/// leading corner), wrapping at the box's width.
nonisolated public struct TextRun: Equatable, Sendable {
    /// The text.
    public var string: String
    /// The font.
    public var font: Font
    /// The colour.
    public var color: Color
    /// The top leading corner of the text's box, in local coordinates.
    public var origin: CGPoint
    /// The size of the box the layout gave the text.
    public var size: CGSize
    /// Local coordinates to canvas.
    public var transform: CGAffineTransform
    /// The line limit, alignment, spacing and lines the text is laid out and drawn with.
    public var options = TextOptions()

    /// A run of text; each argument is the property of its name.
    public init(
        string: String, font: Font, color: Color, origin: CGPoint, size: CGSize,
        transform: CGAffineTransform, options: TextOptions = TextOptions()
    ) {
        self.string = string
        self.font = font
        self.color = color
        self.origin = origin
        self.size = size
        self.transform = transform
        self.options = options
    }
}

/// An image drawn into a rectangle.
nonisolated public struct ImageItem: Equatable, Sendable {
    /// The path of the image file (PNG).
    public var path: String
    /// The rectangle the image fills, in local coordinates.
    public var rect: CGRect
    /// Local coordinates to canvas.
    public var transform: CGAffineTransform

    /// An image item; each argument is the property of its name.
    public init(path: String, rect: CGRect, transform: CGAffineTransform) {
        self.path = path
        self.rect = rect
        self.transform = transform
    }
}

/// The effect of a group of a display list.
nonisolated public enum GroupEffect: Equatable, Sendable {
    /// Composites the group with an opacity from 0 to 1.
    case opacity(Double)
    /// Blurs the group with a Gaussian of this radius (standard deviation), in canvas
    /// points.
    case blur(radius: Double)
    /// Clips the group to a path.
    case clip(path: Path, eoFill: Bool, transform: CGAffineTransform)
    /// Draws a blurred, offset, colour-filled copy of the group's alpha beneath it.
    case shadow(color: Color, radius: Double, offset: CGSize)
    /// Draws the group as an image and resamples it through a projective transform, from
    /// canvas points to canvas points, exactly (perspective included): what
    /// `rotation3DEffect` and a `GeometryEffect` with perspective terms draw. Points the
    /// transform sends behind the eye (W ≤ 0) are not drawn.
    case projection(ProjectionTransform)
    /// Composites the group onto what lies beneath it with a blend mode.
    case blendMode(BlendMode)
    /// Composites the group as one layer, with no effect of its own: blend modes inside it
    /// blend with the group's content only (`compositingGroup()`, `drawingGroup()`).
    case compositingGroup
    /// Transforms the colour of each pixel of the group by a colour matrix (on
    /// straight-alpha, gamma-encoded sRGB components, clamped to 0...1).
    case colorMatrix(ColorMatrix)
    /// Replaces each pixel of the group whose alpha lies in `min...max` by `color`, and
    /// every other pixel by transparency: the hard edge of SwiftUI's
    /// `GraphicsContext.Filter.alphaThreshold(min:max:color:)`. A range that holds 0 colours
    /// the transparent pixels of the group's box (its content's bounds) too.
    case alphaThreshold(min: Double, max: Double, color: Color)
    /// Draws the group's content through the alpha of the ``mask`` group it ends with;
    /// without such a group, draws nothing.
    case masked
    /// The mask of the enclosing ``masked`` group: drawn into its alpha mask, not onto the
    /// canvas. Elsewhere it draws nothing.
    case mask
}
