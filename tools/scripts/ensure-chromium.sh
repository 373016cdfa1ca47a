#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium through playwright-core; nothing downloads a browser.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
echo "[chromium] installing Debian's chromium"
if [ "$(id -u)" != 0 ]; then echo "Run as root or install chromium: apt-get install chromium" >&2; exit 1; fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
