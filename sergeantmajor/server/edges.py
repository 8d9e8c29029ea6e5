"""What a server table meets at its edges (no Qt, no sockets): the connections at it
(:class:`Member`), time and thinking (:class:`Clock`), and the refusal of anything asked of it
(:class:`TableError`). The WebSocket server provides the real ones; tests give a table plain
objects and run it with no network and no loop at all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ..ai.base import Bot
from ..engine import Action


class TableError(Exception):
    """Something a connection asked for that is not done; nothing changed.

    ``code`` names it for programs (docs/PROTOCOL.md lists them); ``refused`` marks an
    ``act`` answer (sent as ``refused`` with ``seq``) rather than an ``error``; ``close``
    is the close code when the connection is to be closed after the message.
    """

    def __init__(self, code: str, message: str, *, refused: bool = False,
                 seq: int | None = None, close: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.refused = refused
        self.seq = seq
        self.close = close


class Member(Protocol):
    """One connection at the table, as the table sees it."""

    label: str  # for log lines: who it is

    def send(self, data: bytes) -> None:
        """Send one encoded message (queued; never blocks)."""

    def close(self, code: int, reason: str) -> None:
        """Close the connection with a code and a reason."""


class Cancellable(Protocol):
    """A timer the table may call off."""

    def cancel(self) -> None:
        """Do not call it."""


class Clock(Protocol):
    """Time, timers and thinking, as the table's host provides them."""

    def now(self) -> float:
        """Seconds on a monotonic clock."""

    def call_later(self, delay: float, callback: Callable[[], None]) -> Cancellable:
        """Call ``callback`` on the table's thread after ``delay`` seconds."""

    def think(self, bot: Bot, view: Any, done: Callable[[Action], object]) -> None:
        """Have ``bot`` choose on ``view``, then call ``done(action)`` on the table's thread."""


__all__ = ["Cancellable", "Clock", "Member", "TableError"]
