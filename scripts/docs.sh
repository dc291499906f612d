#!/usr/bin/env bash
# Builds the DocC documentation of every library module and fails on any DocC warning
# (a broken symbol link, an unknown parameter, ...). scripts/test.sh runs it after its build.
#
# SwiftPM here cannot fetch swift-docc-plugin, so the symbol graphs come straight from the
# modules the debug build already compiled (swift-symbolgraph-extract, no rebuild), and the
# toolchain's `docc` converts each catalog with them.
#
#   scripts/docs.sh            check every module (the build must be up to date)
#   scripts/docs.sh --keep     also keep the archives in .build/docs/<Module>.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(KinemaCore KinemaAnimation KinemaLayout KinemaGraphics KinemaClock KinemaCombine KinemaScene
    KinemaViews KinemaCairo
    KinemaRendering Kinema KinemaCommandLine KinemaTesting)
keep=false
[ "${1:-}" = "--keep" ] && keep=true

bin="$(swift build --show-bin-path)"
triple="$(swiftc -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The C modules KinemaCairo imports: their module maps and the system headers they include.
clang_flags=()
for module in CCairo CPNG CDeflate CWebP CPixman; do clang_flags+=(-I "Sources/$module"); done
# And the one KinemaScene imports (its module map is in include/).
clang_flags+=(-I Sources/CKinemaDiscovery/include)
for flag in $(pkg-config --cflags-only-I pangocairo libpng16 libdeflate libwebpmux pixman-1); do
    clang_flags+=(-Xcc "$flag")
done

status=0
for module in "${modules[@]}"; do
    graphs="$work/graphs/$module"
    mkdir -p "$graphs"
    swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" \
        -minimum-access-level public -skip-synthesized-members -output-dir "$graphs" \
        "${clang_flags[@]}"
    output="$work/$module.doccarchive"
    if $keep; then output=".build/docs/$module.doccarchive"; mkdir -p .build/docs; fi
    echo "-- docc $module"
    docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.kinema.$module" \
        --output-dir "$output" --warnings-as-errors || status=1
done
exit "$status"
