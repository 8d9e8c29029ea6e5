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
  made, "seat": s, "action": "play AS"}``), appended and flushed to the operating system
  before anyone is told of the decision, so killing the server loses no decision. Emptied
  each time the record is written. A torn last line (the server died while writing it) is
  dropped when the table is read back.

Tokens and codes are stored as sha256 digests: a copy of the folder cannot take a seat.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from ..engine.record import save_record

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


def digest(secret: str, salt: str = "") -> str:
    """The sha256 (hex) under which a token or code is kept."""
    return hashlib.sha256(f"{salt}:{secret}".encode()).hexdigest()


@dataclass
class JournalEntry:
    """One decision of the journal: ``n`` decisions made once it was applied."""

    n: int
    seat: int
    action: str


@dataclass
class SavedTable:
    """A table as read back from its folder."""

    meta: dict[str, Any]
    record: dict[str, Any] | None
    journal: list[JournalEntry] = field(default_factory=list)


class TableFiles:
    """The files of one table: its meta, its record and its journal (kept open to append)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._journal: IO[str] | None = None
        self.journal_lines = 0  # lines since the record was written (0: the journal is empty)

    def save_meta(self, meta: dict[str, Any]) -> None:
        """Write ``table.json`` atomically."""
        save_record(self.folder / META_NAME, meta)

    def save_record(self, record: dict[str, Any]) -> None:
        """Write ``record.json`` atomically, then empty the journal it makes redundant.

        A kill between the two leaves journal lines the record already holds: they carry
        their decision number, and reading back skips them.
        """
        save_record(self.folder / RECORD_NAME, record)
        if self.journal_lines:
            handle = self._open_journal()
            handle.seek(0)
            handle.truncate()
            self.journal_lines = 0

    def append(self, n: int, seat: int, action: str) -> None:
        """One decision, flushed to the operating system at once."""
        handle = self._open_journal()
        handle.write(f'{{"n":{n},"seat":{seat},"action":"{action}"}}\n')
        handle.flush()
        self.journal_lines += 1

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
        journal = self.folder / JOURNAL_NAME
        # Whatever the journal holds (a torn line too) goes when the record is next written:
        # a line appended after a torn one would be glued to it and lost.
        self.journal_lines = journal.stat().st_size if journal.exists() else 0
        return SavedTable(meta, record, read_journal(journal))


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

    def files(self, table_id: str) -> TableFiles:
        """The files of table ``table_id`` (its folder is made on the first write)."""
        return TableFiles(self.tables / table_id)

    def table_ids(self) -> Iterator[str]:
        """Every table folder that holds a table."""
        if not self.tables.is_dir():
            return
        for folder in sorted(self.tables.iterdir()):
            if (folder / META_NAME).is_file():
                yield folder.name
