#!/usr/bin/env bash
# Runs Kinema's benchmarks in release mode and prints their tables.
# Usage: scripts/bench.sh [animation|png|render|scene|all]   (default: all)
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
    all)
        for target in kinema-bench-animation kinema-bench-png kinema-bench-render kinema-bench-scene; do run "$target"; done
        ;;
    *)
        echo "bench: unknown suite '$suite' (expected animation, png, render, scene or all)" >&2
        exit 2
        ;;
esac
