"""Undo and redo in the game window (Game → Undo / Redo, Ctrl+Z / Ctrl+Shift+Z).

Through the window and the table: after each of the player's decisions (targets, exchange
gives and the classic return choice, trump, discards, cards) undo restores exactly the match of
that decision point and the table shows it (the fan holds the engine's hand); redo brings back
exactly the state before the undo; several undos walk back to the start of the hand. The
autosave follows an undo at once and equals the restored match's record; the statistics mark
the match.
"""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from ui_helpers import play_out_hand_with_bots, seed_where

from sergeantmajor.app import storage
from sergeantmajor.app.controller import Seat
from sergeantmajor.engine import Match, Phase, Rules
from sergeantmajor.engine.record import record_of

RULES = {
    "rulebook": Rules(),
    "rulebook-first-hand": Rules(),
    "casual-classic": Rules.preset("casual", hands=6),
    "traditional-classic": Rules.preset("traditional"),
    "assign-blind-after-trump": Rules(kitty="blind", exchange_timing="after-trump",
                                      dealer_assigns_targets=True, match_end="hands", hands=6),
    "four-players": Rules(players=4, targets="5-3-2-2", match_end="hands", hands=6),
}


def state(match: Match) -> str:
    return json.dumps([record_of(match), match.describe(), match.current_player(),
                       [int(h) for h in match.hands], list(match.totals)])


def players(count: int) -> list[dict[str, str]]:
    return [{"name": "Me", "kind": "human"}] + [
        {"name": f"Bot {i}", "kind": "bot:basic"} for i in range(1, count)]


def seats(count: int) -> list[Seat]:
    return [Seat(p["name"], p["kind"]) for p in players(count)]


def second_hand_with_me_first(rules: Rules) -> Match:
    """A match at the start of hand 2 whose first decision is the player's (targets or a give)."""
    for seed in range(300):
        match = Match(rules, seed)
        play_out_hand_with_bots(match)
        if (match.current_player() == 0
                and match.phase in (Phase.ASSIGN_TARGETS, Phase.EXCHANGE_GIVE)):
            return match
    raise AssertionError("no seed starts hand 2 with the player's decision")



def wait_turn_or_end(qtbot, window) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: window.table.my_turn() or c.match.is_terminal(), timeout=20000)


def shown_hand_matches(window) -> bool:
    c, table = window.controller, window.table
    return sorted(table.my_hand()) == sorted(c.match.hand_of(0)) or (
        c.match.phase is Phase.EXCHANGE_GIVE)  # a classic give sets cards apart


def autosaved(window) -> dict | None:
    window.controller._autosaver.wait()
    path = storage.autosave_path()
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


@pytest.mark.parametrize("name", list(RULES))
def test_undo_and_redo_every_decision_kind(window, qtbot, name):
    rules = RULES[name]
    c = window.controller
    rng = random.Random(3)
    if name.endswith("first-hand"):  # a fresh deal where the player names trump
        seed = seed_where(lambda m: m.phase is Phase.TRUMP and m.current_player() == 0, rules)
        c.new_match(rules, seats(rules.players), seed=seed)
    else:
        c.resume(second_hand_with_me_first(rules), players(rules.players))
    expected = {"rulebook": {"exchange-give"},
                "rulebook-first-hand": {"trump", "discard"}, "casual-classic": {"exchange-give"},
                "traditional-classic": {"exchange-give"},
                "assign-blind-after-trump": {"assign-targets"},
                "four-players": {"play"}}[name]
    undone_kinds: set[str] = set()
    walked_back = scored = 0
    seen: list[tuple[str, int]] = []
    for _ in range(30):  # decisions, until all the test is about was seen (then it stops)
        wait_turn_or_end(qtbot, window)
        if c.match.is_terminal() or (expected | {"play"} <= undone_kinds and walked_back > 1
                                     and scored):
            break
        kind = c.match.phase.value
        seen.append((kind, c.match.hand_index))
        before, hand = state(c.match), c.match.hand_index
        assert window.menus.undo_action.isEnabled() == c.can_undo()
        action = rng.choice(c.legal_actions())
        assert window.table.perform(action)
        wait_turn_or_end(qtbot, window)
        if c.match.is_terminal() or c.match.hand_index != hand:
            assert not window.menus.undo_action.isEnabled()  # a scored hand stays scored
            scored += 1
            continue
        after = state(c.match)
        assert window.menus.undo_action.isEnabled() and not window.menus.redo_action.isEnabled()
        QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        wait_turn_or_end(qtbot, window)
        assert state(c.match) == before
        assert shown_hand_matches(window)
        undone_kinds.add(kind)
        qtbot.waitUntil(lambda: autosaved(window) == json.loads(json.dumps(c.record())))
        assert window.menus.redo_action.isEnabled()
        QTest.keyClick(window, Qt.Key.Key_Z,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        wait_turn_or_end(qtbot, window)
        assert state(c.match) == after
        assert shown_hand_matches(window)
        assert not window.menus.redo_action.isEnabled()
        if kind == "play" and rng.random() < 0.3:  # walk back to the hand's first decision
            points = 0
            while c.can_undo():
                window.menus.undo_action.trigger()
                points += 1
                wait_turn_or_end(qtbot, window)
                assert shown_hand_matches(window)
            walked_back += points
            for _ in range(points):
                window.menus.redo_action.trigger()
                wait_turn_or_end(qtbot, window)
            assert state(c.match) == after
    assert "play" in undone_kinds and walked_back > 1 and scored
    assert expected <= undone_kinds, (undone_kinds, [k for k in seen if k[0] != "play"])
    assert window.statistics.store.current["undo"]  # the statistics mark the match


def test_undo_cancels_a_thinking_bot_and_a_new_choice_clears_redo(window, qtbot):
    c = window.controller
    window.set_speed("normal")  # the bots take their time: undo comes while one thinks
    c.new_match(Rules(), seats(3), seed=4)
    qtbot.waitUntil(lambda: window.table.my_turn(), timeout=20000)
    before = state(c.match)
    first = c.legal_actions()[0]
    assert window.table.perform(first)
    assert c.can_undo()
    window.menus.undo_action.trigger()  # at once, before the others have answered
    qtbot.waitUntil(lambda: window.table.my_turn(), timeout=20000)
    assert state(c.match) == before
    QTest.qWait(1200)  # a stale answer of the cancelled bot must not land
    assert state(c.match) == before and window.table.my_turn()
    other = next(a for a in c.legal_actions() if a != first)
    assert window.table.perform(other)
    assert not c.can_redo() and not window.menus.redo_action.isEnabled()


def test_undo_flies_the_cards_back_one_after_the_other(window, qtbot):
    """Issue 26: the whole undo landed between two frames; the README says the cards fly
    back, as redo shows the moves again."""
    from sergeantmajor.ui.table.model import hand

    c, table = window.controller, window.table
    c.new_match(Rules(), seats(3), seed=seed_where(lambda m: m.dealer == 2))  # I lead
    qtbot.waitUntil(lambda: table.my_turn() and c.match.phase is Phase.PLAY, timeout=20000)
    card = c.legal_actions()[0].card
    assert table.perform(c.legal_actions()[0])
    # the two computer players answer, the trick is gathered, and it is my turn again
    qtbot.waitUntil(lambda: table.my_turn() and c.match.phase is Phase.PLAY, timeout=20000)
    gathered = [i for i in range(52) if table.board.pile_of(i) is not None
                and table.board.pile_of(i).kind in ("won", "trick")]
    assert card in gathered and len(gathered) >= 3
    window.set_speed("slow")
    start = {i: table.scene_.cards[i].pos() for i in gathered}
    window.menus.undo_action.trigger()

    def moving() -> list[int]:
        return [i for i in gathered if table.scene_.cards[i].pos() != start[i]]

    # the first frames (when they come: on a busy machine later than 60 ms): the first card
    # is on its way, the others wait their turn
    qtbot.waitUntil(lambda: bool(moving()), timeout=5000)
    assert table.animator.busy, "the undo was shown at once"
    assert len(moving()) < len(gathered), "the cards should fly one after another"
    assert table.board.pile_of(card) == hand(0)
    assert not table.layout_.hand_boxes[0].contains(table.scene_.cards[card].pos())
    qtbot.waitUntil(lambda: table.presenter.idle, timeout=10000)
    item = table.scene_.cards[card]
    assert item.face_up and table.layout_.hand_boxes[0].contains(item.pos())
