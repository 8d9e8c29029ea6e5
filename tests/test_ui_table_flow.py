"""The table's flow end to end: the four-player classic exchange asks the engine's count, one
drop checks legality once and moves only what changed with no file written on the GUI
thread, and a resumed match shows the same table as the fresh one it came from."""

from __future__ import annotations

import threading

import pytest
from ui_helpers import (
    click,
    close_window,
    make_window,
    play_out_hand_with_bots,
    scene_point,
    seed_where,
    visible_point,
    wait_phase,
)

from sergeantmajor.ai.base import make_bot
from sergeantmajor.app import autosaver
from sergeantmajor.engine import Match, Phase, Rules
from sergeantmajor.engine.record import record_of, replay
from sergeantmajor.engine.view import seat_view
from sergeantmajor.ui.table.animator import Animator

FOUR = [{"name": "Me", "kind": "human"}, {"name": "Ana", "kind": "bot:basic"},
        {"name": "Boris", "kind": "bot:basic"}, {"name": "Cleo", "kind": "bot:basic"}]


def _hand_two(seed: int, level: str = "basic", bot_seed: int = 1) -> Match:
    # The seeds were found with the overview's 6-4-3-3 targets (then the default).
    rules = Rules.preset("traditional", players=4, match_end="hands", targets="6-4-3-3")
    match = Match(rules, seed)
    if level == "basic" and bot_seed == 1:
        play_out_hand_with_bots(match)
    else:
        bot = make_bot(level, bot_seed)
        while match.hand_index == 0:
            match.apply(bot.choose(seat_view(match, match.current_player())))
    return match


@pytest.mark.parametrize(("seed", "level", "bot_seed"),
                         [(41, "basic", 1), (222, "basic", 1), (41, "easy", 0)])
def test_four_player_classic_exchange_asks_the_engines_count(qtbot, tmp_path, monkeypatch,
                                                             seed, level, bot_seed):
    match = _hand_two(seed, level, bot_seed)
    plan = list(match.exchange_plan)
    mine = [(d, c) for u, d, c in plan if u == 0]
    assert mine, f"the player is not up at seed {seed}: {plan}"
    down, count = mine[0]
    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        window.controller.resume(match, FOUR)
        table, controller = window.table, window.controller
        wait_phase(qtbot, window, (Phase.EXCHANGE_GIVE,), timeout=20000)
        assert controller.view().exchange_step.up == 0
        assert table.player.offer.need == count and len(table.player.selected) == count
        assert str(count) in table.phase_prompt() or count == 1
        give = next(b for b in table.scene_.buttons if b.data(0) == "give")
        click(table, scene_point(table, give.sceneBoundingRect().center()))
        qtbot.waitUntil(lambda: any((x.up, x.down) == (0, down)
                                    for x in controller.view().exchanges), timeout=10000)
        seen = next(x for x in controller.view().exchanges if (x.up, x.down) == (0, down))
        assert len(seen.given) == count
        step = controller.view().exchange_step
        assert step is None or step.up != 0  # the player owes nothing more
        qtbot.waitUntil(lambda: not table.presenter.steps and not table.animator.busy)
        assert sorted(table.my_hand()) == sorted(match.hand_of(0))
        assert not table.board.marks.aside
    finally:
        close_window(window)


def test_one_drop_checks_once_moves_what_changed_and_writes_off_the_gui_thread(
        qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        seed = seed_where(lambda m: m.dealer == 2)  # the player leads the first trick
        window.start(seed=seed, offer_resume=False)
        table, controller = window.table, window.controller
        wait_phase(qtbot, window, (Phase.PLAY,), timeout=15000)
        qtbot.waitUntil(lambda: autosaver_idle(controller))
        card = controller.legal_actions()[0].card
        before = {c: table.board.place_of(table.layout_, c) for c in range(52)}
        start = visible_point(table, card)

        checks: list[str] = []
        moved: list[int] = []
        writes: list[tuple[bool, bool]] = []  # (during the drop, on the GUI thread)
        in_drop = [False]
        real_why, real_clone, real_move = Match.why_illegal, Match.clone, Animator.move
        real_legal = Match.legal_actions
        real_save = autosaver.save_record

        def why(self, action):
            checks.append("why_illegal")
            return real_why(self, action)

        def clone(self):
            checks.append("clone")
            return real_clone(self)

        def legal(self):
            if in_drop[0]:
                checks.append("legal_actions")
            return real_legal(self)

        def move(self, item, *args, **kwargs):
            if in_drop[0]:
                moved.append(item.card)
            return real_move(self, item, *args, **kwargs)

        def save(path, record):
            writes.append((in_drop[0], threading.current_thread() is threading.main_thread()))
            return real_save(path, record)

        monkeypatch.setattr(Match, "why_illegal", why)
        monkeypatch.setattr(Match, "clone", clone)
        monkeypatch.setattr(Match, "legal_actions", legal)
        monkeypatch.setattr(Animator, "move", move)
        monkeypatch.setattr(autosaver, "save_record", save)
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        viewport = table.viewport()
        end = scene_point(table, table.layout_.trick_zone.center())
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         start)
        for i in range(1, 7):
            QTest.mouseMove(viewport, start + (end - start) * (i / 6))
        in_drop[0] = True
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton,
                           Qt.KeyboardModifier.NoModifier, end)
        in_drop[0] = False

        assert card not in controller.match.hand_of(0)
        # The drop is checked against the legal actions the turn was offered with (computed
        # once, when it was asked): the engine is not asked again for a legal card. The one
        # copy is undo's decision point (about 0.1 ms). With the animations off the next
        # seat's turn is asked at once, with its own legal actions.
        assert checks in (["clone"], ["clone", "legal_actions"]), checks
        assert len(moved) == len(set(moved)), "a card was animated twice"
        assert card in moved
        after = {c: table.board.place_of(table.layout_, c) for c in range(52)}
        changed = {c for c in range(52) if after[c] is not None
                   and not after[c].same(before[c])}
        assert set(moved) == changed, (sorted(moved), sorted(changed))
        assert set(moved) - {card} <= set(table.my_hand())  # the gap in the hand closes
        qtbot.waitUntil(lambda: bool(writes), timeout=10000)
        assert not any(during for during, _ in writes), "a file was written during the drop"
        assert not any(gui for _, gui in writes), "the autosave was written on the GUI thread"
    finally:
        close_window(window)


def autosaver_idle(controller) -> bool:
    """The autosave written after the last decision has been handed over and finished."""
    controller._autosaver.wait()
    return not controller._autosaver._timer.isActive()


def test_resumed_and_fresh_match_show_the_same_table(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        window.start(seed=5, offer_resume=False)
        table, controller = window.table, window.controller
        while len(controller.match.completed_tricks) < 2 or controller.match.trick:
            qtbot.waitUntil(lambda: table.my_turn() or (
                len(controller.match.completed_tricks) >= 2 and not controller.match.trick),
                timeout=15000)
            if len(controller.match.completed_tricks) >= 2 and not controller.match.trick:
                break
            table.perform(controller.legal_actions()[-1])
        # Stop the bots where they are: the same moves, then the table of a resume.
        controller.shutdown()
        table.flush()
        qtbot.waitUntil(lambda: not table.presenter.steps and not table.animator.busy)
        fresh = table.model.canonical()
        fresh_places = _shown(table)
        players = [{"name": s.name, "kind": s.kind} for s in controller.seats]
        again = replay(record_of(controller.match, players))
        controller.resume(again, players)
        table.flush()
        qtbot.waitUntil(lambda: not table.presenter.steps and not table.animator.busy)
        assert table.model.canonical() == fresh
        assert _shown(table) == fresh_places
    finally:
        close_window(window)


def _shown(table) -> dict[int, tuple[float, float, bool]]:
    """Every face-up card's resting place (rounded) as the board gives it."""
    out = {}
    for card in range(52):
        place = table.board.place_of(table.layout_, card)
        if place is not None and place.face_up:
            out[card] = (round(place.pos.x(), 1), round(place.pos.y(), 1), place.face_up)
    return out


def test_every_decision_is_autosaved(qtbot, tmp_path, monkeypatch):
    """Killed after naming trump and discarding, the match resumes after the discards."""
    from sergeantmajor.engine.record import load_record

    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        window.start(seed=seed_where(lambda m: m.dealer == 0), offer_resume=False)
        table, controller = window.table, window.controller
        wait_phase(qtbot, window, (Phase.TRUMP,))
        table.perform(controller.legal_actions()[1])
        discarded = []
        for _ in range(4):
            wait_phase(qtbot, window, (Phase.DISCARD,))
            discarded.append(controller.legal_actions()[0].card)
            table.perform(controller.legal_actions()[0])
        saved = tmp_path / "data" / "autosave.json"

        def discards_saved() -> bool:
            controller._autosaver.wait()
            return saved.exists() and len(load_record(saved)["hands"][0]["discard"]) == 4

        qtbot.waitUntil(discards_saved, timeout=10000)
        record = load_record(saved)
        assert record["hands"][0]["trump"] == "H"
        again = replay(record)
        assert sorted(again.discards) == sorted(discarded)
    finally:
        close_window(window)


def test_every_engine_event_has_a_step(qtbot, tmp_path, monkeypatch):
    import typing

    from sergeantmajor.engine import events as ev

    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        assert window.table.presenter.handled() == set(typing.get_args(ev.Event))
    finally:
        close_window(window)


def test_a_turn_offered_while_the_table_animates_is_shown_once_it_has_caught_up(
        new_window, qtbot):
    """The player's turn is offered at once (the controller does not wait for the table);
    the table holds it while the deal is still flying and shows it once it has caught up."""
    window = new_window(speed="normal")
    controller, table = window.controller, window.table
    window.new_game(Rules(), window.prefs.table_opponents(), seed=3)  # the player names trump
    assert controller.is_human_turn()  # offered at once
    assert table.player.held and not table.my_turn()
    assert table.scene_.prompt.text == "" and not table.scene_.buttons
    qtbot.waitUntil(table.my_turn, timeout=20000)
    assert not table.player.held
    assert table.scene_.prompt.text == table.phase_prompt() != ""
    assert len(table.scene_.buttons) >= 4  # the suits to name as trump
