import Foundation
import KinemaCore

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
