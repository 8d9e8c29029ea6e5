"""Play a recorded deal again, or export it for a friend (no Qt).

Both go through the record (RECORD.md) and :func:`replay`, so the rules judge them as they
judge any record.

* :func:`match_for_hand` is "Play this deal again": the record cut just before hand ``k``'s
  first move, replayed. The match that comes back is the engine's state at the start of that
  hand: the same cards, dealer, targets, scores and chips before it, and the same exchange
  to come (it follows from the last hand's points). Hands after it are shuffled afresh.
* :func:`deal_record` is "Export this deal": a record whose last hand is hand ``k``'s deal
  with no moves. RECORD.md has no field for scores carried into a match, so there are two
  forms. The default is a one-hand record: ``first_dealer`` is hand ``k``'s dealer (the
  rotation rule then holds, and ``check`` accepts it as a match whose first hand is in
  progress), everyone starts at 0, and, being a first hand, it has no exchange: the friend
  plays the very same dealt cards, without the scores and exchange that led to them.
  ``with_history`` keeps every earlier hand with its moves instead, which carries the
  scores and the exchange exactly, at the price of showing how the match went.
"""

from __future__ import annotations

import copy
from typing import Any

from .errors import RecordError
from .match import Match
from .record import replay, validate

DEAL_FIELDS = ("dealer", "deal", "kitty")  # what a hand holds before any move


def _hand_index(data: dict[str, Any], hand: int) -> int:
    validate(data)
    count = len(data["hands"])
    if not 0 <= hand < count:
        raise RecordError(f"hand {hand + 1}: the record holds {count} hand(s)")
    return hand


def cut_before(data: dict[str, Any], hand: int) -> dict[str, Any]:
    """The record up to the start of ``hand`` (0-based): earlier hands with their moves,
    then that hand's deal without moves."""
    h = _hand_index(data, hand)
    out = copy.deepcopy(data)
    out["hands"] = [*out["hands"][:h], {k: out["hands"][h][k] for k in DEAL_FIELDS}]
    return out


def match_for_hand(data: dict[str, Any], hand: int, seed: int | None = None) -> Match:
    """A match at the start of ``hand`` (0-based) of the record ``data``, with the same cards
    and scores before it; later hands are shuffled from ``seed``.

    Raises :class:`RecordError` / :class:`ReplayError` as :func:`replay` does.
    """
    return replay(cut_before(data, hand), seed)


def deal_record(data: dict[str, Any], hand: int, with_history: bool = False) -> dict[str, Any]:
    """A record holding ``hand``'s (0-based) deal and no moves of it (see the module notes).

    The result is a valid record; ``sergeantmajor check`` reports it as unfinished.
    """
    cut = cut_before(data, hand)
    replay(cut)  # the earlier moves must be legal for the cut to mean anything
    if with_history:
        return cut
    only = cut["hands"][-1]
    cut["first_dealer"] = only["dealer"]
    cut["hands"] = [only]
    return cut


__all__ = ["cut_before", "deal_record", "match_for_hand"]
