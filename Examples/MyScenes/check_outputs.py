#!/usr/bin/env python3
"""Checks what `my-scenes render pulse badge loader --sheet packed --out DIR` wrote: every frame a
valid PNG (read by Pillow, an independent decoder) of the scene's size, the manifest, the
contact sheet, and a sprite sheet whose atlas names every frame. Exits 1 naming the first
problem. Usage: check_outputs.py DIR [SCALE]"""
import json
import os
import sys

from PIL import Image

# Each scene's size in points, frame count (duration * fps) as in Sources/my-scenes.
SCENES = {"pulse": ((160, 120), 18), "badge": ((96, 96), 20), "loader": ((80, 80), 12)}


def fail(message):
    print(f"check_outputs: {message}", file=sys.stderr)
    sys.exit(1)


def open_png(path):
    try:
        with Image.open(path) as image:
            image.verify()
        image = Image.open(path)
        image.load()
        return image
    except Exception as error:  # noqa: BLE001 - any decoder complaint is a failure
        fail(f"{path} is not a valid PNG: {error}")


def main():
    root = sys.argv[1]
    scale = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    for name, ((width, height), count) in SCENES.items():
        size = (int(-(-width * scale // 1)), int(-(-height * scale // 1)))
        frames = os.path.join(root, name, "frames")
        with open(os.path.join(frames, "manifest.json")) as file:
            manifest = json.load(file)
        if manifest["count"] != count or (manifest["width"], manifest["height"]) != size:
            fail(f"{name}: manifest says {manifest['count']} frames of "
                 f"{manifest['width']}x{manifest['height']}, expected {count} of {size}")
        for index in range(count):
            image = open_png(os.path.join(frames, f"frame_{index:05d}.png"))
            if image.size != size:
                fail(f"{name} frame {index} is {image.size}, expected {size}")
        open_png(os.path.join(root, name, "contact.png"))
        sheet = open_png(os.path.join(root, name, "sheet.png"))
        with open(os.path.join(root, name, "sheet.json")) as file:
            atlas = json.load(file)
        if len(atlas["frames"]) != count:
            fail(f"{name}: the atlas has {len(atlas['frames'])} frames, expected {count}")
        if tuple(atlas["meta"]["size"].values()) != sheet.size:
            fail(f"{name}: the atlas says {atlas['meta']['size']}, the sheet is {sheet.size}")
        print(f"{name}: {count} frames of {size[0]}x{size[1]}, sheet {sheet.size[0]}x{sheet.size[1]}")


main()
