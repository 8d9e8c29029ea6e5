"""The new-game dialog, the score sheet, the end of a match and the command line options."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDialogButtonBox, QSpinBox
from ui_helpers import close_window, make_window

from sergeantmajor.engine import Rules
from sergeantmajor.ui.application import parse_args
from sergeantmajor.ui.new_game_dialog import NewGameDialog


def test_new_game_dialog_checks_rules_and_starts_the_match(window, qtbot):
    window.new_game_dialog()
    dialog: NewGameDialog = window.own.new_dialog
    qtbot.waitExposed(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    preset = dialog.preset_box
    preset.setCurrentIndex(preset.findData("casual"))
    assert dialog.rules() == Rules.preset("casual")
    # A contradiction: four players without a kitty. OK is disabled and the engine says why.
    players = dialog.editors["players"]
    kitty = dialog.editors["kitty"]
    assert isinstance(players, QComboBox) and isinstance(kitty, QComboBox)
    players.setCurrentIndex(players.findData(4))
    kitty.setCurrentIndex(kitty.findData("none"))
    assert not ok.isEnabled()
    assert "kitty" in dialog.error.text() and "contradict" not in dialog.error.text()
    players.setCurrentIndex(players.findData(3))
    kitty.setCurrentIndex(kitty.findData("discard-then-take"))
    no_trump = dialog.editors["no_trump"]
    assert isinstance(no_trump, QCheckBox)
    no_trump.setChecked(True)
    assert ok.isEnabled() and dialog.error.text() == ""
    dialog.name_edits[0].setText("Zoe")
    # Opponents are the three player levels; random and basic are yardsticks for sim and duel.
    for box in dialog.level_boxes:
        assert [box.itemData(i) for i in range(box.count())] == ["easy", "normal", "expert"]
    # Every switch has its label and a one-line explanation.
    assert all(dialog.labels[n].text() and dialog.helps[n].text() for n in dialog.editors)
    ok.click()
    match = window.controller.match
    assert match.rules.no_trump and match.rules.exchange == "classic"
    assert window.controller.seats[1].name == "Zoe"
    assert window.prefs.rules == match.rules  # remembered for the next game
    assert window.prefs.opponents[0][0] == "Zoe"


def test_score_sheet_and_end_of_match(window, qtbot):
    window.new_game(Rules.preset("casual", hands=1), window.prefs.table_opponents(), seed=4)
    controller, table = window.controller, window.table

    def act() -> None:
        if table.my_turn():
            table.perform(controller.legal_actions()[0])
    controller.human_turn.connect(act)
    act()
    qtbot.waitUntil(lambda: controller.match.is_terminal() and not table.presenter.steps,
                    timeout=20000)
    assert table.scene_.notice.isVisible()
    winner = controller.match.winner
    names = table.names()
    title = table.scene_.notice.title
    assert title == "You win the match!" if winner == 0 else names[winner] in title
    assert table.scene_.notice.lines[0] == "highest total after the last hand"
    window.show_scores()
    sheet = window.scores.sheet
    qtbot.waitExposed(sheet)
    model = sheet.view.model()
    assert model.rowCount() == 2 and model.columnCount() == 9
    assert sheet.windowTitle() == "Score sheet"


def test_last_trick_on_request(window, qtbot):
    window.start(seed=6, offer_resume=False)
    controller, table = window.controller, window.table
    window.show_last_trick()
    assert "No trick" in window.statusBar().currentMessage()
    while not controller.match.completed_tricks:
        qtbot.waitUntil(lambda: table.my_turn() or bool(controller.match.completed_tricks),
                        timeout=10000)
        if table.my_turn() and not controller.match.completed_tricks:
            table.perform(controller.legal_actions()[0])
    qtbot.waitUntil(lambda: table.model.last_trick is not None, timeout=10000)
    window.show_last_trick()
    assert table.scene_.notice.isVisible() and len(table.scene_.notice.pictures) == 3
    assert table.scene_.notice.title == "Last trick"


def test_command_line_options():
    args = parse_args(["--seed", "5", "--autoplay", "2", "--screenshot", "x.png",
                       "--lang", "es", "--size", "1024x640", "--speed", "off"])
    assert (args.seed, args.autoplay, args.screenshot, args.lang) == (5, 2, "x.png", "es")
    assert args.size == (1024, 640) and args.speed == "off"
    for bad in (["--lang", "xx"], ["--size", "big"], ["--autoplay", "-1"], ["--seed", "a"]):
        with pytest.raises(SystemExit) as stop:
            parse_args(bad)
        assert stop.value.code == 2


def test_double_dealers_choice_by_buttons(window, qtbot):
    from ui_helpers import click, scene_point, seed_where, wait_phase

    from sergeantmajor.engine import Phase

    rules = Rules.preset("rulebook", dealer_assigns_targets=True)
    seed = seed_where(lambda m: m.dealer == 0, rules)
    window.new_game(rules, window.prefs.table_opponents(), seed=seed)
    table, controller = window.table, window.controller
    wait_phase(qtbot, window, (Phase.ASSIGN_TARGETS,))
    assert len(table.scene_.buttons) == 6  # every way to hand out 8, 5 and 3
    choice = table.scene_.buttons[-1]
    wanted = controller.legal_actions()[-1].targets
    click(table, scene_point(table, choice.sceneBoundingRect().center()))
    assert controller.match.targets == wanted
    qtbot.waitUntil(lambda: not table.presenter.steps)
    assert table.model.targets == wanted


def test_preferences_persist(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, monkeypatch)
    window.resize(1100, 720)
    window.set_speed("slow")
    window.close()
    close_window(window)
    again = make_window(qtbot, tmp_path, monkeypatch, speed=None)
    try:
        assert again.table.speed_name == "slow"
        assert again.menus.speed_actions["slow"].isChecked()
        assert again.prefs.geometry()
        assert again.restoreGeometry(again.prefs.geometry())
    finally:
        close_window(again)


def test_unexpected_error_becomes_a_message(qtbot, monkeypatch):
    import sys

    from PySide6.QtWidgets import QApplication

    from sergeantmajor.ui.application import _install_error_handler

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    _install_error_handler(QApplication.instance())
    try:
        raise RuntimeError("boom")
    except RuntimeError as error:
        sys.excepthook(type(error), error, error.__traceback__)
    boxes = [w for w in QApplication.topLevelWidgets()
             if w.objectName() == "errorBox" and w.isVisible()]
    assert len(boxes) == 1 and "boom" in boxes[0].detailedText()
    assert "boom" not in boxes[0].text()  # Python's words behind Details (issue 24)
    boxes[0].close()


def test_screenshot_option_with_animations_off_quits(tmp_path):
    """The player (seat 0) deals with seed 1: the table waits for them right after the deal."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    shot = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "cfg"),
               SERGEANTMAJOR_DATA_DIR=str(tmp_path / "data"))
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run([sys.executable, "-m", "sergeantmajor", "--seed", "1", "--speed",
                           "off", "--screenshot", str(shot)], cwd=root, env=env, timeout=60,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000
    assert not (tmp_path / "data" / "autosave.json").exists()  # a demo saves nothing


def test_four_players_switch_the_targets_and_contradictions_are_explained(window, qtbot):
    window.new_game_dialog()
    dialog: NewGameDialog = window.own.new_dialog
    qtbot.waitExposed(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    players, kitty, targets = (dialog.editors[n] for n in ("players", "kitty", "targets"))
    assert isinstance(players, QComboBox) and isinstance(kitty, QComboBox)
    assert isinstance(targets, QComboBox)
    players.setCurrentIndex(players.findData(4))
    assert targets.currentData() == "5-3-2-2" and ok.isEnabled()
    assert dialog.rules().players == 4 and dialog.rules().targets == "5-3-2-2"
    # the overview's numbers are allowed and explained honestly
    targets.setCurrentIndex(targets.findData("6-4-3-3"))
    assert ok.isEnabled() and "4 down" in dialog.helps["targets"].text()
    targets.setCurrentIndex(targets.findData("8-5-3"))  # does not fit four players: explained
    assert not ok.isEnabled()
    assert dialog.error.text().startswith("With four players the targets must be")
    assert "5-3-2-2" in dialog.error.text() and "contradicts" not in dialog.error.text()
    players.setCurrentIndex(players.findData(3))
    assert targets.currentData() == "8-5-3" and ok.isEnabled()
    # four players' targets with three: refused, and no note about four players' 12 tricks
    targets.setCurrentIndex(targets.findData("6-4-3-3"))
    assert not ok.isEnabled() and "8-5-3" in dialog.error.text()
    assert "4 down" not in dialog.helps["targets"].text()
    targets.setCurrentIndex(targets.findData("8-5-3"))
    kitty.setCurrentIndex(kitty.findData("none"))
    assert targets.currentData() == "9-5-3" and ok.isEnabled()
    kitty.setCurrentIndex(kitty.findData("blind"))
    assert targets.currentData() == "8-5-3" and ok.isEnabled()
    dialog.reject()


def test_the_preset_shown_follows_the_switches(window, qtbot):
    """Issue 26: after End of the match = fixed number of hands, 1, the dialog still said
    "Rulebook – first to 10 points", and said it again the next time it opened."""
    window.new_game_dialog()
    dialog: NewGameDialog = window.own.new_dialog
    qtbot.waitExposed(dialog)
    assert dialog.preset_box.currentData() == "rulebook"
    rulebook_help = dialog.preset_help.text()
    end = dialog.editors["match_end"]
    assert isinstance(end, QComboBox)
    end.setCurrentIndex(end.findData("hands"))
    hands = dialog.editors["hands"]
    assert isinstance(hands, QSpinBox)
    hands.setValue(1)
    assert dialog.preset_box.currentData() == "custom"
    assert dialog.preset_box.currentText() == "Custom rules"
    assert dialog.preset_help.text() and dialog.preset_help.text() != rulebook_help
    assert dialog.rules() == Rules.preset("rulebook", match_end="hands", hands=1)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    window.new_game_dialog()  # opened again: the rules kept, and named as they are
    again: NewGameDialog = window.own.new_dialog
    qtbot.waitExposed(again)
    assert again.preset_box.currentData() == "custom" and again.rules() == dialog.rules()
    end = again.editors["match_end"]
    assert isinstance(end, QComboBox)
    end.setCurrentIndex(end.findData(Rules().match_end))  # back to the rulebook's own
    assert again.preset_box.currentData() == "custom"  # the number of hands still differs
    hands = again.editors["hands"]
    assert isinstance(hands, QSpinBox)
    hands.setValue(Rules().hands)
    assert again.preset_box.currentData() == "rulebook"
    assert again.preset_help.text() == rulebook_help
    again.preset_box.setCurrentIndex(again.preset_box.findData("custom"))  # changes nothing
    assert again.rules() == Rules()
    again.reject()


def test_the_wheel_scrolls_the_house_rules_without_changing_them(window, qtbot):
    """Issue 26: scrolling the list with the wheel over a combo box changed its value."""
    window.new_game_dialog()
    dialog: NewGameDialog = window.own.new_dialog
    qtbot.waitExposed(dialog)
    end = dialog.editors["match_end"]
    assert isinstance(end, QComboBox)
    bar = dialog.rules_scroll.verticalScrollBar()
    assert bar.maximum() > 0  # the list is longer than its room
    before, value = end.currentData(), bar.value()
    for editor in (end, dialog.editors["hands"]):
        centre = QPointF(editor.width() / 2, editor.height() / 2)
        wheel = QWheelEvent(centre, editor.mapToGlobal(centre), QPoint(), QPoint(0, -120),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(editor, wheel)
    assert end.currentData() == before and bar.value() > value
    end.setFocus()  # once chosen (a click, Tab), the wheel changes the value as usual
    qtbot.waitUntil(end.hasFocus)
    centre = QPointF(end.width() / 2, end.height() / 2)
    QApplication.sendEvent(end, QWheelEvent(centre, end.mapToGlobal(centre), QPoint(),
                                            QPoint(0, -120), Qt.MouseButton.NoButton,
                                            Qt.KeyboardModifier.NoModifier,
                                            Qt.ScrollPhase.NoScrollPhase, False))
    assert end.currentData() != before
    dialog.reject()


def test_the_about_box_says_what_the_game_is_made_of(window, qtbot):
    """Issue 26: the About box was one line: no licence, rule sources, art or credits."""
    from sergeantmajor import __version__
    from sergeantmajor.app import i18n

    texts = {}
    try:
        for language in ("en", "es", "bg"):
            i18n.install_language(language)
            window.menus.about_action.trigger()
            box = window.dialogs.about_box
            qtbot.waitUntil(box.isVisible)
            texts[language] = box.informativeText()
            assert __version__ in box.text()
            assert box.textFormat() == Qt.TextFormat.PlainText
            box.close()
    finally:
        i18n.install_language("en")
    english = texts["en"]
    for part in ("version", "GNU General Public License", "version 3", "rulebook", "Bulgarian",
                 "KDE", "Translations", "Spanish and Bulgarian", "DejaVu", "PySide6"):
        assert part in english, part
    for text in texts.values():
        assert "http" not in text and "www." not in text and "<a" not in text
        assert len(text.split("\n\n")) == 6
    assert texts["es"] != english and texts["bg"] != english
    assert "Licencia" in texts["es"] and "Лиценз" in texts["bg"]
