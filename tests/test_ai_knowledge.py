"""No bot is ever handed a card its seat cannot know, and sampled deals agree with the view.

Bots receive only a :class:`SeatView`; these tests check that a view holds nothing of
another seat's cards, that the expert's sampler deals exactly the unseen cards in ways
consistent with the facts, and that the real deal always fits those facts.
"""

from __future__ import annotations

import random

import pytest

from sergeantmajor.ai.base import make_bot
from sergeantmajor.ai.knowledge import Knowledge
from sergeantmajor.engine import Match, Phase, Rules
from sergeantmajor.engine.cards import SUIT_MASKS, mask_of
from sergeantmajor.engine.view import SeatView, seat_view

RULES = {
    "rulebook": Rules.preset("rulebook", match_end="hands", hands=4),
    "traditional": Rules.preset("traditional", match_end="hands", hands=4),
    "blind": Rules.preset("rulebook", kitty="blind", match_end="hands", hands=3),
    "no-kitty": Rules.preset("rulebook", kitty="none", match_end="hands", hands=3),
    "four": Rules.preset("casual", players=4, hands=3),
}


def views_of_match(rules: Rules, seed: int):
    """Every (match, view) of every seat at every decision of a match between Normal bots."""
    bots = [make_bot("normal", seed + s) for s in range(rules.players)]
    match = Match(rules, seed)
    while not match.is_terminal():
        for seat in range(rules.players):
            yield match, seat_view(match, seat)
        player = match.current_player()
        assert player is not None
        match.apply(bots[player].choose(seat_view(match, player)))


def check_view_hides_other_cards(match: Match, view: SeatView) -> None:
    seat = view.seat
    assert mask_of(view.hand) == match.hands[seat]
    others = 0
    for s, h in enumerate(match.hands):
        if s != seat:
            others |= h
    seen = mask_of(view.hand) | view.played_mask | mask_of(view.discards) | mask_of(view.kitty)
    for e in view.exchanges:
        seen |= mask_of(e.given or ()) | mask_of(e.back or ())
    # what a seat may see of others' cards: only the cards it gave or got in an exchange
    exchanged = 0
    for e in view.exchanges:
        if seat in (e.up, e.down):
            exchanged |= mask_of(e.given or ()) | mask_of(e.back or ())
        else:
            assert e.given is None and e.back is None
    assert not (seen & others & ~exchanged)
    if seat != match.dealer:
        assert view.discards == () and view.kitty == ()
    if not view.is_my_turn:
        assert view.legal_actions == ()


def check_sampler(match: Match, view: SeatView, rng: random.Random) -> None:
    know = Knowledge.from_view(view)
    n = view.rules.players
    truth = match.hands
    # facts are facts: the real hands fit the voids, sizes and the cards known to be held
    for p in range(n):
        assert not truth[p] & know.voids[p]
        assert know.sizes[p] == truth[p].bit_count()
    if len(view.exchange_plan) <= 1:  # later exchanges of others can move cards again
        for p in know.others():
            assert know.holds[p] & ~truth[p] == 0
            assert truth[p] & ~know.possible(p) == 0
    for _ in range(5):
        hands, rest = know.sample_with_rest(rng)
        assert hands[view.seat] == truth[view.seat]
        union = rest
        for p in know.others():
            assert hands[p].bit_count() == truth[p].bit_count()
            assert not hands[p] & know.voids[p]
            assert not hands[p] & union
            union |= hands[p]
        assert union == know.unseen
        assert rest.bit_count() == know.sink
        assert not union & (view.played_mask | view.hand_mask | mask_of(view.discards))


@pytest.mark.parametrize("name", sorted(RULES))
def test_views_hold_only_what_the_seat_may_know(name: str) -> None:
    rng = random.Random(3)
    checked = 0
    for i, (match, view) in enumerate(views_of_match(RULES[name], 11)):
        check_view_hides_other_cards(match, view)
        if i % 7 == 0 and match.phase is not Phase.MATCH_OVER:
            check_sampler(match, view, rng)
            checked += 1
    assert checked > 20


def test_voids_shown_in_play_are_known_to_everyone() -> None:
    rules = RULES["rulebook"]
    found = False
    for match, view in views_of_match(rules, 4):
        for leader, _, cards in view.completed_tricks:
            led = cards[0] // 13
            for i, card in enumerate(cards):
                if card // 13 != led:
                    know = Knowledge.from_view(view)
                    assert know.voids[(leader + i) % rules.players] & SUIT_MASKS[led]
                    found = True
        if found and match.hand_index > 0:
            break
    assert found


def test_bots_are_handed_a_view_not_the_match() -> None:
    """A bot that inspects what it is handed finds a SeatView of its own seat, nothing more."""
    received: list[object] = []

    class Spy:
        def __init__(self, seed: int | None = None) -> None:
            self.inner = make_bot("normal", seed)

        def choose(self, view: SeatView):
            received.append(view)
            return self.inner.choose(view)

    rules = RULES["rulebook"]
    match = Match(rules, 2)
    bots = [Spy(s) for s in range(3)]
    while match.hand_index < 1:
        seat = match.current_player()
        assert seat is not None
        match.apply(bots[seat].choose(seat_view(match, seat)))
    assert received and all(type(v) is SeatView for v in received)
    assert not any(hasattr(v, "hands") for v in received)
