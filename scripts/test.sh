#!/usr/bin/env bash
# Runs every check of the project: format lint, a warnings-as-errors build, all tests, and
# all tests again under ThreadSanitizer.
# This is the README's test command and what CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh

echo "== swift format lint --strict"
swift format lint --strict --recursive --parallel Package.swift Sources Tests Benchmarks

echo "== swift build (warnings are errors)"
swift build --build-tests -Xswiftc -warnings-as-errors

echo "== swift test"
swift test --skip-build

# Every test again under ThreadSanitizer: concurrent layout and rendering must be race-free.
# Its own build directory keeps the instrumented objects apart from the normal build.
echo "== swift test --sanitize=thread"
swift test --sanitize=thread --scratch-path .build-tsan
