"""RULES.md "One hand" step 5 and the kitty house rules: order of trump, take and discard."""

from __future__ import annotations

import pytest
from helpers import all_of, deal_source, finish_hand, hand, ladder, run

from sergeantmajor.engine import IllegalActionError, Match, Phase, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.cards import deck, mask_of

DEAL = ladder(3, top=0)  # dealer 0 holds A J 8 5 of each suit; the kitty is the four 2s
DEALER_HAND = mask_of(hand(DEAL[0][0]))
KITTY = tuple(hand(DEAL[1]))


def _match(kitty: str) -> Match:
    rules = Rules(kitty=kitty, exchange="none", match_end="hands", hands=2)
    return Match(rules, first_dealer=0, deals=deal_source(rules, DEAL))


def _kinds(events: list) -> list[str]:
    return [type(e).__name__ for e in events]


def test_discard_then_take_trump_then_four_discards_unseen_then_the_kitty():
    match = _match("discard-then-take")
    assert _kinds(match.start_events) == ["HandStarted", "CardsDealt"]
    assert match.phase is Phase.TRUMP and match.hands[0] == DEALER_HAND
    assert not match.kitty_taken
    assert _kinds(run(match, "trump S")) == ["TrumpNamed"]
    assert match.phase is Phase.DISCARD and match.current_player() == 0
    # the dealer discards from the dealt 16, without the kitty
    assert mask_of(a.card for a in match.legal_actions()) == DEALER_HAND
    with pytest.raises(IllegalActionError, match="seat 0 discarded 2S but does not hold it"):
        run(match, "discard 2S")
    for code in ("5S", "5H", "5D"):
        assert _kinds(run(match, f"discard {code}")) == ["CardDiscarded"]
        assert match.phase is Phase.DISCARD
    last = run(match, "discard AC")
    assert last == [ev.CardDiscarded(0, hand("AC")[0]), ev.KittyTaken(0, KITTY)]
    assert match.kitty_taken and match.phase is Phase.PLAY
    assert match.discards == hand("5S 5H 5D AC")
    assert match.hands[0] == (DEALER_HAND & ~mask_of(hand("5S 5H 5D AC"))) | mask_of(KITTY)
    assert match.hands[0].bit_count() == 16


def test_take_then_discard_the_dealer_holds_twenty_when_naming_trump():
    match = _match("take-then-discard")
    assert _kinds(match.start_events) == ["HandStarted", "CardsDealt", "KittyTaken"]
    assert match.phase is Phase.TRUMP and match.kitty_taken
    assert match.hands[0] == DEALER_HAND | mask_of(KITTY)
    run(match, "trump H")
    assert match.phase is Phase.DISCARD
    assert mask_of(a.card for a in match.legal_actions()) == DEALER_HAND | mask_of(KITTY)
    run(match, "discard 2S", "discard AH", "discard 2C")
    assert match.phase is Phase.DISCARD
    run(match, "discard 8D")
    assert match.phase is Phase.PLAY and match.current_player() == 1
    assert match.hands[0] == (DEALER_HAND | mask_of(KITTY)) & ~mask_of(hand("2S AH 2C 8D"))


def test_blind_trump_before_seeing_the_kitty_then_take_then_discard_any_four_of_twenty():
    match = _match("blind")
    assert _kinds(match.start_events) == ["HandStarted", "CardsDealt"]
    assert match.phase is Phase.TRUMP and match.hands[0] == DEALER_HAND
    assert run(match, "trump C") == [ev.TrumpNamed(0, 3), ev.KittyTaken(0, KITTY)]
    assert match.phase is Phase.DISCARD
    assert match.hands[0] == DEALER_HAND | mask_of(KITTY)
    run(match, "discard 2H", "discard 2D", "discard 5S", "discard JS")
    assert match.phase is Phase.PLAY and match.hands[0].bit_count() == 16


def test_no_kitty_the_dealer_names_trump_from_seventeen_cards_and_play_starts():
    rules = Rules.preset("rulebook", kitty="none", exchange="none")
    match = Match(rules, seed=8, first_dealer=1)
    assert match.kitty == () and all(h.bit_count() == 17 for h in match.hands)
    assert _kinds(match.start_events) == ["HandStarted", "CardsDealt"]
    assert match.phase is Phase.TRUMP and match.current_player() == 1
    with pytest.raises(IllegalActionError) as error:
        run(match, "discard AS")
    assert error.value.rule == "wrong-phase"
    assert _kinds(run(match, "trump S")) == ["TrumpNamed"]
    assert match.phase is Phase.PLAY and match.current_player() == 2
    events = finish_hand(match)
    assert len(all_of(events, ev.TrickWon)) == 17


@pytest.mark.parametrize("kitty", ["discard-then-take", "take-then-discard", "blind"])
def test_discards_take_no_part_in_the_hand(kitty):
    match = _match(kitty)
    run(match, "trump S")
    run(match, "discard 5S", "discard 8H", "discard JD", "discard AC")
    discarded = hand("5S 8H JD AC")
    assert match.phase is Phase.PLAY
    # a discarded card can never be played
    while match.current_player() != 0:
        match.apply(match.legal_actions()[0])
    with pytest.raises(IllegalActionError, match="does not hold it"):
        run(match, "play AC")
    played_before = [c for _, _, cards in match.completed_tricks for c in cards] + match.trick
    events = finish_hand(match)
    played = played_before + [e.card for e in all_of(events, ev.CardPlayed)]
    assert sorted(played + discarded) == deck()  # 48 played + 4 put aside = the whole deck
    assert not set(played) & set(discarded)
