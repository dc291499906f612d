#!/usr/bin/env bash
# Kinema's fidelity harness: builds the SwiftUI views of scripts/fidelity/manifest.json
# against this checkout, renders them and compares them with the PNG files real SwiftUI
# recorded of them (foreground IoU and a pixelmatch-style share, per category).
#
#   scripts/fidelity.sh --sources DIR [--work DIR] [--only ID,ID] [--label NAME]
#
# DIR holds the manifest's repositories, fetched beforehand (see the DocC article "Measuring
# fidelity against real SwiftUI"): CI cannot reach GitHub, so this runs by hand.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
python=python3
if /usr/bin/python3 -c 'import PIL' 2>/dev/null; then python=/usr/bin/python3; fi
exec "$python" "$here/fidelity/run.py" "$@"
