"""RULES.md: what each seat may see. The seat view and ``redact`` never show others' cards."""

from __future__ import annotations

import dataclasses
import random

import pytest
from helpers import (
    CLASSIC_DEAL,
    ONE_UP_ONE_DOWN,
    RULE_SET,
    RULEBOOK_DEAL,
    deal_source,
    hand,
    run,
    second_hand,
)

from sergeantmajor.engine import AssignTargets, Match, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.cards import cards_of, mask_of
from sergeantmajor.engine.view import ExchangeSeen, SeatView, redact, seat_view

# Every field of SeatView, sorted by what it may hold. A new field must be added here, so
# that someone decides whether it is public or private before it ships.
PUBLIC_FIELDS = {
    "seat", "rules", "phase", "current_player", "hand_index", "dealer", "targets",
    "hand_sizes", "trump", "leader", "trick", "completed_tricks", "tricks_won", "totals",
    "chips", "last_points", "exchange_plan", "kitty_size", "kitty_taken", "discards_made",
    "winner", "legal_actions", "exchange_step",
}
PRIVATE_FIELDS = {"hand", "exchanges", "discards", "kitty"}

PUBLIC_EVENTS = (ev.HandStarted, ev.TargetsAssigned, ev.ExchangeBegins, ev.TrumpNamed,
                 ev.CardPlayed, ev.TrickWon, ev.HandScored, ev.MatchOver)


def test_every_field_of_the_seat_view_is_classified():
    names = {f.name for f in dataclasses.fields(SeatView)}
    assert names == PUBLIC_FIELDS | PRIVATE_FIELDS


def known_cards(match: Match, seat: int) -> int:
    """The cards ``seat`` may know now: its hand, cards played, its own exchanges, and for
    the dealer its discards and a kitty it has taken."""
    known = match.hands[seat] | mask_of(match.trick)
    for _, _, cards in match.completed_tricks:
        known |= mask_of(cards)
    for entry in match.hand_exchanges:
        if seat in (entry.up, entry.down):
            known |= mask_of(entry.given) | mask_of(entry.back)
    if seat == match.dealer:
        known |= mask_of(match.discards)
        if match.kitty_taken:
            known |= mask_of(match.kitty)
    return known


def cards_in(value) -> int:
    """Every card found in a private view field (card tuples; the cards of exchanges)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return 1 << value
    if isinstance(value, ExchangeSeen):  # seats and counts are not cards
        return cards_in(value.given or ()) | cards_in(value.back or ())
    mask = 0
    for item in value:
        mask |= cards_in(item)
    return mask


def check_view(match: Match, seat: int) -> None:
    view = seat_view(match, seat)
    assert view.hand == tuple(cards_of(match.hands[seat]))
    is_dealer = seat == match.dealer
    assert view.discards == (tuple(match.discards) if is_dealer else ())
    assert view.kitty == (match.kitty if is_dealer and match.kitty_taken else ())
    for seen in view.exchanges:
        if seat not in (seen.up, seen.down):
            assert seen.given is None and seen.back is None
    private = 0
    for name in PRIVATE_FIELDS:
        private |= cards_in(getattr(view, name))
    leaked = private & ~known_cards(match, seat)
    assert not leaked, f"seat {seat} sees {cards_of(leaked)}"
    assert view.legal_actions == (tuple(match.legal_actions())
                                  if match.current_player() == seat else ())


def check_redacted(event, seat: int, match: Match) -> None:
    shown = redact(event, seat)
    if isinstance(event, PUBLIC_EVENTS):
        assert shown == event
    elif isinstance(event, ev.CardsDealt):
        assert shown.kitty is None and shown.kitty_size == event.kitty_size
        assert all((h is None) == (s != seat) for s, h in enumerate(shown.hands))
        assert shown.hands[seat] == event.hands[seat]
    elif isinstance(event, (ev.CardExchanged, ev.CardsExchanged)):
        involved = seat in (event.up, event.down)
        assert shown == event if involved else (shown.given is None and shown.returned is None)
    elif isinstance(event, ev.CardDiscarded):
        assert shown == event if seat == event.dealer else shown.card is None
    elif isinstance(event, ev.KittyTaken):
        assert shown == event if seat == event.dealer else shown.cards is None
    else:  # a new event type must be classified here
        raise AssertionError(f"unclassified event {type(event).__name__}")


VIEW_RULES = [
    Rules(),
    Rules.preset("traditional"),
    Rules(kitty="blind", exchange_timing="after-trump", dealer_assigns_targets=True),
    Rules.preset("casual", players=4, exchange_timing="after-trump"),
    Rules.preset("rulebook", kitty="none", no_trump=True),
]


@pytest.mark.parametrize("rules", VIEW_RULES, ids=lambda r: str(r.to_dict()))
def test_random_play_views_and_events_show_each_seat_only_what_it_may_know(rules):
    rng = random.Random(7)
    match = Match(rules.replace(match_end="hands", hands=3), seed=7)
    events = list(match.start_events)
    exchanges = 0
    while not match.is_terminal():
        for seat in range(match.players):
            check_view(match, seat)
            for event in events:
                check_redacted(event, seat, match)
        exchanges += sum(isinstance(e, (ev.CardExchanged, ev.CardsExchanged)) for e in events)
        events = match.apply(rng.choice(match.legal_actions()))
    assert exchanges > 0  # the walk went through exchanges


# ----------------------------------------------------------------------------- exact cases
def test_a_third_player_does_not_see_the_cards_of_an_exchange():
    match, _ = second_hand(Rules(), ONE_UP_ONE_DOWN)
    (exchanged,) = run(match, "give QH")
    assert redact(exchanged, 0) == exchanged == redact(exchanged, 1)
    assert redact(exchanged, 2) == ev.CardExchanged(0, 1, None, None)
    third = seat_view(match, 2).exchanges
    assert [(e.up, e.down, e.count, e.given, e.back) for e in third] == [(0, 1, 1, None, None)]
    mine = seat_view(match, 1).exchanges[0]
    assert (mine.given, mine.back) == (tuple(hand("QH")), tuple(hand("AH")))


def test_classic_exchange_cards_are_hidden_from_the_third_player():
    match, _ = second_hand(Rules.preset("traditional"), ONE_UP_ONE_DOWN, CLASSIC_DEAL)
    events = run(match, "give 2S", "give 2H", "give 5D", "give 7C", "return TS")
    swap = next(e for e in events if isinstance(e, ev.CardsExchanged))
    hidden = redact(swap, 2)
    assert (hidden.given, hidden.returned, hidden.count) == (None, None, 4)
    assert redact(swap, 0) == swap


def test_the_deal_shows_each_seat_its_own_hand_and_nobody_the_kitty():
    rules = Rules(exchange="none")
    match = Match(rules, first_dealer=0, deals=deal_source(rules, RULEBOOK_DEAL))
    dealt = match.start_events[1]
    for seat in range(3):
        shown = redact(dealt, seat)
        assert shown.hands[seat] == tuple(hand(RULEBOOK_DEAL[0][seat]))
        assert [h is None for h in shown.hands] == [s != seat for s in range(3)]
        assert shown.kitty is None and shown.kitty_size == 4


def test_only_the_dealer_sees_discards_and_the_taken_kitty():
    rules = Rules(exchange="none")
    match = Match(rules, first_dealer=0, deals=deal_source(rules, RULEBOOK_DEAL))
    run(match, "trump C")
    assert seat_view(match, 0).kitty == ()  # discard-then-take: not seen before discarding
    events = run(match, "discard 2S", "discard 2H", "discard JD", "discard 5D")
    assert seat_view(match, 0).discards == tuple(hand("2S 2H JD 5D"))
    assert seat_view(match, 0).kitty == tuple(hand(RULEBOOK_DEAL[1]))
    for seat in (1, 2):
        view = seat_view(match, seat)
        assert view.discards == () and view.kitty == ()
        assert (view.discards_made, view.kitty_taken, view.hand_sizes) == (4, True, (16, 16, 16))
        assert [redact(e, seat) for e in events] == [
            *(ev.CardDiscarded(0, None) for _ in range(4)), ev.KittyTaken(0, None)]
    assert [redact(e, 0) for e in events] == events


# --------------------------------------------------------------------------- why_illegal
def _candidates(view) -> list[object]:
    """Every action kind for every card and suit: legal ones, wrong-phase ones, bogus ones."""
    from sergeantmajor.engine.actions import DISCARD, GIVE, PLAY, RETURN, TRUMP

    out: list[object] = [*PLAY, *DISCARD, *GIVE, *RETURN, *TRUMP]
    out += [AssignTargets(view.rules.target_list), AssignTargets((1, 1, 1)), None, "play AS"]
    return out


@pytest.mark.parametrize("rules", RULE_SET, ids=[str(r.to_dict()) for r in RULE_SET])
def test_a_view_names_the_rule_the_engine_names(rules):
    """A player who holds only their view (a network table) refuses exactly as the engine:
    both ask one classifier (engine/legality.py); this checks that a seat's view hands it what
    the match does (phase, legal actions, hand, whose turn), for every rule set."""
    rng = random.Random(5)
    match = Match(rules, 9)
    for _ in range(160):
        if match.is_terminal():
            break
        seat = match.current_player()
        view = seat_view(match, seat)
        for action in _candidates(view):
            error = match.why_illegal(action)
            assert view.why_illegal(action) == (None if error is None else error.rule), action
        other = seat_view(match, (seat + 1) % rules.players)
        assert other.why_illegal(view.legal_actions[0]) == "not-your-turn"
        match.apply(rng.choice(view.legal_actions))
