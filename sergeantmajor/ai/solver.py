"""Exact double-dummy solver for the last tricks of a hand (paranoid minimax).

With all hands known, the solver finds how many of the remaining tricks seat ``me`` takes
when ``me`` plays to maximise them and every other seat plays to minimise them: the
"paranoid" reduction of a three-player game to two sides, which is what a player whose
score is its own ``tricks - target`` must fear. Values are memoised at trick boundaries
(the position there is just the hands and the leader), and inside a trick alpha-beta
pruning cuts the search. Cards that are touching once played cards are removed (say the
nine and the seven when the eight is gone) are equivalent, so only one of them is tried.
"""

from __future__ import annotations

from ..engine.cards import NO_TRUMP, SUIT_MASKS, legal_mask, trick_winner

SM = SUIT_MASKS


def candidate_cards(hand: int, trick: list[int], live: int) -> list[int]:
    """Legal cards of ``hand``, one per run of equivalent cards.

    ``live`` is every card still in any hand or in the trick in progress; two cards of the
    same suit are equivalent when no live card of another hand lies between them.
    """
    # cards.legal_mask inlined (called at every node); tests/test_card_rules.py checks it
    legal = hand
    if trick:
        follow = hand & SM[trick[0] // 13]
        if follow:
            legal = follow
    out: list[int] = []
    prev = -2
    foreign = live & ~hand
    while legal:
        low = legal & -legal
        card = low.bit_length() - 1
        legal ^= low
        if prev >= 0 and prev // 13 == card // 13:
            between = ((1 << card) - (2 << prev)) & foreign
            if not between:
                prev = card  # same run: keep the lowest only
                continue
        out.append(card)
        prev = card
    return out


class Solver:
    """Solves positions of one deal for seat ``me``; reuse it for all moves of one world."""

    def __init__(self, trump: int | None, me: int, players: int) -> None:
        self.trump = NO_TRUMP if trump is None else trump
        self.me = me
        self.n = players
        self.memo: dict[tuple[int, ...], int] = {}
        self.nodes = 0

    def value(self, hands: list[int], leader: int, trick: list[int]) -> int:
        """Tricks ``me`` takes from here on (the trick in progress included) with best play."""
        if not trick:
            return self._trick_start(hands, leader)
        return self._inner(hands, leader, list(trick), -1, 99)

    def _trick_start(self, hands: list[int], leader: int) -> int:
        if not hands[leader]:
            return 0
        key = (*hands, leader)
        got = self.memo.get(key)
        if got is not None:
            return got
        remaining = hands[leader].bit_count()
        val = self._inner(hands, leader, [], -1, remaining + 1)
        self.memo[key] = val
        return val

    def _inner(self, hands: list[int], leader: int, trick: list[int], alpha: int,
               beta: int) -> int:
        """Alpha-beta inside a trick; values are exact when strictly between alpha and beta."""
        self.nodes += 1
        n = self.n
        seat = (leader + len(trick)) % n
        live = 0
        for h in hands:
            live |= h
        for c in trick:
            live |= 1 << c
        hand = hands[seat]
        maximise = seat == self.me
        best = -1 if maximise else 99
        for card in candidate_cards(hand, trick, live):
            hands[seat] = hand ^ (1 << card)
            trick.append(card)
            if len(trick) == n:
                win = (leader + trick_winner(trick, self.trump)) % n
                val = (win == self.me) + self._trick_start(hands, win)
            else:
                val = self._inner(hands, leader, trick, alpha, beta)
            trick.pop()
            hands[seat] = hand
            if maximise:
                if val > best:
                    best = val
                    if best > alpha:
                        alpha = best
                        if alpha >= beta:
                            break
            else:
                if val < best:
                    best = val
                    if best < beta:
                        beta = best
                        if alpha >= beta:
                            break
        return best


def solve(hands: list[int], trump: int | None, leader: int, trick: list[int] | tuple[int, ...],
          me: int) -> int:
    """Tricks seat ``me`` takes from this position on with paranoid best play."""
    return Solver(trump, me, len(hands)).value(list(hands), leader, list(trick))


def brute_force(hands: list[int], trump: int | None, leader: int, trick: list[int],
                me: int) -> int:
    """The same value as :func:`solve` by plain minimax over every legal card (tests only)."""
    n = len(hands)
    tr = NO_TRUMP if trump is None else trump
    seat = (leader + len(trick)) % n
    hand = hands[seat]
    if not hand and not trick:
        return 0
    legal = legal_mask(hand, trick)
    values = []
    for card in range(52):
        if not (legal >> card) & 1:
            continue
        new_hands = list(hands)
        new_hands[seat] = hand ^ (1 << card)
        new_trick = [*trick, card]
        if len(new_trick) == n:
            win = (leader + trick_winner(new_trick, tr)) % n
            values.append((win == me) + brute_force(new_hands, trump, win, [], me))
        else:
            values.append(brute_force(new_hands, trump, leader, new_trick, me))
    return max(values) if seat == me else min(values)
