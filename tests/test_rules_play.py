"""RULES.md "One hand" steps 4 and 6: naming trump, following suit, who wins a trick."""

from __future__ import annotations

import pytest
from helpers import all_of, deal_source, hand, ladder, prepare_play, run

from sergeantmajor.engine import IllegalActionError, Match, NameTrump, Phase, Play, Rules
from sergeantmajor.engine import events as ev

# Dealer 0. Seat 0 holds every spade and the other three aces; seat 1 the hearts below the
# ace; seat 2 diamonds and clubs only; the kitty the low clubs. Voids make ruffs possible.
PLAY_DEAL = (
    ["S:AKQJT98765432 AH AD AC", "H:KQJT98765432 KD QD KC QC", "D:JT98765432 C:JT9876"],
    "C:5432",
)
PREPARE = ("discard 2S", "discard 3S", "discard 4S", "discard 5S")


def _match(trump: str, no_trump: bool = False) -> Match:
    rules = Rules(exchange="none", no_trump=no_trump)
    match = Match(rules, first_dealer=0, deals=deal_source(rules, PLAY_DEAL))
    run(match, f"trump {trump}", *PREPARE)
    assert match.phase is Phase.PLAY
    return match


def _winners(events: list) -> list[int]:
    return [e.winner for e in all_of(events, ev.TrickWon)]


def _state(match: Match) -> tuple:
    return (list(match.hands), list(match.trick), match.current_player(), match.phase)


# ----------------------------------------------------------------------------- following suit
def test_the_leader_may_lead_any_card_and_a_void_player_may_play_any_card():
    match = _match("S")
    assert match.current_player() == 1
    assert {a.card for a in match.legal_actions()} == set(hand(PLAY_DEAL[0][1]))
    run(match, "play KH")
    assert {a.card for a in match.legal_actions()} == set(hand(PLAY_DEAL[0][2]))


def test_a_player_holding_the_suit_led_must_follow_it():
    match = _match("S")
    run(match, "play KH", "play 2D")
    assert match.legal_actions() == [Play(hand("AH")[0])]
    before = _state(match)
    with pytest.raises(IllegalActionError) as error:
        run(match, "play AS")
    assert str(error.value) == "seat 0 played AS but holds hearts and must follow hearts"
    assert error.value.rule == "follow-suit"
    assert _state(match) == before


def test_the_follow_suit_message_names_seat_card_and_suit():
    rules = Rules(exchange="none")
    match = Match(rules, first_dealer=0, deals=deal_source(rules, ladder(3, top=1)))
    prepare_play(match)
    run(match, "play AC")
    with pytest.raises(IllegalActionError) as error:
        run(match, "play 4H")
    assert str(error.value) == "seat 2 played 4H but holds clubs and must follow clubs"
    run(match, "play 4C")  # following is fine


def test_playing_a_card_not_held_is_refused_and_changes_nothing():
    match = _match("S")
    before = _state(match)
    with pytest.raises(IllegalActionError) as error:
        run(match, "play AS")
    assert str(error.value) == "seat 1 played AS but does not hold it"
    assert error.value.rule == "not-in-hand"
    assert _state(match) == before


def test_actions_of_another_phase_are_refused_with_what_is_expected():
    rules = Rules(exchange="none")
    match = Match(rules, first_dealer=0, deals=deal_source(rules, PLAY_DEAL))
    with pytest.raises(IllegalActionError) as error:
        run(match, "play AS")
    assert str(error.value) == "play AS is not possible now: the dealer (seat 0) must name trump"
    assert error.value.rule == "wrong-phase"
    run(match, "trump S")
    with pytest.raises(IllegalActionError, match="the dealer \\(seat 0\\) must discard"):
        run(match, "trump H")


# ----------------------------------------------------------------------------- trick winners
@pytest.mark.parametrize(
    ("trump", "third_trick_winner"),
    [("S", 0), ("H", 1), ("C", 1)],
)
def test_trick_winners_with_a_suit_trump(trump, third_trick_winner):
    match = _match(trump)
    events = run(
        match,
        "play KH", "play 2D", "play AH",  # highest of the suit led; the off-suit 2D is nothing
        "play 2C", "play KC", "play 6C",  # the winner led; KC beats 6C and the led 2C
        "play QH", "play 3D", "play 6S",  # seat 0 is void in hearts: a spade ruffs
    )
    assert _winners(events) == [0, 1, third_trick_winner]
    assert match.current_player() == third_trick_winner  # the winner leads the next trick
    assert match.tricks_won == [1 + (third_trick_winner == 0), 1 + (third_trick_winner == 1), 0]


def test_a_low_trump_beats_the_ace_of_the_suit_led_and_a_higher_trump_overruffs():
    match = _match("D")
    events = run(
        match,
        "play KH", "play 2D", "play AH",  # seat 2 ruffs the ace with the two of trumps
        "play JC", "play 2C", "play KC",
        "play QH", "play 3D", "play AD",  # seat 2 ruffs, seat 0 overruffs
    )
    assert _winners(events) == [2, 1, 0]
    tricks = match.completed_tricks
    assert [t[0] for t in tricks] == [1, 2, 1]  # leaders
    assert tricks[0] == (1, 2, tuple(hand("KH 2D AH")))


def test_no_trump_the_highest_card_of_the_suit_led_wins_every_trick():
    match = _match("N", no_trump=True)
    assert match.trump == 4
    events = run(
        match,
        "play KH", "play 2D", "play AH",
        "play 2C", "play KC", "play 6C",
        "play QH", "play 3D", "play AS",  # the ace of spades is not of the suit led
    )
    assert _winners(events) == [0, 1, 1]


# ----------------------------------------------------------------------------- naming trump
def test_the_dealer_names_one_of_four_suits_and_no_trump_only_when_allowed():
    rules = Rules(exchange="none")
    match = Match(rules, first_dealer=2, deals=deal_source(rules, PLAY_DEAL))
    assert match.phase is Phase.TRUMP and match.current_player() == 2
    assert match.legal_actions() == [NameTrump(s) for s in range(4)]
    with pytest.raises(IllegalActionError) as error:
        run(match, "trump N")
    assert error.value.rule == "no-trump" and "no trump is not allowed" in str(error.value)
    assert match.trump is None
    events = run(match, "trump H")
    assert events[0] == ev.TrumpNamed(2, 1) and match.trump == 1

    allowed = Match(Rules(exchange="none", no_trump=True), seed=1)
    assert allowed.legal_actions() == [NameTrump(s) for s in range(5)]


def test_a_suit_number_out_of_range_is_an_illegal_action():
    match = Match(Rules(no_trump=True), seed=1)
    with pytest.raises(IllegalActionError):
        match.apply(NameTrump(7))
    assert match.trump is None
