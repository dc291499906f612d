import Foundation
import KinemaCore
import KinemaGraphics

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
