"""The dealer's trump and discards, chosen by playing sampled deals out with counting players.

The Normal level picks trump and discards by a hand estimate (:func:`hand_value`). Here
each candidate (a trump with the discards the estimate would then make, or one discard
with the rest of the estimate's plan) is played out on the same sampled deals of the
cards the dealer cannot see, every seat playing as the counting player does
(:func:`counting_playout`); the candidate that takes most tricks on average wins. The
estimate's own choice is kept unless another candidate beats it by ``margin`` tricks a
deal, so sampling noise cannot talk the dealer out of a sound plan.

Only the kitty orders in which the dealer knows its kept cards when it plans are searched:
the kitty already taken, or discards made before the unseen kitty arrives (the rulebook's
order), or no kitty. Under the blind kitty the dealer discards after seeing it, which the
estimate handles.
"""

from __future__ import annotations

import random

from ..engine.actions import Discard, NameTrump
from ..engine.rules import KittyMode
from ..engine.view import SeatView
from .counting_playout import counting_playout
from .heuristics import best_drop, cards_to_drop_before_play, choose_discard, choose_trump
from .knowledge import Knowledge

DEFAULT_MARGIN = 0.08  # tricks a deal another plan must gain over the estimate's own plan


def searchable(view: SeatView) -> bool:
    """Whether the dealer knows every card it keeps when it makes this choice."""
    return view.rules.kitty is not KittyMode.BLIND or view.kitty_taken


def _score(view: SeatView, know: Knowledge, plans: list[tuple[int, int]], deals: int,
           rng: random.Random) -> list[float]:
    """Average tricks the dealer takes with each (trump, cards put away) plan."""
    n, me = view.rules.players, view.seat
    hand = view.hand_mask
    arrives = not view.kitty_taken and view.rules.kitty is not KittyMode.NONE
    put_away = 0
    for c in view.discards:
        put_away |= 1 << c
    totals = [0.0] * len(plans)
    for _ in range(deals):
        hands, sink = know.sample_with_rest(rng)
        for i, (trump, drop) in enumerate(plans):
            h = list(hands)
            h[me] = (hand & ~drop) | (sink if arrives else 0)
            tricks = [0] * n
            counting_playout(h, trump, (view.dealer + 1) % n, [], tricks, [0] * n,
                             put_away | drop, me)
            totals[i] += tricks[me]
    return [t / deals for t in totals]


def search_trump(view: SeatView, know: Knowledge, deals: int, rng: random.Random,
                 margin: float = DEFAULT_MARGIN) -> NameTrump:
    """The trump whose plan plays best, or the estimate's trump unless beaten by ``margin``."""
    usual = choose_trump(view)
    if not searchable(view):
        return usual
    hand = view.hand_mask
    drop_count = cards_to_drop_before_play(view)
    suits = [a.suit for a in view.legal_actions if isinstance(a, NameTrump)]
    plans = [(s, best_drop(hand, s, drop_count) if drop_count else 0) for s in suits]
    scores = _score(view, know, plans, deals, rng)
    base = scores[suits.index(usual.suit)]
    best = max(range(len(suits)), key=lambda i: scores[i])
    return NameTrump(suits[best]) if scores[best] > base + margin else usual


def search_discard(view: SeatView, know: Knowledge, deals: int, rng: random.Random,
                   margin: float = DEFAULT_MARGIN) -> Discard:
    """The discard whose plan plays best, or the estimate's discard unless beaten."""
    usual = choose_discard(view)
    if not searchable(view):
        return usual
    trump = 4 if view.trump is None else view.trump
    hand = view.hand_mask
    left = max(1, cards_to_drop_before_play(view))
    cards = [a.card for a in view.legal_actions if isinstance(a, Discard)]
    plans = []
    for c in cards:
        rest = best_drop(hand & ~(1 << c), trump, left - 1) if left > 1 else 0
        plans.append((trump, (1 << c) | rest))
    scores = _score(view, know, plans, deals, rng)
    base = scores[cards.index(usual.card)]
    best = max(range(len(cards)), key=lambda i: scores[i])
    return Discard(cards[best]) if scores[best] > base + margin else usual
