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


@contextlib.asynccontextmanager
async def serving(data: Path | None, **options: Any) -> AsyncIterator[TableServer]:
    """A table server on 127.0.0.1, a free port, for the ``async with`` block."""
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
    while True:
        if path.exists():
            record = json.loads(path.read_text(encoding="utf-8"))
            if replay(record).is_terminal():
                return record
        assert asyncio.get_running_loop().time() < deadline, f"{path} never held the end"
        await asyncio.sleep(0.02)


def answer_questions(friends: Any, *, leave: bool = True, quit: bool = True,
                     host_going: str = "close", host_again: str = "replace") -> list[str]:
    """Answer the questions of a window's table with friends (``FriendsPlay.questions``)
    without a box: each answer given, and the questions asked, in order, in the list
    returned."""
    asked: list[str] = []
    questions = friends.questions

    def answer(name: str, value: Any) -> Any:
        def ask(*_args: Any) -> Any:
            asked.append(name)
            return value
        return ask

    questions.leave = answer("leave", leave)
    questions.quit = answer("quit", quit)
    questions.host_going = answer("host_going", host_going)
    questions.host_again = answer("host_again", host_again)
    return asked


class FriendThread:
    """A friend at a table, played by a random legal player on a thread of its own (paced like
    a quick person), who comes back with the seat's token when the connection drops, as the
    window does, until a close that ends it (``closed_with``) or the end of the match."""

    def __init__(self, invite: str, name: str, *, seed: int = 0, pace: float = 0.05) -> None:
        import threading

        self.invite = parse_invite(invite)
        self.name, self.seed, self.pace = name, seed, pace
        self.seen = Seen()
        self.closed_with: int | None = None
        self.returns = 0  # times it came back after a dropped connection
        self.stop = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._client: TableClient | None = None
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True)
        self._thread.start()

    @property
    def types(self) -> list[str]:
        """The types of the messages received, in order."""
        return [f["type"] for f in self.seen.frames]

    def table_states(self) -> list[dict[str, Any]]:
        """Every ``table`` message received."""
        return [f for f in self.seen.frames if f["type"] == "table"]

    def join(self, timeout: float = 30.0) -> None:
        """Wait for the thread to end (the match is over, or the table closed it)."""
        self._thread.join(timeout)

    def close(self, timeout: float = 10.0) -> None:
        """Close the connection (as a window closed without a word) and end the thread."""
        self.stop = True
        loop, client = self._loop, self._client
        if loop is not None and client is not None:
            with contextlib.suppress(RuntimeError):
                asyncio.run_coroutine_threadsafe(client.ws.close(), loop)
        self._thread.join(timeout)

    async def _main(self) -> None:
        from sergeantmajor.net import protocol as p

        self._loop = asyncio.get_running_loop()
        first: Any = p.Join(name=self.name, code=self.invite.code)
        while not self.stop and self.seen.over is None:
            try:
                client = self._client = await TableClient.connect(self.invite.table_url,
                                                                  timeout=5)
            except Exception:  # the table's server is not there (yet): try again
                await asyncio.sleep(0.3)
                continue
            try:
                await client.ws.send(p.encode(first).decode())
                await random_player(client, self.seen, self.seed, pace=self.pace)
            except (ClosedError, ConnectionClosed, OSError):
                pass
            code = client.ws.close_code
            if code in p.FINAL_CLOSES or code == p.CLOSE_NORMAL or self.seen.token is None \
                    or self.stop:
                self.closed_with = code
                return
            self.returns += 1
            first = p.Resume(token=self.seen.token)
            await asyncio.sleep(0.2)
