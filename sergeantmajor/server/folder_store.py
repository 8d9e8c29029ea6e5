"""The folder store: a table server's tables in a data folder (no Qt); the protocol it follows
is :class:`~.store.TableStore`.

The data folder holds ``tables/<table id>/`` per table (docs/SERVER.md):

- ``table.json``: the meta, written atomically (a temporary file, fsync, rename) by the
  writer thread, coalesced per table (only the latest waiting one is written);
- ``record.json``: the match record (RECORD.md; ``sergeantmajor check`` accepts it), the
  checkpoint, written the same way;
- ``journal.jsonl``: one line per decision (``{"n": decisions made, "seat": s, "action":
  "play AS"}``) and one per deal (``{"n", "hand", "deal", "kitty"}``, with ``"dealer"`` for
  the first), appended and flushed to the operating system before ``append`` returns; once a
  record is written, the journal keeps only the lines after it. A torn last line (the server
  died while writing it) is dropped when the table is read back.

Every file is read through the game's one hardened reader (:mod:`sergeantmajor.engine.files`:
regular files only, a size and depth limit) and written with its atomic writer. A folder that
cannot be read is set aside (``damaged/<id>.<time>``) with a log line. Tokens and codes are
stored as sha256 digests: a copy of the folder cannot take a seat.
"""


from __future__ import annotations

import contextlib
import errno
import logging
import os
import re
import shutil
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

from ..engine.files import read_json, write_atomic
from .store import (
    JOURNAL_NAME,
    META_NAME,
    RECORD_NAME,
    TABLE_FORMAT,
    TABLE_VERSION,
    JournalEntry,
    Post,
    SavedTable,
    read_journal,
)

log = logging.getLogger(__name__)

#: Seconds between two tries of a write that failed (a full disk, a lost mount).
RETRY = 1.0
#: Threads writing metas and records at once (tables' syncs overlap on the disk).
WRITERS = 4
#: Journals kept open at once (the tables that played last); the others are opened again at
#: their next decision, so tables never hold the server's descriptors (a server sets it to a
#: twentieth of its open-file limit, within the reserve its connections leave).
MAX_OPEN_JOURNALS = 1024


@dataclass
class _Slot:
    """What the folder store knows of one table."""

    folder: Path
    kept: int = -1  # the journal's last entry kept for sure (tables' thread)
    meta_asked: int = 0  # the newest meta version asked for (tables' thread)
    meta_kept: int = 0  # the newest meta version written (tables' thread)
    trouble: str | None = None  # why a write waits (tables' thread)
    # Guarded by ``lock`` (the writer thread folds and retries the journal):
    lock: threading.Lock = field(default_factory=threading.Lock)
    first: int | None = None  # the decision of the journal file's first line (None: empty)
    fd: int = -1  # the journal, open to append (-1: closed)
    waiting: list[tuple[int, str]] = field(default_factory=list)  # lines not written yet
    size: int = -1  # the journal file's size after its last whole line (-1: not known)


@dataclass
class _Job:
    """The writes of one table the writer has still to do (the latest of each wins)."""

    meta: tuple[int, dict[str, Any]] | None = None
    record: tuple[int, dict[str, Any]] | None = None
    journal: bool = False  # lines wait in the slot
    wipe: bool = False
    sync: bool = False  # the journal is to be synced to the disk
    not_before: float = 0.0
    failures: int = 0


class FolderStore:
    """The tables in a data folder (see the module's docstring)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.tables = root / "tables"
        self.damaged = root / "damaged"
        self._slots: dict[str, _Slot] = {}
        self._listeners: list[Callable[[str], None]] = []
        self._writer: _Writer | None = None
        self._open: OrderedDict[str, _Slot] = OrderedDict()  # journals open, oldest first
        self._open_lock = threading.Lock()
        self.max_open = MAX_OPEN_JOURNALS

    # ------------------------------------------------------------------ life
    def attach(self, post: Post) -> None:
        """Write metas and records on a thread of their own from now on, and acknowledge
        through ``post`` (the server's loop); until then every write is made at once."""
        self._writer = _Writer(self, post)

    def listen(self, on_kept: Callable[[str], None]) -> None:
        self._listeners.append(on_kept)

    def close(self) -> list[str]:
        writer, self._writer = self._writer, None
        failed = [] if writer is None else writer.close()
        for table_id, slot in list(self._open.items()):
            with slot.lock:
                self._shut(table_id, slot)
        if hasattr(os, "sync"):
            os.sync()  # once for every table's files (the last ones were written unsynced)
        return failed

    def _slot(self, table_id: str) -> _Slot:
        slot = self._slots.get(table_id)
        if slot is None:
            slot = self._slots[table_id] = _Slot(self.tables / table_id)
        return slot

    def _told(self, table_id: str) -> None:
        for listener in self._listeners:
            listener(table_id)

    # ------------------------------------------------------------------ reading
    def unfinished(self) -> Iterator[str]:
        for table_id in self.table_ids():
            folder = self.tables / table_id
            try:
                meta = read_json(folder / META_NAME)
            except Exception:  # damaged in any way: load says how
                yield folder.name
                continue
            if isinstance(meta, dict) and (meta.get("finished") or meta.get("closed")):
                continue
            yield folder.name

    def table_ids(self) -> Iterator[str]:
        """Every table the folder holds, finished or not."""
        if self.tables.is_dir():
            for folder in sorted(self.tables.iterdir()):
                if folder.is_dir() and os.path.lexists(folder / META_NAME):
                    yield folder.name

    def load(self, table_id: str) -> SavedTable:
        folder = self.tables / table_id
        meta = read_json(folder / META_NAME)
        if not isinstance(meta, dict):
            raise ValueError(f"{META_NAME} is not a JSON object")
        if meta.get("format") != TABLE_FORMAT or meta.get("version") != TABLE_VERSION:
            raise ValueError(f"{META_NAME} is not a table of this server's version")
        if meta.get("id") != table_id:
            raise ValueError(f"{META_NAME} names table {str(meta.get('id'))[:60]!r}, "
                             f"not its folder's {table_id!r}")
        record_path = folder / RECORD_NAME
        record = read_json(record_path) if record_path.exists() else None
        if record is not None and not isinstance(record, dict):
            raise ValueError(f"{RECORD_NAME} is not a JSON object")
        journal = read_journal(folder / JOURNAL_NAME)
        slot = self._slot(table_id)
        slot.meta_asked = slot.meta_kept = 1
        return SavedTable(meta, record, journal)

    def resumed(self, table_id: str, decisions: int) -> None:
        """The table read back plays on from ``decisions`` decisions: the journal keeps only
        the lines that led there (a torn line, a damaged one and whatever followed it go, so
        that the next line starts clean and follows)."""
        slot = self._slot(table_id)
        path = slot.folder / JOURNAL_NAME
        entries = read_journal(path)
        keep = [(e.n, e.line()) for e in entries if e.n <= decisions]
        with slot.lock:
            self._shut(table_id, slot)
            slot.first = keep[0][0] if keep else None
            text = "".join(line for _, line in keep)
            if path.exists() and (len(keep) != len(entries) or path.stat().st_size
                                  != len(text.encode("utf-8"))):
                tmp = path.with_name(JOURNAL_NAME + ".tmp")
                tmp.write_text(text, encoding="utf-8")
                os.replace(tmp, path)
            slot.size = -1
        slot.kept = decisions

    # ------------------------------------------------------------------ the barrier
    def append(self, table_id: str, entries: Sequence[JournalEntry]) -> None:
        slot = self._slot(table_id)
        line = "".join(entry.line() for entry in entries)
        n = entries[-1].n
        if slot.fd < 0:
            self._make_room(table_id)
        with slot.lock:
            if not slot.waiting:
                try:
                    self._append(table_id, slot, line)
                except OSError as exc:
                    failed: OSError | None = exc
                else:
                    failed = None
                    if slot.first is None:
                        slot.first = entries[0].n
                    slot.kept = n
                    if any(entry.deal is not None for entry in entries):
                        # a hand's first line: synced to the disk by the writer, so a power
                        # cut loses at most the hand in play
                        self._later(table_id, sync=True)
                    return
            else:
                failed = None
            slot.waiting.append((n, line))
        if failed is not None:  # the decision waits, and so does everything after it
            self._failed(table_id, "its journal", failed)
        self._later(table_id, journal=True)

    def kept(self, table_id: str) -> int:
        slot = self._slots.get(table_id)
        return -1 if slot is None else slot.kept

    def trouble(self, table_id: str) -> str | None:
        slot = self._slots.get(table_id)
        return None if slot is None else slot.trouble

    # ------------------------------------------------------------------ meta and record
    def save_meta(self, table_id: str, meta: dict[str, Any]) -> int:
        slot = self._slot(table_id)
        slot.meta_asked += 1
        self._later(table_id, meta=(slot.meta_asked, meta))
        return slot.meta_asked

    def meta_kept(self, table_id: str) -> int:
        slot = self._slots.get(table_id)
        return 0 if slot is None else slot.meta_kept

    def checkpoint(self, table_id: str, record: dict[str, Any], decisions: int) -> None:
        self._later(table_id, record=(decisions, record))

    def wipe(self, table_id: str) -> None:
        slot = self._slots.pop(table_id, None)
        if slot is not None:
            with slot.lock:
                self._shut(table_id, slot)
        self._later(table_id, wipe=True)

    def forget(self, table_id: str) -> None:
        slot = self._slots.get(table_id)
        if slot is not None and not slot.waiting:  # else the writer still needs its lines
            with slot.lock:
                self._shut(table_id, slot)
            self._slots.pop(table_id, None)

    def set_aside(self, table_id: str, reason: str) -> None:
        source = self.tables / table_id
        self.damaged.mkdir(parents=True, exist_ok=True)
        target = self.damaged / f"{table_id[:60]}.{time.strftime('%Y%m%d-%H%M%S')}"
        try:
            os.replace(source, target)
        except OSError as exc:
            log.error("table %s: cannot be read (%s), nor set aside: %s", table_id, reason,
                      exc.strerror or exc)
            return
        self._slots.pop(table_id, None)
        log.error("table %s: cannot be read (%s); set aside in %s", table_id, reason, target)

    # ------------------------------------------------------------------ the writes
    def _later(self, table_id: str, *, meta: tuple[int, dict[str, Any]] | None = None,
               record: tuple[int, dict[str, Any]] | None = None, journal: bool = False,
               wipe: bool = False, sync: bool = False) -> None:
        """Have the writer do it (or do it now, with no writer)."""
        if self._writer is not None:
            self._writer.submit(table_id, meta=meta, record=record, journal=journal, wipe=wipe,
                                sync=sync)
            return
        job = _Job(meta=meta, record=record, journal=journal, wipe=wipe, sync=sync)
        done = self._write(table_id, job, durable=True)
        self._landed(table_id, done)

    def _write(self, table_id: str, job: _Job, *, durable: bool) -> _Done:
        """Do ``job``'s writes (on the writer's thread); what landed, and the first
        failure."""
        folder = self.tables / table_id
        done = _Done()
        try:
            if job.wipe:
                shutil.rmtree(folder, ignore_errors=True)
                return done
            if job.meta is not None:
                write_atomic(folder / META_NAME, _dump(job.meta[1]), durable=durable)
                done.meta, job.meta = job.meta[0], None
            if job.journal:
                slot = self._slots.get(table_id)
                if slot is not None:
                    with slot.lock:
                        while slot.waiting:
                            n, line = slot.waiting[0]
                            self._append(table_id, slot, line)
                            slot.waiting.pop(0)
                            if slot.first is None:
                                slot.first = n
                            done.journal = n
                job.journal = False
            if job.sync:
                _sync(folder / JOURNAL_NAME)
                job.sync = False
            if job.record is not None:
                decisions, record = job.record
                write_atomic(folder / RECORD_NAME, _dump(record), durable=durable)
                job.record = None
                done.record = decisions
                slot = self._slots.get(table_id)
                if slot is not None:
                    self._fold(table_id, slot, decisions)
        except OSError as exc:
            done.failure = exc
        return done

    # ------------------------------------------------------------------ the journal's file
    def _make_room(self, table_id: str) -> None:
        """Close the journals opened longest ago while too many are open (on the tables'
        thread, holding no table's lock)."""
        while True:
            with self._open_lock:
                if len(self._open) < self.max_open or table_id in self._open:
                    return
                oldest, slot = next(iter(self._open.items()))
            with slot.lock:
                self._shut(oldest, slot)

    def _shut(self, table_id: str, slot: _Slot) -> None:
        """Close ``slot``'s journal (the caller holds ``slot.lock``)."""
        with self._open_lock:
            if self._open.get(table_id) is slot:
                del self._open[table_id]
        if slot.fd >= 0:
            with contextlib.suppress(OSError):
                os.close(slot.fd)
            slot.fd = -1

    def _append(self, table_id: str, slot: _Slot, line: str) -> None:
        """Append ``line`` to the journal and flush it to the operating system; a failed or
        short write is cut back to the last whole line (``OSError``). The caller holds
        ``slot.lock``."""
        data = line.encode("utf-8")
        if slot.fd < 0:
            slot.folder.mkdir(parents=True, exist_ok=True)
            slot.fd = os.open(slot.folder / JOURNAL_NAME, os.O_WRONLY | os.O_APPEND
                              | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
            slot.size = os.fstat(slot.fd).st_size
        with self._open_lock:
            self._open[table_id] = slot
            self._open.move_to_end(table_id)
        try:
            written = os.write(slot.fd, data)
            if written != len(data):
                raise OSError(errno.ENOSPC, "No space left on device (a short write)")
        except OSError:
            try:
                os.ftruncate(slot.fd, slot.size)  # no half line: the next one starts clean
            except OSError:
                self._shut(table_id, slot)  # opened again (and measured) at the next line
            raise
        slot.size += written

    def _fold(self, table_id: str, slot: _Slot, decisions: int) -> None:
        """The record holds the first ``decisions``: the journal keeps only the later lines
        (a new file renamed over the old one: a kill leaves one or the other, whole). A
        failure leaves the journal whole: reading back skips what the record holds."""
        with slot.lock:
            if slot.first is None or slot.first > decisions:
                return  # nothing the record holds
            path = slot.folder / JOURNAL_NAME
            tmp = path.with_name(JOURNAL_NAME + ".tmp")
            try:
                # read back, not kept in memory: a table's journal is a few pages the
                # system has
                keep = [line for line in path.read_bytes().splitlines(keepends=True)
                        if _decision(line) > decisions]
                tmp.write_bytes(b"".join(keep))
                self._shut(table_id, slot)  # the next line goes to the new file
                os.replace(tmp, path)
            except OSError as exc:
                log.warning("%s: the journal could not be shortened (%s); it stays whole",
                            path, exc.strerror or exc)
                return
            slot.first = _decision(keep[0]) if keep else None
            slot.size = sum(map(len, keep))

    def _landed(self, table_id: str, done: _Done) -> None:
        """On the tables' thread: what the writer wrote is kept; tell the table."""
        slot = self._slots.get(table_id)
        if slot is None:
            return
        if done.meta:
            slot.meta_kept = max(slot.meta_kept, done.meta)
        if done.journal is not None:
            slot.kept = max(slot.kept, done.journal)
        if done.failure is not None:
            self._failed(table_id, "its files", done.failure)
        elif slot.trouble is not None and not slot.waiting:
            slot.trouble = None
            log.warning("table %s: its files are written again", table_id)
        self._told(table_id)

    def _failed(self, table_id: str, what: str, exc: OSError) -> None:
        slot = self._slot(table_id)
        reason = exc.strerror or str(exc)
        if slot.trouble is None:
            log.error("table %s: cannot write %s: %s; trying again every %g s", table_id, what,
                      reason, RETRY)
            slot.trouble = "disk-full" if exc.errno in (errno.ENOSPC, errno.EDQUOT) else reason
            self._told(table_id)


@dataclass
class _Done:
    """What one round of a table's writes achieved."""

    meta: int = 0
    journal: int | None = None
    record: int | None = None
    failure: OSError | None = None


@dataclass
class _Ack:
    """A round of writes told to the store on the tables' thread."""

    store: FolderStore
    table_id: str
    done: _Done

    def __call__(self) -> None:
        self.store._landed(self.table_id, self.done)


def _sync(path: Path) -> None:
    """Flush ``path``'s written lines to the disk (a journal the server may be appending to:
    another descriptor of the same file)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


_DECISION = re.compile(rb'^\{"n":(\d{1,12}),')


def _decision(line: bytes) -> int:
    """The decision number a journal line starts with (a line without one is kept)."""
    found = _DECISION.match(line)
    return int(found.group(1)) if found else 1 << 62


def _dump(data: dict[str, Any]) -> str:
    """``data`` as the folder's files hold it: JSON indented by one space, exactly what
    ``json.dumps(data, ensure_ascii=False, indent=1)`` writes, 16 times as fast (Python's
    encoder falls back to its slow pure-Python path once it indents; a record of 7 kB: 0.25
    ms against 0.015 ms), so the writer holds Python's lock, which the loop needs, that
    much less."""
    return msgspec.json.format(msgspec.json.encode(data), indent=1).decode("utf-8") + "\n"


class _Writer:
    """Threads that write the folder store's metas and records (their fsync can take
    milliseconds on a busy disk: the tables' loop never waits for one), retry journal lines
    a full disk refused, and acknowledge on the loop.

    Coalesced and bounded: a table has at most one job waiting, holding the latest meta and
    the latest record asked for; a job that fails waits :data:`RETRY` seconds and is tried
    again, with whatever newer writes came meanwhile. :data:`WRITERS` threads take the jobs
    of different tables at once (a table's own writes stay in order: one thread at a time
    has them), so a new table's meta never waits behind other tables' syncs one after the
    other: the disk syncs them together.
    """

    def __init__(self, store: FolderStore, post: Post) -> None:
        self._store = store
        self._post = post
        self._jobs: dict[str, _Job] = {}  # in the order asked (dicts keep it)
        self._busy: set[str] = set()
        self._cond = threading.Condition()
        self._closing = False
        self._lost: list[str] = []  # tables whose writes did not land before closing
        self._threads = [threading.Thread(target=self._run, name=f"table-writer-{i}",
                                          daemon=True) for i in range(WRITERS)]
        for thread in self._threads:
            thread.start()

    def submit(self, table_id: str, *, meta: tuple[int, dict[str, Any]] | None,
               record: tuple[int, dict[str, Any]] | None, journal: bool, wipe: bool,
               sync: bool) -> None:
        with self._cond:
            job = self._jobs.get(table_id)
            if job is None:
                job = self._jobs[table_id] = _Job()
            if wipe:
                job.meta = job.record = None
                job.journal, job.wipe = False, True
            if meta is not None:
                job.meta = meta
            if record is not None and (job.record is None or record[0] >= job.record[0]):
                job.record = record
            job.journal = job.journal or journal
            job.sync = job.sync or sync
            self._cond.notify()

    def _next(self) -> tuple[str, _Job] | None:
        """The first job that may be done now (waiting for one, or ``None`` once closed)."""
        with self._cond:
            while True:
                now = time.monotonic()
                soonest = None
                for table_id, job in self._jobs.items():
                    if table_id in self._busy:
                        continue
                    if self._closing or job.not_before <= now:
                        del self._jobs[table_id]
                        self._busy.add(table_id)
                        return table_id, job
                    soonest = job.not_before if soonest is None else min(soonest, job.not_before)
                if self._closing:
                    return None
                self._cond.wait(None if soonest is None else soonest - now)

    def _run(self) -> None:
        while (taken := self._next()) is not None:
            table_id, job = taken
            done = self._store._write(table_id, job, durable=not self._closing)
            with self._cond:
                self._busy.discard(table_id)
                if done.failure is not None:
                    job.failures += 1
                    job.not_before = time.monotonic() + RETRY
                    newer = self._jobs.pop(table_id, None)  # what came meanwhile is newer
                    if newer is not None:
                        job.meta = newer.meta or job.meta
                        job.record = newer.record or job.record
                        job.journal = job.journal or newer.journal
                        job.sync = job.sync or newer.sync
                        job.wipe = job.wipe or newer.wipe
                    self._jobs[table_id] = job
                    if self._closing and job.failures > 1:
                        self._jobs.pop(table_id)
                        self._lost.append(table_id)
            try:
                self._post(_Ack(self._store, table_id, done))
            except RuntimeError:  # the loop has closed: the server is gone
                pass

    def close(self) -> list[str]:
        """Write everything asked (each failing write is tried once more), then end."""
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        for thread in self._threads:
            thread.join()
        return self._lost


# --------------------------------------------------------------------------- the journal
