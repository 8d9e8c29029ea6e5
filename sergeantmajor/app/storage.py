"""Where the game keeps its files: the autosaved match.

The autosave is a match record (RECORD.md) in the user's data folder (QStandardPaths
``AppDataLocation``; the environment variable ``SERGEANTMAJOR_DATA_DIR`` overrides it for
tests and portable installs). A save that cannot be read or replayed is moved aside under a
new name, never overwritten, and the caller gets the message to show the player.
The player's preferences are :mod:`.preferences`.

Nothing here raises for a folder the game cannot write (read-only, full, owned by someone
else, a file where the folder should be): reading finds nothing, and writing raises ``OSError``
to the caller that tells the player (the controller's ``autosave_failed``) and plays on.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths

from .aside import keep_aside, shorten

# The engine loads when a match is first read or written (issue 15).
if TYPE_CHECKING:
    from ..engine import Match

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.json"
#: The router mappings a hosted table's server made (net/portmap.py), so that the next start
#: removes one a crash left behind.
ROUTER_RECORD = "router-mappings.json"


def data_dir() -> Path:
    """The folder of the game's own files (created on first use when it can be)."""
    override = os.environ.get("SERGEANTMAJOR_DATA_DIR")
    if override:
        path = Path(override)
    else:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        path = Path(location or Path.home() / ".sergeantmajor")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # the save will fail and say so; the game plays on
        log.warning("cannot create the data folder %s: %s", path, exc)
    return path


def autosave_path() -> Path:
    """The file of the autosaved match."""
    return data_dir() / AUTOSAVE_NAME


@dataclass
class SaveProblem:
    """Why the autosave cannot be resumed (``reason``: in the player's language; ``detail``:
    the English for the log and the box's Details), and where it was kept (``None``: left in
    place)."""

    reason: str
    aside: Path | None
    path: Path
    detail: str = ""


@dataclass
class Resumable:
    """An unfinished match read back from the autosave."""

    match: Match
    players: list[dict[str, str]]


def write_autosave(match: Match, players: list[dict[str, str]]) -> None:
    """Save ``match`` (atomically); a finished match removes the autosave instead."""
    from ..engine.record import record_of, save_record

    path = autosave_path()
    if match.is_terminal():
        path.unlink(missing_ok=True)
        return
    save_record(path, record_of(match, players))


def discard_autosave() -> None:
    """Forget the autosave (the player declined to resume, or started a new match)."""
    try:
        autosave_path().unlink(missing_ok=True)
    except OSError as exc:  # a folder we cannot write: the next save will say so
        log.warning("cannot remove the autosave: %s", exc)


def read_autosave() -> tuple[Resumable | None, SaveProblem | None]:
    """The unfinished match of the autosave, if any, and a problem to tell the player.

    A file that is not a resumable match (damaged, or no seat for a human) is renamed
    ``autosave.damaged-<time>.json`` (kept for the player or a bug report); the problem says
    why and where it went (nowhere when the folder cannot be written).
    """
    from ..engine import RecordError
    from ..engine.files import remove_stale_temp_files
    from ..engine.record import load_record, replay

    path = autosave_path()
    remove_stale_temp_files(path)  # the temporary file of a write a kill interrupted
    try:
        if not path.exists():
            return None, None
    except OSError as exc:  # a folder we may not even look into
        log.warning("cannot look for the autosave: %s", exc)
        return None, None
    try:
        record = load_record(path)
        match = replay(record)
        if not any(p["kind"] == "human" for p in record["players"]):
            raise RecordError("no seat is the player's: computer players only",
                              code="no-player")
    except Exception as exc:  # every error a record can raise, as `check` catches them
        from .words import record_error_text  # the reason in the player's language

        reason = record_error_text(exc)
        log.warning("damaged autosave: %s", shorten(str(exc)))
        return None, SaveProblem(reason, keep_aside(path, "autosave", ".json"), path,
                                 shorten(str(exc), 400))
    if match.is_terminal():
        discard_autosave()
        return None, None
    players = [dict(p) for p in record["players"]]
    return Resumable(match, players), None
