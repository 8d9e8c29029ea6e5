"""How friends elsewhere reach a server on a home computer: ``serve --open-router`` asks the
home router to forward the port (:mod:`sergeantmajor.net.portmap`) for as long as the server
runs, and ``serve --announce`` announces its tables on the local network
(:mod:`.announce`). The window's hosted table is served this way, so the mapping and the
announcement live and end with the table's own process.

What the router said goes to the log, to standard output (one line) and, for the window, to
``--reach-file`` (the outcome as JSON, rewritten when it changes: ``asking`` first).
"""

from __future__ import annotations

import logging
from pathlib import Path

from ..net.portmap import MAPPED, Outcome, PortMapper, write_outcome
from .server import TableServer

log = logging.getLogger("sergeantmajor.server")


class Reach:
    """The router's port and the announcement of one server, for as long as it serves."""

    def __init__(self, server: TableServer, bind: str, *, announce: bool = False,
                 open_router: bool = False, record: Path | None = None,
                 reach_file: Path | None = None) -> None:
        self.server = server
        self.bind = bind
        self.announce = announce
        self.open_router = open_router
        self.record = record
        self.reach_file = reach_file
        self.mapper: PortMapper | None = None
        self._announcing: object | None = None

    async def start(self) -> None:
        """Ask the router (on the mapper's thread: the server serves meanwhile) and start
        announcing."""
        if self.open_router:
            self.mapper = PortMapper(self.server.port, record=self.record,
                                     on_outcome=self._told)
            self.mapper.start()
        if self.announce:
            from .announce import Announcing

            announcing = Announcing(self.server, self.bind)
            try:
                await announcing.start()
            except (OSError, ImportError) as exc:  # no multicast here: served all the same
                log.warning("the tables cannot be announced on the network: %s", exc)
                return
            self._announcing = announcing

    async def stop(self) -> None:
        """Withdraw the tables and take the router's mapping back."""
        from .announce import Announcing

        if isinstance(self._announcing, Announcing):
            await self._announcing.stop()
        if self.mapper is not None:
            self.mapper.close()  # a few seconds at most: the router is near

    def _told(self, outcome: Outcome) -> None:
        if self.reach_file is not None:  # first the file, then the line: a reader of the
            try:  # line finds the file as it says
                write_outcome(self.reach_file, outcome)
            except OSError as exc:
                log.warning("cannot write --reach-file %s: %s", self.reach_file, exc)
        if outcome.state == MAPPED:
            print(f"router: port {outcome.port} forwarded; friends elsewhere reach "
                  f"ws://{outcome.public}:{outcome.external_port}", flush=True)
        elif outcome.state != "asking":
            print(f"router: {outcome.state}: only this network reaches port {outcome.port}",
                  flush=True)
