"""``sergeantmajor soak``: random input into the real window for minutes, then a report.

(``sergeantmajor soak --hands N`` plays N whole hands instead and reports the memory after
each one: :mod:`.soak_hands`.)

Exit status 0 when the promises held (no error, no stall over 1.5 s, memory growing less than
10 MiB per 1,000 actions after a warm-up of 1,000 actions), else 1. The warm-up is long because
the table's bounded cache of card pictures fills for every window size the run tries.


A player who clicks, drags, types, opens menus and resizes at random must never see a crash,
a traceback or a frozen window, and the game must not grow in memory as it goes. This tool
drives the real :class:`MainWindow` (offscreen unless ``QT_QPA_PLATFORM`` says otherwise)
with such input and reports::

    actions, moves played, matches, errors, longest stall, RSS at start / after warm-up / end

It touches nothing of the player's: its data folder and settings are temporary. Errors are
uncaught exceptions and log records at ERROR or above; the longest stall is the longest gap
between two ticks of a 20 ms timer (the event loop was busy that long: the window froze).
"""

from __future__ import annotations

import argparse
import logging
import os
import random
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .soak_memory import rss_mib

if TYPE_CHECKING:
    from .main_window import MainWindow

#: Engine events that are a player's decision (a move), counted for the report.
MOVE_EVENTS = ("TargetsAssigned", "CardExchanged", "CardsExchanged", "TrumpNamed",
               "CardDiscarded", "CardPlayed")
#: The sizes a player gives the window (restore, maximise, a laptop, a big screen, the least).
SIZES = ((1024, 640), (1024, 700), (800, 600), (1280, 800), (1366, 768), (1600, 1000),
         (640, 480))
KEYS = ("Return", "Enter", "Space", "Left", "Right", "Up", "Down", "Tab", "Backtab", "Escape",
        "H", "L", "1", "2", "3", "4", "5", "S", "D", "C", "N", "A", "Z")


@dataclass
class SoakReport:
    """What a soak run saw."""

    actions: int = 0
    moves: int = 0
    matches: int = 0
    errors: list[str] = field(default_factory=list)
    warnings: int = 0  # Qt warnings (not errors: reported as a figure)
    rss_trail: list[tuple[int, float]] = field(default_factory=list)  # (actions, MiB)
    longest_stall_ms: float = 0.0
    rss_start_mib: float = 0.0
    rss_warm_mib: float = 0.0
    rss_end_mib: float = 0.0
    warmup: int = 0  # actions before the warm RSS was taken
    seconds: float = 0.0
    kinds: dict[str, int] = field(default_factory=dict)

    def growth_per_1000(self) -> float | None:
        """MiB of RSS growth per 1,000 actions after the warm-up (``None``: run too short)."""
        after = self.actions - self.warmup
        if after < 500:
            return None
        return (self.rss_end_mib - self.rss_warm_mib) * 1000 / after

    def problems(self, stall_ms: float = 1500, growth_mib: float = 10) -> list[str]:
        """What breaks the promises: errors, a stall over 1.5 s, memory growing after warm-up."""
        out = [f"{len(self.errors)} errors"] if self.errors else []
        if self.longest_stall_ms > stall_ms:
            out.append(f"a stall of {self.longest_stall_ms:.0f} ms (over {stall_ms:.0f})")
        rate = self.growth_per_1000()
        if rate is not None and rate > growth_mib:
            out.append(f"memory grew {rate:.1f} MiB per 1,000 actions after the warm-up "
                       f"(over {growth_mib:.0f})")
        return out

    def lines(self) -> list[str]:
        """The report as text, one figure a line."""
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.kinds.items()))
        out = [f"soak: {self.seconds:.0f} s, {self.actions} actions ({kinds})",
               f"moves played: {self.moves} in {self.matches} matches",
               f"errors: {len(self.errors)} (Qt warnings: {self.warnings})",
               f"longest stall: {self.longest_stall_ms:.0f} ms",
               f"RSS: {self.rss_start_mib:.1f} MiB at start, {self.rss_warm_mib:.1f} MiB after "
               f"the warm-up of {self.warmup} actions, {self.rss_end_mib:.1f} MiB at the end ("
               + ("run too short to judge growth" if self.growth_per_1000() is None else
                  f"{self.growth_per_1000():+.1f} MiB per 1,000 actions since the warm-up")
               + ")"]
        out.append("RSS trail: " + ", ".join(f"{n}: {m:.0f}" for n, m in self.rss_trail))
        out += [f"  error: {e}" for e in self.errors[:20]]
        out.append("result: " + ("; ".join(self.problems()) or "ok"))
        return out


class _ErrorLog(logging.Handler):
    def __init__(self, errors: list[str]) -> None:
        super().__init__(logging.ERROR)
        self.errors = errors

    def emit(self, record: logging.LogRecord) -> None:
        self.errors.append(f"log {record.name}: {record.getMessage()[:200]}")


class Soak:
    """Random input into one window; call :meth:`step` for one action, or :meth:`run`."""

    def __init__(self, window: MainWindow, seed: int = 1, warmup: int = 1000) -> None:
        from PySide6.QtCore import QElapsedTimer, QTimer

        self.window = window
        self.rng = random.Random(seed)
        self.report = SoakReport(rss_start_mib=rss_mib(), warmup=warmup)
        self.warmup = warmup
        self._log = _ErrorLog(self.report.errors)
        logging.getLogger().addHandler(self._log)
        self._previous_hook = sys.excepthook
        sys.excepthook = self._exception
        from PySide6.QtCore import qInstallMessageHandler

        self._previous_qt = qInstallMessageHandler(self._qt_message)
        window.controller.event_occurred.connect(self._count_event)
        window.controller.match_started.connect(self._count_match)
        self.report.matches = 1 if window.controller.has_match() else 0
        # The stall clock: a 20 ms timer; a longer gap between ticks is a frozen window.
        self._clock = QElapsedTimer()
        self._clock.start()
        self._ticker = QTimer()
        self._ticker.setInterval(20)
        self._ticker.timeout.connect(self._tick)
        self._ticker.start()

    # ------------------------------------------------------------------ bookkeeping
    def _exception(self, kind: type[BaseException], error: BaseException, tb: Any) -> None:
        import traceback

        self.report.errors.append("".join(traceback.format_exception_only(kind, error)).strip())
        self._previous_hook(kind, error, tb)

    def _qt_message(self, kind: Any, _context: Any, text: str) -> None:
        from PySide6.QtCore import QtMsgType

        if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            self.report.errors.append(f"Qt: {text[:200]}")
        elif kind == QtMsgType.QtWarningMsg and "This plugin does not support" not in text:
            self.report.warnings += 1  # the offscreen platform's own remarks are not counted

    def _count_event(self, event: object) -> None:
        if type(event).__name__ in MOVE_EVENTS:
            self.report.moves += 1

    def _count_match(self) -> None:
        self.report.matches += 1

    def _tick(self) -> None:
        gap = self._clock.restart()
        self.report.longest_stall_ms = max(self.report.longest_stall_ms, float(gap))

    def close(self) -> SoakReport:
        """Stop measuring; the report."""
        from PySide6.QtCore import qInstallMessageHandler

        self._ticker.stop()
        qInstallMessageHandler(self._previous_qt)
        logging.getLogger().removeHandler(self._log)
        sys.excepthook = self._previous_hook
        self.report.rss_end_mib = rss_mib()
        return self.report

    # ------------------------------------------------------------------ actions
    def step(self) -> None:
        """One random action, then let the window answer for a moment."""
        from PySide6.QtWidgets import QApplication

        self.report.actions += 1
        modal = QApplication.activeModalWidget()
        popup = QApplication.activePopupWidget()
        if popup is not None:
            kind = "popup"
            popup.close()
        elif modal is not None and self.rng.random() < 0.7:
            kind = "dialog"
            self._answer_dialog(modal)
        else:
            kind = self.rng.choices(
                ("click", "double", "drag", "key", "menu", "resize", "play"),
                weights=(28, 8, 28, 20, 5, 3, 8))[0]
            getattr(self, "_" + kind)()
        self.report.kinds[kind] = self.report.kinds.get(kind, 0) + 1
        self._settle()
        if self.report.actions == self.warmup:
            self.report.rss_warm_mib = rss_mib()
        if self.report.actions % 500 == 0:
            self.report.rss_trail.append((self.report.actions, rss_mib()))

    def _settle(self) -> None:
        from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QTimer

        loop = QEventLoop()
        QTimer.singleShot(self.rng.choice((5, 10, 20, 40)), loop.quit)
        loop.exec()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def _point(self) -> Any:
        from PySide6.QtCore import QPoint

        table = self.window.table
        if self.rng.random() < 0.6:  # mostly on the player's own cards
            rect = self._card_rect()
            if rect is not None:
                return table.mapFromScene(self.rng.uniform(rect.left(), rect.right()),
                                          self.rng.uniform(rect.top(), rect.bottom()))
        viewport = table.viewport()
        return QPoint(self.rng.randrange(max(1, viewport.width())),
                      self.rng.randrange(max(1, viewport.height())))

    def _card_rect(self) -> Any:
        """The scene rectangle of one of the player's cards (``None``: none, or unknown)."""
        try:
            table = self.window.table
            hand = table.my_hand()
            return table.card_item(self.rng.choice(hand)).sceneBoundingRect() if hand else None
        except (AttributeError, IndexError, KeyError, TypeError):
            return None  # a table laid out differently: random points only

    def _targets(self) -> list[Any]:
        """Viewport points of the places a card goes: the trick, the other seats."""
        table = self.window.table
        try:
            scene = [table.layout_.trick_zone.center()]
            scene += [p.sceneBoundingRect().center() for p in table.scene_.panels
                      if p is not None]
        except (AttributeError, TypeError):
            return []
        return [table.mapFromScene(p) for p in scene]

    def _click(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        button = self.rng.choice((Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton,
                                  Qt.MouseButton.RightButton))
        QTest.mouseClick(self.window.table.viewport(), button, Qt.KeyboardModifier.NoModifier,
                         self._point())

    def _double(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        QTest.mouseDClick(self.window.table.viewport(), Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier, self._point())

    def _play(self) -> None:
        """A double-click on a card the rules allow now, so that the match goes on."""
        from PySide6.QtCore import QPointF, Qt
        from PySide6.QtTest import QTest

        table = self.window.table
        cards = [a.card for a in self.window.controller.legal_actions() if hasattr(a, "card")]
        try:
            items = [table.card_item(c) for c in cards]
        except (AttributeError, IndexError, KeyError, TypeError):
            items = []
        if not items:
            self._key()  # naming trump, or nothing to play: a key instead
            return
        item = self.rng.choice(items)
        for fx, fy in ((-0.38, -0.3), (-0.38, 0.0), (0.0, 0.0)):  # its uncovered strip
            point = table.mapFromScene(item.mapToScene(QPointF(item.width * fx,
                                                               item.height * fy)))
            if table.card_at(point) in cards:
                QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton,
                                  Qt.KeyboardModifier.NoModifier, point)
                return

    def _drag(self) -> None:
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        table = self.window.table
        viewport = table.viewport()
        start = self._point()
        targets = self._targets()
        end = self.rng.choice(targets) if targets and self.rng.random() < 0.7 else self._point()
        end += QPoint(self.rng.randint(-20, 20), self.rng.randint(-20, 20))
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         start)
        steps = self.rng.randint(2, 8)
        for i in range(1, steps + 1):
            QTest.mouseMove(viewport, start + (end - start) * (i / steps))
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           end)

    def _key(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        key = getattr(Qt.Key, "Key_" + self.rng.choice(KEYS))
        modifier = (Qt.KeyboardModifier.ControlModifier if self.rng.random() < 0.1
                    else Qt.KeyboardModifier.NoModifier)
        if modifier == Qt.KeyboardModifier.ControlModifier and key in (Qt.Key.Key_Q,
                                                                      Qt.Key.Key_W):
            return  # quitting is not random input
        QTest.keyClick(self.window.table, key, modifier)

    def _menu(self) -> None:
        actions = [a for a in self._menu_actions() if a.isEnabled()]
        if actions:
            self.rng.choice(actions).trigger()

    def _menu_actions(self) -> list[Any]:
        out = []
        for menu_action in self.window.menuBar().actions():
            menu: Any = menu_action.menu()
            if menu is None:
                continue
            stack: list[Any] = [menu]
            while stack:
                for action in stack.pop().actions():
                    if action.menu() is not None:
                        stack.append(action.menu())
                    elif not action.isSeparator() and action is not self.window.menus.quit_action:
                        out.append(action)
        return out

    def _answer_dialog(self, dialog: Any) -> None:
        from PySide6.QtWidgets import QDialog

        if isinstance(dialog, QDialog):
            if self.rng.random() < 0.4:
                dialog.accept()
            else:
                dialog.reject()
        else:
            dialog.close()

    def _resize(self) -> None:
        self.window.resize(*self.rng.choice(SIZES))

    # ------------------------------------------------------------------ the run
    def run(self, seconds: float, max_actions: int | None = None) -> SoakReport:
        """Random actions for ``seconds`` (or ``max_actions``); the report."""
        start = time.monotonic()
        while time.monotonic() - start < seconds and (max_actions is None
                                                      or self.report.actions < max_actions):
            self.step()
        self.report.seconds = time.monotonic() - start
        if not self.report.rss_warm_mib:
            self.report.rss_warm_mib = self.report.rss_start_mib
        return self.close()


def main(argv: list[str]) -> int:
    """``sergeantmajor soak --minutes N``: random input into the window, then the figures."""
    parser = argparse.ArgumentParser(
        prog="sergeantmajor soak",
        description="Random clicks, drags, keys, menus and resizes into the real window "
                    "(offscreen unless QT_QPA_PLATFORM says otherwise), then a report. "
                    "Touches nothing of the player's.")
    parser.add_argument("--minutes", type=float, default=1.0, help="how long (default 1)")
    parser.add_argument("--actions", type=int, default=None, help="stop after this many actions")
    parser.add_argument("--seed", type=int, default=1, help="the random input and the deals")
    parser.add_argument("--warmup", type=int, default=1000,
                        help="actions before the memory baseline (default 1000)")
    parser.add_argument("--speed", choices=("off", "fast", "normal", "slow"), default="fast")
    parser.add_argument("--lang", default="en", help="language to start in: en, es, bg")
    parser.add_argument("--hands", type=int, default=0, metavar="N",
                        help="play N whole hands (the player's seat by a computer player) and "
                             "report the memory after each, instead of random input")
    parser.add_argument("--warmup-hands", type=int, default=20, metavar="N",
                        help="with --hands: hands before the memory growth is measured "
                             "(default 20)")
    args = parser.parse_args(argv)
    if args.minutes <= 0:
        parser.error("--minutes must be more than 0")
    if args.hands < 0 or args.warmup_hands < 0:
        parser.error("--hands and --warmup-hands must be 0 or more")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="sergeantmajor-soak-") as folder:
        return _soak(args, Path(folder))


def _soak(args: argparse.Namespace, folder: Path) -> int:
    os.environ["SERGEANTMAJOR_DATA_DIR"] = str(folder / "data")
    from PySide6.QtCore import QCoreApplication, QSettings
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("sergeantmajor-soak")
    QCoreApplication.setApplicationName("sergeantmajor-soak")
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(folder / "settings"))
    app = QApplication.instance() or QApplication(["sergeantmajor-soak"])
    from ..app import i18n
    from ..app.preferences import Preferences
    from .main_window import MainWindow

    i18n.install_language(i18n.initial_language(args.lang))
    prefs = Preferences(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    prefs.pause_after_hand = False
    window = MainWindow(prefs)
    window.ask_resume = lambda: False
    window.set_speed(args.speed)
    window.resize(1024, 700)
    window.show()
    window.start(args.seed, offer_resume=False)
    app.processEvents()
    if args.hands:
        from .soak_hands import HandsSoak

        hands = HandsSoak(window, args.seed, warmup=args.warmup_hands)
        result = hands.run(args.hands, timeout_s=args.hands * 60)
        window.controller.shutdown()
        window.close()
        for line in result.lines():
            print(line)
        return 0 if result.hands >= args.hands else 1
    soak = Soak(window, args.seed, warmup=args.warmup)
    report = soak.run(args.minutes * 60, args.actions)
    window.controller.shutdown()
    window.close()
    for line in report.lines():
        print(line)
    return 1 if report.problems() else 0
