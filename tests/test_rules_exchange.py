"""RULES.md "The exchange between hands": who with whom, in which order, which cards come back.

Hand 1 is a ladder deal steered to chosen trick counts (dealer 0: targets 8, 5, 3 for seats
0, 1, 2); hand 2 (dealer 1: targets 3, 8, 5) is a fixed deal built for the exchange
(``helpers.RULEBOOK_DEAL`` and ``helpers.CLASSIC_DEAL``).
"""

from __future__ import annotations

import pytest
from helpers import (
    CLASSIC_DEAL,
    ONE_UP_ONE_DOWN,
    ONE_UP_TWO_DOWN,
    TWO_UP_ONE_DOWN,
    all_of,
    deal_source,
    hand,
    ladder,
    play_hand_to,
    run,
    second_hand,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from sergeantmajor.engine import IllegalActionError, Match, Phase, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.actions import AssignTargets, Give, Return
from sergeantmajor.engine.cards import mask_of
from sergeantmajor.engine.exchange import classic_returns, exchange_plan, rulebook_return
from sergeantmajor.engine.hand_log import ExchangeEntry


def _holds(match: Match, seat: int, codes: str) -> bool:
    cards = mask_of(hand(codes))
    return match.hands[seat] & cards == cards


# ----------------------------------------------------------------------------- when
def test_no_exchange_in_the_first_hand():
    match = Match(Rules(), seed=3)
    assert not all_of(match.start_events, ev.ExchangeBegins)
    assert match.phase is Phase.TRUMP and match.exchange_plan == []


def test_no_exchange_after_a_hand_where_nobody_was_up():
    match, events = second_hand(Rules(), (8, 5, 3))
    assert match.last_points == (0, 0, 0)
    assert not all_of(events, ev.ExchangeBegins)
    assert match.phase is Phase.TRUMP and match.current_player() == 1


def test_no_exchange_at_all_with_the_no_exchange_house_rule():
    match, events = second_hand(Rules(exchange="none"), ONE_UP_ONE_DOWN)
    assert not all_of(events, ev.ExchangeBegins) and match.phase is Phase.TRUMP


# ----------------------------------------------------------------------------- who and order
def test_one_up_one_down_the_up_player_exchanges_all_its_points():
    match, events = second_hand(Rules(), ONE_UP_ONE_DOWN)
    assert match.last_points == (4, -4, 0)
    assert match.exchange_plan == [(0, 1, 4)]
    assert all_of(events, ev.ExchangeBegins) == [ev.ExchangeBegins(0, 1, 4)]
    assert match.phase is Phase.EXCHANGE_GIVE and match.current_player() == 0
    assert mask_of(a.card for a in match.legal_actions()) == match.hands[0]


def test_one_up_two_down_first_with_the_down_player_of_higher_new_target():
    """[decision] the new hand's targets: seat 2 (new 5, old 3) before seat 0 (new 3, old 8)."""
    match, events = second_hand(Rules(), ONE_UP_TWO_DOWN)
    assert match.last_points == (-3, 4, -1)
    assert match.targets == (3, 8, 5)
    assert match.exchange_plan == [(1, 2, 1), (1, 0, 3)]
    assert all_of(events, ev.ExchangeBegins) == [ev.ExchangeBegins(1, 2, 1)]
    after = run(match, "give KS")
    assert all_of(after, ev.ExchangeBegins) == [ev.ExchangeBegins(1, 0, 3)]
    assert match.current_player() == 1 and match.phase is Phase.EXCHANGE_GIVE


def test_two_up_one_down_the_up_player_of_higher_new_target_goes_first():
    match, _ = second_hand(Rules(), TWO_UP_ONE_DOWN)
    assert match.last_points == (1, -3, 2)
    assert match.exchange_plan == [(2, 1, 2), (0, 1, 1)]  # seat 2 (new 5) before seat 0 (new 3)
    assert match.current_player() == 2
    after = run(match, "give 2C", "give 4H")
    assert all_of(after, ev.ExchangeBegins) == [ev.ExchangeBegins(0, 1, 1)]
    assert match.current_player() == 0
    run(match, "give 2H")
    assert match.phase is Phase.TRUMP and match.current_player() == 1


def test_dealer_assigned_targets_come_first_and_order_the_exchange():
    """[decision] the lead: the dealer assigns the targets right after the deal."""
    match, events = second_hand(Rules(dealer_assigns_targets=True), TWO_UP_ONE_DOWN)
    # hand 1 began with an assignment as well; the script gave the usual targets
    assert match.phase is Phase.ASSIGN_TARGETS and match.current_player() == 1
    assert not all_of(events, ev.ExchangeBegins)
    with pytest.raises(IllegalActionError) as error:
        match.apply(AssignTargets((8, 8, 3)))
    assert error.value.rule == "targets" and "8, 5, 3" in str(error.value)
    out = match.apply(AssignTargets((8, 3, 5)))
    assert out[0] == ev.TargetsAssigned(1, (8, 3, 5)) and match.targets == (8, 3, 5)
    assert match.exchange_plan == [(0, 1, 1), (2, 1, 2)]  # seat 0 now has the higher target
    assert out[1] == ev.ExchangeBegins(0, 1, 1)


# ----------------------------------------------------------------------------- rulebook returns
@pytest.mark.parametrize(
    ("given", "returned", "why"),
    [
        ("QH", "AH", "the strongest of the suit, not just a stronger one (TH)"),
        ("2H", "AH", "the strongest of the suit"),
        ("JD", "JD", "only weaker diamonds: the given card comes back"),
        ("AS", "AS", "only weaker spades: the given card comes back"),
        ("6C", "6C", "no clubs: the given card comes back"),
    ],
)
def test_rulebook_return_of_one_card(given, returned, why):
    match, _ = second_hand(Rules(), ONE_UP_ONE_DOWN)
    before = list(match.hands)
    out = run(match, f"give {given}")
    g, r = hand(given)[0], hand(returned)[0]
    assert out == [ev.CardExchanged(0, 1, g, r)], why
    moved = (1 << g) | (1 << r) if g != r else 0
    assert match.hands[0] == before[0] ^ moved and match.hands[1] == before[1] ^ moved
    assert match.hands[2] == before[2]
    assert match.phase is Phase.EXCHANGE_GIVE and match.current_player() == 0  # 3 more to go


def test_rulebook_cards_move_one_at_a_time_and_a_received_card_can_come_back():
    match, _ = second_hand(Rules(), ONE_UP_ONE_DOWN)
    out = run(match, "give QH", "give JD", "give 6C", "give 2H")
    exchanged = [(e.given, e.returned) for e in all_of(out, ev.CardExchanged)]
    pairs = [("QH", "AH"), ("JD", "JD"), ("6C", "6C"), ("2H", "QH")]
    assert exchanged == [(hand(g)[0], hand(r)[0]) for g, r in pairs]
    assert _holds(match, 0, "AH QH JD 6C") and not _holds(match, 0, "2H")
    assert _holds(match, 1, "2H TH 3H") and not (match.hands[1] & mask_of(hand("AH QH")))
    assert [h.bit_count() for h in match.hands] == [16, 16, 16]
    assert match.phase is Phase.TRUMP and match.current_player() == 1
    assert match.hand_exchanges[0] == ExchangeEntry(0, 1, tuple(hand("QH")), tuple(hand("AH")))


def test_giving_a_card_not_held_is_refused():
    match, _ = second_hand(Rules(), ONE_UP_ONE_DOWN)
    before = list(match.hands)
    with pytest.raises(IllegalActionError, match="seat 0 gave TH but does not hold it"):
        run(match, "give TH")
    assert match.hands == before


# ----------------------------------------------------------------------------- classic
def test_classic_the_down_player_returns_its_highest_and_chooses_among_equal_ranks():
    match, _ = second_hand(Rules.preset("traditional"), ONE_UP_ONE_DOWN, CLASSIC_DEAL)
    run(match, "give 2S", "give 2H", "give 5D")
    assert match.phase is Phase.EXCHANGE_GIVE  # nothing moves before all four are given
    assert hand("2S")[0] not in [a.card for a in match.legal_actions()]
    with pytest.raises(IllegalActionError, match="already gives 2S"):
        run(match, "give 2S")
    assert run(match, "give 7C") == []
    assert match.phase is Phase.EXCHANGE_RETURN and match.current_player() == 1
    assert match.legal_actions() == [Return(c) for c in hand("TS TH TD")]
    with pytest.raises(IllegalActionError) as error:
        run(match, "return AH")
    assert error.value.rule == "classic-return" and "TS TH TD" in str(error.value)
    out = run(match, "return TH")
    swap = out[0]
    assert isinstance(swap, ev.CardsExchanged) and (swap.up, swap.down, swap.count) == (0, 1, 4)
    assert sorted(swap.given) == sorted(hand("2S 2H 5D 7C"))
    assert sorted(swap.returned) == sorted(hand("AH KS QS TH"))
    assert _holds(match, 0, "AH KS QS TH") and _holds(match, 1, "2S 2H 5D 7C TS TD")
    assert match.phase is Phase.TRUMP


def test_classic_two_up_players_exchange_one_after_the_other():
    match, _ = second_hand(Rules.preset("traditional"), TWO_UP_ONE_DOWN, CLASSIC_DEAL)
    assert match.exchange_plan == [(2, 1, 2), (0, 1, 1)] and match.current_player() == 2
    first = run(match, "give 4H", "give 6C")
    swaps = all_of(first, ev.CardsExchanged)
    assert len(swaps) == 1 and sorted(swaps[0].returned) == sorted(hand("AH KS"))
    # the second exchange uses the down player's hand as it is now (queen of spades highest)
    second = run(match, "give 2S")
    assert all_of(second, ev.CardsExchanged) == [
        ev.CardsExchanged(0, 1, tuple(hand("2S")), tuple(hand("QS")), 1)
    ]
    assert _holds(match, 2, "AH KS") and _holds(match, 0, "QS") and _holds(match, 1, "4H 6C 2S")


# ----------------------------------------------------------------------------- after trump
@pytest.mark.parametrize(
    ("kitty", "returned", "phases"),
    [
        # the dealer (seat 1, the down player) has not got the kitty's QD yet: JD comes back
        ("discard-then-take", "JD", ["TRUMP", "EXCHANGE_GIVE", "DISCARD", "PLAY"]),
        ("blind", "JD", ["TRUMP", "EXCHANGE_GIVE", "DISCARD", "PLAY"]),
        # take-then-discard: the dealer already holds the kitty, so its QD comes back
        ("take-then-discard", "QD", ["TRUMP", "EXCHANGE_GIVE", "DISCARD", "PLAY"]),
    ],
)
def test_exchange_after_trump_comes_right_after_trump_is_named(kitty, returned, phases):
    rules = Rules(kitty=kitty, exchange_timing="after-trump")
    match, events = second_hand(rules, ONE_UP_ONE_DOWN)
    seen = [match.phase.name]
    assert not all_of(events, ev.ExchangeBegins)
    taken_at_start = bool(all_of(events, ev.KittyTaken)) and match.kitty_taken
    assert taken_at_start == (kitty == "take-then-discard")
    out = run(match, "trump S")
    assert out[1] == ev.ExchangeBegins(0, 1, 4)
    seen.append(match.phase.name)
    out = run(match, "give JD")
    assert out == [ev.CardExchanged(0, 1, hand("JD")[0], hand(returned)[0])]
    out = run(match, "give 6C", "give 6C", "give 6C")
    seen.append(match.phase.name)
    # discard-then-take: the dealer discards from 16 before taking; otherwise from 20
    assert match.hands[1].bit_count() == (16 if kitty == "discard-then-take" else 20)
    run(match, "discard 3S", "discard 4S", "discard 5S", "discard 6S")
    seen.append(match.phase.name)
    assert seen == phases


def test_exchange_before_trump_is_the_rulebook_order():
    match, events = second_hand(Rules(), ONE_UP_ONE_DOWN)
    assert events[-1] == ev.ExchangeBegins(0, 1, 4) and match.trump is None
    out = run(match, "give JD")
    assert out[0].returned == hand("JD")[0]


# ----------------------------------------------------------------------------- four players
def test_four_players_up_players_fill_their_counts_from_down_players_by_new_target():
    """[decision] RULES.md: pairs in order of the new hand's targets, highest first."""
    rules = Rules.preset("rulebook", players=4, targets="7-4-3-2")
    deals = deal_source(rules, ladder(4, top=2))
    match = Match(rules, first_dealer=0, deals=deals)
    events = play_hand_to(match, (0, 3, 6, 3))
    assert match.last_points == (-7, -1, 3, 1)
    assert match.targets == (2, 7, 4, 3)
    assert match.exchange_plan == [(2, 1, 1), (2, 0, 2), (3, 0, 1)]
    begins = list(all_of(events, ev.ExchangeBegins))
    while match.phase is Phase.EXCHANGE_GIVE:
        begins += all_of(match.apply(match.legal_actions()[0]), ev.ExchangeBegins)
    assert begins == [ev.ExchangeBegins(*p) for p in match.exchange_plan]
    assert match.phase is Phase.TRUMP
    assert len(match.hand_exchanges) == 4  # one entry per card in the rulebook exchange


def test_give_during_another_phase_is_refused():
    match = Match(Rules(), seed=2)
    with pytest.raises(IllegalActionError) as error:
        match.apply(Give(0))
    assert error.value.rule == "wrong-phase"


# ----------------------------------------------------------------------------- the pure rules
@pytest.mark.parametrize(
    ("points", "targets", "dealer", "plan"),
    [
        ((0, 0, 0), (8, 5, 3), 0, []),
        ((2, -2, 0), (3, 8, 5), 1, [(0, 1, 2)]),
        ((4, -1, -3), (5, 3, 8), 2, [(0, 2, 3), (0, 1, 1)]),  # the down player of target 8 first
        ((4, -1, -3), (8, 5, 3), 0, [(0, 1, 1), (0, 2, 3)]),
        ((1, -3, 2), (3, 8, 5), 1, [(2, 1, 2), (0, 1, 1)]),  # the up player of target 5 first
        # four players, 6-4-3-3: equal targets go clockwise from the dealer's left
        ((1, -2, -2, 2), (3, 6, 4, 3), 1, [(3, 1, 2), (0, 2, 1)]),
        ((1, -2, -2, 2), (3, 3, 6, 4), 2, [(3, 2, 2), (0, 1, 1)]),
    ],
)
def test_exchange_plan(points, targets, dealer, plan):
    assert exchange_plan(points, targets, dealer) == plan


@pytest.mark.parametrize(
    ("down", "given", "back"),
    [
        ("AH TH 3H", "QH", "AH"),
        ("TH 3H", "JH", "JH"),
        ("S:KQJ D:5", "3H", "3H"),
        ("KH", "AH", "AH"),
        ("2C", "AC", "AC"),
        ("AC", "2C", "AC"),
    ],
)
def test_rulebook_return(down, given, back):
    assert rulebook_return(mask_of(hand(down)), hand(given)[0]) == hand(back)[0]


def test_classic_returns_highest_ranks_across_suits_with_ties_left_to_choose():
    down = mask_of(hand("AH KS QS TS TH TD 2C"))
    assert classic_returns(down, 2) == (hand("AH KS"), [], 0)
    forced, ties, choose = classic_returns(down, 4)
    assert sorted(forced) == sorted(hand("AH KS QS")) and ties == hand("TS TH TD")
    assert choose == 1
    forced, ties, choose = classic_returns(down, 6)
    assert sorted(forced) == sorted(hand("AH KS QS TS TH TD")) and (ties, choose) == ([], 0)


# ----------------------------------------------------------------------------- properties
@settings(max_examples=60, deadline=None)
@given(
    tricks=st.lists(st.integers(0, 16), min_size=2, max_size=2).filter(lambda t: sum(t) <= 16),
    dealer=st.integers(0, 2),
)
def test_exchange_plan_three_players_every_point_is_exchanged_once(tricks, dealer):
    tricks = [*tricks, 16 - sum(tricks)]
    targets = tuple((8, 5, 3)[(seat - dealer) % 3] for seat in range(3))
    points = tuple(t - g for t, g in zip(tricks, targets, strict=True))
    plan = exchange_plan(points, targets, dealer)
    for seat in range(3):
        given = sum(n for up, _, n in plan if up == seat)
        taken = sum(n for _, down, n in plan if down == seat)
        assert given == max(points[seat], 0) and taken == max(-points[seat], 0)
    assert all(n > 0 and points[up] > 0 > points[down] for up, down, n in plan)
    ups = [up for up, _, _ in plan]
    assert ups == sorted(ups, key=lambda s: -targets[s])  # higher new target first


@settings(max_examples=80, deadline=None)
@given(down=st.sets(st.integers(0, 51), max_size=20), given_card=st.integers(0, 51))
def test_rulebook_return_is_the_strongest_of_the_suit_or_the_card_itself(down, given_card):
    down.discard(given_card)
    same = [c for c in down if c // 13 == given_card // 13]
    back = rulebook_return(mask_of(down), given_card)
    if same and max(same) > given_card:
        assert back == max(same)
    else:
        assert back == given_card
