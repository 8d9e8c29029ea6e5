"""The table model (no Qt): fed by one seat's redacted events it always equals the model
built from that seat's view of the match at the same moment, under every rule set."""

from __future__ import annotations

import pytest
from test_playouts import RULE_IDS, RULE_SET

from sergeantmajor.ai.random_bot import RandomBot
from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.view import redact, seat_view
from sergeantmajor.ui.table.binding import Binding
from sergeantmajor.ui.table.model import KITTY, TableModel, hand, model_from_events, won

SEEDS = range(30)
MAX_HANDS = 2  # hand 2 has the exchange; every step of both hands is checked


def _check_match(rules: Rules, seed: int) -> int:
    match = Match(rules, seed)
    bots = [RandomBot(seed * 7 + s) for s in range(rules.players)]
    models = [model_from_events(rules, s, (redact(e, s) for e in match.start_events))
              for s in range(rules.players)]
    bindings = []
    for model in models:
        binding = Binding()
        binding.reset(model)
        bindings.append(binding)
    steps = 0
    while True:
        for seat, model in enumerate(models):
            expected = TableModel.from_view(seat_view(match, seat)).canonical()
            assert model.canonical() == expected, (
                f"seat {seat} after {steps} steps ({match.describe()})")
            _check_binding(model, bindings[seat])
        if match.is_terminal() or match.hand_index >= MAX_HANDS:
            return steps
        seat = match.current_player()
        events = match.apply(bots[seat].choose(seat_view(match, seat)))
        for s, model in enumerate(models):
            for event in events:
                model.apply(redact(event, s))
            bindings[s].follow(model.take_moves())
        steps += 1


def _check_binding(model: TableModel, binding: Binding) -> None:
    """One item per slot, each card's own item for a known slot, all 52 items placed."""
    seen: set[int] = set()
    for pile, slots in model.piles.items():
        items = binding.items[pile]
        assert len(items) == len(slots), pile
        assert set(slots) - {None} <= set(items), pile
        seen.update(items)
    assert len(seen) == 52


@pytest.mark.parametrize("rules", RULE_SET, ids=RULE_IDS)
def test_events_and_views_give_the_same_table(rules):
    assert sum(_check_match(rules, seed) for seed in SEEDS) > 0


def test_hidden_cards_are_placeholders():
    rules = Rules()
    match = Match(rules, 5)
    model = TableModel.from_view(seat_view(match, 0))
    assert sorted(model.my_hand()) == sorted(match.hand_of(0))
    for seat in (1, 2):
        assert model.pile(hand(seat)) == [None] * 16
    assert model.pile(KITTY) == [None] * 4
    total = sum(len(slots) for slots in model.piles.values())
    assert total == 52


def test_a_played_card_is_revealed_once_and_lies_face_down_when_won():
    rules = Rules()
    match = Match(rules, 11)
    viewer = 0
    model = model_from_events(rules, viewer, (redact(e, viewer) for e in match.start_events))
    bot = RandomBot(1)
    while not match.completed_tricks:
        seat = match.current_player()
        for event in match.apply(bot.choose(seat_view(match, seat))):
            model.apply(redact(event, viewer))
    moves = model.take_moves()
    _, winner, cards = match.completed_tricks[0]
    assert model.pile(won(winner)) == list(cards)
    assert not any(model.face_up(won(winner), c) for c in cards)
    revealed = [m for m in moves if m.before is None and m.after in cards]
    dealt = next(e for e in match.start_events if isinstance(e, ev.CardsDealt))
    others = [c for c in cards if c not in dealt.hands[viewer]]
    assert sorted(m.after for m in revealed) == sorted(others)


def test_the_model_and_binding_import_without_qt():
    import subprocess
    import sys

    code = ("import sys, sergeantmajor.ui.table.model, sergeantmajor.ui.table.binding; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
