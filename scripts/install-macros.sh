#!/usr/bin/env bash
# Builds Kinema's macro plugins, KinemaSwiftUIMacros (`#Preview`, `@Previewable`, `@Entry`) and
# KinemaEngineMacros (the engine's internal `@SlotOwner`), and installs them where the Swift
# compiler looks for plugins by default: <toolchain>/usr/local/lib/swift/host/plugins.
#
# SwiftPM cannot fetch swift-syntax here, so the plugin is not a package target: it is
# compiled with swiftc against the SwiftSyntax libraries the toolchain itself ships
# (<toolchain>/usr/lib/swift/host), which is how the toolchain's own macros (Observation,
# Testing) are built. The plugin must match the compiler, so it is rebuilt whenever the
# toolchain or the macro sources change. Does nothing when it is up to date. (The module was
# called KinemaMacros before `#Preview` emitted discovery records; checkouts from before then
# still find their libKinemaMacros.so, which this script leaves alone.)
set -euo pipefail
cd "$(dirname "$0")/.."

swift_path="$(command -v swift)" || { echo "install-macros: swift is not on PATH" >&2; exit 1; }
toolchain="$(dirname "$(dirname "$(readlink -f "$swift_path")")")"   # .../usr
host="$toolchain/lib/swift/host"
plugins="$toolchain/local/lib/swift/host/plugins"

if [ ! -d "$host" ] || [ ! -f "$host/libSwiftSyntaxMacros.so" ]; then
    echo "install-macros: $host has no SwiftSyntax libraries; #Preview will not expand" >&2
    exit 1
fi

# Builds and installs one plugin module, Macros/<module>, unless it is up to date.
install_plugin() {
    local module="$1"
    local library="$plugins/lib$module.so"
    local stamp="$library.stamp"
    local sources=(Macros/$module/*.swift)
    local want
    want="$( (swiftc --version 2>&1; cat "${sources[@]}") | sha256sum | cut -d' ' -f1)"
    if [ -f "$library" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$want" ]; then
        return 0
    fi

    echo "install-macros: building lib$module.so into $plugins"
    local sudo_cmd=()
    if [ ! -w "$toolchain" ] && [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
    local work
    work="$(mktemp -d)"
    swiftc -emit-library -module-name "$module" -O \
        -I "$host" -L "$host" \
        -lSwiftSyntax -lSwiftSyntaxMacros -lSwiftDiagnostics \
        -Xlinker -rpath -Xlinker "$host" \
        "${sources[@]}" -o "$work/lib$module.so"
    echo "$want" > "$work/stamp"
    "${sudo_cmd[@]}" mkdir -p "$plugins"
    # Copy then rename: a compiler running meanwhile never sees half a library.
    "${sudo_cmd[@]}" cp "$work/lib$module.so" "$library.tmp"
    "${sudo_cmd[@]}" mv -f "$library.tmp" "$library"
    "${sudo_cmd[@]}" cp "$work/stamp" "$stamp"
    rm -rf "$work"
}

install_plugin KinemaSwiftUIMacros
install_plugin KinemaEngineMacros
