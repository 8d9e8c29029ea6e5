"""The typed hand log: each hand's entry says exactly what the events said, clones share the
past and not the present, and the classic exchange's pending return is public."""

from __future__ import annotations

import random

import pytest
from test_playouts import RULE_IDS, RULE_SET

from sergeantmajor.engine import ExchangeEntry, HandLog, Match, Phase, Rules
from sergeantmajor.engine import events as ev


def _play(rules: Rules, seed: int, max_steps: int = 4000) -> tuple[Match, list[ev.Event]]:
    rng = random.Random(seed)
    match = Match(rules, seed)
    events = list(match.start_events)
    for _ in range(max_steps):
        if match.is_terminal():
            break
        actions = match.legal_actions()
        events += match.apply(actions[rng.randrange(len(actions))])
    return match, events


def _logs_from_events(events: list[ev.Event]) -> list[HandLog]:
    """The hand logs an observer that sees every event would write."""
    out: list[dict] = []
    for e in events:
        if isinstance(e, ev.HandStarted):
            out.append({"dealer": e.dealer, "targets": None, "exchanges": [], "trump": None,
                        "discards": [], "plays": []})
        elif isinstance(e, ev.CardsDealt):
            out[-1]["deal"], out[-1]["kitty"] = e.hands, e.kitty
        elif isinstance(e, ev.TargetsAssigned):
            out[-1]["targets"] = e.targets
        elif isinstance(e, ev.CardExchanged):
            out[-1]["exchanges"].append(ExchangeEntry(e.up, e.down, (e.given,), (e.returned,)))
        elif isinstance(e, ev.CardsExchanged):
            out[-1]["exchanges"].append(ExchangeEntry(e.up, e.down, e.given, e.returned))
        elif isinstance(e, ev.TrumpNamed):
            out[-1]["trump"] = e.suit
        elif isinstance(e, ev.CardDiscarded):
            out[-1]["discards"].append(e.card)
        elif isinstance(e, ev.CardPlayed):
            out[-1]["plays"].append(e.card)
    return [HandLog(h["dealer"], h["deal"], h["kitty"], h["targets"], tuple(h["exchanges"]),
                    h["trump"], tuple(h["discards"]), tuple(h["plays"])) for h in out]


@pytest.mark.parametrize("rules", RULE_SET, ids=RULE_IDS)
def test_the_hand_log_says_what_the_events_said(rules: Rules) -> None:
    for seed in range(3):
        match, events = _play(rules, seed)
        logs = match.hand_logs()
        assert list(logs) == _logs_from_events(events)
        assert len(logs) == match.hand_index + 1
        assert logs[-1] == match.current_hand_log()
        assert match.hand_exchanges == logs[-1].exchanges


def test_a_hand_in_progress_is_logged_so_far() -> None:
    rules = Rules.preset("rulebook", dealer_assigns_targets=True)
    match, events = _play(rules, 7, max_steps=30)
    assert not match.is_terminal() and match.hand_index == 0
    log = match.current_hand_log()
    assert list(match.hand_logs()) == _logs_from_events(events)
    assert log.targets == match.targets  # the dealer assigned them
    assert log.plays == tuple(c for _, _, cs in match.completed_tricks for c in cs) + tuple(
        match.trick)
    assert log.discards == tuple(match.discards)


def test_targets_are_logged_only_when_the_dealer_assigned_them() -> None:
    match, _ = _play(Rules(), 3, max_steps=30)
    assert match.current_hand_log().targets is None


def test_a_clone_shares_the_finished_hands_and_copies_the_one_in_progress() -> None:
    match, _ = _play(Rules.preset("traditional", match_end="hands", hands=9), 5, max_steps=200)
    assert match.hand_index >= 2
    other = match.clone()
    assert all(a is b for a, b in zip(match.hand_logs()[:-1], other.hand_logs()[:-1],
                                      strict=True))
    before = match.hand_logs()
    rng = random.Random(1)
    for _ in range(120):
        actions = other.legal_actions()
        other.apply(actions[rng.randrange(len(actions))])
    assert match.hand_logs() == before
    assert other.hand_logs()[:len(before) - 1] == before[:-1]


def test_pending_return_names_the_forced_cards_and_the_choices() -> None:
    rules = Rules.preset("traditional", match_end="hands", hands=20)
    for seed in range(200):
        rng = random.Random(seed)
        match = Match(rules, seed)
        while not match.is_terminal() and match.phase is not Phase.EXCHANGE_RETURN:
            assert match.pending_return() == ((), ())
            actions = match.legal_actions()
            match.apply(actions[rng.randrange(len(actions))])
        if match.phase is not Phase.EXCHANGE_RETURN:
            continue
        forced, ties = match.pending_return()
        step = match.exchange_step()
        assert step is not None and step.returning
        assert {a.card for a in match.legal_actions()} == set(ties)
        assert len(forced) + step.to_choose == step.count
        down = match.hands[step.down]
        assert all((down >> c) & 1 for c in forced + ties)
        # every forced card outranks every card to choose from, and those share one rank
        assert len({c % 13 for c in ties}) == 1
        assert all(c % 13 > ties[0] % 13 for c in forced)
        return
    pytest.fail("no seed reached a classic return with a choice")
