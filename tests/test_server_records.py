"""``sergeantmajor records`` exports a store's match records (issue 33 part 5): mid-match, the
exported record holds the journal's decisions too (every decision a player was told of), and
``check`` accepts it; the tool refuses bad input in one line."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import pytest
from online_helpers import Seen, random_player, run, serving

from sergeantmajor.engine import Rules
from sergeantmajor.engine.replay_cursor import ReplayCursor
from sergeantmajor.net.client import TableClient
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.server.headless import create_table

pytestmark = pytest.mark.timeout(120)
ROOT = Path(__file__).resolve().parent.parent


def _tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "sergeantmajor", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def _half_played(data: Path, stop_at: int) -> tuple[str, list[Seen]]:
    """A table whose players stop at decision ``stop_at``; the server still runs while the
    caller's export runs (its journal holds the decisions since the last record)."""
    async def scenario():
        async with serving(data) as server:
            created = await create_table(server.url, Rules(), "easy", None)
            invite = parse_invite(created.invite)
            seats = []
            tasks = []
            for s in range(3):
                client = await TableClient.connect(invite.table_url)
                await client.join(f"P{s}", invite.code)
                seen = Seen()
                seats.append(seen)
                tasks.append(asyncio.create_task(random_player(client, seen, s,
                                                               stop_at=stop_at)))
            # the player whose turn ``stop_at`` is stops; the others wait for it: let go
            await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            await asyncio.sleep(0.2)
            for task in tasks:
                task.cancel()
            lobby = await create_table(server.url, Rules(), "easy", None)  # never starts
            assert lobby.table != created.table
            export = await asyncio.to_thread(_tool, "records", "--store", str(data),
                                             "--table", created.table)
            # what the server's own record holds now (its journal holds the rest)
            kept = (data / "tables" / created.table / "record.json").read_bytes()
            (data / "kept.json").write_bytes(kept)
            return created.table, seats, export

    table, seats, export = run(scenario())
    assert export.returncode == 0, export.stderr
    (data / "exported.json").write_text(export.stdout, encoding="utf-8")
    return table, seats


def test_a_record_exported_mid_match_holds_every_decision_seen_and_checks(tmp_path):
    data = tmp_path / "data"
    table, seats = _half_played(data, stop_at=40)
    seen = max(f["seq"] for s in seats for f in s.frames if f["type"] == "events")
    record = json.loads((data / "exported.json").read_text(encoding="utf-8"))
    steps = ReplayCursor.from_record(record).steps
    assert len(steps) == seen >= 39
    # the record the server keeps holds fewer: the rest is in its journal
    kept = json.loads((data / "kept.json").read_text(encoding="utf-8"))
    assert len(ReplayCursor.from_record(kept).steps) < seen
    checked = _tool("check", str(data / "exported.json"))
    assert checked.returncode == 0, checked.stderr
    # every table of the folder: the one that started, not the lobby
    out = tmp_path / "out"
    done = _tool("records", "--store", str(data), "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert [p.name for p in out.iterdir()] == [f"{table}.json"]
    assert "1 record(s) written" in done.stderr


@pytest.mark.parametrize(("argv", "words"), [
    (["records", "--store", "/nonexistent/sm-store"], "--out DIR"),
    (["records", "--store", "/nonexistent/sm-store", "--out", "x"], "not a table server"),
])
def test_records_refuses_bad_input_in_one_line(argv, words):
    done = _tool(*argv)
    assert done.returncode == 2
    assert words in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr


def test_a_table_the_store_lacks_is_named(tmp_path):
    (tmp_path / "tables").mkdir()
    done = _tool("records", "--store", str(tmp_path), "--table", "nosuchtable1")
    assert done.returncode == 2 and "no table 'nosuchtable1'" in done.stderr
