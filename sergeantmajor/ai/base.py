"""The one interface every computer player implements, and the registry of levels.

A bot is a class constructed as ``Bot(seed=None)`` with one method, ``choose(view)``, that
returns one of ``view.legal_actions``. It sees only its own seat's view. ``make_bot``
accepts a level name (``random``, ``basic``, ...) or ``module:Class`` for a bot written
outside the project.
"""

from __future__ import annotations

import importlib
import random

from ..engine.actions import Action
from ..engine.levels import PLAYER_LEVELS as _PLAYER_LEVELS
from ..engine.levels import is_level
from ..engine.view import SeatView


class Bot:
    """Base class of computer players: override :meth:`choose`."""

    name = "bot"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        """Pick one of ``view.legal_actions`` (it is this bot's turn)."""
        raise NotImplementedError


# The project's own levels: a static table of name -> "module:Class", resolved by the same
# loader as a bot written outside the project (so no module here imports the bots back).
LEVELS: dict[str, str] = {
    "random": "sergeantmajor.ai.random_bot:RandomBot",
    "basic": "sergeantmajor.ai.basic:BasicBot",
    "easy": "sergeantmajor.ai.easy:EasyBot",
    "normal": "sergeantmajor.ai.normal:NormalBot",
    "expert": "sergeantmajor.ai.expert:ExpertBot",
}

# The levels a player chooses opponents from (and the only ones a record or the settings may
# name for a seat); "random" and "basic" are yardsticks for `sim` and `duel`. The names live in
# the engine (engine/levels.py), which must not import this module.
PLAYER_LEVELS: tuple[str, ...] = _PLAYER_LEVELS


def levels() -> list[str]:
    """The names of the project's levels."""
    return list(LEVELS)


def is_player_level(name: str) -> bool:
    """Whether ``name`` is one of the project's own levels (never a ``module:Class``)."""
    return is_level(name)


def _load(spec: str) -> type[Bot]:
    module_name, _, class_name = spec.partition(":")
    try:
        module = importlib.import_module(module_name)
        cls = getattr(module, class_name)
    except (ImportError, AttributeError) as exc:
        raise ValueError(f"cannot load bot {spec!r}: {exc}") from None
    if not callable(getattr(cls, "choose", None)):
        raise ValueError(f"{spec!r} has no choose(view) method")
    bot: type[Bot] = cls  # checked above: it has choose(view)
    return bot


def bot_class(spec: str) -> type[Bot]:
    """The bot class of a level name or ``module:Class``; ``ValueError`` if unknown."""
    if spec in LEVELS:
        return _load(LEVELS[spec])
    if ":" in spec:
        return _load(spec)
    raise ValueError(f"unknown bot {spec!r} (known: {', '.join(LEVELS)}, or module:Class)")


def make_bot(spec: str, seed: int | None = None) -> Bot:
    """A bot of level ``spec`` (or ``module:Class``) seeded with ``seed``."""
    return bot_class(spec)(seed=seed)
