"""``serve --announce``: the server's tables with free seats, announced on the local network
(:mod:`sergeantmajor.net.discovery`), so that friends in the house find them in the Join dialog
or with ``sergeantmajor tables`` without typing an address.

The tables are looked at once a second (a home server holds a few); a table is announced while
its match has not begun and a seat is free, and withdrawn when it starts, fills or closes.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging

from ..net.addresses import local_addresses
from ..net.discovery import Announced, Announcer
from .server import TableServer

log = logging.getLogger("sergeantmajor.server")

#: Seconds between two looks at the tables.
PERIOD = 1.0


def announced(server: TableServer) -> list[Announced]:
    """What should be announced now: each table in its lobby with a free seat."""
    out = []
    for table in list(server.tables.values()):
        state = table.state_message()
        if state.started or state.finished:
            continue
        people = [s for s in state.seats if s.kind == "human"]
        free = sum(1 for s in state.seats if s.kind == "empty")
        if not free:
            continue
        host = next((s.name for s in people if s.host), people[0].name if people else "")
        out.append(Announced(table.id, host, json.dumps(state.rules, sort_keys=True),
                             len(people), free))
    return out


def addresses_for(bind: str) -> list[str]:
    """The addresses to announce for a server listening on ``bind``."""
    if bind in ("", "0.0.0.0", "::"):
        return local_addresses()
    return [bind]


class Announcing:
    """The announcement of one server's tables, for as long as it serves."""

    def __init__(self, server: TableServer, bind: str) -> None:
        self.server = server
        self.announcer = Announcer(server.port, addresses_for(bind))
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        """Join multicast DNS and start looking at the tables."""
        await self.announcer.start()
        self._task = asyncio.create_task(self._run())
        log.info("announcing the tables on the network (%s)",
                 ", ".join(self.announcer.addresses))

    async def _run(self) -> None:
        while True:
            try:
                await self.announcer.show(announced(self.server))
            except Exception:  # the network's trouble never stops the server
                log.exception("announcing the tables failed")
            await asyncio.sleep(PERIOD)

    async def stop(self) -> None:
        """Withdraw every table and leave multicast DNS."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        await self.announcer.close()
