"""Playouts in which every seat plays as the Normal level does, seeing only its own cards.

:func:`fastgame.playout` lets every seat look at every hand. That makes its players
stronger than any real opponent in one way (a follower knows whether a later seat can
beat or ruff its card) and it makes the searching seat's own later play look better than
it can be. Here each seat plays the counting player's rules (:func:`normal.choose_card`)
from what that seat could know in the sampled world: its own hand, the cards played, and
the voids shown so far; every card outside its own hand that is not yet played (the hidden
kitty or discards included, unless the seat is the one that put them away) is "unseen" to
it. An expert that scores its candidate cards by these playouts improves on the counting
player's own choice by looking ahead, and it expects the replies a careful player gives.

The policy (:func:`counting_card`) restates the counting player's rules on bitmasks (the
Normal level reads its knowledge from a view, with exchange inferences a playout lacks);
``tests/test_counting_playout.py`` plays whole hands both ways and checks that every card
agrees. Trick winners come from the engine's ``cards.trick_winner``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import SUIT_MASKS, trick_winner, trump_mask
from .solver import candidate_cards

SM = SUIT_MASKS


def counting_card(hand: int, trick: list[int] | tuple[int, ...], seat: int, n: int, trump: int,
                  unseen: int, voids: Sequence[int]) -> int:
    """The card the counting player at ``seat`` plays from ``hand`` to ``trick``.

    ``unseen`` is every card outside ``hand`` that this seat has not seen played (cards in
    other hands and those out of play it did not put away itself); ``voids`` holds, per
    seat, the suits it has shown it lacks. ``trump`` is 0..3 or 4 for no trump.
    """
    tm = trump_mask(trump)
    h = hand
    if not trick:
        # ---------------------------------------------------------------- the lead
        possible_all = 0
        for p in range(n):
            if p != seat:
                possible_all |= unseen & ~voids[p]
        # 1. a side-suit card nobody can beat or ruff
        for s in range(4):
            sm = SM[s]
            mine = h & sm
            if not mine or sm == tm:
                continue
            if mine.bit_length() > (possible_all & sm).bit_length():
                ruff = False
                if tm:
                    for p in range(n):
                        if p != seat:
                            theirs = unseen & ~voids[p]
                            if not theirs & sm and theirs & tm:
                                ruff = True
                                break
                if not ruff:
                    return mine.bit_length() - 1
        # 2. draw trumps with the top trump while others may still hold some
        if tm:
            mine = h & tm
            theirs = possible_all & tm
            if mine and theirs and mine.bit_length() > theirs.bit_length():
                return mine.bit_length() - 1
        # 3. low from the shortest side suit (with trumps) or the longest (without)
        card, best_key = -1, 99
        has_trump = h & tm
        for s in range(4):
            sm = SM[s]
            mine = h & sm
            if not mine or sm == tm:
                continue
            length = mine.bit_count()
            key = length if has_trump else 20 - length
            if key < best_key:
                best_key = key
                card = (mine & -mine).bit_length() - 1
        return card if card >= 0 else (h & -h).bit_length() - 1
    # -------------------------------------------------------------------- following
    led = trick[0] // 13
    lm = SM[led]
    best = trick[trick_winner(trick, trump)]  # the card winning so far
    follow = h & lm
    later = n - 1 - len(trick)
    if follow:
        if best // 13 != led:  # somebody ruffed: keep the good cards
            return (follow & -follow).bit_length() - 1
        top_later = best
        ruff_risk = False
        for k in range(1, later + 1):
            theirs = unseen & ~voids[(seat + k) % n]
            if theirs & lm:
                high = (theirs & lm).bit_length() - 1
                if high > top_later:
                    top_later = high
            elif tm and theirs & tm:
                ruff_risk = True
        sure = follow >> (top_later + 1) << (top_later + 1)
        if sure and not ruff_risk:
            return (sure & -sure).bit_length() - 1  # cheapest card nobody later can beat
        if not later:  # last to play: win as cheaply as possible
            above = follow >> (best + 1) << (best + 1)
            if above:
                return (above & -above).bit_length() - 1
        return (follow & -follow).bit_length() - 1  # second hand low
    trumps = h & tm
    if trumps:
        if best // 13 == trump:
            above = trumps >> (best + 1) << (best + 1)
            if above:
                return (above & -above).bit_length() - 1
        else:
            # ruff high enough to beat an over-ruff by a later seat void in the suit too
            over = -1
            for k in range(1, later + 1):
                theirs = unseen & ~voids[(seat + k) % n]
                if not theirs & lm and theirs & tm:
                    high = (theirs & tm).bit_length() - 1
                    if high > over:
                        over = high
            above = trumps >> (over + 1) << (over + 1) if over >= 0 else trumps
            pick = above if above else trumps
            return (pick & -pick).bit_length() - 1
    # throw the lowest side card, keeping winners and long suits
    card, best_key = -1, 999
    for s in range(4):
        sm = SM[s]
        mine = h & sm
        if not mine or sm == tm:
            continue
        low = (mine & -mine).bit_length() - 1
        key = (low % 13) * 16 + mine.bit_count()
        if key < best_key:
            best_key = key
            card = low
    return card if card >= 0 else (h & -h).bit_length() - 1


def counting_playout(hands: list[int], trump: int, leader: int, trick: list[int],
                     tricks: list[int], voids: list[int], hidden: int, owner: int) -> None:
    """Play the position to its end with every seat counting; adds the tricks to ``tricks``.

    ``hands`` and ``voids`` (per seat: the suit masks it has shown it lacks) are changed in
    place: pass copies. ``trick`` holds the cards already played to the trick in progress,
    led by ``leader``. ``hidden`` holds cards in nobody's hand (the hidden kitty or
    discards); every seat but ``owner`` (the dealer who discarded them, or -1) counts them
    as possibly in another hand.
    """
    n = len(hands)
    trick = list(trick)
    seat = (leader + len(trick)) % n
    lead_seat = leader
    while True:
        h = hands[seat]
        if not trick:
            if not h:
                return
            lead_seat = seat
        unseen = 0 if seat == owner else hidden
        for p in range(n):
            if p != seat:
                unseen |= hands[p]
        card = counting_card(h, trick, seat, n, trump, unseen, voids)
        if trick and card // 13 != trick[0] // 13:
            voids[seat] |= SM[trick[0] // 13]
        hands[seat] = h ^ (1 << card)
        trick.append(card)
        if len(trick) < n:
            seat = (seat + 1) % n
            continue
        # ---------------------------------------------------------------- trick done
        seat = (lead_seat + trick_winner(trick, trump)) % n
        tricks[seat] += 1
        trick = []


class ResponseSearch:
    """The most tricks seat ``me`` can take when every other seat plays as a counting player.

    An exact search over ``me``'s cards only (the others' replies follow from
    :func:`counting_card`), memoised at trick boundaries; for the last few tricks of a
    sampled deal, where a playout of ``me``'s own rules of thumb may miss a squeeze or an
    end play that the counting players walk into.
    """

    def __init__(self, trump: int, me: int, players: int, hidden: int, owner: int) -> None:
        self.trump = trump
        self.me = me
        self.n = players
        self.hidden = hidden
        self.owner = owner
        self.memo: dict[tuple[int, ...], int] = {}

    def value(self, hands: list[int], leader: int, trick: list[int], voids: list[int]) -> int:
        """Tricks ``me`` takes from here on (the trick in progress included)."""
        return self._search(list(hands), leader, list(trick), list(voids))

    def _search(self, hands: list[int], leader: int, trick: list[int], voids: list[int]) -> int:
        n, me, trump = self.n, self.me, self.trump
        if not trick:
            if not hands[leader]:
                return 0
            key = (*hands, *voids, leader)
            got = self.memo.get(key)
            if got is not None:
                return got
        else:
            key = ()
        seat = (leader + len(trick)) % n
        h = hands[seat]
        if seat == me:
            live = self.hidden
            for x in hands:
                live |= x
            for x in trick:
                live |= 1 << x
            cards = candidate_cards(h, trick, live)
        else:
            unseen = 0 if seat == self.owner else self.hidden
            for p in range(n):
                if p != seat:
                    unseen |= hands[p]
            cards = [counting_card(h, trick, seat, n, trump, unseen, voids)]
        best = -1
        for card in cards:
            new_voids = voids
            if trick and card // 13 != trick[0] // 13 and not voids[seat] & SM[trick[0] // 13]:
                new_voids = list(voids)
                new_voids[seat] |= SM[trick[0] // 13]
            hands[seat] = h ^ (1 << card)
            trick.append(card)
            if len(trick) == n:
                win = (leader + trick_winner(trick, trump)) % n
                val = (win == me) + self._search(hands, win, [], new_voids)
            else:
                val = self._search(hands, leader, trick, new_voids)
            trick.pop()
            hands[seat] = h
            if val > best:
                best = val
        if key:
            self.memo[key] = best
        return best
