"""Game ▸ Save match as…, Open match…, Recent matches, and a record dropped on the window.

A saved match is the match record of RECORD.md. Opening one checks it exactly as
``sergeantmajor check`` does (:func:`sergeantmajor.engine.record.check_file`): a bad file gets
the same one-line reason in a dialog and changes nothing; a good one goes on from where the
record stops, with the seats as recorded. The recent files live in the player's settings.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from ..app import words
from ..app.i18n import fill
from ..engine.record import check_file, save_record
from .last_folder import remember_folder, start_folder

if TYPE_CHECKING:
    from ..engine import Match
    from .main_window import MainWindow

log = logging.getLogger(__name__)

RECENT_KEY = "files/recent"
RECENT_LIMIT = 8


class MatchFiles(QObject):
    """Saving, opening and dropping match records for ``window``."""

    opened = Signal(str)  # a record was opened and play goes on from it
    refused = Signal(str)  # a file was refused: the reason shown

    def __init__(self, window: MainWindow, recent_menu: QMenu | None = None) -> None:
        """Files for ``window``; ``recent_menu`` is filled with the recent files (a new menu
        when none is given: the window makes its own with its menus, before this)."""
        super().__init__(window)
        self.window = window
        self.recent_menu = recent_menu if recent_menu is not None else QMenu(window)
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self.fill_recent_menu)
        self.box: QMessageBox | None = None
        self.dialog: QFileDialog | None = None

    # ------------------------------------------------------------------ recent files
    def recent(self) -> list[str]:
        """The recent record files, newest first."""
        text = self.window.prefs.value(RECENT_KEY, "")
        try:
            items = json.loads(str(text)) if text else []
        except ValueError:
            return []
        return [str(p) for p in items if isinstance(p, str)][:RECENT_LIMIT]

    def _remember(self, path: str) -> None:
        items = [p for p in self.recent() if p != path]
        self.window.prefs.set_value(RECENT_KEY, json.dumps([path, *items][:RECENT_LIMIT]))
        remember_folder(self.window.prefs, path)

    def fill_recent_menu(self) -> None:
        """The menu of recent files that still exist."""
        menu = self.recent_menu
        menu.clear()
        paths = [p for p in self.recent() if Path(p).is_file()]
        for path in paths:
            action = QAction(Path(path).name, menu)
            action.setToolTip(path)
            action.setStatusTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
            menu.addAction(action)
        if not paths:
            empty = menu.addAction(self.tr("No recent matches"))
            empty.setEnabled(False)

    def start_folder(self) -> str:
        """Where the file dialogs open: the folder last used, else Documents (or home)."""
        return start_folder(self.window.prefs, self.recent())

    # ------------------------------------------------------------------ saving
    def save_as(self) -> None:
        """Game ▸ Save match as…: ask for a file name, then :meth:`save_to`."""
        if not self.window.game.has_match():
            return
        dialog = QFileDialog(self.window, self.tr("Save match as"))
        dialog.setObjectName("saveMatchDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(self.tr("Match records (*.json)"))
        dialog.setDefaultSuffix("json")
        dialog.setDirectory(self.start_folder())
        dialog.selectFile(self.tr("match.json"))
        dialog.fileSelected.connect(self.save_to)
        self.dialog = dialog
        dialog.open()

    def save_to(self, path: str) -> bool:
        """Write the record of the match so far to ``path``; tell the player if that fails.

        At a table with friends it is the seat's own record: what it saw and decided."""
        record = self.window.game.record()
        if record is None:
            return False
        try:
            save_record(path, record)
        except OSError as exc:
            self._tell(fill(self.tr("The match could not be saved: %1"), exc.strerror or exc))
            return False
        self._remember(str(Path(path).resolve()))
        self.window.show_status(fill(self.tr("Match saved to %1"), path))
        return True

    # ------------------------------------------------------------------ opening
    def open_dialog(self) -> None:
        """Game ▸ Open match…"""
        dialog = QFileDialog(self.window, self.tr("Open match"))
        dialog.setObjectName("openMatchDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setDirectory(self.start_folder())
        dialog.setNameFilter(self.tr("Match records (*.json);;All files (*)"))
        dialog.fileSelected.connect(self.open_path)
        self.dialog = dialog
        dialog.open()

    def open_path(self, path: str) -> bool:
        """Check the record at ``path`` and go on from where it stops (once the player agrees
        to end an unfinished match: :class:`.replace_guard.ReplaceGuard`); False if refused."""
        match, reason, _status = check_file(path)
        if match is None:
            self._refuse(reason, self._why(path))  # translated; the English goes to the log
            return False
        if match.is_terminal():
            self._refuse(fill(self.tr("%1: this match is already over."), path))
            return False
        from .replace_guard import OPEN

        # A good record: it takes the table once the player agrees to end an unfinished match.
        self.window.guard.confirm(OPEN, lambda: self._take_table(match, path))
        return True

    def _take_table(self, match: Match, path: str) -> None:
        """Go on from the record at ``path`` (checked: ``match``) on the table."""
        from ..engine.record import load_record

        players = [dict(p) for p in load_record(path)["players"]]
        window = self.window
        window.controller.resume(match, players)
        window.controller.save_now()  # the opened match is now the one a restart resumes
        window.score_model.reset(match, window.table.names())
        self._remember(str(Path(path).resolve()))
        window.show_status(fill(self.tr("Match opened from %1"), path))
        self.opened.emit(path)

    @staticmethod
    def _why(path: str) -> str:
        """The refusal in the player's words (``check_file`` gives the English for the log)."""
        from ..engine.record import load_record, replay

        try:
            replay(load_record(path))
        except Exception as exc:  # every error a record can raise, as check_file catches
            return words.record_error_text(exc)
        return words.record_error_text(ValueError())

    def _refuse(self, reason: str, shown: str | None = None) -> None:
        log.info("record refused: %s", reason)
        self._tell(fill(self.tr("This file cannot be opened as a match:\n%1"), shown or reason),
                   details=reason if shown else "")
        self.refused.emit(reason)

    def _tell(self, text: str, details: str = "") -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Match file"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("matchFileBox")
        if details:  # the check's own line (English, as `sergeantmajor check` prints it)
            box.setDetailedText(details)
        self.box = box
        box.open()
