#!/bin/sh
# CI: build the frozen game and run its smoke test (packaging/smoke.sh). Run from anywhere.
# Expects the system packages of .ci/run (Qt's X11 libraries, xvfb, xauth) to be installed.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
PYTHON=${PYTHON:-python3}

# xprop and xwininfo let the smoke test read the window's title and icon; add them if missing.
if ! command -v xprop >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get install -y -qq x11-utils >/dev/null || echo "note: could not install x11-utils"
fi

"$PYTHON" -m pip install -q ".[package]"
sh packaging/build.sh
sh packaging/smoke.sh
