"""The play model explains a counting player's plays in the true deal and notices others."""

from __future__ import annotations

import random

import pytest

from sergeantmajor.ai.normal import NormalBot
from sergeantmajor.ai.play_model import PlayHistory, pick_weighted
from sergeantmajor.ai.random_bot import RandomBot
from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine.actions import Play
from sergeantmajor.engine.cards import FULL_DECK_MASK, TWO_OF_CLUBS
from sergeantmajor.engine.view import seat_view


def _views_in_play(rules: Rules, seed: int,
                   bot_kind: type) -> list[tuple[object, list[int], int, int]]:
    """Seat 0's view at each of its card decisions in a first hand, with the true deal."""
    match = Match(rules, seed)
    bots = [bot_kind(seed=seed * 8 + s) for s in range(rules.players)]
    bots[0] = NormalBot(seed=seed)
    out = []
    hand_index = match.hand_index if hasattr(match, "hand_index") else 0
    while not match.is_terminal():
        seat = match.current_player()
        assert seat is not None
        view = seat_view(match, seat)
        if view.hand_index != hand_index:
            break
        action = bots[seat].choose(view)
        if seat == 0 and isinstance(action, Play):
            hands = [seat_view(match, p).hand_mask for p in range(rules.players)]
            deck = FULL_DECK_MASK if rules.has_kitty else FULL_DECK_MASK & ~(1 << TWO_OF_CLUBS)
            played = view.played_mask
            hidden = deck & ~played
            for h in hands:
                hidden &= ~h
            owner = view.dealer if seat_view(match, view.dealer).discards else -1
            out.append((view, hands, hidden, owner))
        match.apply(action)
    return out


@pytest.mark.parametrize("rules", [Rules(), Rules.preset("traditional"),
                                   Rules.preset("rulebook", players=4)],
                         ids=["rulebook", "traditional", "four"])
def test_the_true_deal_explains_counting_players(rules: Rules) -> None:
    checked = 0
    for seed in range(8):
        for view, hands, hidden, owner in _views_in_play(rules, seed, NormalBot):
            history = PlayHistory(view)  # type: ignore[arg-type]
            assert history.misses(hands, hidden, owner, 99) == 0
            checked += len(history.plays)
    assert checked > 500


def test_random_players_are_not_explained() -> None:
    """Random play leaves the counting model unexplained plays in the true deal."""
    total = 0
    for seed in range(6):
        views = _views_in_play(Rules(), seed, RandomBot)
        view, hands, hidden, owner = views[-1]
        total += PlayHistory(view).misses(hands, hidden, owner, 99)  # type: ignore[arg-type]
    assert total >= 12


def test_a_misplayed_card_counts_once_and_the_limit_stops_counting() -> None:
    views = _views_in_play(Rules(), 3, NormalBot)
    view, hands, hidden, owner = views[-1]
    history = PlayHistory(view)  # type: ignore[arg-type]
    # Swap one played card of another seat for a card of its hand: that play is no longer
    # what it would have been (its hand then differs), so at least one play is unexplained.
    assert history.misses(hands, hidden, owner, 1) <= 1
    assert history.misses([0] * len(hands), hidden, owner, 99) >= 1


def test_pick_weighted_follows_the_weights() -> None:
    rng = random.Random(5)
    counts = [0, 0, 0]
    for _ in range(6000):
        counts[pick_weighted(rng, [1.0, 0.0, 3.0])] += 1
    assert counts[1] == 0
    assert 1300 < counts[0] < 1700 and 4300 < counts[2] < 4700
