"""Issue 25: nothing a file can do to the game.

Every hostile kind (:mod:`hostile_files`: deep nesting, huge and non-finite numbers, wrong
types, 17 MB, a FIFO, a folder, over-long names) for every file the game reads: the statistics,
the settings file and its JSON values (rules, opponents, tutorial progress, recent files), the
autosave, and a match file opened, dropped, reviewed or named on the command line. For each:

* no exception escapes (pytest-qt fails a test on one raised in a slot; an error logged counts
  too), and no hang: a watchdog gives each case :data:`TIMEOUT` seconds, then frees a reader
  blocked on a FIFO (it opens the other end) so that the suite itself never hangs;
* the game's own file is kept aside (``*.damaged-*``), a player's match file is left exactly as
  it was, a settings value falls back to its default; the player is told where there is
  something to tell;
* the game goes on: the table waits for the player's move.
"""

from __future__ import annotations

import logging
import os
import select
import stat
import subprocess
import sys
import time
from pathlib import Path

import hostile_files as hf
import pytest
from PySide6.QtCore import QCoreApplication, QMimeData, QPoint, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox
from ui_helpers import close_window

from sergeantmajor.app.preferences import Preferences
from sergeantmajor.engine import Rules
from sergeantmajor.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 20.0  # seconds for one case; the slowest (a 17 MB file) takes well under 2

CASES = [pytest.param(target, kind, how, id=f"{target}{'-' + how if how else ''}-{kind}")
         for target, kinds in hf.TARGETS.items()
         for how in (("open", "drop", "review") if target == "match-file" else ("",))
         for kind in kinds]
#: The box that tells the player, per target (None: a setting falls back without a word).
BOXES = {"statistics": "damagedStatisticsBox", "autosave": "damagedSaveBox",
         "settings-file": "damagedSettingsBox", "match-file": "matchFileBox"}


class Watchdog:
    """After ``TIMEOUT`` seconds, frees the game if it blocks opening or reading a FIFO (the
    test then fails on the time it took, instead of hanging the whole suite).

    A process of its own, not a thread: a call blocked in Qt's C++ may hold Python's lock,
    and a watching thread would then never run.
    """

    FREE = ("import os, sys, time\n"
            "time.sleep(float(sys.argv[1]))\n"
            "while True:  # the writer's end: a blocked reader gets end-of-file\n"
            "    for fifo in sys.argv[2:]:\n"
            "        try:\n"
            "            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))\n"
            "        except OSError:\n"
            "            pass\n"
            "    time.sleep(0.2)\n")

    def __init__(self, fifos: list[Path]) -> None:
        self.fifos = fifos
        self._process: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> Watchdog:
        if self.fifos:
            self._process = subprocess.Popen([sys.executable, "-c", self.FREE, str(TIMEOUT),
                                              *map(str, self.fifos)])
        return self

    def __exit__(self, *_exc: object) -> None:
        if self._process is not None:
            self._process.kill()
            self._process.wait()


def _kind_of(path: Path) -> str:
    mode = os.lstat(path).st_mode
    return "fifo" if stat.S_ISFIFO(mode) else "directory" if stat.S_ISDIR(mode) else "file"


def _visible_boxes(name: str) -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.objectName() == name and w.isVisible()]


def _close_boxes() -> None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox) and widget.isVisible():
            widget.close()


@pytest.fixture
def user_settings(qapp, tmp_path: Path):
    """``QSettings()`` of a test organisation in a temporary folder: the path of its file."""
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "config"))
    QCoreApplication.setOrganizationName("sergeantmajor-test")
    QCoreApplication.setApplicationName("sergeantmajor-test")
    yield tmp_path / "config" / "sergeantmajor-test" / "sergeantmajor-test.conf"
    _close_boxes()


def _exercise(window: MainWindow, hostile: hf.Hostile, how: str) -> None:
    """What makes the game read the hostile thing, beyond the start (which reads the
    settings, the autosave, the statistics, the rules and the opponents)."""
    if hostile.target == "statistics":
        window.show_statistics()
        window.stats.dialog.grab()  # the chart paints every number it holds
        window.stats.dialog.close()
    elif hostile.target == "tutorial":
        window.tutorial.open_chooser()
        window.tutorial.chooser.close()
        window.tutorial.start_first_lesson()
        window.tutorial.leave()
    elif hostile.target == "recent":
        window.files.start_folder()
        window.files.fill_recent_menu()
        for action in window.files.recent_menu.actions():
            if action.isEnabled():
                action.trigger()
        for entry in window.files.recent():  # what a menu filled before the file changed does
            window.files.open_path(entry)
    elif hostile.target == "match-file":
        path = str(hostile.path)
        if how == "open":
            assert not window.files.open_path(path)
        elif how == "review":
            assert window.review.open_path(path) is None
        else:
            mime = QMimeData()
            mime.setUrls([QUrl.fromLocalFile(path)])
            enter = QDragEnterEvent(QPoint(200, 200), Qt.DropAction.CopyAction, mime,
                                    Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
            drop = QDropEvent(QPointF(200, 200), Qt.DropAction.CopyAction, mime,
                              Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
            QApplication.sendEvent(window, enter)
            assert enter.isAccepted()
            QApplication.sendEvent(window, drop)
            del mime  # alive until here: the events point to it


@pytest.mark.parametrize(("target", "kind", "how"), CASES)
def test_no_file_can_crash_hang_or_stop_the_game(target, kind, how, qtbot, tmp_path,
                                                 monkeypatch, caplog, user_settings) -> None:
    files, data = tmp_path / "files", tmp_path / "data"
    hostile = hf.make(target, kind, files, data)
    if target in hf.KEYS:
        stored = QSettings(str(user_settings), QSettings.Format.IniFormat)
        stored.setValue(hf.KEYS[target], hostile.value)
        stored.sync()
        del stored
    if target == "settings-file":
        hf.place_settings(hostile, user_settings)
    monkeypatch.setenv("SERGEANTMAJOR_DATA_DIR", str(data))
    before = None
    if hostile.path is not None and target == "match-file" and kind != "longname":
        before = (_kind_of(hostile.path), hostile.path.lstat().st_size,
                  hostile.path.lstat().st_mtime_ns)
    fifos = [p for p in (hostile.path,) if p is not None and kind == "fifo"]
    start = time.monotonic()
    window = None
    with caplog.at_level(logging.ERROR), Watchdog(fifos):
        prefs = Preferences()  # this user's settings, checked before Qt reads them
        prefs.pause_after_hand = False
        window = MainWindow(prefs)
        qtbot.addWidget(window)
        window.ask_resume = lambda: True
        window.set_speed("off")
        window.resize(1024, 700)
        window.show()
        try:
            window.start(seed=1)
            _exercise(window, hostile, how)
            elapsed = time.monotonic() - start
            assert elapsed < TIMEOUT, f"{target}/{kind} took {elapsed:.1f} s (a hang)"
            assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []

            # The player is told (a sentence, never Python's words), or a setting falls back.
            name = "reviewFileBox" if how == "review" else BOXES.get(target)
            if name is not None:
                shown = _visible_boxes(name)
                assert shown, f"no {name} for {target}/{kind}"
                text = shown[-1].text()
                assert "Error" not in text and "Traceback" not in text and len(text) < 400
            # The game's own file is kept aside; a player's match file is left as it was.
            if target in ("statistics", "autosave", "settings-file"):
                assert hostile.path is not None
                stem = hostile.path.stem
                aside = list(hostile.path.parent.glob(f"{stem}.damaged-*"))
                assert len(aside) == 1, f"{target}/{kind} was not kept aside"
                wanted = kind if kind in ("fifo", "directory") else "file"
                assert _kind_of(aside[0]) == wanted
            if before is not None:
                assert hostile.path is not None
                assert (_kind_of(hostile.path), hostile.path.lstat().st_size,
                        hostile.path.lstat().st_mtime_ns) == before
            if target == "rules":
                assert prefs.rules == Rules.preset("rulebook")
            if target == "recent":
                assert all(len(p) < 5000 for p in window.files.recent())
            # The game goes on: the player's move.
            _close_boxes()
            qtbot.waitUntil(lambda: window.table.my_turn(), timeout=10000)
            assert window.controller.legal_actions()
        finally:
            _close_boxes()
            close_window(window)


@pytest.mark.parametrize("kind", ["fifo", "directory", "deep", "big"])
def test_a_hostile_file_named_on_the_command_line(kind, tmp_path) -> None:
    """``sergeantmajor FILE --screenshot``: refused with a line on stderr, no traceback, no
    hang; the window still comes up (a new match) and is saved."""
    hostile = hf.make("match-file", kind, tmp_path / "files", tmp_path / "data")
    shot = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "cfg"),
               SERGEANTMAJOR_DATA_DIR=str(tmp_path / "data"))
    try:
        done = subprocess.run([sys.executable, "-m", "sergeantmajor", str(hostile.path),
                               "--speed", "off", "--screenshot", str(shot)], cwd=ROOT, env=env,
                              timeout=90, capture_output=True, text=True)
    finally:
        if kind == "fifo":  # a game blocked on the FIFO (the defect) is freed, then killed
            try:
                os.close(os.open(hostile.path, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                pass
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert f"sergeantmajor: {hostile.path}" in done.stderr
    assert shot.stat().st_size > 10_000


@pytest.mark.parametrize("demo", [False, True])
def test_a_settings_file_that_is_a_fifo_never_blocks_the_start(demo, tmp_path) -> None:
    """The language is read from the settings before anything else: the check comes first.
    A player's start keeps the pipe aside; a demo reads no settings and moves nothing."""
    config = tmp_path / "cfg" / "sergeantmajor"
    config.mkdir(parents=True)
    fifo = config / "sergeantmajor.conf"
    os.mkfifo(fifo)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "cfg"),
               SERGEANTMAJOR_DATA_DIR=str(tmp_path / "data"), SERGEANTMAJOR_PROFILE="1")
    shot = tmp_path / "shot.png"
    argv = ["--speed", "off"] + (["--screenshot", str(shot)] if demo else [])
    game = subprocess.Popen([sys.executable, "-m", "sergeantmajor", *argv], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        assert game.stderr is not None
        deadline = time.monotonic() + TIMEOUT * 3
        shown = False  # the window is on screen: nothing blocked before it
        while not shown and time.monotonic() < deadline:
            ready, _, _ = select.select([game.stderr], [], [], deadline - time.monotonic())
            line = game.stderr.readline() if ready else ""
            shown = line.startswith("startup_ms=")
            if ready and not line:
                break  # the game ended
        assert shown, "the start blocked"
        if demo:
            assert game.wait(timeout=60) == 0
            assert _kind_of(fifo) == "fifo" and shot.stat().st_size > 10_000
        else:
            assert not fifo.exists() or _kind_of(fifo) == "file"
            aside = list(config.glob("sergeantmajor.damaged-*.conf"))
            assert len(aside) == 1 and _kind_of(aside[0]) == "fifo"
            game.kill()  # it waits for the first start's tutorial question: done here
    finally:
        if game.poll() is None:
            try:  # a start blocked on the pipe (the defect): free it, then stop it
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                pass
            game.kill()
            game.wait()
