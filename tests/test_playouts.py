"""Random play-outs across every switch of Rules: the invariants hold at every step.

Cards are conserved, tricks and points add up, chips balance, a state is terminal exactly
when no action is legal, an illegal action raises IllegalActionError and changes nothing,
and a clone is independent of its original. Every card played, trick won and card exchanged
is also checked against the rule written out again here (an oracle independent of the engine).
"""

from __future__ import annotations

import copy
import dataclasses
import random

import pytest
from helpers import RULE_SET
from hypothesis import given, settings
from hypothesis import strategies as st

from sergeantmajor.engine import IllegalActionError, Match, Phase, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.actions import (
    DISCARD,
    GIVE,
    PLAY,
    RETURN,
    TRUMP,
    AssignTargets,
    Discard,
    Give,
    NameTrump,
    Play,
    Return,
)
from sergeantmajor.engine.cards import SUIT_MASKS, cards_of, deck, mask_of

# Together these take every value of every switch (checked by the first test).
RULE_IDS = [str(r.to_dict()) for r in RULE_SET]
MAX_HANDS = 14  # rotation can go on; the invariants are per step, so a cap loses nothing

# Actions that are never legal anywhere: cards and suits out of range, wrong target lists.
BOGUS = [Play(52), Play(-1), Discard(99), Give(60), Return(-3), NameTrump(5), NameTrump(-1),
         AssignTargets((8, 5)), AssignTargets((8, 5, 4)), AssignTargets((8, "5", 3))]


def test_the_rule_set_takes_every_value_of_every_switch():
    from sergeantmajor.engine import rules as r

    values = {
        "players": {3, 4},
        "targets": {"8-5-3", "9-5-2", "9-5-3", "5-3-2-2", "6-4-3-3", "7-4-3-2"},
        "kitty": set(r.KITTY_MODES), "exchange": set(r.EXCHANGE_MODES),
        "exchange_timing": set(r.EXCHANGE_TIMINGS), "match_end": set(r.MATCH_ENDS),
        "rotation": set(r.ROTATIONS), "first_dealer": set(r.FIRST_DEALERS),
        "twelve_tricks_wins": {False, True}, "no_trump": {False, True},
        "dealer_assigns_targets": {False, True},
    }
    for name, wanted in values.items():
        assert {getattr(rules, name) for rules in RULE_SET} == wanted, name


# ----------------------------------------------------------------------------- invariants
def snapshot(match: Match) -> dict:
    """Everything in the state (the random generator by its state)."""
    state = {k: copy.deepcopy(v) for k, v in vars(match).items() if k not in ("rng", "_deals")}
    state["rng"] = match.rng.getstate()
    return state


def check_cards(match: Match) -> None:
    """Hands + kitty (until taken) + discards + cards played = the deck, with no overlap."""
    parts = [*match.hands, mask_of(match.discards), mask_of(match.trick)]
    parts += [mask_of(cards) for _, _, cards in match.completed_tricks]
    if not match.kitty_taken:
        parts.append(mask_of(match.kitty))
    union = 0
    for part in parts:
        union |= part
    full = deck(without_two_of_clubs=not match.rules.has_kitty)
    assert union == mask_of(full)
    assert sum(p.bit_count() for p in parts) == len(full)  # nothing is in two places


def check_state(match: Match) -> None:
    legal = match.legal_actions()
    assert match.is_terminal() == (not legal) == (match.current_player() is None)
    assert sum(match.tricks_won) == len(match.completed_tricks)
    assert sum(match.chips) == 0
    if match.is_terminal():
        return
    check_cards(match)
    sizes = [h.bit_count() for h in match.hands]
    if match.phase is Phase.PLAY:
        played = len(match.completed_tricks)
        for seat in range(match.players):
            in_trick = seat in match.trick_seats
            assert sizes[seat] == match.hand_size - played - in_trick


def check_illegal(match: Match, rng: random.Random) -> None:
    """Every non-legal action of a sample raises IllegalActionError and changes nothing."""
    legal = set(match.legal_actions())
    universe = [*PLAY, *DISCARD, *GIVE, *RETURN, *TRUMP]
    candidates = [a for a in rng.sample(universe, 12) if a not in legal] + BOGUS
    before = snapshot(match)
    for action in candidates:
        with pytest.raises(IllegalActionError):
            match.apply(action)
        assert snapshot(match) == before, action


def check_clone(match: Match, rng: random.Random) -> None:
    """A clone played on leaves the original untouched, and replays it exactly."""
    before = snapshot(match)
    twin = match.clone()
    assert snapshot(twin) == before
    action = rng.choice(match.legal_actions())
    for _ in range(60):
        if twin.is_terminal():
            break
        twin.apply(rng.choice(twin.legal_actions()))
    assert snapshot(match) == before
    again = match.clone()
    assert again.apply(action) == match.clone().apply(action)


def trick_winner(cards: tuple[int, ...], leader: int, trump: int, players: int) -> int:
    """The winner of a trick, written again here from RULES.md (step 6) as an oracle."""
    trumps = [c for c in cards if c // 13 == trump]
    led = [c for c in cards if c // 13 == cards[0] // 13]
    best = max(trumps) if trumps else max(led)
    return (leader + cards.index(best)) % players


def check_events(
    match: Match, hands: list[int], trick: list[int], trump: int | None, events: list
) -> None:
    """Each event against the rules, from the state before the action (the last hand's
    trump, hands and trick: the action may have ended the hand and dealt the next)."""
    for event in events:
        if isinstance(event, ev.CardPlayed) and trick:
            led = trick[0] // 13
            if event.card // 13 != led:  # only a player void in the suit led may do this
                assert not hands[event.seat] & SUIT_MASKS[led]
        elif isinstance(event, ev.TrickWon):
            assert event.winner == trick_winner(event.cards, event.leader, trump, match.players)
        elif isinstance(event, ev.CardExchanged):
            same = [c for c in cards_of(hands[event.down]) if c // 13 == event.given // 13]
            stronger = [c for c in same if c > event.given]
            assert event.returned == (max(stronger) if stronger else event.given)
        elif isinstance(event, ev.CardsExchanged):
            held = hands[event.down]
            back = mask_of(event.returned)
            assert len(event.returned) == event.count and held & back == back
            kept = [c % 13 for c in cards_of(held & ~back)]
            assert min(c % 13 for c in event.returned) >= max(kept, default=-1)
            assert mask_of(event.given) & hands[event.up] == mask_of(event.given)


def play_out(rules: Rules, seed: int, deep_checks: int = 10) -> Match:
    """A random match (capped at MAX_HANDS) with every invariant checked at every step."""
    rng = random.Random(seed)
    match = Match(rules, seed=seed)
    check_state(match)
    totals = [0] * match.players
    chip_totals = [0] * match.players
    step = 0
    deep_at = set(rng.sample(range(300), deep_checks))
    while not match.is_terminal() and match.hand_index < MAX_HANDS:
        targets = match.targets
        if step in deep_at:
            check_illegal(match, rng)
            check_clone(match, rng)
        hands, trick, trump = list(match.hands), list(match.trick), match.trump
        events = match.apply(rng.choice(match.legal_actions()))
        check_events(match, hands, trick, trump, events)
        step += 1
        for event in events:
            if isinstance(event, ev.HandScored):
                assert sum(event.tricks) == rules.hand_size
                assert event.points == tuple(t - g for t, g in zip(event.tricks, targets,
                                                                   strict=True))
                # ups and downs balance, except with four players' 6-4-3-3 and 7-4-3-2
                # (16 tricks of targets for 12 tricks: every hand ends 4 down in total)
                assert sum(event.points) == rules.hand_size - sum(rules.target_list)
                assert sum(event.chips) == 0
                totals = [a + b for a, b in zip(totals, event.points, strict=True)]
                chip_totals = [a + b for a, b in zip(chip_totals, event.chips, strict=True)]
                assert list(event.totals) == totals and list(event.chip_totals) == chip_totals
        check_state(match)
    if match.is_terminal():
        assert match.winner is not None and match.end_reason is not None
        over = match.history[-1]
        assert list(over.totals) == match.totals
    return match


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("rules", RULE_SET, ids=RULE_IDS)
def test_random_play_outs_keep_every_invariant(rules, seed):
    match = play_out(rules, seed)
    assert match.hand_index >= 1 or match.is_terminal()


@settings(max_examples=20, deadline=None)
@given(index=st.integers(0, len(RULE_SET) - 1), seed=st.integers(0, 2**32 - 1))
def test_random_play_outs_hypothesis(index, seed):
    play_out(RULE_SET[index], seed, deep_checks=2)


def test_the_same_seed_and_choices_give_the_same_match():
    def run(seed: int) -> list:
        rng, match = random.Random(seed), Match(Rules.preset("traditional"), seed=seed)
        out = list(match.start_events)
        while not match.is_terminal() and match.hand_index < 3:
            out += match.apply(rng.choice(match.legal_actions()))
        return out

    assert run(5) == run(5)
    assert run(5) != run(6)


def test_events_are_frozen():
    match = Match(Rules(), seed=1)
    event = match.start_events[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.dealer = 2  # type: ignore[misc]
