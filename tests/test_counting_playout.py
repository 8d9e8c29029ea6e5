"""The counting playout plays exactly the cards the Normal level plays, by the engine's rules.

The Normal level counts from its own view; in the first hand of a match (no exchange yet)
that view holds nothing the playout's seats lack: their own hand, the cards played, the
voids shown, and for the dealer the cards it put away. So a whole hand played by Normal
bots through the engine and the same hand played out by :func:`counting_playout` from the
first lead must agree card for card and trick for trick.
"""

from __future__ import annotations

import random

import pytest
from test_playouts import RULE_IDS, RULE_SET

from sergeantmajor.ai.counting_playout import ResponseSearch, counting_card, counting_playout
from sergeantmajor.ai.normal import NormalBot
from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.actions import Play
from sergeantmajor.engine.cards import (
    FULL_DECK_MASK,
    NO_TRUMP,
    SUIT_MASKS,
    TWO_OF_CLUBS,
    legal_mask,
    mask_of,
    trick_winner,
)
from sergeantmajor.engine.view import seat_view


class _Recorder(list[int]):
    """A hands list that records, in order, every card the playout takes out of a hand."""

    def __init__(self, hands: list[int]) -> None:
        super().__init__(hands)
        self.plays: list[tuple[int, int]] = []

    def __setitem__(self, seat, new):  # type: ignore[no-untyped-def]
        gone = self[seat] & ~new
        self.plays.append((seat, gone.bit_length() - 1))
        super().__setitem__(seat, new)


def _first_hand(rules: Rules, seed: int) -> tuple[list[int], int, int, int, int,
                                                   list[tuple[int, int]], list[int]] | None:
    """Normal bots play a match's first hand; returns what the playout needs and the plays.

    ``None`` when the dealer knows only part of the cards out of play (a case the playout's
    one ``owner`` cannot state; it does not occur in the rule sets used here).
    """
    match = Match(rules, seed)
    bots = [NormalBot(seed=seed * 8 + s) for s in range(rules.players)]
    start: tuple[list[int], int, int, int, int] | None = None
    plays: list[tuple[int, int]] = []
    while not match.is_terminal():
        seat = match.current_player()
        assert seat is not None
        view = seat_view(match, seat)
        action = bots[seat].choose(view)
        if isinstance(action, Play):
            if start is None:
                hands = [seat_view(match, p).hand_mask for p in range(rules.players)]
                deck = FULL_DECK_MASK if rules.has_kitty else FULL_DECK_MASK & ~(1 << TWO_OF_CLUBS)
                hidden = deck
                for h in hands:
                    hidden &= ~h
                dealer_view = seat_view(match, view.dealer)
                known = mask_of(dealer_view.discards)
                if known == hidden:
                    owner = view.dealer
                elif known == 0:
                    owner = -1
                else:
                    return None
                trump = NO_TRUMP if view.trump is None else view.trump
                start = (hands, trump, seat, hidden, owner)
            plays.append((seat, action.card))
        events = match.apply(action)
        if any(isinstance(e, ev.HandScored) for e in events):
            scored = next(e for e in events if isinstance(e, ev.HandScored))
            assert start is not None
            return (*start, plays, list(scored.tricks))
    return None


@pytest.mark.parametrize("rules", RULE_SET, ids=RULE_IDS)
def test_counting_playout_plays_the_normal_levels_cards(rules: Rules) -> None:
    checked = 0
    for seed in range(12):
        got = _first_hand(rules, seed)
        if got is None:
            continue
        hands, trump, leader, hidden, owner, plays, won = got
        recorder = _Recorder(list(hands))
        tricks = [0] * rules.players
        counting_playout(recorder, trump, leader, [], tricks, [0] * rules.players, hidden, owner)
        assert recorder.plays == plays, f"seed {seed}: the playout left Normal's play"
        assert tricks == won, f"seed {seed}: tricks as the engine scored them"
        checked += 1
    assert checked >= 10


def test_counting_playout_follows_suit() -> None:
    """Every card it plays is legal under the engine's statement of follow suit."""
    rules = Rules()
    for seed in range(30):
        got = _first_hand(rules, seed)
        assert got is not None
        hands, trump, leader, hidden, owner, _, _ = got
        recorder = _Recorder(list(hands))
        counting_playout(recorder, trump, leader, [], [0, 0, 0], [0, 0, 0], hidden, owner)
        left, current = list(hands), []
        for seat, card in recorder.plays:
            assert (legal_mask(left[seat], current) >> card) & 1
            left[seat] ^= 1 << card
            current = [] if len(current) == 2 else [*current, card]
        assert not any(left)


def _brute_response(hands: list[int], trump: int, leader: int, trick: list[int], me: int,
                    voids: list[int], hidden: int, owner: int) -> int:
    """ResponseSearch's value by plain search over every legal card of ``me`` (no memo)."""
    n = len(hands)
    seat = (leader + len(trick)) % n
    if not hands[seat] and not trick:
        return 0
    if seat == me:
        cards = [c for c in range(52) if (legal_mask(hands[me], trick) >> c) & 1]
    else:
        unseen = 0 if seat == owner else hidden
        for p in range(n):
            if p != seat:
                unseen |= hands[p]
        cards = [counting_card(hands[seat], trick, seat, n, trump, unseen, voids)]
    best = -1
    for card in cards:
        v = list(voids)
        if trick and card // 13 != trick[0] // 13:
            v[seat] |= SUIT_MASKS[trick[0] // 13]
        h = list(hands)
        h[seat] ^= 1 << card
        t = [*trick, card]
        if len(t) == n:
            win = (leader + trick_winner(t, trump)) % n
            val = (win == me) + _brute_response(h, trump, win, [], me, v, hidden, owner)
        else:
            val = _brute_response(h, trump, leader, t, me, v, hidden, owner)
        best = max(best, val)
    return best


@pytest.mark.parametrize("players", [3, 4])
def test_response_search_is_exact_and_never_worse_than_counting(players: int) -> None:
    """The memoised search with equivalent cards merged equals plain search, and playing
    best against counting players takes at least what playing like them takes."""
    rng = random.Random(players)
    for _ in range(150):
        size = rng.randrange(1, 5)
        cards = rng.sample(range(52), size * players + 4)
        hands = [mask_of(cards[s * size:(s + 1) * size]) for s in range(players)]
        hidden = mask_of(cards[size * players:])
        owner = rng.choice([-1, 0, 1])
        trump = rng.randrange(5)
        leader = rng.randrange(players)
        me = rng.randrange(players)
        search = ResponseSearch(trump, me, players, hidden, owner)
        voids = [0] * players
        got = search.value(hands, leader, [], voids)
        assert got == _brute_response(hands, trump, leader, [], me, voids, hidden, owner)
        tricks = [0] * players
        counting_playout(list(hands), trump, leader, [], tricks, list(voids), hidden, owner)
        assert got >= tricks[me]
