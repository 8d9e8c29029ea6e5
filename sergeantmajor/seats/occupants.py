"""The two kinds of seat occupant every host uses (no Qt): a person offered the turn, and a
computer player thinking somewhere.

The window, the table server and the client-side players all seat these two; what differs
between hosts is only how a turn is offered (a prompt on the table, a ``turn`` message on a
connection) and where a bot thinks (a thread at a person's pace, the server's executor, at
once on the caller's thread). A client that was offered a turn (a ``turn`` message, the
table's prompt) and lets a computer player answer it gives a :func:`client_turn` to a
:class:`BotSeat`: the answer goes back the way the turn came.
"""

from __future__ import annotations

from collections.abc import Callable

from ..ai.base import Bot
from ..engine import Action, IllegalActionError
from ..engine.view import SeatView
from .agent import PassiveAgent, Turn
from .bots import safe_choice
from .runner import STALE

#: ``think(bot, view, answer)`` has ``bot`` choose on ``view`` (now or later, anywhere) and
#: gives the choice to ``answer``, which says whether it was taken (``None``) or why not.
Think = Callable[[Bot, SeatView, Callable[[Action], IllegalActionError | None]], None]


def think_now(bot: Bot, view: SeatView,
              answer: Callable[[Action], IllegalActionError | None]) -> None:
    """Think on the caller's thread and answer at once (headless tools, tests)."""
    answer(safe_choice(bot, view))


class OfferedSeat(PassiveAgent):
    """A person, here or far away: the turn is offered (``offer``: a prompt on the table, a
    ``turn`` message) and answered by whoever holds it, through :meth:`answer`."""

    def __init__(self, offer: Callable[[Turn], None]) -> None:
        self._offer = offer
        self.turn: Turn | None = None  # the decision offered, until it is made or goes stale

    def decide(self, turn: Turn) -> None:
        self.turn = turn
        self._offer(turn)

    def cancel(self) -> None:
        self.turn = None

    def answer(self, action: Action) -> IllegalActionError | None:
        """The person's decision: ``None`` if taken, else why not (the engine's rule code,
        ``"stale"``, or ``"not-your-turn"`` when nothing is offered)."""
        turn = self.turn
        if turn is None:
            return IllegalActionError("it is not your turn", rule="not-your-turn")
        error = turn.answer(action)
        if error is None or error.rule == STALE:
            if self.turn is turn:
                self.turn = None
        return error


class BotSeat(PassiveAgent):
    """A computer player: its turn goes to ``think`` (see :data:`Think`), which answers it."""

    def __init__(self, bot: Bot, think: Think = think_now) -> None:
        self.bot = bot
        self._think = think

    def decide(self, turn: Turn) -> None:
        self._think(self.bot, turn.view, turn.answer)


def client_turn(view: SeatView, number: int,
                send: Callable[[Action], IllegalActionError | None]) -> Turn:
    """A decision offered to this side of a connection or a table, as a :class:`Turn`:
    ``view`` is the seat's view with its legal actions, ``number`` the decision's number
    where it was asked; answering it calls ``send`` with the action (``None``: it was taken,
    else why not)."""
    return Turn(view.seat, 0, number, view, lambda _turn, action: send(action))
