"""Issue 24 (the error messages): every error box a player can reach about a file speaks the
player's language, with the system's or the checker's English behind "Details".

The paths are the second translation review's list: a damaged, bots-only, illegal or
bad-rules saved match; bad match files given to Open and to Review a match file (not JSON,
another format, a newer version, a forbidden move, refused rules, a long name, a folder, a
missing file, a finished match); Save as to a place that cannot be written; damaged
statistics; a damaged settings file; a failed autosave; Export this deal that fails; and the
unexpected-error box. Each opens its box in English, Spanish and Bulgarian; in Spanish and
Bulgarian no English word (nor a path, nor an errno) stands in the sentence.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox
from test_i18n_player_sentences import english_left
from ui_helpers import close_window, play_out_hand_with_bots

from sergeantmajor.app import i18n
from sergeantmajor.app.preferences import Preferences
from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine.record import record_of, save_record
from sergeantmajor.ui.main_window import MainWindow

PLAYERS = [{"name": "Me", "kind": "human"}, {"name": "Ana", "kind": "bot:basic"},
           {"name": "Boris", "kind": "bot:basic"}]
#: The system's and Python's own words that must never reach the sentence.
SYSTEM_WORDS = {"errno", "such", "directory", "exists", "permission", "denied", "expecting",
                "property", "enclosed", "quotes", "json", "traceback", "python", "runtimeerror",
                "damaged", "tmp", "record", "file", "folder", "none", "error", "boom"}


def _record(**changes: object) -> dict:
    match = Match(Rules(), 11)
    play_out_hand_with_bots(match)
    record = record_of(match, PLAYERS)
    record.update(changes)
    return record


def _bad_files(folder: Path) -> dict[str, Path]:
    """The bad match files of the review's list, by name."""
    folder.mkdir(parents=True, exist_ok=True)
    files = {}

    def put(name: str, text: str) -> None:
        files[name] = folder / f"{name}.json"
        files[name].write_text(text, encoding="utf-8")

    put("not-json", '{"format": "sergeant-major-rec')
    put("other-format", json.dumps({"format": "something", "version": 1}))
    put("newer", json.dumps(_record(version=99)))
    put("bad-rules", json.dumps(_record(rules={"preset": "nonsense"})))
    illegal = _record()
    plays = illegal["hands"][0]["plays"]
    plays[0], plays[1] = plays[1], plays[0]
    put("illegal", json.dumps(illegal))
    put("long-name", json.dumps(_record(players=[{"name": "N" * 60, "kind": "human"},
                                                 *PLAYERS[1:]])))
    finished = Match(Rules.preset("casual"), 2)
    while not finished.is_terminal():
        play_out_hand_with_bots(finished)
    put("finished", json.dumps(record_of(finished, PLAYERS)))
    files["folder"] = folder / "a-folder.json"
    files["folder"].mkdir()
    files["missing"] = folder / "missing.json"
    return files


def _box(name: str, parent: object = None) -> QMessageBox:
    """The visible box named ``name`` (the newest), among top-level widgets and the windows'
    children (a window-modal box is the window's child)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.MetaCall)
    found = [w for w in QApplication.allWidgets()
             if isinstance(w, QMessageBox) and w.objectName() == name and w.isVisible()]
    assert found, f"no visible {name}"
    return found[-1]


def _take(shown: dict[str, tuple[str, str]], key: str, name: str) -> None:
    box = _box(name)
    shown[key] = (box.windowTitle() + "\n" + box.text(), box.detailedText())
    box.close()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _collect(qtbot, tmp_path: Path, monkeypatch) -> dict[str, tuple[str, str]]:
    """Open every box of the list, in the language installed; (title + text, details)."""
    shown: dict[str, tuple[str, str]] = {}
    data = tmp_path / "data"
    data.mkdir()
    (data / "statistics.json").write_text('{"format": "sergeant-major-statistics", "vers')
    (data / "autosave.json").write_text("{oops", encoding="utf-8")
    junk = tmp_path / "settings.ini"
    junk.write_bytes(bytes(range(256)) * 8)
    monkeypatch.setenv("SERGEANTMAJOR_DATA_DIR", str(data))
    prefs = Preferences(QSettings(str(junk), QSettings.Format.IniFormat))
    prefs.pause_after_hand = False
    window = MainWindow(prefs)
    qtbot.addWidget(window)
    window.ask_resume = lambda: False
    window.set_speed("off")
    window.show()
    try:
        window.start(seed=1)  # the damaged settings, saved match and statistics at once
        _take(shown, "settings damaged", "damagedSettingsBox")
        _take(shown, "saved match not JSON", "damagedSaveBox")
        _take(shown, "statistics damaged", "damagedStatisticsBox")
        for key, record in (
                ("saved match without the player",
                 _record(players=[{"name": n, "kind": "bot:basic"} for n in "ABC"])),
                ("saved match with a forbidden move", json.loads(
                    (_bad_files(tmp_path / "a")["illegal"]).read_text())),
                ("saved match with refused rules", _record(rules={"preset": "nonsense"}))):
            save_record(data / "autosave.json", record)
            window.start(seed=1)
            _take(shown, key, "damagedSaveBox")
        for key, path in _bad_files(tmp_path / "files").items():
            window.files.open_path(str(path))
            _take(shown, f"open {key}", "matchFileBox")
            if key != "finished":  # a finished match is reviewed, not refused
                window.review.open_path(str(path))
                _take(shown, f"review {key}", "reviewFileBox")
        for key, target in (("save as, a file for a folder", data / "statistics.json" / "m.json"),
                            ("save as, onto a folder", tmp_path / "files" / "a-folder.json"),
                            ("save as, a name too long", tmp_path / ("m" * 300 + ".json"))):
            assert not window.files.save_to(str(target))
            _take(shown, key, "matchFileBox")
        review = window.review.open_record(_record())
        assert review is not None
        assert not review.export_to(str(data / "statistics.json" / "deal.json"))
        _take(shown, "export, a file for a folder", "exportFailedBox")
        review.close()
        monkeypatch.setenv("SERGEANTMAJOR_DATA_DIR", str(data / "statistics.json" / "data"))
        window.controller.save_now()
        qtbot.waitUntil(lambda: bool([w for w in QApplication.allWidgets()
                                      if w.objectName() == "saveFailedBox" and w.isVisible()]))
        _take(shown, "autosave failed", "saveFailedBox")
        from sergeantmajor.ui.application import _install_error_handler

        monkeypatch.setattr(sys, "excepthook", sys.excepthook)
        _install_error_handler(QApplication.instance())
        try:
            raise RuntimeError("boom in /tmp/x")
        except RuntimeError as error:
            sys.excepthook(type(error), error, error.__traceback__)
        _take(shown, "unexpected error", "errorBox")
    finally:
        close_window(window)
    return shown


@pytest.mark.parametrize("lang", ["en", "es", "bg"])
def test_every_file_error_box_speaks_the_players_language(lang, qtbot, tmp_path, monkeypatch):
    assert i18n.install_language(lang), i18n.last_warning()
    try:
        shown = _collect(qtbot, tmp_path, monkeypatch)
    finally:
        i18n.install_language("en")
    assert len(shown) == 29, sorted(shown)
    saving = {text for key, (text, _details) in shown.items() if key.startswith("save as")}
    assert len(saving) == 3, saving  # each kind of failure has its own sentence
    for key, (text, details) in shown.items():
        assert text.strip() and "/" not in text and "Errno" not in text, (key, text)
        if key.startswith(("open", "review", "save as", "export", "autosave", "saved match",
                           "statistics", "unexpected")):
            assert details, f"{key}: nothing behind Details"
        if lang == "en":
            continue
        english = english_left(lang, [text], ["Sergeant Major"])  # the game's name
        english += [w for w in re.findall(r"[A-Za-z]{3,}", text) if w.lower() in SYSTEM_WORDS]
        assert english == [], (key, text)


@pytest.mark.parametrize(("lang", "show", "hide"), [
    ("es", "Mostrar detalles…", "Ocultar detalles…"),
    ("bg", "Показване на подробностите…", "Скриване на подробностите…")])
def test_the_details_button_speaks_as_the_game_does(lang, show, hide, qtbot):
    """translations-3 ES3-13: Qt's own "Mostrar los detalles..." (three periods) is the game's
    "Mostrar detalles…" (i18n.QT_GAPS), in the box and after a click."""
    from PySide6.QtWidgets import QPushButton, QWidget

    from sergeantmajor.ui.error_box import warning_box

    parent = QWidget()
    qtbot.addWidget(parent)
    assert i18n.install_language(lang), i18n.last_warning()
    try:
        box = warning_box(parent, "detailsBox", "t", "text", "the details")
        details = next(b for b in box.findChildren(QPushButton) if b.text() == show)
        details.click()
        assert details.text() == hide
        box.close()
    finally:
        i18n.install_language("en")
