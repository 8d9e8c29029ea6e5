"""The names of the computer players' levels (pure data: the bots themselves live in ``ai``).

The record validator, the settings and the table server check seat kinds against these names;
:mod:`sergeantmajor.ai.base` maps each name to its bot class. Keeping the names here keeps the
engine from importing upward into ``ai``.
"""

from __future__ import annotations

#: Every level the project ships, weakest first ("random" and "basic" are yardsticks).
LEVEL_NAMES: tuple[str, ...] = ("random", "basic", "easy", "normal", "expert")

#: The levels a player chooses opponents from (and the only ones a record may name for a seat).
PLAYER_LEVELS: tuple[str, ...] = ("easy", "normal", "expert")


def is_level(name: object) -> bool:
    """Whether ``name`` is one of the project's own levels (never a ``module:Class``)."""
    return isinstance(name, str) and name in LEVEL_NAMES
