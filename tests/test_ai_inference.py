"""Guesses from the other seats' plays (ai/inference.py) and the sampler's use of them."""

from __future__ import annotations

import dataclasses
import random

from sergeantmajor.ai.base import make_bot
from sergeantmajor.ai.inference import guess_for_play, play_guesses
from sergeantmajor.ai.knowledge import Knowledge
from sergeantmajor.engine import Match, Phase, Rules
from sergeantmajor.engine.cards import SUIT_MASKS
from sergeantmajor.engine.view import seat_view

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3


def card(suit: int, rank: int) -> int:
    """Rank 0 is the two, 12 the ace."""
    return 13 * suit + rank


def test_a_follow_that_does_not_win_is_the_lowest_of_the_suit() -> None:
    led = card(HEARTS, 10)
    played = card(HEARTS, 5)
    assert guess_for_play([led], played, SPADES) == sum(1 << card(HEARTS, r) for r in range(5))
    # a card that beats the trick says nothing (how high one goes depends on beliefs)
    assert guess_for_play([led], card(HEARTS, 12), SPADES) == 0
    # a lead says nothing
    assert guess_for_play([], led, SPADES) == 0


def test_a_throw_means_no_trump_and_no_lower_side_card() -> None:
    thrown = card(CLUBS, 3)
    guess = guess_for_play([card(HEARTS, 10)], thrown, SPADES)
    assert guess & SUIT_MASKS[SPADES] == SUIT_MASKS[SPADES]  # would have ruffed
    for suit in (CLUBS, DIAMONDS, HEARTS):
        assert all((guess >> card(suit, r)) & 1 for r in range(3))
        assert not any((guess >> card(suit, r)) & 1 for r in range(3, 13))
    # the trick was ruffed by the queen of trumps: only trumps above it are ruled out
    guess = guess_for_play([card(HEARTS, 10), card(SPADES, 10)], thrown, SPADES)
    assert guess & SUIT_MASKS[SPADES] == (1 << card(SPADES, 11)) | (1 << card(SPADES, 12))
    # an over-ruff is as cheap as possible
    guess = guess_for_play([card(HEARTS, 10), card(SPADES, 4)], card(SPADES, 8), SPADES)
    assert guess == sum(1 << card(SPADES, r) for r in (5, 6, 7))


def test_guesses_never_rule_out_the_real_cards_of_normal_players() -> None:
    """Normal plays by the model, so its real hand agrees with every guess about it."""
    checked = 0
    for rules in (Rules(), Rules.preset("rulebook", players=4), Rules.preset("traditional")):
        for seed in range(3):
            bots = [make_bot("normal", seed + s) for s in range(rules.players)]
            match = Match(rules, seed)
            while match.hand_index == 0 and not match.is_terminal():
                seat = match.current_player()
                assert seat is not None
                view = seat_view(match, seat)
                if match.phase == Phase.PLAY:
                    know = Knowledge.from_view(view, guesses=True)
                    for other, mask in know.guesses:
                        assert not match.hands[other] & mask
                        checked += 1
                match.apply(bots[seat].choose(view))
    assert checked > 100


def test_a_contradicted_seat_gets_no_guesses() -> None:
    """A seat that threw a club (no trump, it seemed) and later ruffed is not read."""
    match = Match(Rules(), 4)
    bots = [make_bot("normal", s) for s in range(3)]
    while match.phase != Phase.PLAY:
        match.apply(bots[match.current_player()].choose(seat_view(match, match.current_player())))
    view = seat_view(match, 0)
    trump = view.trump if view.trump is not None else SPADES
    side = [s for s in range(4) if s != trump]
    fake = dataclasses.replace(view, trick=(), completed_tricks=(
        (0, 0, (card(side[0], 10), card(side[1], 2), card(side[0], 3))),
        (0, 1, (card(side[2], 10), card(trump, 5), card(side[2], 4))),
    ))
    seats = {s for s, _ in play_guesses(fake, (1 << 52) - 1)}
    assert 1 not in seats and 2 in seats


def test_the_sampler_keeps_guesses_that_fit() -> None:
    match = Match(Rules(), 8)
    bots = [make_bot("normal", s) for s in range(3)]
    while match.phase != Phase.PLAY or len(match.completed_tricks) < 4:
        match.apply(bots[match.current_player()].choose(seat_view(match, match.current_player())))
    know = Knowledge.from_view(seat_view(match, match.current_player()), guesses=True)
    assert know.guesses
    know.guess_keep = 1.0
    rng = random.Random(1)
    for _ in range(50):
        hands = know.sample(rng)
        for seat, mask in know.guesses:
            assert not hands[seat] & mask


def test_a_lead_below_a_card_still_out_is_the_lowest_of_its_suit() -> None:
    led = card(HEARTS, 7)
    everything = (1 << 52) - 1
    assert guess_for_play([], led, SPADES, everything) == sum(1 << card(HEARTS, r)
                                                              for r in range(7))
    # every higher heart already played: it may be a sure winner, the highest held
    gone = sum(1 << card(HEARTS, r) for r in range(8, 13))
    assert guess_for_play([], led, SPADES, everything & ~gone) == 0
