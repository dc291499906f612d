import CCairo
import Foundation
import KinemaCore
import KinemaGraphics

extension TextRenderer {
    /// The attributes of `options`: letter spacing, underline and strikethrough over the
    /// whole text, then each span's over its range; `nil` when there are none. The caller
    /// releases the list.
    static func attributes(of options: TextOptions) -> OpaquePointer? {
        guard
            options.letterSpacing != 0 || options.isUnderlined || options.isStruckThrough
                || !options.spans.isEmpty
        else { return nil }
        let list = pango_attr_list_new()
        if options.letterSpacing != 0 {
            let spacing = min(max(options.letterSpacing, -1e4), 1e4) * Double(PANGO_SCALE)
            pango_attr_list_insert(list, pango_attr_letter_spacing_new(Int32(spacing)))
        }
        if options.isUnderlined {
            pango_attr_list_insert(list, pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            if let color = options.underlineColor?.pango {
                pango_attr_list_insert(
                    list, pango_attr_underline_color_new(color.0, color.1, color.2))
            }
        }
        if options.isStruckThrough {
            pango_attr_list_insert(list, pango_attr_strikethrough_new(1))
            if let color = options.strikethroughColor?.pango {
                pango_attr_list_insert(
                    list, pango_attr_strikethrough_color_new(color.0, color.1, color.2))
            }
        }
        for span in options.spans { insert(span, into: list) }
        return list
    }

    /// The attributes of a part styled differently, over its range (they override the
    /// whole text's, inserted before them).
    private static func insert(_ span: TextSpan, into list: OpaquePointer?) {
        let start = UInt32(max(span.range.lowerBound, 0))
        let end = UInt32(max(span.range.upperBound, 0))
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = start
            attribute.pointee.end_index = end
            pango_attr_list_insert(list, attribute)
        }
        if let font = span.font?.textFont, font.isDrawable {
            let description = pango_font_description_new()
            pango_font_description_set_family(description, font.effectiveFamily)
            pango_font_description_set_absolute_size(
                description, min(font.size, 1e5) * Double(PANGO_SCALE))
            pango_font_description_set_weight(
                description, PangoWeight(UInt32(font.clampedWeight)))
            pango_font_description_set_style(
                description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
            add(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
        }
        if let color = span.color {
            let (r, g, b) = color.pango
            add(pango_attr_foreground_new(r, g, b))
            add(
                pango_attr_foreground_alpha_new(
                    UInt16((color.clampedForCairo.opacity * 65535).rounded())))
        }
        if let spacing = span.letterSpacing, spacing.isFinite {
            add(
                pango_attr_letter_spacing_new(
                    Int32(min(max(spacing, -1e4), 1e4) * Double(PANGO_SCALE))))
        }
        if let underlined = span.isUnderlined {
            add(
                pango_attr_underline_new(underlined ? PANGO_UNDERLINE_SINGLE : PANGO_UNDERLINE_NONE)
            )
            if let (r, g, b) = span.underlineColor?.pango {
                add(pango_attr_underline_color_new(r, g, b))
            }
        }
        if let struck = span.isStruckThrough {
            add(pango_attr_strikethrough_new(struck ? 1 : 0))
            if let (r, g, b) = span.strikethroughColor?.pango {
                add(pango_attr_strikethrough_color_new(r, g, b))
            }
        }
    }
}

extension TextAlignment {
    /// Pango's alignment (left to right).
    var pango: PangoAlignment {
        switch self {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
    }
}

extension TextOptions.TruncationMode {
    /// Pango's ellipsizing at the start, middle or end.
    var pango: PangoEllipsizeMode {
        switch self {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
    }
}

extension Color {
    /// The colour as Pango's 16-bit sRGB components, clamped.
    var pango: (UInt16, UInt16, UInt16) {
        let c = clampedForCairo
        func channel(_ value: Double) -> UInt16 { UInt16((value * 65535).rounded()) }
        return (channel(c.red), channel(c.green), channel(c.blue))
    }
}
