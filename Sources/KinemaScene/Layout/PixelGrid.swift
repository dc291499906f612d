import Foundation

/// The pixel grid of a display: where SwiftUI puts the edges of views.
///
/// SwiftUI rounds every view's frame to the pixels of the display it is drawn at: each
/// corner of the frame moves to the nearest multiple of the pixel length (`1 /
/// displayScale`), a corner exactly halfway moving up (OpenSwiftUI's reading of SwiftUI:
/// `roundCoordinatesToNearestOrUp(toMultipleOf: pixelLength)` on each view's frame). The
/// size is what lies between the rounded corners, so two views that abut before rounding
/// still abut after, on a whole pixel: no anti-aliased seam between them, and no half-lit
/// row along a view's edge.
///
/// A ``ViewHost`` snaps the frames of each layout pass in its layout space at its
/// environment's `displayScale` (the device's scale, the command line's `--scale`; 1
/// unless set). A ``SceneTimeline`` (Kinema's own) keeps its exact layout numbers unless
/// it is made with a `displayScale`. A frame is snapped before effects (`offset`,
/// `scaleEffect`, rotations), as SwiftUI snaps layout before rendering transforms; animated
/// frames interpolate between snapped targets.
internal struct PixelGrid: Sendable {
    /// The length of a pixel in points.
    internal let pixelLength: CGFloat

    /// A grid of pixels `pixelLength` points long; `nil` for a length that is not finite
    /// and positive (no snapping).
    internal init?(pixelLength: CGFloat) {
        guard pixelLength.isFinite, pixelLength > 0 else { return nil }
        self.pixelLength = pixelLength
    }

    /// `value` moved to the nearest multiple of the pixel length, halves up.
    internal func snap(_ value: CGFloat) -> CGFloat {
        ((value / pixelLength) + 0.5).rounded(.down) * pixelLength
    }

    /// `rect` with its corners on the grid (its origin only when `keepingSize`); a
    /// rectangle that is not finite is returned as it is.
    internal func snap(_ rect: CGRect, keepingSize: Bool = false) -> CGRect {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite,
            rect.height.isFinite
        else { return rect }
        let r = rect.standardized
        let minX = snap(r.minX)
        let minY = snap(r.minY)
        if keepingSize {
            return CGRect(x: minX, y: minY, width: r.width, height: r.height)
        }
        return CGRect(x: minX, y: minY, width: snap(r.maxX) - minX, height: snap(r.maxY) - minY)
    }
}
