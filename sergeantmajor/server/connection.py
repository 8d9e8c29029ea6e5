"""One WebSocket connection of the table server, and the clock its tables run on (no Qt).

A :class:`Connection` is what a table sees as a :class:`~.edges.Member`: a message is written
at once while the peer reads (as websockets' own ``broadcast`` writes: no task, no await),
else queued for its writer task, which sends in order once the peer reads again; a close
after what was sent; and the limits of one connection (the flood bucket, wrong guesses,
chat pace). :class:`LoopClock` gives tables the loop's time
and timers and has bots think in an executor thread.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

from ..ai.base import Bot
from ..engine import Action
from ..seats.bots import safe_choice
from .bot_pool import BotPool
from .limits import Bucket
from .table import Table

log = logging.getLogger("sergeantmajor.server")

#: The flood limit: a connection's bucket holds this many messages and refills at RATE a
#: second; an accepted ``act`` gives its token back (a fast bot is no flood).
BUCKET = 30
RATE = 10.0
#: Seconds between chat lines of one connection.
CHAT_INTERVAL = 1.0
#: Messages waiting for a slow reader before its connection is closed.
MAX_QUEUE = 2000


class Connection:
    """One WebSocket connection: its outgoing queue, its limits, where it sits."""

    def __init__(self, ws: ServerConnection, number: int) -> None:
        self.ws = ws
        peer = ws.remote_address
        where = f"{peer[0]}:{peer[1]}" if isinstance(peer, tuple) and len(peer) >= 2 else "?"
        self.label = f"conn {number} ({where})"
        #: The peer's address, and what limits count it as (``None``: not per address).
        self.address = str(peer[0]) if isinstance(peer, tuple) and peer else ""
        self.key: str | None = None
        #: When it must have said who it is (on the loop's monotonic clock).
        self.deadline = 0.0
        #: Refused messages it may still get before it is closed.
        self.strikes: Bucket | None = None
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
        #: Bytes the socket may hold unsent before messages wait in the queue (websockets'
        #: own limit, past which its ``send`` would wait for the peer).
        self._high = ws.transport.get_write_buffer_limits()[1]

    # --------------------------------------------------------------- Member
    def send(self, data: bytes) -> None:
        """Send one message: written now when nothing waits before it and the peer reads
        (a whole action's messages cost no task switch), else queued for the writer task."""
        if self._closing is not None:
            return
        if not self._queue:
            ws = self.ws
            if ws.protocol.state is not State.OPEN:
                return  # closing or closed: nothing more goes out (as ws.send would raise)
            if getattr(ws, "send_in_progress", None) is None \
                    and ws.transport.get_write_buffer_size() <= self._high:
                try:
                    ws.protocol.send_text(data)
                    ws.send_data()
                except Exception as exc:  # the socket failed: the connection is ending
                    log.debug("%s: a message could not be written: %s", self.label, exc)
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

    def think(self, bot: Bot, view: Any, done: Callable[[Action], object]) -> None:
        if self.pool is not None:
            self.pool.think(self.loop, bot, view,
                            lambda action: _guarded(lambda: done(action))())
            return
        future = self.loop.run_in_executor(self.executor, safe_choice, bot, view)

        def answer(result: asyncio.Future[Action]) -> None:
            if not result.cancelled() and result.exception() is None:
                _guarded(lambda: done(result.result()))()

        future.add_done_callback(answer)


def _guarded(callback: Callable[[], object]) -> Callable[[], None]:
    """``callback`` that logs a failure instead of passing it to the loop."""
    def run() -> None:
        try:
            callback()
        except Exception:
            log.exception("a table failed in a timer or a bot's answer")
    return run
