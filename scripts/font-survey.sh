#!/usr/bin/env bash
# Measures how close freely licensed Debian font families come to SF Pro (the table of the
# DocC article "Text metrics" and the README). Downloads the candidates' Debian packages and
# unpacks them into a private folder with its own fontconfig file: nothing is installed.
# Needs gcc, pkg-config and libpango1.0-dev (scripts/setup.sh installs the last two).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="${1:-/tmp/kinema-font-survey}"
mkdir -p "$work/debs" "$work/root" "$work/cache"

packages=(fonts-inter fonts-liberation2 fonts-roboto-unhinted fonts-lato fonts-cantarell
    fonts-open-sans fonts-noto-core fonts-dejavu-core)
(cd "$work/debs" && apt-get download "${packages[@]}" >/dev/null 2>&1) ||
    { echo "font-survey: apt-get download failed (run apt-get update first)" >&2; exit 1; }
for deb in "$work"/debs/*.deb; do dpkg -x "$deb" "$work/root"; done

cat > "$work/fonts.conf" <<CONF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>$work/root/usr/share/fonts</dir>
  <cachedir>$work/cache</cachedir>
</fontconfig>
CONF

gcc -O1 "$here/font-survey/measure.c" -o "$work/measure" $(pkg-config --cflags --libs pangocairo)
FONTCONFIG_FILE="$work/fonts.conf" python3 "$here/font-survey/survey.py" "$work/measure"
