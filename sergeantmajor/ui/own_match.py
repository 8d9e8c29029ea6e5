"""The window's own match: resumed or dealt at start, Game ▸ New game, and its return after a
lesson or a table with friends.

:class:`OwnMatch` puts matches into the window's own game (the
:class:`~sergeantmajor.app.controller.GameController`), asks before an unfinished one is ended
(:class:`~.replace_guard.ReplaceGuard`) and tells the player when the saved match cannot be
resumed or the autosave cannot be written. The texts keep the window's translation context
("MainWindow").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6 import QtCore  # QtCore.Qt where used: its enums are not built for the first frame
from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..app import preferences

translate = QCoreApplication.translate  # lupdate reads translate("MainWindow", "...")

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

    from ..app.controller import GameController
    from ..app.storage import SaveProblem
    from ..engine import Rules
    from .match_files import MatchFiles
    from .replace_guard import ReplaceGuard


class OwnMatch(QObject):
    """Deals, resumes and brings back the window's own match (``controller``)."""

    rules_chosen = Signal(object)  # Game ▸ New game was accepted with these Rules

    def __init__(self, controller: GameController, prefs: preferences.Preferences,
                 guard: ReplaceGuard, files: MatchFiles, status: Callable[[str], None],
                 ask_resume: Callable[[], bool], parent: QWidget) -> None:
        """``ask_resume`` asks whether to resume the saved match; dialogs and boxes are
        window-modal to ``parent``; sentences go to ``status``."""
        super().__init__(parent)
        self.controller = controller
        self.prefs = prefs
        self.guard = guard
        self.files = files
        self._status = status
        self._ask_resume = ask_resume
        self._parent = parent
        self.new_dialog: QDialog | None = None
        self.damaged_box: QMessageBox | None = None
        self.save_failed_box: QMessageBox | None = None
        self._save_failure_told = False
        controller.autosave_failed.connect(self._autosave_failed)

    def start(self, seed: int | None = None, *, offer_resume: bool = True,
              open_file: str | None = None) -> None:
        """Resume the autosaved match (if the player wants) or deal a new one; with
        ``open_file``, open that match record as Game ▸ Open does."""
        from ..app import storage  # after the first frame: json, the records

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
            if self._ask_resume():
                self.controller.resume(resumable.match, resumable.players)
                self._status(translate("MainWindow", "Match resumed"))
                return
            storage.discard_autosave()
        self.new_game(self.prefs.rules, self.prefs.table_opponents(), seed)

    def back_to_game(self) -> None:
        """After a lesson or a table with friends: the match as it was saved, else a new one."""
        from ..app import storage  # after the first frame: json, the records

        resumable, problem = storage.read_autosave() if self.controller.autosave else (None, None)
        if problem:
            self._tell_damaged(problem)
        # The lesson's last sentence must not stay on the match's status bar.
        if resumable is not None:
            self.controller.resume(resumable.match, resumable.players)
            self._status(translate("MainWindow", "Match resumed"))
            return
        self._status("")
        self.new_game(self.prefs.rules, self.prefs.table_opponents())

    def new_game(self, rules: Rules, opponents: list[tuple[str, str]],
                 seed: int | None = None, *, autoplay: bool = False) -> None:
        """Deal a match under ``rules`` against ``opponents`` (name, level); with
        ``autoplay`` a computer player takes the player's seat too (a demo)."""
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

        dialog = NewGameDialog(self.prefs.rules, self.prefs.table_opponents(), self._parent)
        dialog.setModal(True)
        # Built afresh from the preferences each time, so deleted on close (else each one lives
        # on as a child of the window: megabytes per opening).
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)

        def accepted() -> None:
            rules, opponents = dialog.rules(), dialog.opponents()

            def start() -> None:
                self.prefs.rules, self.prefs.opponents = rules, opponents
                self.new_game(rules, opponents)
                self.rules_chosen.emit(rules)

            self.guard.confirm(NEW, start)  # an unfinished match is not ended unasked

        dialog.accepted.connect(accepted)
        dialog.open()  # not exec(): no nested event loop
        self.new_dialog = dialog

    def ask_resume(self) -> bool:
        """The question at start: resume the saved match?"""
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self._parent, translate("MainWindow", "Resume"),
            translate("MainWindow", "An unfinished match was saved. Resume it?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def _tell_damaged(self, problem: SaveProblem) -> None:
        from . import file_warnings

        self.damaged_box = file_warnings.damaged_save(self._parent, self._status, problem)

    def _autosave_failed(self, error: BaseException) -> None:
        from ..app import storage  # after the first frame: json, the records
        from . import file_warnings

        # Said once, plainly; the controller keeps trying after every move and logs the rest.
        if self._save_failure_told:
            return
        self._save_failure_told = True
        self.save_failed_box = file_warnings.autosave_failed(
            self._parent, self._status, error, storage.autosave_path().parent)
