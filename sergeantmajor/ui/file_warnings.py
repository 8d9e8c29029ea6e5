"""The main window's warnings about its own files: a damaged saved match, settings file or
statistics file (kept aside), and an autosave that failed.

Each says what happened in the player's language, with the reason as a sentence of its own
(:mod:`sergeantmajor.app.file_texts`); paths and the system's English are behind "Details"
(issue 24). The first line also goes to the status bar (``status``); the box is window-modal
to ``parent``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..app import file_texts
from ..app.i18n import fill
from .error_box import warning_box

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

    from ..app.aside import KeptAside
    from ..app.storage import SaveProblem

# Where the first line of a warning goes (the window's status bar).
Status = Callable[[str], None]


def _warn(parent: QWidget, status: Status, name: str, title: str, text: str,
          details: str) -> QMessageBox:
    status(text.split("\n")[0])
    return warning_box(parent, name, title, text, details)


def damaged_save(parent: QWidget, status: Status, problem: SaveProblem) -> QMessageBox:
    """The autosave could not be resumed (and was kept aside, or could not be moved)."""
    if problem.aside is not None:
        text = QCoreApplication.translate(
            "FileWarnings", "The saved match could not be resumed and was kept aside under a "
            "new name.\nThe reason: %1")
    else:
        text = QCoreApplication.translate(
            "FileWarnings", "The saved match could not be resumed and could not be moved "
            "aside either: it stays where it was.\nThe reason: %1")
    return _warn(parent, status, "damagedSaveBox",
                 QCoreApplication.translate("FileWarnings", "Saved match"),
                 fill(text, problem.reason),
                 file_texts.details(problem.detail, problem.path, problem.aside))


def damaged_settings(parent: QWidget, status: Status, aside: Path) -> QMessageBox:
    """The settings file could not be read and was kept aside."""
    return _warn(parent, status, "damagedSettingsBox",
                 QCoreApplication.translate("FileWarnings", "Settings"),
                 QCoreApplication.translate(
                     "FileWarnings", "The settings file could not be read and was kept aside "
                     "under a new name.\nThe game starts with the default settings."),
                 file_texts.details("", None, aside))


def damaged_statistics(parent: QWidget, status: Status, problem: KeptAside) -> QMessageBox:
    """The statistics file could not be read (kept aside, or left where it was)."""
    if problem.aside is not None:
        text = QCoreApplication.translate(
            "FileWarnings", "Your statistics could not be read and were kept aside under a "
            "new name; counting starts afresh.\nThe reason: %1")
    else:
        text = QCoreApplication.translate(
            "FileWarnings", "Your statistics could not be read, nor moved aside; counting "
            "starts afresh.\nThe reason: %1")
    return _warn(parent, status, "damagedStatisticsBox",
                 QCoreApplication.translate("FileWarnings", "Statistics"),
                 fill(text, file_texts.read_problem_text(problem.code)),
                 file_texts.details(problem.detail, problem.path, problem.aside))


def autosave_failed(parent: QWidget, status: Status, error: BaseException,
                    folder: Path) -> QMessageBox:
    """The autosave could not be written (said once; the game goes on trying)."""
    return _warn(parent, status, "saveFailedBox",
                 QCoreApplication.translate("FileWarnings", "Saving the match"),
                 fill(QCoreApplication.translate(
                     "FileWarnings", "The match could not be saved.\nThe reason: %1\nYou can go "
                     "on playing; the game keeps trying to save after every move."),
                      file_texts.write_error_text(error)),
                 file_texts.details(error, folder))
