"""The table server: WebSocket connections, routing by path, limits, logging (no Qt).

``ws://HOST:PORT/`` takes ``create``; ``ws://HOST:PORT/t/<table id>`` is a table, for its
players and spectators (a reverse proxy routes by the id). The server speaks first on every
connection (``hello``); a table connection says ``join``, ``resume`` or ``watch`` within
:data:`HELLO_TIMEOUT` seconds or is closed. Every incoming message is decoded against the
protocol's schema (:mod:`.protocol`) before it reaches a table; whatever is refused gets a clear
``error`` or ``refused`` message and one log line, and changes nothing for anyone else.

:class:`TableServer` is the server in an asyncio loop (``sergeantmajor serve`` runs it in
the foreground: :mod:`sergeantmajor.server.tools`); :class:`ServerThread` runs one in a
background thread for a program that hosts a table (the window).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import http
import logging
import os
import random
import re
import shutil
import threading
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

import sergeantmajor

from ..ai.base import Bot
from ..engine import Action
from ..engine.levels import PLAYER_LEVELS
from ..net import protocol as p
from ..net.wire import WireError, rules_from_wire
from ..seats.bots import safe_choice
from .bot_pool import BotPool
from .loop_watch import LoopWatch
from .store import Store, Writer
from .table import Table, TableError

log = logging.getLogger("sergeantmajor.server")

DEFAULT_PORT = 8358
#: Seconds a table connection has to say join, resume or watch (a root one: create).
HELLO_TIMEOUT = 10.0
#: The flood limit: a connection's bucket holds this many messages and refills at RATE a
#: second; an accepted ``act`` gives its token back (a fast bot is no flood).
BUCKET = 30
RATE = 10.0
#: Wrong join codes or tokens one connection may try.
MAX_GUESSES = 5
#: Seconds between chat lines of one connection.
CHAT_INTERVAL = 1.0
#: Messages waiting for a slow reader before its connection is closed.
MAX_QUEUE = 2000
#: A loop waking this many seconds late is logged (a stall every table felt).
STALL = 0.1
#: Seconds a finished table nobody is at stays in memory (its files stay on disk).
FINISHED_LINGER = 60.0
#: Seconds a table that never started may wait with nobody at it before it is forgotten.
LOBBY_TTL = 24 * 3600.0
#: Seconds a single-table server waits for its table to be made before it stops.
SINGLE_WAIT = 60.0

#: The path a proxy checks the server's health at (200 while it takes connections).
HEALTH_PATH = "/health"

_TABLE_PATH = re.compile(r"^/t/([a-z0-9]{4,48})/?$")
_HOST_HEADER = re.compile(r"^[A-Za-z0-9.\-\[\]:]{1,200}$")


class Connection:
    """One WebSocket connection: its outgoing queue, its limits, where it sits."""

    def __init__(self, ws: ServerConnection, number: int) -> None:
        self.ws = ws
        peer = ws.remote_address
        where = f"{peer[0]}:{peer[1]}" if isinstance(peer, tuple) and len(peer) >= 2 else "?"
        self.label = f"conn {number} ({where})"
        self.table: Table | None = None
        self.seat: int | None = None
        self.identified = False
        self.tokens = float(BUCKET)
        self.filled = time.monotonic()
        self.guesses = 0
        self.last_chat = -CHAT_INTERVAL
        self._queue: deque[bytes] = deque()
        self._wake = asyncio.Event()
        self._closing: tuple[int, str] | None = None

    # --------------------------------------------------------------- Member
    def send(self, data: bytes) -> None:
        """Queue one message (the writer task sends it)."""
        if self._closing is not None:
            return
        if len(self._queue) >= MAX_QUEUE:
            log.warning("%s: closed, %d messages wait unread", self.label, len(self._queue))
            self.close(1008, "too slow: messages pile up unread")
            return
        self._queue.append(data)
        self._wake.set()

    def close(self, code: int, reason: str) -> None:
        """Close after the messages queued so far."""
        if self._closing is None:
            self._closing = (code, reason)
            self._wake.set()

    async def writer(self) -> None:
        """Send the queue in order; close when asked."""
        try:
            while True:
                await self._wake.wait()
                self._wake.clear()
                while self._queue:
                    await self.ws.send(self._queue.popleft(), text=True)
                if self._closing is not None:
                    await self.ws.close(*self._closing)
                    return
        except ConnectionClosed:
            return

    # --------------------------------------------------------------- limits
    def take_token(self) -> bool:
        """One message's worth of the flood bucket; False when it is empty."""
        now = time.monotonic()
        self.tokens = min(BUCKET, self.tokens + (now - self.filled) * RATE)
        self.filled = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def give_token(self) -> None:
        """An accepted action costs nothing."""
        self.tokens = min(BUCKET, self.tokens + 1)


class LoopClock:
    """The tables' clock: the loop's time and timers; bots in worker processes (``pool``) or,
    without one, in an executor thread."""

    def __init__(self, loop: asyncio.AbstractEventLoop,
                 executor: concurrent.futures.Executor, pool: BotPool | None = None) -> None:
        self.loop = loop
        self.executor = executor
        self.pool = pool

    def now(self) -> float:
        return self.loop.time()

    def call_later(self, delay: float, callback: Callable[[], None]) -> asyncio.TimerHandle:
        return self.loop.call_later(delay, _guarded(callback))

    def think(self, bot: Bot, view: Any, done: Callable[[Action], None]) -> None:
        if self.pool is not None:
            self.pool.think(self.loop, bot, view,
                            lambda action: _guarded(lambda: done(action))())
            return
        future = self.loop.run_in_executor(self.executor, safe_choice, bot, view)

        def answer(result: asyncio.Future[Action]) -> None:
            if not result.cancelled() and result.exception() is None:
                _guarded(lambda: done(result.result()))()

        future.add_done_callback(answer)


def _guarded(callback: Callable[[], None]) -> Callable[[], None]:
    """``callback`` that logs a failure instead of passing it to the loop."""
    def run() -> None:
        try:
            callback()
        except Exception:
            log.exception("a table failed in a timer or a bot's answer")
    return run


class TableServer:
    """Every table of one server process and the connections to them."""

    def __init__(self, data: Path | None, *, grace: float = 60.0,
                 public_url: str | None = None, max_tables: int = 10_000,
                 hello_timeout: float = HELLO_TIMEOUT, id_prefix: str = "",
                 single_table: bool = False, bot_workers: int = 0) -> None:
        """``data``: the data folder (``None``: nothing is kept, for tests and demos);
        ``id_prefix``: the start of every table id this server makes (several servers behind
        one proxy: the proxy routes ``/t/<prefix>…`` to the server that has the table);
        ``single_table``: a player's own table hosted from the game (:data:`SINGLE_WAIT`);
        ``bot_workers``: processes the computer players think in (0: threads of this
        process)."""
        if not re.fullmatch(r"[a-z0-9]{0,8}", id_prefix):
            raise ValueError("an id prefix is up to 8 lower-case letters or digits")
        self.id_prefix = id_prefix
        self.lobby_ttl = LOBBY_TTL
        self.store = None if data is None else Store(data)
        self.grace = grace
        self.public_url = public_url.rstrip("/") if public_url else None
        self.max_tables = max_tables
        self.hello_timeout = hello_timeout
        self.tables: dict[str, Table] = {}
        self.connections: set[Connection] = set()
        self._numbers = 0
        self._server: Server | None = None
        self._executor = concurrent.futures.ThreadPoolExecutor(2, thread_name_prefix="bot")
        self.bot_workers = bot_workers
        self.bots: BotPool | None = None
        #: How late the loop wakes (every 10 ms), logged past STALL with its cause.
        self.watch = LoopWatch(stall=STALL)
        self._clock: LoopClock | None = None
        self._sweeper: asyncio.Task[None] | None = None
        self._empty_since: dict[str, float] = {}  # tables nobody is at, since when
        self._stopping = False
        #: The shuffles of new tables (``None``: the system's cryptographic generator); only
        #: tests and benchmarks set a seeded one, to replay a match exactly.
        self.shuffler: random.Random | None = None
        #: One table for the player who runs it (the window's hosting): ``create`` is taken
        #: only from this computer and only once; the server stops once that table is over.
        self.single_table = single_table
        #: Set when a single-table server has nothing left to serve (``serve`` then stops).
        self.done = asyncio.Event()
        self._had_table = False
        self._started = 0.0

    # --------------------------------------------------------------- life
    async def start(self, host: str = "127.0.0.1", port: int = DEFAULT_PORT) -> None:
        """Read back every unfinished table, then listen."""
        loop = asyncio.get_running_loop()
        if self.bot_workers:
            self.bots = BotPool(self.bot_workers, self._executor)
            try:
                await self.bots.start()
            except OSError as exc:
                log.error("%s; the computer players think on this process's threads", exc)
                self.bots = None
        self._clock = LoopClock(loop, self._executor, self.bots)
        self.watch.start(loop)
        if self.store is not None:
            def post(job: Callable[[], None]) -> None:
                loop.call_soon_threadsafe(_guarded(job))

            self.store.writer = Writer(post)
        self._load_tables()
        self._server = await serve(self._handle, host, port, max_size=p.MAX_MESSAGE,
                                   compression=None, process_request=self._route,
                                   server_header=f"sergeantmajor/{sergeantmajor.__version__}",
                                   ping_interval=20, ping_timeout=20)
        self._sweeper = asyncio.create_task(self._sweep())
        self._started = time.monotonic()
        self._had_table = bool(self.tables)
        log.info("listening on %s with %d table(s) resumed%s", self.url, len(self.tables),
                 "; one table, made from this computer only" if self.single_table else "")

    @property
    def port(self) -> int:
        """The port listened on (the one picked when started with port 0)."""
        assert self._server is not None
        for sock in self._server.sockets:
            return int(sock.getsockname()[1])
        raise RuntimeError("the server listens on no socket")

    @property
    def host(self) -> str:
        """The address listened on."""
        assert self._server is not None
        for sock in self._server.sockets:
            return str(sock.getsockname()[0])
        raise RuntimeError("the server listens on no socket")

    @property
    def url(self) -> str:
        """``ws://HOST:PORT`` of this server."""
        host = self.host
        return f"ws://{f'[{host}]' if ':' in host else host}:{self.port}"

    async def stop(self) -> None:
        """Save every table, then close every connection (1001) and stop listening."""
        self._stopping = True
        if self._sweeper is not None:
            self._sweeper.cancel()
        self.watch.stop()
        if self.store is not None and self.store.writer is not None:
            writer, self.store.writer = self.store.writer, None
            writer.close()  # every write asked for is done...
            await asyncio.sleep(0)  # ...and its follow-up on this loop too
        for table in list(self.tables.values()):
            try:
                table.close()
            except Exception:
                log.exception("table %s: failed to save on shutdown", table.id)
        if self.store is not None and hasattr(os, "sync"):
            os.sync()  # once for every table's files (each was written without its own fsync)
        if self._server is not None:
            self._server.close(close_connections=False)
            for conn in list(self.connections):
                conn.close(1001, "the server is shutting down")
            try:
                await asyncio.wait_for(self._server.wait_closed(), 3)
            except TimeoutError:  # peers that do not answer the close: cut them off
                log.warning("%d connection(s) did not close in time: cut off",
                            len(self.connections))
                for conn in list(self.connections):
                    conn.ws.transport.abort()
                try:
                    await asyncio.wait_for(self._server.wait_closed(), 2)
                except TimeoutError:
                    pass
        self._executor.shutdown(wait=False, cancel_futures=True)
        if self.bots is not None:
            await self.bots.close()
        log.info("stopped; %d table(s) saved", len(self.tables))

    def _load_tables(self) -> None:
        if self.store is None:
            return
        assert self._clock is not None
        for table_id in self.store.table_ids():
            files = self.store.files(table_id)
            try:
                saved = files.read()
                if saved.meta.get("finished") or saved.meta.get("closed"):
                    continue
                table = Table.restore(saved, clock=self._clock, grace=self.grace, files=files)
            except (OSError, ValueError, KeyError, TypeError) as exc:
                log.error("table %s: not resumed: %s", table_id, exc)
                continue
            self.tables[table.id] = table
            state = "in play" if table.started else "in its lobby"
            log.info("table %s resumed %s", table.id, state)

    async def _sweep(self) -> None:
        """Every second: idle journals into records; finished tables nobody is at out of
        memory after a minute, tables nobody ever started after a day (with their folder)."""
        while True:
            await asyncio.sleep(1.0)  # (how late the loop is: self.watch)
            now = time.monotonic()
            for table in list(self.tables.values()):
                try:
                    table.tick()
                except Exception:
                    log.exception("table %s: tick failed", table.id)
                if table.members():
                    self._empty_since.pop(table.id, None)
                    continue
                since = self._empty_since.setdefault(table.id, now)
                if table.finished and now - since > FINISHED_LINGER:
                    self._forget(table)
                elif not table.started and now - since > self.lobby_ttl:
                    log.info("table %s: nobody came for %.0f hours; forgotten", table.id,
                             self.lobby_ttl / 3600)
                    self._forget(table)
                    if self.store is not None:  # nothing was played: nothing to keep
                        shutil.rmtree(self.store.tables / table.id, ignore_errors=True)
            if self.single_table and not self.done.is_set():
                self._single_table_over(now)

    def _single_table_over(self, now: float) -> None:
        """A single-table server stops once its table has left memory (finished, closed or
        expired), or when none was made in time."""
        if self.tables:
            self._had_table = True
        elif self._had_table or now - self._started > SINGLE_WAIT:
            log.info("its one table is over: the server stops" if self._had_table
                     else "no table was made: the server stops")
            self.done.set()

    def stats(self) -> dict[str, Any]:
        """The loop's lateness and the collector's pauses since the last ``watch.reset()``,
        the tables and connections held, the computer players' workers."""
        return {**self.watch.stats(), "tables": len(self.tables),
                "connections": len(self.connections),
                "bots": None if self.bots is None else self.bots.stats()}

    def _forget(self, table: Table) -> None:
        """Take ``table`` out of memory (its files stay as they are)."""
        table.close()
        del self.tables[table.id]
        del self._empty_since[table.id]

    # --------------------------------------------------------------- connections
    def _route(self, connection: ServerConnection, request: Request) -> Response | None:
        """Refuse, at the HTTP level, paths that are neither the root nor a table."""
        if request.path in ("/", "") or _TABLE_PATH.match(request.path):
            return None
        if request.path == HEALTH_PATH:  # a proxy's health check: listening, not stopping
            if self._stopping:
                return connection.respond(http.HTTPStatus.SERVICE_UNAVAILABLE, "stopping\n")
            return connection.respond(http.HTTPStatus.OK, "ok\n")
        return connection.respond(http.HTTPStatus.NOT_FOUND,
                                  "no such path: use / to create a table, /t/<id> for a table\n")

    async def _handle(self, ws: ServerConnection) -> None:
        self._numbers += 1
        conn = Connection(ws, self._numbers)
        self.connections.add(conn)
        writer = asyncio.create_task(conn.writer())
        try:
            conn.send(p.encode(p.Hello(version=sergeantmajor.__version__)))
            found = _TABLE_PATH.match(ws.request.path if ws.request else "/")
            if found:
                conn.table = self.tables.get(found.group(1))
                if conn.table is None:
                    self._error(conn, "no-such-table", "there is no table with that id here",
                                close=p.CLOSE_NO_TABLE)
            if conn._closing is None:
                await self._receive(conn, root=found is None)
        finally:
            self.connections.discard(conn)
            if conn.table is not None and conn.identified:
                try:
                    conn.table.gone(conn)
                except Exception:
                    log.exception("table %s: failed to note a closed connection", conn.table.id)
            if not writer.done():
                conn.close(1000, "")
                try:
                    await asyncio.wait_for(writer, 2)
                except (TimeoutError, ConnectionClosed):
                    writer.cancel()

    async def _receive(self, conn: Connection, *, root: bool) -> None:
        ws = conn.ws
        while True:
            try:
                if conn._closing is not None:
                    # closing: read (and drop) what still comes, so the peer's close frame is
                    # read behind it instead of waiting out the close timeout
                    await ws.recv()
                    continue
                if conn.identified:
                    data = await ws.recv()
                else:
                    data = await asyncio.wait_for(ws.recv(), self.hello_timeout)
            except TimeoutError:
                what = "create" if root else "join, resume or watch"
                self._error(conn, "silent", f"say {what} within {self.hello_timeout:g} s",
                            close=1008)
                return
            except ConnectionClosed:
                return
            try:
                self._message(conn, data, root=root)
            except TableError as refusal:
                self._refuse(conn, refusal)
            except Exception:
                log.exception("%s: a message failed", conn.label)
                self._error(conn, "internal", "the server failed on that message (logged)",
                            close=None)

    def _message(self, conn: Connection, data: str | bytes, *, root: bool) -> None:
        if not conn.take_token():
            log.warning("%s: closed for flooding", conn.label)
            conn.send(p.encode(p.Error(code="flood", message="too many messages: slow down")))
            conn.close(1008, "too many messages")
            return
        if isinstance(data, bytes):
            raise TableError("bad-message", "send JSON text frames, not binary ones")
        try:
            message = p.client_decoder.decode(data)
        except msgspec.ValidationError as exc:
            text = str(exc)
            code = "unknown-type" if "`$.type`" in text or "field `type`" in text \
                else "bad-message"
            raise TableError(code, text[:200]) from None
        except msgspec.DecodeError as exc:
            raise TableError("bad-json", str(exc)[:200]) from None
        if message.v != p.PROTOCOL:
            raise TableError("version", f"this server speaks protocol {p.PROTOCOL}, "
                          f"not {message.v}")
        if root:
            if not isinstance(message, p.Create):
                raise TableError("wrong-path", "this is the server's root: send create here; "
                              "join, resume and watch go to the table's path /t/<id>")
            self._create(conn, message)
            return
        if isinstance(message, p.Create):
            raise TableError("wrong-path", "create goes to the server's root path /")
        table = conn.table
        assert table is not None
        if not conn.identified:
            self._identify(conn, table, message)
            return
        if isinstance(message, (p.Join, p.Resume, p.Watch)):
            raise TableError("already-joined", "this connection already has its place at the table")
        if isinstance(message, p.Act):
            if conn.seat is None:
                raise TableError("not-your-seat", "spectators do not play", refused=True,
                              seq=message.seq)
            table.act(conn.seat, message)
            conn.give_token()
        elif isinstance(message, p.Start):
            table.start_by_host(message.host)
        elif isinstance(message, p.Chat):
            now = time.monotonic()
            if now - conn.last_chat < CHAT_INTERVAL:
                raise TableError("chat-too-fast", "one chat line a second at most")
            table.chat(conn.seat, message.text)
            conn.last_chat = now
        elif isinstance(message, p.Leave):
            table.leave(conn)
            conn.seat = None
        elif isinstance(message, p.Away):
            table.away(conn)
            conn.seat = None
        elif isinstance(message, p.CloseTable):
            self._close_table(table, message.host)

    def _close_table(self, table: Table, host: str) -> None:
        """The host closes ``table``: everyone is told, it leaves memory and is not resumed."""
        table.close_by_host(host)
        if self.tables.get(table.id) is table:
            table.close()
            del self.tables[table.id]
            self._empty_since.pop(table.id, None)

    def _identify(self, conn: Connection, table: Table, message: p.ClientMessage) -> None:
        if isinstance(message, p.CloseTable):  # the host closing it from a program of theirs
            try:
                self._close_table(table, message.host)
            except TableError:
                conn.guesses += 1
                raise
            return
        if isinstance(message, (p.Join, p.Resume, p.Watch)):
            try:
                if isinstance(message, p.Join):
                    conn.seat = table.join(conn, message.name, message.code, message.host)
                elif isinstance(message, p.Resume):
                    conn.seat = table.resume(conn, message.token, message.host)
                else:
                    table.watch(conn, message.code)
            except TableError as refusal:
                if refusal.code in ("wrong-code", "bad-token"):
                    conn.guesses += 1
                    if conn.guesses >= MAX_GUESSES:
                        raise TableError(refusal.code, f"{refusal.message}; {MAX_GUESSES} "
                                         "wrong guesses: good bye", close=1008) from None
                raise
            conn.identified = True
            return
        raise TableError("not-joined", "say join, resume or watch first")

    def _create(self, conn: Connection, message: p.Create) -> None:
        if self.single_table:
            if not _from_this_computer(conn):
                raise TableError("no-create", "this server hosts one player's own table: it "
                                 "makes no table for another computer", close=1008)
            if self.tables or self._had_table:
                raise TableError("no-create", "this server hosts one table, made already",
                                 close=1008)
        try:
            rules = rules_from_wire(message.rules)
        except WireError as exc:
            raise TableError("rules", str(exc)[:200]) from None
        if message.bots not in PLAYER_LEVELS:
            raise TableError("level", f"bots level {message.bots[:20]!r} is not one of "
                          f"{', '.join(PLAYER_LEVELS)}")
        if message.humans is not None and message.humans > rules.players:
            raise TableError("humans", f"these rules have {rules.players} seats, "
                          f"not {message.humans}")
        if len(self.tables) >= self.max_tables:
            raise TableError("server-full", "this server has all the tables it takes; try later",
                          close=1013)
        assert self._clock is not None
        table, code, host = Table.create(
            rules, message.bots, message.humans, clock=self._clock, grace=self.grace,
            files_for=None if self.store is None else self.store.files, prefix=self.id_prefix)
        if self.shuffler is not None:
            table.shuffler = self.shuffler
        self.tables[table.id] = table
        self._had_table = True
        invite = f"{self._base_url(conn)}/t/{table.id}#{code}"
        conn.send(p.encode(p.Created(table=table.id, code=code, host=host, invite=invite)))
        log.info("%s: table %s created (%s, bots %s)", conn.label, table.id,
                 rules.to_dict(), message.bots)
        conn.close(1000, "table created")

    def _base_url(self, conn: Connection) -> str:
        """Where the invite points: ``--public-url``, else the address the client used."""
        if self.public_url:
            return self.public_url
        request = conn.ws.request
        host = request.headers.get("Host", "") if request is not None else ""
        return f"ws://{host}" if _HOST_HEADER.match(host) else self.url

    # --------------------------------------------------------------- refusing
    def _refuse(self, conn: Connection, refusal: TableError) -> None:
        table = conn.table.id if conn.table is not None else "-"
        log.warning("%s at table %s: refused %s: %s", conn.label, table, refusal.code,
                    refusal.message)
        if refusal.refused:
            conn.send(p.encode(p.Refused(code=refusal.code, message=refusal.message,
                                         seq=refusal.seq)))
        else:
            conn.send(p.encode(p.Error(code=refusal.code, message=refusal.message)))
        if refusal.close is not None:
            conn.close(refusal.close, refusal.message[:100])

    def _error(self, conn: Connection, code: str, message: str, *, close: int | None) -> None:
        self._refuse(conn, TableError(code, message, close=close))


def _from_this_computer(conn: Connection) -> bool:
    """Whether the connection comes from this computer (a loopback address)."""
    peer = conn.ws.remote_address
    address = str(peer[0]) if isinstance(peer, tuple) and peer else ""
    return address.startswith(("127.", "::ffff:127.")) or address == "::1"


# --------------------------------------------------------------------------- in a thread
class ServerThread:
    """A :class:`TableServer` in a background thread, for a program that hosts tables.

    ``start()`` returns once it listens (with the port picked, for port 0); ``stop()`` saves
    every table and returns once the thread has ended.
    """

    def __init__(self, host: str = "127.0.0.1", port: int = 0, data: Path | None = None,
                 *, grace: float = 60.0, public_url: str | None = None) -> None:
        self.server = TableServer(data, grace=grace, public_url=public_url)
        self._address = (host, port)
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stopping: asyncio.Event | None = None
        self._ready = threading.Event()
        self._failure: BaseException | None = None

    def start(self, timeout: float = 10.0) -> int:
        """Start listening; the port. ``OSError`` when the address cannot be used."""
        self._thread = threading.Thread(target=self._run, name="table-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError("the table server did not start in time")
        if self._failure is not None:
            raise self._failure
        return self.server.port

    @property
    def url(self) -> str:
        """``ws://HOST:PORT`` of the running server."""
        return self.server.url

    def stop(self, timeout: float = 10.0) -> None:
        """Save every table, close every connection, end the thread."""
        if self._loop is not None and self._stopping is not None:
            self._loop.call_soon_threadsafe(self._stopping.set)
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        try:
            await self.server.start(*self._address)
        except BaseException as exc:  # the caller's start() raises it
            self._failure = exc
            self._ready.set()
            return
        self._ready.set()
        await self._stopping.wait()
        await self.server.stop()
