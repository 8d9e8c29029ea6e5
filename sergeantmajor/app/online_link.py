"""The window's connection to a table server: a WebSocket on a thread of its own.

:class:`TableLink` runs each connection's asyncio event loop on a Python thread, so the window
never waits for the network. It sends the protocol's messages as they are given (from the GUI
thread) and hands every message the server sends back as a decoded struct, through a Qt signal
(queued to the GUI thread). Once the server has given the seat a token, a lost connection is
tried again by itself, with a growing pause (1, 2, 4, 8, then every 10 seconds), resuming the
seat with its token; the table waits meanwhile and nothing is lost. What the player should know
comes as a state (connecting, connected, attempting, reconnecting, gone) or a problem code,
never as an exception.

Closing says goodbye as a connection should: what was queued before (a ``leave``) is sent,
then WebSocket's closing handshake, with a time limit; nothing of it waits on the GUI thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from typing import Any

import msgspec
from PySide6.QtCore import QObject, Signal

from ..net import protocol as p

log = logging.getLogger(__name__)

#: Pauses between attempts to get a lost connection back, in seconds (the last one repeats).
BACKOFF = (1, 2, 4, 8, 10)
#: Failed attempts after which the player is asked whether to wait or leave.
ATTEMPTS_BEFORE_ASKING = 6
#: How long a goodbye may take (the queued messages, then the closing handshake) before the
#: connection is simply cut: a server that does not answer never keeps the link alive.
GOODBYE_LIMIT = 2.0


class TableLink(QObject):
    """One connection to one table at a time; thread-safe :meth:`send`, Qt signals back."""

    received = Signal(object)  # a decoded server message (protocol struct)
    state_changed = Signal(str, int)  # "connecting" | "connected" | "attempting" (a new
    # attempt to get a lost connection back is under way) | "reconnecting" | "gone", and for
    # "reconnecting" the seconds until the next attempt (each second), for "gone" the attempts
    failed = Signal(str)  # a problem code the window words (unreachable, not-sergeantmajor...)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._connection: _Connection | None = None
        self.url = ""

    # ------------------------------------------------------------------ from the GUI thread
    def open(self, url: str, first: Any) -> None:
        """Connect to the table at ``url`` and say ``first`` (a join, resume or create); an
        open connection is closed first (it says goodbye on its own thread meanwhile)."""
        self.close()
        self.url = url
        self._connection = _Connection(self, url, first)
        self._connection.start()

    def send(self, message: Any) -> None:
        """Send a protocol message (kept until the connection is back if it is away; dropped
        quietly when the link is closed)."""
        if self._connection is not None:
            self._connection.send(p.encode(message))

    def interrupt(self) -> None:
        """Cut the connection as a failing network would (no goodbye): the link comes back by
        itself with the seat's token. (A test's way to lose the network on purpose.)"""
        if self._connection is not None:
            self._connection.interrupt()

    def close(self, wait: float = 0.0) -> None:
        """Say goodbye and close (leaving the table, quitting): what was sent before goes out
        first, then the closing handshake. ``wait``: seconds the caller may wait for it (the
        window's last moments); by default nothing waits."""
        connection, self._connection = self._connection, None
        if connection is not None:
            connection.close(wait)

    @property
    def is_open(self) -> bool:
        """Whether a connection is open or being tried."""
        return self._connection is not None


class _Connection:
    """One :meth:`TableLink.open`: its own thread, loop, outbox and seat token, so a connection
    that is saying goodbye never disturbs the next one."""

    def __init__(self, link: TableLink, url: str, first: Any) -> None:
        self.link = link
        self.url = url
        self.first = first
        self.loop = asyncio.new_event_loop()
        self.outbox: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.ws: Any = None  # the open WebSocket (on this connection's thread)
        self.resume: str | None = None  # the seat's token, once the server gave one
        self.closing = False
        self._main: asyncio.Task[None] | None = None
        self.thread = threading.Thread(target=self._run, name="table-link", daemon=True)

    def start(self) -> None:
        self.thread.start()

    # ------------------------------------------------------------------ from the GUI thread
    def send(self, data: bytes) -> None:
        if self.closing:
            return
        self._call(self.outbox.put_nowait, data)

    def interrupt(self) -> None:
        self._call(self._abort)

    def close(self, wait: float) -> None:
        self.closing = True  # from now on it tells the window nothing
        self._call(self._goodbye)
        if wait > 0 and self.thread is not threading.current_thread():
            self.thread.join(wait)

    def _call(self, callback: Any, *args: Any) -> None:
        with contextlib.suppress(RuntimeError):  # the loop is closed: nothing to do
            if not self.loop.is_closed():
                self.loop.call_soon_threadsafe(callback, *args)

    # ------------------------------------------------------------------ on the link's thread
    def _abort(self) -> None:
        if self.ws is not None:
            self.ws.transport.abort()

    def _goodbye(self) -> None:
        if self.ws is not None:
            self.outbox.put_nowait(None)  # after everything queued: the pump closes
        elif self._main is not None:  # between connections: nothing to say goodbye to
            self._main.cancel()
        # whatever happens, the connection is gone within the limit
        self.loop.call_later(GOODBYE_LIMIT, self._cut)

    def _cut(self) -> None:
        if self._main is not None:
            self._main.cancel()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self._main = self.loop.create_task(self._keep_connected())
            self.loop.run_until_complete(self._main)
        except asyncio.CancelledError:
            pass
        except Exception:  # never a traceback for the player: the window hears "gone"
            log.exception("the table link failed")
            self._emit_state("gone", 0)
        finally:
            with contextlib.suppress(Exception):
                self.loop.run_until_complete(self.loop.shutdown_asyncgens())
            self.loop.close()

    async def _keep_connected(self) -> None:
        attempt = 0
        message = self.first
        while not self.closing:
            # not "reconnecting in 0 seconds" while an attempt runs (up to the open timeout)
            self._emit_state("connecting" if attempt == 0 else "attempting", 0)
            outcome = await self._session(message)
            if outcome == "done" or self.closing:
                return
            # While coming back, a port that answers but says nothing (a server restarting,
            # a proxy whose back end is down) is the same as no answer: try again. A table
            # another server hands over ("elsewhere", close 4010) is tried again even by a
            # first join: the server that takes it over answers within its lease.
            retry: tuple[str, ...] = ("lost", "unreachable", "not-sergeantmajor") \
                if self.resume is not None else ()
            if outcome != "elsewhere" and outcome not in retry:
                self._emit_failed(outcome)  # a refusal trying again cannot change
                return
            message = p.Resume(token=self.resume) if self.resume is not None else self.first
            pause = BACKOFF[min(attempt, len(BACKOFF) - 1)]
            attempt += 1
            if attempt == ATTEMPTS_BEFORE_ASKING:
                self._emit_state("gone", attempt)
            for left in range(pause, 0, -1):  # the countdown the player reads
                self._emit_state("reconnecting", left)
                await asyncio.sleep(1)

    async def _session(self, first: Any) -> str:
        """One connection: ``"done"`` (closed on purpose), ``"lost"`` (try again) or a
        problem code."""
        from websockets.exceptions import ConnectionClosed

        from ..net.client import ClientError, TableClient

        try:
            client = await TableClient.connect(self.url)  # reads and checks the server's hello
        except ClientError as exc:
            return exc.code
        ws = client.ws
        try:
            await client.send(first)
            self.ws = ws
            self._emit_state("connected", 0)
            sender = asyncio.create_task(self._pump(ws))
            try:
                async for data in ws:
                    self._deliver(data)
            finally:
                sender.cancel()
                self.ws = None
        except (ConnectionClosed, ClientError, OSError):
            pass
        finally:
            if ws.close_code is None:  # cancelled or failed: never leave the socket open
                ws.transport.abort()
        code = ws.close_code or 1006
        if self.closing or code == p.CLOSE_NORMAL:
            return "done"
        if code == p.CLOSE_ELSEWHERE:
            return "elsewhere"
        return p.FINAL_CLOSES.get(code, "lost")

    async def _pump(self, ws: Any) -> None:
        """Send what the window gives, in order; ``None`` (the goodbye) closes."""
        while (data := await self.outbox.get()) is not None:
            await ws.send(data.decode())
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(ws.close(p.CLOSE_NORMAL), GOODBYE_LIMIT / 2)

    def _deliver(self, data: str | bytes) -> None:
        try:
            message = p.server_decoder.decode(data)
        except (msgspec.DecodeError, msgspec.ValidationError) as exc:
            log.error("unreadable message from the server: %s", exc)
            self._emit_failed("bad-message")
            return
        if isinstance(message, p.Welcome) and message.token:
            self.resume = message.token
        if isinstance(message, p.Error) and message.code == "elsewhere":
            return  # not the window's business: the link comes back (see _keep_connected)
        if self.closing:
            return
        with contextlib.suppress(RuntimeError):  # the window went away meanwhile
            self.link.received.emit(message)

    def _emit_state(self, state: str, value: int) -> None:
        if not self.closing:
            with contextlib.suppress(RuntimeError):
                self.link.state_changed.emit(state, value)

    def _emit_failed(self, code: str) -> None:
        if not self.closing:
            with contextlib.suppress(RuntimeError):
                self.link.failed.emit(code)
