"""Undo and redo of the player's decisions (app/undo.py), on real matches, no Qt.

Undo gives back exactly the match of the player's previous decision point (every decision
kind: targets, exchange gives and returns, trump, discards, cards), repeatable to the start of
the hand; redo reapplies the taken-back actions to exactly the state before the undo; a decision
of the player's own clears the redo stack; nothing reaches back into a scored hand.
"""

from __future__ import annotations

import json
import random

import pytest

from sergeantmajor.app.undo import UndoHistory
from sergeantmajor.engine import Match, Phase, Rules
from sergeantmajor.engine.record import record_of

HUMAN = 0

RULES = [
    Rules(),
    Rules.preset("traditional"),
    Rules(kitty="blind", exchange_timing="after-trump", dealer_assigns_targets=True,
          no_trump=True),
    Rules.preset("rulebook", kitty="none"),
    Rules.preset("traditional", players=4, match_end="hands"),
]


def state(match: Match) -> str:
    """Everything that makes the match what it is, as text."""
    return json.dumps([record_of(match), match.describe(), match.current_player(),
                       [int(h) for h in match.hands], list(match.totals)])


def step(match: Match, history: UndoHistory, rng: random.Random) -> str:
    """Apply one random legal action (noting it) and return its phase name."""
    seat = match.current_player()
    phase = match.phase.value
    action = rng.choice(match.legal_actions())
    history.record(match, action, by_player=seat == HUMAN)
    match.apply(action)
    return phase


@pytest.mark.parametrize("rules", RULES, ids=lambda r: str(r.to_dict()))
def test_undo_walks_back_every_decision_of_the_hand_and_redo_returns(rules: Rules) -> None:
    rng = random.Random(5)
    match = Match(rules, seed=9)
    history = UndoHistory()
    kinds: set[str] = set()
    total_undone = 0
    for _ in range(4):  # a few hands, with undo and redo in each
        start = match.hand_index
        points: list[str] = []
        while match.hand_index == start and not match.is_terminal():
            if match.current_player() == HUMAN:
                points.append(state(match))
                kinds.add(match.phase.value)
            step(match, history, rng)
        if match.is_terminal():
            break
        # mid-way through the next hand, walk all the way back to its start
        target = match.hand_index
        points = []
        while match.hand_index == target and len(points) < 6 and not match.is_terminal():
            if match.current_player() == HUMAN:
                points.append(state(match))
                kinds.add(match.phase.value)
            step(match, history, rng)
        if match.hand_index != target or match.is_terminal():
            assert not history.can_undo(match)  # the hand was scored: nothing to take back
            continue
        end = state(match)
        undone = 0
        while history.can_undo(match):
            restored = history.undo(match)
            assert restored is not None
            match = restored
            undone += 1
            assert state(match) == points[-undone]
            assert match.current_player() == HUMAN
        assert undone == len(points)
        total_undone += undone
        for _ in range(undone):
            for action in history.redo(match):
                history.record(match, action, by_player=match.current_player() == HUMAN)
                match.apply(action)
        assert state(match) == end
        assert not history.can_redo(match)
        assert history.used
    assert total_undone >= 3
    assert {"play", "trump"} & kinds


def test_own_decision_clears_redo_and_undo_stops_at_hand_start() -> None:
    rng = random.Random(1)
    match = Match(Rules(), seed=4)
    history = UndoHistory()
    while match.phase is not Phase.PLAY or match.current_player() != HUMAN:
        step(match, history, rng)
    step(match, history, rng)
    while match.current_player() != HUMAN:
        step(match, history, rng)
    restored = history.undo(match)
    assert restored is not None
    match = restored
    assert history.can_redo(match)
    step(match, history, rng)  # the player's own choice
    assert not history.can_redo(match)
    # back to the first decision of the hand, then no further
    while history.can_undo(match):
        match = history.undo(match)  # type: ignore[assignment]
    assert history.undo(match) is None


def test_clear_forgets_the_match() -> None:
    match = Match(Rules(), seed=2)
    history = UndoHistory()
    rng = random.Random(0)
    while match.current_player() != HUMAN:
        step(match, history, rng)
    step(match, history, rng)
    history.clear()
    assert not history.can_undo(match) and not history.used
