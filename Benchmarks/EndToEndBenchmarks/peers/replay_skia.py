"""Replays Kinema display lists (JSON from kinema-bench-e2e) with Skia through skia-python
(PyPI `skia-python`): the renderer of Chrome and Flutter, as a peer of the end-to-end
benchmark.

Usage: replay_skia.py FRAMES.json OUT_DIR [ROUNDS]  -> prints per-frame timings as JSON (see
peer_timing.py), plus "picture": drawing each frame's recorded SkPicture (Skia alone, no
Python per item).

Same drawing model as Kinema's DisplayListRenderer: anti-aliased fills and strokes,
gradients interpolated in sRGB and padded, images scaled into their rectangle (bilinear),
clips, and layers for opacity, blur and shadow groups. As Chrome and Flutter do, each layer
gets its content's bounds (the last element of a "begin" item, from Kinema's GroupBounds);
blur is ImageFilters.Blur(σ, σ) with σ = radius, shadow ImageFilters.DropShadow. Text is
drawn with DejaVu Sans from the top of the run's box at the font's ascent.
"""
import skia

import peer_timing

CAPS = {"butt": skia.Paint.kButt_Cap, "round": skia.Paint.kRound_Cap,
        "square": skia.Paint.kSquare_Cap}
JOINS = {"miter": skia.Paint.kMiter_Join, "round": skia.Paint.kRound_Join,
         "bevel": skia.Paint.kBevel_Join}
images = {}
typefaces = {}


def matrix(m, base):
    """The item's [a, b, c, d, tx, ty] after the base scale."""
    a, b, c, d, tx, ty = m
    return skia.Matrix.Concat(base, skia.Matrix.MakeAll(a, c, tx, b, d, ty, 0, 0, 1))


def make_path(ops, even_odd):
    path = skia.Path()
    add = {"M": path.moveTo, "L": path.lineTo, "Q": path.quadTo, "C": path.cubicTo}
    for op, numbers in peer_timing.path_commands(ops):
        if op == "Z":
            path.close()
        else:
            add[op](*numbers)
    if even_odd:
        path.setFillType(skia.PathFillType.kEvenOdd)
    return path


def color(rgba):
    return skia.Color4f(*rgba).toColor()


def make_paint(paint):
    result = skia.Paint(AntiAlias=True)
    kind = paint[0]
    if kind == "color":
        result.setColor4f(skia.Color4f(*paint[1:5]))
        return result
    stops = paint[1]
    colors = [color(stop[:4]) for stop in stops]
    positions = [stop[4] for stop in stops]
    if kind == "linear":
        x0, y0, x1, y1 = paint[2:6]
        shader = skia.GradientShader.MakeLinear(
            [skia.Point(x0, y0), skia.Point(x1, y1)], colors, positions)
    else:
        cx, cy, r0, r1 = paint[2:6]
        center = skia.Point(cx, cy)
        shader = skia.GradientShader.MakeTwoPointConical(
            center, r0, center, r1, colors, positions)
    result.setShader(shader)
    return result


def typeface(family, weight):
    key = (family, weight >= 600)
    if key not in typefaces:
        style = skia.FontStyle.Bold() if weight >= 600 else skia.FontStyle.Normal()
        typefaces[key] = skia.Typeface(family, style)
    return typefaces[key]


def layer_paint(group, scale):
    """The paint of an opacity, blur or shadow layer, or None when it needs no layer."""
    effect = group[1]
    if effect == "opacity":
        alpha = group[2]
        return skia.Paint(Alphaf=alpha) if alpha < 1 else None
    if effect == "blur":
        sigma = group[2]
        return skia.Paint(ImageFilter=skia.ImageFilters.Blur(sigma, sigma)) if sigma > 0 else None
    rgba, radius, offset = group[2:5]
    shadow = skia.ImageFilters.DropShadow(
        offset[0], offset[1], max(radius, 0), max(radius, 0), color(rgba))
    return skia.Paint(ImageFilter=shadow)


def draw_items(canvas, frame, scale):
    base = skia.Matrix.Scale(scale, scale)
    for item in frame["items"]:
        kind = item[0]
        if kind == "fill":
            canvas.setMatrix(matrix(item[4], base))
            canvas.drawPath(make_path(item[1], item[3]), make_paint(item[2]))
        elif kind == "stroke":
            canvas.setMatrix(matrix(item[4], base))
            width, cap, join, miter, dash, phase = item[3]
            paint = make_paint(item[2])
            paint.setStyle(skia.Paint.kStroke_Style)
            paint.setStrokeWidth(width)
            paint.setStrokeCap(CAPS[cap])
            paint.setStrokeJoin(JOINS[join])
            paint.setStrokeMiter(miter)
            if dash:
                intervals = dash * 2 if len(dash) % 2 else dash
                paint.setPathEffect(skia.DashPathEffect.Make(intervals, phase))
            canvas.drawPath(make_path(item[1], False), paint)
        elif kind == "text":
            string, family, size, weight, rgba, origin, box, m = item[1:]
            canvas.setMatrix(matrix(m, base))
            font = skia.Font(typeface(family, weight), size)
            font.setEdging(skia.Font.Edging.kAntiAlias)
            ascent = -font.getMetrics().fAscent
            canvas.drawString(string, origin[0], origin[1] + ascent, font,
                              skia.Paint(AntiAlias=True, Color4f=skia.Color4f(*rgba)))
        elif kind == "image":
            path, rect, m = item[1:]
            if path not in images:
                images[path] = skia.Image.open(path)
            canvas.setMatrix(matrix(m, base))
            canvas.drawImageRect(
                images[path], skia.Rect.MakeXYWH(*rect),
                skia.SamplingOptions(skia.FilterMode.kLinear))
        elif kind == "begin":
            if item[1] == "clip":
                canvas.save()
                canvas.setMatrix(matrix(item[4], base))
                canvas.clipPath(make_path(item[2], item[3]), doAntiAlias=True)
                continue
            paint = layer_paint(item, scale)
            if paint is None:
                canvas.save()
            else:
                canvas.setMatrix(base)
                bounds = item[-1]
                canvas.saveLayer(skia.Rect.MakeXYWH(*bounds) if bounds else None, paint)
        elif kind == "end":
            canvas.restore()


def new_target(width, height):
    surface = skia.Surface(width, height)
    return surface, surface.getCanvas()


def draw(canvas, frame, scale, background):
    canvas.resetMatrix()
    canvas.clear(skia.Color4f(*background))
    draw_items(canvas, frame, scale)
    canvas.restoreToCount(1)


def write_png(surface, path):
    surface.makeImageSnapshot().save(path, skia.kPNG)


def pictures(frames, scale, background, rounds, targets):
    """Draw time of each frame recorded once as an SkPicture: Skia without Python."""
    recorded = []
    for frame in frames:
        width, height = peer_timing.pixel_size(frame, scale)
        recorder = skia.PictureRecorder()
        draw(recorder.beginRecording(skia.Rect.MakeWH(width, height)), frame, scale, background)
        recorded.append(recorder.finishRecordingAsPicture())

    def replay(index, frame):
        canvas = targets[index][1]
        canvas.drawPicture(recorded[index])
        targets[index][0].flushAndSubmit()

    replay(0, frames[0])
    return {"picture": peer_timing.time_frames(frames, rounds, replay)}


if __name__ == "__main__":
    import sys
    peer_timing.run(sys.modules[__name__], extra=pictures)
