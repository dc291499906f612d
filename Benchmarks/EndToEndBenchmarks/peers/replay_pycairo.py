"""Replays Kinema display lists (JSON from kinema-bench-e2e) with pycairo and saves each
frame with write_to_png: a peer of the end-to-end benchmark.

Usage: replay_pycairo.py FRAMES.json OUT_DIR [ROUNDS]  -> prints per-frame timings as JSON
(see peer_timing.py).

Same drawing model as Kinema's DisplayListRenderer: fills, strokes, gradients, images
scaled into their rectangle, opacity groups (push_group / paint_with_alpha), clips, blur
and shadow groups (three box blurs with numpy over the group surface). Text uses cairo's
toy API with DejaVu Sans (pycairo has no Pango), from the top of the box at the ascent.
"""
import cairo
import numpy as np

import peer_timing

CAPS = {"butt": cairo.LINE_CAP_BUTT, "round": cairo.LINE_CAP_ROUND, "square": cairo.LINE_CAP_SQUARE}
JOINS = {"miter": cairo.LINE_JOIN_MITER, "round": cairo.LINE_JOIN_ROUND, "bevel": cairo.LINE_JOIN_BEVEL}
images = {}


def set_matrix(cr, m):
    cr.set_matrix(cairo.Matrix(*m))


def add_path(cr, ops):
    cr.new_path()
    for op, numbers in peer_timing.path_commands(ops):
        if op == "M":
            cr.move_to(*numbers)
        elif op == "L":
            cr.line_to(*numbers)
        elif op == "Q":
            x0, y0 = cr.get_current_point()
            cx, cy, x, y = numbers
            cr.curve_to(x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0),
                        x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
        elif op == "C":
            cr.curve_to(*numbers)
        else:
            cr.close_path()


def set_paint(cr, paint):
    kind = paint[0]
    if kind == "color":
        cr.set_source_rgba(*paint[1:5]); return
    stops = paint[1]
    if kind == "linear":
        pattern = cairo.LinearGradient(*paint[2:6])
    else:
        cx, cy, r0, r1 = paint[2:6]
        pattern = cairo.RadialGradient(cx, cy, r0, cx, cy, r1)
    pattern.set_extend(cairo.EXTEND_PAD)
    for r, g, b, a, loc in stops:
        pattern.add_color_stop_rgba(loc, r, g, b, a)
    cr.set_source(pattern)


def box_blur(data, sigma):
    """Three box blurs per axis over premultiplied float data (H, W, 4)."""
    radius = max(1, int(round((np.sqrt(4 * sigma * sigma + 1) - 1) / 2)))
    for axis in (1, 0):
        for _ in range(3):
            pad = [(0, 0)] * 3
            pad[axis] = (radius + 1, radius)
            padded = np.pad(data, pad)
            c = np.cumsum(padded, axis=axis)
            n = data.shape[axis]
            hi = np.take(c, range(2 * radius + 1, 2 * radius + 1 + n), axis=axis)
            lo = np.take(c, range(0, n), axis=axis)
            data = (hi - lo) / (2 * radius + 1)
    return data


def blurred(surface, sigma):
    """The surface blurred, with the same device offset (a group pushed inside a clip covers
    only the clip's extents, and its pixel (0, 0) lies at minus that offset)."""
    surface.flush()
    w, h, stride = surface.get_width(), surface.get_height(), surface.get_stride()
    buf = np.ndarray((h, stride // 4, 4), np.uint8, surface.get_data())[:, :w, :]
    out = np.clip(box_blur(buf.astype(np.float32), sigma) + 0.5, 0, 255).astype(np.uint8)
    result = cairo.ImageSurface(cairo.FORMAT_ARGB32, w, h)
    dst = np.ndarray((h, result.get_stride() // 4, 4), np.uint8, result.get_data())
    dst[:, :w, :] = out
    result.mark_dirty()
    result.set_device_offset(*surface.get_device_offset())
    return result


def bound_group(cr, group, base):
    """Saves the context and clips it to the group's content bounds (the last element of a
    "begin" item) grown by what its effect adds: the blur's reach of 3 sigma + 2 pixels, and
    a shadow's offset. A pushed group then covers only these bounds, as Kinema's do."""
    cr.save()
    bounds = group[-1]
    if not bounds:
        return
    x, y, w, h = bounds
    effect = group[1]
    reach, dx, dy = 2, 0, 0
    if effect == "blur":
        reach += 3 * max(group[2], 0)
    elif effect == "shadow":
        reach += 3 * max(group[3], 0)
        dx, dy = group[4]
    cr.set_matrix(base)
    cr.rectangle(min(x, x + dx) - reach, min(y, y + dy) - reach,
                 w + abs(dx) + 2 * reach, h + abs(dy) + 2 * reach)
    cr.clip()


def draw_items(cr, frame, scale):
    base = cairo.Matrix(scale, 0, 0, scale, 0, 0)
    groups = []
    for item in frame["items"]:
        kind = item[0]
        if kind == "fill":
            set_matrix(cr, cairo.Matrix(*item[4]).multiply(base))
            add_path(cr, item[1])
            cr.set_fill_rule(cairo.FILL_RULE_EVEN_ODD if item[3] else cairo.FILL_RULE_WINDING)
            set_paint(cr, item[2]); cr.fill()
        elif kind == "stroke":
            set_matrix(cr, cairo.Matrix(*item[4]).multiply(base))
            width, cap, join, miter, dash, phase = item[3]
            cr.set_line_width(width); cr.set_line_cap(CAPS[cap]); cr.set_line_join(JOINS[join])
            cr.set_miter_limit(miter); cr.set_dash(dash, phase)
            add_path(cr, item[1]); set_paint(cr, item[2]); cr.stroke()
        elif kind == "text":
            string, family, size, weight, rgba, origin, box, m = item[1:]
            set_matrix(cr, cairo.Matrix(*m).multiply(base))
            cr.select_font_face(family, cairo.FONT_SLANT_NORMAL,
                                cairo.FONT_WEIGHT_BOLD if weight >= 600 else cairo.FONT_WEIGHT_NORMAL)
            cr.set_font_size(size)
            cr.set_source_rgba(*rgba)
            cr.move_to(origin[0], origin[1] + cr.font_extents()[0])
            cr.show_text(string)
        elif kind == "image":
            path, rect, m = item[1:]
            if path not in images:
                images[path] = cairo.ImageSurface.create_from_png(path)
            image = images[path]
            set_matrix(cr, cairo.Matrix(*m).multiply(base))
            cr.translate(rect[0], rect[1])
            cr.scale(rect[2] / image.get_width(), rect[3] / image.get_height())
            cr.set_source_surface(image, 0, 0)
            cr.get_source().set_extend(cairo.EXTEND_PAD)
            cr.rectangle(0, 0, image.get_width(), image.get_height()); cr.fill()
        elif kind == "begin":
            effect = item[1]
            if effect == "clip":
                cr.save(); set_matrix(cr, cairo.Matrix(*item[4]).multiply(base))
                add_path(cr, item[2])
                cr.set_fill_rule(cairo.FILL_RULE_EVEN_ODD if item[3] else cairo.FILL_RULE_WINDING)
                cr.clip()
            else:
                bound_group(cr, item, base)
                cr.push_group()
            groups.append(item)
        elif kind == "end" and groups:
            group = groups.pop()
            effect = group[1]
            if effect == "clip":
                cr.restore(); continue
            pattern = cr.pop_group()
            cr.save(); cr.identity_matrix()
            if effect == "opacity":
                cr.set_source(pattern); cr.paint_with_alpha(group[2])
            elif effect == "blur":
                sigma = group[2] * scale
                if sigma > 0:
                    cr.set_source_surface(blurred(pattern.get_surface(), sigma), 0, 0)
                else:
                    cr.set_source(pattern)
                cr.paint()
            else:
                rgba, radius, offset = group[2:5]
                surface = pattern.get_surface()
                tint = cairo.ImageSurface(cairo.FORMAT_ARGB32, surface.get_width(), surface.get_height())
                tint.set_device_offset(*surface.get_device_offset())
                tcr = cairo.Context(tint); tcr.set_source_rgba(*rgba)
                tcr.mask_surface(surface, offset[0] * scale, offset[1] * scale)
                shadow = blurred(tint, radius * scale) if radius > 0 else tint
                cr.set_source_surface(shadow, 0, 0); cr.paint()
                cr.set_source(pattern); cr.paint()
            cr.restore()
            cr.restore()  # the group's bounds


def new_target(width, height):
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, width, height)
    return surface, cairo.Context(surface)


def draw(cr, frame, scale, background):
    cr.save()
    cr.set_operator(cairo.OPERATOR_SOURCE)
    cr.set_source_rgba(*background)
    cr.paint()
    cr.restore()
    draw_items(cr, frame, scale)


def write_png(surface, path):
    surface.write_to_png(path)


if __name__ == "__main__":
    import sys
    peer_timing.run(sys.modules[__name__])
