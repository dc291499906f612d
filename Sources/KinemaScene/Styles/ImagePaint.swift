import Foundation
import KinemaCore

/// A shape style that fills a shape by repeating a region of an image, as SwiftUI's
/// `ImagePaint`.
///
/// ```swift
/// Rectangle().fill(.image(Image(contentsOfFile: "tile.png"), scale: 0.5))
/// ```
///
/// The region `sourceRect` is in unit coordinates of the image (the whole image by
/// default); it is drawn `scale` points per image pixel and repeated in both directions
/// from the top leading corner of the filled shape's frame. The Cairo backend draws it
/// as a repeating surface pattern; an image it cannot read, or an `Image(systemName:)`,
/// paints nothing. Image paints do not animate (a change jumps), and text takes the
/// primary colour from them.
public struct ImagePaint: ShapeStyle, PaintSource {
    /// The image.
    public var image: Image
    /// The region of the image that repeats, in unit coordinates of the image.
    public var sourceRect: CGRect
    /// Points per image pixel.
    public var scale: CGFloat

    /// Creates an image paint.
    /// - Parameters:
    ///   - image: The image (a PNG file's).
    ///   - sourceRect: The region that repeats, in unit coordinates; the whole image by
    ///     default.
    ///   - scale: Points per image pixel; 1 by default.
    public init(
        image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
        scale: CGFloat = 1
    ) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    internal var unresolved: UnresolvedPaint {
        .image(ImagePattern(path: image.path, sourceRect: sourceRect, scale: scale))
    }
}

nonisolated extension ShapeStyle where Self == ImagePaint {
    /// A shape style that repeats a region of an image (see ``ImagePaint``).
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
        scale: CGFloat = 1
    ) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

/// The image pattern of a display list's ``Paint/image(_:)`` (Kinema's own).
public struct ImagePattern: Hashable, Sendable {
    /// The path of the image file (PNG).
    public var path: String
    /// The region of the image that repeats, in unit coordinates of the image; clamped to
    /// the unit square, the whole image when empty or not finite.
    public var sourceRect: CGRect
    /// Points per image pixel; 1 when not finite and positive.
    public var scale: CGFloat
    /// Where, in local coordinates, the top left corner of one tile lies.
    public var origin: CGPoint
    /// The opacity multiplied into the image (`ImagePaint`'s `opacity(_:)` as a style),
    /// in 0...1; 1 when not finite.
    public var opacity: Double = 1

    /// Creates a pattern; bad input is cleaned as the properties say.
    public init(path: String, sourceRect: CGRect, scale: CGFloat, origin: CGPoint = .zero) {
        self.path = path
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let finite = [sourceRect.minX, sourceRect.minY, sourceRect.width, sourceRect.height]
            .allSatisfy(\.isFinite)
        let clipped = finite ? sourceRect.standardized.intersection(unit) : .null
        self.sourceRect = clipped.isNull || clipped.isEmpty ? unit : clipped
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.origin = origin.x.isFinite && origin.y.isFinite ? origin : .zero
    }
}
