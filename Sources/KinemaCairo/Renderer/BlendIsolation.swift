import KinemaGraphics

/// SwiftUI's compositing rule for blend modes, as Kinema draws it: a blend mode blends a
/// view with what lies beneath it inside its nearest compositing group, and a scene's
/// views are one layer of their own, drawn over the window's backdrop afterwards. The
/// backdrop (a frame's ``DisplayListRenderOptions/background``, or whatever a caller's
/// context already holds) is not part of that layer: `.overlay(gradient.blendMode(.sourceAtop))`
/// over text colours the glyphs only, on a transparent canvas as on an opaque one, while
/// a view drawn beneath (a `Color.white` behind the text) is part of it.
///
/// So a list with a blend group draws into a transparent group that is then composited
/// over the target with source-over; a list without one draws straight into the target
/// (no group costs nothing there, the pixels being the same).
extension DisplayList {
    /// Whether the list has a blend group, whose backdrop must be the list's own layer.
    /// - Complexity: O(*n*) in the items.
    var blendsWithinItsLayer: Bool {
        items.contains {
            if case .beginGroup(.blendMode) = $0 { return true }
            return false
        }
    }
}
