"""The review window: the game's table fed from a record, stepped back and forward in every
preset and with four players (the table model always equals the one built from the cursor's
seat view there), "show all hands", the analysis off the GUI thread (same numbers as
``analyse``, cancel works), play this deal again and export this deal."""

from __future__ import annotations

import json
import random

import pytest

from sergeantmajor.ai.analysis import analyse
from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine.record import check_file, record_of
from sergeantmajor.engine.replay_cursor import ReplayCursor
from sergeantmajor.ui.review.positions import review_model
from sergeantmajor.ui.review.window import ReviewWindow
from sergeantmajor.ui.table.model import TableModel, hand

RULES = [
    Rules.preset("rulebook"),
    Rules.preset("traditional"),
    Rules.preset("casual"),
    Rules.preset("casual", players=4, targets="7-4-3-2", match_end="chips", hands=2),
    Rules.preset("rulebook", players=4, hands=2, match_end="hands"),
    Rules.preset("rulebook", dealer_assigns_targets=True, kitty="blind", no_trump=True,
                 exchange_timing="after-trump", match_end="hands", hands=2),
    Rules.preset("rulebook", kitty="none", match_end="hands", hands=2),
]


def random_record(rules: Rules, seed: int, hands: int = 2) -> dict:
    """A record of random legal moves, cut after ``hands`` hands."""
    rng = random.Random(seed)
    match = Match(rules, seed)
    while not match.is_terminal() and match.hand_index < hands:
        match.apply(rng.choice(match.legal_actions()))
    players = [{"name": "", "kind": "human"}] + [
        {"name": f"Bot{i}", "kind": "bot:basic"} for i in range(1, rules.players)]
    return record_of(match, players)


def expected(window: ReviewWindow) -> dict:
    c = window.replay
    return TableModel.from_view(c.view(window.seat)).canonical()


def open_window(qtbot, record: dict, speed: str = "off") -> ReviewWindow:
    window = ReviewWindow(record, speed=speed)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize("rules", RULES, ids=lambda r: str(r.to_dict()))
def test_steps_show_what_the_record_says(qtbot, rules: Rules) -> None:
    window = open_window(qtbot, random_record(rules, 3))
    last = len(window.replay) - 1
    # forward one move at a time: the events animate the table (speed off)
    for i in range(1, last + 1):
        window.step("move_next")
        window.table.flush()
        assert window.replay.index == i
        assert window.table.model.canonical() == expected(window), f"position {i}"
    # back one move at a time: laid out from the view
    for i in range(last - 1, -1, -7):
        window.go(i)
        assert window.table.model.canonical() == expected(window)
    # tricks and hands, forward and back
    window.step("start")
    while window.replay.index < last:
        before = window.replay.index
        window.step("trick_next")
        window.table.flush()
        assert window.replay.index > before
        assert window.table.model.canonical() == expected(window)
    starts = [s for s in window.replay.hand_starts() if s < last]
    window.step("hand_back")
    assert window.replay.index == starts[-1]
    window.step("hand_back")
    assert window.replay.index == (starts[-2] if len(starts) > 1 else 0)
    window.step("hand_next")
    assert window.replay.index == starts[-1]
    window.step("end")
    assert window.replay.index == last
    assert window.slider.value() == last
    window.slider.setValue(5)
    assert window.replay.index == 5
    assert window.table.model.canonical() == expected(window)


def test_keys_step_the_review(qtbot) -> None:
    from PySide6.QtCore import Qt

    window = open_window(qtbot, random_record(Rules.preset("rulebook"), 1))
    window.activateWindow()
    qtbot.waitActive(window)
    window.table.setFocus()
    qtbot.wait(10)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    window.table.flush()
    assert window.replay.index == 1
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.replay.index == len(window.replay) - 1
    qtbot.keyClick(window, Qt.Key.Key_PageUp)
    last = len(window.replay) - 1
    assert window.replay.index == max(s for s in window.replay.hand_starts() if s < last)
    qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert window.replay.index in window.replay.trick_ends()
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.replay.index == 0
    assert window.table.model.canonical() == expected(window)


@pytest.mark.parametrize("rules", [RULES[0], RULES[4]], ids=["three", "four"])
def test_show_all_hands_turns_every_card_up(qtbot, rules: Rules) -> None:
    window = open_window(qtbot, random_record(rules, 4))
    window.go(3)
    window.set_show_all(True)
    cards = window.replay.open_cards()
    model = window.table.model
    for s in range(rules.players):
        assert sorted(c for c in model.pile(hand(s)) if c is not None) == sorted(cards.hands[s])
        for c in cards.hands[s]:
            item = window.table.scene_.cards[c]
            assert item.face_up, (s, c)
    window.step("move_next")
    assert window.table.model.canonical() == review_model(window.replay, window.seat,
                                                          True).canonical()
    window.set_show_all(False)
    assert window.table.model.canonical() == expected(window)


def test_seat_choice_shows_that_seats_view(qtbot) -> None:
    window = open_window(qtbot, random_record(Rules.preset("rulebook"), 2))
    window.go(10)
    window.set_seat(2)
    assert window.table.model.viewer == 2
    assert window.table.model.canonical() == expected(window)


def test_analysis_runs_off_thread_with_the_same_numbers(qtbot) -> None:
    record = random_record(Rules.preset("rulebook"), 6, hands=1)
    window = open_window(qtbot, record)
    window.go(len(window.replay) - 1)
    window.go(window.replay.hand_starts()[0] + 5)
    with qtbot.waitSignal(window.runner.finished, timeout=120_000):
        window.start_analysis()
        assert window.runner.running  # the GUI thread goes on meanwhile
        window.step("move_next")
    ours = window.analysis
    direct = analyse(ReplayCursor.from_record(record), 0, [0], 0)
    assert ours is not None and ours.to_json() == direct.to_json()
    assert window.progress.value() == window.progress.maximum()
    # the mark (or "good move") of the move shown, with every alternative's numbers
    decision = next(iter(ours.by_position().values()))
    window.go(decision.position + 1)
    assert window.decision_shown() == decision
    text = window.info.toPlainText()
    assert len([line for line in text.splitlines() if "tricks" in line]) >= len(
        decision.alternatives)
    assert window.table.scene_.prompt.text != ""


def test_analysis_can_be_cancelled(qtbot) -> None:
    window = open_window(qtbot, random_record(Rules.preset("rulebook"), 7, hands=1))
    with qtbot.waitSignal(window.runner.cancelled, timeout=5000):
        window.start_analysis()
        window.cancel_button.click()
    assert not window.runner.running and window.analysis is None
    assert window.analyse_button.isEnabled() and not window.cancel_button.isEnabled()
    window.runner.wait()  # the worker stops at its next check
    assert window.analysis is None


def test_export_writes_a_record_check_accepts(qtbot, tmp_path) -> None:
    record = random_record(Rules.preset("traditional"), 8, hands=3)
    window = open_window(qtbot, record)
    window.go(window.replay.hand_starts()[1] + 2)
    path = tmp_path / "deal.json"
    assert window.export_to(str(path))
    match, reason, status = check_file(path)
    assert match is not None and status == 0, reason
    data = json.loads(path.read_text())
    assert data["hands"][0]["deal"] == record["hands"][1]["deal"]
    assert "plays" not in data["hands"][0]
    (tmp_path / "a file").write_text("x")
    assert not window.export_to(str(tmp_path / "a file" / "deal.json"))  # refused, said so
    assert window.box.isVisible()


# ---------------------------------------------------------------- from the main window
def _match_in_hand_three() -> Match:
    from ui_helpers import play_out_hand_with_bots

    match = Match(Rules(), 11)
    play_out_hand_with_bots(match)
    play_out_hand_with_bots(match)
    return match


PLAYERS = [{"name": "Me", "kind": "human"}, {"name": "Ana", "kind": "bot:basic"},
           {"name": "Boris", "kind": "bot:basic"}]


def test_game_review_opens_the_match_on_the_table(window, qtbot) -> None:
    window.controller.resume(_match_in_hand_three(), PLAYERS)
    window.menus.review_action.trigger()
    review = window.review.reviews[-1]
    qtbot.waitExposed(review)
    record = window.controller.record()
    assert review.record == record
    assert review.replay.index == review.replay.hand_starts()[1]  # the hand just played
    assert review.table.names()[1] == "Ana"
    review.close()


def test_play_this_deal_again_starts_that_hand_with_its_scores(window, qtbot) -> None:
    original = _match_in_hand_three()
    window.controller.resume(original, PLAYERS)
    record = window.controller.record()
    review = window.review.open_record(record)
    assert review is not None
    asked: list[bool] = []
    window.review.ask_replace = lambda: asked.append(False) or False  # "No"
    review.go(3)
    review.again_button.click()  # hand 1 while hand 3 is dealt: asked first, and refused
    assert asked and window.controller.match.hand_index == 2
    review.go(review.replay.hand_starts()[1] + 3)
    assert review.hand == 1
    asked.clear()  # the hand just played again: nothing of the match is lost, no question
    with qtbot.waitSignal(window.controller.match_started):
        review.again_button.click()
    match = window.controller.match
    assert match.hand_index == 1 and match.history == original.history[:1]
    assert not asked
    assert list(match.totals) == list(original.history[0].totals)
    assert [sorted(h) for h in match.hand_logs()[1].deal] == [
        sorted(h) for h in original.hand_logs()[1].deal]
    assert window.statistics.store.current is None or \
        window.statistics.store.current.get("replay") in (True, None)
    review.close()


def test_play_again_from_the_summary_marks_the_statistics(window, qtbot) -> None:
    window.statistics.enabled = True
    window.controller.resume(_match_in_hand_three(), PLAYERS)
    current = window.statistics.store.current
    assert current is not None and not current.get("replay")
    window.review.again_button.click()  # the button beside the hand's summary
    assert window.controller.match.hand_index == 1
    assert window.statistics.store.current.get("replay") is True


def test_a_file_is_checked_as_check_does(window, tmp_path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "sergeant-major-record", "version": 1}))
    assert window.review.open_path(str(bad)) is None
    assert window.review.box.isVisible()
    good = tmp_path / "good.json"
    good.write_text(json.dumps(random_record(Rules.preset("casual"), 2)))
    review = window.review.open_path(str(good))
    assert review is not None and review.replay.rules == Rules.preset("casual")
    review.close()


def test_the_buttons_beside_the_summary_come_and_go_with_it(window) -> None:
    launcher = window.review
    window.controller.resume(_match_in_hand_three(), PLAYERS)
    assert not launcher.review_button.isVisible()
    window.table.hand_scored.emit()  # the presenter shows the hand's summary
    assert launcher.review_button.isVisible() and launcher.again_button.isVisible()
    window.table.hand_summary_closed.emit()
    assert not launcher.review_button.isVisible()
    window.table.match_over.emit()
    assert launcher.review_button.isVisible()
    launcher.review_button.click()
    assert launcher.reviews and launcher.reviews[-1].isVisible()
    launcher.reviews[-1].close()


def test_closing_the_review_stops_its_analysis(qtbot) -> None:
    window = open_window(qtbot, random_record(Rules.preset("rulebook"), 9, hands=1))
    window.start_analysis()
    worker = window.runner._worker
    assert worker is not None and worker.isRunning()
    window.close()  # cancels and waits: the worker ends at its next check
    assert worker.isFinished() and not window.runner.running


def test_review_from_the_table_fits_the_table_and_closes_with_esc(qtbot, tmp_path, monkeypatch):
    """Issue 26: Ctrl+R at a fresh deal named the last card of the hand before; the review
    drew the classic deck on the green felt whatever the player chose; Esc did not close it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from ui_helpers import close_window, make_window, play_out_hand_with_bots

    from sergeantmajor.ui.appearance import Appearance
    from sergeantmajor.ui.felt import TABLE_COLOURS

    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        Appearance("own:four-colour", "own:red", "blue").save(window.prefs)
        match = Match(Rules(), 4)
        play_out_hand_with_bots(match)
        rng = random.Random(1)
        for _ in range(3):  # a few moves into hand two (Ctrl+R goes to its deal)
            match.apply(rng.choice(match.legal_actions()))
        window.controller.resume(match, [{"name": "", "kind": "human"},
                                         {"name": "Ana", "kind": "bot:basic"},
                                         {"name": "Boris", "kind": "bot:basic"}])
        review = window.review.review_current()
        qtbot.waitExposed(review)
        caption = review.position_label.text()
        assert caption.startswith("Hand 2 of 2") and "The cards are dealt" in caption
        assert "plays" not in caption
        assert review.table.cache.deck.key == "own:four-colour/own:red"
        assert review.table.felt == TABLE_COLOURS["blue"]
        # A deck chosen while the review is open reaches it too.
        window.appearance_dialog()
        dialog = window.dialogs.appearance_dialog
        dialog.select(faces="own:large", table="grey")
        dialog.accept()
        assert review.table.cache.deck.key.startswith("own:large/")
        assert review.table.felt == TABLE_COLOURS["grey"]
        review.activateWindow()
        qtbot.waitUntil(review.isActiveWindow)
        QTest.keyClick(review, Qt.Key.Key_Escape)
        assert not review.isVisible()
        again = window.review.review_current()
        again.activateWindow()
        qtbot.waitUntil(again.isActiveWindow)
        QTest.keyClick(again, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
        assert not again.isVisible()
    finally:
        close_window(window)
