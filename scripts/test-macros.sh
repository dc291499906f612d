#!/usr/bin/env bash
# Tests Kinema's macro plugins (Macros/KinemaSwiftUIMacros, Macros/KinemaEngineMacros): source in,
# expanded source and diagnostics out, for `#Preview`, `@Previewable`, `@Entry` and `@SlotOwner`.
#
# Like the plugin itself (scripts/install-macros.sh), the tests are compiled with swiftc against
# the SwiftSyntax libraries the toolchain ships (<toolchain>/usr/lib/swift/host): SwiftPM cannot
# fetch swift-syntax here, and the toolchain has no SwiftSyntaxMacrosTestSupport, so
# Macros/KinemaSwiftUIMacrosTests carries a small expansion harness of its own over
# SwiftSyntaxMacroExpansion. The tests are Swift Testing tests; arguments go to the runner
# (for example `--filter EntryMacroTests`).
set -euo pipefail
cd "$(dirname "$0")/.."

swift_path="$(command -v swift)" || { echo "test-macros: swift is not on PATH" >&2; exit 1; }
toolchain="$(dirname "$(dirname "$(readlink -f "$swift_path")")")"   # .../usr
host="$toolchain/lib/swift/host"
out=".build-macros"
mkdir -p "$out"

libraries=(-lSwiftSyntax -lSwiftSyntaxMacros -lSwiftSyntaxMacroExpansion -lSwiftDiagnostics
    -lSwiftParser -lSwiftBasicFormat -lSwiftOperators -lSwiftParserDiagnostics)
# The plugins as modules the tests import, then the tests linked against them.
for module in KinemaSwiftUIMacros KinemaEngineMacros; do
    swiftc -emit-library -emit-module -module-name "$module" -parse-as-library \
        -I "$host" -L "$host" "${libraries[@]}" -Xlinker -rpath -Xlinker "$host" \
        -emit-module-path "$out/$module.swiftmodule" \
        Macros/"$module"/*.swift -o "$out/lib$module.so"
done
swiftc -parse-as-library -module-name KinemaSwiftUIMacrosTests \
    -I "$out" -I "$host" -L "$out" -L "$host" -lKinemaSwiftUIMacros -lKinemaEngineMacros \
    "${libraries[@]}" \
    -Xlinker -rpath -Xlinker "$host" -Xlinker -rpath -Xlinker "$PWD/$out" \
    Macros/KinemaSwiftUIMacrosTests/*.swift -o "$out/kinema-macro-tests"
"$out/kinema-macro-tests" "$@"
