"""Chooses Kinema's system font by measurement: how close each freely licensed Debian family
comes to SF Pro, the font SwiftUI draws the system font in.

Run by scripts/font-survey.sh, which downloads the candidates' Debian packages, unpacks them
into a private folder and points fontconfig there (nothing is installed). Text is measured by
measure.c with the settings of Kinema's TextRenderer. Three measures, each against a
published or recorded value (sources in the DocC article "Text metrics"):

1. The average advance of English text, per em: capsize's `xWidthAvg` (lower-case letters and
   the space weighted by their frequency in English, the weighting capsize published with the
   metric), against capsize's value for SF Pro, 842 / 2048.
2. The ink width of strings that real SwiftUI drew in public snapshot tests (the reference
   PNG files of scripts/fidelity/manifest.json), at their sizes and weights.
3. The line height (ascent + descent) per em, against SF Pro's 1950 + 494 units of 2048.
"""

import os
import subprocess
import sys

# capsize's first published weighting (lower-case letters and the space).
WEIGHTS = dict(
    a=0.0668, b=0.0122, c=0.0228, d=0.0348, e=0.1039, f=0.0182, g=0.0165, h=0.0499, i=0.057,
    j=0.0013, k=0.0063, l=0.0329, m=0.0197, n=0.0552, o=0.0614, p=0.0158, q=0.0008, r=0.049,
    s=0.0518, t=0.0741, u=0.0226, v=0.008, w=0.0193, x=0.0012, y=0.0162, z=0.0006)
WEIGHTS[" "] = 0.1818
SF_AVERAGE = 842 / 2048  # capsize's xWidthAvg of SF Pro with that weighting
SF_LINE = (1950 + 494) / 2048
# Calibration: Liberation Sans has Arial's metrics, whose published xWidthAvg is 904 / 2048.
ARIAL_AVERAGE = 904 / 2048

# (text, size, weight, ink width in points in the reference PNG, where it was measured)
SWIFTUI_INK = [
    ("Some text", 17, 400, 71.33, "RaulPascual/SwiftUtils UpdateViewTests, @3x"),
    ("Hello!", 17, 400, 39.33, "RaulPascual/SwiftUtils CustomSheetTests, @3x"),
    ("Toast View!", 17, 400, 81.33, "RaulPascual/SwiftUtils ToastViewTests, @3x"),
    ("Checked", 17, 400, 65.5, "pointfreeco/swift-snapshot-testing testSwiftUIView_iOS, @2x"),
    ("Title 1", 28, 700, 70.0, "RaulPascual/SwiftUtils OnboardingViewTests, @3x"),
    ("Custom Stepper", 34, 400, 228.0, "RaulPascual/SwiftUtils StepperTests, @3x"),
]

CANDIDATES = [
    "Inter Display", "Inter", "Liberation Sans", "Roboto", "Lato", "Cantarell", "Open Sans",
    "Noto Sans", "DejaVu Sans",
]


def measure(binary, family, size, weight, texts):
    """Rows of measure.c's output for `texts`."""
    output = subprocess.run(
        [binary, family, str(size), str(weight)] + texts, capture_output=True, text=True,
        check=True).stdout
    rows = []
    for line in output.splitlines():
        chosen, width, height, baseline, text, ink, ink_height = line.split("\t")
        rows.append(dict(family=chosen, width=float(width), height=float(height),
                         ink=float(ink)))
    return rows


def average_advance(binary, family):
    """capsize's xWidthAvg of `family`, per em (measured at 2048 points)."""
    rows = measure(binary, family, 2048, 400, list(WEIGHTS))
    return sum(WEIGHTS[c] * row["width"] for c, row in zip(WEIGHTS, rows)) / 2048


def main():
    binary = sys.argv[1]
    check = average_advance(binary, "Liberation Sans")
    print(f"calibration: Liberation Sans {check * 2048:.1f} / 2048 against Arial's "
          f"published {ARIAL_AVERAGE * 2048:.0f}")
    print()
    print("| family | average advance vs SF Pro | SwiftUI ink widths (mean abs error, worst) "
          "| line height vs SF Pro |")
    print("| --- | --- | --- | --- |")
    for family in CANDIDATES:
        if measure(binary, family, 17, 400, ["x"])[0]["family"] != family:
            print(f"| {family} | not installed | | |")
            continue
        average = average_advance(binary, family)
        errors = []
        for text, size, weight, ink, _ in SWIFTUI_INK:
            measured = measure(binary, family, size, weight, [text])[0]["ink"]
            errors.append(measured / ink - 1)
        line = measure(binary, family, 100, 400, ["x"])[0]["height"] / 100
        mean = sum(abs(e) for e in errors) / len(errors)
        worst = max(errors, key=abs)
        print(f"| {family} | {100 * (average / SF_AVERAGE - 1):+.1f}% | "
              f"{100 * mean:.1f}% (worst {100 * worst:+.1f}%) | "
              f"{100 * (line / SF_LINE - 1):+.1f}% |")


if __name__ == "__main__":
    main()
