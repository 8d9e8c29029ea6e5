#!/bin/sh
# Build the frozen game: the one-folder bundle, its .tar.gz, and the one-file executable.
#
#   packaging/build.sh            (needs: pip install ".[package]", i.e. PyInstaller)
#
# Results, in dist/:
#   sergeantmajor/                               one-folder bundle: run sergeantmajor/sergeantmajor
#   sergeantmajor-<version>-linux-<arch>.tar.gz  that folder, packed for download
#   sergeantmajor-<version>-linux-<arch>         one-file executable
# PyInstaller's work files go to build/pyinstaller. Sizes are printed at the end.
set -eu

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
PYTHON=${PYTHON:-python3}

if ! "$PYTHON" -m PyInstaller --version >/dev/null 2>&1; then
    echo "build: PyInstaller is missing; install it with: $PYTHON -m pip install '.[package]'" >&2
    exit 1
fi
if ! ls translations/*.qm >/dev/null 2>&1; then
    echo "build: warning: no translations/*.qm; the bundle will speak English only" >&2
fi

VERSION=$("$PYTHON" -c 'import re,sys; print(re.search(r"__version__ = \"([^\"]+)\"", open("sergeantmajor/__init__.py").read()).group(1))')
NAME=sergeantmajor-$VERSION-linux-$(uname -m)

start=$(date +%s)
"$PYTHON" -m PyInstaller --noconfirm --log-level WARN --distpath dist \
    --workpath build/pyinstaller packaging/sergeantmajor.spec
rm -f "dist/$NAME.tar.gz"
tar -C dist -czf "dist/$NAME.tar.gz" sergeantmajor
end=$(date +%s)

# The promise of the spec, checked on the result: no Qt module the game does not use.
unwanted=$(find dist/sergeantmajor -name 'libQt6*' | grep -E \
    'Network|WebEngine|WebChannel|WebSockets|Multimedia|Qml|Quick|3D|Pdf|OpenGL|Sql|Designer' || true)
if [ -n "$unwanted" ]; then
    echo "build: the bundle carries Qt modules the game does not use:" >&2
    echo "$unwanted" >&2
    exit 1
fi

mb() { du -sk "$1" | awk '{printf "%.1f MB", $1 / 1024}'; }
echo
echo "Built in $((end - start)) s:"
echo "  one-folder bundle  dist/sergeantmajor/        $(mb dist/sergeantmajor)"
echo "  packed             dist/$NAME.tar.gz  $(mb "dist/$NAME.tar.gz")"
echo "  one-file           dist/$NAME         $(mb "dist/$NAME")"
