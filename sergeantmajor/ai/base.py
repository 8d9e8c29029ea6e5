"""The one interface every computer player implements, and the registry of levels.

A bot is a class constructed as ``Bot(seed=None)`` with one method, ``choose(view)``, that
returns one of ``view.legal_actions``. It sees only its own seat's view. ``make_bot``
accepts a level name (``random``, ``basic``, ...) or ``module:Class`` for a bot written
outside the project.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable

from ..engine.actions import Action
from ..engine.view import SeatView


class Bot:
    """Base class of computer players: override :meth:`choose`."""

    name = "bot"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        """Pick one of ``view.legal_actions`` (it is this bot's turn)."""
        raise NotImplementedError


_LEVELS: dict[str, Callable[[], type[Bot]]] = {}


def register(name: str, loader: Callable[[], type[Bot]]) -> None:
    """Make a level available to :func:`make_bot` under ``name``."""
    _LEVELS[name] = loader


def levels() -> list[str]:
    """The names of the registered levels."""
    return list(_LEVELS)


def bot_class(spec: str) -> type[Bot]:
    """The bot class of a level name or ``module:Class``; ``ValueError`` if unknown."""
    if spec in _LEVELS:
        return _LEVELS[spec]()
    if ":" in spec:
        module_name, _, class_name = spec.partition(":")
        try:
            module = importlib.import_module(module_name)
            cls = getattr(module, class_name)
        except (ImportError, AttributeError) as exc:
            raise ValueError(f"cannot load bot {spec!r}: {exc}") from None
        if not callable(getattr(cls, "choose", None)):
            raise ValueError(f"{spec!r} has no choose(view) method")
        return cls
    raise ValueError(f"unknown bot {spec!r} (known: {', '.join(_LEVELS)}, or module:Class)")


def make_bot(spec: str, seed: int | None = None) -> Bot:
    """A bot of level ``spec`` (or ``module:Class``) seeded with ``seed``."""
    return bot_class(spec)(seed=seed)


def _random() -> type[Bot]:
    from .random_bot import RandomBot
    return RandomBot


def _basic() -> type[Bot]:
    from .basic import BasicBot
    return BasicBot


register("random", _random)
register("basic", _basic)


def _easy() -> type[Bot]:
    from .easy import EasyBot
    return EasyBot


def _normal() -> type[Bot]:
    from .normal import NormalBot
    return NormalBot


def _expert() -> type[Bot]:
    from .expert import ExpertBot
    return ExpertBot


register("easy", _easy)
register("normal", _normal)
register("expert", _expert)
