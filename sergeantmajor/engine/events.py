"""What ``Match.apply`` reports: one small frozen dataclass per thing that happened.

Events carry everything that happened, including cards only some seats may see; use
:func:`sergeantmajor.engine.view.redact` to get the version one seat is allowed to know.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class EndReason(enum.Enum):
    """Why a match ended (and, for ties, how the winner was found)."""

    POINT_LIMIT = "point-limit"
    TIE_LAST_HAND = "tie-last-hand"
    TIE_LATEST_TRICK = "tie-latest-trick"
    ROTATION = "rotation"
    HANDS = "hands"
    CHIPS = "chips"
    TWELVE_TRICKS = "twelve-tricks"
    HAND_LIMIT = "hand-limit"  # nothing else ended the match within Rules.hand_limit hands


@dataclass(frozen=True, slots=True)
class HandStarted:
    """A new hand: its 0-based number, dealer and targets per seat (seat 0 first)."""

    hand: int
    dealer: int
    targets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardsDealt:
    """The deal: cards per seat (``None`` where hidden) and the kitty (``None`` when hidden)."""

    dealer: int
    hands: tuple[tuple[int, ...] | None, ...]
    kitty: tuple[int, ...] | None
    kitty_size: int


@dataclass(frozen=True, slots=True)
class TargetsAssigned:
    """Double dealer's choice: the targets the dealer gave each seat."""

    dealer: int
    targets: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ExchangeBegins:
    """An up player is about to exchange ``count`` cards with a down player."""

    up: int
    down: int
    count: int


@dataclass(frozen=True, slots=True)
class CardExchanged:
    """Rulebook exchange of one card: ``given`` went to ``down``, ``returned`` came back.

    ``returned == given`` when the down player held no stronger card of that suit.
    Both are ``None`` in the version shown to the third player.
    """

    up: int
    down: int
    given: int | None
    returned: int | None


@dataclass(frozen=True, slots=True)
class CardsExchanged:
    """Classic exchange: ``given`` (low cards) for ``returned`` (the down player's highest)."""

    up: int
    down: int
    given: tuple[int, ...] | None
    returned: tuple[int, ...] | None
    count: int


@dataclass(frozen=True, slots=True)
class TrumpNamed:
    """The dealer named ``suit`` (4 = no trump)."""

    dealer: int
    suit: int


@dataclass(frozen=True, slots=True)
class CardDiscarded:
    """The dealer put a card aside (``None`` for the other seats)."""

    dealer: int
    card: int | None


@dataclass(frozen=True, slots=True)
class KittyTaken:
    """The dealer picked up the kitty (cards ``None`` for the other seats)."""

    dealer: int
    cards: tuple[int, ...] | None


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """``seat`` played ``card`` to the trick."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class TrickWon:
    """Trick ``index`` (0-based in the hand) went to ``winner``; ``cards`` in play order."""

    index: int
    winner: int
    leader: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandScored:
    """End of a hand: tricks and points per seat, running totals (points, chips)."""

    hand: int
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    totals: tuple[int, ...]
    chips: tuple[int, ...]
    chip_totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchOver:
    """The match ended: the winning seat and why."""

    winner: int
    reason: EndReason
    totals: tuple[int, ...]


Event = (
    HandStarted | CardsDealt | TargetsAssigned | ExchangeBegins | CardExchanged | CardsExchanged
    | TrumpNamed | CardDiscarded | KittyTaken | CardPlayed | TrickWon | HandScored | MatchOver
)
