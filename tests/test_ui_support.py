"""Helpers for the GUI tests: an isolated window, real mouse drags on the viewport, positions.

Every window gets its own data folder (autosave) and settings file under ``tmp_path``, so
the player's own files are never touched.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, QSettings, QStandardPaths, Qt
from PySide6.QtTest import QTest

import sergeantmajor.app  # noqa: F401 - applies the PySide6 reference-count guard first
from sergeantmajor.app.preferences import Preferences
from sergeantmajor.engine import Match, Phase, Rules
from sergeantmajor.engine.view import seat_view
from sergeantmajor.ui.main_window import MainWindow
from sergeantmajor.ui.table.view import TableView

QStandardPaths.setTestModeEnabled(True)


def make_window(qtbot, tmp_path, monkeypatch, *, speed: str | None = "off",
                size: tuple[int, int] = (1024, 700)) -> MainWindow:
    """A shown main window with its own files, animations at ``speed``."""
    monkeypatch.setenv("SERGEANTMAJOR_DATA_DIR", str(tmp_path / "data"))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    prefs = Preferences(settings)
    prefs.pause_after_hand = False
    window = MainWindow(prefs)
    window.ask_resume = lambda: True
    if speed is not None:  # None: keep the speed the preferences hold
        window.set_speed(speed)
    window.resize(*size)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def close_window(window: MainWindow) -> None:
    """Stop the bots' threads before the window goes."""
    window.controller.shutdown()


def visible_point(table: TableView, card: int) -> QPoint:
    """A viewport point on ``card`` that no other card covers (the fan's visible strip)."""
    item = table.scene_.cards[card]
    for fx, fy in ((-0.38, -0.3), (-0.38, 0.0), (0.0, 0.0), (0.3, -0.3)):
        point = table.mapFromScene(item.mapToScene(QPointF(item.width * fx, item.height * fy)))
        if table.card_at(point) == card:
            return point
    raise AssertionError(f"card {card} is not visible on the table")


def drag(table: TableView, start: QPoint, end: QPoint, steps: int = 6) -> None:
    """A real mouse drag on the table's viewport: press, several moves, release."""
    viewport = table.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        point = start + (end - start) * (i / steps)
        QTest.mouseMove(viewport, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def click(table: TableView, point: QPoint) -> None:
    """A real left click on the viewport."""
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def scene_point(table: TableView, point: QPointF) -> QPoint:
    """A scene point in viewport coordinates."""
    return table.mapFromScene(point)


def seed_where(predicate: Callable[[Match], bool], rules: Rules | None = None) -> int:
    """The first seed whose fresh match satisfies ``predicate``."""
    for seed in range(500):
        if predicate(Match(rules or Rules(), seed)):
            return seed
    raise AssertionError("no seed found")


def play_out_hand_with_bots(match: Match) -> None:
    """Play the current hand of ``match`` to its end with the basic bot at every seat."""
    from sergeantmajor.ai.base import make_bot

    bot = make_bot("basic", 1)
    start = match.hand_index
    while match.hand_index == start and not match.is_terminal():
        match.apply(bot.choose(seat_view(match, match.current_player())))


def wait_phase(qtbot, window: MainWindow, phases: tuple[Phase, ...], timeout: int = 10000) -> None:
    """Wait until the table shows everything and the player must act in one of ``phases``."""
    qtbot.waitUntil(lambda: window.table.my_turn()
                    and window.controller.match.phase in phases, timeout=timeout)


def shown(text: str) -> str:
    """What Qt shows for ``text`` in a tooltip, a label or a message box that guesses the
    format: rich text rendered (its plain words), plain text as it is."""
    from PySide6.QtGui import Qt as QtGui
    from PySide6.QtGui import QTextDocument

    if not QtGui.mightBeRichText(text):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()
