#!/usr/bin/env bash
# Installs what Kinema needs on a fresh Debian 12 machine with the Swift toolchain:
# the C libraries Cairo and Pango (with their pkg-config files), the DejaVu fonts,
# and libpng/zlib. Does nothing when everything is already there.
set -euo pipefail

packages=(pkg-config libcairo2-dev libpango1.0-dev libpng-dev zlib1g-dev fonts-dejavu-core)

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

if ! command -v swift >/dev/null 2>&1; then
    echo "setup: the Swift toolchain (6.0 or later) must be on PATH" >&2
    exit 1
fi
