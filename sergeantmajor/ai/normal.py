"""The Normal level: counts cards and voids, manages trumps, second hand low, third hand high.

Every decision is a handful of bitmask operations over what the seat can infer
(:class:`Knowledge`), so a decision takes well under a millisecond.
"""

from __future__ import annotations

from ..engine.actions import Action, Play
from ..engine.cards import NO_TRUMP, SUIT_MASKS, trick_winner, trump_mask
from ..engine.view import SeatView
from .base import Bot
from .heuristics import choose_before_play
from .knowledge import Knowledge

SM = SUIT_MASKS


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _high(mask: int) -> int:
    return mask.bit_length() - 1


def current_best(trick: tuple[tuple[int, int], ...], trump: int | None) -> int:
    """The card winning the trick in progress (which must not be empty)."""
    cards = [card for _, card in trick]
    return cards[trick_winner(cards, trump)]


def choose_card(view: SeatView, know: Knowledge) -> int:
    """The card a counting player plays: see the module docstring for the plan."""
    hand = view.hand_mask
    legal = 0
    for action in view.legal_actions:
        if isinstance(action, Play):  # all of them: this is a play decision
            legal |= 1 << action.card
    trump = view.trump if view.trump is not None else NO_TRUMP
    tm = trump_mask(trump)
    n = view.rules.players
    me = view.seat
    if not view.trick:
        return _lead(hand, tm, know)
    led = view.trick[0][1] // 13
    lm = SM[led]
    best = current_best(view.trick, trump)
    later = [(me + k) % n for k in range(1, n - len(view.trick))]
    follow = legal & lm
    if follow:
        if best // 13 != led:  # somebody ruffed: keep the good cards
            return _low(follow)
        top_later = best
        ruff_risk = False
        for p in later:
            theirs = know.possible(p)
            if theirs & lm:
                top_later = max(top_later, _high(theirs & lm))
            elif tm and theirs & tm:
                ruff_risk = True
        sure = follow >> (top_later + 1) << (top_later + 1)
        if sure and not ruff_risk:
            return _low(sure)  # cheapest card nobody still to play can beat
        if not later:  # last to play: third hand high, as cheaply as possible
            above = follow >> (best + 1) << (best + 1)
            if above:
                return _low(above)
        return _low(follow)  # second hand low
    trumps = legal & tm
    if trumps:
        if best // 13 == trump:
            above = trumps >> (best + 1) << (best + 1)
            if above:
                return _low(above)
        else:
            # ruff high enough to beat an over-ruff by a later seat void in the suit too
            over = -1
            for p in later:
                theirs = know.possible(p)
                if not theirs & lm and theirs & tm:
                    over = max(over, _high(theirs & tm))
            above = trumps >> (over + 1) << (over + 1) if over >= 0 else trumps
            return _low(above) if above else _low(trumps)
    return _throw(legal, tm, know)


def _lead(hand: int, tm: int, know: Knowledge) -> int:
    others = [know.possible(p) for p in know.others()]
    unseen_in_hands = 0
    for theirs in others:
        unseen_in_hands |= theirs
    # 1. a side-suit card nobody can beat or ruff
    for s in range(4):
        sm = SM[s]
        mine = hand & sm
        if not mine or sm == tm:
            continue
        if mine.bit_length() > (unseen_in_hands & sm).bit_length():
            ruff = any(not theirs & sm and theirs & tm for theirs in others)
            if not ruff:
                return _high(mine)
    # 2. draw trumps with the top trump while others may still hold some
    if tm:
        mine = hand & tm
        theirs = unseen_in_hands & tm
        if mine and theirs and mine.bit_length() > theirs.bit_length():
            return _high(mine)
    # 3. low from the shortest side suit: a void lets the trumps ruff later; without
    #    trumps lead low from the longest suit, whose small cards may later win
    best_card, best_key = -1, 99
    for s in range(4):
        sm = SM[s]
        mine = hand & sm
        if not mine or sm == tm:
            continue
        length = mine.bit_count()
        key = length if hand & tm else 20 - length
        if key < best_key:
            best_key, best_card = key, _low(mine)
    return best_card if best_card >= 0 else _low(hand)


def _throw(legal: int, tm: int, know: Knowledge) -> int:
    """A card to throw away: the lowest side card, keeping winners and long suits."""
    best_card, best_key = -1, 999
    for s in range(4):
        sm = SM[s]
        mine = legal & sm
        if not mine or sm == tm:
            continue
        low = _low(mine)
        key = (low % 13) * 16 + mine.bit_count()
        if key < best_key:
            best_key, best_card = key, low
    return best_card if best_card >= 0 else _low(legal)


class NormalBot(Bot):
    """Normal level: a counting rule player."""

    name = "normal"

    def choose(self, view: SeatView) -> Action:
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has no decision to make now")
        know = Knowledge.from_view(view)
        other = choose_before_play(view, know)
        if other is not None:
            return other
        return Play(choose_card(view, know))
