"""Start-up in instructions: how much work each program does until its first frame, counted by
Valgrind (callgrind), so that a change of a few milliseconds can be seen on a busy machine.

    packaging/startup-bench.sh --instructions [--only game --only empty] [--keep DIR]

Wall-clock start-up (``startup_bench.py``) is what a player sees, but on a shared 2-core
machine its medians drift by tens of milliseconds between minutes. The instructions a process
executes until its first frame hardly move between runs (within 0.2 %), whatever else runs on
the machine: each program is started once under ``valgrind --tool=callgrind`` in the same
fresh HOME and Xvfb as the wall-clock benchmark, callgrind writes its counts when the first
``QBackingStore::flush`` returns (the first frame reaches the X server; ``--dump-after``), and
the program is then stopped. Only Qt programs have that function: the game, the empty PySide6
window, the toolkit floor and LSkat; Aisleriot (GTK) is left out. An instruction is not a
nanosecond (reading files, page faults and cache misses cost time but few instructions), so
the wall-clock figures stay the measure of the goal; these say where the work is and whether a
change removed any. ``--keep DIR`` keeps each profile for ``callgrind_annotate``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import startup_bench as bench  # a sibling script, not a package

#: The function whose first return is the first frame of a Qt widget program.
FIRST_FLUSH = "QBackingStore::flush*"
#: Programs that draw through Qt's backing store (see the module's docstring).
QT_PROGRAMS = ("game", "baseline", "empty", "floor", "lskat")


def first_frame_instructions(command: list[str], display: str, keep: Path | None = None,
                             name: str = "program", limit: float = 120.0) -> float | None:
    """Instructions (millions) ``command`` executes until its first frame; ``None`` if it drew
    none within ``limit`` seconds. With ``keep``, its profile is kept there as
    ``callgrind.NAME.first-frame``."""
    with tempfile.TemporaryDirectory(prefix="sm-instr-") as folder:
        home = Path(folder) / "home"
        home.mkdir()
        env = bench.clean_env(display, home)
        words = bench.take_pythonpath(command, env)
        out = Path(folder) / "callgrind.out"
        process = subprocess.Popen(
            ["valgrind", "--tool=callgrind", f"--dump-after={FIRST_FLUSH}",
             f"--callgrind-out-file={out}", *words],
            env=env, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True)  # in a folder of its own: ``python -m`` looks in the
        # working folder first, and the bench's own (a checkout) would shadow a baseline's
        first = Path(f"{out}.1")  # part 1: from the start to the first flush's return
        deadline = time.monotonic() + limit
        try:
            while time.monotonic() < deadline and process.poll() is None:
                if first.exists() and "\ntotals:" in first.read_text(errors="replace"):
                    break
                time.sleep(0.1)
        finally:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            process.wait()
        if not first.exists():
            return None
        if keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
            shutil.copy(first, keep / f"callgrind.{name}.first-frame")
        for line in first.read_text(errors="replace").splitlines():
            if line.startswith("totals:"):
                return int(line.split()[1]) / 1e6
    return None


def report(counts: dict[str, float | None]) -> list[str]:
    """The table: each program's instructions, and its difference from the empty window and
    from the toolkit floor."""
    lines = ["instructions until the first frame (callgrind, millions; one run each: "
             "they repeat within 0.2 %)",
             f"{'program':10s} {'instructions':>12s} {'vs empty':>9s} {'vs floor':>9s}"]
    for name, count in counts.items():
        if count is None:
            lines.append(f"{name:10s} {'no frame':>12s}")
            continue
        cells = []
        for anchor in ("empty", "floor"):
            other = counts.get(anchor)
            cells.append(f"{count - other:+9.1f}" if other is not None and anchor != name
                         else f"{'':9s}")
        lines.append(f"{name:10s} {count:12.1f} {cells[0]} {cells[1]}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="startup-bench --instructions",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", action="append", metavar="NAME",
                        help="only these programs (game, baseline, empty, floor, lskat)")
    parser.add_argument("--python", default=sys.executable, help="the venv's python")
    parser.add_argument("--options", default="", metavar="TEXT",
                        help="the game's options (default: none, as the desktop's menu "
                             "starts it)")
    parser.add_argument("--baseline", metavar="DIR", help="the game from another source tree")
    parser.add_argument("--keep", metavar="DIR", type=Path,
                        help="keep each program's profile until its first frame here")
    args = parser.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("startup-bench --instructions: valgrind is not installed "
              "(apt-get install valgrind)", file=sys.stderr)
        return 2
    commands = bench.programs(args.python, False, args.baseline, args.options.split())
    chosen = {name: command for name, command in commands.items()
              if name in QT_PROGRAMS and (not args.only or name in args.only)}
    server, display = bench.start_xvfb()
    try:
        watcher = bench.MapWatcher(display)
        for command in chosen.values():  # Python's byte-code caches written, disk warm
            bench.run_once(command, display, 0, watcher, 1.5, timeout=20.0)
        counts = {name: first_frame_instructions(command, display, args.keep, name)
                  for name, command in chosen.items()}
    finally:
        server.terminate()
        server.wait()
    print("\n".join(report(counts)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
