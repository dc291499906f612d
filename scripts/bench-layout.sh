#!/usr/bin/env bash
# Kinema's layout benchmarks: cold layout against Yoga on the same trees, warm relayout
# against cold, and 64 animated wheel frames concurrently against serially.
# Usage: scripts/bench-layout.sh   (scripts/bench.sh layout calls it)
#
# Yoga comes from the PyPI package `poga` (a Python binding that compiles Yoga's C++
# sources; needs python3 with venv, pip and a C++ compiler). It is installed once into
# Benchmarks/.venv (ignored by git); without it the Yoga rows are left out.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=Benchmarks/.venv
if ! "$venv/bin/python" -c 'import poga' 2>/dev/null; then
    echo "bench-layout: installing poga (Yoga) into $venv"
    if python3 -m venv "$venv" && "$venv/bin/pip" install --quiet poga; then
        :
    else
        echo "bench-layout: could not install poga; the Yoga comparison is skipped" >&2
    fi
fi
if "$venv/bin/python" -c 'import poga' 2>/dev/null; then
    KINEMA_YOGA_PYTHON="$(pwd)/$venv/bin/python"
    export KINEMA_YOGA_PYTHON
else
    export KINEMA_YOGA_PYTHON=false  # the benchmark reports Yoga as unavailable
fi

swift run -c release kinema-bench-layout
