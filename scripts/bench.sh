#!/usr/bin/env bash
# Runs Kinema's benchmarks in release mode and prints their tables.
# Usage: scripts/bench.sh [animation|png|render|scene|layout|all]   (default: all)
# Times are ratios against a baseline measured in the same run; machines are noisy.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh

suite=${1:-all}
run() {
    echo "== $1"
    swift run -c release "$1"
    echo
}

case "$suite" in
    animation | png | render | scene) run "kinema-bench-$suite" ;;
    layout) scripts/bench-layout.sh ;;  # also sets up Yoga (poga) for the comparison
    all)
        for name in animation png render scene; do run "kinema-bench-$name"; done
        echo "== kinema-bench-layout"
        scripts/bench-layout.sh
        ;;
    *)
        echo "bench: unknown suite '$suite' (expected animation, png, render, scene, layout or all)" >&2
        exit 2
        ;;
esac
