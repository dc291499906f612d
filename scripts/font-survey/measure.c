// Measures text as Kinema's TextRenderer lays it out (Sources/KinemaCairo/Text/TextRenderer.swift):
// a Pango layout on its own cairo font map, hint metrics off, hint style none, 72 dpi (1 point =
// 1 pixel), glyph positions not rounded.
//
//   measure FAMILY SIZE WEIGHT TEXT...
//
// prints, per text, tab-separated: the family Pango chose, the logical width and height, the
// first baseline, the text, the ink width and the ink height (points).
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: measure FAMILY SIZE WEIGHT TEXT...\n");
        return 2;
    }
    PangoFontMap *map = pango_cairo_font_map_new();
    PangoContext *context = pango_font_map_create_context(map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(context, options);
    pango_cairo_context_set_resolution(context, 72);
    pango_context_set_round_glyph_positions(context, 0);
    PangoLayout *layout = pango_layout_new(context);
    PangoFontDescription *description = pango_font_description_new();
    pango_font_description_set_family(description, argv[1]);
    pango_font_description_set_absolute_size(description, atof(argv[2]) * PANGO_SCALE);
    pango_font_description_set_weight(description, atoi(argv[3]));
    pango_layout_set_font_description(layout, description);
    PangoFont *font = pango_font_map_load_font(map, context, description);
    PangoFontDescription *chosen = pango_font_describe(font);
    for (int i = 4; i < argc; i++) {
        pango_layout_set_text(layout, argv[i], -1);
        PangoRectangle ink, logical;
        pango_layout_get_extents(layout, &ink, &logical);
        printf("%s\t%.4f\t%.4f\t%.4f\t%s\t%.4f\t%.4f\n", pango_font_description_get_family(chosen),
               logical.width / (double)PANGO_SCALE, logical.height / (double)PANGO_SCALE,
               pango_layout_get_baseline(layout) / (double)PANGO_SCALE, argv[i],
               ink.width / (double)PANGO_SCALE, ink.height / (double)PANGO_SCALE);
    }
    return 0;
}
