"""A bot that plays a uniformly random legal action (a floor for benchmarks and tests)."""

from __future__ import annotations

from ..engine.actions import Action
from ..engine.view import SeatView
from .base import Bot


class RandomBot(Bot):
    """Random legal actions."""

    name = "random"

    def choose(self, view: SeatView) -> Action:
        return self.rng.choice(view.legal_actions)
