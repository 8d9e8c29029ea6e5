"""Game ▸ Save match as…, Open match…, Recent matches, and a record dropped on the window.

A saved match is the match record of RECORD.md. Opening one (the menu, a recent file, a drop,
or ``sergeantmajor FILE``) reads it with the game's one file reader and checks it exactly as
``sergeantmajor check`` does (:func:`sergeantmajor.engine.record.read_match`): a bad file gets
a sentence in the player's language, ``check``'s own line behind "Details", and changes
nothing; a good one goes on from where the record stops, with the seats as recorded. A file
that is not a regular file (a folder, a named pipe) or is too large is refused before it is
read. The recent files live in the player's settings; the temporary files a kill left beside
them (an interrupted Save as) are removed when the window starts.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from ..app import file_texts, words
from ..app.i18n import fill
from ..engine.files import remove_stale_temp_files
from ..engine.record import check_reason, read_match, save_record
from .error_box import warning_box
from .last_folder import remember_folder, start_folder
from .plain_text import plain

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..app.controller import GameController
    from ..app.current_game import CurrentGame
    from ..app.preferences import Preferences
    from ..engine import Match
    from .replace_guard import ReplaceGuard

log = logging.getLogger(__name__)

RECENT_KEY = "files/recent"
RECENT_LIMIT = 8
#: The longest path kept in the recent list (longer ones are no file any system can open).
MAX_PATH_CHARS = 4096


def is_file(path: str) -> bool:
    """Whether ``path`` is an existing regular file; ``False`` for a name the system refuses
    (too long, a NUL byte) instead of an exception."""
    try:
        return Path(path).is_file()
    except (OSError, ValueError):
        return False


class MatchFiles(QObject):
    """Saving the match on the table (``current``) and opening records into the window's own
    game (``own``), once ``guard`` has the player's yes; dialogs and boxes over ``parent``."""

    opened = Signal(str)  # a record was opened and play goes on from it
    refused = Signal(str)  # a file was refused: the reason shown

    def __init__(self, parent: QWidget, prefs: Preferences, current: CurrentGame,
                 own: GameController, guard: ReplaceGuard, status: Callable[[str], None],
                 recent_menu: QMenu | None = None) -> None:
        """``recent_menu`` is filled with the recent files (a new menu when none is given:
        the window makes its own with its menus, before this)."""
        super().__init__(parent)
        self._parent = parent
        self.prefs = prefs
        self.current = current
        self.own = own
        self.guard = guard
        self._status = status
        self.recent_menu = recent_menu if recent_menu is not None else QMenu(parent)
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self.fill_recent_menu)
        self.box: QMessageBox | None = None
        self.dialog: QFileDialog | None = None
        if not prefs.read_only:  # a demo touches nothing of the player's
            for path in self.recent():
                remove_stale_temp_files(path)  # a Save as a kill interrupted

    # ------------------------------------------------------------------ recent files
    def recent(self) -> list[str]:
        """The recent record files, newest first (read by the game's file reader: a damaged
        list is forgotten, an entry no system could open is left out)."""
        items = self.prefs.json_value(RECENT_KEY, [])
        if not isinstance(items, list):
            return []
        return [p for p in items if isinstance(p, str) and 0 < len(p) <= MAX_PATH_CHARS
                and "\0" not in p][:RECENT_LIMIT]

    def _remember(self, path: str) -> None:
        items = [p for p in self.recent() if p != path]
        self.prefs.set_value(RECENT_KEY, json.dumps([path, *items][:RECENT_LIMIT]))
        remember_folder(self.prefs, path)

    def fill_recent_menu(self) -> None:
        """The menu of recent files that still exist."""
        menu = self.recent_menu
        menu.clear()
        paths = [p for p in self.recent() if is_file(p)]
        for path in paths:
            action = QAction(Path(path).name, menu)
            action.setToolTip(plain(path))  # a file's name may hold anything
            action.setStatusTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
            menu.addAction(action)
        if not paths:
            empty = menu.addAction(self.tr("No recent matches"))
            empty.setEnabled(False)

    def start_folder(self) -> str:
        """Where the file dialogs open: the folder last used, else Documents (or home)."""
        return start_folder(self.prefs, self.recent())

    # ------------------------------------------------------------------ saving
    def save_as(self) -> None:
        """Game ▸ Save match as…: ask for a file name, then :meth:`save_to`."""
        if not self.current.game.has_match():
            return
        dialog = QFileDialog(self._parent, self.tr("Save match as"))
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
        record = self.current.game.record()
        if record is None:
            return False
        try:
            full = str(Path(path).resolve())
        except (OSError, ValueError, RuntimeError):
            full = path
        previous = self.recent()
        self._remember(full)  # first: a kill during the write leaves a temporary file the
        try:                  # next start finds beside a recent file, and removes
            save_record(path, record)
        except OSError as exc:
            self.prefs.set_value(RECENT_KEY, json.dumps(previous))
            self._tell(fill(self.tr("The match could not be saved.\nThe reason: %1"),
                            file_texts.write_error_text(exc)), file_texts.details(exc, path))
            return False
        self._status(fill(self.tr("Match saved to %1"), path))
        return True

    # ------------------------------------------------------------------ opening
    def open_dialog(self) -> None:
        """Game ▸ Open match…"""
        dialog = QFileDialog(self._parent, self.tr("Open match"))
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
        try:
            record, match = read_match(path)
        except Exception as exc:  # every error a record can raise, as `check` catches them
            self._refuse(words.record_error_text(exc), check_reason(path, exc))
            return False
        if match.is_terminal():
            self._refuse(self.tr("This match is already over."), path)
            return False
        from .replace_guard import OPEN

        # A good record: it takes the table once the player agrees to end an unfinished match.
        players = [dict(p) for p in record["players"]]
        self.guard.confirm(OPEN, lambda: self._take_table(match, players, path))
        return True

    def _take_table(self, match: Match, players: list[dict[str, str]], path: str) -> None:
        """Go on from the record at ``path`` (checked: ``match``, ``players``) on the table."""
        self.own.resume(match, players)  # the score sheet and the table follow its start
        self.own.save_now()  # the opened match is now the one a restart resumes
        self._remember(str(Path(path).resolve()))
        self._status(fill(self.tr("Match opened from %1"), path))
        self.opened.emit(path)

    def _refuse(self, shown: str, details: str) -> None:
        """Say why a file is refused: ``shown`` in the player's words, ``details`` the
        English line of ``check`` (for the log, and behind the box's "Details")."""
        log.info("record refused: %s", details)
        self._tell(fill(self.tr("This file cannot be opened as a match:\n%1"), shown), details)
        self.refused.emit(details)

    def _tell(self, text: str, details: str = "") -> None:
        self.box = warning_box(self._parent, "matchFileBox", self.tr("Match file"), text,
                               details)
