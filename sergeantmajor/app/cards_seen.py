"""What the player has seen of the hand so far, per suit: the model of the cards-seen panel.

Built from the player's :class:`~sergeantmajor.engine.view.SeatView` only, so it can never
show more than the player saw: the cards played, the player's own hand and (for the dealer)
the cards put aside, and the cards the player gave in an exchange, whose holder is known.
Everything else of the deck is "still out".
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.cards import deck, rank_of, suit_of
from ..engine.view import SeatView


@dataclass
class SuitSeen:
    """One suit: cards played, in the player's hand, put aside, and still out (high first)."""

    suit: int
    played: list[int] = field(default_factory=list)
    mine: list[int] = field(default_factory=list)
    aside: list[int] = field(default_factory=list)
    out: list[int] = field(default_factory=list)
    holders: dict[int, int] = field(default_factory=dict)  # out card -> the seat it went to


@dataclass
class CardsSeen:
    """The four suits as the player knows them, and trump."""

    suits: list[SuitSeen]
    trump: int | None  # None: not named yet; 4: no trump

    @property
    def trumps_out(self) -> int | None:
        """How many trumps are still out (not played, not in the player's hand)."""
        if self.trump is None or self.trump == 4:
            return None
        return len(self.suits[self.trump].out)


def cards_seen(view: SeatView) -> CardsSeen:
    """The cards-seen summary of ``view``."""
    played = view.played_mask
    mine = set(view.hand)
    aside = set(view.discards)  # only the dealer's own view has them
    holders: dict[int, int] = {}
    for seen in view.exchanges:  # cards the player handed over: known to be with the other
        if seen.given is None or seen.back is None:
            continue
        if seen.up == view.seat:
            holders.update({c: seen.down for c in seen.given})
        elif seen.down == view.seat:
            holders.update({c: seen.up for c in seen.back})
    suits = [SuitSeen(s) for s in range(4)]
    for card in sorted(deck(without_two_of_clubs=not view.rules.has_kitty),
                       key=rank_of, reverse=True):
        entry = suits[suit_of(card)]
        if played >> card & 1:
            entry.played.append(card)
        elif card in mine:
            entry.mine.append(card)
        elif card in aside:
            entry.aside.append(card)
        else:
            entry.out.append(card)
            if card in holders:
                entry.holders[card] = holders[card]
    return CardsSeen(suits, view.trump)
