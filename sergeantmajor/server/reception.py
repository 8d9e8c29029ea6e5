"""Every connection of a table server, from its handshake to its close (no Qt).

The server speaks first (``hello``). A connection over the limits of :mod:`.limits` (in all,
or from its address) is turned away at once: ``hello``, an ``error`` ``busy``, close 1013, and
a log line (a few a second at most). A table connection says ``join``, ``resume`` or ``watch``
within the time to identify, counted from the connection (a root one: ``create``); every
message is decoded against the protocol's schema before it reaches a table; whatever is
refused is answered (``error`` or ``refused``) and logged (a few lines a second at most), and
a connection refused again and again is closed (``flood``, 1008).
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections.abc import Awaitable, Callable

import msgspec
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from ..net import protocol as p
from .connection import CHAT_INTERVAL, Connection
from .limits import Bucket, Door, Limits, Quiet
from .table import Table, TableError

log = logging.getLogger("sergeantmajor.server")

#: A table's path: ``/t/<table id>``.
TABLE_PATH = re.compile(r"^/t/([a-z0-9]{4,48})/?$")
#: Wrong join codes or tokens one connection may try.
MAX_GUESSES = 5
#: Refusals that close no connection (a stale answer is a race any player may lose).
_FORGIVEN = frozenset({"stale", "chat-too-fast"})


class Reception:
    """The connections of one server and everything they ask of it."""

    def __init__(self, tables: dict[str, Table], limits: Limits, door: Door, *,
                 hello_timeout: float, version: str,
                 create: Callable[[Connection, p.Create], None],
                 take: Callable[[Connection, str], Awaitable[Table | None]] | None = None,
                 rematch: Callable[[Table, str], None] | None = None) -> None:
        """``create`` makes a table for a root connection's ``create`` (or raises
        :class:`TableError`); ``take`` brings a table this server does not hold from a
        store it shares with others (``None``: it holds them all)."""
        self.tables = tables
        self.limits = limits
        self.door = door
        self.hello_timeout = hello_timeout
        self.connections: set[Connection] = set()
        self._create = create
        self._take = take
        self._rematch = rematch  # the host's next match at a table of the same rules
        self._hello = p.encode(p.Hello(version=version))
        self._numbers = 0
        self._refusals = Quiet(log)  # the log lines of refusals, a few a second at most

    async def handle(self, ws: ServerConnection) -> None:
        """One connection, from its handshake to its close."""
        self._numbers += 1
        conn = Connection(ws, self._numbers)
        conn.deadline = time.monotonic() + self.hello_timeout
        conn.strikes = Bucket(self.limits.refusals_burst, 1 / self.limits.refusal_seconds,
                              time.monotonic())
        key = self.door.key(conn.address)
        busy = self.door.enter(key)
        if busy is not None:  # refused at once, clearly, in few lines of log
            await self._turn_away(conn, busy)
            return
        conn.key = key
        self.connections.add(conn)
        writer = asyncio.create_task(conn.writer())
        try:
            conn.send(self._hello)
            found = TABLE_PATH.match(ws.request.path if ws.request else "/")
            if found:
                conn.table = self.tables.get(found.group(1))
                if conn.table is None and self._take is not None:
                    conn.table = await self._take(conn, found.group(1))
                if conn.table is None and conn._closing is None:
                    self.error(conn, "no-such-table", "there is no table with that id here",
                                close=p.CLOSE_NO_TABLE)
            if conn._closing is None:
                await self._receive(conn, root=found is None)
        finally:
            self.connections.discard(conn)
            self.door.leave(key)
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

    async def _turn_away(self, conn: Connection, why: str) -> None:
        """Refuse a connection over a limit: ``hello``, the ``busy`` error, close 1013."""
        self._refusals.warning("%s: turned away: %s", conn.label, why)
        writer = asyncio.create_task(conn.writer())
        conn.send(self._hello)
        conn.send(p.encode(p.Error(code="busy", message=why)))
        conn.close(p.CLOSE_SERVER_FULL, why[:100])
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
                else:  # the time to say who one is runs from the connection, not per message
                    data = await asyncio.wait_for(ws.recv(), conn.deadline - time.monotonic())
            except TimeoutError:
                what = "create" if root else "join, resume or watch"
                self.error(conn, "silent", f"say {what} within {self.hello_timeout:g} s",
                            close=1008)
                return
            except ConnectionClosed:
                return
            try:
                self._message(conn, data, root=root)
            except TableError as refusal:
                self.refuse(conn, refusal)
            except Exception:
                log.exception("%s: a message failed", conn.label)
                self.error(conn, "internal", "the server failed on that message (logged)",
                            close=None)

    def _message(self, conn: Connection, data: str | bytes, *, root: bool) -> None:
        if not conn.take_token():
            self._refusals.warning("%s: closed for flooding", conn.label)
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
            table.desk.leave(conn)
            conn.seat = None
        elif isinstance(message, p.Away):
            table.desk.away(conn)
            conn.seat = None
        elif isinstance(message, p.Reading):
            table.desk.reading(conn, message.on)
        elif isinstance(message, p.CloseTable):
            table.desk.close(message.host)
        elif isinstance(message, p.Bench):
            table.desk.bench(message.host, message.seat)
        elif isinstance(message, p.Admit):
            let_in = table.desk.admit(message.host, message.knock, message.seat)
            if isinstance(let_in, Connection):
                let_in.seat = message.seat
        elif isinstance(message, p.Rematch):
            if self._rematch is None:
                raise TableError("no-rematch", "this server starts no other match")
            self._rematch(table, message.host)
        elif isinstance(message, p.Knock):
            raise TableError("already-joined", "this connection already has its place at the table")

    def _identify(self, conn: Connection, table: Table, message: p.ClientMessage) -> None:
        if isinstance(message, p.Knock):  # waits for the host to let it in
            table.desk.knock(conn, message.name, message.code)
            conn.identified = True
            return
        if isinstance(message, p.CloseTable):  # the host, closing it from another program
            try:
                table.desk.close(message.host)
            except TableError:
                conn.guesses += 1
                raise
            conn.close(p.CLOSE_TABLE_CLOSED, "the host closed the table")
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

    # --------------------------------------------------------------- refusing
    def refuse(self, conn: Connection, refusal: TableError) -> None:
        """Answer a refusal (and log it, a few lines a second at most); a connection refused
        again and again (past its strikes) is closed."""
        table = conn.table.id if conn.table is not None else "-"
        self._refusals.warning("%s at table %s: refused %s: %s", conn.label, table,
                               refusal.code, refusal.message)
        if refusal.refused:
            conn.send(p.encode(p.Refused(code=refusal.code, message=refusal.message,
                                         seq=refusal.seq)))
        else:
            conn.send(p.encode(p.Error(code=refusal.code, message=refusal.message)))
        close = refusal.close
        if close is None and refusal.code not in _FORGIVEN and conn.strikes is not None \
                and not conn.strikes.take(time.monotonic()):
            self._refusals.warning("%s: closed after %d refused messages", conn.label,
                                   self.limits.refusals_burst)
            conn.send(p.encode(p.Error(code="flood", message="too many refused messages: "
                                       "good bye")))
            close = p.CLOSE_POLICY
        if close is not None:
            conn.close(close, refusal.message[:100])

    def error(self, conn: Connection, code: str, message: str, *, close: int | None) -> None:
        self.refuse(conn, TableError(code, message, close=close))
