"""Real table servers and real clients on loopback, for the network tests.

Every server here listens on 127.0.0.1 with port 0 (a free port the system picks) and is
stopped by the test that started it; no test talks to any other address. A server runs in the
test's own event loop (:func:`serving`) or, for a window's tests, on a thread of its own
(:func:`server_thread`, the ``serve`` fixture); a friend at another machine is a
:class:`RemoteFriend`; a condition that comes true later is awaited with :func:`wait_until`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from websockets.exceptions import ConnectionClosed

from sergeantmajor.engine import Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.net import protocol as p
from sergeantmajor.net.client import ClientError, ClosedError, TableClient
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.seats.bots import load_bot, safe_choice
from sergeantmajor.server.headless import create_table
from sergeantmajor.server.server import ServerThread, TableServer

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


@contextlib.contextmanager
def server_thread(data: Path | None, *, grace: float = 60.0,
                  seed: int | None = None) -> Iterator[ServerThread]:
    """A table server on 127.0.0.1, a free port, on a thread of its own (as the window hosts
    one), for the ``with`` block; with ``seed``, its shuffles are seeded (the same deals on
    every run)."""
    thread = ServerThread("127.0.0.1", 0, data, grace=grace)
    if seed is not None:
        thread.server.shuffler = random.Random(seed)
    thread.start()
    try:
        yield thread
    finally:
        thread.stop()


#: A short match for a window's table with friends: three hands, so each seat deals once and
#: the exchanges come.
SHORT = Rules.preset("rulebook", match_end="hands", hands=3)


def new_table(server: ServerThread, rules: Rules = SHORT, humans: int | None = None,
              bots: str = "easy") -> str:
    """A table on a server running on its thread (``humans`` seats kept for people, the others
    played by the server's computer players of level ``bots``); its invite."""
    return asyncio.run(create_table(server.url, rules, bots, humans)).invite


async def wait_until(condition: Callable[[], object], timeout: float = 10.0,
                     what: str = "the condition never held") -> None:
    """Poll ``condition`` every 20 ms until it holds; fail with ``what`` after ``timeout``
    seconds."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, what
        await asyncio.sleep(0.02)


class RemoteFriend:
    """A friend at another machine: a seat at the table of ``invite``, played on a thread with
    an event loop of its own by the computer player that ``sergeantmajor join INVITE --bot
    LEVEL --seed SEED`` plays with (the same moves), to the match's end; then the friend goes
    home (a goodbye). :meth:`drop` cuts the friend's network (no goodbye, no coming back).

    In this process, not another one: a test's friends cost no interpreter start each.
    """

    def __init__(self, invite: str, name: str, *, level: str = "easy", seed: int = 0) -> None:
        self.invite = parse_invite(invite)
        self.name = name
        self.bot = load_bot(level, seed)
        self.client: TableClient | None = None
        self.seat: int | None = None
        self.over: ev.MatchOver | None = None
        self.error: BaseException | None = None
        self.joined = threading.Event()  # the table gave the friend a seat
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._run, name=f"friend {name}", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self.loop.run_until_complete(self._play())
        except (ClientError, OSError):  # dropped, or the table went away
            pass
        except BaseException as exc:  # finish() reports it
            self.error = exc
        finally:
            self.loop.close()

    async def _play(self) -> None:
        self.client = client = await TableClient.connect(self.invite.table_url)
        await client.join(self.name, self.invite.code)
        while self.over is None:
            incoming = await client.receive()
            message = incoming.message
            if isinstance(message, p.Welcome):
                self.seat = message.seat
                self.joined.set()
            elif isinstance(message, p.YourTurn) and self.seat is not None:
                assert incoming.view is not None
                await client.act(self.seat, message.seq, safe_choice(self.bot, incoming.view))
            for event in incoming.events:
                if isinstance(event, ev.MatchOver):
                    self.over = event
        await client.close()

    def drop(self) -> None:
        """The friend's network goes away (no goodbye)."""
        client = self.client
        if client is not None and self.thread.is_alive():
            with contextlib.suppress(RuntimeError):  # the loop ended meanwhile
                self.loop.call_soon_threadsafe(client.ws.transport.abort)
        self.thread.join(5)

    def finish(self, timeout: float = 30.0) -> ev.MatchOver:
        """Wait for the friend to play to the match's end; how it ended."""
        self.thread.join(timeout)
        assert not self.thread.is_alive(), f"{self.name} is still playing"
        if self.error is not None:
            raise self.error
        assert self.over is not None, f"{self.name} left before the end"
        return self.over


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


async def final_record(path: Path, timeout: float = 30.0) -> dict[str, Any]:
    """The record at ``path`` once it holds the finished match (the server writes records on
    a thread of their own: the last one lands a moment after the last events)."""
    from sergeantmajor.engine.record import replay

    if STORE_URL is not None:  # the database's record (and journal) of the table
        return await _database_record(path.parent.name, timeout)
    found: list[dict[str, Any]] = []

    def finished() -> bool:
        if path.exists():
            record = json.loads(path.read_text(encoding="utf-8"))
            if replay(record).is_terminal():
                found.append(record)
        return bool(found)

    await wait_until(finished, timeout, f"{path} never held the end")
    return found[0]


async def _database_record(table: str, timeout: float) -> dict[str, Any]:
    """The whole record of ``table`` in :data:`STORE_URL` once it holds the finished match."""
    from sergeantmajor.engine.record import replay
    from sergeantmajor.server.pg_store import read_tables
    from sergeantmajor.server.records import record_of_saved

    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        for _, saved in await read_tables(str(STORE_URL), table):
            whole = record_of_saved(saved)
            if whole is not None and replay(whole).is_terminal():
                return whole
        assert asyncio.get_running_loop().time() < deadline, f"{table} never held the end"
        await asyncio.sleep(0.05)


def answer_questions(friends: Any, *, leave: bool = True, quit: bool = True,
                     host_going: str = "keep", host_again: str = "replace") -> list[str]:
    """Answer the questions of a window's table with friends (``FriendsPlay.questions``)
    without a box: each answer given, and the questions asked, in order, in the list
    returned. By default nothing anyone plays is lost: the host keeps the table open (a
    demo's own table, in a temporary folder, is closed)."""
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
