"""RULES.md "Score" and "Ending the match": points, chips, every end and the tie-breaks.

Hands are ladder deals steered to chosen trick counts (see ``helpers.steered_match``); with
first dealer 0 the targets are (8, 5, 3), then (3, 8, 5), then (5, 3, 8), and so on.
"""

from __future__ import annotations

import pytest
from helpers import all_of, steered_match

from sergeantmajor.engine import IllegalActionError, Match, Phase, Play, Rules, RulesError
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.events import EndReason
from sergeantmajor.engine.scoring import decide_winner, hand_chips


def _rules(**changes) -> Rules:
    return Rules.preset("rulebook", exchange="none", **changes)


def _over(events: list) -> ev.MatchOver:
    found = all_of(events, ev.MatchOver)
    assert len(found) == 1
    return found[0]


def _assert_over(match: Match) -> None:
    assert match.is_terminal() and match.phase is Phase.MATCH_OVER
    assert match.current_player() is None and match.legal_actions() == []
    with pytest.raises(IllegalActionError, match="the match is over"):
        match.apply(Play(0))


# ----------------------------------------------------------------------------- points
def test_each_player_scores_tricks_minus_target_and_the_totals_run_on():
    match, events = steered_match(_rules(), [(10, 3, 3), (3, 10, 3)])
    first, second = all_of(events, ev.HandScored)
    assert first == ev.HandScored(0, (10, 3, 3), (2, -2, 0), (2, -2, 0), (2, -2, 0), (2, -2, 0))
    assert second.tricks == (3, 10, 3) and second.points == (0, 2, -2)
    assert second.totals == (2, 0, -2) == tuple(match.totals)
    assert match.history == [first, second]


def test_nine_five_two_targets_score_against_nine_five_and_two():
    _, events = steered_match(_rules(targets="9-5-2"), [(11, 3, 2)])
    assert all_of(events, ev.HandScored)[0].points == (2, -2, 0)


@pytest.mark.parametrize(
    ("points", "chips"),
    [
        ((0, 0, 0), (0, 0, 0)),
        ((2, -2, 0), (2, -2, 0)),
        ((4, -3, -1), (8, -4, -4)),  # the up player takes 4 from each of the two down players
        ((1, -3, 2), (1, -3, 2)),
        ((3, 1, -1, -7), (6, 2, -4, -4)),
        ((-2, -2, 4, 0), (-4, -4, 8, 0)),
    ],
)
def test_chips_each_up_player_gets_one_chip_per_trick_up_from_each_down_player(points, chips):
    assert hand_chips(points) == chips
    assert sum(chips) == 0


# ----------------------------------------------------------------------------- points end
def test_the_match_ends_after_the_hand_in_which_a_total_reaches_the_limit():
    match, events = steered_match(_rules(point_limit=4), [(12, 1, 3)])
    assert _over(events) == ev.MatchOver(0, EndReason.POINT_LIMIT, (4, -4, 0))
    assert match.winner == 0 and match.end_reason is EndReason.POINT_LIMIT
    assert isinstance(events[-1], ev.MatchOver)  # no new hand is dealt
    _assert_over(match)


def test_the_match_goes_on_below_the_limit():
    match, events = steered_match(_rules(point_limit=5), [(12, 1, 3)])
    assert not all_of(events, ev.MatchOver) and match.hand_index == 1


def test_the_highest_total_wins_when_two_are_over_the_limit():
    match, _ = steered_match(_rules(point_limit=1), [(10, 6, 0)])
    assert match.totals == [2, 1, -3] and match.winner == 0
    assert match.end_reason is EndReason.POINT_LIMIT


def test_a_tie_over_the_limit_goes_to_more_points_in_the_last_hand():
    match, _ = steered_match(_rules(point_limit=3), [(10, 6, 0), (4, 10, 2)])
    assert match.history[-1].points == (1, 2, -3) and match.totals == [3, 3, -6]
    assert match.winner == 1 and match.end_reason is EndReason.TIE_LAST_HAND


@pytest.mark.parametrize("last", [0, 1])
def test_then_to_who_won_a_trick_most_recently(last):
    match, _ = steered_match(_rules(point_limit=1), [(9, 6, 1)], last_winners=[last])
    assert match.totals == [1, 1, -2] and match.history[-1].points == (1, 1, -2)
    assert match.completed_tricks[-1][1] == last
    assert match.winner == last and match.end_reason is EndReason.TIE_LATEST_TRICK


def test_a_tie_nobody_breaks_goes_to_the_seat_nearest_the_last_dealers_left():
    """[decision] the lead: when no tied player ever won a trick."""
    standings, last, never = (1, 1, -2), (1, 1, -2), (-1, -1, 7)
    assert decide_winner(standings, last, never, 2, EndReason.HANDS) == (
        0, EndReason.TIE_LATEST_TRICK)
    assert decide_winner(standings, last, never, 0, EndReason.HANDS) == (
        1, EndReason.TIE_LATEST_TRICK)
    assert decide_winner((0, 2, 2, 0), (0, 0, 0, 0), (-1,) * 4, 2, EndReason.HANDS)[0] == 1


def test_decide_winner_without_a_tie_keeps_the_reason():
    assert decide_winner((5, 1, -6), (0, 0, 0), (1, 2, 3), 0, EndReason.HANDS) == (
        0, EndReason.HANDS)


# ----------------------------------------------------------------------------- rotation
ROTATION_UP = [(10, 3, 3), (3, 10, 3), (3, 3, 10)]  # every dealer of the first round is up


def test_rotation_strict_the_first_up_dealer_after_one_round_wins():
    rules = _rules(match_end="rotation", rotation="strict")
    match, events = steered_match(rules, [*ROTATION_UP, (8, 5, 3), (3, 10, 3)])
    scored = all_of(events, ev.HandScored)
    assert len(scored) == 5  # up dealers in hands 1-3 do not count; on target in hand 4 not
    assert match.winner == 1 and match.end_reason is EndReason.ROTATION
    _assert_over(match)


def test_rotation_lenient_a_dealer_on_target_after_one_round_wins():
    rules = _rules(match_end="rotation", rotation="lenient")
    match, events = steered_match(rules, [*ROTATION_UP, (8, 5, 3)])
    assert len(all_of(events, ev.HandScored)) == 4
    assert match.winner == 0 and match.end_reason is EndReason.ROTATION


def test_rotation_a_down_dealer_does_not_end_the_match():
    rules = _rules(match_end="rotation", rotation="lenient")
    match, _ = steered_match(rules, [*ROTATION_UP, (7, 6, 3)])
    assert not match.is_terminal() and match.hand_index == 4


def test_rotation_with_four_players_starts_from_hand_five():
    """[decision] the lead: once every player has dealt."""
    rules = _rules(players=4, match_end="rotation")
    up = [(7, 2, 2, 1), (1, 7, 2, 2), (2, 1, 7, 2), (2, 2, 1, 7)]
    match, events = steered_match(rules, up)
    assert not match.is_terminal() and len(all_of(events, ev.HandScored)) == 4
    match, events = steered_match(rules, [*up, (7, 2, 2, 1)])
    assert match.winner == 0 and match.end_reason is EndReason.ROTATION


# ----------------------------------------------------------------------------- fixed hands
def test_fixed_hands_highest_total_after_the_last_hand():
    rules = _rules(match_end="hands", hands=2)
    match, _ = steered_match(rules, [(10, 3, 3)])
    assert not match.is_terminal()
    match, events = steered_match(rules, [(10, 3, 3), (3, 10, 3)])
    assert match.totals == [2, 0, -2]
    assert _over(events) == ev.MatchOver(0, EndReason.HANDS, (2, 0, -2))


def test_fixed_hands_tie_broken_by_the_last_hand():
    rules = _rules(match_end="hands", hands=2)
    match, _ = steered_match(rules, [(10, 3, 3), (3, 6, 7)])
    assert match.totals == [2, -4, 2] and match.history[-1].points == (0, -2, 2)
    assert match.winner == 2 and match.end_reason is EndReason.TIE_LAST_HAND


# ----------------------------------------------------------------------------- chips
def test_chips_most_chips_after_the_agreed_hands_wins():
    rules = _rules(match_end="chips", hands=2)
    match, events = steered_match(rules, [(12, 1, 3), (2, 6, 8)])
    first, second = all_of(events, ev.HandScored)
    assert (first.points, first.chips, first.chip_totals) == ((4, -4, 0),) * 3
    assert second.points == (-1, -2, 3) and second.chips == (-3, -3, 6)
    assert second.chip_totals == (1, -7, 6) == tuple(match.chips)
    assert _over(events) == ev.MatchOver(2, EndReason.CHIPS, (1, -7, 6))


# ----------------------------------------------------------------------------- twelve tricks
def test_twelve_tricks_wins_at_once():
    rules = _rules(twelve_tricks_wins=True, match_end="hands", hands=9)
    match, events = steered_match(rules, [(12, 1, 3)])
    assert _over(events).reason is EndReason.TWELVE_TRICKS and match.winner == 0
    _assert_over(match)


def test_twelve_tricks_is_checked_before_the_normal_end():
    """[decision] the lead: seat 1 takes 12 tricks in the hand seat 0 reaches the limit."""
    splits = [(11, 4, 1), (4, 12, 0)]
    match, _ = steered_match(_rules(point_limit=4, twelve_tricks_wins=True), splits)
    assert match.totals == [4, 3, -7]
    assert match.winner == 1 and match.end_reason is EndReason.TWELVE_TRICKS
    match, _ = steered_match(_rules(point_limit=4), splits)
    assert match.winner == 0 and match.end_reason is EndReason.POINT_LIMIT


def test_a_chips_tie_is_broken_by_points_in_the_last_hand_not_chips():
    """RULES.md: chips ties are "broken as in Rulebook", i.e. by points in the last hand.

    Seats 1 and 2 end on one chip each and both paid 3 chips in the last hand, but seat 1
    was down by 1 and seat 2 by 2; seat 2 won the last trick, which must not matter.
    """
    rules = _rules(match_end="chips", hands=3)
    splits = [(5, 4, 7), (1, 12, 3), (8, 2, 6)]
    match, _ = steered_match(rules, splits, last_winners=[None, None, 2])
    assert match.chips == [-2, 1, 1] and match.history[-1].chips == (6, -3, -3)
    assert match.history[-1].points == (3, -1, -2)
    assert match.winner == 1 and match.end_reason is EndReason.TIE_LAST_HAND


def test_four_players_default_targets_balance():
    """The four-player default 5-3-2-2 adds up to the 12 tricks: ups and downs balance."""
    match, events = steered_match(_rules(players=4), [(7, 2, 2, 1)])
    scored = all_of(events, ev.HandScored)[0]
    assert match.hand_logs()[0].dealer == 0  # targets 5, 3, 2, 2 from seat 0 on
    assert scored.points == (2, -1, 0, -1) and sum(scored.points) == 0
    assert scored.chips == (4, -2, 0, -2) and sum(scored.chips) == 0


def test_four_players_with_the_overviews_targets_end_every_hand_four_down():
    """The overview's 6-4-3-3 add up to 16 but only 12 tricks are played, so every
    4-player hand scores -4 in all (RULES.md keeps them available and says so)."""
    match, events = steered_match(_rules(players=4, targets="6-4-3-3"), [(7, 2, 2, 1)])
    scored = all_of(events, ev.HandScored)[0]
    assert match.history == [scored] and scored.tricks == (7, 2, 2, 1)
    assert scored.points == (1, -2, -1, -2) and sum(scored.points) == -4  # targets 6, 4, 3, 3
    assert scored.chips == (3, -1, -1, -1) and sum(scored.chips) == 0


# ----------------------------------------------------------------------------- hand limit
def test_the_hand_limit_ends_a_points_match_nobody_won():
    rules = _rules(hand_limit=3)
    splits = [(9, 4, 3), (3, 8, 5), (5, 4, 7)]  # points (1,-1,0), (0,0,0), (0,1,-1)
    match, events = steered_match(rules, splits[:2])
    assert not match.is_terminal() and match.hand_index == 2
    match, events = steered_match(rules, splits)
    assert match.totals == [1, 0, -1]
    assert _over(events) == ev.MatchOver(0, EndReason.HAND_LIMIT, (1, 0, -1))
    assert isinstance(events[-1], ev.MatchOver) and match.hand_index == 2
    _assert_over(match)


def test_a_tie_at_the_hand_limit_is_broken_as_in_the_rulebook():
    match, _ = steered_match(_rules(hand_limit=2), [(9, 4, 3), (3, 10, 3)])
    assert match.totals == [1, 1, -2] and match.history[-1].points == (0, 2, -2)
    assert match.winner == 1 and match.end_reason is EndReason.TIE_LAST_HAND


def test_the_match_end_reached_on_the_last_allowed_hand_is_its_own():
    match, _ = steered_match(_rules(point_limit=2, hand_limit=2), [(9, 4, 3), (3, 10, 3)])
    assert match.totals == [1, 1, -2] and match.winner == 1
    assert match.end_reason is EndReason.TIE_LAST_HAND  # ended by the point limit (2 reached)
    match, _ = steered_match(_rules(point_limit=2, hand_limit=2), [(10, 3, 3)])
    assert match.end_reason is EndReason.POINT_LIMIT and match.hand_index == 0


def test_the_hand_limit_ends_a_rotation_whose_dealer_is_not_up():
    rules = _rules(match_end="rotation", hand_limit=4)
    splits = [(8, 5, 3), (4, 4, 8), (5, 4, 7), (8, 5, 3)]  # hand 4: the dealer only on target
    match, events = steered_match(rules, splits)
    assert match.history[-1].points == (0, 0, 0) and match.totals == [1, -3, 2]
    assert _over(events) == ev.MatchOver(2, EndReason.HAND_LIMIT, (1, -3, 2))
    lenient = rules.replace(rotation="lenient")
    match, _ = steered_match(lenient, splits)
    assert match.winner == 0 and match.end_reason is EndReason.ROTATION


def test_the_overviews_four_player_targets_under_the_points_end_stop_at_the_limit():
    """Issue 16: 6-4-3-3 lose 4 points a hand in total, so nobody reaches 10 points."""
    import random

    rules = Rules.preset("rulebook", players=4, targets="6-4-3-3")
    assert rules.hand_limit == 60
    for seed in range(2):
        rng = random.Random(seed)
        match = Match(rules, seed)
        while not match.is_terminal():
            actions = match.legal_actions()
            match.apply(actions[rng.randrange(len(actions))])
        assert match.hand_index + 1 == 60 and sum(match.totals) == -4 * 60
        assert max(match.totals) < 10
        assert match.end_reason in (EndReason.HAND_LIMIT, EndReason.TIE_LAST_HAND,
                                    EndReason.TIE_LATEST_TRICK)
        assert match.totals[match.winner] == max(match.totals)


def test_the_hand_limit_is_checked_against_the_number_of_hands():
    assert Rules.preset("casual", hands=60).hand_limit == 60
    with pytest.raises(RulesError) as error:
        Rules.preset("casual", hands=61)
    assert error.value.code == "hands-over-limit"
    assert error.value.settings == {"hands": 61, "hand_limit": 60, "match_end": "hands"}
    assert Rules.preset("casual", hands=61, hand_limit=61).to_dict() == {
        "preset": "casual", "hands": 61, "hand_limit": 61}
    assert Rules.preset("rulebook", hands=99).hands == 99  # not counted under the points end
    with pytest.raises(RulesError) as error:
        Rules(hand_limit=0)
    assert (error.value.code, error.value.settings) == ("too-small", {"hand_limit": 0})
