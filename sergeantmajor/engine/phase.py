"""What a match is waiting for (``Match.phase``)."""

from __future__ import annotations

import enum


class Phase(enum.Enum):
    """What the match is waiting for."""

    ASSIGN_TARGETS = "assign-targets"
    EXCHANGE_GIVE = "exchange-give"
    EXCHANGE_RETURN = "exchange-return"
    TRUMP = "trump"
    DISCARD = "discard"
    PLAY = "play"
    MATCH_OVER = "match-over"


__all__ = ["Phase"]
