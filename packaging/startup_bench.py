"""Start-up benchmark: how long until the game's window is on screen, next to an empty PySide6
window, and how much memory the game holds at the table.

    packaging/startup-bench.sh [--runs 5] [--core 1] [--method x11|xdotool] [--no-bundle]

Runs, under its own Xvfb, each process pinned to one core (``sched_setaffinity``, what
``taskset -c CORE`` does), interleaved and in a rotating order:

* ``game``    the game in this venv: ``sergeantmajor --seed 3``;
* ``empty``   five lines of PySide6: a QApplication and an empty 1024x700 QMainWindow, shown;
* ``bundle``  the one-folder bundle ``dist/sergeantmajor/sergeantmajor --seed 3``, when built;
* ``onefile`` the one-file executable ``dist/sergeantmajor-*-linux-*``, when built.

Each run gets a fresh empty HOME and XDG folders (no saved match, no settings, nothing of the
player's is read or written). One untimed warm-up run of each program comes first (Python's
byte-code cache, the disk cache). Measured per run: the time from just before the process is
started until its first top-level window is mapped, and the resident memory (VmRSS, summed over
the process and its children: the one-file executable runs the game in a child) 4 s after start.
Prints the median, the spread (min-max) and the difference of each program from ``empty``.

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
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

EMPTY_WINDOW = """\
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow(); window.resize(1024, 700); window.show()
sys.exit(app.exec())
"""

MAP_NOTIFY = 19
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

    def wait(self, pids: "callable[[], set[int]]", deadline: float) -> float | None:
        """The monotonic time at which a window of one of ``pids()`` was mapped, or None."""
        while time.monotonic() < deadline:
            while self.x.XPending(self.dpy):
                self.x.XNextEvent(self.dpy, self.event)
                now = time.monotonic()
                # XMapEvent as longs: type, serial, send_event, display, event, window,
                # override_redirect. Menus and tooltips are override-redirect: not a window.
                if self.event[0] & 0xFFFFFFFF != MAP_NOTIFY or self.event[6] & 0xFFFFFFFF:
                    continue
                if self._pid_of(self.event[5]) in pids():
                    return now
            select.select([self.fd], [], [], max(0.0, min(0.05, deadline - time.monotonic())))
        return None


def poll_xdotool(display: str, pids: "callable[[], set[int]]", deadline: float) -> float | None:
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


def clean_env(display: str, home: Path) -> dict[str, str]:
    """The environment of one run: our display, an empty HOME and XDG folders, real X11."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("QT_", "XDG_", "SERGEANTMAJOR_", "WAYLAND"))
           and k != "PYTHONDONTWRITEBYTECODE"}  # as installed: compiled once, then cached
    env.update(DISPLAY=display, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
               XDG_STATE_HOME=str(home / "state"), XDG_RUNTIME_DIR=str(home / "runtime"),
               QT_QPA_PLATFORM="xcb")
    env.pop("XAUTHORITY", None)
    (home / "runtime").mkdir(mode=0o700)
    return env


def run_once(command: list[str], display: str, core: int, watcher: MapWatcher | None,
             rss_after: float, timeout: float) -> tuple[float | None, float]:
    """One start: (seconds until the window is mapped or None, RSS in MB ``rss_after`` later)."""
    with tempfile.TemporaryDirectory(prefix="startup-bench-") as tmp:
        home = Path(tmp)
        env = clean_env(display, home)
        if watcher is not None:
            watcher.drain()
        start = time.monotonic()
        proc = subprocess.Popen(command, env=env, cwd=tmp, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE,
                                preexec_fn=lambda: os.sched_setaffinity(0, {core}))
        pids = lambda: process_tree(proc.pid)  # noqa: E731 - read afresh: children come later
        deadline = start + timeout
        if watcher is not None:
            mapped = watcher.wait(pids, deadline)
        else:
            mapped = poll_xdotool(display, pids, deadline)
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
            return None, memory
        return mapped - start, memory


def programs(python: str, with_bundle: bool) -> dict[str, list[str]]:
    """The commands to compare, by name."""
    script = Path(python).parent / "sergeantmajor"
    game = [str(script)] if script.exists() else [python, "-m", "sergeantmajor"]
    found = {"game": game + ["--seed", "3"], "empty": [python, "-c", EMPTY_WINDOW]}
    if with_bundle:
        folder = ROOT / "dist" / "sergeantmajor" / "sergeantmajor"
        if folder.exists():
            found["bundle"] = [str(folder), "--seed", "3"]
        onefiles = [p for p in sorted((ROOT / "dist").glob("sergeantmajor-*-linux-*"))
                    if p.is_file() and not p.name.endswith(".tar.gz")]
        if onefiles:
            found["onefile"] = [str(onefiles[-1]), "--seed", "3"]
    return found


def summary(name: str, times: list[float], memory: list[float],
            reference: float | None) -> str:
    """One line of the result table."""
    if not times:
        return f"{name:8} no window in any run"
    ms = [t * 1000 for t in times]
    med = statistics.median(ms)
    diff = "" if reference is None else f"{med - reference:+7.0f} ms"
    mem = [m for m in memory if m == m]
    rss = f"{statistics.median(mem):6.1f} MB ({min(mem):.1f}-{max(mem):.1f})" if mem else "?"
    return (f"{name:8} {med:6.0f} ms ({min(ms):.0f}-{max(ms):.0f}, n={len(ms)})  {diff:>10}  "
            f"RSS {rss}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="startup-bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each program (>= 1)")
    parser.add_argument("--core", type=int, default=1, help="the CPU each process is pinned to")
    parser.add_argument("--method", choices=("x11", "xdotool"), default="x11",
                        help="how the mapped window is seen (see the module's docstring)")
    parser.add_argument("--no-bundle", action="store_true", help="skip the built bundles")
    parser.add_argument("--only", action="append", metavar="NAME",
                        help="run only these programs (game, empty, bundle, onefile)")
    parser.add_argument("--rss-after", type=float, default=4.0, metavar="SECONDS")
    parser.add_argument("--python", default=sys.executable, help="the venv's python")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    if args.core not in os.sched_getaffinity(0):
        parser.error(f"core {args.core} is not available here")
    for tool in ("Xvfb",) + (("xdotool",) if args.method == "xdotool" else ()):
        if shutil.which(tool) is None:
            parser.error(f"{tool} is missing (apt-get install xvfb xdotool)")
    commands = programs(args.python, not args.no_bundle)
    if args.only:
        commands = {k: v for k, v in commands.items() if k in args.only or k == "empty"}
    server, display = start_xvfb()
    results: dict[str, tuple[list[float], list[float]]] = {k: ([], []) for k in commands}
    began = time.monotonic()
    try:
        watcher = MapWatcher(display) if args.method == "x11" else None
        names = list(commands)
        for name in names:  # warm-up: not counted
            run_once(commands[name], display, args.core, watcher, 1.5, timeout=20.0)
        for round_ in range(args.runs):
            order = names[round_ % len(names):] + names[:round_ % len(names)]
            for name in order:
                shown, memory = run_once(commands[name], display, args.core, watcher,
                                         args.rss_after, timeout=max(20.0, args.rss_after))
                if shown is not None:
                    results[name][0].append(shown)
                results[name][1].append(memory)
                print(f"  run {round_ + 1} {name:8} "
                      + ("no window" if shown is None else f"{shown * 1000:5.0f} ms")
                      + f"  RSS {memory:5.1f} MB", file=sys.stderr, flush=True)
    finally:
        server.terminate()
        server.wait()
    load = os.getloadavg()
    print(f"start-up to a mapped window ({args.method}), Xvfb, pinned to core {args.core}, "
          f"{args.runs} interleaved runs each, {time.monotonic() - began:.0f} s, "
          f"load average {load[0]:.1f} {load[1]:.1f}")
    print("program  median (min-max, n)      vs empty  RSS 4 s after start, median (min-max)"
          if args.rss_after == 4.0 else "program  median (min-max, n)      vs empty  RSS")
    empty = results.get("empty", ([], []))[0]
    reference = statistics.median(empty) * 1000 if empty else None
    for name, (times, memory) in results.items():
        print(summary(name, times, memory, None if name == "empty" else reference))
    return 0


if __name__ == "__main__":
    sys.exit(main())
