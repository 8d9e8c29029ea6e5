#!/bin/sh
# Start-up benchmark: the game's window next to an empty PySide6 window (and the bundles when
# built), under Xvfb, pinned to one core; see packaging/startup_bench.py for what is measured.
#
#   packaging/startup-bench.sh [--runs 5] [--core 1] [--method x11|xdotool] [--no-bundle]
#   packaging/startup-bench.sh --instructions [--only NAME]... [--keep DIR]
#
# --instructions counts what each Qt program executes until its first frame under Valgrind
# instead (packaging/startup_instructions.py): steady on a busy machine.
# Uses the project's .venv when there is one, otherwise $PYTHON (default python3).
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${PYTHON:-}" ] && [ -x "$ROOT/.venv/bin/python" ]; then
    PYTHON=$ROOT/.venv/bin/python
fi
if [ "${1:-}" = "--instructions" ]; then
    shift
    exec "${PYTHON:-python3}" "$ROOT/packaging/startup_instructions.py" "$@"
fi
exec "${PYTHON:-python3}" "$ROOT/packaging/startup_bench.py" "$@"
