#!/usr/bin/env python3
"""Yoga's side of Kinema's layout benchmarks (run by `kinema-bench-layout`).

Builds the same trees as Benchmarks/LayoutBenchmarks with Yoga (through the PyPI
binding `poga`, which compiles Yoga's C++ sources), times YGNodeCalculateLayout on
fresh trees (cold) and on laid-out trees (warm), and prints one JSON object:

    {"yoga": "poga 0.1.19", "trees": {"row": {"nodes": ..., "cold_ns": [...],
     "warm_ns": [...], "checksum": ...}, "nested": {...}}}

Only the C++ layout call is timed; building the nodes in Python is not. Pixel
rounding is off (point scale factor 0) so that the checksums (sum of every node's
width and height) match Kinema's unrounded layout.
"""

import argparse
import json
import sys
import time
from importlib import metadata

from poga.libpoga_capi import (
    YGConfigNew,
    YGConfigSetPointScaleFactor,
    YGDirection,
    YGFlexDirection,
    YGNodeCalculateLayout,
    YGNodeFreeRecursive,
    YGNodeGetChildCount,
    YGNodeGetChild,
    YGNodeInsertChild,
    YGNodeLayoutGetHeight,
    YGNodeLayoutGetWidth,
    YGNodeNewWithConfig,
    YGNodeStyleSetFlexDirection,
    YGNodeStyleSetFlexGrow,
    YGNodeStyleSetFlexShrink,
    YGNodeStyleSetHeight,
    YGNodeStyleSetWidth,
)

CONFIG = YGConfigNew()
YGConfigSetPointScaleFactor(CONFIG, 0)

# The same numbers as Benchmarks/LayoutBenchmarks/Trees.swift.
ROW_CHILDREN = 10_000
ROW_PROPOSAL = (100_000.0, 100.0)
NESTED_FANOUT = 10
NESTED_DEPTH = 4
NESTED_PROPOSAL = (1000.0, 1000.0)


def flexible(node):
    """A child that fills what it is offered on both axes (SwiftUI: a Color)."""
    YGNodeStyleSetFlexGrow(node, 1)
    YGNodeStyleSetFlexShrink(node, 1)
    return node


def build_row():
    """A row of 10,000 children: even ones fixed 10x10, odd ones flexible."""
    root = YGNodeNewWithConfig(CONFIG)
    YGNodeStyleSetFlexDirection(root, YGFlexDirection.Row)
    for i in range(ROW_CHILDREN):
        child = YGNodeNewWithConfig(CONFIG)
        if i % 2 == 0:
            YGNodeStyleSetWidth(child, 10)
            YGNodeStyleSetHeight(child, 10)
            YGNodeStyleSetFlexShrink(child, 0)
        else:
            flexible(child)
        YGNodeInsertChild(root, child, i)
    return root, ROW_PROPOSAL


def build_nested():
    """4 levels of 10 children, rows and columns alternating, flexible leaves."""

    def container(level):
        node = YGNodeNewWithConfig(CONFIG)
        row = level % 2 == 0
        YGNodeStyleSetFlexDirection(node, YGFlexDirection.Row if row else YGFlexDirection.Column)
        if level > 0:
            flexible(node)
        for i in range(NESTED_FANOUT):
            if level + 1 < NESTED_DEPTH:
                child = container(level + 1)
            else:
                child = flexible(YGNodeNewWithConfig(CONFIG))
            YGNodeInsertChild(node, child, i)
        return node

    return container(0), NESTED_PROPOSAL


def count_and_checksum(node):
    total, checksum = 1, YGNodeLayoutGetWidth(node) + YGNodeLayoutGetHeight(node)
    for i in range(YGNodeGetChildCount(node)):
        n, c = count_and_checksum(YGNodeGetChild(node, i))
        total += n
        checksum += c
    return total, checksum


def bench(build, runs):
    cold, warm = [], []
    nodes, checksum = 0, 0.0
    for run in range(runs + 1):  # the first run warms up and is discarded
        root, (width, height) = build()
        start = time.perf_counter_ns()
        YGNodeCalculateLayout(root, width, height, YGDirection.LTR)
        middle = time.perf_counter_ns()
        YGNodeCalculateLayout(root, width, height, YGDirection.LTR)
        end = time.perf_counter_ns()
        if run > 0:
            cold.append(float(middle - start))
            warm.append(float(end - middle))
        if run == runs:
            nodes, checksum = count_and_checksum(root)
        YGNodeFreeRecursive(root)
    return {"nodes": nodes, "cold_ns": cold, "warm_ns": warm, "checksum": checksum}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    sys.setrecursionlimit(10_000)
    result = {
        "yoga": "poga " + metadata.version("poga"),
        "trees": {"row": bench(build_row, args.runs), "nested": bench(build_nested, args.runs)},
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
