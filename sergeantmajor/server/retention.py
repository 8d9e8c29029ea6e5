"""Which tables a server keeps in memory, and for how long (no Qt).

A table leaves memory by the last activity its meta keeps (not by when this process first
saw it, so a server run one evening a week forgets old tables too), once nobody is at it:

- a finished one after :data:`FINISHED_LINGER` (its files stay);
- a match every person left (a computer player took each seat for good) at once, put away;
- a table that never started after ``lobby_ttl`` (its files go: nothing was played);
- a match in play after ``match_ttl``, put away (its files stay; it does not come back).

When the server holds ``max_tables``, the table nobody is at that never started and was idle
longest makes room for a new one (``server-full`` only when every table is played or has
someone at it). A single-table server (the game's own hosting) stops once its table is gone.
"""

from __future__ import annotations

import logging
import time

from .store import TableStore
from .table import Table

log = logging.getLogger("sergeantmajor.server")

#: Seconds a finished table nobody is at stays in memory (its files stay on disk).
FINISHED_LINGER = 60.0
#: Seconds a table that never started may wait with nobody at it before it is forgotten.
LOBBY_TTL = 24 * 3600.0
#: Seconds a match in play may wait with nobody at it before it is put away.
MATCH_TTL = 7 * 24 * 3600.0
#: Seconds a single-table server waits for its table to be made before it stops.
SINGLE_WAIT = 60.0


class Retention:
    """The tables of one server, and when each leaves."""

    def __init__(self, store: TableStore, *, lobby_ttl: float, match_ttl: float,
                 max_tables: int, single_table: bool) -> None:
        self.tables: dict[str, Table] = {}
        self.store = store
        self.lobby_ttl = lobby_ttl
        self.match_ttl = match_ttl
        self.max_tables = max_tables
        self.single_table = single_table
        self.had_table = False  # a single-table server made (or resumed) its table
        self.started = time.monotonic()

    def add(self, table: Table) -> None:
        """``table`` is held from now on."""
        self.tables[table.id] = table
        self.had_table = True

    def sweep(self) -> bool:
        """Every second: idle journals into records, tables out of memory when their time
        has come. Whether a single-table server has nothing left to serve."""
        now = time.time()
        for table in list(self.tables.values()):
            try:
                self._sweep(table, now)
            except Exception:
                log.exception("table %s: tick failed", table.id)
        if not self.single_table:
            return False
        waited = time.monotonic() - self.started
        if not self.tables and (self.had_table or waited > SINGLE_WAIT):
            log.info("its one table is over: the server stops" if self.had_table
                     else "no table was made: the server stops")
            return True
        return False

    def _sweep(self, table: Table, now: float) -> None:
        table.tick()
        if table.closed == "closed":  # by its host: everyone was told, nobody comes back
            self.forget(table)
            return
        if table.members():
            return
        idle = now - table.last_active
        if table.finished:
            if idle > FINISHED_LINGER:
                self.forget(table)
        elif table.abandoned:
            log.info("table %s: every player left; put away", table.id)
            table.put_away("abandoned")
            self.forget(table)
        elif not table.started and idle > self.lobby_ttl:
            log.info("table %s: nobody came for %.0f hours; forgotten", table.id,
                     self.lobby_ttl / 3600)
            self.forget(table, wipe=True)
        elif table.started and idle > self.match_ttl:
            log.info("table %s: nobody played for %.0f days; put away", table.id,
                     self.match_ttl / 86400)
            table.put_away("expired")
            self.forget(table)

    def room(self) -> bool:
        """Whether a new table fits; when the server is full, the lobby nobody is at that
        waited longest makes room (a stranger's empty tables never shut others out)."""
        if len(self.tables) < self.max_tables:
            return True
        idle = [t for t in self.tables.values() if not t.started and not t.members()]
        if not idle:
            return False
        oldest = min(idle, key=lambda t: t.last_active)
        log.info("table %s: nobody at it, a new table needs its room; forgotten", oldest.id)
        self.forget(oldest, wipe=True)
        return True

    def forget(self, table: Table, *, wipe: bool = False) -> None:
        """Take ``table`` out of memory (what its store keeps stays, unless ``wipe``)."""
        table.close()
        del self.tables[table.id]
        if wipe:
            self.store.wipe(table.id)  # nothing was played: nothing to keep
        else:
            self.store.forget(table.id)


__all__ = ["FINISHED_LINGER", "LOBBY_TTL", "MATCH_TTL", "SINGLE_WAIT", "Retention"]
