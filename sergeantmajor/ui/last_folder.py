"""Where the file dialogs open: the folder last used for a match file, else Documents, else home.

Save match as…, Open match…, Review a match file… and the review's Export this deal… all
open in the folder the player last saved, opened or exported a match file in (kept in the
settings); the first time, in the Documents folder, or the home folder when there is none.
Never in the folder the game was started from: a Documents folder that does not exist made
Qt's dialog fall back to it (issue 26).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from ..app.preferences import Preferences

LAST_FOLDER_KEY = "files/last_folder"


def is_folder(path: str | Path) -> bool:
    """Whether ``path`` is an existing folder; ``False`` for a name the system refuses (too
    long, a NUL byte: a hostile settings file, issue 25) instead of an exception."""
    try:
        return Path(path).is_dir()
    except (OSError, ValueError):
        return False


def documents_folder() -> str:
    """The player's Documents folder if it exists, else their home folder."""
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return docs if docs and is_folder(docs) else str(Path.home())


def start_folder(prefs: Preferences, recent: Iterable[str] = ()) -> str:
    """The folder a file dialog opens in: the last one used (or that of the newest of the
    ``recent`` files, from before the folder was kept), else :func:`documents_folder`."""
    value = prefs.value(LAST_FOLDER_KEY, "")
    last = value if isinstance(value, str) and len(value) <= 4096 else ""
    for folder in (last, *(str(Path(p).parent) for p in recent)):
        if folder and is_folder(folder):
            return folder
    return documents_folder()


def remember_folder(prefs: Preferences, path: str) -> None:
    """A match file was saved, opened or exported at ``path``: its folder is the next start."""
    prefs.set_value(LAST_FOLDER_KEY, str(Path(path).resolve().parent))
