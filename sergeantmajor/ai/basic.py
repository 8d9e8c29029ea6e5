"""A simple rule player: sensible but with no counting or look-ahead."""

from __future__ import annotations

from ..engine.actions import (
    Action,
    AssignTargets,
    Discard,
    Give,
    NameTrump,
    Play,
    Return,
)
from ..engine.cards import NO_TRUMP, SUIT_MASKS, trick_winner
from ..engine.view import SeatView
from .base import Bot


def suit_strength(hand: int, suit: int) -> tuple[int, int]:
    """Length of a suit in ``hand``, then the sum of its ranks (a tie-break)."""
    cards = hand & SUIT_MASKS[suit]
    ranks = sum(c % 13 for c in range(52) if (cards >> c) & 1)
    return cards.bit_count(), ranks


def beats(card: int, best: int, trump: int | None) -> bool:
    """Whether ``card`` beats ``best``, the card currently winning a trick (engine's rule)."""
    return trick_winner((best, card), trump) == 1


class BasicBot(Bot):
    """Trump from the longest suit, discard and give low cards, win cheaply, else play low."""

    name = "basic"

    def choose(self, view: SeatView) -> Action:
        actions = view.legal_actions
        first = actions[0]
        hand = view.hand_mask
        # Every legal action of one decision is of the same kind as the first.
        if isinstance(first, NameTrump):
            suits = [a for a in actions if isinstance(a, NameTrump) and a.suit != NO_TRUMP]
            return max(suits, key=lambda a: suit_strength(hand, a.suit))
        if isinstance(first, AssignTargets):
            # Keep the smallest target for itself; the rest in the usual order.
            assigns = [a for a in actions if isinstance(a, AssignTargets)]
            return min(assigns, key=lambda a: a.targets[view.seat])
        if isinstance(first, (Discard, Give, Return)):
            cards = [a for a in actions if isinstance(a, (Discard, Give, Return))]
            if isinstance(first, Return):
                return min(cards, key=lambda a: a.card)
            # Lowest rank first, never a trump when there is a choice.
            return min(cards, key=lambda a: (a.card // 13 == view.trump, a.card % 13))
        return self._play(view, [a for a in actions if isinstance(a, Play)])

    def _play(self, view: SeatView, plays: list[Play]) -> Play:
        trump = view.trump
        low = min(plays, key=lambda a: (a.card // 13 == trump, a.card % 13))
        if not view.trick:
            high = max(plays, key=lambda a: a.card % 13)
            return high if high.card % 13 >= 11 else low
        cards = [card for _, card in view.trick]
        best = cards[trick_winner(cards, trump)]
        winners = [a for a in plays if beats(a.card, best, trump)]
        if winners:
            return min(winners, key=lambda a: (a.card // 13 == trump, a.card % 13))
        return low
