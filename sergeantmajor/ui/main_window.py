"""The main window: the table in the centre, the menus, the status bar and the dialogs.

The menus are :class:`~.window_menus.WindowMenus` (``window.menus``); every entry calls one of
the window's public methods (:class:`~.window_menus.MenuCommands`).

The window is made in two steps (issue 15). ``MainWindow(...)`` makes what its first frame
shows: the menus (translated) and the bare felt in the player's table colour, importing next to
nothing of the game. :meth:`MainWindow.build` then makes the game: the controller, the table
(it takes the felt's place and paints the same felt), the statistics, the match files and the
review. ``application.run`` builds right after the first frame is on screen; any earlier use of
one of these parts (``window.table``, ``window.controller``, ...) builds them first.

The game on the table is ``window.current`` (:class:`~sergeantmajor.app.current_game.CurrentGame`):
the window's own match, or a seat at a table with friends. The parts that follow it (the table,
the score sheet, the statistics, the cards seen, the menus, the review) are connected to it
once, in :meth:`MainWindow.build`; taking a seat and leaving it only switch it. Each part is an
object of its own that takes what it uses: :class:`~.own_match.OwnMatch` (dealing, resuming,
coming back), :class:`~.scores.Scores`, :class:`~.window_statistics.WindowStatistics`,
:class:`~.match_files.MatchFiles`, :class:`~.replace_guard.ReplaceGuard`,
:class:`~.review.launcher.ReviewLauncher` and the tutorial's runner.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QByteArray, QTimer, Signal
from PySide6.QtWidgets import (
    QMainWindow,
    QMenuBar,
    QStatusBar,
    QWidget,
)

from ..app import i18n, preferences
from .drops import take_file_drag, take_file_drop
from .felt import DEFAULT_TABLE, FeltWidget, TableArea, felt_colours
from .window_menus import WindowMenus

# ``QtCore.Qt`` is looked up where used, not imported: PySide6 builds its 93 enums when first
# asked for it (some 40 ms), which the first frame does not need.

if TYPE_CHECKING:  # made on first use, or after the first frame: the first frame needs none

    from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDragMoveEvent, QDropEvent

    from ..app.controller import GameController
    from ..app.current_game import CurrentGame, WindowGame
    from ..app.online_game import OnlineGame
    from ..app.statistics import StatisticsRecorder
    from ..engine import Rules
    from ..engine.view import SeatView
    from .cards_seen_panel import CardsSeenPanel
    from .match_files import MatchFiles
    from .online.friends import FriendsPlay
    from .own_match import OwnMatch
    from .replace_guard import ReplaceGuard
    from .scores import Scores
    from .table.view import TableView
    from .tutorial.runner import TutorialRunner
    from .window_dialogs import WindowDialogs
    from .window_parts import WindowParts
    from .window_statistics import WindowStatistics

log = logging.getLogger(__name__)

# How long the game waits for the first frame before it builds anyway (a window that starts
# minimised or on another desktop is not painted), in ms.
FIRST_FRAME_WAIT_MS = 500


class MainWindow(QMainWindow):
    """Sergeant Major's window."""

    started = Signal()  # the first deal has been shown

    def __init__(self, prefs: preferences.Preferences | None = None,
                 parent: QWidget | None = None, *, build: bool = True) -> None:
        """The window with its menus; the game in it too unless ``build`` is ``False`` (then
        :meth:`build`, or the first use of a part, makes it: see the module's docstring)."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.prefs = prefs or preferences.Preferences()
        # Bars made here, not by Qt: PySide6 wraps a widget Qt made by trying dozens of classes.
        self.setMenuBar(QMenuBar(self))
        self.setStatusBar(QStatusBar(self))
        # The table fills the window; the tutorial's lesson panel sits above it when shown.
        # Until the table is made, the bare felt stands in its place.
        self._table_area = TableArea(
            felt_colours(self.prefs.value("appearance/table", DEFAULT_TABLE)), self)
        self.setCentralWidget(self._table_area)
        # The game's parts, made by :meth:`build` (see the properties of the same names).
        self._building = False
        self._parts: WindowParts | None = None
        self._cards_seen: CardsSeenPanel | None = None  # made when first shown
        self._tutorial: TutorialRunner | None = None  # made when first asked for
        self._friends: FriendsPlay | None = None  # made when a table with friends is opened
        self._dialogs: WindowDialogs | None = None  # made when first asked for
        # Asked at start whether to resume the saved match (tests answer at once).
        self.ask_resume: Callable[[], bool] = lambda: self.own.ask_resume()
        from .review.launcher import ReviewLauncher

        # Game ▸ Review; its buttons are in the status bar from the first frame
        self.review = ReviewLauncher(self, self.statusBar(), self.prefs, self.show_status)
        self.menus = WindowMenus(self.menuBar(), self, self)
        self.retranslate_ui()
        # Retranslated when the language changes, told by the language manager: a changeEvent
        # override would get every event of the window as a generic QEvent, and PySide6 then
        # builds the Python classes of all of Qt's event types before the first frame.
        i18n.manager().language_changed.connect(self._language_changed)
        self.setAcceptDrops(True)  # a match record dropped on the window is opened
        if str(self.prefs.value("view/cards_seen", False)).lower() == "true":
            self.cards_seen.show()  # in the first frame, where the player left it
        geometry = self.prefs.geometry()
        if geometry:
            self.restoreGeometry(QByteArray(geometry))
        else:
            self.resize(1024, 700)
        if build:
            self.build()

    # ------------------------------------------------------------------ the game's parts
    def build(self) -> None:
        """Make the game in the window: controller, table, statistics, files, review (once)."""
        if self._building or self._parts is not None:
            return
        self._building = True
        self.menus.add_shortcuts()  # not needed by the first frame: see there
        from .window_parts import WindowParts

        self._parts = parts = WindowParts(self, self.prefs, self._table_area, self.menus,
                                          self.review, self.show_status,
                                          lambda: self.ask_resume())
        parts.table.file_dropped.connect(self._open_dropped)
        parts.own.rules_chosen.connect(lambda rules: self.dialogs.rules_chosen(rules))
        if self._cards_seen is not None:  # made with the menus: it follows the game from now
            self._cards_seen.follow(parts.current)
        self._building = False

    @property
    def built(self) -> bool:
        """Whether :meth:`build` has made the game's parts."""
        return self._parts is not None

    def when_first_shown(self, callback: Callable[[], object]) -> None:
        """Call ``callback`` once, right after the first frame is on screen (the felt's first
        paint); after :data:`FIRST_FRAME_WAIT_MS` if no frame came by then (a window started
        minimised is not painted); at once from the event loop if the table is already made."""
        done: list[bool] = []

        def once() -> None:
            if not done:
                done.append(True)
                callback()

        felt = self._table_area.felt
        if felt is not None:
            felt.painted.connect(once)
            felt.watch_first_frame()
        QTimer.singleShot(FIRST_FRAME_WAIT_MS if felt is not None else 0, once)

    @property
    def parts(self) -> WindowParts:
        """The game's parts, made by :meth:`build` first if they are not made yet."""
        if self._parts is None:
            self.build()
        assert self._parts is not None, "a part was asked for while build() was making it"
        return self._parts

    @property
    def felt(self) -> FeltWidget | None:
        """The bare felt of the first frame, until the table takes its place."""
        return self._table_area.felt

    @property
    def controller(self) -> GameController:
        """The window's own game (see :meth:`build`)."""
        return self.parts.controller

    @property
    def current(self) -> CurrentGame:
        """The game on the table, relayed (see :meth:`build`)."""
        return self.parts.current

    @property
    def game(self) -> WindowGame:
        """The game on the table: the window's own, or the seat's at a table with friends."""
        return self.current.game

    @property
    def online(self) -> bool:
        """Whether the window sits at a table with friends."""
        return self._friends is not None and self._friends.active

    @property
    def friends(self) -> FriendsPlay:
        """Game ▸ Play with friends (made on first use: start-up loads no network code)."""
        if self._friends is None:
            from .online.friends import FriendsPlay
            from .online.window_parts import WindowParts

            self._friends = FriendsPlay(WindowParts(
                self, self.prefs, self.table, self.show_status, self.sit_at, self.stand_up,
                self.menus.view_menu))
        return self._friends

    @property
    def table(self) -> TableView:
        """The table (see :meth:`build`)."""
        return self.parts.table

    @property
    def stats(self) -> WindowStatistics:
        """Game ▸ Statistics and the counting behind it (see :meth:`build`)."""
        return self.parts.stats

    @property
    def statistics(self) -> StatisticsRecorder:
        """The statistics recorder (see :meth:`build`); application.run disables it for demos."""
        return self.stats.recorder

    @property
    def files(self) -> MatchFiles:
        """Saving, opening and dropping match records (see :meth:`build`)."""
        return self.parts.files

    @property
    def guard(self) -> ReplaceGuard:
        """Asks before another match ends the player's unfinished one (see :meth:`build`)."""
        return self.parts.guard

    @property
    def own(self) -> OwnMatch:
        """The window's own match: dealt, resumed, brought back (see :meth:`build`)."""
        return self.parts.own

    @property
    def scores(self) -> Scores:
        """Game ▸ Score sheet and its rows (see :meth:`build`)."""
        return self.parts.scores

    @property
    def dialogs(self) -> WindowDialogs:
        """Help ▸ How to play, Help ▸ About and Settings ▸ Appearance (made on first use)."""
        if self._dialogs is None:
            from .window_dialogs import WindowDialogs

            self._dialogs = WindowDialogs(self, self.prefs, lambda: self.game.rules,
                                          lambda: self.table, self.review)
        return self._dialogs

    @property
    def cards_seen(self) -> CardsSeenPanel:
        """View ▸ Cards seen, the dock panel, made when first shown (it is off by default; a
        player who keeps it open has it made with the menus, so the first frame shows it)."""
        if self._cards_seen is None:
            from .cards_seen_panel import CardsSeenPanel

            panel = CardsSeenPanel(self._seen_view,
                                   lambda: self.table.names() if self.built else [], self)
            self.addDockWidget(QtCore.Qt.DockWidgetArea.RightDockWidgetArea, panel)
            panel.hide()
            # The menu's entry follows the panel (its own close button hides it too).
            panel.toggleViewAction().toggled.connect(self.menus.seen_action.setChecked)
            self._cards_seen = panel
            if self._parts is not None:
                panel.follow(self._parts.current)
        return self._cards_seen

    def _seen_view(self) -> SeatView | None:
        game = self._parts.current.game if self._parts is not None else None
        return game.view() if game is not None and game.has_match() else None

    def show_cards_seen(self, on: bool) -> None:
        """View ▸ Cards seen: show or hide the panel (remembered for the next start)."""
        self.prefs.set_value("view/cards_seen", on)
        if on or self._cards_seen is not None:
            self.cards_seen.setVisible(on)

    # ------------------------------------------------------------------ texts
    def retranslate_ui(self) -> None:
        """Every visible text of the window (also on a language switch)."""
        self.setWindowTitle(self.tr("Sergeant Major"))
        self.menus.retranslate()
        self.review.retranslate_ui()
        if self._parts is None:
            return  # build() translates the parts it makes
        table = self._parts.table
        table.retranslate()
        self.scores.refresh()  # the names and words of the sheet in the new language
        # The last sentence of the status bar was in the old language: say what to do now.
        self.statusBar().showMessage(table.phase_prompt() if table.my_turn() else "")

    def _language_changed(self, _code: str) -> None:
        self.retranslate_ui()

    # ------------------------------------------------------------------ a dropped record
    # Dropped on the menus or the status bar; the table takes its own drops (file_dropped).
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if not take_file_drag(event):
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if not take_file_drag(event):
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        path = take_file_drop(event)
        if path is None:
            super().dropEvent(event)
        else:
            self._open_dropped(path)

    def _open_dropped(self, path: str) -> None:
        if not self.game.replaceable():  # the friends' match: it is not replaced
            from .online.texts import leave_first

            self.show_status(leave_first())
            return
        self.files.open_path(path)

    # ------------------------------------------------------------------ the window's own match
    def start(self, seed: int | None = None, *, offer_resume: bool = True,
              open_file: str | None = None) -> None:
        """Resume the autosaved match (if the player wants) or start a new one; with
        ``open_file`` (``sergeantmajor FILE``), open that match record as Game ▸ Open does.
        A table with friends left open when the game closed is offered first."""
        if self.prefs.damaged_aside is not None:  # told once
            from . import file_warnings

            self.settings_box = file_warnings.damaged_settings(self, self.show_status,
                                                               self.prefs.damaged_aside)
            self.prefs.damaged_aside = None
        if offer_resume and open_file is None and self.prefs.friends_table is not None \
                and self.friends.offer_rejoin():
            return  # back at the table with friends (the friends' part loads only then)
        self.own.start(seed, offer_resume=offer_resume, open_file=open_file)

    def new_game(self, rules: Rules, opponents: list[tuple[str, str]],
                 seed: int | None = None, *, autoplay: bool = False) -> None:
        """Start a match under ``rules`` against ``opponents`` (name, level)."""
        self.own.new_game(rules, opponents, seed, autoplay=autoplay)

    def new_game_dialog(self) -> None:
        """Game ▸ New game: choose rules and opponents, then deal."""
        self.own.new_game_dialog()

    def back_to_game(self) -> None:
        """After a lesson or a table with friends: the player's own match as it was saved,
        else a new one."""
        self.own.back_to_game()

    @property
    def tutorial(self) -> TutorialRunner:
        """The tutorial (made on first use: start-up does not load it)."""
        if self._tutorial is None:
            from .tutorial.runner import TutorialRunner

            self._tutorial = TutorialRunner(self.own, self.table, self.show_status, self,
                                            self._table_area)
            self._table_area.add_panel(self._tutorial.panel)
        return self._tutorial

    def offer_tutorial_at_first_start(self, later: Callable[[], None] | None = None) -> bool:
        """Offer the tutorial once, at the very first start; ``True`` if it was offered
        (``later`` is called if the player declines: the first deal waits for the answer)."""
        if self._tutorial is not None:
            return self._tutorial.offer_at_first_start(later)
        # The question alone, without the tutorial: it is made only if the player accepts.
        from .tutorial.offer import offer_tutorial

        return offer_tutorial(self.prefs, self, lambda: self.tutorial.start_first_lesson(),
                              later) is not None

    # ------------------------------------------------------------------ with friends
    def sit_at(self, game: OnlineGame) -> None:
        """The window takes a seat at a table with friends: the table shows that match.

        The window's own match is saved and put away (its computer players stop); it comes
        back as it was when the player leaves the table.
        """
        controller = self.controller
        controller.save_now()
        controller.put_away()
        self.current.switch(game)  # the table, scores, statistics, panel and menus follow

    def stand_up(self) -> None:
        """The window left the table with friends: its own match comes back."""
        self.current.switch(self.controller)
        self.back_to_game()

    # ------------------------------------------------------------------ the menus' entries
    def show_status(self, text: str) -> None:
        """A sentence in the status bar (kept until the next one)."""
        self.statusBar().showMessage(text)

    def undo(self) -> None:
        """Take back the player's last decision (the statistics mark the match)."""
        if self.game.undo():
            self.statusBar().clearMessage()  # it told of a move that is no longer made
            self.statistics.mark_undo()

    def redo(self) -> None:
        """Make the taken-back moves again."""
        self.game.redo()

    def hint(self) -> None:
        """Game ▸ Hint: the strongest bot's advice, computed off the GUI thread."""
        self.table.flush()
        if self.game.request_hint():
            self.show_status(self.tr("Thinking about a hint…"))
        else:
            self.show_status(self.tr("A hint is available on your turn."))

    def show_last_trick(self) -> None:
        """Game ▸ Last trick: the cards of the trick just taken, in the centre."""
        self.table.show_last_trick()

    def show_scores(self) -> None:
        """Game ▸ Score sheet."""
        self.scores.show()

    def show_statistics(self) -> None:
        """Game ▸ Statistics."""
        self.stats.show()

    def show_help(self) -> None:
        """Help ▸ How to play (the rules in force)."""
        self.dialogs.show_help()

    def about(self) -> None:
        """Help ▸ About: version, licence, sources, art, translations, credits."""
        self.dialogs.about()

    def set_speed(self, speed: str) -> None:
        """Settings ▸ Animation speed."""
        self.table.set_speed(speed)
        self.prefs.speed = speed
        self.menus.speed_actions[speed].setChecked(True)

    def set_pause_after_hand(self, on: bool) -> None:
        """Settings ▸ Pause after each hand."""
        self.table.pause_after_hand = on
        self.prefs.pause_after_hand = on

    def appearance_dialog(self) -> None:
        """Settings ▸ Appearance: faces, back and table colour, previewed live."""
        self.dialogs.appearance()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._friends is not None and not self._friends.may_quit():
            event.ignore()  # during a match with friends, the player chose to stay
            return
        self.prefs.set_geometry(bytes(self.saveGeometry().data()))
        if self.built:  # closed before the game was made: nothing to stop or save
            self.review.close_all()
            if self._friends is not None:  # as asked: the seat kept, the table kept open...
                self._friends.shutdown()
            self.controller.shutdown()
            self.controller.save_now()  # nothing the player did since the last trick is lost
        super().closeEvent(event)
