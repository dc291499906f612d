#!/usr/bin/env bash
# The README's main command: builds Kinema in release mode and runs the default demo,
# which writes into render-out/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build -c release --product kinema
.build/release/kinema "$@"
