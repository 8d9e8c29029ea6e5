"""What a table server keeps on disk, and how it reads it back after a restart (no Qt).

The data folder holds ``tables/<table id>/`` per table:

- ``table.json``: the table itself (rules, bots' level, seats and their names, the sha256 of
  each seat token, of the host token and of the join code, whether it started or finished),
  written atomically (a temporary file, fsync, rename) on every change of the seats;
- ``record.json``: the match record (RECORD.md; ``sergeantmajor check`` accepts it), written
  atomically when the match starts, at every hand's deal (which is also the previous hand's
  end), when the match ends, when the table has been idle for a few seconds and when the
  server stops;
- ``journal.jsonl``: one line per decision since the record was written (``{"n": decisions
  made, "seat": s, "action": "play AS"}``), and one per deal a decision brought (``{"n",
  "hand", "deal", "kitty"}``), appended and flushed to the operating system before anyone is
  told of the decision, so killing the server loses no decision and changes no card seen. Once a
  record is written, the journal is replaced by one holding only the later lines. A torn
  last line (the server died while writing it) is dropped when the table is read back.

The meta and the record are written by one :class:`Writer` thread in the order asked (their
fsync can take milliseconds on a busy disk: the server's loop never waits for one); the
journal is written on the loop, before the decision is announced.

Tokens and codes are stored as sha256 digests: a copy of the folder cannot take a seat.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import queue
import tempfile
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

log = logging.getLogger(__name__)

TABLE_FORMAT = "sergeant-major-table"
TABLE_VERSION = 1
META_NAME = "table.json"
RECORD_NAME = "record.json"
JOURNAL_NAME = "journal.jsonl"


def default_data_dir() -> Path:
    """``server/`` in the game's data folder (``SERGEANTMAJOR_DATA_DIR`` overrides that folder,
    else the XDG data folder the window uses)."""
    override = os.environ.get("SERGEANTMAJOR_DATA_DIR")
    if override:
        return Path(override) / "server"
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "sergeantmajor" / "sergeantmajor" / "server"


def write_json(path: Path, data: dict[str, Any], *, durable: bool = True) -> None:
    """Write ``data`` to ``path`` atomically: a temporary file beside it, then a rename (a
    kill leaves the old file or the new one, whole). ``durable``: fsync before the rename, so
    a power cut does too; a server stopping writes every table without it, then syncs once."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, ensure_ascii=False, indent=1)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def digest(secret: str, salt: str = "") -> str:
    """The sha256 (hex) under which a token or code is kept."""
    return hashlib.sha256(f"{salt}:{secret}".encode()).hexdigest()


@dataclass
class JournalEntry:
    """One line of the journal: a decision (``n`` decisions made once it was applied), or the
    deal of hand ``hand`` that decision ``n`` brought (``seat`` -1, ``action`` empty)."""

    n: int
    seat: int
    action: str
    hand: int | None = None
    deal: list[list[str]] | None = None
    kitty: list[str] | None = None


@dataclass
class SavedTable:
    """A table as read back from its folder."""

    meta: dict[str, Any]
    record: dict[str, Any] | None
    journal: list[JournalEntry] = field(default_factory=list)


class Writer:
    """One thread that writes files in the order they are asked for, so that a record's
    json and fsync never hold up the server's loop; ``post`` runs each job's follow-up on the
    loop (``loop.call_soon_threadsafe``)."""

    def __init__(self, post: Callable[[Callable[[], None]], None]) -> None:
        self._post = post
        self._queue: queue.SimpleQueue[tuple[Callable[[], None], Callable[[], None]] | None] = \
            queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="table-writer", daemon=True)
        self._thread.start()

    def submit(self, work: Callable[[], None], then: Callable[[], None]) -> None:
        """Run ``work`` on the writer's thread, then ``then`` on the loop."""
        self._queue.put((work, then))

    def _run(self) -> None:
        while (job := self._queue.get()) is not None:
            work, then = job
            try:
                work()
            except OSError as exc:
                log.error("a table file could not be written: %s", exc)
                continue
            try:
                self._post(then)
            except RuntimeError:  # the loop has closed: the server is gone
                pass

    def drain(self) -> None:
        """Return once everything asked for so far is written (its follow-ups may still be
        waiting for the loop)."""
        done = threading.Event()
        self._queue.put((done.set, lambda: None))
        done.wait()

    def close(self) -> None:
        """Write everything asked for so far, then end the thread."""
        self._queue.put(None)
        self._thread.join()


class TableFiles:
    """The files of one table: its meta, its record and its journal (kept open to append)."""

    def __init__(self, folder: Path, writer: Writer | None = None) -> None:
        """``writer``: write the meta and the record on its thread (``None``: at once)."""
        self.folder = folder
        self.writer = writer
        self._journal: IO[str] | None = None
        self._lines: list[tuple[int, str]] = []  # the journal's lines, by decision number
        self._stale = False  # the journal holds lines not in _lines (read back: a torn one)

    @property
    def journal_lines(self) -> int:
        """Lines of the journal the record does not hold yet (or a journal left to tidy)."""
        return len(self._lines) + self._stale

    def save_meta(self, meta: dict[str, Any], *, now: bool = False) -> None:
        """Write ``table.json`` atomically (``now``: on this thread, once the writer has
        written what it was asked before, so that no older version lands after it)."""
        path = self.folder / META_NAME
        if now and self.writer is not None:
            self.writer.drain()
        if self.writer is None or now:
            write_json(path, meta)
        else:
            self.writer.submit(lambda: write_json(path, meta), lambda: None)

    def save_record(self, record: dict[str, Any], decisions: int, *, now: bool = False,
                    durable: bool = True) -> None:
        """Write ``record.json`` (holding ``decisions`` decisions) atomically, then drop the
        journal lines it holds. ``now``: on this thread, whatever the writer (``durable``:
        see :func:`write_json`).

        A kill between the two leaves journal lines the record already holds: they carry
        their decision number, and reading back skips them.
        """
        path = self.folder / RECORD_NAME
        if now and self.writer is not None:
            self.writer.drain()
        if self.writer is None or now:
            write_json(path, record, durable=durable)
            self._fold(decisions)
        else:
            self.writer.submit(lambda: write_json(path, record),
                               lambda: self._fold(decisions))

    def _fold(self, decisions: int) -> None:
        """The record holds the first ``decisions``: the journal keeps only the later lines
        (a new file renamed over the old one: a kill leaves one or the other, whole)."""
        keep = [(n, line) for n, line in self._lines if n > decisions]
        if len(keep) == len(self._lines) and not self._stale:
            return
        self.close()
        path = self.folder / JOURNAL_NAME
        tmp = path.with_name(JOURNAL_NAME + ".tmp")
        try:
            tmp.write_text("".join(line for _, line in keep), encoding="utf-8")
            os.replace(tmp, path)
        except OSError as exc:  # the journal stays whole: reading back skips what is recorded
            log.error("%s: the journal could not be shortened: %s", path, exc)
            return
        self._lines = keep
        self._stale = False

    def append(self, n: int, seat: int, action: str) -> None:
        """One decision, flushed to the operating system at once."""
        self._write(n, f'{{"n":{n},"seat":{seat},"action":"{action}"}}\n')

    def append_deal(self, n: int, hand: int, deal: list[list[str]], kitty: list[str]) -> None:
        """The deal of hand ``hand`` that decision ``n`` brought (its cards are shown at once,
        and the record that holds them is written a moment later)."""
        self._write(n, json.dumps({"n": n, "hand": hand, "deal": deal, "kitty": kitty},
                                  separators=(",", ":")) + "\n")

    def _write(self, n: int, line: str) -> None:
        handle = self._open_journal()
        handle.write(line)
        handle.flush()
        self._lines.append((n, line))

    def _open_journal(self) -> IO[str]:
        if self._journal is None:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._journal = open(self.folder / JOURNAL_NAME, "a", encoding="utf-8")
        return self._journal

    def close(self) -> None:
        """Close the journal (the files stay)."""
        if self._journal is not None:
            self._journal.close()
            self._journal = None

    def read(self) -> SavedTable:
        """The table as saved; ``ValueError`` (or ``OSError``) naming what is wrong."""
        meta = _read_json(self.folder / META_NAME)
        if meta.get("format") != TABLE_FORMAT or meta.get("version") != TABLE_VERSION:
            raise ValueError(f"{META_NAME} is not a table of this server's version")
        record_path = self.folder / RECORD_NAME
        record = _read_json(record_path) if record_path.exists() else None
        path = self.folder / JOURNAL_NAME
        journal = read_journal(path)
        # What the journal holds (a torn line too) goes when the record is next written: a
        # line appended after a torn one would be glued to it and lost.
        self._lines = []
        self._stale = path.exists() and path.stat().st_size > 0
        return SavedTable(meta, record, journal)


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"{path.name} is not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path.name} is not a JSON object")
    return data


def read_journal(path: Path) -> list[JournalEntry]:
    """The journal's decisions; a damaged line ends it (only the last can be torn by a kill)."""
    if not path.exists():
        return []
    entries: list[JournalEntry] = []
    for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace")
                                  .splitlines(keepends=True), start=1):
        try:
            if not line.endswith("\n"):
                raise ValueError("no end of line")
            data = json.loads(line)
            if "deal" in data:
                entry = JournalEntry(data["n"], -1, "", data["hand"], data["deal"],
                                     data["kitty"])
                if not (type(entry.hand) is int and isinstance(entry.deal, list)
                        and all(isinstance(h, list) for h in entry.deal)
                        and isinstance(entry.kitty, list)):
                    raise ValueError("a deal of the wrong shape")
            else:
                entry = JournalEntry(data["n"], data["seat"], data["action"])
            if not (type(entry.n) is int and type(entry.seat) is int
                    and isinstance(entry.action, str)):
                raise ValueError("wrong types")
        except (ValueError, KeyError, TypeError) as exc:
            log.warning("%s: line %d dropped (%s)", path, number, exc)
            break
        entries.append(entry)
    return entries


class Store:
    """The server's data folder: one :class:`TableFiles` per table."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.tables = root / "tables"
        #: Writes records and metas off the caller's thread once set (the server sets it).
        self.writer: Writer | None = None

    def files(self, table_id: str) -> TableFiles:
        """The files of table ``table_id`` (its folder is made on the first write)."""
        return TableFiles(self.tables / table_id, self.writer)

    def table_ids(self) -> Iterator[str]:
        """Every table folder that holds a table."""
        if not self.tables.is_dir():
            return
        for folder in sorted(self.tables.iterdir()):
            if (folder / META_NAME).is_file():
                yield folder.name
