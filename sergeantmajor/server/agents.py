"""The agents a server table seats, and what each seat is shown (no Qt, no sockets).

A seat of a network table is decided for by a :class:`RemoteSeat` (the person at the other end
of a connection: the turn is sent to them and their ``act`` answers it) or a :class:`BotSeat`
(a computer player: the seats kept for bots, a stand-in for a dropped player, a seat given up
during play). What each seat sees comes from :class:`SeatChannel`, a watcher of the turn loop
(:class:`~sergeantmajor.seats.MatchRunner`) at that seat's eyes: the runner redacts every event
for the seat before the channel gets it, exactly as it does for the window's own table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..ai.base import Bot
from ..engine import Action
from ..engine import events as ev
from ..engine.view import SeatView
from ..seats import PassiveAgent, Turn

#: How the table has a bot think: ``think(bot, view, done)`` calls ``done(action)`` later on
#: the table's own thread (the server runs the bot in an executor thread meanwhile).
Think = Callable[[Bot, SeatView, Callable[[Action], None]], None]


class RemoteSeat(PassiveAgent):
    """A person at the other end of a connection: their turn waits for their ``act``.

    The table sends ``turn`` when :attr:`unsent` (the connection may be away: the turn is
    sent again when they come back).
    """

    def __init__(self) -> None:
        self.turn: Turn | None = None
        self.unsent = False

    def decide(self, turn: Turn) -> None:
        self.turn = turn
        self.unsent = True

    def cancel(self) -> None:
        self.turn = None
        self.unsent = False


class BotSeat(PassiveAgent):
    """A computer player at a server table; it thinks through the table's ``think``."""

    def __init__(self, bot: Bot, think: Think, answered: Callable[[], None]) -> None:
        self.bot = bot
        self._think = think
        self._answered = answered

    def decide(self, turn: Turn) -> None:
        def done(action: Action) -> None:
            if turn.answer(action) is None:  # a stale answer (the seat changed hands) is dropped
                self._answered()

        self._think(self.bot, turn.view, done)


#: One decision as a seat is told of it: ``(seq, seat who decided, events, view after)``.
Batch = tuple[int, int, list[ev.Event], dict[str, Any] | None]


class SeatChannel:
    """What one seat (or the spectators, at ``SPECTATOR``) is to be sent: the events of each
    decision, grouped by decision, with the seat's view after them, until the table sends
    them."""

    def __init__(self) -> None:
        self._batches: list[Batch] = []

    def begin(self, seq: int, seat: int, view: dict[str, Any] | None) -> None:
        """Decision ``seq - 1`` (by ``seat``) was applied, leaving this seat ``view`` (wire
        form; ``None``: nobody is there to be sent it): its events follow."""
        self._batches.append((seq, seat, [], view))

    def observe(self, event: ev.Event) -> None:
        """An event, already redacted for this channel's seat by the runner."""
        if self._batches:  # the first deal's events come before any decision: ``state`` says it
            self._batches[-1][2].append(event)

    def take(self) -> list[Batch]:
        """The batches to send (and forget)."""
        batches, self._batches = self._batches, []
        return batches
