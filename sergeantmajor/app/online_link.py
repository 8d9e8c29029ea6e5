"""The window's connection to a table server: a WebSocket on a thread of its own.

:class:`TableLink` runs an asyncio event loop on a Python thread, so the window never waits
for the network. It sends the protocol's messages as they are given (from the GUI thread) and
hands every message the server sends back as a decoded struct, through a Qt signal (queued to
the GUI thread). Once the server has given the seat a token, a lost connection is tried again
by itself, with a growing pause (1, 2, 4, 8, then every 10 seconds), resuming the seat with its
token; the table waits meanwhile and nothing is lost. What the player should know comes as a
state (connecting, connected, reconnecting, gone) or a problem code, never as an exception.
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


class TableLink(QObject):
    """One connection to one table; thread-safe :meth:`send`, Qt signals back."""

    received = Signal(object)  # a decoded server message (protocol struct)
    state_changed = Signal(str, int)  # "connecting" | "connected" | "reconnecting" | "gone",
    # and for "reconnecting" the seconds until the next attempt, for "gone" the attempts made
    failed = Signal(str)  # a problem code the window words (unreachable, not-sergeantmajor...)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._outbox: asyncio.Queue[bytes] | None = None
        self._ws: Any = None  # the open connection (on the link's thread)
        self._resume: str | None = None  # the seat's token, once the server gave one
        self._closing = False
        self.url = ""

    # ------------------------------------------------------------------ from the GUI thread
    def open(self, url: str, first: Any) -> None:
        """Connect to the table at ``url`` and say ``first`` (a join, resume or create)."""
        self.close()
        self.url = url
        self._closing = False
        loop = asyncio.new_event_loop()
        self._loop = loop
        self._thread = threading.Thread(target=self._run, args=(loop, url, first),
                                        name="table-link", daemon=True)
        self._thread.start()

    def send(self, message: Any) -> None:
        """Send a protocol message (dropped quietly when there is no connection)."""
        loop, outbox = self._loop, self._outbox
        if loop is None or outbox is None or loop.is_closed():
            return
        data = p.encode(message)
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
            loop.call_soon_threadsafe(outbox.put_nowait, data)

    def interrupt(self) -> None:
        """Cut the connection as a failing network would (no goodbye): the link comes back by
        itself with the seat's token. (A test's way to lose the network on purpose.)"""
        loop, ws = self._loop, self._ws
        if loop is not None and ws is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(ws.transport.abort)

    def close(self, wait: float = 2.0) -> None:
        """Close the connection and stop the thread (leaving the table, quitting)."""
        self._closing = True
        loop, thread = self._loop, self._thread
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._stop_loop, loop)
        if thread is not None and thread is not threading.current_thread():
            thread.join(wait)
        self._loop = self._thread = self._outbox = None
        self._resume = None

    @staticmethod
    def _stop_loop(loop: asyncio.AbstractEventLoop) -> None:
        for task in asyncio.all_tasks(loop):
            task.cancel()

    # ------------------------------------------------------------------ on the link's thread
    def _run(self, loop: asyncio.AbstractEventLoop, url: str, first: Any) -> None:
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._keep_connected(url, first))
        except asyncio.CancelledError:
            pass
        except Exception:  # never a traceback for the player: the window hears "gone"
            log.exception("the table link failed")
            self._emit_state("gone", 0)
        finally:
            with contextlib.suppress(Exception):
                loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _keep_connected(self, url: str, first: Any) -> None:
        self._outbox = asyncio.Queue()
        attempt = 0
        message = first
        while not self._closing:
            self._emit_state("connecting" if attempt == 0 else "reconnecting", 0)
            outcome = await self._session(url, message)
            if outcome == "done" or self._closing:
                return
            if outcome not in ("lost", "unreachable") or self._resume is None:
                self._emit_failed(outcome)  # a refusal trying again cannot change
                return
            message = p.Resume(token=self._resume)
            pause = BACKOFF[min(attempt, len(BACKOFF) - 1)]
            attempt += 1
            if attempt == ATTEMPTS_BEFORE_ASKING:
                self._emit_state("gone", attempt)
            self._emit_state("reconnecting", pause)
            await asyncio.sleep(pause)

    async def _session(self, url: str, first: Any) -> str:
        """One connection: ``"done"`` (closed on purpose), ``"lost"`` (try again) or a
        problem code."""
        from websockets.exceptions import ConnectionClosed

        from ..net.client import ClientError, TableClient

        try:
            client = await TableClient.connect(url)  # reads and checks the server's hello
        except ClientError as exc:
            return exc.code
        ws = client.ws
        try:
            await client.send(first)
            self._ws = ws
            self._emit_state("connected", 0)
            assert self._outbox is not None
            sender = asyncio.create_task(self._pump(ws, self._outbox))
            try:
                async for data in ws:
                    self._deliver(data)
            finally:
                sender.cancel()
                self._ws = None
        except (ConnectionClosed, ClientError, OSError):
            pass
        code = ws.close_code or 1006
        if self._closing or code == 1000:
            return "done"
        return p.FINAL_CLOSES.get(code, "lost")

    async def _pump(self, ws: Any, outbox: asyncio.Queue[bytes]) -> None:
        while True:
            data = await outbox.get()
            await ws.send(data.decode())

    def _deliver(self, data: str | bytes) -> None:
        try:
            message = p.server_decoder.decode(data)
        except (msgspec.DecodeError, msgspec.ValidationError) as exc:
            log.error("unreadable message from the server: %s", exc)
            self._emit_failed("bad-message")
            return
        if isinstance(message, p.Welcome) and message.token:
            self._resume = message.token
        try:
            self.received.emit(message)
        except RuntimeError:  # the window went away meanwhile
            pass

    def _emit_state(self, state: str, value: int) -> None:
        with contextlib.suppress(RuntimeError):
            self.state_changed.emit(state, value)

    def _emit_failed(self, code: str) -> None:
        with contextlib.suppress(RuntimeError):
            self.failed.emit(code)
