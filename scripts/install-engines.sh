#!/usr/bin/env bash
# Installs the browser engines the cross-engine suite drives (`npm run test:engines`), from Debian's packages:
# Firefox ESR (driven over WebDriver BiDi), WebKitGTK's WebKitWebDriver and MiniBrowser, and Xvfb for a display.
# Skips whatever is present; run as root (CI) or with sudo. No browser is downloaded from anywhere else.
set -euo pipefail

declare -A provides=(
  [firefox-esr]=/usr/bin/firefox-esr
  [webkit2gtk-driver]=/usr/bin/WebKitWebDriver
  [xvfb]=/usr/bin/Xvfb
)
missing=()
for package in "${!provides[@]}"; do
  [[ -x ${provides[$package]} ]] || missing+=("$package")
done
if ((${#missing[@]} == 0)); then
  echo "install-engines: firefox-esr, webkit2gtk-driver and xvfb are present"
  exit 0
fi
echo "install-engines: installing ${missing[*]}"
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
