"""Where a table server keeps its tables: the :class:`TableStore` protocol, what stores share
(the journal's entries and reader, the tables' formats, digests) and :class:`NoStore` (no Qt).
The stores: :class:`~.folder_store.FolderStore` (a data folder, the default) and
:class:`~.pg_store.PostgresStore` (a database several servers share).

A table asks its store for seven things: the tables to resume (:meth:`~TableStore.unfinished`),
one table as saved (:meth:`~TableStore.load`), its meta (:meth:`~TableStore.save_meta`: seats,
tokens' digests, rules; ordered, the latest wins), one journal entry per decision
(:meth:`~TableStore.append`: **the barrier**), how far the journal is kept for sure
(:meth:`~TableStore.kept`), the match record (:meth:`~TableStore.checkpoint`: the latest wins; the
journal lines it holds may go) and the end of a table nobody played (:meth:`~TableStore.wipe`).

The barrier is explicit: the table sends a decision's events only once ``kept(id)`` has
reached that decision, and a message that hands out a secret (``created``, ``welcome``) only
once ``meta_kept(id)`` has reached the meta that holds it. A store that writes at once (this
folder's journal, in the common case) advances them before ``append`` returns; a store that
acknowledges later (a database, a folder whose disk was full a moment ago) advances them when
the write lands and calls its listener, on the table's thread, so the table sends what waited.
A write that fails is retried until it lands (:meth:`~TableStore.trouble` says why it waits
meanwhile): nothing anyone was told of is lost, and nothing is told that is not kept.

The folder store's files are described in :mod:`.folder_store`.
"""


from __future__ import annotations

import hashlib
import json
import logging
import os
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ..engine.files import FileRefusedError, parse_json, read_bytes

log = logging.getLogger(__name__)

TABLE_FORMAT = "sergeant-major-table"
TABLE_VERSION = 1
META_NAME = "table.json"
RECORD_NAME = "record.json"
JOURNAL_NAME = "journal.jsonl"
#: The largest journal read back (a match of the longest allowed length writes some 2 MB).
MAX_JOURNAL_BYTES = 32 * 1024 * 1024
_PLAIN_ACTION = re.compile(r"^[a-z]+ [A-Z0-9,]{1,20}$")

#: ``post(job)`` runs ``job`` on the tables' thread soon; it may be called from any thread.
Post = Callable[[Callable[[], None]], None]


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
    """One line of the journal: a decision (``n`` decisions made once it was applied), or the
    deal of hand ``hand`` that decision ``n`` brought (``seat`` -1, ``action`` empty;
    ``dealer`` for the first hand, dealt before any decision)."""

    n: int
    seat: int
    action: str
    hand: int | None = None
    deal: list[list[str]] | None = None
    kitty: list[str] | None = None
    dealer: int | None = None

    def line(self) -> str:
        """The journal's line for it."""
        data: dict[str, Any]
        if self.deal is None:
            if _PLAIN_ACTION.match(self.action):  # the common case, without json (µs count)
                return f'{{"n":{self.n},"seat":{self.seat},"action":"{self.action}"}}\n'
            data = {"n": self.n, "seat": self.seat, "action": self.action}
            return json.dumps(data, separators=(",", ":")) + "\n"
        data = {"n": self.n, "hand": self.hand, "deal": self.deal, "kitty": self.kitty}
        if self.dealer is not None:
            data["dealer"] = self.dealer
        return json.dumps(data, separators=(",", ":")) + "\n"


@dataclass
class SavedTable:
    """A table as read back from its store."""

    meta: dict[str, Any]
    record: dict[str, Any] | None
    journal: list[JournalEntry] = field(default_factory=list)


class TableStore(Protocol):
    """Where tables are kept (a folder, a database). Every call but :meth:`load` and
    :meth:`unfinished` returns at once; every call is made on the tables' thread, and the
    listener is called there too."""

    def listen(self, on_kept: Callable[[str], None]) -> None:
        """Call ``on_kept(table_id)`` whenever what is kept of a table moved on, or its
        :meth:`trouble` changed."""

    def unfinished(self) -> Iterable[str]:
        """The ids of the tables to resume (not finished, not closed)."""

    def load(self, table_id: str) -> SavedTable:
        """Table ``table_id`` as kept; ``ValueError`` naming what is wrong."""

    def save_meta(self, table_id: str, meta: dict[str, Any]) -> int:
        """Keep ``meta`` (ordered per table, the latest wins); its version, which
        :meth:`meta_kept` reaches once it is kept."""

    def meta_kept(self, table_id: str) -> int:
        """The version of the newest meta kept for sure (0: none)."""

    def append(self, table_id: str, entries: Sequence[JournalEntry]) -> None:
        """Journal one decision: its entries (the decision, the deal it brought; the first
        deal alone at ``n`` 0), kept together; :meth:`kept` reaches their ``n`` once they are
        kept."""

    def kept(self, table_id: str) -> int:
        """Decisions the journal holds for sure (-1: not even the first deal)."""

    def checkpoint(self, table_id: str, record: dict[str, Any], decisions: int) -> None:
        """Keep the match record of the first ``decisions`` decisions (the latest wins); the
        journal's entries up to it may then go."""

    def resumed(self, table_id: str, decisions: int) -> None:
        """The table read back plays on from ``decisions`` decisions: what the journal holds
        past them is dropped, and :meth:`kept` is ``decisions``."""

    def trouble(self, table_id: str) -> str | None:
        """Why a write of this table waits to be tried again (``None``: all is well)."""

    def wipe(self, table_id: str) -> None:
        """Forget table ``table_id`` and everything kept of it (nothing was played)."""

    def set_aside(self, table_id: str, reason: str) -> None:
        """Put a table that cannot be read out of the way, keeping it for a person to see."""

    def forget(self, table_id: str) -> None:
        """The table leaves memory: drop what the store holds for it (what is kept stays)."""

    def close(self) -> list[str]:
        """Write everything asked for (the server stops); the ids of the tables whose writes
        did not land."""


class NoStore:
    """A store that keeps nothing and says it kept everything (a server with no data folder:
    tests, demos)."""

    def listen(self, on_kept: Callable[[str], None]) -> None:
        pass

    def unfinished(self) -> Iterable[str]:
        return ()

    def load(self, table_id: str) -> SavedTable:
        raise ValueError("nothing is kept")

    def save_meta(self, table_id: str, meta: dict[str, Any]) -> int:
        return 0

    def meta_kept(self, table_id: str) -> int:
        return 0

    def append(self, table_id: str, entries: Sequence[JournalEntry]) -> None:
        pass

    def kept(self, table_id: str) -> int:
        return 1 << 62

    def checkpoint(self, table_id: str, record: dict[str, Any], decisions: int) -> None:
        pass

    def resumed(self, table_id: str, decisions: int) -> None:
        pass

    def trouble(self, table_id: str) -> str | None:
        return None

    def wipe(self, table_id: str) -> None:
        pass

    def set_aside(self, table_id: str, reason: str) -> None:
        pass

    def forget(self, table_id: str) -> None:
        pass

    def close(self) -> list[str]:
        return []


def read_journal(path: Path) -> list[JournalEntry]:
    """The journal's entries, through the game's file reader; a damaged line ends it (only
    the last can be torn by a kill)."""
    try:
        data = read_bytes(path, MAX_JOURNAL_BYTES)
    except FileRefusedError as exc:
        if exc.code == "missing":
            return []
        raise ValueError(f"{JOURNAL_NAME}: {exc}") from None
    entries: list[JournalEntry] = []
    for number, raw in enumerate(data.splitlines(keepends=True), start=1):
        try:
            if not raw.endswith(b"\n"):
                raise ValueError("no end of line")
            entries.append(_entry(parse_json(raw, max_depth=4)))
        except (ValueError, KeyError, TypeError) as exc:
            log.warning("%s: line %d and after dropped (%s)", path, number, str(exc)[:100])
            break
    return entries


def _entry(data: Any) -> JournalEntry:
    """One journal line's entry, its fields checked for type."""
    if not isinstance(data, dict):
        raise ValueError("not an object")
    if "deal" in data:
        entry = JournalEntry(data["n"], -1, "", data["hand"], data["deal"], data["kitty"],
                             data.get("dealer"))
        if not (type(entry.hand) is int and isinstance(entry.deal, list)
                and all(isinstance(h, list) and all(isinstance(c, str) for c in h)
                        for h in entry.deal)
                and isinstance(entry.kitty, list)
                and all(isinstance(c, str) for c in entry.kitty)
                and (entry.dealer is None or type(entry.dealer) is int)):
            raise ValueError("a deal of the wrong shape")
    else:
        entry = JournalEntry(data["n"], data["seat"], data["action"])
    if not (type(entry.n) is int and type(entry.seat) is int and isinstance(entry.action, str)
            and entry.n >= 0 and len(entry.action) <= 40):
        raise ValueError("wrong types")
    return entry
