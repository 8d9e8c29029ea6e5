"""The review's replay cursor: every position of a record is the engine's own state there,
whichever way the cursor gets to it (forward, back, jumps), in every preset and with four
players; the steps' marks (kind, number, trick and hand ends) agree with the events."""

from __future__ import annotations

import random

import pytest

from sergeantmajor.engine import Match, RecordError, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.record import record_of
from sergeantmajor.engine.replay_cursor import ReplayCursor
from sergeantmajor.engine.view import redact, seat_view

RULES = [
    Rules.preset("rulebook"),
    Rules.preset("traditional"),
    Rules.preset("casual"),
    Rules.preset("casual", players=4, targets="7-4-3-2", match_end="chips", hands=3),
    Rules.preset("rulebook", players=4, hands=3, match_end="hands"),
    Rules.preset("rulebook", dealer_assigns_targets=True, kitty="blind", no_trump=True,
                 exchange_timing="after-trump", match_end="hands", hands=4),
    Rules.preset("rulebook", kitty="none", match_end="hands", hands=3),
]


def played_match(rules: Rules, seed: int, stop_after: int | None = None):
    """A random match, with each seat's view, the open hands and the events after every move."""
    rng = random.Random(seed)
    match = Match(rules, seed)
    states = [_state(match)]
    moves, events = [], []
    while not match.is_terminal() and (stop_after is None or len(moves) < stop_after):
        seat = match.current_player()
        action = rng.choice(match.legal_actions())
        events.append(match.apply(action))
        moves.append((seat, action))
        states.append(_state(match))
    return match, states, moves, events


def _state(match: Match):
    views = tuple(seat_view(match, s) for s in range(match.players))
    return views, tuple(match.hands), match.kitty, match.kitty_taken, tuple(match.discards)


def _cursor_state(cursor: ReplayCursor):
    views = tuple(cursor.view(s) for s in range(cursor.rules.players))
    cards = cursor.open_cards()
    hands = tuple(sum(1 << c for c in h) for h in cards.hands)
    return views, hands, cards.kitty, cards.kitty_taken, cards.discards


@pytest.mark.parametrize("rules", RULES, ids=lambda r: str(r.to_dict()))
def test_every_position_is_the_engines_state(rules: Rules) -> None:
    match, states, moves, events = played_match(rules, 5)
    cursor = ReplayCursor.from_record(record_of(match))
    assert len(cursor) == len(states) and cursor.index == len(states) - 1
    assert [(s.seat, s.action) for s in cursor.steps] == moves
    # forward one by one, then back one by one, then jumps in a random order
    order = list(range(len(states))) + list(range(len(states) - 1, -1, -1))
    jumps = list(range(len(states)))
    random.Random(1).shuffle(jumps)
    for index in order + jumps:
        cursor.go(index)
        assert cursor.index == index
        assert _cursor_state(cursor) == states[index], f"position {index}"
    for i, out in enumerate(events):
        assert cursor.events(i, i + 1) == out
        for seat in range(rules.players):
            assert cursor.events(i, i + 1, seat) == [redact(e, seat) for e in out]
    assert cursor.start_events() == match.start_events
    assert cursor.start_events(1) == [redact(e, 1) for e in match.start_events]
    # the marks agree with the events
    for step, out in zip(cursor.steps, events, strict=True):
        assert step.ends_trick == any(isinstance(e, ev.TrickWon) for e in out)
        assert step.ends_hand == any(isinstance(e, ev.HandScored) for e in out)
    starts = cursor.hand_starts()
    assert len(starts) == cursor.hands == len(match.history)
    for h, start in enumerate(starts):
        cursor.go(start)
        assert cursor.view(0).hand_index == h and not cursor.view(0).completed_tricks
        assert cursor.hand_of(start) == h
    assert len(cursor.trick_ends()) == rules.hand_size * len(match.history)


def test_numbers_follow_checks_move_names() -> None:
    match, _, _, _ = played_match(Rules.preset("rulebook"), 3)
    record = record_of(match)
    cursor = ReplayCursor.from_record(record)
    for step in cursor.steps:
        hand = record["hands"][step.hand]
        if step.kind == "play":
            assert hand["plays"][step.number - 1] == step.action.text().split()[1]
            assert step.trick == (step.number - 1) // cursor.rules.players
        if step.kind == "discard":
            assert hand["discard"][step.number - 1] == step.action.text().split()[1]


def test_unfinished_record_and_navigation_marks() -> None:
    match, states, _, _ = played_match(Rules.preset("traditional"), 8, stop_after=130)
    cursor = ReplayCursor.from_record(record_of(match))
    assert len(cursor) == 131
    cursor.go(0)
    assert _cursor_state(cursor) == states[0]
    ends = cursor.trick_ends()
    assert cursor.next_mark(ends) == ends[0]
    cursor.go(ends[1])
    assert cursor.previous_mark(ends) == ends[0]
    assert cursor.next_mark(cursor.hand_starts()) == cursor.hand_starts()[1]
    with pytest.raises(IndexError):
        cursor.go(len(cursor))
    # the copy handed out is independent of the cursor
    copy = cursor.match()
    copy.apply(copy.legal_actions()[0])
    assert _cursor_state(cursor) == states[ends[1]]


def test_bad_record_is_refused_like_check() -> None:
    match, _, _, _ = played_match(Rules.preset("rulebook"), 2, stop_after=40)
    record = record_of(match)
    record["hands"][0]["plays"][3] = record["hands"][0]["plays"][0]
    with pytest.raises(ValueError):
        ReplayCursor.from_record(record)
    with pytest.raises(RecordError):
        ReplayCursor.from_record({"format": "nope"})
