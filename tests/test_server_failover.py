"""Several servers share one PostgreSQL database behind the shipped HAProxy configuration
(issue 33 parts 2-3): a match through the proxy; the server holding it killed with SIGKILL
mid-hand, the players finish on the other server with their tokens, and ``records`` exports a
record that ``check`` accepts with every decision any player saw; a server paused (SIGSTOP)
past its lease writes nothing more for the table once resumed, and its players move."""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from online_helpers import run
from services import Served, haproxy, serve
from websockets.exceptions import ConnectionClosed

from sergeantmajor.engine import Play, Rules, parse_card
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.replay_cursor import ReplayCursor
from sergeantmajor.net import protocol as p
from sergeantmajor.net.client import ClientError, TableClient
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.server.headless import create_table

pytestmark = pytest.mark.timeout(150)
ROOT = Path(__file__).resolve().parent.parent
#: The servers' --lease (SM_FAILOVER_LEASE=6 measures the default).
LEASE = float(os.environ.get("SM_FAILOVER_LEASE", "3"))
#: Two hands: the failure comes in the first, the rest of it and a whole hand are played on
#: the other server (a match to the points played on for some 10 s more and checked no more).
MATCH = Rules(match_end="hands", hands=2)


@dataclass
class Player:
    """A person's seat played at random through the proxy, coming back with its token after
    every drop; everything it was told of, and when."""

    url: str
    code: str
    name: str
    rng: random.Random
    token: str | None = None
    seat: int | None = None
    frames: list[dict[str, Any]] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    drops: int = 0
    over: bool = False

    async def play(self, stop: asyncio.Event | None = None) -> None:
        while not self.over:
            try:
                client = await TableClient.connect(self.url, timeout=5)
            except ClientError:
                await asyncio.sleep(0.2)
                continue
            try:
                if self.token is None:
                    await client.join(self.name, self.code)
                else:
                    await client.resume(self.token)
                await self._session(client)
            except (ClientError, OSError, ConnectionClosed):
                self.drops += 1
                await asyncio.sleep(0.2)
            finally:
                await client.close()

    async def _session(self, client: TableClient) -> None:
        while not self.over:
            data = await client.ws.recv()
            frame = json.loads(data)
            self.frames.append(frame)
            self.times.append(time.monotonic())
            incoming = client.decode(data)
            message = incoming.message
            if isinstance(message, p.Welcome):
                self.seat, self.token = message.seat, message.token or self.token
            elif isinstance(message, p.YourTurn) and self.seat is not None:
                assert incoming.view is not None
                actions = incoming.view.legal_actions
                await asyncio.sleep(0.02)
                await client.act(self.seat, message.seq,
                                 actions[self.rng.randrange(len(actions))])
            if any(isinstance(e, ev.MatchOver) for e in incoming.events):
                self.over = True

    def last_seq(self) -> int:
        return max((f["seq"] for f in self.frames if f["type"] == "events"), default=0)


def _owner_pid(postgres_url: str, table: str, postgres) -> int | None:
    out = postgres.psql(f"SELECT owner FROM sm_tables WHERE id = '{table}'",
                        postgres_url.rsplit("/", 1)[1]).strip()
    found = re.match(r"^[^:]*:(\d+):", out)
    return int(found.group(1)) if found else None


def _agrees(record: dict[str, Any], player: Player) -> int:
    """Every decision ``player`` was told of is the record's own: how many."""
    steps = ReplayCursor.from_record(record).steps
    compared = 0
    for frame in player.frames:
        if frame["type"] != "events":
            continue
        step = steps[frame["seq"] - 1]
        assert step.seat == frame["seat"], frame
        for event in frame["events"]:
            if event["type"] == "card-played" and event["seat"] == frame["seat"]:
                assert step.action == Play(parse_card(event["card"])), frame
        compared += 1
    return compared


def _servers(tmp: Path, url: str) -> tuple[Served, Served]:
    options = ("--store", url, "--lease", str(LEASE), "--grace", "60")
    return serve(tmp / "a", *options), serve(tmp / "b", *options)


def _export(tmp: Path, url: str, table: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "-m", "sergeantmajor", "records", "--store", url,
                           "--table", table], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    path = tmp / f"{table}.json"
    path.write_text(done.stdout, encoding="utf-8")
    checked = subprocess.run([sys.executable, "-m", "sergeantmajor", "check", str(path)],
                             cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert checked.returncode == 0, checked.stderr
    record: dict[str, Any] = json.loads(done.stdout)
    return record


def _match_with_a_failure(tmp: Path, pg_url: str, postgres, fail: str) -> None:
    a, b = _servers(tmp, pg_url)
    by_pid = {a.process.pid: a, b.process.pid: b}
    try:
        with haproxy([a.port, b.port], tmp, files=1024) as proxy:
            async def scenario():
                created = await create_table(proxy.url, MATCH, "easy", None)
                invite = parse_invite(created.invite)
                players = [Player(invite.table_url, invite.code, f"P{s}", random.Random(s))
                           for s in range(3)]
                tasks = [asyncio.create_task(pl.play()) for pl in players]
                while max(pl.last_seq() for pl in players) < 20:
                    await asyncio.sleep(0.01)
                    assert not any(t.done() for t in tasks)
                pid = _owner_pid(pg_url, created.table, postgres)
                assert pid in by_pid, pid
                holder = by_pid[pid]
                failed_at = time.monotonic()
                seen_at_failure = max(pl.last_seq() for pl in players)
                holder.process.send_signal(signal.SIGKILL if fail == "kill" else signal.SIGSTOP)
                while max(pl.last_seq() for pl in players) <= seen_at_failure + 1:
                    await asyncio.sleep(0.01)
                    assert not any(t.done() for t in tasks)
                # the first decision made after the failure reached a player:
                back = min(t for pl in players for t, f in zip(pl.times, pl.frames, strict=True)
                           if f["type"] == "events" and f["seq"] > seen_at_failure + 1)
                if fail == "stop":
                    await asyncio.sleep(LEASE)
                    holder.process.send_signal(signal.SIGCONT)
                await asyncio.wait_for(asyncio.gather(*tasks), 90)
                return created.table, players, holder, back - failed_at

            table, players, holder, took = run(scenario(), 140)
            print(f"{fail}: play went on {took:.2f} s after the failure")
            assert took < LEASE + 6
            assert all(pl.over for pl in players)
            assert sum(pl.drops for pl in players) >= 1  # they did move
            record = _export(tmp, pg_url, table)
            assert sum(_agrees(record, pl) for pl in players) >= 3 * 20
            if fail == "stop":
                deadline = time.monotonic() + 10
                while "dropped here unwritten" not in holder.log.read_text():
                    assert time.monotonic() < deadline, holder.log.read_text()[-1000:]
                    time.sleep(0.1)
    finally:
        for served in (a, b):
            if served.process.poll() is None:
                os.kill(served.process.pid, signal.SIGCONT)
            served.stop()


def test_a_server_killed_mid_match_loses_nothing_and_stops_nobody(tmp_path, pg_url, postgres):
    _match_with_a_failure(tmp_path, pg_url, postgres, "kill")


def test_a_server_paused_past_its_lease_writes_nothing_more(tmp_path, pg_url, postgres):
    _match_with_a_failure(tmp_path, pg_url, postgres, "stop")
