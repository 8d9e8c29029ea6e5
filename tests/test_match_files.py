"""Saved matches: save as, open (checked as `check` does), a bad file, recent files, a drop."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox
from ui_helpers import play_out_hand_with_bots

from sergeantmajor.cli import check_main
from sergeantmajor.engine import Match, Phase, Rules
from sergeantmajor.engine.record import load_record, record_of, replay

PLAYERS = [{"name": "Me", "kind": "human"}, {"name": "Ana", "kind": "bot:basic"},
           {"name": "Boris", "kind": "bot:expert"}]



def agree(window) -> None:
    """Say yes to ending the unfinished match on the table."""
    box = window.guard.box
    assert box is not None and box.isVisible()
    box.button(QMessageBox.StandardButton.Yes).click()


def _match_in_hand_two() -> Match:
    match = Match(Rules(), 11)
    play_out_hand_with_bots(match)
    return match


def test_save_then_open_goes_on_from_the_record_with_its_seats(window, tmp_path):
    window.controller.resume(_match_in_hand_two(), PLAYERS)
    path = tmp_path / "saved.json"
    assert window.files.save_to(str(path))
    saved = load_record(path)
    assert saved["players"] == PLAYERS
    assert saved == record_of(window.controller.match, PLAYERS)
    # Something else is played meanwhile; opening brings the saved position back.
    window.new_game(Rules.preset("casual"), [("X", "basic"), ("Y", "basic")], 3)
    assert window.files.open_path(str(path))
    agree(window)  # the unfinished match on the table ends only after a yes (issue 26)
    match = window.controller.match
    assert match.hand_index == 1 and match.rules == Rules()
    assert [s.kind for s in window.controller.seats] == ["human", "bot:basic", "bot:expert"]
    assert [s.name for s in window.controller.seats] == ["Me", "Ana", "Boris"]
    assert record_of(match, PLAYERS) == saved
    # It is now what a restart resumes, and it is on top of the recent files.
    assert load_record(tmp_path / "data" / "autosave.json")["hands"] == saved["hands"]
    assert window.files.recent()[0] == str(path.resolve())
    window.files.fill_recent_menu()
    assert [a.text() for a in window.files.recent_menu.actions()] == ["saved.json"]


@pytest.mark.parametrize("content", [
    "not json at all",
    json.dumps({"format": "sergeant-major-record", "version": 1}),
    "illegal",
])
def test_a_bad_file_gets_the_checks_reason_and_changes_nothing(window, tmp_path, capsys,
                                                               content):
    path = tmp_path / "bad.json"
    if content == "illegal":  # a real record with one move the rules forbid
        match = _match_in_hand_two()
        record = record_of(match, PLAYERS)
        plays = record["hands"][0]["plays"]
        plays[0], plays[1] = plays[1], plays[0]
        content = json.dumps(record)
    path.write_text(content)
    status = check_main([str(path)])
    reason = capsys.readouterr().err.strip()
    assert status in (1, 2) and reason
    window.new_game(Rules(), [("Ana", "basic"), ("Boris", "basic")], 5)
    window.controller.save_now()  # the autosave is written off the GUI thread: wait for it
    before = record_of(window.controller.match)
    autosave = (tmp_path / "data" / "autosave.json").read_bytes()
    refused: list[str] = []
    window.files.refused.connect(refused.append)
    assert not window.files.open_path(str(path))
    assert refused == [reason]  # the very line `sergeantmajor check` prints
    box = window.files.box
    assert box is not None and box.isVisible() and reason in box.detailedText()
    assert reason not in box.text()  # the player reads a sentence in the game's language
    assert box.text().startswith("This file cannot be opened as a match:\n")
    assert record_of(window.controller.match) == before
    assert (tmp_path / "data" / "autosave.json").read_bytes() == autosave
    assert window.files.recent() == []


def test_a_finished_match_is_refused(window, tmp_path):
    match = Match(Rules.preset("casual"), 2)
    while not match.is_terminal():
        play_out_hand_with_bots(match)
    path = tmp_path / "over.json"
    path.write_text(json.dumps(record_of(match, PLAYERS)))
    assert replay(load_record(path)).is_terminal()
    assert not window.files.open_path(str(path))
    assert "already over" in window.files.box.text()


def _drag_events(path) -> tuple[QMimeData, QDragEnterEvent, QDropEvent]:
    """The mime data (keep it: the events point to it, Python owns it) and the two events."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    enter = QDragEnterEvent(QPoint(200, 200), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    drop = QDropEvent(QPointF(200, 200), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    return mime, enter, drop


@pytest.mark.parametrize("target", ["table", "window"])
def test_a_record_dropped_on_the_window_is_opened(window, tmp_path, qtbot, target):
    """Over the cards the table's viewport is the drop target, elsewhere (the menus, the status
    bar) the window itself: both open the record."""
    match = _match_in_hand_two()
    path = tmp_path / "dropped.json"
    path.write_text(json.dumps(record_of(match, PLAYERS)))
    mime, enter, drop = _drag_events(path)
    receiver = window.table.viewport() if target == "table" else window
    QApplication.sendEvent(receiver, enter)
    assert enter.isAccepted()
    opened: list[str] = []
    window.files.opened.connect(opened.append)
    QApplication.sendEvent(receiver, drop)
    assert opened == [str(path)]
    assert window.controller.match.hand_index == 1
    assert window.controller.match.phase in (Phase.EXCHANGE_GIVE, Phase.EXCHANGE_RETURN,
                                             Phase.TRUMP, Phase.DISCARD, Phase.PLAY)
    del mime  # alive until here


def test_a_drag_without_a_file_is_not_taken_for_a_record(window):
    """Text dragged over the table or the window is left to Qt: nothing opened, no message."""
    mime = QMimeData()
    mime.setText("not a file")
    events = [QDragEnterEvent(QPoint(200, 200), Qt.DropAction.CopyAction, mime,
                              Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier),
              QDropEvent(QPointF(200, 200), Qt.DropAction.CopyAction, mime,
                         Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)]
    opened: list[str] = []
    window.files.opened.connect(opened.append)
    window.files.refused.connect(opened.append)
    for receiver in (window.table.viewport(), window):
        for event in events:
            QApplication.sendEvent(receiver, event)
    window_enter = QDragEnterEvent(QPoint(5, 5), Qt.DropAction.CopyAction, mime,
                                   Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, window_enter)
    assert not window_enter.isAccepted()  # the window itself takes files only
    assert opened == [] and window.files.box is None


def test_menu_actions_open_file_dialogs_that_save_and_open(window, tmp_path):
    window.new_game(Rules(), [("Ana", "basic"), ("Boris", "basic")], 9)
    window.menus.save_action.trigger()
    dialog = window.files.dialog
    assert dialog is not None and dialog.isVisible() and dialog.objectName() == "saveMatchDialog"
    path = tmp_path / "via-menu.json"
    dialog.fileSelected.emit(str(path))
    dialog.close()
    assert load_record(path)["hands"][0]["deal"]
    window.menus.open_action.trigger()
    dialog = window.files.dialog
    assert dialog.objectName() == "openMatchDialog" and dialog.directory().path() == str(tmp_path)
    dialog.fileSelected.emit(str(path))
    dialog.close()
    agree(window)
    assert window.statusBar().currentMessage().startswith("Match opened from")


def test_file_dialogs_open_in_documents_then_in_the_last_folder_used(window, tmp_path,
                                                                     monkeypatch):
    """Issue 26: Save as and Export opened in the folder the game was started from (Qt's
    fallback when the Documents folder does not exist)."""
    home = tmp_path / "home"
    home.mkdir()
    started_in = tmp_path / "checkout"
    started_in.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.chdir(started_in)
    window.new_game(Rules(), [("Ana", "basic"), ("Boris", "basic")], 9)

    def save_dialog_folder() -> str:
        window.menus.save_action.trigger()
        dialog = window.files.dialog
        dialog.close()
        return dialog.directory().path()

    assert save_dialog_folder() == str(home)  # no Documents folder: home, never the checkout
    (home / "Documents").mkdir()
    assert save_dialog_folder() == str(home / "Documents")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    assert window.files.save_to(str(elsewhere / "m.json"))
    assert save_dialog_folder() == str(elsewhere)
    window.menus.open_action.trigger()
    assert window.files.dialog.directory().path() == str(elsewhere)
    window.files.dialog.close()
    # The review's Export starts there too, and where it wrote is the next start.
    review = window.review.review_current()
    review.export_dialog()
    assert review.dialog.directory().path() == str(elsewhere)
    review.dialog.close()
    exports = tmp_path / "exports"
    exports.mkdir()
    assert review.export_to(str(exports / "deal.json"))
    review.close()
    assert save_dialog_folder() == str(exports)
