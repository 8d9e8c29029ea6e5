"""The Easy level: plays sensibly, but like a beginner who does not count and slips up.

It follows the simple rules of :class:`BasicBot` (longest suit as trump, low discards, win
a trick as cheaply as it can, else play low) and never counts cards or voids. Now and then
it makes a typical human mistake: it wastes a high card, ducks a trick it could take, or
plays a card almost at random.
"""

from __future__ import annotations

from ..engine.actions import Action, Play
from ..engine.view import SeatView
from .basic import BasicBot


class EasyBot(BasicBot):
    """Easy level: basic rules of thumb plus human slips."""

    name = "easy"
    mistake_rate = 0.25  # chance that a card play is a slip rather than the sensible card

    def choose(self, view: SeatView) -> Action:
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has no decision to make now")
        action = super().choose(view)
        plays = [a for a in view.legal_actions if isinstance(a, Play)]
        if len(plays) < 2 or self.rng.random() >= self.mistake_rate:
            return action
        slip = self.rng.random()
        if slip < 0.4:  # throws away its best card of the suit
            return max(plays, key=lambda a: a.card % 13)
        if slip < 0.7:  # lets the trick go although it could win it
            return min(plays, key=lambda a: (a.card // 13 == view.trump, a.card % 13))
        return self.rng.choice(plays)
