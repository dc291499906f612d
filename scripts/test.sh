#!/usr/bin/env bash
# Runs every check of the project: format lint, a warnings-as-errors build, the DocC
# documentation of every module (warnings are errors), all tests, and all tests again under
# ThreadSanitizer.
# This is the README's test command and what CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh

echo "== swift format lint --strict"
swift format lint --strict --recursive --parallel Package.swift Sources Tests Benchmarks Macros \
    Plugins Examples

echo "== swift build (warnings are errors)"
swift build --build-tests -Xswiftc -warnings-as-errors

echo "== docc (every module's catalog, warnings are errors)"
scripts/docs.sh

echo "== swift test"
swift test --skip-build

echo "== macro plugin: expansion tests (#Preview, @Previewable, @Entry)"
scripts/test-macros.sh --quiet

# The example packages depend on Kinema by path, as a user's package would.
echo "== Examples/SwiftUIOnLinux: a SwiftUI file builds unchanged against Kinema's SwiftUI module"
swift build --package-path Examples/SwiftUIOnLinux --scratch-path .build-examples \
    -Xswiftc -warnings-as-errors
.build-examples/debug/badges-demo | grep -q '^text "3"'

echo "== Examples/MyScenes: a package's own scenes through the kinema command line"
swift build --package-path Examples/MyScenes --scratch-path .build-examples \
    -Xswiftc -warnings-as-errors
rm -rf .build-examples/my-scenes-out
.build-examples/debug/my-scenes render pulse badge loader --sheet packed \
    --out .build-examples/my-scenes-out >/dev/null
python=/usr/bin/python3
[ -x "$python" ] || python=python3
"$python" Examples/MyScenes/check_outputs.py .build-examples/my-scenes-out

# A SwiftUI package as an iOS developer writes it (no Kinema in its Package.swift): its
# previews rendered by `kinema preview` and its snapshot tests run by `kinema test`, both
# through a wrapper package that builds its targets against Kinema's SwiftUI module. They
# share one build folder, in debug: Kinema is compiled once for both (and for the plugin
# below), where the optimized build `kinema preview` makes by default would be another.
echo "== Examples/HabitTracker: kinema preview (10 previews, one gallery) and kinema test"
rm -rf .build-examples/habit-previews
.build/debug/kinema preview Examples/HabitTracker --debug --scratch-path .build-previews \
    --out .build-examples/habit-previews
"$python" scripts/check-gallery.py .build-examples/habit-previews 10
CI=true .build/debug/kinema test Examples/HabitTracker --scratch-path .build-previews

# The command plugin, on a package that depends on Kinema: SwiftPM builds the kinema tool
# (in the examples' build folder, where Kinema already is) and the plugin runs
# `kinema preview` (in the previews' build folder: SwiftPM holds the first one meanwhile).
echo "== Examples/SwiftUIOnLinux: swift package render-previews"
rm -rf .build-examples/badges-previews
swift package --package-path Examples/SwiftUIOnLinux --scratch-path .build-examples \
    --allow-writing-to-package-directory render-previews \
    --debug --scratch-path "$PWD/.build-previews" --out "$PWD/.build-examples/badges-previews"
"$python" scripts/check-gallery.py .build-examples/badges-previews 2

# Every test again under ThreadSanitizer: concurrent layout and rendering must be race-free.
# Its own build directory keeps the instrumented objects apart from the normal build. One
# test target at a time: with all of them in one process, ThreadSanitizer's own runtime was
# once seen to deadlock (its trace lock, inside pthread_getattr_np). A target that hangs
# past the time limit (480 s, four times the slowest target's two minutes) is run once more;
# a race report fails the run at once.
echo "== swift test --sanitize=thread"
tsan=(swift test --sanitize=thread --scratch-path .build-tsan)
# The command-line tests start the `kinema` executable hundreds of times; an instrumented
# one made that target take 18 of CI's 30 minutes. They start the normal build's instead:
# the tests themselves still run instrumented, and the library code the executable runs
# (rendering, encoding, sheets, shards) is checked in process by the other targets.
export KINEMA_EXECUTABLE="$PWD/.build/debug/kinema"
swift build --build-tests --sanitize=thread --scratch-path .build-tsan
for target in $(ls Tests | grep -E 'Tests$'); do
    echo "-- $target"
    for attempt in 1 2; do
        status=0
        timeout 480 "${tsan[@]}" --skip-build --filter "^$target\." || status=$?
        if [ "$status" -ne 124 ]; then break; fi
        echo "   $target did not finish in 480 s under ThreadSanitizer (attempt $attempt)"
    done
    if [ "$status" -ne 0 ]; then exit "$status"; fi
done
