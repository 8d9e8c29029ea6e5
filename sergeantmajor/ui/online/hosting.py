"""Hosting a table from the window: ``sergeantmajor serve --single-table`` in a process of its
own, started and watched without the window ever waiting for it.

The server keeps its one table in a folder of its own under the game's data folder (a demo's
in a temporary one), listens where the player chose (this computer's network, or only this
computer), and takes the table's ``create`` from this computer only (docs/SERVER.md, "Hosting
from a program"). Its port is read from its ``--port-file`` by a timer; stopping it is a
SIGTERM (the server saves its table and ends). Being a process of its own, it can outlive the
window: a host who keeps the table open for the friends, or whose window crashed, finds it
still serving at the next start (:meth:`HostedServer.adopt`).
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from ...net.addresses import local_addresses

log = logging.getLogger(__name__)

#: Where the server listens for friends on this computer's networks.
EVERYWHERE = "0.0.0.0"
#: Where it listens when only this computer may join.
ONLY_HERE = "127.0.0.1"
#: How often the window looks at the server's port file and process (ms).
POLL_MS = 50
#: Seconds a server may take to listen before the window gives up on it.
START_LIMIT = 30.0
#: Seconds after a SIGTERM before a server that has not ended is killed.
STOP_LIMIT = 15.0


def serve_command(*options: str) -> list[str]:
    """The command that runs ``sergeantmajor serve OPTIONS``: the bundle's own executable
    when frozen (PyInstaller), else this Python with the package."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "serve", *options]
    return [sys.executable, "-m", "sergeantmajor", "serve", *options]


def is_loopback(bind: str) -> bool:
    """Whether ``bind`` listens for this computer only."""
    return bind.startswith("127.") or bind in ("localhost", "::1")


class HostedServer(QObject):
    """One ``serve --single-table`` process and where friends reach it."""

    ready = Signal()  # it listens: ``port`` is known
    failed = Signal(str)  # it could not start: "port-in-use" or "cannot-host"
    ended = Signal()  # the process has ended (stopped, or its table is over)

    def __init__(self, folder: Path, port: int, bind: str = EVERYWHERE, *,
                 scratch: tempfile.TemporaryDirectory[str] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.port = port
        self.bind = bind
        self.pid = 0
        self.options: list[str] = []  # more of serve's options (the router, the announcement)
        self.addresses: list[str] = []
        self.listening = False
        self._process: subprocess.Popen[bytes] | None = None
        self._scratch = scratch
        self._since = 0.0
        self._stopping_since: float | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    # ------------------------------------------------------------------ making one
    @classmethod
    def new(cls, folder: Path | None, port: int, bind: str = EVERYWHERE,
            parent: QObject | None = None) -> HostedServer:
        """A server for a new table in ``folder`` (``None``: a temporary one, for a demo)."""
        scratch = None
        if folder is None:
            scratch = tempfile.TemporaryDirectory(prefix="sergeantmajor-host-")
            folder = Path(scratch.name)
        return cls(folder, port, bind, scratch=scratch, parent=parent)

    @classmethod
    def adopt(cls, folder: Path, pid: int, port: int, bind: str,
              parent: QObject | None = None) -> HostedServer | None:
        """The server an earlier window started in ``folder``, if it still runs there."""
        if pid <= 0 or not _serves(pid, folder):
            return None
        server = cls(folder, port, bind, parent=parent)
        server.pid = pid
        return server

    # ------------------------------------------------------------------ life
    def start(self) -> None:
        """Start the server (or, adopted, take it as it runs): ``ready`` or ``failed`` comes
        later, never before this returns."""
        self._since = time.monotonic()
        if self.pid and self._process is None:  # adopted: it listens already
            self._timer.start()
            QTimer.singleShot(0, self, self._listening)
            return
        port_file = self.folder / "port"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            port_file.unlink(missing_ok=True)
            with open(self.folder / "server.log", "ab") as out:
                self._process = subprocess.Popen(
                    serve_command("--single-table", "--host", self.bind, "--port",
                                  str(self.port), "--port-file", str(port_file), "--data",
                                  str(self.folder), *self.options),
                    stdin=subprocess.DEVNULL, stdout=out, stderr=out,
                    start_new_session=True)  # its own session: it outlives the window
        except OSError as exc:
            log.warning("the table server could not be started: %s", exc)
            QTimer.singleShot(0, self, lambda: self.failed.emit("cannot-host"))
            return
        self.pid = self._process.pid
        log.info("table server started (pid %d, folder %s)", self.pid, self.folder)
        self._timer.start()

    def stop(self) -> None:
        """Have the server save its table and end (SIGTERM); nothing waits for it."""
        if self._stopping_since is None and self.alive():
            self._signal(signal.SIGTERM)
            self._stopping_since = time.monotonic()
        if not self._timer.isActive():
            self._timer.start()

    def keep(self) -> None:
        """The window goes and the server stays (the table stays open for the friends)."""
        self._timer.stop()
        self._process = None  # never killed, never waited for: its own session goes on
        self._scratch = None

    def wait(self, seconds: float) -> bool:
        """Wait (the window's last moments only) for a stopped server to end; whether it
        did."""
        end = time.monotonic() + seconds
        while self.alive() and time.monotonic() < end:
            time.sleep(0.02)
        ended = not self.alive()
        if ended:
            self._cleanup()
        return ended

    def alive(self) -> bool:
        """Whether the server's process still runs."""
        if self._process is not None:
            return self._process.poll() is None
        return self.pid > 0 and _serves(self.pid, self.folder)

    # ------------------------------------------------------------------ watching it
    def _poll(self) -> None:
        now = time.monotonic()
        if not self.alive():
            self._timer.stop()
            if not self.listening:
                self.failed.emit(_failure(self.folder / "server.log"))
            else:
                self.ended.emit()
            self._cleanup()
            return
        if self._stopping_since is not None:
            if now - self._stopping_since > STOP_LIMIT:
                log.warning("the table server did not end in %.0f s: killed", STOP_LIMIT)
                self._signal(signal.SIGKILL)
            return
        if self.listening:
            return
        port = _read_port(self.folder / "port")
        if port:
            self.port = port
            self._listening()
        elif now - self._since > START_LIMIT:
            log.warning("the table server did not listen within %.0f s", START_LIMIT)
            self._signal(signal.SIGKILL)

    def _listening(self) -> None:
        self.listening = True
        self.addresses = [ONLY_HERE] if is_loopback(self.bind) else local_addresses()
        log.info("hosting a table on port %d (%s)", self.port, ", ".join(self.addresses))
        self.ready.emit()

    def _signal(self, sig: int) -> None:
        with contextlib.suppress(OSError):
            if self._process is not None:
                self._process.send_signal(sig)
            elif self.pid:
                os.kill(self.pid, sig)

    def _cleanup(self) -> None:
        if self._process is not None:
            self._process.poll()  # reaped: no zombie left
        if self._scratch is not None:
            self._scratch.cleanup()
            self._scratch = None


def _read_port(path: Path) -> int:
    try:
        return int(path.read_text(encoding="ascii").strip() or 0)
    except (OSError, ValueError):
        return 0


def _failure(log_path: Path) -> str:
    """Why a server ended before it listened, from the last lines of its log."""
    try:
        with open(log_path, "rb") as log_file:
            log_file.seek(0, os.SEEK_END)
            log_file.seek(max(0, log_file.tell() - 2000))
            tail = log_file.read().decode("utf-8", "replace")
    except OSError:
        return "cannot-host"
    return "port-in-use" if "in use" in tail.lower() else "cannot-host"


def _serves(pid: int, folder: Path) -> bool:
    """Whether process ``pid`` is a table server serving ``folder`` (not another program that
    got the number since)."""
    try:
        command = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return False
    return b"serve" in command and os.fsencode(str(folder)) in command
