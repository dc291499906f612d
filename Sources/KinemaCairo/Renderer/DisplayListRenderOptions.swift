import Foundation
import KinemaCore

/// How ``DisplayListRenderer`` turns a display list into pixels: the device scale and the
/// background.
///
/// **Bad input.** A scale that is NaN, infinite, zero or negative is 1 when drawing
/// (``effectiveScale``); ``DisplayListRenderer/makeSurface(_:options:)`` rejects surfaces
/// that would be larger than Cairo's 32,767 pixels per side.
public struct DisplayListRenderOptions: Hashable, Sendable {
    /// Pixels per point: 1 by default, 2 for @2x images.
    public var scale: Double
    /// The colour painted before the list; transparent (`Color.clear`) by default, so that
    /// frames composite over anything. Use `.white` for an opaque frame (which the PNG
    /// writer stores as RGB).
    public var background: Color

    /// Creates options.
    ///
    /// - Parameters:
    ///   - scale: Pixels per point; 1 by default.
    ///   - background: The background; transparent by default.
    public init(scale: Double = 1, background: Color = .clear) {
        self.scale = scale
        self.background = background
    }

    /// ``scale``, or 1 when it is not finite and positive.
    public var effectiveScale: Double { scale.isFinite && scale > 0 ? scale : 1 }

    /// The surface size for a canvas of `size` points: `ceil(size × scale)` per side, at
    /// least 1 pixel.
    ///
    /// - Throws: ``ImageFileError`` of kind `invalidImage` for a side beyond 32,767 pixels or
    ///   a non-finite size.
    public func pixelSize(of size: CGSize) throws -> (width: Int, height: Int) {
        func side(_ points: CGFloat) throws -> Int {
            let pixels = (points.isNaN ? 0 : max(points, 0)) * effectiveScale
            guard pixels <= 32_767 else {
                throw ImageFileError(
                    .invalidImage, path: nil,
                    reason: "a display list of \(size.width)x\(size.height) points at scale "
                        + "\(effectiveScale) needs more than Cairo's 32767 pixels per side")
            }
            return max(1, Int((pixels - 1e-9).rounded(.up)))
        }
        return (try side(size.width), try side(size.height))
    }
}
