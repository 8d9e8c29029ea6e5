"""The exact endgame solver agrees with brute-force minimax; the playout core is sound."""

from __future__ import annotations

import random

import pytest

from sergeantmajor.ai.fastgame import play_out_tricks, trick_winner
from sergeantmajor.ai.solver import Solver, brute_force, candidate_cards, solve
from sergeantmajor.engine.cards import mask_of


def random_ending(rng: random.Random, players: int, tricks: int) -> tuple:
    """Hands for the last ``tricks`` tricks, a trump (or none), a leader, part of a trick.

    Seats that already played to the trick in progress hold one card fewer.
    """
    played = rng.randrange(players)
    leader = rng.randrange(players)
    sizes = [tricks - 1 if (s - leader) % players < played else tricks for s in range(players)]
    cards = rng.sample(range(52), sum(sizes) + played)
    trick, pos = cards[:played], played
    hands = []
    for size in sizes:
        hands.append(mask_of(cards[pos:pos + size]))
        pos += size
    return hands, rng.randrange(5), leader, trick


@pytest.mark.parametrize("players,tricks", [(3, 1), (3, 2), (3, 3), (3, 4), (4, 2), (4, 3)])
def test_solver_matches_brute_force(players: int, tricks: int) -> None:
    rng = random.Random(players * 100 + tricks)
    for _ in range(25 if tricks < 4 else 10):
        hands, trump, leader, trick = random_ending(rng, players, tricks)
        for me in range(players):
            assert solve(hands, trump, leader, trick, me) == \
                brute_force(list(hands), trump, leader, list(trick), me), (hands, trump, trick)


def test_solver_reuses_its_memo_across_moves() -> None:
    rng = random.Random(9)
    cards = rng.sample(range(52), 12)
    hands = [mask_of(cards[i * 4:(i + 1) * 4]) for i in range(3)]
    trump, leader = 2, 1
    solver = Solver(trump, leader, 3)
    values = []
    live = hands[0] | hands[1] | hands[2]
    for card in candidate_cards(hands[leader], [], live):
        h = list(hands)
        h[leader] ^= 1 << card
        values.append(solver.value(h, leader, [card]))
        assert values[-1] == brute_force(h, trump, leader, [card], leader)
    assert solver.memo


def test_candidate_cards_are_legal_and_cover_every_rank_run() -> None:
    hand = mask_of([0, 1, 2, 5, 13, 26])  # 2S 3S 4S 7S 2H 2D
    live = hand | mask_of([4, 14])  # 6S, 3H live in other hands
    # spades led: 2S-3S-4S are one run, 7S another (6S lies between 4S and 7S)
    assert candidate_cards(hand, [8], live) == [0, 5]
    assert candidate_cards(hand, [20], live) == [14 - 1]  # hearts led: only 2H
    assert set(candidate_cards(hand, [], live)) == {0, 5, 13, 26}
    assert candidate_cards(hand, [40], live) == [0, 5, 13, 26]  # void in clubs: anything


def test_playouts_give_out_every_trick() -> None:
    rng = random.Random(1)
    for players in (3, 4):
        size = 16 if players == 3 else 12
        for _ in range(50):
            cards = rng.sample(range(52), players * size)
            hands = [mask_of(cards[i * size:(i + 1) * size]) for i in range(players)]
            tricks = play_out_tricks(hands, rng.randrange(5), rng.randrange(players), [])
            assert sum(tricks) == size and min(tricks) >= 0


def test_trick_winner_trump_and_led_suit() -> None:
    five_s, ace_s, two_h, ace_h = 3, 12, 13, 25
    assert trick_winner([ace_s, five_s], None) == 0
    assert trick_winner([five_s, ace_h, ace_s], 4) == 2  # no trump: hearts do not count
    assert trick_winner([five_s, two_h, ace_s], 1) == 1  # hearts trump: the two ruffs
    assert trick_winner([five_s, two_h, ace_h], 1) == 2  # over-ruffed
