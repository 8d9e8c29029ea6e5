"""The card rules are stated once, in engine/cards.py; the hot loops that inline them for speed
(the heuristic playout of ai/fastgame.py, the solver's candidate cards) are held to those
statements here on thousands of random positions."""

from __future__ import annotations

import random

import pytest

from sergeantmajor.ai.fastgame import play_out_tricks, playout
from sergeantmajor.ai.solver import candidate_cards
from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine.actions import PLAY
from sergeantmajor.engine.cards import (
    NO_TRUMP,
    SUIT_CODES,
    SUIT_MASKS,
    SUITS,
    TWO_OF_CLUBS,
    card_code,
    cards_of,
    deck,
    legal_mask,
    mask_of,
    parse_card,
    trick_winner,
    trump_mask,
)


# --------------------------------------------------------------------------- the statements
def test_the_constants_name_what_the_rules_say():
    assert card_code(TWO_OF_CLUBS) == "2C" and TWO_OF_CLUBS == parse_card("2c")
    assert deck(without_two_of_clubs=True) == [c for c in range(52) if card_code(c) != "2C"]
    assert SUIT_CODES == "SHDCN" and SUITS == "SHDC" and NO_TRUMP == len(SUITS)
    assert [card_code(c)[1] for c in range(52)] == [s for s in SUITS for _ in range(13)]


def test_legal_mask_is_follow_suit():
    rng = random.Random(1)
    for _ in range(5000):
        hand = mask_of(rng.sample(range(52), rng.randrange(1, 17)))
        trick = rng.sample([c for c in range(52) if not (hand >> c) & 1], rng.randrange(0, 4))
        cards = cards_of(hand)
        same = [c for c in cards if trick and card_code(c)[1] == card_code(trick[0])[1]]
        assert cards_of(legal_mask(hand, trick)) == (same or cards)


def test_trump_mask_is_the_trump_suit_or_nothing():
    for trump in range(4):
        assert cards_of(trump_mask(trump)) == [c for c in range(52)
                                               if card_code(c)[1] == SUITS[trump]]
    assert trump_mask(NO_TRUMP) == 0 and trump_mask(None) == 0


def test_the_match_plays_by_legal_mask():
    """The engine's legal plays and its refusals both come from cards.legal_mask."""
    rng = random.Random(2)
    checked = 0
    for seed in range(8):
        match = Match(Rules.preset("rulebook", match_end="hands", hands=2), seed)
        while not match.is_terminal():
            if match.trick:  # a position with a suit led
                seat = match.current_player()
                allowed = legal_mask(match.hands[seat], match.trick)
                assert {a.card for a in match.legal_actions()} == set(cards_of(allowed))
                for card in cards_of(match.hands[seat]):
                    refused = match.why_illegal(PLAY[card])
                    assert (refused is None) == bool((allowed >> card) & 1)
                checked += 1
            actions = match.legal_actions()
            match.apply(actions[rng.randrange(len(actions))])
    assert checked > 300


# --------------------------------------------------------------------------- the hot loops
class _Recorder(list):
    """A hands list that records every card the playout takes out of a hand."""

    def __init__(self, hands: list[int]) -> None:
        super().__init__(hands)
        self.plays: list[tuple[int, int]] = []

    def __setitem__(self, seat, new) -> None:  # type: ignore[override]
        gone = self[seat] & ~new
        assert gone.bit_count() == 1 and not new & ~self[seat], "a playout plays one card"
        self.plays.append((seat, gone.bit_length() - 1))
        super().__setitem__(seat, new)


def _random_position(rng: random.Random, players: int) -> tuple[list[int], int, int, list[int]]:
    """A deal part-way through a hand: hands, trump, leader and a legal trick in progress."""
    size = rng.randrange(1, (16 if players == 3 else 12) + 1)
    cards = rng.sample(range(52), size * players)
    hands = [mask_of(cards[s * size:(s + 1) * size]) for s in range(players)]
    leader = rng.randrange(players)
    trick: list[int] = []
    for k in range(rng.randrange(players)):
        seat = (leader + k) % players
        card = rng.choice(cards_of(legal_mask(hands[seat], trick)))
        hands[seat] ^= 1 << card
        trick.append(card)
    return hands, rng.randrange(5), leader, trick


@pytest.mark.parametrize("players", [3, 4])
def test_the_playout_follows_suit_and_scores_tricks_as_the_engine_does(players):
    rng = random.Random(players)
    for _ in range(3000):
        hands, trump, leader, trick = _random_position(rng, players)
        recorder = _Recorder(hands)
        tricks = [0] * players
        playout(recorder, trump, leader, list(trick), tricks)
        # replay the playout's cards under the engine's statements of the rules
        left, current, first, won = list(hands), list(trick), leader, [0] * players
        for seat, card in recorder.plays:
            assert seat == (first + len(current)) % players, "plays in turn"
            assert (legal_mask(left[seat], current) >> card) & 1, "follows suit"
            left[seat] ^= 1 << card
            current.append(card)
            if len(current) == players:
                first = (first + trick_winner(current, trump)) % players
                won[first] += 1
                current = []
        assert not any(left) and not current, "plays every card"
        assert tricks == won, "the playout's trick winner is cards.trick_winner"
        assert play_out_tricks(hands, None if trump == NO_TRUMP else trump, leader,
                               trick) == won


def test_the_solver_candidates_are_the_legal_cards_up_to_equivalent_ones():
    rng = random.Random(3)
    for _ in range(5000):
        players = rng.choice((3, 4))
        hands, _trump, leader, trick = _random_position(rng, players)
        seat = (leader + len(trick)) % players
        live = mask_of(trick)
        for h in hands:
            live |= h
        legal = legal_mask(hands[seat], trick)
        out = candidate_cards(hands[seat], trick, live)
        assert mask_of(out) & ~legal == 0 and len(set(out)) == len(out)
        foreign = live & ~hands[seat]
        for card in cards_of(legal):
            if card in out:
                continue
            # left out: a lower candidate of its suit with no other hand's card in between
            suit = SUIT_MASKS[card // 13]
            below = [c for c in out if c < card and (1 << c) & suit]
            assert below, card_code(card)
            between = ((1 << card) - (2 << max(below))) & foreign
            assert not between, card_code(card)

