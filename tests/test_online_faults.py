"""The table server under storage faults (network-3, defects 6, 7, 8, 9 and 14): a disk that
fills during play (an ENOSPC injected through the store), table folders damaged in every way,
files that lie about what they hold. The rule throughout: nothing anyone saw is lost, and
the server starts whatever one folder holds."""

from __future__ import annotations

import asyncio
import errno
import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from online_helpers import Seen, random_player, run, serving, spectator, wait_until

from sergeantmajor.engine import Rules
from sergeantmajor.engine.replay_cursor import ReplayCursor
from sergeantmajor.net import protocol as p
from sergeantmajor.net.client import TableClient
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.server import folder_store as store_module
from sergeantmajor.server.headless import create_table
from sergeantmajor.server.store import read_journal

pytestmark = pytest.mark.timeout(120)


class Disk:
    """The data folder's disk: ``full`` makes every write of the store fail with ENOSPC, as a
    full file system does (the journal's appends and the atomic writes of metas and records)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        self.refused = 0
        real_append, real_write = store_module.FolderStore._append, store_module.write_atomic

        def append(store: Any, table_id: str, slot: Any, line: str) -> None:
            self._check()
            real_append(store, table_id, slot, line)

        def write(path: Any, text: str, *, durable: bool = True) -> None:
            self._check()
            real_write(path, text, durable=durable)

        monkeypatch.setattr(store_module.FolderStore, "_append", append)
        monkeypatch.setattr(store_module, "write_atomic", write)

    def _check(self) -> None:
        if self.full:
            self.refused += 1
            raise OSError(errno.ENOSPC, "No space left on device")


def kept_decisions(folder: Path) -> int:
    """Decisions a table's folder holds: the record's moves and the journal after them."""
    done = 0
    if (folder / "record.json").exists():
        record = json.loads((folder / "record.json").read_text(encoding="utf-8"))
        done = len(ReplayCursor.from_record(record).steps)
    for entry in read_journal(folder / "journal.jsonl"):
        if entry.n == done + 1 and entry.deal is None:
            done += 1
    return done


def seen_decisions(seen: Seen) -> int:
    """The last decision a connection was told of (events, a state, a turn)."""
    return max((f["seq"] for f in seen.frames if f.get("seq") is not None), default=0)


def test_a_full_disk_pauses_the_match_tells_the_players_and_it_goes_on_when_space_returns(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Defects 6 and 7: a decision that cannot be journaled is not announced; the players are
    told the match waits; it goes on by itself once the disk has room, and the match played
    after that is saved whole."""
    disk = Disk(monkeypatch)

    async def body() -> tuple[str, int]:
        async with serving(tmp_path, grace=30) as server:
            created = await create_table(server.url, Rules(), "easy", 2)
            invite = parse_invite(created.invite)
            folder = tmp_path / "tables" / created.table
            watcher_client = await TableClient.connect(invite.table_url)
            await watcher_client.watch(invite.code)
            watcher = Seen()
            seen, tasks = [], [asyncio.create_task(spectator(watcher_client, watcher))]
            for s in range(2):
                client = await TableClient.connect(invite.table_url)
                await client.join(f"P{s}", invite.code)
                seen.append(Seen())
                tasks.append(asyncio.create_task(
                    random_player(client, seen[-1], s, pace=0.002)))
            everyone = [*seen, watcher]
            while seen_decisions(watcher) < 30:
                await asyncio.sleep(0.01)
            disk.full = True
            # the table plays on until a write fails, then waits and tells both players
            await wait_until(lambda: all(any(f["type"] == "error" for f in s.frames)
                                         for s in seen))
            table = server.tables[created.table]
            on_disk = kept_decisions(folder)
            told = max(seen_decisions(s) for s in everyone)
            assert disk.refused > 0 and table.runner is not None
            assert told <= on_disk, (told, on_disk)  # nothing announced that is not kept
            assert table.runner.number <= on_disk + 1  # one decision made, held back
            stalled, refused = table.runner.number, disk.refused
            await asyncio.sleep(1.5)  # longer than the store's wait before it tries again
            assert disk.refused > refused  # it did try again
            assert table.runner.number == stalled  # the match waits
            errors = [f for s in seen for f in s.frames if f["type"] == "error"]
            assert all(f["code"] == "cannot-save" for f in errors)
            assert len(errors) == 2  # once each, not once per retry
            assert kept_decisions(folder) == on_disk  # nothing more kept meanwhile
            # a kill now leaves the folder as it is: a copy of it is what a restart reads
            shutil.copytree(tmp_path / "tables", killed / "tables")
            told = max(seen_decisions(s) for s in everyone)
            disk.full = False  # space returns: the match goes on by itself, to its end
            await asyncio.wait_for(asyncio.gather(*tasks), 60)
            assert all(s.over is not None for s in everyone)
            await asyncio.sleep(0.5)  # the last record lands
            record = json.loads((folder / "record.json").read_text(encoding="utf-8"))
            assert len(ReplayCursor.from_record(record).steps) == table.runner.number
            assert json.loads((folder / "table.json").read_text(encoding="utf-8"))["finished"]
            return created.table, told

    killed = tmp_path / "killed"
    table_id, told = run(body(), 100)

    async def after_the_kill() -> int:  # the server started again on what the kill left
        async with serving(killed) as server:
            runner = server.tables[table_id].runner
            assert runner is not None
            return runner.number

    assert run(after_the_kill(), 30) >= told  # nothing anyone saw is lost


def test_a_meta_written_while_the_disk_is_full_lands_when_space_returns(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """Defects 7 and 8: a table made while the disk is full is not announced (no ``created``
    until its file holds it); its meta is tried again until it lands, then the client hears;
    a server stopped while a write cannot land does not say it saved that table."""
    disk = Disk(monkeypatch)

    async def body() -> None:
        async with serving(tmp_path) as server:
            disk.full = True
            making = asyncio.create_task(create_table(server.url, Rules(), "easy", 2))
            await asyncio.sleep(1.5)
            assert not making.done()  # the table exists, its file does not: not told yet
            (table_id,) = server.tables
            assert not (tmp_path / "tables" / table_id / "table.json").exists()
            disk.full = False
            created = await asyncio.wait_for(making, 5)
            assert created.table == table_id
            meta = json.loads((tmp_path / "tables" / table_id / "table.json")
                              .read_text(encoding="utf-8"))
            assert meta["id"] == table_id
            # a join while full: the seat token is given once the file holds it
            invite = parse_invite(created.invite)
            disk.full = True
            ann = await TableClient.connect(invite.table_url)
            await ann.ws.send(json.dumps({"v": p.PROTOCOL, "type": "join", "name": "Ann",
                                          "code": invite.code}))
            with pytest.raises(TimeoutError):
                await asyncio.wait_for(ann.ws.recv(), 1.5)
            disk.full = False
            welcome = json.loads(await asyncio.wait_for(ann.ws.recv(), 5))
            assert welcome["type"] == "welcome" and welcome["token"]
            seats = json.loads((tmp_path / "tables" / table_id / "table.json")
                               .read_text(encoding="utf-8"))["seats"]
            assert seats[0]["name"] == "Ann" and seats[0]["token"]
            await ann.close()
            disk.full = True
            server.tables[table_id].save_meta()  # a write that cannot land before the stop

    run(body(), 30)
    lines = [r.getMessage() for r in caplog.records]
    assert any("could not be saved" in line for line in lines), lines[-5:]
    assert not any(line.startswith("stopped; 1 table(s) saved") for line in lines)


# --------------------------------------------------------------------------- damaged folders
def _good_table(tmp_path: Path) -> str:
    async def body() -> str:
        async with serving(tmp_path) as server:
            created = await create_table(server.url, Rules(), "easy", 2)
            return created.table

    return run(body(), 20)


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def _meta(tmp_path: Path, table: str) -> dict[str, Any]:
    return json.loads((tmp_path / "tables" / table / "table.json").read_text(encoding="utf-8"))


DAMAGES = {
    "not json": lambda meta: "{not json",
    "100,000 brackets deep": lambda meta: _nested(100_000),
    "a record 100,000 deep": lambda meta: None,
    "larger than the reader takes": lambda meta: " " * (17 * 1024 * 1024) + "{}",
    "an id that is not its folder's": lambda meta: json.dumps({**meta, "id": "../x"}),
    "a seat of no known kind": lambda meta: json.dumps(
        {**meta, "seats": [{**meta["seats"][0], "kind": "alien"}, *meta["seats"][1:]]}),
    "a seat token that is a number": lambda meta: json.dumps(
        {**meta, "seats": [{"kind": "human", "name": "A", "token": 12345, "left": False},
                           *meta["seats"][1:]]}),
    "a join code that is no digest": lambda meta: json.dumps({**meta, "code": ["x"]}),
}


@pytest.mark.parametrize("damage", list(DAMAGES))
def test_a_damaged_table_folder_is_set_aside_and_the_server_starts(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, damage: str) -> None:
    """Defects 9 and 14: whatever one folder holds, the server starts with every other table;
    the damaged folder is moved to ``damaged/`` (kept for a person to look at) with one log
    line."""
    good = _good_table(tmp_path)
    bad = tmp_path / "tables" / "damagedtable"
    bad.mkdir(parents=True)
    meta = {**_meta(tmp_path, good), "id": "damagedtable"}
    text = DAMAGES[damage](meta)
    if text is None:  # the meta is fine, the record is not
        text = json.dumps({**meta, "started": True})
        (bad / "record.json").write_text(_nested(100_000), encoding="utf-8")
    (bad / "table.json").write_text(text, encoding="utf-8")

    async def body() -> list[str]:
        async with serving(tmp_path) as server:
            return list(server.tables)

    assert run(body(), 30) == [good]
    assert not bad.exists()
    (aside,) = (tmp_path / "damaged").iterdir()
    assert aside.name.startswith("damagedtable.") and (aside / "table.json").exists()
    lines = [r.getMessage() for r in caplog.records if "damagedtable" in r.getMessage()]
    assert len(lines) == 1 and "set aside" in lines[0], lines


def test_a_pipe_for_a_table_file_never_blocks_the_start(tmp_path: Path) -> None:
    """A named pipe where a table file should be is refused by the game's reader, not read
    for ever."""
    good = _good_table(tmp_path)
    bad = tmp_path / "tables" / "pipetable"
    bad.mkdir(parents=True)
    os.mkfifo(bad / "table.json")

    async def body() -> list[str]:
        async with serving(tmp_path) as server:
            return list(server.tables)

    assert run(body(), 20) == [good]
    assert (tmp_path / "damaged").exists() and not bad.exists()


def test_a_journal_deal_the_engine_refuses_ends_the_journal_there(
        tmp_path: Path, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Defect 14: a journal's deal is checked by the engine like a record's: a deal of 52
    aces (and what follows it) is dropped, the match goes on from before it with a real deal,
    and says so in the log."""
    async def first() -> tuple[str, int]:
        async with serving(tmp_path) as server:
            created = await create_table(server.url, Rules(point_limit=99), "easy", 1)
            invite = parse_invite(created.invite)
            client = await TableClient.connect(invite.table_url)
            await client.join("Ann", invite.code)
            seen = Seen()
            table = server.tables[created.table]
            task = asyncio.create_task(random_player(client, seen, 1))
            while table.runner is None or table.runner.match.hand_index < 1:
                await asyncio.sleep(0.01)
            task.cancel()
            await client.close()
            return created.table, table.runner.number

    with monkeypatch.context() as patch:  # no record is written: only the journal holds it
        patch.setattr(store_module.FolderStore, "checkpoint", lambda *args: None)
        table_id, _made = run(first(), 30)
    journal = tmp_path / "tables" / table_id / "journal.jsonl"
    lines = journal.read_text(encoding="utf-8").splitlines(keepends=True)
    deal_at = next(i for i, line in enumerate(lines) if '"hand":1' in line)
    entry = json.loads(lines[deal_at])
    entry["deal"] = [["AS"] * len(h) for h in entry["deal"]]
    lines[deal_at] = json.dumps(entry, separators=(",", ":")) + "\n"
    journal.write_text("".join(lines), encoding="utf-8")
    assert not (tmp_path / "tables" / table_id / "record.json").exists()

    async def again() -> None:
        async with serving(tmp_path) as server:
            table = server.tables[table_id]
            assert table.runner is not None
            assert table.runner.number == entry["n"] - 1  # before the decision that dealt it
            assert table.runner.match.current_player() is not None

    run(again(), 30)
    assert any("deal of hand 2 is wrong" in r.getMessage() for r in caplog.records)
