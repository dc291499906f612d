import Foundation
import KinemaLayout

/// Measures text and images for layout (Kinema's own): the backend that draws a scene
/// provides one with its own font metrics, so that what is laid out is what is drawn.
public protocol TextMeasurer: Sendable {
    /// The size of `text` in `font` for a proposal: the text wraps to fit a proposed
    /// width, and a `nil` width lays it out on one line.
    func size(of text: String, font: Font, proposal: ProposedViewSize) -> CGSize

    /// The size of `text` in `font` laid out with `options` (a line limit, letter
    /// spacing) for a proposal.
    ///
    /// The default implementation ignores the spacing and limits the height to
    /// `lineLimit` times the height of one line (the size of "X"); measurers that can do
    /// better implement it.
    func size(of text: String, font: Font, options: TextOptions, proposal: ProposedViewSize)
        -> CGSize

    /// The size in points of the image file at `path`, or `nil` if it cannot be read.
    func imageSize(atPath path: String) -> CGSize?

    /// The distances from the top of `text`'s box to the baselines of its first and last
    /// lines, laid out in `font` for `proposal` (as ``size(of:font:proposal:)`` lays it
    /// out).
    ///
    /// The default implementation estimates them (Kinema's rule): the first at 0.8 of one
    /// line's height (the height of "X"), the last at the text's height less 0.2 of a
    /// line. Measurers with font metrics implement it.
    func baselines(of text: String, font: Font, proposal: ProposedViewSize)
        -> (first: CGFloat, last: CGFloat)

    /// What the measurer had to do differently from what was asked, such as drawing the
    /// system font in another family because its own is not installed; scenes and hosts
    /// measured by it report these among their diagnostics. None by default.
    var diagnostics: [SceneDiagnostic] { get }
}

extension TextMeasurer {
    /// None.
    public var diagnostics: [SceneDiagnostic] { [] }

    /// The estimate described by the requirement: 0.8 of a line below the top, and 0.2 of
    /// a line above the bottom.
    public func baselines(of text: String, font: Font, proposal: ProposedViewSize)
        -> (first: CGFloat, last: CGFloat)
    {
        let line = size(of: "X", font: font, proposal: .unspecified).height
        let height = size(of: text, font: font, proposal: proposal).height
        return (0.8 * line, height - 0.2 * line)
    }

    /// The size without options, limited to `lineLimit` lines of the height of "X".
    public func size(
        of text: String, font: Font, options: TextOptions, proposal: ProposedViewSize
    ) -> CGSize {
        var size = self.size(of: text, font: font, proposal: proposal)
        if let limit = options.lineLimit {
            let line = self.size(of: "X", font: font, proposal: .unspecified).height
            size.height = min(size.height, Double(max(limit, 1)) * line)
        }
        return size
    }
}

/// A deterministic measurer for tests and for scenes without a backend.
///
/// Each character (`Character`, so one per grapheme) is `0.6 * size` wide and each line
/// `1.2 * size` high. Text wraps by characters: with a proposed width `w`, a line holds
/// `max(1, floor(w / (0.6 * size)))` characters; with no width it is one line. Newlines
/// are ordinary characters. Empty text is 0 wide and one line high. Images have no
/// known size (`nil`): give `Image` a size, or use a backend's measurer.
///
/// With ``TextOptions``, each character is `letterSpacing` wider (a character is never
/// narrower than 0), and the text takes at most `lineLimit` lines.
public struct FallbackTextMeasurer: TextMeasurer {
    /// Creates the measurer.
    public init() {}

    /// The size by the rule above.
    public func size(of text: String, font: Font, proposal: ProposedViewSize) -> CGSize {
        size(of: text, font: font, options: TextOptions(), proposal: proposal)
    }

    /// The size by the rule above, with the options' spacing and line limit.
    public func size(
        of text: String, font: Font, options: TextOptions, proposal: ProposedViewSize
    ) -> CGSize {
        let advance = max(0.6 * font.size + options.letterSpacing, 0)
        let lineHeight = 1.2 * font.size
        let count = text.count
        guard count > 0, advance > 0 else { return CGSize(width: 0, height: lineHeight) }
        var perLine = count
        if let width = proposal.width, width.isFinite {
            perLine = max(1, min(count, Int((width / advance + 1e-9).rounded(.down))))
        }
        var lines = (count + perLine - 1) / perLine
        if let limit = options.lineLimit { lines = min(lines, max(limit, 1)) }
        return CGSize(width: Double(perLine) * advance, height: Double(lines) * lineHeight)
    }

    /// `nil`: this measurer reads no files.
    public func imageSize(atPath path: String) -> CGSize? { nil }
}
