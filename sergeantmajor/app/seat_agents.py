"""The window's seat agents: the person at this screen, the computer players thinking on a
thread, and the tutorial's scripted seats (see :mod:`sergeantmajor.seats` for the protocol).

Each is small on purpose: what a seat's occupant does on its turn. The controller gives them
the two things they cannot do themselves: offering a turn on the table, and running a bot
off the GUI thread at the pace a person can follow.
"""

from __future__ import annotations

from collections.abc import Callable

from ..ai.base import Bot
from ..engine import Action
from ..seats import PassiveAgent, Turn
from .guide import Guide


class LocalPlayer(PassiveAgent):
    """The person at this screen: their turn is offered on the table (``offer``)."""

    def __init__(self, offer: Callable[[Turn], None]) -> None:
        self._offer = offer
        self.turn: Turn | None = None  # the decision offered, until it is made or goes stale

    def decide(self, turn: Turn) -> None:
        self.turn = turn
        self._offer(turn)

    def cancel(self) -> None:
        self.turn = None


class GuidedPlayer(LocalPlayer):
    """The player in a tutorial lesson: offered a turn only when the script waits for them."""

    def __init__(self, offer: Callable[[Turn], None], guide: Guide) -> None:
        super().__init__(offer)
        self.guide = guide

    def decide(self, turn: Turn) -> None:
        self.turn = turn
        if self.guide.player_may_act():
            self._offer(turn)


class ThreadedBot(PassiveAgent):
    """A computer player: ``think`` runs it off the GUI thread and answers the turn."""

    def __init__(self, bot: Bot, think: Callable[[Turn, Bot], None]) -> None:
        self.bot = bot
        self._think = think

    def decide(self, turn: Turn) -> None:
        self._think(turn, self.bot)


class ScriptedBot(PassiveAgent):
    """A computer player of a tutorial lesson: it makes the script's prepared moves
    (``deliver`` paces them as a bot's); with no move prepared, the lesson waits."""

    def __init__(self, guide: Guide, deliver: Callable[[Turn, Action], None]) -> None:
        self.guide = guide
        self._deliver = deliver

    def decide(self, turn: Turn) -> None:
        move = self.guide.next_move()
        if move is not None:
            self._deliver(turn, move)
