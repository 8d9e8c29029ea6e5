"""A table server's side of a store shared with other servers (a database; no Qt).

With a shared store (:class:`~.pg_store.PostgresStore`) a server holds no table at start-up:
it takes a table when a connection for it arrives (:meth:`Sharing.table`: the store's lease,
then the table read back as a restart reads it), serves it while its lease lasts, and lets it
go when the store says so: **lost** (another server took the lease: the table is dropped with
nothing more written, its connections closed with 4010, "come back shortly", and the proxy
leads them to the server that has it now) or **asked for** (a connection for it reached
another server, the one the proxy routes it to now: the table is saved, let go, and its
connections closed the same way). A table made here is written free, for the server its path
leads to: once its ``created`` is out, it leaves this server's memory.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from ..net import protocol as p
from .table import Table

if TYPE_CHECKING:
    from .server import TableServer

log = logging.getLogger("sergeantmajor.server")

#: Why a connection is closed when its table goes to another server.
MOVED = "this table is served by another server now: come back in a moment"


class Sharing:
    """The tables a server takes from, and gives back to, a shared store."""

    def __init__(self, server: TableServer, store: Any) -> None:
        self.server = server
        self.store = store
        store.on_lost = self._lost
        store.on_release = self._release
        self._claims: dict[str, asyncio.Future[Table | None]] = {}

    async def table(self, table_id: str) -> Table | None:
        """Table ``table_id``, taken from the store (``None``: it has no such table in play);
        the store's ``ElsewhereError`` while another live server holds it."""
        pending = self._claims.get(table_id)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[Table | None] = asyncio.get_running_loop().create_future()
        self._claims[table_id] = future
        try:
            table = await self._take(table_id)
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # (retrieved: nobody else may be waiting)
            raise
        finally:
            del self._claims[table_id]
        future.set_result(table)
        return table

    async def _take(self, table_id: str) -> Table | None:
        if table_id in self.server.tables:
            return self.server.tables[table_id]
        if await self.store.claim(table_id) is None:
            return None
        clock = self.server._clock
        assert clock is not None
        try:
            table = Table.restore(self.store, table_id, clock=clock, grace=self.server.grace)
        except Exception as exc:  # any damage at all: set aside, nobody plays it
            self.store.set_aside(table_id, f"{type(exc).__name__}: {str(exc)[:200]}")
            return None
        self.server.admit(table)
        log.info("table %s taken over from the database %s", table_id,
                 "in play" if table.started else "in its lobby")
        return table

    def stored(self, table_id: str) -> None:
        """After the store kept more of a table: a table made here and written free leaves
        memory once what waited for its meta (its ``created``) is out."""
        table = self.server.tables.get(table_id)
        if table is not None and not self.store.holds(table_id) and not table.started:
            del self.server.tables[table_id]
            table.seating.quiet()

    def _lost(self, table_id: str) -> None:
        """Another server took the table: drop it here, writing nothing more."""
        table = self.server.tables.pop(table_id, None)
        if table is None:
            return
        for member in table.members():
            member.close(p.CLOSE_ELSEWHERE, MOVED)
        if table.runner is not None:
            table.runner.stop()
        table.seating.quiet()

    def _release(self, table_id: str) -> None:
        """Another server was asked for the table: save it, let it go, send its people
        there."""
        table = self.server.tables.pop(table_id, None)
        if table is None:
            return
        log.info("table %s: handed over to the server the proxy leads it to", table_id)
        members = table.members()
        table.close()
        self.store.forget(table_id)
        for member in members:
            member.close(p.CLOSE_ELSEWHERE, MOVED)
