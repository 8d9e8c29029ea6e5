"""The server survives a kill: ``sergeantmajor serve`` killed with SIGKILL mid-hand and started
again on the same data folder resumes every table, loses no decision anyone saw, and players
come back with their tokens (``sergeantmajor join`` on its own). Also the commands themselves:
``serve``, ``table-new`` and ``join`` as a person runs them, and ``check`` on the records."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from online_helpers import Seen, final_record, random_player, run, spectator

from sergeantmajor.engine import Play, Rules, parse_card
from sergeantmajor.engine.record import check_file
from sergeantmajor.engine.replay_cursor import ReplayCursor
from sergeantmajor.net.client import TableClient
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.server.headless import create_table
from sergeantmajor.server.store import read_journal

pytestmark = pytest.mark.timeout(120)
ROOT = Path(__file__).resolve().parent.parent


def _env(tmp: Path) -> dict[str, str]:
    return dict(os.environ, SERGEANTMAJOR_DATA_DIR=str(tmp / "home-data"),
                PYTHONUNBUFFERED="1")


def _tool(tmp: Path, *args: str, **options: Any) -> subprocess.Popen[str]:
    """``sergeantmajor ARGS`` with its output on a pipe and its log in a file of its own
    (:func:`_log`): a log on a pipe nobody reads while the test plays stops the program when
    the pipe is full (a loaded machine's loop-lateness lines can fill it)."""
    log = tmp / f"{args[0]}-{len(list(tmp.glob(args[0] + '-*.log')))}.log"
    with log.open("w", encoding="utf-8") as err:
        proc = subprocess.Popen([sys.executable, "-m", "sergeantmajor", *args], cwd=ROOT,
                                env=_env(tmp), stdout=subprocess.PIPE, stderr=err,
                                text=True, **options)
    _LOGS[proc.pid] = log
    return proc


_LOGS: dict[int, Path] = {}


def _log(proc: subprocess.Popen[str]) -> str:
    """What ``proc`` (made by :func:`_tool`) has logged so far."""
    return _LOGS[proc.pid].read_text(encoding="utf-8", errors="replace")


def _serve(tmp: Path, port: int = 0) -> tuple[subprocess.Popen[str], int]:
    port_file = tmp / "port"
    port_file.unlink(missing_ok=True)
    server = _tool(tmp, "serve", "--port", str(port), "--port-file", str(port_file),
                   "--data", str(tmp / "data"), "--grace", "30")
    deadline = time.monotonic() + 30
    while not port_file.exists():
        assert server.poll() is None, _log(server)
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    line = server.stdout.readline() if server.stdout else ""
    chosen = int(port_file.read_text())
    assert line.strip() == f"listening on ws://127.0.0.1:{chosen}"
    return server, chosen


def _saved_decisions(folder: Path) -> int:
    """Decisions a table's folder holds: the record's moves and the journal after them."""
    record = json.loads((folder / "record.json").read_text(encoding="utf-8"))
    done = len(ReplayCursor.from_record(record).steps)
    for entry in read_journal(folder / "journal.jsonl"):
        if entry.n == done + 1:
            done += 1
    return done


def _agrees(record_path: Path, seen: Seen) -> int:
    """Every decision ``seen`` was told of is the record's own: how many were compared."""
    cursor = ReplayCursor.from_record(json.loads(record_path.read_text(encoding="utf-8")))
    compared = 0
    for frame in seen.frames:
        if frame["type"] != "events":
            continue
        step = cursor.steps[frame["seq"] - 1]
        assert step.seat == frame["seat"], frame
        for event in frame["events"]:
            if event["type"] == "card-played" and event["seat"] == frame["seat"]:
                assert step.action == Play(parse_card(event["card"])), frame
        compared += 1
    return compared


def _max_seq(seen: Seen) -> int:
    return max((f["seq"] for f in seen.frames if "seq" in f and f["seq"] is not None),
               default=0)


def _mid_hand(seen: Seen, at_least: int) -> bool:
    """The last decision seen is past ``at_least`` and inside a hand (cards in the trick)."""
    events = [f for f in seen.frames if f["type"] == "events"]
    if not events or events[-1]["seq"] < at_least:
        return False
    return any(e["type"] == "card-played" for e in events[-1]["events"]) and not any(
        e["type"] in ("trick-won", "hand-started") for e in events[-1]["events"])


def test_a_killed_server_resumes_every_table_and_loses_no_decision(tmp_path):
    server, port = _serve(tmp_path)
    url = f"ws://127.0.0.1:{port}"
    joins: list[subprocess.Popen[str]] = []
    try:
        # table 1: made and played by the commands as people would run them
        made = subprocess.run([sys.executable, "-m", "sergeantmajor", "table-new", url,
                               "--preset", "casual", "--set", "hands=6", "--bots", "easy"],
                              cwd=ROOT, env=_env(tmp_path), capture_output=True, text=True,
                              timeout=60)
        assert made.returncode == 0, made.stderr
        lines = made.stdout.strip().splitlines()
        assert lines[-2].startswith("host token")
        command_invite = parse_invite(lines[-1])
        assert str(command_invite) == lines[-1]
        joins = [_tool(tmp_path, "join", lines[-1], "--name", f"Bot{s}", "--bot", "random",
                       "--seed", str(s)) for s in range(3)]

        async def first_part() -> tuple[list[Seen], list[TableClient], Seen, TableClient, str]:
            # table 2: four players in this test, paced, every message kept
            created = await create_table(url, Rules.preset("rulebook", players=4), "easy", 4)
            invite = parse_invite(created.invite)
            clients, seen = [], []
            for s in range(4):
                client = await TableClient.connect(invite.table_url)
                await client.join(f"P{s}", invite.code)
                clients.append(client)
                seen.append(Seen())
            watcher_client = await TableClient.connect(command_invite.table_url)
            await watcher_client.watch(command_invite.code)
            watcher = Seen()
            tasks = [asyncio.create_task(random_player(c, s, i, pace=0.004))
                     for i, (c, s) in enumerate(zip(clients, seen, strict=True))]
            tasks.append(asyncio.create_task(spectator(watcher_client, watcher)))
            deadline = time.monotonic() + 40
            while not (_mid_hand(seen[0], 40) and _max_seq(watcher) > 40):
                assert time.monotonic() < deadline, "the tables did not get going"
                await asyncio.sleep(0.001)
            assert not any(f["type"] == "table" and f["finished"] for f in watcher.frames)
            os.kill(server.pid, signal.SIGKILL)  # mid-hand, both tables moving
            await asyncio.gather(*tasks, return_exceptions=True)
            return seen, clients, watcher, watcher_client, invite.table

        seen, _clients, watcher, _watcher_client, table_id = run(first_part(), 60)
        server.wait(10)
        folders = {table_id: tmp_path / "data" / "tables" / table_id,
                   command_invite.table: tmp_path / "data" / "tables" / command_invite.table}
        saw = {table_id: max(_max_seq(s) for s in seen), command_invite.table: _max_seq(watcher)}
        kept = {t: _saved_decisions(folder) for t, folder in folders.items()}
        lost = {t: max(0, saw[t] - kept[t]) for t in folders}
        print(f"\ndecisions seen before the kill / kept on disk: {saw} / {kept}; lost: {lost}")
        assert lost == {t: 0 for t in folders}

        # the server again, same port, same data: every table resumed
        server, _ = _serve(tmp_path, port)
        tokens = [s.token for s in seen]

        async def second_part() -> list[Seen]:
            again = []
            tasks = []
            for s, token in enumerate(tokens):
                client = await TableClient.connect(f"{url}/t/{table_id}")
                await client.resume(token or "")
                mine = Seen()
                again.append(mine)
                tasks.append(asyncio.create_task(random_player(client, mine, 10 + s)))
            await asyncio.gather(*tasks)
            return again

        again = run(second_part(), 60)
        for folder in folders.values():  # the last record lands a moment after the end
            run(final_record(folder / "record.json"), 60)
        states = [next(f for f in s.frames if f["type"] == "state") for s in again]
        # on from the last decision kept (the first one back may play before the others come)
        assert min(f["seq"] for f in states) == kept[table_id]
        assert all(s.over is not None for s in again)
        for s, seat_seen in enumerate(seen):
            assert _agrees(folders[table_id] / "record.json", seat_seen) > 20, s
        for join in joins:  # the commands came back by themselves and played to the end
            out, _ = join.communicate(timeout=60)
            err = _log(join)
            assert join.returncode == 0, err
            assert out.strip().splitlines()[-1].startswith("final score (points): Bot")
            assert "coming back" in err
        joins = []
        record = folders[command_invite.table] / "record.json"
        assert _agrees(record, watcher) > 20
        for folder in folders.values():
            match, reason, status = check_file(folder / "record.json")
            assert status == 0 and match is not None and match.is_terminal(), reason
        done = subprocess.run([sys.executable, "-m", "sergeantmajor", "check", str(record)],
                              cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and json.loads(done.stdout)["finished"]
    finally:
        for proc in [server, *joins]:
            if proc.poll() is None:
                proc.kill()
                proc.wait(10)
        for proc in [server, *joins]:
            if proc.stdout is not None:
                proc.stdout.close()


def test_serve_stops_cleanly_on_sigterm_after_saving(tmp_path):
    server, port = _serve(tmp_path)
    try:
        async def lobby() -> str:
            created = await create_table(f"ws://127.0.0.1:{port}", Rules(), "easy", 2)
            invite = parse_invite(created.invite)
            client = await TableClient.connect(invite.table_url)
            await client.join("Ann", invite.code)
            await client.receive()
            await client.close()
            return invite.table

        table = run(lobby(), 20)
        server.send_signal(signal.SIGTERM)
        server.communicate(timeout=20)
        err = _log(server)
        assert server.returncode == 0, err
        assert "stopping: saving every table" in err and "Traceback" not in err
        meta = json.loads((tmp_path / "data" / "tables" / table / "table.json")
                          .read_text(encoding="utf-8"))
        assert meta["seats"][0]["name"] == "Ann" and len(meta["seats"][0]["token"]) == 64
        assert not meta["started"]
    finally:
        if server.poll() is None:
            server.kill()
            server.communicate()


@pytest.mark.parametrize("argv, status, words", [
    (["join", "http://example.org/x", "--name", "A", "--bot", "easy"], 2,
     "an invite starts with ws://"),
    (["join", "ws://127.0.0.1:9/t/abcdefgh#CODE1234", "--name", " ", "--bot", "easy"], 2,
     "visible character"),
    (["join", "ws://127.0.0.1:9/t/abcdefgh#CODE1234", "--name", "A", "--bot", "easy"], 1,
     "cannot reach"),
    (["table-new", "not a url"], 2, "is not a server address"),
    (["table-new", "ws://127.0.0.1:9", "--set", "players=5"], 2, "players"),
    (["table-new", "ws://127.0.0.1:9", "--humans", "7"], 2, "--humans 7"),
    (["table-new", "ws://127.0.0.1:9"], 1, "cannot reach"),
    (["serve", "--port", "70000"], 2, "is not a port"),
    (["serve", "--public-url", "http://x"], 2, "is not a ws:// or wss:// URL"),
])
def test_the_commands_refuse_bad_input_in_one_line(tmp_path, argv, status, words):
    # port 9 (discard) on loopback: nothing listens there, the connection is refused at once
    done = subprocess.run([sys.executable, "-m", "sergeantmajor", *argv], cwd=ROOT,
                          env=_env(tmp_path), capture_output=True, text=True, timeout=60)
    assert done.returncode == status, done.stderr
    assert words in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
