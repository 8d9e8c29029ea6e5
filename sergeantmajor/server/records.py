"""``sergeantmajor records``: the match records a table server's store holds, as record files
(RECORD.md) that ``check``, the review and ``analyze`` read (no Qt).

A table's store holds its last record and the journal of the decisions since; the record
file exported is the two together, replayed exactly as a server resuming the table would (the
same :meth:`Table.restore`), so it holds every decision anyone at the table was told of.
Tables that never started have no record and are skipped. Nothing in the store is changed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from ..cli import _say as say_line
from ..engine import Action
from ..engine.files import write_atomic
from ..engine.record import record_of
from .folder_store import FolderStore
from .store import NoStore, SavedTable
from .table import Table


class _NoClock:
    """A clock for a table read only to be exported: no timers fire, no bot thinks."""

    def now(self) -> float:
        return 0.0

    def call_later(self, delay: float, callback: Callable[[], None]) -> _NoClock:
        return self

    def cancel(self) -> None:
        """(the timer of :meth:`call_later`)"""

    def think(self, bot: Any, view: Any, done: Callable[[Action], object]) -> None:
        """Never asked: the exported table is not run."""


class _Saved(NoStore):
    """One table as read, as a store that keeps nothing more (the export changes nothing)."""

    def __init__(self, saved: SavedTable) -> None:
        self.saved = saved

    def load(self, table_id: str) -> SavedTable:
        return self.saved


def record_of_saved(saved: SavedTable) -> dict[str, Any] | None:
    """The whole record of a saved table: its record with the journal's decisions after it
    (``None`` for a table that never started); ``ValueError`` for a table that does not
    replay."""
    if not saved.meta.get("started"):
        return None
    table = Table.restore(_Saved(saved), str(saved.meta.get("id")), clock=_NoClock(),
                          grace=0.0)
    assert table.runner is not None
    table.runner.stop()
    return record_of(table.runner.match, table.players())


class StoreError(Exception):
    """The store cannot be read (one line for the user)."""


def saved_tables(store_url: str, table: str | None = None) -> Iterator[tuple[str, SavedTable]]:
    """``(table id, saved table)`` for every table of the store at ``store_url`` (a data
    folder), or only ``table``; :class:`StoreError` for a store that cannot be read or a
    table it lacks."""
    if store_url.startswith(("postgresql://", "postgres://")):
        yield from _database_tables(store_url, table)
        return
    root = Path(store_url.removeprefix("file://"))
    store = FolderStore(root)
    if not root.is_dir():
        raise StoreError(f"{store_url[:80]!r} is not a table server's data folder")
    ids = list(store.table_ids())
    if table is not None:
        if table not in ids:
            raise StoreError(f"the store has no table {table[:60]!r}")
        ids = [table]
    for table_id in ids:
        try:
            yield table_id, store.load(table_id)
        except (OSError, ValueError) as exc:
            raise StoreError(f"table {table_id}: cannot be read: {exc}") from None


def _database_tables(url: str, table: str | None) -> Iterator[tuple[str, SavedTable]]:
    from .pg_store import StoreUnavailableError, read_tables

    try:
        found = asyncio.run(read_tables(url, table))
    except StoreUnavailableError as exc:
        raise StoreError(str(exc)) from None
    if table is not None and not found:
        raise StoreError(f"the store has no table {table[:60]!r}")
    yield from found


def main(argv: list[str]) -> int:
    """``sergeantmajor records --store URL [--table ID] [--out DIR]``."""
    parser = argparse.ArgumentParser(
        prog="sergeantmajor records",
        description="Export the match records a table server keeps as record files that "
                    "check, the review and analyze read.")
    parser.add_argument("--store", required=True, metavar="URL",
                        help="the server's store: its data folder (serve --data), or the "
                             "postgresql:// database it was given with serve --store")
    parser.add_argument("--table", metavar="ID", help="only this table's record (without "
                        "--out: printed on standard output)")
    parser.add_argument("--out", metavar="DIR", help="write TABLE.json files here")
    args = parser.parse_args(argv)
    if args.out is None and args.table is None:
        return _say("give --out DIR, or --table ID for one record on standard output", 2)
    out = Path(args.out) if args.out else None
    written = 0
    try:
        for table_id, saved in saved_tables(args.store, args.table):
            try:
                record = record_of_saved(saved)
            except (ValueError, KeyError, TypeError) as exc:
                say_line(f"sergeantmajor records: table {table_id}: not exported: {exc}",
                         sys.stderr, 1)
                continue
            if record is None:
                if args.table is not None:
                    return _say(f"table {table_id} never started: it has no record", 1)
                continue
            text = json.dumps(record, ensure_ascii=False, indent=1) + "\n"
            if out is None:
                sys.stdout.write(text)
                sys.stdout.flush()
            else:
                out.mkdir(parents=True, exist_ok=True)
                write_atomic(out / f"{table_id}.json", text)
            written += 1
    except StoreError as exc:
        return _say(str(exc), 2)
    except OSError as exc:
        return _say(f"cannot write the records: {exc.strerror or exc}", 1)
    if out is not None:
        say_line(f"{written} record(s) written to {out}", sys.stderr, 0)
    return 0


def _say(message: str, status: int) -> int:
    return say_line(f"sergeantmajor records: {message}", sys.stderr, status)
