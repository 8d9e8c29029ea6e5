"""Helpers for the GUI tests: an isolated window, real mouse drags on the viewport, positions,
and the player's seat played by the table's input (drags and clicks).

Every window gets its own data folder (autosave) and settings file under ``tmp_path``, so
the player's own files are never touched. Tests get their window from the ``window`` and
``open_window`` fixtures (``conftest.py``), which close it at the end.
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
                size: tuple[int, int] = (1024, 700), friends: bool = False,
                scratch: bool = True) -> MainWindow:
    """A shown main window with its own files, animations at ``speed``. With ``friends``,
    ready for a table with friends on loopback: no statistics, no question about a table
    left earlier, a hosted table's server on this computer only (127.0.0.1), keeping its
    files in a temporary folder unless ``scratch`` is off (then in the data folder)."""
    monkeypatch.setenv("SERGEANTMAJOR_DATA_DIR", str(tmp_path / "data"))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    prefs = Preferences(settings)
    prefs.pause_after_hand = False
    window = MainWindow(prefs)
    window.ask_resume = lambda: True
    if speed is not None:  # None: keep the speed the preferences hold
        window.set_speed(speed)
    if friends:
        window.statistics.enabled = False
        window.friends.ask_rejoin = lambda: False
        window.friends.where = "here"
        window.friends.demo = scratch
        from online_helpers import answer_questions

        answer_questions(window.friends)  # no box ever waits for an answer in a test
    window.resize(*size)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def close_window(window: MainWindow) -> None:
    """Leave a table with friends and stop the bots' threads before the window goes."""
    friends = window._friends  # made only when a test used them
    if friends is not None:
        friends.shutdown()
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


_CHOOSERS: list = []


def _chooser():
    """The normal bot that chooses the player's moves in :func:`play_my_turn` (one for the
    test process, as the friends' tests always had)."""
    if not _CHOOSERS:
        from sergeantmajor.ai.base import make_bot

        _CHOOSERS.append(make_bot("normal", 0))
    return _CHOOSERS[0]


def play_my_turn(window: MainWindow) -> None:
    """Take one legal decision by the table's input intents: drag a card where it goes, or
    click the suit button naming trump (a sensible choice: the normal bot's)."""
    from sergeantmajor.engine import Discard, Give, NameTrump, Play

    table = window.table
    view = window.game.view()
    assert table.player.offer is not None
    action = _chooser().choose(view)
    if isinstance(action, NameTrump):
        button = next(b for b in table.scene_.buttons if b.data(0) == action.suit)
        click(table, scene_point(table, button.sceneBoundingRect().center()))
        return
    assert isinstance(action, (Play, Discard, Give)), action
    if isinstance(action, Play):
        target = table.layout_.trick_zone.center()
    elif isinstance(action, Discard):
        target = table.layout_.discard.center()
    else:
        down = view.exchange_step.down
        target = table.scene_.panels[down].sceneBoundingRect().center()
    drag(table, visible_point(table, action.card), scene_point(table, target))


def play_until(qtbot, window: MainWindow, done: Callable[[], bool],
               timeout: float = 60.0) -> set[str]:
    """Play the window's seat by its intents until ``done()``; the phases it decided in."""
    import time

    phases: set[str] = set()
    end = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < end, "the match did not end in time"
        qtbot.waitUntil(lambda: done() or window.table.my_turn(), timeout=20000)
        if done():
            break
        phases.add(window.game.view().phase.value)
        seq = window.game.seq
        play_my_turn(window)
        qtbot.waitUntil(lambda s=seq: done() or window.game.seq > s
                        or not window.game.is_human_turn(), timeout=10000)
    return phases
