"""Start-up benchmark: how long until the game's window is on screen, next to an empty PySide6
window, and how much memory the game holds at the table.

    packaging/startup-bench.sh [--runs 5] [--core 1] [--method x11|xdotool] [--no-bundle]

Runs, under its own Xvfb, each process pinned to one core (``sched_setaffinity``, what
``taskset -c CORE`` does), interleaved and in a rotating order:

* ``game``    the game in this venv: ``python -m sergeantmajor``, without options, as the
  desktop's menu starts it (``Exec=sergeantmajor %f`` with no file);
* ``baseline`` with ``--baseline DIR``: the same from another source tree (before/after);
* ``empty``   five lines of PySide6: a QApplication and an empty 1024x700 QMainWindow, shown;
* ``floor``   ``packaging/table_floor.py``: the game's menus, a status line and a graphics scene
  with the felt, 17 cards rendered from the game's SVGs and six lines of text, in PySide6 with
  nothing of the game's: what the toolkit charges for the game's first screen;
* ``bundle``  the one-folder bundle ``dist/sergeantmajor/sergeantmajor``, when built;
* ``onefile`` the one-file executable ``dist/sergeantmajor-*-linux-*``, when built;
* ``bbundle``, ``bonefile`` with ``--baseline DIR``: the bundles in ``DIR/dist``, when built.

Each run gets a fresh HOME and XDG folders, empty but for a returning player's settings (the
tutorial was offered at an earlier start; ``--first-start``: no settings, so the tutorial's offer
is open over the table at 4 s): no saved match, nothing of the player's is read or written. One
untimed warm-up run of each program comes first (Python's byte-code cache, the disk cache).
Measured per run, from just before the process is started: when its first top-level window is
mapped; when the first frame is drawn into that window (the X DAMAGE extension reports the first
drawing); the CPU time the process had used at both moments (``/proc/PID/task/*/schedstat``:
steadier than wall-clock time when other jobs share the core); and the resident memory 4 s after
start (VmRSS, summed over the process and its children: the one-file executable runs the game in a
child). Prints the median, the spread (min-max) and the difference of each program's median from
``empty``'s, then each program's difference from ``empty`` within the same round (median of the
per-round differences: steadier when the machine's speed drifts between rounds). ``--first-frame
DIR`` saves every run's first frame (PPM) to compare by eye; ``--options`` changes the game's
options.

How "mapped" is seen: ``--method x11`` (default) listens on the root window for MapNotify
(SubstructureNotify) and reads the window's ``_NET_WM_PID``: the X server tells the moment the
window is mapped, to within a millisecond, and costs no CPU while waiting. ``--method xdotool``
polls ``xdotool search --onlyvisible --pid PID`` every 10 ms instead (10 ms granularity, plus
the few ms each xdotool process takes).
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

EMPTY_WINDOW = """\
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow(); window.resize(1024, 700); window.show()
sys.exit(app.exec())
"""

#: Card games of the two desktops, the anchors the game's start-up is compared with when they
#: are installed (``apt-get install lskat aisleriot``; a measurement, never a dependency): KDE's
#: LSkat (C++, Qt and KDE Frameworks) and GNOME's Aisleriot (C, GTK), by executable.
OTHER_GAMES = {"lskat": "lskat", "aisleriot": "sol"}

CREATE_NOTIFY = 16
MAP_NOTIFY = 19
DAMAGE_REPORT_NON_EMPTY = 3
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
XA_CARDINAL = 6


# --------------------------------------------------------------------------- the X server
def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    """Our own Xvfb on a free display (``-displayfd``); returns it and its DISPLAY."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x1024x24",
         "-nolisten", "tcp", "-noreset"],
        pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        sys.exit("startup-bench: Xvfb did not start")
    return server, f":{number}"


class MapWatcher:
    """Tells when a top-level window of given processes is mapped (MapNotify on the root)."""

    def __init__(self, display: str) -> None:
        path = ctypes.util.find_library("X11") or "libX11.so.6"
        x = ctypes.cdll.LoadLibrary(path)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        x.XConnectionNumber.argtypes = [ctypes.c_void_p]
        x.XPending.argtypes = [ctypes.c_void_p]
        x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        x.XFlush.argtypes = [ctypes.c_void_p]
        x.XInternAtom.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
            ctypes.c_int, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
        x.XFree.argtypes = [ctypes.c_void_p]
        handler_type = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
        # A window gone before we read its pid must not end this process (Xlib's default).
        self._on_error = handler_type(lambda _display, _event: 0)
        x.XSetErrorHandler(self._on_error)
        self.x = x
        self.dpy = x.XOpenDisplay(display.encode())
        if not self.dpy:
            sys.exit(f"startup-bench: cannot open display {display}")
        x.XSelectInput(self.dpy, x.XDefaultRootWindow(self.dpy), SUBSTRUCTURE_NOTIFY_MASK)
        x.XFlush(self.dpy)
        self.pid_atom = x.XInternAtom(self.dpy, b"_NET_WM_PID", 0)
        self.fd = x.XConnectionNumber(self.dpy)
        self.event = (ctypes.c_ulong * 24)()
        # DAMAGE tells when a client first draws into a window: the first frame on screen.
        self.damage_lib = ctypes.cdll.LoadLibrary(
            ctypes.util.find_library("Xdamage") or "libXdamage.so.1")
        self.damage_lib.XDamageQueryExtension.argtypes = [
            ctypes.c_void_p, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int)]
        self.damage_lib.XDamageCreate.restype = ctypes.c_ulong
        self.damage_lib.XDamageCreate.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int]
        base, error_base = ctypes.c_int(), ctypes.c_int()
        if not self.damage_lib.XDamageQueryExtension(self.dpy, ctypes.byref(base),
                                                     ctypes.byref(error_base)):
            sys.exit("startup-bench: the X server has no DAMAGE extension")
        self.damage_notify = base.value  # XDamageNotify is the extension's first event
        x.XGetImage.restype = ctypes.c_void_p
        x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x.XGetGeometry.argtypes = [ctypes.c_void_p, ctypes.c_ulong, *[ctypes.c_void_p] * 7]
        self.shot_path: Path | None = None  # where to save the first frame (PPM), if anywhere

    def save_window(self, window: int, path: Path) -> None:
        """Save what ``window`` shows now as a PPM picture (XGetImage, 24/32-bit TrueColor)."""
        root, geo = ctypes.c_ulong(), [ctypes.c_int() for _ in range(2)]
        size = [ctypes.c_uint() for _ in range(4)]
        self.x.XGetGeometry(self.dpy, window, ctypes.byref(root), *map(ctypes.byref, geo),
                            *map(ctypes.byref, size))
        width, height = size[0].value, size[1].value
        image = self.x.XGetImage(self.dpy, window, 0, 0, width, height, 0xFFFFFFFF, 2)
        if not image:
            return
        data = ctypes.c_void_p.from_address(image + 16).value or 0
        stride = ctypes.c_int.from_address(image + 44).value
        raw = ctypes.string_at(data, stride * height)
        rgb = bytearray()
        for row in range(height):  # BGRX, little-endian
            line = raw[row * stride: row * stride + width * 4]
            pixels = bytearray(width * 3)
            pixels[0::3], pixels[1::3], pixels[2::3] = line[2::4], line[1::4], line[0::4]
            rgb += pixels
        path.write_bytes(b"P6 %d %d 255\n" % (width, height) + bytes(rgb))

    def _pid_of(self, window: int) -> int | None:
        kind, fmt = ctypes.c_ulong(), ctypes.c_int()
        count, after, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
        status = self.x.XGetWindowProperty(
            self.dpy, window, self.pid_atom, 0, 1, 0, XA_CARDINAL, ctypes.byref(kind),
            ctypes.byref(fmt), ctypes.byref(count), ctypes.byref(after), ctypes.byref(data))
        if status != 0 or not data.value:
            return None
        try:
            return ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))[0] if count.value else None
        finally:
            self.x.XFree(data)

    def drain(self) -> None:
        """Forget the events of earlier runs."""
        while self.x.XPending(self.dpy):
            self.x.XNextEvent(self.dpy, self.event)

    def wait(self, pids: Callable[[], set[int]], deadline: float
             ) -> tuple[float | None, float | None, float | None, float | None]:
        """When a window of one of ``pids()`` was mapped and when it was first drawn into
        (monotonic times), with the CPU time the processes had used at each moment (seconds);
        None for what did not happen before ``deadline``."""
        mapped_window, mapped, painted, cpu_mapped, cpu_painted = None, None, None, None, None
        while time.monotonic() < deadline and painted is None:
            while self.x.XPending(self.dpy) and painted is None:
                self.x.XNextEvent(self.dpy, self.event)
                now = time.monotonic()
                kind = self.event[0] & 0xFFFFFFFF
                # Both XCreateWindowEvent and XMapEvent as longs: type, serial, send_event,
                # display, parent/event, window, ...; a DamageNotify has the drawable at 4.
                if kind == CREATE_NOTIFY:  # watch it from birth: it may draw at once
                    self.damage_lib.XDamageCreate(self.dpy, self.event[5],
                                                  DAMAGE_REPORT_NON_EMPTY)
                elif kind == MAP_NOTIFY and mapped is None:
                    # Menus and tooltips are override-redirect: not the program's window.
                    if self.event[6] & 0xFFFFFFFF == 0 and self._pid_of(self.event[5]) in pids():
                        mapped_window, mapped = self.event[5], now
                        cpu_mapped = cpu_seconds(pids())
                elif kind == self.damage_notify and self.event[4] == mapped_window:
                    painted = now
                    cpu_painted = cpu_seconds(pids())
                    if self.shot_path is not None:
                        self.save_window(mapped_window, self.shot_path)
            if painted is None:
                select.select([self.fd], [], [],
                              max(0.0, min(0.05, deadline - time.monotonic())))
        return mapped, painted, cpu_mapped, cpu_painted


def poll_xdotool(display: str, pids: Callable[[], set[int]], deadline: float) -> float | None:
    """The time at which ``xdotool search --onlyvisible --pid`` first finds a window."""
    env = dict(os.environ, DISPLAY=display)
    while time.monotonic() < deadline:
        for pid in pids():
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                                   env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL).returncode == 0
            if found:
                return time.monotonic()
        time.sleep(0.01)
    return None


# --------------------------------------------------------------------------- processes
def process_tree(pid: int) -> set[int]:
    """``pid`` and its descendants (the one-file bootloader runs the game in a child)."""
    tree, todo = {pid}, [pid]
    while todo:
        parent = todo.pop()
        try:
            children = Path(f"/proc/{parent}/task/{parent}/children").read_text().split()
        except OSError:
            continue
        for child in map(int, children):
            if child not in tree:
                tree.add(child)
                todo.append(child)
    return tree


def cpu_seconds(pids: set[int]) -> float:
    """CPU time used so far by every thread of ``pids`` (schedstat: nanoseconds on a CPU).

    Unlike the wall-clock time it hardly changes when other jobs share the core."""
    total = 0
    for pid in pids:
        for task in Path(f"/proc/{pid}/task").glob("*"):
            try:
                total += int((task / "schedstat").read_text().split()[0])
            except (OSError, ValueError, IndexError):
                pass
    return total / 1e9


def rss_mb(pids: set[int]) -> float:
    """Resident memory of ``pids`` together, in MB (VmRSS)."""
    total_kb = 0
    for pid in pids:
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total_kb += int(line.split()[1])
        except OSError:
            pass
    return total_kb / 1024


#: The settings of a returning player: the tutorial was offered at their first start. Without
#: them every run is a first start, with the tutorial's offer open over the table at 4 s.
RETURNING_SETTINGS = "[tutorial]\noffered=true\n"


def clean_env(display: str, home: Path, returning: bool = True) -> dict[str, str]:
    """The environment of one run: our display, an empty HOME and XDG folders, real X11;
    with ``returning``, the settings of a returning player (:data:`RETURNING_SETTINGS`)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("QT_", "XDG_", "SERGEANTMAJOR_", "WAYLAND"))
           and k != "PYTHONDONTWRITEBYTECODE"}  # as installed: compiled once, then cached
    env.update(DISPLAY=display, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
               XDG_STATE_HOME=str(home / "state"), XDG_RUNTIME_DIR=str(home / "runtime"),
               QT_QPA_PLATFORM="xcb")
    env.pop("XAUTHORITY", None)
    (home / "runtime").mkdir(mode=0o700)
    if returning:
        settings = home / "config" / "sergeantmajor"
        settings.mkdir(parents=True)
        (settings / "sergeantmajor.conf").write_text(RETURNING_SETTINGS, encoding="utf-8")
    return env


@dataclass
class Run:
    """One start of one program: seconds from start, and memory."""

    mapped: float | None  # the window mapped
    painted: float | None  # its first frame drawn (x11 method only)
    cpu_mapped: float | None  # CPU seconds used until the window was mapped (x11 method only)
    cpu_painted: float | None  # CPU seconds used until the first frame (x11 method only)
    rss: float  # MB, at ``rss_after``; NaN if it was no longer running


def take_pythonpath(command: list[str], env: dict[str, str]) -> list[str]:
    """``command`` without a leading ``PYTHONPATH=DIR`` (the game from another source tree),
    which goes into ``env``."""
    if command and command[0].startswith("PYTHONPATH="):
        env["PYTHONPATH"] = command[0].partition("=")[2]
        return command[1:]
    return command


def run_once(command: list[str], display: str, core: int, watcher: MapWatcher | None,
             rss_after: float, timeout: float, returning: bool = True) -> Run:
    """Start ``command`` once in a fresh HOME, pinned to ``core``; measure it. The HOME is
    empty but for a returning player's settings when ``returning``.

    A command may begin with ``PYTHONPATH=DIR``: the game from another source tree."""
    with tempfile.TemporaryDirectory(prefix="startup-bench-") as tmp:
        home = Path(tmp)
        env = clean_env(display, home, returning)
        command = take_pythonpath(command, env)
        if watcher is not None:
            watcher.drain()
        start = time.monotonic()
        proc = subprocess.Popen(command, env=env, cwd=tmp, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE,
                                preexec_fn=lambda: os.sched_setaffinity(0, {core}))
        pids = lambda: process_tree(proc.pid)  # noqa: E731 - read afresh: children come later
        deadline = start + timeout
        if watcher is not None:
            mapped, painted, cpu_mapped, cpu_painted = watcher.wait(pids, deadline)
        else:
            mapped, painted = poll_xdotool(display, pids, deadline), None
            cpu_mapped = cpu_painted = None
        time.sleep(max(0.0, start + rss_after - time.monotonic()))
        tree = pids()
        memory = rss_mb(tree) if proc.poll() is None else float("nan")
        for pid in sorted(tree, reverse=True):
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        try:
            _, errors = proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            _, errors = proc.communicate()
        if mapped is None:
            print(f"  no window from {command[0]}: {errors.decode(errors='replace')[-500:]}",
                  file=sys.stderr)
        return Run(None if mapped is None else mapped - start,
                   None if painted is None else painted - start, cpu_mapped, cpu_painted, memory)


def programs(python: str, with_bundle: bool, baseline: str | None,
             options: list[str], with_others: bool = True) -> dict[str, list[str]]:
    """The commands to compare, by name; the game's get ``options``; with ``with_others``,
    the other desktops' card games that are installed (:data:`OTHER_GAMES`)."""
    game = [python, "-m", "sergeantmajor", *options]
    found = {"game": game, "empty": [python, "-c", EMPTY_WINDOW],
             "floor": [python, str(ROOT / "packaging" / "table_floor.py")]}
    if baseline:  # Python puts PYTHONPATH before the editable install's finder
        found["baseline"] = [f"PYTHONPATH={Path(baseline).resolve()}", *game]
    if with_others:
        for name, executable in OTHER_GAMES.items():
            path = shutil.which(executable, path=os.pathsep.join(
                [os.environ.get("PATH", ""), "/usr/games"]))
            if path:
                found[name] = [path]
    if with_bundle:
        trees = [("", ROOT)] + ([("b", Path(baseline).resolve())] if baseline else [])
        for prefix, tree in trees:  # "bbundle", "bonefile": the baseline tree's own dist/
            folder = tree / "dist" / "sergeantmajor" / "sergeantmajor"
            if folder.exists():
                found[prefix + "bundle"] = [str(folder), *options]
            onefiles = [p for p in sorted((tree / "dist").glob("sergeantmajor-*-linux-*"))
                        if p.is_file() and not p.name.endswith(".tar.gz")]
            if onefiles:
                found[prefix + "onefile"] = [str(onefiles[-1]), *options]
    return found


def _ms(values: list[float | None], reference: float | None) -> str:
    """``median (min-max)`` in ms, and the difference of the median from ``reference``."""
    ms = [v * 1000 for v in values if v is not None]
    if not ms:
        return f"{'-':>25}"
    med = statistics.median(ms)
    diff = "" if reference is None else f"{med - reference:+5.0f}"
    return f"{med:5.0f} ({min(ms):4.0f}-{max(ms):4.0f}) {diff:>5}"


def report(results: dict[str, list[Run]]) -> list[str]:
    """The result table: medians, spreads and differences from ``empty``."""
    def median_ms(runs: list[Run], field: str) -> float | None:
        values = [getattr(r, field) for r in runs if getattr(r, field) is not None]
        return statistics.median(values) * 1000 if values else None

    empty = results.get("empty", [])
    lines = ["program   n  window mapped, ms    vs empty  first frame, ms     vs empty  "
             "RSS at 4 s, MB",
             "            CPU until mapped, ms  vs empty  CPU until 1st frame vs empty"]
    for name, runs in results.items():
        ref = (lambda f: None) if name == "empty" else (lambda f: median_ms(empty, f))
        memory = [r.rss for r in runs if r.rss == r.rss]
        rss = (f"{statistics.median(memory):5.1f} ({min(memory):.1f}-{max(memory):.1f})"
               if memory else "-")
        lines.append(f"{name:9} {sum(r.mapped is not None for r in runs):2} "
                     f"{_ms([r.mapped for r in runs], ref('mapped'))}  "
                     f"{_ms([r.painted for r in runs], ref('painted'))}  {rss}")
        if any(r.cpu_mapped is not None for r in runs):
            lines.append(f"{'':12}{_ms([r.cpu_mapped for r in runs], ref('cpu_mapped'))}  "
                         f"{_ms([r.cpu_painted for r in runs], ref('cpu_painted'))}")
    return lines


def paired(results: dict[str, list[Run]], reference: str = "empty") -> list[str]:
    """Each program's difference from ``reference`` within the same round, median (min-max).

    The runs of one round follow one another within a few seconds, so a program and the
    reference share the machine's state of that moment; on a shared machine whose speed drifts
    between rounds, the median of these differences is steadier than the difference of the
    medians.
    """
    base = results.get(reference, [])
    lines = [f"paired with {reference} (same round): median (min-max) of the differences, ms "
             "(RSS: MB)",
             "program   n  mapped           first frame      CPU until mapped CPU until 1st frame"
             " RSS at 4 s"]
    for name, runs in results.items():
        if name in ("empty", reference):
            continue
        cells = []
        count = 0
        for field, scale in (("mapped", 1000), ("painted", 1000), ("cpu_mapped", 1000),
                             ("cpu_painted", 1000), ("rss", 1)):
            pairs = zip(runs, base, strict=False)  # both have one run a round
            diffs = [(getattr(r, field) - getattr(e, field)) * scale for r, e in pairs
                     if getattr(r, field) is not None and getattr(e, field) is not None]
            diffs = [d for d in diffs if d == d]  # an RSS not read is NaN
            count = max(count, len(diffs))
            if not diffs:
                cells.append(f"{'-':16}")
            elif field == "rss":
                cells.append(f"{statistics.median(diffs):+5.1f} "
                             f"({min(diffs):+.1f}..{max(diffs):+.1f})")
            else:
                cells.append(f"{statistics.median(diffs):+5.0f} "
                             f"({min(diffs):+4.0f}..{max(diffs):+4.0f})")
        lines.append(f"{name:9} {count:2} " + " ".join(f"{c:16}" for c in cells))
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="startup-bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each program (>= 1)")
    parser.add_argument("--core", type=int, default=1, help="the CPU each process is pinned to")
    parser.add_argument("--method", choices=("x11", "xdotool"), default="x11",
                        help="how the mapped window is seen (see the module's docstring)")
    parser.add_argument("--no-bundle", action="store_true", help="skip the built bundles")
    parser.add_argument("--no-others", action="store_true",
                        help="skip the other desktops' card games (LSkat, Aisleriot)")
    parser.add_argument("--only", action="append", metavar="NAME",
                        help="run only these programs (game, floor, bundle, onefile; empty always)")
    parser.add_argument("--rss-after", type=float, default=4.0, metavar="SECONDS")
    parser.add_argument("--first-start", action="store_true",
                        help="no settings at all: the game's first start, with the tutorial's "
                             "offer open at 4 s (default: a returning player's settings)")
    parser.add_argument("--python", default=sys.executable, help="the venv's python")
    parser.add_argument("--options", default="", metavar="TEXT",
                        help="the game's options (default: none, as the desktop's menu "
                             "starts it; e.g. '--seed 3')")
    parser.add_argument("--first-frame", metavar="DIR", type=Path,
                        help="save the first frame of every run as DIR/NAME-RUN.ppm")
    parser.add_argument("--baseline", metavar="DIR",
                        help="also run the game from the source tree DIR (e.g. a worktree of "
                             "main) with the same venv, as 'baseline'")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    if args.core not in os.sched_getaffinity(0):
        parser.error(f"core {args.core} is not available here")
    for tool in ("Xvfb",) + (("xdotool",) if args.method == "xdotool" else ()):
        if shutil.which(tool) is None:
            parser.error(f"{tool} is missing (apt-get install xvfb xdotool)")
    commands = programs(args.python, not args.no_bundle, args.baseline, args.options.split(),
                        not args.no_others)
    if args.only:
        commands = {k: v for k, v in commands.items() if k in args.only or k == "empty"}
    server, display = start_xvfb()
    results: dict[str, list[Run]] = {k: [] for k in commands}
    began = time.monotonic()
    try:
        watcher = MapWatcher(display) if args.method == "x11" else None
        names = list(commands)
        for name in names:  # warm-up: not counted
            run_once(commands[name], display, args.core, watcher, 1.5, timeout=20.0,
                     returning=not args.first_start)
        for round_ in range(args.runs):
            order = names[round_ % len(names):] + names[:round_ % len(names)]
            for name in order:
                if watcher is not None and args.first_frame is not None:
                    args.first_frame.mkdir(parents=True, exist_ok=True)
                    watcher.shot_path = args.first_frame / f"{name}-{round_ + 1}.ppm"
                run = run_once(commands[name], display, args.core, watcher, args.rss_after,
                               timeout=max(20.0, args.rss_after), returning=not args.first_start)
                results[name].append(run)
                shown = "no window" if run.mapped is None else f"{run.mapped * 1000:5.0f} ms"
                painted = "" if run.painted is None else (
                    f", drawn {run.painted * 1000:5.0f} ms (CPU {(run.cpu_mapped or 0) * 1000:4.0f}"
                    f", {(run.cpu_painted or 0) * 1000:4.0f} ms)")
                print(f"  run {round_ + 1} {name:9} mapped {shown}{painted}, "
                      f"RSS {run.rss:5.1f} MB", file=sys.stderr, flush=True)
    finally:
        server.terminate()
        server.wait()
    load = os.getloadavg()
    print(f"Start-up under Xvfb ({args.method}), "
          f"{'a first start' if args.first_start else 'a returning player'}, "
          f"each process pinned to core {args.core}, "
          f"{args.runs} interleaved runs each ({time.monotonic() - began:.0f} s, load average "
          f"{load[0]:.1f} {load[1]:.1f} {load[2]:.1f}); median (min-max), ms from process start")
    print("\n".join(report(results)))
    if len(results.get("empty", [])) > 0 and len(results) > 1:
        print("\n".join(paired(results)))
        for anchor in ("floor", "lskat"):
            if anchor in results:
                print("\n".join(paired(results, anchor)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
