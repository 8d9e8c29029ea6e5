"""Tables in a PostgreSQL database that several table servers share (no Qt).

:class:`PostgresStore` keeps what :class:`~.folder_store.FolderStore` keeps (the meta, the
match record as the checkpoint, one journal row per decision and per deal; secrets only as
digests), in the schema of :mod:`.pg_schema`, through asyncpg on the server's own loop. It
answers the same :class:`~.store.TableStore` protocol, and so keeps the same barrier:
``append`` returns at once, and :meth:`kept` reaches a decision only once the transaction that
holds it committed, so nobody is told of a decision the database may not have.

Writes are grouped: one transaction at a time carries every table's waiting metas, journal
rows and records (a busy server commits hundreds of decisions together; an idle one, each at
once). Every transaction first locks the rows of its tables that this server still owns with
the epoch it took them at (``FOR NO KEY UPDATE``): a table whose lease another server took meanwhile
is left out, never written again by this one (fencing), and the server is told (``on_lost``).

The lease: a server takes a table when a connection for it arrives and the table is free, or
its lease ran out (:meth:`claim`), and renews the leases of all its tables every
:data:`RENEW` seconds for :data:`LEASE` seconds. A live owner is asked to hand the table over
(``wanted``) when a connection for it reaches another server (the proxy routes the table there
now); the owner then lets it go (``on_release``) and the clients come back to the new server.
A server that cannot renew for a whole lease gives all its tables up: another may hold them.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import os
import socket
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec

from .pg_schema import SchemaError, migrate
from .store import JournalEntry, SavedTable

log = logging.getLogger(__name__)

#: Seconds a lease lasts, and between two renewals of every lease a server holds.
LEASE = 6.0
RENEW = 2.0
#: Seconds between two tries of a transaction that failed (the database away).
RETRY = 1.0

_FIELDS = [f.name for f in dataclasses.fields(JournalEntry)]


#: What one transaction takes of a table: its meta, journal entries, record and cut.
_Taken = tuple[tuple[int, dict[str, Any]] | None, list[JournalEntry],
               tuple[int, dict[str, Any]] | None, int | None]


class StoreUnavailableError(Exception):
    """The database cannot be reached or used (one line for the operator)."""


class ElsewhereError(Exception):
    """Another live server holds the table's lease: come back shortly."""


@dataclass
class _Slot:
    """What this server knows of one table it holds."""

    epoch: int
    new: bool = False  # made here: its row is written with its first meta
    kept: int = -1
    meta_asked: int = 0
    meta_kept: int = 0
    meta: tuple[int, dict[str, Any]] | None = None
    waiting: list[JournalEntry] = field(default_factory=list)
    record: tuple[int, dict[str, Any]] | None = None
    cut: int | None = None  # resumed: journal rows past this go
    trouble: str | None = None
    releasing: bool = False


def _entry_row(entry: JournalEntry) -> tuple[int, int, dict[str, Any]]:
    data = {k: v for k, v in dataclasses.asdict(entry).items() if v is not None}
    return entry.n, 1 if entry.deal is not None else 0, data


def _entry_of(data: dict[str, Any]) -> JournalEntry:
    return JournalEntry(**{k: data[k] for k in _FIELDS if k in data})


def server_name() -> str:
    """This process's name in the leases: host, process id and a random part."""
    return f"{socket.gethostname()[:40]}:{os.getpid()}:{os.urandom(3).hex()}"


async def _init(conn: Any) -> None:
    await conn.set_type_codec("jsonb", encoder=lambda v: msgspec.json.encode(v).decode(),
                              decoder=msgspec.json.decode, schema="pg_catalog")


async def connect_pool(url: str, size: int = 4) -> Any:
    """An asyncpg pool on ``url`` with the schema migrated; :class:`StoreUnavailableError`."""
    try:
        import asyncpg
    except ImportError:
        raise StoreUnavailableError("a database store needs asyncpg: pip install "
                                    "'sergeantmajor[server-db]'") from None
    try:
        pool = await asyncpg.create_pool(
            url, min_size=1, max_size=size, init=_init, timeout=10, command_timeout=30,
            # a server stopped (SIGSTOP) inside a transaction must not hold its rows locked
            server_settings={"idle_in_transaction_session_timeout": "5000"})
        async with pool.acquire() as conn:
            await migrate(conn)
    except SchemaError as exc:
        raise StoreUnavailableError(str(exc)) from None
    except (TimeoutError, OSError, asyncpg.PostgresError, ValueError) as exc:
        text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise StoreUnavailableError(f"cannot use the database: {text}") from None
    return pool


class PostgresStore:
    """The tables in a PostgreSQL database (see the module's docstring). Every method runs
    on the server's loop."""

    #: Several servers share it: a table is taken when a connection for it arrives.
    shared = True

    def __init__(self, url: str, *, owner: str | None = None, lease: float = LEASE,
                 renew: float = RENEW, hold_new: bool = False) -> None:
        """``hold_new``: a table made here is this server's at once; without it (the servers
        behind a proxy) a new table is written free, for the server its path leads to."""
        self.url = url
        self.hold_new = hold_new
        self._made: dict[str, int] = {}  # tables made here and written free: meta version
        self._claimed: dict[str, SavedTable] = {}  # taken, for load()
        self.owner = owner or server_name()
        self.lease = lease
        self.renew = renew
        self._pool: Any = None
        self._slots: dict[str, _Slot] = {}
        self._listeners: list[Callable[[str], None]] = []
        #: ``on_lost(id)``: another server took the table (this one must drop it, unsaved);
        #: ``on_release(id)``: another server was asked for it (hand it over).
        self.on_lost: Callable[[str], None] = lambda table_id: None
        self.on_release: Callable[[str], None] = lambda table_id: None
        self._dirty: set[str] = set()
        self._wake = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self._renewed = time.monotonic()
        self.commits = 0
        self._timings: list[tuple[float, int]] = []  # (seconds, rows) of each transaction
        #: One transaction of this server's own at a time (writes, renewals, lettings go):
        #: they lock rows of the same tables, and never wait for each other in a cycle.
        self._serial = asyncio.Lock()

    # ------------------------------------------------------------------ life
    async def open(self) -> None:
        """Connect, migrate the schema, start writing and renewing."""
        self._pool = await connect_pool(self.url)
        self._renewed = time.monotonic()
        self._tasks = [asyncio.create_task(self._writer()), asyncio.create_task(self._renewer())]

    async def aclose(self) -> list[str]:
        """Write everything asked for, let every lease go; the tables whose writes failed."""
        for _ in range(3):
            if not self._dirty:
                break
            await self._flush()
        failed = sorted(self._dirty)
        for task in self._tasks:
            task.cancel()
        if self._pool is not None:
            try:
                await self._pool.execute(
                    "UPDATE sm_tables SET owner = NULL, expires = NULL WHERE owner = $1",
                    self.owner)
            except Exception as exc:  # the leases run out by themselves
                log.warning("the leases could not be let go: %s", exc)
            await self._pool.close()
            self._pool = None
        return failed

    def listen(self, on_kept: Callable[[str], None]) -> None:
        self._listeners.append(on_kept)

    def close(self) -> list[str]:
        """(The folder store's; this store closes with :meth:`aclose`.)"""
        return sorted(self._dirty)

    def _told(self, table_id: str) -> None:
        for listener in self._listeners:
            listener(table_id)

    def _touch(self, table_id: str) -> None:
        self._dirty.add(table_id)
        self._wake.set()

    # ------------------------------------------------------------------ taking tables
    def unfinished(self) -> Iterable[str]:
        """None at start-up: a table is taken when a connection for it arrives."""
        return []

    def load(self, table_id: str) -> SavedTable:
        """The table :meth:`claim` just took (a table is read when it is taken)."""
        saved = self._claimed.pop(table_id, None)
        if saved is None:
            raise ValueError("a database's table is read when it is taken (claim)")
        return saved

    async def claim(self, table_id: str) -> SavedTable | None:
        """Take table ``table_id``'s lease and read it (``None``: no such table in play);
        :class:`ElsewhereError` while another live server holds it (that one is asked to hand it
        over)."""
        async with self._pool.acquire() as conn, conn.transaction():
            await conn.execute("SET LOCAL lock_timeout = 2000")
            row = await conn.fetchrow(
                "SELECT meta, finished, damaged, record, owner, wanted, "
                "expires > now() AS live FROM sm_tables WHERE id = $1 FOR UPDATE", table_id)
            if row is None or row["finished"] or row["damaged"] is not None:
                return None
            elsewhere = row["owner"] not in (None, self.owner) and row["live"]
            if elsewhere:  # asked for: the owner hands it over at its next renewal
                if row["wanted"] != self.owner:
                    await conn.execute("UPDATE sm_tables SET wanted = $2 WHERE id = $1",
                                       table_id, self.owner)
                epoch = None
            else:
                epoch = await conn.fetchval(
                    "UPDATE sm_tables SET owner = $2, epoch = epoch + 1, wanted = NULL, "
                    "expires = now() + make_interval(secs => $3) WHERE id = $1 "
                    "RETURNING epoch", table_id, self.owner, self.lease)
                rows = await conn.fetch("SELECT entry FROM sm_journal WHERE table_id = $1 "
                                        "ORDER BY n, part", table_id)
        if epoch is None:
            raise ElsewhereError(table_id)
        journal = [_entry_of(r["entry"]) for r in rows]
        self._slots[table_id] = _Slot(int(epoch), meta_asked=1, meta_kept=1,
                                      kept=journal[-1].n if journal else -1)
        self._made.pop(table_id, None)
        saved = self._claimed[table_id] = SavedTable(row["meta"], row["record"], journal)
        return saved

    def holds(self, table_id: str) -> bool:
        """Whether this server holds the table's lease (as far as it knows)."""
        return table_id in self._slots

    def resumed(self, table_id: str, decisions: int) -> None:
        slot = self._slots[table_id]
        slot.cut = decisions
        slot.kept = decisions
        self._touch(table_id)

    # ------------------------------------------------------------------ the barrier
    def append(self, table_id: str, entries: Sequence[JournalEntry]) -> None:
        self._slot(table_id).waiting.extend(entries)
        self._touch(table_id)

    def kept(self, table_id: str) -> int:
        slot = self._slots.get(table_id)
        return -1 if slot is None else slot.kept

    def trouble(self, table_id: str) -> str | None:
        slot = self._slots.get(table_id)
        return None if slot is None else slot.trouble

    def save_meta(self, table_id: str, meta: dict[str, Any]) -> int:
        slot = self._slot(table_id)
        slot.meta_asked += 1
        slot.meta = (slot.meta_asked, meta)
        self._touch(table_id)
        return slot.meta_asked

    def meta_kept(self, table_id: str) -> int:
        slot = self._slots.get(table_id)
        return self._made.get(table_id, 0) if slot is None else slot.meta_kept

    def checkpoint(self, table_id: str, record: dict[str, Any], decisions: int) -> None:
        slot = self._slot(table_id)
        if slot.record is None or slot.record[0] <= decisions:
            slot.record = (decisions, record)
        self._touch(table_id)

    def _slot(self, table_id: str) -> _Slot:
        slot = self._slots.get(table_id)
        if slot is None:  # a table made here: its row comes with its first meta
            slot = self._slots[table_id] = _Slot(1, new=True)
        return slot

    def wipe(self, table_id: str) -> None:
        self._slots.pop(table_id, None)
        self._dirty.discard(table_id)
        self._spawn("DELETE FROM sm_tables WHERE id = $1 AND owner = $2", table_id, self.owner)

    def set_aside(self, table_id: str, reason: str) -> None:
        self._slots.pop(table_id, None)
        self._dirty.discard(table_id)
        log.error("table %s: cannot be read (%s); marked damaged in the database", table_id,
                  reason)
        self._spawn("UPDATE sm_tables SET damaged = $2, owner = NULL WHERE id = $1", table_id,
                    reason[:200])

    def forget(self, table_id: str) -> None:
        """The table leaves memory: its waiting writes land, then its lease goes."""
        slot = self._slots.get(table_id)
        if slot is not None:
            slot.releasing = True
            self._touch(table_id)

    def _spawn(self, sql: str, *args: Any) -> None:
        """Run one statement soon, in turn with this server's other transactions."""
        async def run() -> None:
            try:
                async with self._serial:
                    await self._pool.execute(sql, *args)
            except Exception as exc:
                log.error("a database write failed: %s", exc)
        task = asyncio.create_task(run())
        self._tasks.append(task)
        task.add_done_callback(self._tasks.remove)

    # ------------------------------------------------------------------ the writes
    async def _writer(self) -> None:
        while True:
            await self._wake.wait()
            self._wake.clear()
            try:
                await self._flush()
            except Exception as exc:
                reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
                for table_id in self._dirty:
                    slot = self._slots.get(table_id)
                    if slot is not None and slot.trouble is None:
                        slot.trouble = reason
                        self._told(table_id)
                log.error("the database cannot be written (%s); trying again every %g s",
                          reason, RETRY)
                await asyncio.sleep(RETRY)
                self._wake.set()

    async def _flush(self) -> None:
        """One transaction with everything waiting, fenced by the leases."""
        ids = [t for t in self._dirty if t in self._slots]
        self._dirty.difference_update(set(self._dirty) - set(ids))
        if not ids:
            return
        taken: dict[str, _Taken] = {}
        for table_id in ids:
            slot = self._slots[table_id]
            taken[table_id] = (slot.meta, list(slot.waiting), slot.record, slot.cut)
        metas = {t: taken[t][0] for t in ids if taken[t][0] is not None}
        records = {t: taken[t][2] for t in ids if taken[t][2] is not None}
        began = time.perf_counter()
        async with self._serial, self._pool.acquire() as conn, conn.transaction():
            await conn.execute(f"SET LOCAL lock_timeout = {int(self.lease * 1000)}")
            new = [(t, meta[1]) for t, meta in metas.items() if meta and self._slots[t].new]
            if new:
                await conn.execute(
                    "INSERT INTO sm_tables (id, meta, owner, epoch, expires) "
                    "SELECT x.id, x.meta, $3, $5, now() + make_interval(secs => $4) "
                    "FROM unnest($1::text[], $2::jsonb[]) AS x(id, meta) "
                    "ON CONFLICT (id) DO NOTHING",
                    [t for t, _ in new], [m for _, m in new],
                    self.owner if self.hold_new else None, self.lease,
                    1 if self.hold_new else 0)
            free = set() if self.hold_new else {t for t, _ in new}
            ids = [t for t in ids if t not in free]
            owned = await conn.fetch(
                "SELECT t.id FROM sm_tables t JOIN unnest($1::text[], $2::bigint[]) "
                "AS x(id, epoch) ON t.id = x.id AND t.epoch = x.epoch WHERE t.owner = $3 "
                "ORDER BY t.id FOR NO KEY UPDATE OF t", ids,
                [self._slots[t].epoch for t in ids], self.owner)
            mine = {r["id"] for r in owned}
            lost = [t for t in ids if t not in mine]
            ids = [t for t in ids if t in mine]
            changed = [(t, meta[1]) for t, meta in metas.items() if meta and t in mine]
            if changed:
                await conn.execute(
                    # finished, or put away (closed): never taken again
                    "UPDATE sm_tables t SET meta = x.meta, finished = coalesce("
                    "(x.meta->>'finished')::boolean, false) OR "
                    "coalesce(x.meta->>'closed', '') NOT IN ('', 'false') "
                    "FROM unnest($1::text[], $2::jsonb[]) AS x(id, meta) WHERE t.id = x.id",
                    [m[0] for m in changed], [m[1] for m in changed])
            cuts = [(t, taken[t][3]) for t in ids if taken[t][3] is not None]
            if cuts:
                await conn.execute(
                    "DELETE FROM sm_journal j USING unnest($1::text[], $2::int[]) AS x(id, n) "
                    "WHERE j.table_id = x.id AND j.n > x.n",
                    [c[0] for c in cuts], [c[1] for c in cuts])
            rows = [(t, *_entry_row(e)) for t in ids for e in taken[t][1]]
            if rows:
                await conn.execute(
                    "INSERT INTO sm_journal (table_id, n, part, entry) "
                    "SELECT * FROM unnest($1::text[], $2::int[], $3::smallint[], $4::jsonb[]) "
                    "ON CONFLICT (table_id, n, part) DO UPDATE SET entry = excluded.entry",
                    [r[0] for r in rows], [r[1] for r in rows], [r[2] for r in rows],
                    [r[3] for r in rows])
            checkpoints = [(t, r[0], r[1]) for t, r in records.items() if r and t in mine]
            if checkpoints:
                await conn.execute(
                    "UPDATE sm_tables t SET record = x.record, record_decisions = x.n "
                    "FROM unnest($1::text[], $2::int[], $3::jsonb[]) AS x(id, n, record) "
                    "WHERE t.id = x.id AND t.record_decisions <= x.n",
                    [r[0] for r in checkpoints], [r[1] for r in checkpoints],
                    [r[2] for r in checkpoints])
                await conn.execute(
                    "DELETE FROM sm_journal j USING unnest($1::text[], $2::int[]) AS x(id, n) "
                    "WHERE j.table_id = x.id AND j.n <= x.n",
                    [r[0] for r in checkpoints], [r[1] for r in checkpoints])
        self.commits += 1
        self._timings.append((time.perf_counter() - began,
                              sum(len(taken[t][1]) for t in taken)))
        for table_id in free:  # made here, written free: the proxy's server takes it
            version = metas[table_id]
            dropped = self._slots.pop(table_id, None)
            self._dirty.discard(table_id)
            if version is not None:
                self._made[table_id] = version[0]
            if dropped is not None and (dropped.waiting or dropped.record):
                log.error("table %s: played before its server took it; dropped", table_id)
            self._told(table_id)
        for table_id in ids:
            self._landed(table_id, *taken[table_id])
        for table_id in lost:
            self._lose(table_id)

    def _landed(self, table_id: str, meta: tuple[int, dict[str, Any]] | None,
                entries: list[JournalEntry], record: tuple[int, dict[str, Any]] | None,
                cut: int | None) -> None:
        """After the commit: what was in it is kept; tell the table."""
        slot = self._slots.get(table_id)
        if slot is None:
            return
        slot.new = False
        if meta is not None:
            slot.meta_kept = max(slot.meta_kept, meta[0])
            if slot.meta is meta:
                slot.meta = None
        del slot.waiting[:len(entries)]
        if entries:
            slot.kept = max(slot.kept, entries[-1].n)
        if record is not None and slot.record is record:
            slot.record = None
        if cut is not None and slot.cut == cut:
            slot.cut = None
        if slot.meta is None and not slot.waiting and slot.record is None:
            self._dirty.discard(table_id)
        if slot.trouble is not None:
            slot.trouble = None
            log.warning("table %s: written to the database again", table_id)
        if slot.releasing and table_id not in self._dirty:
            self._let_go(table_id, slot)
        self._told(table_id)

    def _let_go(self, table_id: str, slot: _Slot) -> None:
        del self._slots[table_id]
        self._spawn("UPDATE sm_tables SET owner = NULL, expires = NULL WHERE id = $1 AND "
                    "owner = $2 AND epoch = $3", table_id, self.owner, slot.epoch)

    def _lose(self, table_id: str) -> None:
        """Another server holds the table now: nothing more of it is written from here."""
        if self._slots.pop(table_id, None) is None:
            return
        self._dirty.discard(table_id)
        log.warning("table %s: another server took it over; dropped here unwritten", table_id)
        self.on_lost(table_id)

    def stats(self) -> dict[str, Any]:
        """The write transactions since the last call: how many, their time (median,
        worst) and the journal rows they carried."""
        timings, self._timings = self._timings, []
        seconds = sorted(t for t, _ in timings)
        return {"transactions": len(timings), "rows": sum(n for _, n in timings),
                "median_ms": seconds[len(seconds) // 2] * 1000 if seconds else 0.0,
                "worst_ms": seconds[-1] * 1000 if seconds else 0.0,
                "tables_held": len(self._slots)}

    # ------------------------------------------------------------------ the leases
    async def _renewer(self) -> None:
        while True:
            await asyncio.sleep(self.renew)
            try:
                await self._renew()
            except Exception as exc:
                log.error("the leases could not be renewed: %s", exc)
            if time.monotonic() - self._renewed > self.lease:
                # Not renewed for a whole lease: another server may hold any of them now.
                for table_id in list(self._slots):
                    self._lose(table_id)

    async def _renew(self) -> None:
        held = [t for t, s in self._slots.items() if not s.new]
        if not held:
            self._renewed = time.monotonic()
            return
        epochs = [self._slots[t].epoch for t in held]
        asked = time.monotonic()
        async with self._serial:
            rows = await self._pool.fetch(
                "UPDATE sm_tables t SET expires = now() + make_interval(secs => $4) "
                "FROM unnest($1::text[], $2::bigint[]) AS x(id, epoch) "
                "WHERE t.id = x.id AND t.epoch = x.epoch AND t.owner = $3 "
                "RETURNING t.id, t.wanted", held, epochs, self.owner, self.lease)
        self._renewed = asked
        renewed = {r["id"]: r["wanted"] for r in rows}
        for table_id in held:
            if table_id not in renewed:
                self._lose(table_id)
            elif renewed[table_id] not in (None, self.owner) and table_id in self._slots:
                self.on_release(table_id)


async def read_tables(url: str, table: str | None = None) -> list[tuple[str, SavedTable]]:
    """Every table the database holds with a record, or only ``table`` (for ``records``):
    read without taking any lease."""
    pool = await connect_pool(url, size=1)
    try:
        async with pool.acquire() as conn:
            rows = await conn.fetch(
                "SELECT id, meta, record FROM sm_tables WHERE ($1::text IS NULL OR id = $1) "
                "ORDER BY id", table)
            found = []
            for row in rows:
                journal = await conn.fetch("SELECT entry FROM sm_journal WHERE table_id = $1 "
                                           "ORDER BY n, part", row["id"])
                found.append((row["id"], SavedTable(row["meta"], row["record"],
                                                    [_entry_of(j["entry"]) for j in journal])))
            return found
    finally:
        await pool.close()
