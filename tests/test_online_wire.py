"""The wire form of events, views, actions and rules: exact round trips over whole matches of
every rule set, and strict refusals of anything else."""

from __future__ import annotations

import json

import msgspec
import pytest
from helpers import RULE_SET

from sergeantmajor.ai.base import make_bot
from sergeantmajor.engine import Match, Rules, parse_action
from sergeantmajor.engine.view import SPECTATOR, redact, seat_view
from sergeantmajor.net.wire import (
    PRIVATE_FIELDS,
    WireError,
    action_from_wire,
    action_wire,
    event_from_wire,
    event_wire,
    private_wire,
    public_wire,
    rules_from_wire,
    rules_wire,
    view_from_wire,
    view_wire,
)


@pytest.mark.parametrize("rules", RULE_SET, ids=[str(r.to_dict()) for r in RULE_SET])
def test_events_and_views_come_back_exactly(rules):
    match = Match(rules, 3)
    bot = make_bot("random", 1)
    seats = [*range(rules.players), SPECTATOR]
    wire_rules = rules_from_wire(json.loads(json.dumps(rules_wire(rules))))
    assert wire_rules == rules
    events = list(match.start_events)
    steps = 0
    earlier: list[dict] = []
    own: dict[int, tuple] = {}  # each seat's private fields, with what they follow from
    while True:
        for event in events:
            for seat in seats:
                mine = redact(event, seat)
                assert event_from_wire(json.loads(json.dumps(event_wire(mine)))) == mine
        public = public_wire(match)
        # made from an earlier decision's fields (a hand's tricks in wire form kept): the same
        for before in earlier[-1:] + earlier[-7:-6]:
            assert public_wire(match, before) == public
        earlier.append(public)
        for seat in seats:
            view = seat_view(match, seat)
            assert view_from_wire(json.loads(json.dumps(view_wire(view))), rules) == view
            # the server's two parts of a view make exactly the whole view
            private = private_wire(match, seat)
            assert set(private) == set(PRIVATE_FIELDS) and not set(private) & set(public)
            # made from the seat's fields before (the same exchanges, discards and kitty):
            # the hand made again only if it changed; the same fields
            key = (match.hand_index, len(match.hand_exchanges), len(match.discards),
                   match.kitty_taken)
            hand = match.hands[seat] if seat != SPECTATOR else 0
            if seat in own and own[seat][0] == key:
                same = own[seat][1] == hand
                assert private_wire(match, seat, own[seat][2], same) == private
            own[seat] = (key, hand, private)
            whole = msgspec.json.decode(msgspec.json.encode({**public, **private}))
            assert whole == view_wire(view)
        if match.is_terminal() or steps > 400:
            break
        # every legal action's text reads back as the engine's own action (a looked-up
        # constant, or parse_action's)
        for legal in match.legal_actions():
            assert action_from_wire(legal.text()) == legal == parse_action(legal.text())
            assert action_wire(legal) == legal.text()
        action = bot.choose(seat_view(match, match.current_player()))
        assert action_from_wire(action.text()) == action
        events = match.apply(action)
        steps += 1


@pytest.mark.parametrize("bad", [
    None, [], {"type": "card-played"}, {"type": "nope", "seat": 1},
    {"type": "card-played", "seat": 1, "card": "ZZ"},
    {"type": "card-played", "seat": 9, "card": "AS"},
    {"type": "card-played", "seat": True, "card": "AS"},
    {"type": "card-played", "seat": 1, "card": "AS", "extra": 1},
    {"type": "cards-dealt", "dealer": 0, "hands": [["AS"]], "kitty": None, "kitty_size": 4},
    {"type": "match-over", "winner": 0, "reason": "boredom", "totals": [1, 2, 3]},
])
def test_a_malformed_event_is_refused_with_a_reason(bad):
    with pytest.raises(WireError):
        event_from_wire(bad)


def test_a_malformed_view_or_action_is_refused():
    match = Match(Rules(), 1)
    good = view_wire(seat_view(match, 0))
    for field, value in [("hand", ["AS", 3]), ("phase", "nap"), ("trick", [[0]]),
                         ("legal_actions", ["fly away"]), ("seat", "0")]:
        with pytest.raises(WireError):
            view_from_wire({**good, field: value}, Rules())
    with pytest.raises(WireError):
        view_from_wire({k: v for k, v in good.items() if k != "hand"}, Rules())
    for bad in ["", "play", "play AS AS", 5, "x" * 100, "discard 1Z"]:
        with pytest.raises(WireError):
            action_from_wire(bad)
    with pytest.raises(WireError):
        rules_from_wire({"preset": "rulebook", "players": 4, "targets": "8-5-3"})
