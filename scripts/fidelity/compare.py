"""Image measures of the fidelity harness: foreground IoU and a pixelmatch-style share.

Both images are composited over white (snapshots of views with no background are
transparent) and compared on the reference's pixel grid; a rendering of another size is
placed at the top left and the rest of the larger canvas counts as background.

- The background is the colour most of the reference's border pixels have (the rendering is
  judged against the reference's background too, so a canvas of another colour shows as a
  difference); an image's foreground is every pixel whose YIQ distance from that colour
  exceeds FOREGROUND_DELTA, and a pixel outside an image is background.
- Foreground IoU is |A ∩ B| / |A ∪ B| of the two foreground masks (1 when both are empty).
- The pixelmatch-style share is the fraction of the pixels in A ∪ B whose YIQ distance
  between the two images is at most MATCH_DELTA, the perceptual colour difference of
  Kotsarenko and Ramos that the pixelmatch tool thresholds (here without its anti-aliasing
  exemption, so edges count against a rendering).
"""

from PIL import Image

# The largest YIQ distance: black against white.
MAX_DELTA = 35215.0
# A pixel is foreground when it differs from the background by more than 10% of that.
FOREGROUND_DELTA = 0.1 * 0.1 * MAX_DELTA
# Two pixels match when they differ by at most pixelmatch's default threshold, 0.1.
MATCH_DELTA = 0.1 * 0.1 * MAX_DELTA


def load_over_white(path):
    """The image at `path` as RGB, composited over white."""
    image = Image.open(path).convert("RGBA")
    white = Image.new("RGBA", image.size, (255, 255, 255, 255))
    return Image.alpha_composite(white, image).convert("RGB")


def yiq_delta(a, b):
    """The squared YIQ distance of two RGB pixels, weighted as pixelmatch weights it."""
    dr, dg, db = a[0] - b[0], a[1] - b[1], a[2] - b[2]
    y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q


def border_colour(image):
    """The colour most pixels of the image's outermost rows and columns have."""
    width, height = image.size
    pixels = image.load()
    counts = {}
    for x in range(width):
        for y in (0, height - 1):
            counts[pixels[x, y]] = counts.get(pixels[x, y], 0) + 1
    for y in range(height):
        for x in (0, width - 1):
            counts[pixels[x, y]] = counts.get(pixels[x, y], 0) + 1
    return max(counts, key=counts.get)


def foreground(image, size, background):
    """The set of foreground pixel positions of `image` on a canvas of `size`."""
    pixels = image.load()
    width, height = image.size
    mask = set()
    for y in range(min(height, size[1])):
        for x in range(min(width, size[0])):
            if yiq_delta(pixels[x, y], background) > FOREGROUND_DELTA:
                mask.add((x, y))
    return mask


def compare(reference_path, rendered_path):
    """(IoU, share, reference size, rendered size) of two PNG files."""
    reference = load_over_white(reference_path)
    rendered = load_over_white(rendered_path)
    size = (max(reference.width, rendered.width), max(reference.height, rendered.height))
    background = border_colour(reference)
    a = foreground(reference, size, background)
    b = foreground(rendered, size, background)
    union = a | b
    iou = 1.0 if not union else len(a & b) / len(union)
    ref_pixels, out_pixels = reference.load(), rendered.load()

    def pixel(pixels, image, background, x, y):
        return pixels[x, y] if x < image.width and y < image.height else background

    matching = sum(
        1
        for (x, y) in union
        if yiq_delta(
            pixel(ref_pixels, reference, background, x, y),
            pixel(out_pixels, rendered, background, x, y),
        )
        <= MATCH_DELTA
    )
    share = 1.0 if not union else matching / len(union)
    return iou, share, reference.size, rendered.size
