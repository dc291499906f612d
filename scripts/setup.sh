#!/usr/bin/env bash
# Installs what Kinema needs on a fresh Debian 12 machine with the Swift toolchain:
# the C libraries Cairo, pixman and Pango (with their pkg-config files), Inter (the system
# font: Inter Display's widths are the closest to SF Pro's), the DejaVu fonts (the fallback,
# serif and monospaced designs) and Noto Color Emoji (emoji drawn in colour), libpng/zlib
# and libdeflate (PNG files), libwebp (animated WebP), and Pillow for Debian's python3 (the
# tests read our PNG files back with an independent decoder), and Debian's chromium (headless,
# for the browser tests of the HTML viewer, the CSS sprites and the snapshot report).
# Does nothing when everything is already there.
set -euo pipefail

packages=(
    pkg-config libcairo2-dev libpango1.0-dev libpixman-1-dev libpng-dev zlib1g-dev
    libdeflate-dev libwebp-dev
    fonts-inter fonts-dejavu-core fonts-noto-color-emoji
    python3 python3-pil
    chromium
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}"
    sudo_cmd=()
    if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo_cmd[@]}" apt-get update -qq
    "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The PNG tests look for Pillow in /usr/bin/python3 (python3-pil), then in python3 on PATH.
if ! /usr/bin/python3 -c 'import PIL' 2>/dev/null && ! python3 -c 'import PIL' 2>/dev/null; then
    echo "setup: installing Pillow from PyPI"
    python3 -m pip install --quiet --user pillow
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "setup: the Swift toolchain (6.3 or later) must be on PATH" >&2
    exit 1
fi

# The `#Preview` macro's compiler plugin, built against the toolchain's own SwiftSyntax.
"$(dirname "$0")/install-macros.sh"
