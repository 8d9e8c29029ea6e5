"""Never lose a match by surprise (issue 26): every action that would end the player's
unfinished match asks first, a no keeps it as it was, a yes ends it and the statistics count
it as abandoned.

The actions: Game ▸ New game, Open match…, Recent matches, a record dropped on the window
(and the table), and the tutorial's closing "Play a match" over a saved match.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox
from ui_helpers import play_out_hand_with_bots

from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine.record import record_of

OPPONENTS = [("Ana", "basic"), ("Boris", "basic")]



def saved_record(tmp_path, players, name: str = "other.json") -> str:
    """A record of another match (hand two, unfinished) with ``players`` at the seats."""
    match = Match(Rules(), 11)
    play_out_hand_with_bots(match)
    path = tmp_path / name
    path.write_text(json.dumps(record_of(match, players)))
    return str(path)


HUMAN = [{"name": "Me", "kind": "human"}, {"name": "Ana", "kind": "bot:basic"},
         {"name": "Boris", "kind": "bot:basic"}]
BOTS = [{"name": f"Bot {i}", "kind": "bot:basic"} for i in range(3)]


def via_open(window, path: str) -> None:
    window.menus.open_action.trigger()
    window.files.dialog.fileSelected.emit(path)
    window.files.dialog.close()


def via_recent(window, path: str) -> None:
    window.files._remember(path)
    window.files.fill_recent_menu()
    action = next(a for a in window.files.recent_menu.actions() if a.statusTip() == path)
    action.trigger()


def via_drop(window, path: str) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(path)])
    enter = QDragEnterEvent(QPoint(200, 200), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    drop = QDropEvent(QPointF(200, 200), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window.table.viewport(), enter)
    QApplication.sendEvent(window.table.viewport(), drop)


def via_new_game(window, _path: str) -> None:
    window.menus.new_action.trigger()
    window.own.new_dialog.accept()


WAYS = {"open": via_open, "recent": via_recent, "drop": via_drop, "new game": via_new_game}


def question(window) -> QMessageBox:
    box = window.guard.box
    assert box is not None and box.isVisible(), "the player was not asked"
    return box


def abandoned(window) -> int:
    return window.statistics.store.total().abandoned


@pytest.mark.parametrize("way", list(WAYS))
def test_ending_an_unfinished_match_asks_first_and_counts_it_abandoned(window, tmp_path, way):
    path = saved_record(tmp_path, HUMAN)
    window.new_game(Rules(), OPPONENTS, 5)
    before = record_of(window.controller.match)
    # No: the match stays on the table exactly as it was, nothing is counted.
    WAYS[way](window, path)
    box = question(window)
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    assert "abandoned" in box.text()
    box.button(QMessageBox.StandardButton.No).click()
    assert record_of(window.controller.match) == before and abandoned(window) == 0
    # Yes: the other match takes the table and the one ended counts as abandoned.
    WAYS[way](window, path)
    question(window).button(QMessageBox.StandardButton.Yes).click()
    assert record_of(window.controller.match) != before
    assert abandoned(window) == 1


def test_esc_keeps_the_match(window, tmp_path, qtbot):
    path = saved_record(tmp_path, HUMAN)
    window.new_game(Rules(), OPPONENTS, 5)
    before = record_of(window.controller.match)
    via_open(window, path)
    box = question(window)
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert not box.isVisible()
    assert record_of(window.controller.match) == before and abandoned(window) == 0


def test_a_record_of_computer_players_only_also_ends_the_players_match(window, tmp_path):
    """The statistics closed the player's match only when the next one had a human seat."""
    path = saved_record(tmp_path, BOTS)
    window.new_game(Rules(), OPPONENTS, 5)
    via_open(window, path)
    question(window).button(QMessageBox.StandardButton.Yes).click()
    assert window.controller.human is None and abandoned(window) == 1
    assert window.statistics.store.current is None


def test_nothing_to_lose_nothing_asked(window, tmp_path):
    path = saved_record(tmp_path, HUMAN)
    via_open(window, path)  # no match on the table yet
    assert window.guard.box is None and window.controller.match.hand_index == 1
    match = window.controller.match  # a finished match is not lost either
    while not match.is_terminal():
        play_out_hand_with_bots(match)
    window.controller.resume(match, HUMAN)
    via_new_game(window, path)
    assert window.guard.box is None and window.controller.match.hand_index == 0


def test_a_bad_file_is_refused_before_anything_is_asked(window, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("not a record")
    window.new_game(Rules(), OPPONENTS, 5)
    assert not window.files.open_path(str(path))
    assert window.guard.box is None  # nothing to decide: the file is refused as before


def test_the_tutorials_first_match_asks_before_ending_the_saved_match(window, qtbot):
    window.new_game(Rules(), OPPONENTS, 5)
    window.controller.save_now()
    before = record_of(window.controller.match)
    window.tutorial.start_first_lesson()
    assert window.tutorial.active
    # No: back to the player's own match as it was saved.
    window.tutorial.first_match()
    question(window).button(QMessageBox.StandardButton.No).click()
    assert not window.tutorial.active and record_of(window.controller.match) == before
    window.tutorial.start_first_lesson()
    window.tutorial.first_match()
    question(window).button(QMessageBox.StandardButton.Yes).click()
    assert record_of(window.controller.match) != before and abandoned(window) == 1
    assert all(s.level == "easy" for s in window.controller.seats[1:])


def test_a_new_game_from_a_lesson_asks_for_the_saved_match(window):
    window.new_game(Rules(), OPPONENTS, 5)
    window.controller.save_now()
    window.tutorial.start_first_lesson()
    via_new_game(window, "")
    question(window).button(QMessageBox.StandardButton.No).click()
    assert window.tutorial.active  # the lesson stays; the saved match too

