"""Times a peer renderer replaying Kinema display lists (JSON from kinema-bench-e2e).

A peer module provides:
  new_target(width, height) -> (surface, canvas)   a fresh ARGB surface to draw into
  draw(canvas, frame, scale, background)           paints the background, then the frame
  write_png(surface, path)                         encodes the surface into a PNG file

`run(peer)` reads `FRAMES.json OUT_DIR [ROUNDS [cpu]]` from the command line and prints one
JSON object: per frame, the median over ROUNDS of
  "draw": drawing only (time.perf_counter around draw(), into a surface made beforehand),
  "png":  a new surface + draw + PNG file (fewer rounds: encoders are slow),
in milliseconds, plus whatever extra timings the peer adds through `extra(frames, ...)`.
Times are wall-clock (time.perf_counter), or the thread's CPU time (time.thread_time) with
`cpu`: steadier on a machine loaded by other work.
"""
import json
import math
import statistics
import sys
import time


ARITY = {"M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0}


def path_commands(ops):
    """(command, numbers) pairs of a flat path array: "M", x, y, "L", x, y, "Q", cx, cy, x, y,
    "C", c1x, c1y, c2x, c2y, x, y, "Z"."""
    i = 0
    while i < len(ops):
        count = ARITY[ops[i]]
        yield ops[i], ops[i + 1:i + 1 + count]
        i += 1 + count


def load(path):
    with open(path) as file:
        document = json.load(file)
    return document["frames"], document["scale"], document["background"]


def pixel_size(frame, scale):
    return int(math.ceil(frame["w"] * scale)), int(math.ceil(frame["h"] * scale))


clock = time.perf_counter


def time_frames(frames, rounds, body):
    """Per frame, the median over `rounds` of body(index, frame) timed with `clock`."""
    samples = [[] for _ in frames]
    for _ in range(rounds):
        for index, frame in enumerate(frames):
            start = clock()
            body(index, frame)
            samples[index].append((clock() - start) * 1000)
    return [statistics.median(values) for values in samples]


def run(peer, extra=None):
    global clock
    if len(sys.argv) > 4 and sys.argv[4] == "cpu":
        clock = time.thread_time
    frames, scale, background = load(sys.argv[1])
    out = sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 15
    png_rounds = max(1, rounds // 5)
    targets = [peer.new_target(*pixel_size(frame, scale)) for frame in frames]

    def draw_only(index, frame):
        peer.draw(targets[index][1], frame, scale, background)

    def draw_png(index, frame):
        surface, canvas = peer.new_target(*pixel_size(frame, scale))
        peer.draw(canvas, frame, scale, background)
        peer.write_png(surface, "%s/frame_%05d.png" % (out, index))

    draw_only(0, frames[0])  # warm-up: fonts, images, caches
    result = {
        "draw": time_frames(frames, rounds, draw_only),
        "png": time_frames(frames, png_rounds, draw_png),
    }
    if extra is not None:
        result.update(extra(frames, scale, background, rounds, targets))
    print(json.dumps(result))
