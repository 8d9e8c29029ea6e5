"""How well a sampled deal explains the other seats' plays, under a model of careful play.

A deal of the unseen cards that agrees with every fact (voids, hand sizes, exchanges) can
still be one in which the other seats' plays make little sense: a player who led the king
from K-Q-x, say, or ducked with a sure winner. The model here is the counting player
(:func:`counting_card`): for each card another seat has played this hand, it rebuilds that
seat's hand and knowledge at the time in the sampled deal and asks which card a counting
player would have played. Every play it does not predict costs the deal a factor
``miss_weight``: deals that explain the plays well carry the search, and deals that
explain nothing still count a little, so play the model does not know (a human's, say)
cannot make the sampler fail, only make it lean less.

The expert draws a few deals, weights them so, and keeps one in proportion to its weight
(sampling importance resampling): the search then looks at deals as likely as the model
makes them, at the cost of checking several deals for each one searched.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.cards import FULL_DECK_MASK, NO_TRUMP, SUIT_MASKS, TWO_OF_CLUBS
from ..engine.view import SeatView
from .counting_playout import counting_card

SM = SUIT_MASKS


@dataclass(frozen=True)
class PastPlay:
    """One card another seat played this hand, with what that seat knew when it played."""

    seat: int
    card: int
    trick: tuple[int, ...]  # cards already in the trick when it played
    played_before: int  # every card played this hand before this one
    voids: tuple[int, ...]  # the suits each seat had shown it lacks by then
    from_here: int  # this card and every later card the same seat played this hand


class PlayHistory:
    """The other seats' plays of this hand, ready to be checked against sampled deals."""

    def __init__(self, view: SeatView) -> None:
        n = view.rules.players
        self.players = n
        self.trump = NO_TRUMP if view.trump is None else view.trump
        self.deck = FULL_DECK_MASK if view.rules.has_kitty else \
            FULL_DECK_MASK & ~(1 << TWO_OF_CLUBS)
        tricks = [(leader, cards) for leader, _, cards in view.completed_tricks]
        if view.trick:
            tricks.append((view.trick[0][0], tuple(c for _, c in view.trick)))
        raw: list[tuple[int, int, tuple[int, ...], int, tuple[int, ...]]] = []
        played = 0
        voids = [0] * n
        for leader, cards in tricks:
            for i, card in enumerate(cards):
                seat = (leader + i) % n
                if seat != view.seat:
                    raw.append((seat, card, cards[:i], played, tuple(voids)))
                if i and card // 13 != cards[0] // 13:
                    voids[seat] |= SM[cards[0] // 13]
                played |= 1 << card
        later = [0] * n
        plays: list[PastPlay] = []
        for seat, card, trick, before, seen_voids in reversed(raw):
            later[seat] |= 1 << card
            plays.append(PastPlay(seat, card, trick, before, seen_voids, later[seat]))
        plays.reverse()
        self.plays = plays

    def misses(self, hands: list[int], hidden: int, owner: int, limit: int) -> int:
        """Plays a counting player would not have made in this deal (at most ``limit``).

        ``hands`` are the seats' hands now, ``hidden`` the cards in nobody's hand and
        ``owner`` the seat that put them away (it alone knows them), or -1.
        """
        n, trump, deck = self.players, self.trump, self.deck
        missed = 0
        for play in self.plays:
            seat = play.seat
            hand = hands[seat] | play.from_here
            unseen = deck & ~hand & ~play.played_before
            if seat == owner:
                unseen &= ~hidden
            if counting_card(hand, play.trick, seat, n, trump, unseen, play.voids) != play.card:
                missed += 1
                if missed >= limit:
                    break
        return missed


def pick_weighted(rng: random.Random, weights: list[float]) -> int:
    """An index drawn in proportion to ``weights`` (which must not all be zero)."""
    pick = rng.random() * sum(weights)
    for i, w in enumerate(weights):
        pick -= w
        if pick < 0:
            return i
    return len(weights) - 1
