import Foundation
import KinemaLayout

/// Measures text and images for layout (Kinema's own): the backend that draws a scene
/// provides one with its own font metrics, so that what is laid out is what is drawn.
public protocol TextMeasurer: Sendable {
    /// The size of `text` in `font` for a proposal: the text wraps to fit a proposed
    /// width, and a `nil` width lays it out on one line.
    func size(of text: String, font: Font, proposal: ProposedViewSize) -> CGSize

    /// The size in points of the image file at `path`, or `nil` if it cannot be read.
    func imageSize(atPath path: String) -> CGSize?
}

/// A deterministic measurer for tests and for scenes without a backend.
///
/// Each character (`Character`, so one per grapheme) is `0.6 * size` wide and each line
/// `1.2 * size` high. Text wraps by characters: with a proposed width `w`, a line holds
/// `max(1, floor(w / (0.6 * size)))` characters; with no width it is one line. Newlines
/// are ordinary characters. Empty text is 0 wide and one line high. Images have no
/// known size (`nil`): give `Image` a size, or use a backend's measurer.
public struct FallbackTextMeasurer: TextMeasurer {
    /// Creates the measurer.
    public init() {}

    /// The size by the rule above.
    public func size(of text: String, font: Font, proposal: ProposedViewSize) -> CGSize {
        let advance = 0.6 * font.size
        let lineHeight = 1.2 * font.size
        let count = text.count
        guard count > 0, advance > 0 else { return CGSize(width: 0, height: lineHeight) }
        var perLine = count
        if let width = proposal.width, width.isFinite {
            perLine = max(1, min(count, Int((width / advance + 1e-9).rounded(.down))))
        }
        let lines = (count + perLine - 1) / perLine
        return CGSize(width: Double(perLine) * advance, height: Double(lines) * lineHeight)
    }

    /// `nil`: this measurer reads no files.
    public func imageSize(atPath path: String) -> CGSize? { nil }
}
