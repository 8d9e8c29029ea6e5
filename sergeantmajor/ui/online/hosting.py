"""Hosting a table from the window: the same table server as ``sergeantmajor serve``, run on a
thread of this process (:class:`~sergeantmajor.server.server.ServerThread`).

It listens on every address of this computer (friends on the network reach it at one of
:attr:`HostedServer.addresses`), keeps its tables in the player's data folder (a demo run in a
temporary one), and stops, saving every table, when the host leaves or the window closes.
"""

from __future__ import annotations

import errno
import logging
import tempfile
from pathlib import Path

from ...net.addresses import local_addresses

log = logging.getLogger(__name__)

#: Where the server listens: every interface, so friends on the network can reach it.
EVERYWHERE = "0.0.0.0"


def is_loopback(bind: str) -> bool:
    """Whether ``bind`` listens for this computer only."""
    return bind.startswith("127.") or bind in ("localhost", "::1")


class HostingError(Exception):
    """The table could not be opened; ``code`` words it (``port-in-use``, ``cannot-host``)."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(detail or code)
        self.code = code


class HostedServer:
    """A table server running in this process, and where friends find it."""

    def __init__(self, thread: object, port: int, addresses: list[str],
                 scratch: tempfile.TemporaryDirectory[str] | None) -> None:
        self._thread = thread
        self.port = port
        self.addresses = addresses
        self._scratch = scratch

    @classmethod
    def start(cls, port: int, *, bind: str = EVERYWHERE, data: Path | None = None,
              demo: bool = False) -> HostedServer:
        """Serve on ``port`` (``bind``: the address listened on); the tables are kept in
        ``data`` (the player's data folder when ``None``; a temporary one for a demo)."""
        from ...app import storage
        from ...server.server import ServerThread

        scratch = tempfile.TemporaryDirectory(prefix="sergeantmajor-host-") if demo else None
        folder = Path(scratch.name) if scratch is not None else (
            data if data is not None else storage.data_dir() / "server")
        thread = ServerThread(bind, port, folder)
        try:
            actual = thread.start()
        except OSError as exc:
            if scratch is not None:
                scratch.cleanup()
            code = "port-in-use" if exc.errno == errno.EADDRINUSE else "cannot-host"
            log.warning("the table server could not start on port %d: %s", port, exc)
            raise HostingError(code, str(exc)) from None
        except (TimeoutError, RuntimeError) as exc:
            if scratch is not None:
                scratch.cleanup()
            raise HostingError("cannot-host", str(exc)) from None
        loopback = bind.startswith("127.") or bind == "localhost"
        addresses = ["127.0.0.1"] if loopback else local_addresses()
        log.info("hosting tables on port %d (%s)", actual, ", ".join(addresses))
        return cls(thread, actual, addresses, scratch)

    def stop(self) -> None:
        """Save every table and stop serving."""
        stop = getattr(self._thread, "stop", None)
        if stop is not None:
            stop()
        if self._scratch is not None:
            self._scratch.cleanup()
            self._scratch = None
