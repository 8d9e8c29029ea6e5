"""The table this window hosts: its server process, and what the game remembers of it so the
host can come back to it (after keeping it open for the friends, or after a crash).

:class:`Hosting` starts a :class:`~.hosting.HostedServer` for a new table (a folder of its own
under the game's data folder, ``hosting/<when>``), or serves the remembered table again: the
same folder, the same port, so the invite the friends hold is still right and their windows
come back by themselves. Nothing here waits: the server says when it listens.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...net.invite import Invite, make_invite, server_url
from .hosting import EVERYWHERE, ONLY_HERE, HostedServer

if TYPE_CHECKING:
    from ...app.preferences import Preferences

log = logging.getLogger(__name__)

#: The file a hosted table's server writes the router's answer to (in its folder).
REACH_FILE = "reach.json"
#: Hosting folders kept (each holds one table's files); older ones are removed.
KEPT_FOLDERS = 20
#: Seconds a hosted server has to close its table and stop by itself before it is stopped.
CLOSING_LIMIT = 5.0


def bind_address(where: str) -> str:
    """The address to listen on for the player's choice (``network`` or ``here``)."""
    return ONLY_HERE if where == "here" else EVERYWHERE


class Hosting(QObject):
    """The table this window hosts (at most one), and its server."""

    ready = Signal(str)  # the server listens: its address on this computer (ws://127.0.0.1:P)
    failed = Signal(str)  # it could not: a problem code (port-in-use, cannot-host)
    ended = Signal()  # the server process ended

    def __init__(self, prefs: Preferences, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.server: HostedServer | None = None
        self.demo = False  # a demo or a test: the table's files go to a temporary folder
        #: The hosted table: folder, pid, port, bind, table, code, host (token), shared.
        self.record: dict[str, Any] = {}

    # ------------------------------------------------------------------ what is remembered
    def remembered(self) -> dict[str, Any]:
        """The table this player hosted and has not closed (``{}`` if none, or if it is over)."""
        record = self.prefs.friends_hosting
        if not record.get("table") or not record.get("folder"):
            return {}
        if _is_over(Path(str(record["folder"])), str(record["table"])):
            self.prefs.friends_hosting = {}
            return {}
        return record

    @property
    def host_token(self) -> str | None:
        """The hosted table's host token (``None`` when not hosting)."""
        token = self.record.get("host")
        return str(token) if token else None

    def local_invite(self) -> Invite | None:
        """The hosted table's invite on this computer's loopback."""
        if not self.record.get("table") or self.server is None:
            return None
        return Invite(server_url("127.0.0.1", self.server.port), str(self.record["table"]),
                      str(self.record["code"]))

    @property
    def shared_invite(self) -> str:
        """The invite friends use (an address of this computer they can reach)."""
        return str(self.record.get("shared", ""))

    @property
    def addresses(self) -> list[str]:
        """This computer's addresses friends may reach the table at."""
        return list(self.server.addresses) if self.server is not None else []

    # ------------------------------------------------------------------ serving
    def start_new(self, port: int, where: str) -> None:
        """Serve a new table on ``port`` (``where``: ``network`` or ``here``)."""
        self.record = {}
        folder = None if self.demo else _new_folder()
        self._serve(HostedServer.new(folder, port, bind_address(where), self))

    def start_again(self, record: dict[str, Any]) -> None:
        """Serve the remembered table again: the running server if it still runs, else a new
        one on the same folder and port (the friends' invite stays right)."""
        self.record = dict(record)
        folder = Path(str(record["folder"]))
        port, bind = int(record.get("port", 0)), str(record.get("bind", EVERYWHERE))
        server = HostedServer.adopt(folder, int(record.get("pid", 0)), port, bind, self)
        self._serve(server or HostedServer(folder, port, bind, parent=self))

    def _serve(self, server: HostedServer) -> None:
        self.stop()
        server.options = self._reach_options(server)
        self.server = server
        server.ready.connect(lambda: self._ready(server))
        server.failed.connect(lambda code: self._ended(server, code))
        server.ended.connect(lambda: self._ended(server, ""))
        server.start()

    def _reach_options(self, server: HostedServer) -> list[str]:
        """A table for this computer's networks (not a demo's, nor where the network is
        switched off): its server asks the router for its port and announces the table on the
        network (issue 31)."""
        from .hosting import is_loopback
        from .tables_nearby import discovery_allowed

        if self.demo or is_loopback(server.bind) or not discovery_allowed():
            return []
        from ...app import storage

        options = ["--open-router", "--reach-file", str(server.folder / REACH_FILE),
                   "--router-record", str(storage.data_dir() / storage.ROUTER_RECORD)]
        return [*options, "--announce"]

    @property
    def reach_file(self) -> Path | None:
        """Where the hosted table's server writes the router's answer (``None``: it does not
        ask the router)."""
        server = self.server
        if server is None or "--reach-file" not in server.options:
            return None
        return server.folder / REACH_FILE

    def _ready(self, server: HostedServer) -> None:
        if server is not self.server:
            return
        if self.record:  # served again: the process and port may be new
            self.record.update(pid=server.pid, port=server.port)
            self._save()
        self.ready.emit(server_url("127.0.0.1", server.port))

    def _ended(self, server: HostedServer, code: str) -> None:
        server.deleteLater()
        if server is not self.server:
            return  # one stopped on purpose
        self.server = None
        if code:
            self.failed.emit(code)
        else:
            self.ended.emit()

    def created(self, table: str, code: str, host: str) -> Invite:
        """The server made the table: remember it; its invite on this computer."""
        server = self.server
        assert server is not None
        self.record = {"folder": str(server.folder), "pid": server.pid, "port": server.port,
                       "bind": server.bind, "table": table, "code": code, "host": host,
                       "shared": make_invite(server_url(server.addresses[0], server.port),
                                             table, code),
                       "since": time.time()}
        self._save()
        return Invite(server_url("127.0.0.1", server.port), table, code)

    def _save(self) -> None:
        if not self.demo:
            self.prefs.friends_hosting = self.record

    # ------------------------------------------------------------------ ending
    def stop(self, after: float = 0.0) -> None:
        """Stop serving (the server saves its table and ends; nothing waits); ``after``:
        seconds it has to end by itself first (its table was closed)."""
        server, self.server = self.server, None
        if server is None:
            return
        if after > 0:
            QTimer.singleShot(int(after * 1000), server, server.stop)
        else:
            server.stop()

    def forget(self) -> None:
        """The hosted table is over (finished, closed, left): nothing to come back to."""
        self.record = {}
        if not self.demo:
            self.prefs.friends_hosting = {}

    def close_remembered(self, record: dict[str, Any], then: Callable[[], None]) -> None:
        """Close the table hosted before (its players are told, its match is kept), then call
        ``then`` once its server has ended (at once if it no longer runs)."""
        self.forget()
        folder, port = Path(str(record["folder"])), int(record.get("port", 0))
        server = HostedServer.adopt(folder, int(record.get("pid", 0)), port,
                                    str(record.get("bind", EVERYWHERE)), self)
        if server is None:
            then()
            return
        from ...app.online_link import TableLink
        from ...net import protocol as p

        link = TableLink(self)
        link.open(f"{server_url('127.0.0.1', port)}/t/{record['table']}",
                  p.CloseTable(host=str(record["host"])))
        finished: list[bool] = []

        def ended() -> None:
            if not finished:
                finished.append(True)
                link.close()
                link.deleteLater()
                server.deleteLater()
                then()

        server.ended.connect(ended)
        server.start()  # watched: it stops by itself once the table is closed...
        QTimer.singleShot(int(CLOSING_LIMIT * 1000), server, server.stop)  # ...or is told to

    def keep_open(self) -> None:
        """The window goes, the server stays: the friends play on, the host comes back."""
        server, self.server = self.server, None
        if server is not None:
            server.keep()

    def wait_stopped(self, seconds: float) -> None:
        """The window's last moments: wait a little for a stopped demo server (its temporary
        folder goes with it)."""
        for server in self.findChildren(HostedServer):
            if server.alive():
                server.wait(seconds)


def _new_folder() -> Path:
    """A folder of its own for a new hosted table (the oldest beyond :data:`KEPT_FOLDERS`
    removed)."""
    import shutil

    from ...app import storage

    root = storage.data_dir() / "hosting"
    stamp = time.strftime("%Y%m%d-%H%M%S")
    folder, n = root / stamp, 1
    while folder.exists():
        n += 1
        folder = root / f"{stamp}-{n}"
    try:
        old = sorted(p for p in root.iterdir() if p.is_dir()) if root.is_dir() else []
        for stale in old[:max(0, len(old) - KEPT_FOLDERS + 1)]:
            shutil.rmtree(stale, ignore_errors=True)
    except OSError as exc:
        log.warning("old hosting folders not removed: %s", exc)
    return folder


def _is_over(folder: Path, table: str) -> bool:
    """Whether the hosted table's files say it is over (finished or closed), or are gone."""
    meta = folder / "tables" / table / "table.json"
    try:
        if meta.stat().st_size > 1024 * 1024:
            return True
        data = json.loads(meta.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return True
    return not isinstance(data, dict) or bool(data.get("finished") or data.get("closed"))
