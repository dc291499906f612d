#!/usr/bin/env bash
# Runs Kinema's benchmarks in release mode and prints their tables.
# Usage: scripts/bench.sh [animation|png|render|scene|layout|e2e|animated|all]   (default: all)
# e2e compares with Skia (PyPI skia-python, manylinux wheels) and pycairo (+ numpy): they are
# installed into Benchmarks/.venv (pycairo builds against libcairo2-dev) on first use; a peer
# that cannot be installed is left out of the tables.
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

e2e() {
    if ! Benchmarks/.venv/bin/python -c "import cairo, numpy, skia" 2>/dev/null; then
        python3 -m venv Benchmarks/.venv
        Benchmarks/.venv/bin/pip install --quiet pycairo numpy skia-python ||
            echo "bench: could not install every peer; the missing ones are left out" >&2
    fi
    run kinema-bench-e2e
}

case "$suite" in
    animation | png | render | scene | animated) run "kinema-bench-$suite" ;;
    layout) scripts/bench-layout.sh ;;  # also sets up Yoga (poga) for the comparison
    e2e) e2e ;;
    all)
        for target in kinema-bench-animation kinema-bench-png kinema-bench-render kinema-bench-scene \
            kinema-bench-animated; do
            run "$target"
        done
        echo "== kinema-bench-layout"
        scripts/bench-layout.sh
        e2e
        ;;
    *)
        echo "bench: unknown suite '$suite' (expected animation, png, render, scene, layout, e2e, animated or all)" >&2
        exit 2
        ;;
esac
