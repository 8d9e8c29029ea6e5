"""Switching the language at run time retranslates the whole window, with no restart.

The real main window (a match dealt with a fixed seed, animations off) is switched to Spanish,
then Bulgarian, then back to English, with the Language menu; after each switch the test waits
for the posted ``LanguageChange`` and reads the visible text of a menu, the open new-game and
How-to-play dialogs, the score sheet's headers, the status bar, the texts on the table and the
cards' accessible names. ``--lang bg`` must start the game in Bulgarian.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from sergeantmajor.app import i18n, preferences
from sergeantmajor.engine import Rules
from sergeantmajor.ui import application
from sergeantmajor.ui.main_window import MainWindow
from sergeantmajor.ui.table.model import hand

# What the player reads, per language: (menu, new-game title, kitty label, score header,
# discard caption, Cancel, How-to-play title, the table's accessible name).
EXPECTED = {
    "en": ("&Game", "New game", "Kitty", "Dealer", "Discard here", "Cancel", "How to play",
           "Card table"),
    "es": ("&Partida", "Nueva partida", "Gatito", "Crupier", "Descarta aquí", "Cancelar",
           "Cómo se juega", "Mesa de cartas"),
    "bg": ("&Игра", "Нова игра", "Коте", "Дилър", "Изхвърлете тук", "Отказ", "Как се играе",
           "Маса за карти"),
}


@pytest.fixture(scope="module")
def config_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("config")


@pytest.fixture
def isolated(qapp, config_dir: Path, tmp_path: Path,
             monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """No user file is read or written: settings and the autosave go to temporary folders."""
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(config_dir))
    QCoreApplication.setOrganizationName("sergeantmajor-test")
    QCoreApplication.setApplicationName("sergeantmajor-test")
    QSettings().clear()
    monkeypatch.setenv("SERGEANTMAJOR_DATA_DIR", str(tmp_path / "data"))
    yield tmp_path
    i18n.install_language("en")
    QSettings().clear()


@pytest.fixture
def window(qtbot, isolated: Path) -> MainWindow:
    prefs = preferences.Preferences(QSettings(str(isolated / "prefs.ini"),
                                          QSettings.Format.IniFormat))
    prefs.speed = "off"
    win = MainWindow(prefs)
    qtbot.addWidget(win)
    win.resize(1024, 640)
    win.show()
    win.new_game(Rules.preset("rulebook"), [("Ana", "random"), ("Boris", "random")], seed=7)
    qtbot.waitUntil(lambda: win.controller.match is not None and bool(win.table.my_hand()))
    win.table.flush()
    return win


def visible_texts(win: MainWindow) -> tuple[str, ...]:
    """The texts EXPECTED lists, read from the widgets."""
    dialog = win.own.new_dialog
    model = win.scores.model
    dealer_column = next(c for c in range(model.columnCount())
                         if model.headerData(c, Qt.Orientation.Horizontal) in
                         ("Dealer", "Crupier", "Дилър"))
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    return (win.menus.game_menu.title(), dialog.windowTitle(), dialog.labels["kitty"].text(),
            model.headerData(dealer_column, Qt.Orientation.Horizontal),
            win.table.scene_.discard_zone.caption, cancel.text(),
            win.dialogs.help_dialog.windowTitle(),
            win.table.accessibleName())


RANKS = {
    "en": ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
           "queen", "king", "ace"),
    "es": ("dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "jota",
           "reina", "rey", "as"),
    "bg": ("двойка", "тройка", "четворка", "петица", "шестица", "седмица", "осмица", "деветка",
           "десетка", "вале", "дама", "поп", "асо"),
}
SUITS = {"en": ("spades", "hearts", "diamonds", "clubs"),
         "es": ("picas", "corazones", "diamantes", "tréboles"),
         "bg": ("пика", "купа", "каро", "спатия")}


def spoken_name(card: int, code: str) -> str:
    """A card's name as a player of that language says it ("as de corazones", "асо купа")."""
    rank, suit = RANKS[code][card % 13], SUITS[code][card // 13]
    return {"en": f"{rank} of {suit}", "es": f"{rank} de {suit}", "bg": f"{rank} {suit}"}[code]


def card_names(win: MainWindow) -> dict[int, str]:
    """The accessible name of every card in the player's hand (and its tooltip, the same)."""
    names = {}
    for card in win.table.my_hand():
        item = win.table.scene_.cards[card]
        assert item.toolTip() == item.accessible_name()
        names[card] = item.accessible_name()
    return names


def table_texts(win: MainWindow) -> list[str]:
    """Every line on the seat badges (targets, totals) and the trump sign."""
    lines = [line for panel in win.table.scene_.panels for line in panel.lines]
    return [*lines, win.table.scene_.trump_sign.label]


def test_switch_retranslates_menus_dialogs_scores_and_table(qtbot, window: MainWindow) -> None:
    window.new_game_dialog()
    window.show_scores()
    window.show_help()
    qtbot.waitUntil(lambda: window.own.new_dialog.isVisible()
                    and window.dialogs.help_dialog.isVisible())
    assert visible_texts(window) == EXPECTED["en"]
    english_table = table_texts(window)
    assert any(line.startswith("Target ") for line in english_table)

    window.show_last_trick()  # no trick yet: a sentence in the status bar
    status = window.statusBar().currentMessage()
    assert status == "No trick has been taken yet in this hand."

    menu = window.menus.language_menu
    assert menu is not None
    for code in ("es", "bg", "en"):
        menu.action_for(code).trigger()
        assert i18n.current_language() == code
        def shows_language(c: str = code) -> None:
            assert visible_texts(window) == EXPECTED[c]

        qtbot.waitUntil(shows_language, timeout=3000)
        assert window.own.new_dialog.isVisible()  # an open dialog switches in place
        table = table_texts(window)
        target = {"en": "Target ", "es": "Objetivo ", "bg": "Цел "}[code]
        assert any(line.startswith(target) for line in table), table
        # The player's default name, on the badge and in the score sheet's headers.
        me = {"en": "You", "es": "Tú", "bg": "Вие"}[code]
        assert window.table.scene_.panels[0].name == me
        tricks = {"en": "tricks", "es": "bazas", "bg": "взятки"}[code]
        assert window.scores.model.headerData(3, Qt.Orientation.Horizontal) == f"{me}\n{tricks}"
        # The status bar never keeps a sentence in the previous language.
        if code != "en":
            assert window.statusBar().currentMessage() != status
        # The cards' accessible names: "as de corazones", "асо купа".
        names = card_names(window)
        assert names and names == {c: spoken_name(c, code) for c in names}, names
        backs = window.table.board.binding.items[hand(1)]
        hidden = window.table.scene_.cards[backs[0]].accessible_name()
        assert hidden == {"en": "face-down card", "es": "carta boca abajo",
                          "bg": "карта с лицето надолу"}[code]


def test_switch_retranslates_the_phase_prompt(qtbot, window: MainWindow) -> None:
    """The sentence on the table that tells the player what to do follows the language."""
    qtbot.waitUntil(lambda: window.table.my_turn(), timeout=10000)
    english = window.table.phase_prompt()
    assert english
    window.menus.language_menu.action_for("bg").trigger()
    qtbot.waitUntil(lambda: window.table.phase_prompt() != english)
    prompt = window.table.phase_prompt()
    assert any("\u0400" <= ch <= "\u04ff" for ch in prompt), prompt


def test_lang_option_starts_in_bulgarian(qtbot, isolated: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """``run(["--lang", "bg"])``: the real start-up, up to the deal its event loop starts
    after the first frame (``exec()`` itself is not entered: a finished one would leave the
    test application closing)."""
    windows: list[MainWindow] = []

    class Recorded(MainWindow):
        def __init__(self, *args: object, **kwargs: object) -> None:
            super().__init__(*args, **kwargs)
            windows.append(self)

    def dealt() -> bool:
        if not windows or not windows[0].built:
            return False
        offer = windows[0].findChild(QMessageBox, "tutorialOffer")  # a first start: Not now
        if offer is not None and offer.isVisible():
            next(b for b in offer.buttons() if b.objectName() == "tutorialOfferLater").click()
        return windows[0].controller.has_match()

    monkeypatch.setattr("sergeantmajor.ui.main_window.MainWindow", Recorded)
    monkeypatch.setattr(QApplication, "exec", lambda self: qtbot.waitUntil(dealt) or 0)
    i18n.save_language("es")  # the command line wins over the saved choice
    assert application.run(["--lang", "bg", "--seed", "3", "--speed", "off",
                            "--size", "1024x640"]) == 0
    assert i18n.current_language() == "bg"
    (win,) = windows
    qtbot.addWidget(win)
    win.table.flush()
    assert win.menus.game_menu.title() == "&Игра"
    assert win.menus.language_menu.action_for("bg").isChecked()
    qtbot.waitUntil(lambda: any(line.startswith("Цел ") for line in table_texts(win)))


# Texts that are the same in every language: names, the game's title, the languages' own names.
SAME_EVERYWHERE = {"Sergeant Major", "English", "Español", "Български", "Ana", "Boris", "Carla",
                   "You", "Normal", "Total"}


def all_visible_texts(win: MainWindow) -> dict[tuple[int, str], str]:
    """Every text of the window and its open dialogs, keyed by (object, what)."""
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QMenu, QWidget

    texts: dict[tuple[int, str], str] = {}
    widgets = [win, *win.findChildren(QWidget)]
    for widget in widgets:
        key = id(widget)
        if widget.isWindow() and widget.isVisible():
            texts[(key, "title")] = widget.windowTitle()
        if widget.toolTip():
            texts[(key, "tooltip")] = widget.toolTip()
        if isinstance(widget, QLabel | QAbstractButton):
            texts[(key, "text")] = widget.text()
        elif isinstance(widget, QGroupBox):
            texts[(key, "text")] = widget.title()
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                texts[(key, f"item{i}")] = widget.itemText(i)
        elif isinstance(widget, QMenu):
            texts[(key, "text")] = widget.title()
            for i, action in enumerate(widget.actions()):
                texts[(key, f"action{i}")] = action.text()
    return texts


def untranslated(english: dict[tuple[int, str], str],
                 other: dict[tuple[int, str], str]) -> list[str]:
    """English words still shown after a switch (names and titles excepted)."""
    import re

    left = []
    for key, text in other.items():
        if key not in english or text != english[key] or text in SAME_EVERYWHERE:
            continue
        if re.search(r"[A-Za-z]{3,}", text.replace("&", "")):
            left.append(f"{key[1]}: {text!r}")
    return left


@pytest.mark.parametrize("code", ["es", "bg"])
def test_no_english_left_after_a_switch(qtbot, window: MainWindow, code: str) -> None:
    window.new_game_dialog()
    window.show_scores()
    window.show_help()
    english = all_visible_texts(window)
    window.menus.language_menu.action_for(code).trigger()
    qtbot.waitUntil(lambda: window.own.new_dialog.windowTitle() != "New game")
    qtbot.wait(50)  # the posted LanguageChange reaches every widget
    left = untranslated(english, all_visible_texts(window))
    assert not left, "\n".join(left)


def test_a_switch_rewords_the_chat_notes_of_a_table_with_friends(qtbot) -> None:
    """translations-3 EN3-5: the table's own notes keep what happened (kind, name, seconds)
    and are worded again in the new language; what the players typed stays as they typed it."""
    from sergeantmajor.ui.online import texts
    from sergeantmajor.ui.online.friends_panel import FriendsPanel

    panel = FriendsPanel()
    qtbot.addWidget(panel)
    try:
        assert i18n.install_language("es")
        qtbot.wait(1)
        panel.note(texts.Note("joined", "Marta"))
        panel.said("Boris", "hola")
        panel.note(texts.Note("dropped", "Marta", 60))
        panel.note(texts.Note("left", "Boris"))
        assert "Marta se ha sentado a la mesa." in panel.chat.toPlainText()
        assert i18n.install_language("bg")
        qtbot.waitUntil(lambda: "Marta седна на масата." in panel.chat.toPlainText(),
                        timeout=3000)
        chat = panel.chat.toPlainText().splitlines()
        assert chat == ["Marta седна на масата.", "Boris: hola",
                        "Marta отсъства. Ако не се върне до 60 секунди, мястото ще заеме "
                        "компютърен играч.", "Boris напусна масата."]
    finally:
        i18n.install_language("en")


@pytest.mark.parametrize("which", ["join", "host"])
def test_the_friends_dialogs_keep_their_own_button_after_a_switch(qtbot, window: MainWindow,
                                                                  which: str) -> None:
    """Join a table / Host a table, open while the language changes: the accept button keeps
    the dialog's own word ("Unirse", not Qt's "Aceptar")."""
    from PySide6.QtWidgets import QDialogButtonBox

    if which == "join":
        window.friends.join_dialog()
    else:
        window.friends.host_dialog()
    dialog = window.friends.dialog
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    english = ok.text()
    assert english not in ("OK", "&OK")
    menu = window.menus.language_menu
    try:
        menu.action_for("es").trigger()
        qtbot.waitUntil(lambda: dialog.windowTitle() != {"join": "Join a table",
                                                         "host": "Host a table"}[which],
                        timeout=3000)
        qtbot.wait(50)
        assert ok.text() not in ("Aceptar", "&Aceptar", "OK", english), ok.text()
    finally:
        menu.action_for("en").trigger()
        dialog.close()
