import CCairo
import Foundation
import KinemaCairo

/// Realistic 512x512 frames drawn with Cairo: what Kinema's renderer will produce.
enum BenchmarkFrames {
    /// The names and painters of the frames.
    static let all: [(name: String, draw: @Sendable (OpaquePointer) -> Void)] = [
        ("gradient card (opaque)", drawCard),
        ("wheel of dots (transparent)", drawWheel),
        ("paragraph and waves (opaque)", drawText),
        ("timing curves (mostly white)", drawCurves),
    ]

    /// A new 512x512 surface with frame `index` drawn on it.
    static func surface(_ index: Int) throws -> CairoSurface {
        let surface = try CairoSurface(width: 512, height: 512)
        let context = try CairoContext(surface)
        all[index].draw(context.pointer)
        try context.checkStatus()
        return surface
    }

    static func text(_ context: OpaquePointer, _ string: String, x: Double, y: Double, size: Int) {
        let layout = pango_cairo_create_layout(context)
        let font = pango_font_description_from_string("DejaVu Sans \(size)")
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, string, -1)
        pango_layout_set_width(layout, 440 * PANGO_SCALE)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        cairo_move_to(context, x, y)
        pango_cairo_show_layout(context, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
        pango_font_description_free(font)
    }

    static func drawCard(_ cr: OpaquePointer) {
        let background = cairo_pattern_create_linear(0, 0, 512, 512)
        cairo_pattern_add_color_stop_rgb(background, 0, 0.1, 0.1, 0.3)
        cairo_pattern_add_color_stop_rgb(background, 1, 0.6, 0.2, 0.5)
        cairo_set_source(cr, background)
        cairo_paint(cr)
        cairo_pattern_destroy(background)
        let glow = cairo_pattern_create_radial(256, 200, 10, 256, 200, 150)
        cairo_pattern_add_color_stop_rgba(glow, 0, 1, 0.8, 0.3, 1)
        cairo_pattern_add_color_stop_rgba(glow, 1, 1, 0.3, 0.1, 0)
        cairo_set_source(cr, glow)
        cairo_arc(cr, 256, 200, 150, 0, 2 * .pi)
        cairo_fill(cr)
        cairo_pattern_destroy(glow)
        for index in 0..<5 {
            let t = Double(index) / 4
            cairo_set_source_rgba(cr, t, 0.5, 1 - t, 0.9)
            cairo_arc(cr, 60 + Double(index) * 98, 420, 38, 0, 2 * .pi)
            cairo_fill(cr)
        }
        cairo_set_source_rgb(cr, 1, 1, 1)
        text(cr, "Color extractor — palette #3", x: 30, y: 30, size: 22)
        text(cr, "Dominant swatches: 5 clusters, k-means", x: 30, y: 470, size: 14)
    }

    static func drawWheel(_ cr: OpaquePointer) {
        for ring in 1...4 {
            let count = ring * 4 + (ring == 4 ? 4 : 0)
            for index in 0..<count {
                let angle = 2 * Double.pi * Double(index) / Double(count) + Double(ring) * 0.3
                let x = 256 + cos(angle) * Double(ring) * 55
                let y = 256 + sin(angle) * Double(ring) * 55
                cairo_set_source_rgba(
                    cr, 0.5 + 0.5 * cos(angle), 0.5 + 0.5 * sin(angle), Double(ring) / 4, 0.85)
                cairo_arc(cr, x, y, 12 + Double(ring) * 3, 0, 2 * .pi)
                cairo_fill_preserve(cr)
                cairo_set_source_rgba(cr, 0, 0, 0, 0.6)
                cairo_set_line_width(cr, 1.5)
                cairo_stroke(cr)
            }
        }
    }

    static func drawText(_ cr: OpaquePointer) {
        cairo_set_source_rgb(cr, 0.98, 0.98, 0.97)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
        let paragraph =
            "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor "
            + "incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud "
            + "exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute "
            + "irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla "
            + "pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia "
            + "deserunt mollit anim id est laborum. Sed ut perspiciatis unde omnis iste natus "
            + "error sit voluptatem accusantium doloremque laudantium, totam rem aperiam."
        text(cr, paragraph, x: 30, y: 20, size: 13)
        cairo_set_source_rgb(cr, 0.2, 0.4, 0.9)
        cairo_set_line_width(cr, 2)
        for wave in 0..<8 {
            let baseline = 300 + Double(wave) * 25
            cairo_move_to(cr, 30, baseline)
            for x in stride(from: 0.0, to: 450, by: 4) {
                cairo_line_to(cr, 30 + x, baseline - 10 * sin(x * 0.03 + Double(wave)))
            }
            cairo_stroke(cr)
        }
    }

    static func drawCurves(_ cr: OpaquePointer) {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        for index in 0..<12 {
            let t = Double(index) / 11
            let y = 20 + Double(index) * 40
            cairo_set_source_rgb(cr, 0.8, 0.8, 0.8)
            cairo_set_line_width(cr, 1)
            cairo_move_to(cr, 20, y)
            cairo_line_to(cr, 492, y)
            cairo_stroke(cr)
            cairo_set_source_rgb(cr, t, 0.3, 1 - t)
            cairo_arc(cr, 20 + 472 * (t * t * (3 - 2 * t)), y, 9, 0, 2 * .pi)
            cairo_fill(cr)
            cairo_set_source_rgb(cr, 0, 0, 0)
            text(cr, "easeInOut  spring(duration: 0.5)", x: 300, y: y + 5, size: 10)
        }
    }
}
