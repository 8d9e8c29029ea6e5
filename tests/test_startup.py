"""Start-up stays light: what the first frame needs, nothing more (issue 15).

The timing itself is a benchmark, not a test (``packaging/startup-bench.sh``); these tests keep
the cheap part honest: which modules start-up imports, and that the bots load when they first
think instead of at the deal.
"""

from __future__ import annotations

import inspect
import os
import subprocess
import sys
from pathlib import Path

from sergeantmajor.app.controller import DeferredBot
from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine.view import seat_view

ROOT = Path(__file__).resolve().parent.parent

# Modules only a player's later choice needs: the computer players themselves, and dialogs.
BOT_MODULES = ("sergeantmajor.ai.basic", "sergeantmajor.ai.easy", "sergeantmajor.ai.normal",
               "sergeantmajor.ai.expert", "sergeantmajor.ai.heuristics",
               "sergeantmajor.ai.knowledge", "sergeantmajor.ai.solver",
               "sergeantmajor.ai.random_bot")
DIALOG_MODULES = ("sergeantmajor.ui.new_game_dialog", "sergeantmajor.ui.help_dialog",
                  "sergeantmajor.ui.score_sheet", "sergeantmajor.app.rules_help",
                  "sergeantmajor.app.score_model")


def _modules_after(code: str, tmp_path: Path) -> set[str]:
    """The sergeantmajor modules a fresh interpreter has loaded after running ``code``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               SERGEANTMAJOR_DATA_DIR=str(tmp_path / "saves"))
    code += "\nprint('\\n'.join(m for m in sys.modules if m.startswith('sergeantmajor')))"
    done = subprocess.run([sys.executable, "-c", "import sys\n" + code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


def test_importing_the_application_imports_no_ai_and_no_dialog(tmp_path: Path) -> None:
    loaded = _modules_after("import sergeantmajor.ui.application", tmp_path)
    assert "sergeantmajor.ui.application" in loaded
    assert not {m for m in loaded if m == "sergeantmajor.ai" or m.startswith("sergeantmajor.ai.")}
    assert not loaded & set(DIALOG_MODULES)


def test_the_first_frame_loads_no_bot_and_no_dialog(tmp_path: Path) -> None:
    # Seed 3: the player deals and names trump first, so no computer player has moved when
    # the table has caught up with the deal and the screenshot is taken.
    shot = tmp_path / "first.png"
    loaded = _modules_after(
        "import gc\n"
        "gc.disable()  # as sergeantmajor.__main__ does before start-up\n"
        "from sergeantmajor.ui.application import run\n"
        f"assert run(['--seed', '3', '--speed', 'off', '--screenshot', {str(shot)!r}]) == 0\n"
        "assert gc.isenabled()  # the window is up: the collector runs again",
        tmp_path)
    assert shot.stat().st_size > 10_000
    assert "sergeantmajor.ui.table" in loaded and "sergeantmajor.app.controller" in loaded
    assert not loaded & set(BOT_MODULES)
    assert not loaded & set(DIALOG_MODULES)


def test_a_deferred_bot_loads_its_level_at_its_first_move() -> None:
    match = Match(Rules(), seed=4)
    bot = DeferredBot("basic", 7)
    assert bot._bot is None  # nothing loaded at the deal
    seat = match.current_player()
    assert seat is not None
    action = bot.choose(seat_view(match, seat))
    assert action in match.legal_actions()
    assert type(bot._bot).__name__ == "BasicBot"
    unknown = DeferredBot("no-such-level", 1)  # falls back to basic, as load_bot does
    assert unknown.choose(seat_view(match, seat)) in match.legal_actions()
    assert type(unknown._bot).__name__ == "BasicBot"


def test_the_quick_pyside_scan_gives_pysides_own_answers() -> None:
    import PySide6.QtCore  # noqa: F401 - installs the scan being replaced

    from sergeantmajor.app import feature_scan

    feature_scan.install()
    assert not feature_scan.install()  # idempotent
    scan = sys.modules["shibokensupport.feature"]._mod_uses_pyside  # type: ignore[attr-defined]
    names = [m for m in list(sys.modules) if m.startswith(("sergeantmajor", "json", "email"))]
    names += ["inspect", "dataclasses", "tests.test_startup" if "tests.test_startup" in
              sys.modules else __name__]
    checked = 0
    for name in names:
        module = sys.modules.get(name)
        if module is None or not str(getattr(module, "__file__", "")).endswith(".py"):
            continue
        assert scan(module) == ("PySide6" in inspect.getsource(module)), name
        checked += 1
    assert checked > 10


def test_start_up_keeps_no_source_in_linecache_and_imports_no_heavy_stdlib(
        tmp_path: Path) -> None:
    # PySide6's own scan (before ours is installed) leaves the files it read in linecache;
    # socket, statistics (decimal, fractions) and configparser are not needed to start.
    loaded = _modules_after(
        "from sergeantmajor.__main__ import gui_main\n"
        f"gui_main(['--seed', '3', '--speed', 'off', '--screenshot', "
        f"{str(tmp_path / 'shot.png')!r}])\n"
        "import linecache\n"
        "assert not linecache.cache, list(linecache.cache)\n"
        "print('\\n'.join(m for m in ('socket', 'statistics', 'configparser') "
        "if m in sys.modules))", tmp_path)
    assert "sergeantmajor.ui.table.view" in loaded  # the game was made
    assert not loaded & {"socket", "statistics", "configparser"}


def test_start_up_makes_no_python_class_for_events_it_never_handles(tmp_path: Path) -> None:
    # A Python override that takes a generic QEvent (changeEvent, viewportEvent, an event
    # filter) makes PySide6 build the Python class of every Qt event type to find an event's
    # own (some 45 classes, ~0.4 MB); the window and the table handle only their own events.
    loaded = _modules_after(
        "from sergeantmajor.__main__ import gui_main\n"
        f"gui_main(['--seed', '3', '--speed', 'off', '--screenshot', "
        f"{str(tmp_path / 'shot.png')!r}])\n"
        "import PySide6.QtGui, PySide6.QtWidgets\n"
        "made = [n for m in (PySide6.QtGui, PySide6.QtWidgets) for n in vars(m) "
        "if n.endswith('Event') and isinstance(vars(m)[n], type)]\n"
        "print('\\n'.join('made:' + n for n in made))", tmp_path)
    assert "sergeantmajor.ui.table.view" in loaded  # the game was made
    made = {m.removeprefix("made:") for m in loaded if m.startswith("made:")}
    never_handled = {"QActionEvent", "QContextMenuEvent", "QShortcutEvent", "QStatusTipEvent",
                     "QWhatsThisClickedEvent", "QGraphicsSceneHoverEvent"}
    assert made, "the probe found no event class at all"
    assert not made & never_handled, made & never_handled


def test_the_windows_first_frame_imports_no_engine_no_table_and_no_controller(
        tmp_path: Path) -> None:
    loaded = _modules_after(
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from sergeantmajor.app.preferences import Preferences\n"
        "from sergeantmajor.ui.main_window import MainWindow\n"
        "window = MainWindow(Preferences(read_only=True), build=False)\n"
        "window.show()\n"
        "app.processEvents()\n"
        "assert window.felt is not None and not window.built\n"
        "assert window.menus.game_menu.actions() and window.menus.language_menu is not None",
        tmp_path)
    assert "sergeantmajor.ui.felt" in loaded
    heavy = ("sergeantmajor.engine", "sergeantmajor.ui.table", "sergeantmajor.app.controller",
             "sergeantmajor.app.statistics", "sergeantmajor.ui.decks", "sergeantmajor.ai",
             "sergeantmajor.app.storage", "sergeantmajor.cli")  # storage: json, dataclasses
    assert not {m for m in loaded if m.startswith(heavy)}


# Issue 35: what the game imports before its first frame, as it starts (``gui_main``). Each of
# these is needed to draw that frame (the window, its menus, the felt, the status bar with the
# review's buttons) or to read the settings safely first; anything else loads after the frame.
# A module added to the start-up path fails the test below: load it after the first frame
# (``MainWindow.build``, or where it is first used), or add it here and say why it is needed.
FIRST_FRAME_MODULES = {
    "sergeantmajor", "sergeantmajor.__main__", "sergeantmajor.paths",
    "sergeantmajor.app", "sergeantmajor.app.qt_fixes", "sergeantmajor.app.feature_scan",
    "sergeantmajor.app.i18n", "sergeantmajor.app.preferences",
    "sergeantmajor.engine", "sergeantmajor.engine.files",  # the settings file's safe read
    "sergeantmajor.ui", "sergeantmajor.ui.application", "sergeantmajor.ui.options",
    "sergeantmajor.ui.fonts", "sergeantmajor.ui.main_window", "sergeantmajor.ui.window_menus",
    "sergeantmajor.ui.language_menu", "sergeantmajor.ui.felt", "sergeantmajor.ui.drops",
    "sergeantmajor.ui.review", "sergeantmajor.ui.review.launcher",
}
# Python's own modules the game imports before its first frame beyond an empty PySide6
# window's: gc (start-up pauses the collector), fcntl (the safe read's locks). Not locale: a
# start without options builds no argparse parser, whose messages go through gettext, which
# imports locale (2-3 ms); not encodings.ascii: the process's age is read from /proc only for
# SERGEANTMAJOR_PROFILE or an INFO log.
FIRST_FRAME_LIBRARY = {"gc", "fcntl"}
# Qt classes whose first use builds many Python enums (PySide6 makes a class's enums with the
# class), which the first frame does without (issue 35): QEvent's 179 types (any Python event
# handler or filter), QGradient's 169 presets, QIcon's 151 theme icons, QKeySequence's 71
# standard keys; QLibraryInfo (its 15 paths) finds only Qt's own catalogues (English has none).
COSTLY_CLASSES = ("QEvent", "QPaintEvent", "QResizeEvent", "QGradient", "QRadialGradient",
                  "QIcon", "QKeySequence", "QLibraryInfo")

_FIRST_FRAME_PROBE = """
import os, sys
COSTLY = COSTLY_CLASSES
from PySide6.QtCore import QTimer
from sergeantmajor.ui import main_window
real = main_window.MainWindow.when_first_shown

def at_first_frame(self, callback):
    def report():
        import PySide6.QtCore, PySide6.QtGui
        print("qt-namespace" if "Qt" in vars(PySide6.QtCore) else "no-qt-namespace")
        built = [name for module in (PySide6.QtCore, PySide6.QtGui) for name in vars(module)
                 if name in COSTLY]
        print("built:" + ",".join(sorted(built)))
        print("\\n".join(sorted(sys.modules)), flush=True)
        os._exit(0)
    real(self, lambda: QTimer.singleShot(0, report))

main_window.MainWindow.when_first_shown = at_first_frame
from sergeantmajor.__main__ import gui_main
gui_main([])  # as a player starts it, from the desktop's menu
""".replace("COSTLY_CLASSES", repr(COSTLY_CLASSES))

_EMPTY_WINDOW_PROBE = """
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print("\\n".join(sorted(sys.modules)), flush=True)
            os._exit(0)
        return False

app = QApplication(sys.argv)
window = QMainWindow(); window.resize(1024, 700)
painted = FirstPaint(); window.installEventFilter(painted)
window.show()
app.exec()
"""


def _probe(code: str, tmp_path: Path) -> list[str]:
    """What ``code`` prints, run in a fresh interpreter with a home of its own."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               SERGEANTMAJOR_DATA_DIR=str(tmp_path / "saves"))
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_the_first_frame_imports_only_what_it_draws(tmp_path: Path) -> None:
    """The modules loaded when the game's first frame is on screen, as it really starts: only
    the list above, and Python's beyond an empty window's; and the Qt namespace's 93 Python
    enums not yet built (its first use costs some 30 ms: a ``Qt`` imported at a module's top
    on the start-up path did that), nor the classes of :data:`COSTLY_CLASSES`."""
    lines = _probe(_FIRST_FRAME_PROBE, tmp_path)
    namespace, built, loaded = lines[0], lines[1], set(lines[2:])
    assert namespace == "no-qt-namespace", "the first frame built the Qt namespace's enums"
    assert built == "built:", f"the first frame built costly Qt classes: {built}"
    ours = {m for m in loaded if m.split(".")[0] == "sergeantmajor"}
    assert "sergeantmajor.ui.felt" in ours  # the probe saw the first frame
    assert ours <= FIRST_FRAME_MODULES, \
        f"imported before the first frame: {sorted(ours - FIRST_FRAME_MODULES)}"
    empty = set(_probe(_EMPTY_WINDOW_PROBE, tmp_path))
    library = loaded - ours - empty
    assert library <= FIRST_FRAME_LIBRARY, \
        f"imported before the first frame: {sorted(library - FIRST_FRAME_LIBRARY)}"


def test_asking_for_a_tool_imports_no_tool(tmp_path: Path) -> None:
    # Every start asks whether its first argument names a tool: that costs no tool module.
    loaded = _modules_after(
        "from sergeantmajor.commands import TOOLS\n"
        "assert 'check' in TOOLS and 'duel' in TOOLS\n"
        "assert 'json' not in sys.modules and 'argparse' not in sys.modules", tmp_path)
    assert "sergeantmajor.commands" in loaded
    assert "sergeantmajor.cli" not in loaded


def test_the_table_takes_the_felts_place_without_moving_anything(qtbot, tmp_path,
                                                                   monkeypatch) -> None:
    from PySide6.QtCore import QSettings

    from sergeantmajor.app.preferences import Preferences
    from sergeantmajor.ui.main_window import MainWindow

    monkeypatch.setenv("SERGEANTMAJOR_DATA_DIR", str(tmp_path / "data"))
    prefs = Preferences(QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat))
    prefs.set_value("appearance/table", "blue")
    window = MainWindow(prefs, build=False)
    qtbot.addWidget(window)
    calls: list[bool] = []
    window.when_first_shown(lambda: calls.append(window.built))
    window.show()
    felt = window.felt
    assert felt is not None and felt.colours == ("#2d5f8f", "#112a45")
    qtbot.waitUntil(lambda: bool(calls))
    assert calls == [False]  # after the first frame, before the game was made
    felt_place, bar = felt.geometry(), window.statusBar().geometry()
    window.build()
    assert window.built and window.felt is None
    assert window.table.geometry() == felt_place  # at its place and size at once
    assert window.statusBar().geometry() == bar  # the review's buttons were there already
    assert window.table.felt == felt.colours
    qtbot.wait(600)  # the fallback of when_first_shown does not call again
    assert calls == [False]
    window.controller.shutdown()


def test_the_menus_keys_come_with_the_game(qtbot, tmp_path, monkeypatch) -> None:
    # The first frame's menus have their entries but no shortcuts yet (QKeySequence's enums
    # are no part of that frame); the game made, every entry has its keys.
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QKeySequence

    from sergeantmajor.app.preferences import Preferences
    from sergeantmajor.ui.main_window import MainWindow

    monkeypatch.setenv("SERGEANTMAJOR_DATA_DIR", str(tmp_path / "data"))
    window = MainWindow(Preferences(QSettings(str(tmp_path / "p.ini"),
                                              QSettings.Format.IniFormat)), build=False)
    qtbot.addWidget(window)
    menus = window.menus
    assert menus.undo_action.shortcuts() == [] and menus.quit_action.shortcuts() == []
    window.build()
    keys = {action.objectName(): action.shortcuts() for action in (
        menus.new_action, menus.open_action, menus.save_action, menus.undo_action,
        menus.redo_action, menus.hint_action, menus.last_trick_action, menus.scores_action,
        menus.review_action, menus.quit_action, menus.seen_action, menus.how_action)}
    assert keys == {
        "newGame": [QKeySequence(QKeySequence.StandardKey.New)],
        "openMatch": [QKeySequence(QKeySequence.StandardKey.Open)],
        "saveMatch": [QKeySequence(QKeySequence.StandardKey.SaveAs)],
        "undo": [QKeySequence("Ctrl+Z")], "redo": [QKeySequence("Ctrl+Shift+Z")],
        "hint": [QKeySequence("H")], "lastTrick": [QKeySequence("L")],
        "scoreSheet": [QKeySequence("Ctrl+T")], "review": [QKeySequence("Ctrl+R")],
        "quit": [QKeySequence(QKeySequence.StandardKey.Quit)], "cardsSeen": [QKeySequence("C")],
        "howToPlay": [QKeySequence(QKeySequence.StandardKey.HelpContents)]}
    # Quit's standard key is the desktop's (none on Qt's generic platform): the others have keys
    assert all(keys[name] and not keys[name][0].isEmpty() for name in keys if name != "quit")
    window.build()  # once: no second set of keys
    assert menus.undo_action.shortcuts() == [QKeySequence("Ctrl+Z")]
    window.controller.shutdown()


def test_a_part_used_before_the_first_frame_makes_the_game(qtbot, tmp_path,
                                                           monkeypatch) -> None:
    from PySide6.QtCore import QSettings

    from sergeantmajor.app.preferences import Preferences
    from sergeantmajor.ui.main_window import MainWindow

    monkeypatch.setenv("SERGEANTMAJOR_DATA_DIR", str(tmp_path / "data"))
    window = MainWindow(Preferences(QSettings(str(tmp_path / "p.ini"),
                                              QSettings.Format.IniFormat)), build=False)
    qtbot.addWidget(window)
    assert not window.built
    assert window.controller is window.controller  # made once, on first use
    assert window.built and window.table.controller is window.controller
    assert window._cards_seen is None  # the dock waits until it is first shown
    window.show()
    qtbot.waitExposed(window)
    window.menus.seen_action.trigger()
    assert window.cards_seen.isVisible() and window.menus.seen_action.isChecked()
    window.cards_seen.toggleViewAction().trigger()  # its own close button
    assert not window.menus.seen_action.isChecked()
    window.controller.shutdown()


def test_a_cards_seen_panel_left_open_is_in_the_first_frame(qtbot, tmp_path,
                                                            monkeypatch) -> None:
    from PySide6.QtCore import QSettings

    from sergeantmajor.app.preferences import Preferences
    from sergeantmajor.ui.main_window import MainWindow

    monkeypatch.setenv("SERGEANTMAJOR_DATA_DIR", str(tmp_path / "data"))
    prefs = Preferences(QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat))
    prefs.set_value("view/cards_seen", True)
    window = MainWindow(prefs, build=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    panel = window.cards_seen
    assert not window.built and panel.isVisible() and window.menus.seen_action.isChecked()
    assert "No hand" in panel.label.text()
    window.build()
    window.new_game(Rules(), [("Ana", "basic"), ("Boris", "basic")], seed=3)
    qtbot.waitUntil(lambda: "Trump" in panel.label.text())  # it follows the game
    window.controller.shutdown()
