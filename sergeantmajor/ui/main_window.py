"""The main window: the table in the centre, the menus, the status bar and the dialogs.

The menus are :class:`~.window_menus.WindowMenus` (``window.menus``); every entry calls one of
the window's public methods.

The window is made in two steps (issue 15). ``MainWindow(...)`` makes what its first frame
shows: the menus (translated) and the bare felt in the player's table colour, importing next to
nothing of the game. :meth:`MainWindow.build` then makes the game: the controller, the table
(it takes the felt's place and paints the same felt), the statistics, the match files and the
review. ``application.run`` builds right after the first frame is on screen; any earlier use of
one of these parts (``window.table``, ``window.controller``, ...) builds them first.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6 import QtCore
from PySide6.QtCore import QByteArray, QTimer, Signal
from PySide6.QtWidgets import (
    QMainWindow,
    QMenuBar,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from ..app import i18n, preferences
from .drops import take_file_drag, take_file_drop
from .felt import DEFAULT_TABLE, FeltWidget, felt_colours
from .window_menus import WindowMenus

# ``QtCore.Qt`` is looked up where used, not imported: PySide6 builds its 93 enums when first
# asked for it (some 40 ms), which the first frame does not need.

if TYPE_CHECKING:  # made on first use, or after the first frame: the first frame needs none
    from pathlib import Path

    from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDragMoveEvent, QDropEvent
    from PySide6.QtWidgets import QDialog

    from ..app.controller import GameController
    from ..app.current_game import CurrentGame, WindowGame
    from ..app.online_game import OnlineGame
    from ..app.score_model import ScoreModel
    from ..app.statistics import StatisticsRecorder
    from ..app.storage import SaveProblem
    from ..engine import Rules
    from ..engine.view import SeatView
    from .cards_seen_panel import CardsSeenPanel
    from .match_files import MatchFiles
    from .online.friends import FriendsPlay
    from .replace_guard import ReplaceGuard
    from .score_sheet import ScoreSheet
    from .table.view import TableView
    from .tutorial.runner import TutorialRunner

log = logging.getLogger(__name__)

_Part = TypeVar("_Part")

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
        central = QWidget(self)
        central.setObjectName("tableArea")
        self._column = column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.felt: FeltWidget | None = FeltWidget(
            felt_colours(self.prefs.value("appearance/table", DEFAULT_TABLE)), central)
        column.addWidget(self.felt, 1)
        self.setCentralWidget(central)
        self._table_area = central
        # The parts :meth:`build` makes (see the properties of the same names).
        self._building = False
        self._controller: GameController | None = None
        self._current: CurrentGame | None = None
        self._table: TableView | None = None
        self._statistics: StatisticsRecorder | None = None
        self._files: MatchFiles | None = None
        self._guard: ReplaceGuard | None = None
        self._cards_seen: CardsSeenPanel | None = None  # made when first shown
        self._tutorial: TutorialRunner | None = None  # made when first asked for
        self._friends: FriendsPlay | None = None  # made when a table with friends is opened
        self.statistics_dialog: QDialog | None = None
        self._score_model: ScoreModel | None = None
        self.score_sheet: ScoreSheet | None = None
        self.help_dialog: QDialog | None = None
        self.ask_resume: Callable[[], bool] = self._ask_resume
        self._save_failure_told = False
        from .review.launcher import ReviewLauncher

        self.review = ReviewLauncher(self)  # Game ▸ Review; its buttons are in the status bar
        self.menus = WindowMenus(self)
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
        if self._building or self._table is not None:
            return
        self._building = True
        from ..app.controller import GameController
        from ..app.current_game import CurrentGame
        from ..app.statistics import StatisticsRecorder
        from .appearance import Appearance
        from .match_files import MatchFiles
        from .replace_guard import ReplaceGuard
        from .table.view import TableView

        self._controller = controller = GameController(self)
        # The game on the table: everything below follows it through this relay, connected
        # once; sitting at a table with friends and leaving it only switch it.
        self._current = current = CurrentGame(controller, self)
        self._table = table = TableView(controller, self._table_area)
        current.changed.connect(table.set_port)
        felt, self.felt = self.felt, None
        column = self._column
        column.insertWidget(column.indexOf(felt) if felt is not None else column.count(),
                            table, 1)
        if felt is not None:
            column.removeWidget(felt)
            felt.hide()
            felt.deleteLater()
        # Shown and laid out now (Qt would do both later, from the event loop): no frame with
        # the table small in a corner and the window's grey around it.
        table.show()
        column.activate()
        table.set_speed(self.prefs.speed)
        table.pause_after_hand = self.prefs.pause_after_hand
        table.status.connect(self.show_status)
        for scored in (table.hand_scored, table.match_over, current.match_started,
                       current.changed):
            scored.connect(self._refresh_scores)
        controller.autosave_failed.connect(self._autosave_failed)
        self._statistics = StatisticsRecorder()  # application.run disables it for demos
        current.match_started.connect(self._count_match)
        current.event_occurred.connect(self._statistics.event)
        Appearance.load(self.prefs).apply(table)
        self._files = MatchFiles(self, self.menus.recent_menu)
        self._guard = ReplaceGuard(self)
        table.file_dropped.connect(self._open_dropped)
        self.review.attach(table, current)
        current.undo_changed.connect(self._update_undo)
        current.changed.connect(self._game_changed)
        self._update_undo()
        table.retranslate()
        if self._cards_seen is not None:  # made with the menus: it follows the game from now
            self._follow_for_cards_seen(current, self._cards_seen)
        self._building = False

    @property
    def built(self) -> bool:
        """Whether :meth:`build` has made the game's parts."""
        return self._table is not None

    def when_first_shown(self, callback: Callable[[], object]) -> None:
        """Call ``callback`` once, right after the first frame is on screen (the felt's first
        paint); after :data:`FIRST_FRAME_WAIT_MS` if no frame came by then (a window started
        minimised is not painted); at once from the event loop if the table is already made."""
        done: list[bool] = []

        def once() -> None:
            if not done:
                done.append(True)
                callback()

        if self.felt is not None:
            self.felt.painted.connect(once)
        QTimer.singleShot(FIRST_FRAME_WAIT_MS if self.felt is not None else 0, once)

    def _part(self, get: Callable[[], _Part | None]) -> _Part:
        """The part ``get`` reads, made by :meth:`build` first if it is not made yet."""
        if get() is None:
            self.build()
        part = get()
        assert part is not None, "a part was asked for while build() was making it"
        return part

    @property
    def controller(self) -> GameController:
        """The game controller (see :meth:`build`)."""
        return self._part(lambda: self._controller)

    @property
    def current(self) -> CurrentGame:
        """The game on the table, relayed (see :meth:`build`)."""
        return self._part(lambda: self._current)

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
            from .online.friends import FriendsPlay, WindowParts

            self._friends = FriendsPlay(WindowParts(
                self, self.prefs, self.table, self.show_status, self.sit_at, self.stand_up,
                self.menus.view_menu))
        return self._friends

    @property
    def table(self) -> TableView:
        """The table (see :meth:`build`)."""
        return self._part(lambda: self._table)

    @property
    def statistics(self) -> StatisticsRecorder:
        """The statistics recorder (see :meth:`build`); application.run disables it for demos."""
        return self._part(lambda: self._statistics)

    @property
    def files(self) -> MatchFiles:
        """Saving, opening and dropping match records (see :meth:`build`)."""
        return self._part(lambda: self._files)

    @property
    def guard(self) -> ReplaceGuard:
        """Asks before another match ends the player's unfinished one (see :meth:`build`)."""
        return self._part(lambda: self._guard)

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
            if self._current is not None:
                self._follow_for_cards_seen(self._current, panel)
        return self._cards_seen

    def _seen_view(self) -> SeatView | None:
        if self._current is None:
            return None
        game = self._current.game
        return game.view() if game.has_match() else None

    @staticmethod
    def _follow_for_cards_seen(current: CurrentGame, panel: CardsSeenPanel) -> None:
        for changed in (current.event_occurred, current.match_started, current.match_restored,
                        current.changed):
            changed.connect(panel.refresh)

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
        table = self._table
        if table is None:
            return  # build() translates the parts it makes
        table.retranslate()
        self._refresh_scores()  # the names and words of the sheet in the new language
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

    # ------------------------------------------------------------------ starting
    def start(self, seed: int | None = None, *, offer_resume: bool = True,
              open_file: str | None = None) -> None:
        """Resume the autosaved match (if the player wants) or start a new one; with
        ``open_file`` (``sergeantmajor FILE``), open that match record as Game ▸ Open does."""
        from ..app import storage  # after the first frame: json, the records

        if self.prefs.damaged_aside is not None:  # told once
            self._tell_settings_damaged(self.prefs.damaged_aside)
            self.prefs.damaged_aside = None
        if offer_resume and open_file is None and self.prefs.friends_table is not None \
                and self.friends.offer_rejoin():
            return  # back at the table with friends (the friends' part loads only then)
        resumable, problem = storage.read_autosave() if offer_resume else (None, None)
        if problem:
            self._tell_damaged(problem)
        if open_file is not None:
            # The unfinished match goes on the table first, as if the file were opened in a
            # running game: opening replaces it as Game ▸ Open does (asking first), a refused
            # file leaves it.
            if resumable is not None:
                self.controller.resume(resumable.match, resumable.players)
            if self.files.open_path(open_file) or resumable is not None:
                return
        elif resumable is not None:
            if self.ask_resume():
                self.controller.resume(resumable.match, resumable.players)
                self.show_status(self.tr("Match resumed"))
                return
            storage.discard_autosave()
        self.new_game(self.prefs.rules, self.prefs.table_opponents(), seed)

    @property
    def tutorial(self) -> TutorialRunner:
        """The tutorial (made on first use: start-up does not load it)."""
        if self._tutorial is None:
            from .tutorial.runner import TutorialRunner

            self._tutorial = TutorialRunner(self, self._table_area)
            self._column.insertWidget(0, self._tutorial.panel)
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

    def back_to_game(self) -> None:
        """After the tutorial: the player's own match as it was saved, else a new one."""
        from ..app import storage  # after the first frame: json, the records

        resumable, problem = storage.read_autosave() if self.controller.autosave else (None, None)
        if problem:
            self._tell_damaged(problem)
        # The lesson's last sentence must not stay on the match's status bar.
        if resumable is not None:
            self.controller.resume(resumable.match, resumable.players)
            self.show_status(self.tr("Match resumed"))
            return
        self.show_status("")
        self.new_game(self.prefs.rules, self.prefs.table_opponents())

    def new_game(self, rules: Rules, opponents: list[tuple[str, str]],
                 seed: int | None = None, *, autoplay: bool = False) -> None:
        """Start a match under ``rules`` against ``opponents`` (name, level)."""
        from ..app import storage  # after the first frame: json, the records
        from ..app.controller import Seat

        me = self.prefs.player_name  # "" = "You" in whatever language is in force
        seats = [Seat(me, "bot:" + preferences.default_level() if autoplay else "human")]
        for name, level in opponents[: rules.players - 1]:
            seats.append(Seat(name, f"bot:{level}"))
        if not autoplay and self.controller.autosave:  # demos never touch the saved match
            storage.discard_autosave()
        self.controller.new_match(rules, seats, seed, human=None if autoplay else 0)

    def new_game_dialog(self) -> None:
        """Game ▸ New game: choose rules and opponents, then deal."""
        from .new_game_dialog import NewGameDialog
        from .replace_guard import NEW

        dialog = NewGameDialog(self.prefs.rules, self.prefs.table_opponents(), self)
        dialog.setModal(True)
        # Built afresh from the preferences each time, so deleted on close (else each one lives
        # on as a child of the window: megabytes per opening).
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)

        def accepted() -> None:
            rules, opponents = dialog.rules(), dialog.opponents()

            def start() -> None:
                self.prefs.rules, self.prefs.opponents = rules, opponents
                self.new_game(rules, opponents)
                if self.help_dialog is not None:
                    self.help_dialog.set_rules(rules)  # type: ignore[attr-defined]

            self.guard.confirm(NEW, start)  # an unfinished match is not ended unasked

        dialog.accepted.connect(accepted)
        dialog.open()  # not exec(): no nested event loop
        self.new_dialog = dialog

    def _ask_resume(self) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self, self.tr("Resume"), self.tr("An unfinished match was saved. Resume it?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def _tell_damaged(self, problem: SaveProblem) -> None:
        from . import file_warnings

        self.damaged_box = file_warnings.damaged_save(self, problem)

    def _tell_settings_damaged(self, aside: Path) -> None:
        from . import file_warnings

        self.settings_box = file_warnings.damaged_settings(self, aside)

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

    def _game_changed(self, game: WindowGame) -> None:
        """What another match may not replace (a friends' table's) turns those entries off."""
        replaceable = game.replaceable()
        self.review.set_online(not replaceable)
        self.menus.set_online(not replaceable)

    # ------------------------------------------------------------------ comforts
    def _count_match(self) -> None:
        tally = self.game.tally()  # a lesson is not one of the player's matches
        self.statistics.match_started(tally.view, tally.record, tally.seats, tally.human,
                                      tally.resumed, friends=tally.friends)
        store = self.statistics.store
        if store.problem:  # the statistics file was damaged and kept aside: say so once
            from . import file_warnings

            problem, store.problem = store.problem, None
            self.stats_box = file_warnings.damaged_statistics(self, problem)

    def show_statistics(self) -> None:
        """Game ▸ Statistics."""
        from .statistics_dialog import StatisticsDialog

        if self.statistics_dialog is None:
            self.statistics_dialog = StatisticsDialog(self.statistics.store, self)
        self.statistics_dialog.refresh()  # type: ignore[attr-defined]
        self.statistics_dialog.show()
        self.statistics_dialog.raise_()

    def appearance_dialog(self) -> None:
        """Settings ▸ Appearance: faces, back and table colour, previewed live."""
        from .appearance import Appearance
        from .appearance_dialog import AppearanceDialog

        dialog = AppearanceDialog(Appearance.load(self.prefs), self)

        def chosen(choice: Appearance) -> None:
            choice.save(self.prefs)
            choice.apply(self.table, dialog.kde)
            self.review.show_appearance(lambda table: choice.apply(table, dialog.kde))

        dialog.chosen.connect(chosen)
        dialog.open()
        self.appearance_dialog_ = dialog

    # ------------------------------------------------------------------ actions
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

    def _update_undo(self) -> None:
        game = self.game
        self.menus.undo_action.setEnabled(game.can_undo())
        self.menus.redo_action.setEnabled(game.can_redo())
        why = ""
        if not game.replaceable():  # the friends' match: nobody takes a move back
            from .online.texts import undo_offline_only

            why = undo_offline_only()
        self.menus.undo_action.setToolTip(why)
        self.menus.redo_action.setToolTip(why)

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
        if self.score_sheet is None:
            from .score_sheet import ScoreSheet

            self.score_sheet = ScoreSheet(self.score_model, self)
        self._refresh_scores()
        self.score_sheet.show()
        self.score_sheet.raise_()

    def refresh_scores(self) -> None:
        """Refill the score sheet (a match was put on the table)."""
        self._refresh_scores()

    @property
    def score_model(self) -> ScoreModel:
        """The score sheet's rows, made on first use and kept up to date from then on."""
        if self._score_model is None:
            from ..app.score_model import ScoreModel

            self._score_model = ScoreModel(self)
            self._refresh_scores()
        return self._score_model

    def _refresh_scores(self) -> None:
        if self._score_model is not None:
            self.game.fill_scores(self._score_model, self.table.names())

    def show_help(self) -> None:
        """Help ▸ How to play (the rules in force)."""
        from .help_dialog import HowToPlayDialog

        rules = self.game.rules
        if self.help_dialog is None:
            self.help_dialog = HowToPlayDialog(rules, self)
        elif rules is not None:
            self.help_dialog.set_rules(rules)  # type: ignore[attr-defined]
        self.help_dialog.show()
        self.help_dialog.raise_()

    def about(self) -> None:
        """Help ▸ About: version, licence, sources, art, translations, credits."""
        from .about import about_box

        self.about_box = about_box(self)

    def set_speed(self, speed: str) -> None:
        """Settings ▸ Animation speed."""
        self.table.set_speed(speed)
        self.prefs.speed = speed
        self.menus.speed_actions[speed].setChecked(True)

    def set_pause_after_hand(self, on: bool) -> None:
        """Settings ▸ Pause after each hand."""
        self.table.pause_after_hand = on
        self.prefs.pause_after_hand = on

    def _autosave_failed(self, error: BaseException) -> None:
        from ..app import storage  # after the first frame: json, the records
        from . import file_warnings

        # Said once, plainly; the controller keeps trying after every move and logs the rest.
        if self._save_failure_told:
            return
        self._save_failure_told = True
        self.save_failed_box = file_warnings.autosave_failed(
            self, error, storage.autosave_path().parent)

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
