"""The tutorial's seats in the window: the player, offered a turn only when the lesson's
script waits for them, and the computer players making the script's prepared moves (see
:mod:`sergeantmajor.seats` for the protocol; the window's other occupants are the seats'
own :class:`~sergeantmajor.seats.OfferedSeat` and :class:`~sergeantmajor.seats.BotSeat`).
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Action
from ..seats import OfferedSeat, PassiveAgent, Turn
from .guide import Guide


class GuidedPlayer(OfferedSeat):
    """The player in a tutorial lesson: offered a turn only when the script waits for them."""

    def __init__(self, offer: Callable[[Turn], None], guide: Guide) -> None:
        super().__init__(offer)
        self.guide = guide

    def decide(self, turn: Turn) -> None:
        if self.guide.player_may_act():
            super().decide(turn)


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
