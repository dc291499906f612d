import CCairo
import Foundation
import KinemaCore
import KinemaGraphics

/// Measures and draws text through Pango, with settings that make metrics the same on every
/// machine: hint metrics off, hint style none, gray anti-aliasing, glyph positions not
/// rounded, 1 point = 1 pixel.
///
/// ```swift
/// let text = TextRenderer()
/// let size = text.measure("Hello", font: TextFont(size: 17))
/// text.draw("Hello", font: TextFont(size: 17), at: CGPoint(x: 10, y: 10), color: .black,
///           in: context)   // a CairoContext
/// ```
///
/// A renderer owns its Pango font map, context and layout; it is not `Sendable`. Each task
/// (or thread) that lays out or draws text creates its own: Pango's default font map is per
/// thread, and a renderer with its own map stays correct when a task resumes on another
/// thread. Measuring and drawing use the same layout settings, so the measured box is the
/// drawn one.
///
/// **Bad input.** Empty text measures as ``TextMeasurement/zero`` and draws nothing; so does
/// a font of non-positive or non-finite size (see ``TextFont``). A wrap width that is NaN,
/// infinite or negative means no wrapping.
public final class TextRenderer {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private let layout: OpaquePointer

    /// Creates a renderer with its own font map, context and layout.
    public init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        layout = pango_layout_new(context)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// The size and baselines of `text` laid out in `font`.
    ///
    /// - Parameters:
    ///   - text: The text; line breaks start new lines.
    ///   - font: The font.
    ///   - wrapWidth: The width at which lines wrap (between words, or within a word longer
    ///     than a line); `nil` for no wrapping.
    ///   - options: The line limit, alignment, letter spacing and lines under or through
    ///     the text; none by default. Text beyond the line limit ends with an ellipsis
    ///     ("…") at the end of the last line.
    public func measure(
        _ text: String, font: TextFont, wrapWidth: Double? = nil,
        options: TextOptions = TextOptions()
    ) -> TextMeasurement {
        guard prepare(text, font: font, wrapWidth: wrapWidth, options: options) else {
            return .zero
        }
        // Measure in untransformed space, whatever the last drawing's transformation was.
        pango_context_set_matrix(context, nil)
        pango_layout_context_changed(layout)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let lines = Int(pango_layout_get_line_count(layout))
        let scale = Double(PANGO_SCALE)
        let first = Double(pango_layout_get_baseline(layout)) / scale
        var last = first
        if lines > 1, let iterator = pango_layout_get_iter(layout) {
            while pango_layout_iter_next_line(iterator) != 0 {}
            last = Double(pango_layout_iter_get_baseline(iterator)) / scale
            pango_layout_iter_free(iterator)
        }
        return TextMeasurement(
            width: Double(logical.width) / scale, height: Double(logical.height) / scale,
            firstBaseline: first, lastBaseline: last, lineCount: lines)
    }

    /// Draws `text` with the top left of its measured box at `origin`, in the current user
    /// space of `context` (its transformation and clip apply).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - font: The font.
    ///   - wrapWidth: As for ``measure(_:font:wrapWidth:options:)``.
    ///   - options: As for ``measure(_:font:wrapWidth:options:)``.
    ///   - origin: Where the top left of the measured box goes.
    ///   - color: The fill color of the glyphs.
    ///   - context: A context owned by the calling task; its state is restored.
    public func draw(
        _ text: String, font: TextFont, wrapWidth: Double? = nil,
        options: TextOptions = TextOptions(), at origin: CGPoint, color: Color,
        in context: CairoContext
    ) {
        draw(
            text, font: font, wrapWidth: wrapWidth, options: options, at: origin, color: color,
            inCairo: context.pointer)
    }

    /// ``draw(_:font:wrapWidth:options:at:color:in:)`` on a raw `cairo_t *`.
    func draw(
        _ text: String, font: TextFont, wrapWidth: Double? = nil,
        options: TextOptions = TextOptions(), at origin: CGPoint, color: Color,
        inCairo cairoContext: OpaquePointer
    ) {
        guard prepare(text, font: font, wrapWidth: wrapWidth, options: options) else { return }
        cairo_save(cairoContext)
        cairo_set_source_rgba(cairoContext, color.red, color.green, color.blue, color.opacity)
        cairo_move_to(cairoContext, Double(origin.x), Double(origin.y))
        // Takes the target's transformation; our font options override the surface's.
        pango_cairo_update_context(cairoContext, context)
        pango_layout_context_changed(layout)
        pango_cairo_show_layout(cairoContext, layout)
        cairo_restore(cairoContext)
    }

    /// Sets the layout's text, font, width and options; `false` when there is nothing to
    /// lay out.
    private func prepare(
        _ text: String, font: TextFont, wrapWidth: Double?, options: TextOptions
    ) -> Bool {
        guard !text.isEmpty, font.isDrawable else { return false }
        let description = pango_font_description_new()
        pango_font_description_set_family(description, font.effectiveFamily)
        pango_font_description_set_absolute_size(
            description, min(font.size, 1e5) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(UInt32(font.clampedWeight)))
        pango_font_description_set_style(
            description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        var width: Int32 = -1
        if let wrapWidth, wrapWidth.isFinite, wrapWidth >= 0 {
            width = Int32(min(wrapWidth, 1e6) * Double(PANGO_SCALE))
        }
        pango_layout_set_width(layout, width)
        pango_layout_set_alignment(layout, options.alignment.pango)
        setAttributes(options)
        setText(text)
        pango_layout_set_height(layout, -1)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        if let limit = options.lineLimit {
            limitLines(of: text, to: limit, mode: width >= 0 ? options.truncationMode.pango : nil)
        }
        return true
    }

    private func setText(_ text: String) {
        var utf8 = text
        utf8.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                pango_layout_set_text(layout, $0.baseAddress, Int32($0.count))
            }
        }
    }

    /// Letter spacing, underline, strikethrough and the spans' attributes (or none).
    private func setAttributes(_ options: TextOptions) {
        let list = Self.attributes(of: options)
        pango_layout_set_attributes(layout, list)
        if let list { pango_attr_list_unref(list) }
    }

    /// Limits the laid-out text to `limit` lines: Pango ellipsizes each paragraph at the
    /// limit (when the text wraps at a width); text with more paragraphs than fit is cut
    /// at the end of the last line shown and ends with "…" (or, should that wrap onto a
    /// line of its own, is cut without it).
    private func limitLines(of text: String, to limit: Int, mode: PangoEllipsizeMode?) {
        let limit = max(limit, 1)
        pango_layout_set_height(layout, -Int32(min(limit, 100_000)))
        if let mode { pango_layout_set_ellipsize(layout, mode) }
        guard Int(pango_layout_get_line_count(layout)) > limit else { return }
        let bytes = Array(text.utf8)
        let cut = Int(pango_layout_get_line_readonly(layout, Int32(limit)).pointee.start_index)
        var kept = Array(bytes[..<min(max(cut, 0), bytes.count)])
        while let last = kept.last, last == 0x0A || last == 0x0D { kept.removeLast() }
        let prefix = String(decoding: kept, as: UTF8.self)
        setText(prefix + "…")
        if Int(pango_layout_get_line_count(layout)) > limit { setText(prefix) }
    }
}

@available(*, unavailable, message: "Each task creates its own TextRenderer")
extension TextRenderer: Sendable {}
