import Foundation
import KinemaCore
import KinemaGraphics
import KinemaLayout

/// The scene's `TextMeasurer` for the Cairo backend: sizes text with Pango under the same
/// font settings ``DisplayListRenderer`` draws with, so what is laid out is what is drawn.
///
/// ```swift
/// let timeline = SceneTimeline(size: size, initialState: state, measurer: PangoTextMeasurer())
/// ```
///
/// Text is measured by a ``TextRenderer`` (``SystemFontFamily/resolved`` for the system
/// font, Inter Display where it is installed; hint metrics off,
/// hint style none, unrounded glyph positions): the width is the widest line's advance and
/// the height the lines' logical heights. A proposed finite, non-negative width wraps the
/// text there (between words, or inside a word longer than a line), as the renderer wraps
/// it at the width of the box it was given; a `nil`, infinite or NaN width lays it out on
/// lines broken only at newlines. The proposed height is not used (text is cut only at a
/// `TextOptions` line limit, with an ellipsis).
/// Empty text, and text in a font of size 0, measures 0 x 0.
///
/// Images are measured by decoding their PNG file through ``ImageStore`` (the size in
/// pixels is the size in points); a file that cannot be read has no size (`nil`).
///
/// The measurer is `Sendable`: its Pango objects sit behind a mutex, and results are
/// remembered per (text, font, width), so the same text measures the same from every task.
public final class PangoTextMeasurer: TextMeasurer {
    private struct Key: Hashable {
        var text: String
        var font: KinemaGraphics.Font
        var width: Double?
        var options: TextOptions
    }

    private struct State: ~Copyable {
        let renderer = TextRenderer()
        var sizes: [Key: CGSize] = [:]
        /// Whether text in the system font was measured.
        var measuredSystemFont = false
    }

    private let state = Locked(State())
    /// Where image files are read from; shareable with the renderers that draw the scene.
    public let images: ImageStore

    /// Creates a measurer.
    /// - Parameter images: Decoded PNG files; a new store by default.
    public init(images: ImageStore = ImageStore()) {
        self.images = images
    }

    /// The size of `text` in `font` for `proposal`, by the rules above.
    public func size(of text: String, font: KinemaGraphics.Font, proposal: ProposedViewSize)
        -> CGSize
    {
        size(of: text, font: font, options: TextOptions(), proposal: proposal)
    }

    /// The size of `text` in `font` laid out with `options` for `proposal`: the letter
    /// spacing is Pango's, and text beyond the line limit is cut there with an ellipsis,
    /// as the renderer draws it.
    public func size(
        of text: String, font: KinemaGraphics.Font, options: TextOptions,
        proposal: ProposedViewSize
    ) -> CGSize {
        var width: Double?
        if let proposed = proposal.width, proposed.isFinite { width = max(Double(proposed), 0) }
        // Alignment and lines through the text change no size: one cache entry for all.
        var measured = options
        measured.alignment = .leading
        (measured.isUnderlined, measured.underlineColor) = (false, nil)
        (measured.isStruckThrough, measured.strikethroughColor) = (false, nil)
        let key = Key(text: text, font: font, width: width, options: measured)
        return state.withLock { state in
            if font.name == nil { state.measuredSystemFont = true }
            if let known = state.sizes[key] { return known }
            let measured = state.renderer.measure(
                text, font: font.textFont, wrapWidth: width.map { CGFloat($0).wrapWidth ?? $0 },
                options: measured)
            let size = CGSize(width: measured.width, height: measured.height)
            state.sizes[key] = size
            return size
        }
    }

    /// The distances from the top of `text`'s box to its first and last baselines, from
    /// Pango's layout of it for `proposal` (wrapped as ``size(of:font:proposal:)`` wraps it).
    public func baselines(of text: String, font: KinemaGraphics.Font, proposal: ProposedViewSize)
        -> (first: CGFloat, last: CGFloat)
    {
        var width: Double?
        if let proposed = proposal.width, proposed.isFinite { width = max(Double(proposed), 0) }
        let measured = state.withLock { state in
            state.renderer.measure(
                text, font: font.textFont, wrapWidth: width.map { CGFloat($0).wrapWidth ?? $0 })
        }
        return (measured.firstBaseline, measured.lastBaseline)
    }

    /// ``SystemFontFamily/diagnostic`` once text in the system font was measured on a
    /// machine without the preferred family; none otherwise.
    public var diagnostics: [SceneDiagnostic] {
        guard let diagnostic = SystemFontFamily.diagnostic,
            state.withLock({ $0.measuredSystemFont })
        else { return [] }
        return [diagnostic]
    }

    /// The pixel size of the PNG file at `path`, or `nil` when it cannot be read.
    public func imageSize(atPath path: String) -> CGSize? {
        guard let image = try? images.image(atPath: path) else { return nil }
        return CGSize(width: image.width, height: image.height)
    }
}
