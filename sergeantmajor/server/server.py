"""The table server: WebSocket connections, routing by path, limits, logging (no Qt).

``ws://HOST:PORT/`` takes ``create``; ``ws://HOST:PORT/t/<table id>`` is a table, for its
players and spectators (a reverse proxy routes by the id). The server speaks first on every
connection (``hello``); a table connection says ``join``, ``resume`` or ``watch`` within
:data:`HELLO_TIMEOUT` seconds of connecting or is closed. Every incoming message is decoded
against the protocol's schema (:mod:`.protocol`) before it reaches a table; whatever is refused
gets a clear ``error`` or ``refused`` message and a log line (a few a second at most), and
changes nothing for anyone else; a connection refused again and again is closed. What one
address and everyone together may ask is bounded by :mod:`.limits`.

:class:`TableServer` is the server in an asyncio loop (``sergeantmajor serve`` runs it in
the foreground: :mod:`sergeantmajor.server.tools`); :class:`ServerThread` runs one in a
background thread for a program that hosts a table (the window).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import http
import logging
import random
import re
import threading
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.http11 import Request, Response

import sergeantmajor

from ..engine.levels import PLAYER_LEVELS
from ..net import protocol as p
from ..net.wire import WireError, rules_from_wire
from .bot_pool import BotPool
from .connection import Connection, LoopClock, _guarded
from .folder_store import FolderStore
from .limits import RESERVE, Bucket, Door, Limits
from .loop_watch import LoopWatch
from .pg_store import ElsewhereError
from .reception import TABLE_PATH, Reception
from .retention import LOBBY_TTL, MATCH_TTL, Retention
from .shared import Sharing
from .store import NoStore, TableStore
from .table import Table, TableError

log = logging.getLogger("sergeantmajor.server")

DEFAULT_PORT = 8358
#: Seconds a table connection has to say join, resume or watch (a root one: create).
HELLO_TIMEOUT = 10.0
#: A loop waking this many seconds late is logged (a stall every table felt).
STALL = 0.1
#: The level whose tables are limited (its computer players think the longest).
EXPERT = "expert"
#: The path a proxy checks the server's health at (200 while it takes connections).
HEALTH_PATH = "/health"

_HOST_HEADER = re.compile(r"^[A-Za-z0-9.\-\[\]:]{1,200}$")


class TableServer:
    """Every table of one server process and the connections to them."""

    def __init__(self, data: Path | None, *, grace: float = 60.0,
                 public_url: str | None = None, max_tables: int = 10_000,
                 hello_timeout: float = HELLO_TIMEOUT, id_prefix: str = "",
                 lobby_ttl: float = LOBBY_TTL, match_ttl: float = MATCH_TTL,
                 store: TableStore | None = None, single_table: bool = False,
                 bot_workers: int = 0, limits: Limits | None = None) -> None:
        """``data``: the data folder (``None``: nothing is kept, for tests and demos), or
        ``store`` where tables are kept; ``id_prefix``: the start of every table id this
        server makes (several servers behind one proxy: the proxy routes ``/t/<prefix>…`` to
        the server that has the table); ``lobby_ttl``, ``match_ttl``: seconds a table that
        never started, or a match in play, waits with nobody at it since its last activity
        before it is forgotten; ``single_table``: a player's own table hosted from the game
        (:data:`SINGLE_WAIT`); ``bot_workers``: processes the computer players think in (0:
        threads of this process); ``limits``: what one address and everyone may ask."""
        if not re.fullmatch(r"[a-z0-9]{0,8}", id_prefix):
            raise ValueError("an id prefix is up to 8 lower-case letters or digits")
        self.id_prefix = id_prefix
        if store is None:
            store = NoStore() if data is None else FolderStore(data)
        self.store: TableStore = store
        #: A store shared with other servers: tables taken and given back (``None``: ours).
        self.sharing = Sharing(self, store) if getattr(store, "shared", False) else None
        self.grace = grace
        self.public_url = public_url.rstrip("/") if public_url else None
        self.retention = Retention(store, lobby_ttl=lobby_ttl, match_ttl=match_ttl,
                                   max_tables=max_tables, single_table=single_table)
        self.tables = self.retention.tables
        self.limits = limits or Limits()
        self.door = Door(self.limits, 0)  # its connections are set once the server starts
        self.reception = Reception(self.tables, self.limits, self.door,
                                   hello_timeout=hello_timeout,
                                   version=sergeantmajor.__version__, create=self._create,
                                   take=None if self.sharing is None else self._take,
                                   rematch=self._rematch)
        self._creators: dict[str, str | None] = {}  # table id -> the address that made it
        self.connections = self.reception.connections
        self._server: Server | None = None
        self._executor = concurrent.futures.ThreadPoolExecutor(2, thread_name_prefix="bot")
        self.bot_workers = bot_workers
        self.bots: BotPool | None = None
        #: How late the loop wakes (every 10 ms), logged past STALL with its cause.
        self.watch = LoopWatch(stall=STALL)
        self._clock: LoopClock | None = None
        self._sweeper: asyncio.Task[None] | None = None
        self._stopping = False
        #: The shuffles of new tables (``None``: the system's cryptographic generator); only
        #: tests and benchmarks set a seeded one, to replay a match exactly.
        self.shuffler: random.Random | None = None
        #: One table for the player who runs it (the window's hosting): ``create`` is taken
        #: only from this computer and only once; the server stops once that table is over.
        self.single_table = single_table
        #: Set when a single-table server has nothing left to serve (``serve`` then stops).
        self.done = asyncio.Event()

    @property
    def lobby_ttl(self) -> float:
        """Seconds a table that never started waits with nobody at it."""
        return self.retention.lobby_ttl

    @lobby_ttl.setter
    def lobby_ttl(self, seconds: float) -> None:
        self.retention.lobby_ttl = seconds

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
        self.door.connections = self._connections_allowed()
        files = _open_file_limit()
        if files is not None and hasattr(self.store, "max_open"):  # within the reserve
            self.store.max_open = max(8, min(1024, files // 20))
        loop.set_exception_handler(_quiet_accept_errors(loop.get_exception_handler()))
        opening = getattr(self.store, "open", None)
        if opening is not None:  # a database: connect, migrate (StoreUnavailableError)
            await opening()
        attach = getattr(self.store, "attach", None)
        if attach is not None:  # a store writing on a thread of its own answers on the loop
            attach(lambda job: loop.call_soon_threadsafe(_guarded(job)))
        self.store.listen(self._stored)
        self._load_tables()
        self._server = await serve(self.reception.handle, host, port, max_size=p.MAX_MESSAGE,
                                   compression=None, process_request=self._route,
                                   server_header=f"sergeantmajor/{sergeantmajor.__version__}",
                                   ping_interval=20, ping_timeout=20)
        self._sweeper = asyncio.create_task(self._sweep())
        self.retention.started = time.monotonic()
        self.retention.had_table = bool(self.tables)
        log.info("listening on %s with %d table(s) resumed%s", self.url, len(self.tables),
                 "; one table, made from this computer only" if self.single_table else "")

    def _connections_allowed(self) -> int:
        """The connections held at once: the limit asked, within the open files this process
        may have, less a reserve (so that a connection beyond is refused cleanly instead of
        failing to be accepted)."""
        wanted = self.limits.connections
        files = _open_file_limit()
        if files is None:
            return wanted if wanted is not None else 1 << 30
        room = max(8, files - RESERVE - files // 10)
        return room if wanted is None else min(wanted, room)

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
        for table in list(self.tables.values()):
            try:
                table.close()
            except Exception:
                log.exception("table %s: failed to save on shutdown", table.id)
        closing = getattr(self.store, "aclose", None)  # every write asked for, tried until
        unsaved = await closing() if closing is not None else self.store.close()  # it lands
        await asyncio.sleep(0)  # the writes' acknowledgements, on this loop
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
        if unsaved:
            log.error("stopped; %d table(s) saved, %d could not be saved (%s): they come "
                      "back as they were last kept", len(self.tables) - len(unsaved),
                      len(unsaved), ", ".join(unsaved[:10]))
        else:
            log.info("stopped; %d table(s) saved", len(self.tables))

    def _load_tables(self) -> None:
        assert self._clock is not None
        for table_id in self.store.unfinished():
            try:
                table = Table.restore(self.store, table_id, clock=self._clock,
                                      grace=self.grace)
            except Exception as exc:  # any damage at all: set aside, the server starts
                self.store.set_aside(table_id, f"{type(exc).__name__}: {str(exc)[:200]}")
                continue
            self.admit(table)
            state = "in play" if table.started else "in its lobby"
            log.info("table %s resumed %s", table.id, state)

    def _stored(self, table_id: str) -> None:
        """The store kept more of a table (or cannot): the table sends what waited."""
        table = self.tables.get(table_id)
        if table is not None:
            _guarded(table.stored)()
            if self.sharing is not None:
                self.sharing.stored(table_id)

    async def _sweep(self) -> None:
        """Every second: the tables' ticks, and tables out of memory (:mod:`.retention`)."""
        while True:
            await asyncio.sleep(1.0)  # (how late the loop is: self.watch)
            if self.retention.sweep() and not self.done.is_set():
                self.done.set()
            for table_id in [t for t in self._creators if t not in self.tables]:
                del self._creators[table_id]

    def stats(self) -> dict[str, Any]:
        """The loop's lateness and the collector's pauses since the last ``watch.reset()``,
        the tables and connections held, the computer players' workers."""
        return {**self.watch.stats(), "tables": len(self.tables),
                "connections": len(self.connections),
                "bots": None if self.bots is None else self.bots.stats(),
                "store": getattr(self.store, "stats", dict)()}

    # --------------------------------------------------------------- connections
    def _route(self, connection: ServerConnection, request: Request) -> Response | None:
        """Refuse, at the HTTP level, paths that are neither the root nor a table."""
        if request.path in ("/", "") or TABLE_PATH.match(request.path):
            return None
        if request.path == HEALTH_PATH:  # a proxy's health check: listening, not stopping
            if self._stopping:
                return connection.respond(http.HTTPStatus.SERVICE_UNAVAILABLE, "stopping\n")
            return connection.respond(http.HTTPStatus.OK, "ok\n")
        return connection.respond(http.HTTPStatus.NOT_FOUND,
                                  "no such path: use / to create a table, /t/<id> for a table\n")

    def _create(self, conn: Connection, message: p.Create) -> None:
        if self.single_table:
            if not _from_this_computer(conn):
                raise TableError("no-create", "this server hosts one player's own table: it "
                                 "makes no table for another computer", close=1008)
            if self.tables or self.retention.had_table:
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
        if message.bots == EXPERT:
            self._expert_room(conn.key)
        busy = self.door.may_create(conn.key)
        if busy is not None:
            raise TableError("busy", busy, close=p.CLOSE_SERVER_FULL)
        if not self.retention.room():
            raise TableError("server-full", "this server has all the tables it takes; try later",
                          close=p.CLOSE_SERVER_FULL)
        assert self._clock is not None
        table, code, host = Table.create(
            rules, message.bots, message.humans, clock=self._clock, grace=self.grace,
            store=self.store, prefix=self.id_prefix)
        if self.shuffler is not None:
            table.shuffler = self.shuffler
        self.admit(table)
        self._creators[table.id] = conn.key
        conn.identified = True  # it said what it came for: no more clock to say it
        invite = f"{self._base_url(conn)}/t/{table.id}#{code}"
        # the table's secrets go out once its store keeps them: a kill loses nothing given
        table.outbox.message(conn, p.Created(table=table.id, code=code, host=host,
                                             invite=invite), meta=table.keeping.meta_version)
        table.outbox.close(conn, 1000, "table created")
        log.info("%s: table %s created (%s, bots %s)", conn.label, table.id,
                 rules.to_dict(), message.bots)

    def _rematch(self, table: Table, host: str) -> None:
        """The host of ``table`` (finished) starts another match: a new table of the same
        rules, the same people at the same seats (:meth:`.table_desk.TableDesk.rematch`)."""
        def make() -> tuple[Table, str, str]:
            if not self.retention.room():
                raise TableError("server-full", "this server has all the tables it takes; "
                                 "try later")
            assert self._clock is not None
            new, code, new_host = Table.create(
                table.rules, table.level, table.humans, clock=self._clock, grace=self.grace,
                store=self.store, prefix=self.id_prefix)
            if self.shuffler is not None:
                new.shuffler = self.shuffler
            self.admit(new)
            return new, code, new_host

        table.desk.rematch(host, make)

    def _expert_room(self, key: str | None) -> None:
        """Whether another table of Expert computer players may start (their thinking is
        the CPU every table shares); :class:`TableError` ``busy`` if not."""
        playing = [t for t in self.tables.values() if t.level == EXPERT and not t.finished]
        if len(playing) >= self.limits.expert_tables:
            raise TableError("busy", f"this server plays {self.limits.expert_tables} tables "
                             "with Expert computer players already: choose another level or "
                             "try later", close=p.CLOSE_SERVER_FULL)
        if key is not None and sum(self._creators.get(t.id) == key for t in playing) \
                >= self.limits.expert_per_address:
            raise TableError("busy", f"this address plays {self.limits.expert_per_address} "
                             "tables with Expert computer players already",
                             close=p.CLOSE_SERVER_FULL)

    async def _take(self, conn: Connection, table_id: str) -> Table | None:
        """The shared store's table ``table_id``, taken for this server (``None``: no such
        table, or another server holds it: ``conn`` is told to come back shortly)."""
        assert self.sharing is not None
        try:
            return await self.sharing.table(table_id)
        except ElsewhereError:
            self.reception.error(conn, "elsewhere", "another server serves this table just "
                                 "now: come back in a moment", close=p.CLOSE_ELSEWHERE)
        except Exception as exc:  # the database away: the same, come back shortly
            log.error("table %s: cannot be taken from the store: %s", table_id, exc)
            self.reception.error(conn, "elsewhere", "this table cannot be reached just now: "
                                 "come back in a moment", close=p.CLOSE_ELSEWHERE)
        return None

    def admit(self, table: Table) -> None:
        """Hold ``table``; its joins and resumes are rate-limited from now on."""
        assert self._clock is not None
        table.admission.joins = Bucket(self.limits.joins_burst, self.limits.joins_per_minute / 60,
                             self._clock.now())
        self.retention.add(table)

    def _base_url(self, conn: Connection) -> str:
        """Where the invite points: ``--public-url``, else the address the client used."""
        if self.public_url:
            return self.public_url
        request = conn.ws.request
        host = request.headers.get("Host", "") if request is not None else ""
        return f"ws://{host}" if _HOST_HEADER.match(host) else self.url

def _open_file_limit() -> int | None:
    """The files this process may have open (``None``: no limit known)."""
    try:
        import resource

        files = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    except (ImportError, ValueError, OSError):
        return None
    return None if files < 0 or files > 1 << 30 else int(files)


def _quiet_accept_errors(handler: Any) -> Any:
    """The loop's exception handler, but a connection that cannot be accepted (no descriptor
    left) is logged once a second at most: asyncio logs every try, with a traceback (184 MB
    of log a minute, network-3 defect 3)."""
    last = [0.0]

    def handle(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        if str(context.get("message", "")).startswith("socket.accept() out of"):
            now = time.monotonic()
            if now - last[0] >= 1.0:
                last[0] = now
                log.error("cannot accept a connection: %s (no descriptor left; the tables "
                          "in play go on)", context.get("exception"))
            return
        if handler is not None:
            handler(loop, context)
        else:
            loop.default_exception_handler(context)

    return handle


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
