#!/bin/sh
# CI: build the frozen game and run its smoke test (packaging/smoke.sh). Run from anywhere.
# Expects the system packages of .ci/run (Qt's X11 libraries, xvfb, xauth) to be installed.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
PYTHON=${PYTHON:-python3}

"$PYTHON" -m pip install -q ".[package]"
sh packaging/build.sh
sh packaging/smoke.sh
