#!/usr/bin/env bash
# Installs what the screen-reader suite (`npm run test:screen-reader`) needs, from Debian's packages: Orca, the
# accessibility bus (at-spi2-core), a D-Bus session bus, Firefox ESR, Xvfb for a display and xdotool for the keys.
# Speech goes to the suite's silent stand-in, so no speech synthesiser or audio device is needed.
# Skips whatever is present; run as root (CI) or with sudo.
set -euo pipefail

declare -A provides=(
  [orca]=/usr/bin/orca
  [at-spi2-core]=/usr/libexec/at-spi-bus-launcher
  [dbus]=/usr/bin/dbus-daemon
  [firefox-esr]=/usr/bin/firefox-esr
  [xvfb]=/usr/bin/Xvfb
  [xdotool]=/usr/bin/xdotool
  # Not spoken through (the suite's stand-in takes Orca's speech), but the suite was proven with them present.
  [speech-dispatcher]=/usr/bin/speech-dispatcher
  [python3-speechd]=/usr/lib/python3/dist-packages/speechd/__init__.py
)
missing=()
for package in "${!provides[@]}"; do
  [[ -e ${provides[$package]} ]] || missing+=("$package")
done
if ((${#missing[@]} == 0)); then
  echo "install-screen-reader: orca, at-spi2-core, dbus, firefox-esr, xvfb and xdotool are present"
  exit 0
fi
echo "install-screen-reader: installing ${missing[*]}"
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
