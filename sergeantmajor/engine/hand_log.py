"""The moves of one hand as the match saw them: what a record stores, typed.

:class:`HandLog` is an immutable snapshot (cards as ints, seats as ints). The match keeps the
hands already played as finished snapshots and builds the one in progress on request, so
copying a match for the bots copies nothing of the past.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ExchangeEntry:
    """One exchange as it happened: ``up`` gave ``given`` to ``down`` and got ``back``.

    Rulebook exchange: one entry per card (one card each way, the same card when it came
    back). Classic exchange: one entry per pair, ``back`` in the order the cards went back.
    """

    up: int
    down: int
    given: tuple[int, ...]
    back: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandLog:
    """Everything that was decided in one hand, in the order of the record's ``hands`` entry.

    ``deal`` is each seat's cards before any exchange (seat 0 first, in dealing order);
    ``targets`` is set only when the dealer assigned them (the dealer-assigns rule);
    ``trump`` is a suit number (4 = no trump) or ``None`` before it is named; ``plays`` is
    every card played, from the first lead on.
    """

    dealer: int
    deal: tuple[tuple[int, ...], ...]
    kitty: tuple[int, ...]
    targets: tuple[int, ...] | None
    exchanges: tuple[ExchangeEntry, ...]
    trump: int | None
    discards: tuple[int, ...]
    plays: tuple[int, ...]


__all__ = ["ExchangeEntry", "HandLog"]
