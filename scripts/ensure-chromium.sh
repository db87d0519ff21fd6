#!/usr/bin/env bash
# Debian's Chromium for the end-to-end suite and the budget script (no browser download works
# here: STACK.md). Installs it with apt-get when it is missing; prints its path.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: installing Debian chromium (apt-get)" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  [ -x "$CHROMIUM" ] || { echo "ensure-chromium: apt-get did not install $CHROMIUM" >&2; exit 1; }
fi
echo "$CHROMIUM"
