#!/usr/bin/env python3
"""Checks what `kinema preview` wrote: python3 scripts/check-gallery.py DIR COUNT.

DIR/previews.json lists COUNT previews, none failed, each with frames and an animated PNG
(a PNG whose acTL chunk gives its frame count) and a frame viewer; DIR/index.html is the
gallery that shows them all. scripts/test.sh runs it on the example packages' galleries.
"""
import json
import os
import struct
import sys


def apng_frames(path):
    """The frame count in the acTL chunk of the PNG at path; 1 for a still PNG."""
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG file")
    offset = 8
    while offset + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        if kind == b"acTL":
            return struct.unpack(">I", data[offset + 8:offset + 12])[0]
        if kind == b"IDAT":
            return 1
        offset += 12 + length
    raise ValueError(f"{path} has no image data")


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: check-gallery.py DIR COUNT")
    folder, count = sys.argv[1], int(sys.argv[2])
    with open(os.path.join(folder, "previews.json"), encoding="utf-8") as file:
        previews = json.load(file)
    problems = []
    if len(previews) != count:
        problems.append(f"{len(previews)} previews, not {count}")
    page = open(os.path.join(folder, "index.html"), encoding="utf-8").read()
    for preview in previews:
        name = f"{preview.get('filePath') or preview['source']}: '{preview['title']}'"
        if preview.get("error"):
            problems.append(f"{name} failed: {preview['error']}")
            continue
        animation = os.path.join(folder, preview["folder"], "preview.png")
        frames = apng_frames(animation)
        if preview["frames"] < 1 or frames != preview["frames"]:
            problems.append(f"{name}: {frames} frames in {animation}, {preview['frames']} listed")
        if not os.path.isfile(os.path.join(folder, preview["folder"], "index.html")):
            problems.append(f"{name}: no frame viewer")
        if f'{preview["folder"]}/preview.png' not in page:
            problems.append(f"{name}: not in the gallery")
    if problems:
        sys.exit("check-gallery: " + folder + ":\n  " + "\n  ".join(problems))
    print(f"check-gallery: {len(previews)} previews in {folder}, every one rendered")


main()
