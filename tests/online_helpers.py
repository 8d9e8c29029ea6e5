"""Real table servers and real clients on loopback, for the network tests.

Every server here listens on 127.0.0.1 with port 0 (a free port the system picks) and is
stopped by the test that started it; no test talks to any other address.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
from collections.abc import AsyncIterator, Awaitable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from websockets.exceptions import ConnectionClosed

from sergeantmajor.engine import Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.net import protocol as p
from sergeantmajor.net.client import ClosedError, TableClient
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.server.headless import create_table
from sergeantmajor.server.server import TableServer

T = TypeVar("T")


def run(coro: Awaitable[T], timeout: float = 60.0) -> T:
    """Run ``coro`` in a fresh event loop, failing after ``timeout`` seconds."""
    async def bounded() -> T:
        return await asyncio.wait_for(coro, timeout)
    return asyncio.run(bounded())


#: A PostgreSQL database every server of :func:`serving` keeps its tables in instead
#: (``tests/test_server_on_database.py`` sets it: the protocol suite on the database store).
STORE_URL: str | None = None


@contextlib.asynccontextmanager
async def serving(data: Path | None, **options: Any) -> AsyncIterator[TableServer]:
    """A table server on 127.0.0.1, a free port, for the ``async with`` block."""
    if STORE_URL is not None and "store" not in options:
        from sergeantmajor.server.pg_store import PostgresStore

        options["store"] = PostgresStore(STORE_URL, hold_new=True)
    server = TableServer(data, **options)
    await server.start("127.0.0.1", 0)
    try:
        yield server
    finally:
        await server.stop()


@dataclass
class Seen:
    """Everything one connection received: the raw frames, decoded as JSON, in order."""

    seat: int | None = None
    token: str | None = None
    frames: list[dict[str, Any]] = field(default_factory=list)
    over: ev.MatchOver | None = None


async def random_player(client: TableClient, seen: Seen, seed: int,
                        stop_at: int | None = None, pace: float = 0.0) -> Seen:
    """Read and keep everything; answer every turn with a random legal action (after ``pace``
    seconds), until the match is over (or, with ``stop_at``, the turn numbered ``stop_at``
    comes: returns then)."""
    rng = random.Random(seed)
    while seen.over is None:
        data = await client.ws.recv()
        seen.frames.append(json.loads(data))
        incoming = client.decode(data)
        message = incoming.message
        if isinstance(message, p.Welcome):
            seen.seat, seen.token = message.seat, message.token
        elif isinstance(message, p.YourTurn):
            if stop_at is not None and message.seq >= stop_at:
                return seen
            assert incoming.view is not None and seen.seat is not None
            if pace:
                await asyncio.sleep(pace)
            actions = incoming.view.legal_actions
            await client.act(seen.seat, message.seq, actions[rng.randrange(len(actions))])
        for event in incoming.events:
            if isinstance(event, ev.MatchOver):
                seen.over = event
    return seen


async def spectator(client: TableClient, seen: Seen) -> Seen:
    """Keep everything a spectator receives until the match is over or the connection ends."""
    try:
        while seen.over is None:
            data = await client.ws.recv()
            seen.frames.append(json.loads(data))
            for event in client.decode(data).events:
                if isinstance(event, ev.MatchOver):
                    seen.over = event
    except (ClosedError, ConnectionClosed):  # a closed connection ends the watch
        pass
    return seen


@dataclass
class Played:
    """A whole match played over the network: the table, what each seat and a spectator saw."""

    table: str
    seats: list[Seen]
    watcher: Seen | None


async def play_match(server: TableServer, rules: Rules, *, seed: int = 0, bots: str = "easy",
                     humans: int | None = None, watch: bool = True) -> Played:
    """Create a table, seat random players in every seat kept for people (and a spectator),
    play the match to its end over the network."""
    created = await create_table(server.url, rules, bots, humans)
    invite = parse_invite(created.invite)
    watcher = None
    tasks = []
    if watch:
        viewer = await TableClient.connect(invite.table_url)
        await viewer.watch(invite.code)
        watcher = Seen()
        tasks.append(asyncio.create_task(spectator(viewer, watcher)))
    seats = []
    clients = []
    for s in range(rules.players if humans is None else humans):
        client = await TableClient.connect(invite.table_url)
        await client.join(f"Player {s}", invite.code)
        seen = Seen()
        seats.append(seen)
        clients.append(client)
        tasks.append(asyncio.create_task(random_player(client, seen, seed * 10 + s)))
    await asyncio.gather(*tasks)
    for client in clients:
        await client.close()
    return Played(created.table, seats, watcher)


async def final_record(path: Path, timeout: float = 10.0) -> dict[str, Any]:
    """The record at ``path`` once it holds the finished match (the server writes records on
    a thread of their own: the last one lands a moment after the last events)."""
    from sergeantmajor.engine.record import replay

    deadline = asyncio.get_running_loop().time() + timeout
    while STORE_URL is not None:  # the database's record (and journal) of the table
        from sergeantmajor.server.pg_store import read_tables
        from sergeantmajor.server.records import record_of_saved

        for _, saved in await read_tables(STORE_URL, path.parent.name):
            whole = record_of_saved(saved)
            if whole is not None and replay(whole).is_terminal():
                return whole
        assert asyncio.get_running_loop().time() < deadline, f"{path} never held the end"
        await asyncio.sleep(0.05)
    while True:
        if path.exists():
            record = json.loads(path.read_text(encoding="utf-8"))
            if replay(record).is_terminal():
                return record
        assert asyncio.get_running_loop().time() < deadline, f"{path} never held the end"
        await asyncio.sleep(0.02)
