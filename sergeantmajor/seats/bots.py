"""Computer players' levels, and the one fallback for a bot that fails (no Qt).

:func:`load_bot` turns a level named by a record, the settings or a network table into a bot,
never importing a module a file names; :class:`DeferredBot` loads it at its first move;
:func:`safe_choice` is the one place a failing or cheating bot is replaced by a legal move. A
bot sits at a seat as a :class:`~.occupants.BotSeat`.
"""

from __future__ import annotations

import logging

from ..ai.base import Bot, is_player_level, make_bot
from ..engine import Action
from ..engine.view import SeatView

log = logging.getLogger(__name__)


def load_bot(level: str, seed: int | None) -> Bot:
    """A bot of ``level``, falling back to "basic" when that level cannot be loaded.

    Only the game's own levels: a seat read from a file never names a module to import.
    """
    if not is_player_level(level):
        log.warning("unknown bot level %r; using basic", level[:60])
        return make_bot("basic", seed)
    try:
        return make_bot(level, seed)
    except (ImportError, ValueError) as exc:
        log.warning("bot level %r unavailable (%s); using basic", level, exc)
        return make_bot("basic", seed)


class DeferredBot(Bot):
    """A computer player whose module loads at its first move (on the thinking thread in the
    window: the deal and the hint button never wait for the Expert to import)."""

    def __init__(self, level: str, seed: int | None) -> None:
        super().__init__(seed)
        self.level = level
        self._seed = seed
        self._bot: Bot | None = None

    def choose(self, view: SeatView) -> Action:
        if self._bot is None:
            self._bot = load_bot(self.level, self._seed)
        return self._bot.choose(view)


def safe_choice(bot: Bot, view: SeatView) -> Action:
    """``bot``'s choice on ``view``, or the first legal action if the bot fails or cheats.

    A broken bot must not stop a match: its failure is logged and the game goes on.
    """
    try:
        action = bot.choose(view)
    except Exception:
        log.exception("bot %s failed", type(bot).__name__)
        return view.legal_actions[0]
    if action not in view.legal_actions:
        log.warning("bot %s chose an illegal move %r", type(bot).__name__, action)
        return view.legal_actions[0]
    return action
