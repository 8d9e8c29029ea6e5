"""Where the game keeps its files: the autosaved match and the player's preferences.

The autosave is a match record (RECORD.md) in the user's data folder (QStandardPaths
``AppDataLocation``; the environment variable ``SERGEANTMAJOR_DATA_DIR`` overrides it for
tests and portable installs). A save that cannot be read or replayed is moved aside under a
new name, never overwritten, and the caller gets the message to show the player.
Preferences (speed, rules, names, window geometry) live in ``QSettings``; a settings file that
is not text is kept aside the same way, and a value of the wrong shape falls back to its default.

Nothing here raises for a folder the game cannot write (read-only, full, owned by someone
else, a file where the folder should be): reading finds nothing, and writing raises ``OSError``
to the caller that tells the player (the controller's ``autosave_failed``) and plays on.
"""

from __future__ import annotations

import json
import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

# The engine loads when a match or rules are first read or written: the window's first frame
# needs only the settings (issue 15).
if TYPE_CHECKING:
    from ..engine import Match, Rules

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.json"


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
    """Why the autosave cannot be resumed, and where it was kept (``None``: left in place)."""

    reason: str
    aside: Path | None
    path: Path


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


def _remove_stale_temp_files(folder: Path) -> None:
    """Delete temporary files of saves that a killed process never renamed into place."""
    try:
        stale = list(folder.glob(f".{AUTOSAVE_NAME}.*.tmp"))
    except OSError:
        return
    for tmp in stale:
        try:
            tmp.unlink()
        except OSError as exc:
            log.warning("cannot remove the stale temporary file %s: %s", tmp, exc)


def _keep_aside(path: Path, stem: str, suffix: str) -> Path | None:
    """Rename a damaged ``path`` to ``<stem>.damaged-<time>[-n]<suffix>``; ``None`` if it failed."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{stem}.damaged-{stamp}{suffix}")
    n = 1
    while aside.exists():  # never overwrite an earlier damaged file
        n += 1
        aside = path.with_name(f"{stem}.damaged-{stamp}-{n}{suffix}")
    try:
        path.rename(aside)
    except OSError as exc:
        log.error("cannot move the damaged file %s aside: %s", path, exc)
        return None
    return aside


def _cut(text: str, limit: int = 200) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def read_autosave() -> tuple[Resumable | None, SaveProblem | None]:
    """The unfinished match of the autosave, if any, and a problem to tell the player.

    A file that is not a resumable match (damaged, or no seat for a human) is renamed
    ``autosave.damaged-<time>.json`` (kept for the player or a bug report); the problem says
    why and where it went (nowhere when the folder cannot be written).
    """
    from ..engine import RecordError, RulesError
    from ..engine.record import load_record, replay

    path = autosave_path()
    _remove_stale_temp_files(path.parent)
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
    except (RecordError, RulesError, ValueError) as exc:
        from .words import record_error_text  # the reason in the player's language

        reason = record_error_text(exc)
        log.warning("damaged autosave: %s", _cut(str(exc)))
        return None, SaveProblem(reason, _keep_aside(path, "autosave", ".json"), path)
    if match.is_terminal():
        discard_autosave()
        return None, None
    players = [dict(p) for p in record["players"]]
    return Resumable(match, players), None


def set_aside_damaged_settings(settings: QSettings) -> Path | None:
    """Keep a settings file that is not text aside (Qt would silently overwrite it).

    Returns where it went, ``None`` when the file is fine, missing, or not a file of ours.
    """
    name = settings.fileName()
    if not (settings.format() == QSettings.Format.IniFormat or name.endswith((".conf", ".ini"))):
        return None  # the registry or a property list: Qt's own business
    path = Path(name)
    try:
        raw = path.read_bytes()
    except OSError:
        return None  # missing (first start) or unreadable: nothing to keep
    try:
        damaged = b"\0" in raw or settings.status() != QSettings.Status.NoError
        raw.decode("utf-8")
    except UnicodeDecodeError:
        damaged = True
    if not damaged:
        return None
    aside = _keep_aside(path, path.stem, path.suffix)
    settings.sync()  # forget what was read from the junk: defaults from now on
    log.warning("the settings file %s was damaged; kept aside as %s", path, aside)
    return aside


class Preferences:
    """The player's choices that outlive the window: one ``QSettings`` behind typed fields."""

    def __init__(self, settings: QSettings | None = None, *, read_only: bool = False) -> None:
        self.settings = settings if settings is not None else QSettings()
        self.read_only = read_only  # a demo run reads the player's choices but never writes
        #: Where a damaged settings file was kept (the window tells the player), else None.
        #: A demo leaves even a damaged file where it is.
        self.damaged_aside = None if read_only else set_aside_damaged_settings(self.settings)
        self._logged: set[str] = set()  # one log line per wrong value, not one per read

    def _set(self, key: str, value: Any) -> None:
        if not self.read_only:
            self.settings.setValue(key, value)

    def value(self, key: str, default: Any = None) -> Any:
        """A setting that has no typed field here (a feature's own key)."""
        return self.settings.value(key, default)

    def set_value(self, key: str, value: Any) -> None:
        """Store a feature's own setting (skipped when read-only)."""
        self._set(key, value)

    def _wrong(self, key: str, value: Any, instead: str = "the default") -> None:
        if key not in self._logged:
            self._logged.add(key)
            log.warning("settings: %s has a wrong value %s; using %s", key,
                        _cut(repr(value), 60), instead)

    def _get(self, key: str, default: Any, kind: type) -> Any:
        value = self.settings.value(key, default)
        if kind is bool:
            if isinstance(value, bool) or str(value).lower() in ("true", "false"):
                return value if isinstance(value, bool) else str(value).lower() == "true"
        elif isinstance(value, (str, int, float)) and not isinstance(value, bool):
            try:
                return kind(value)
            except (TypeError, ValueError):
                pass
        self._wrong(key, value)
        return default

    def _name(self, name: str, key: str) -> str:
        from ..engine.record import MAX_NAME

        if len(name) <= MAX_NAME:
            return name
        self._wrong(key, name, f"its first {MAX_NAME} characters")
        return name[:MAX_NAME]

    @property
    def speed(self) -> str:
        """Animation speed: "off", "fast", "normal", "slow"."""
        value = self._get("table/speed", "normal", str)
        if value in ("off", "fast", "normal", "slow"):
            return value
        self._wrong("table/speed", value)
        return "normal"

    @speed.setter
    def speed(self, value: str) -> None:
        self._set("table/speed", value)

    @property
    def pause_after_hand(self) -> bool:
        """Whether the table waits for a click after each hand's summary."""
        return self._get("table/pause_after_hand", True, bool)

    @pause_after_hand.setter
    def pause_after_hand(self, value: bool) -> None:
        self._set("table/pause_after_hand", value)

    @property
    def rules(self) -> Rules:
        """The rules of the last new game (Rulebook when none or unreadable)."""
        from ..engine import Rules, RulesError

        text = self._get("game/rules", "", str)
        try:
            return Rules.from_dict(json.loads(text)) if text else Rules.preset("rulebook")
        except (ValueError, RulesError, RecursionError):
            self._wrong("game/rules", text)
            return Rules.preset("rulebook")

    @rules.setter
    def rules(self, rules: Rules) -> None:
        self._set("game/rules", json.dumps(rules.to_dict()))

    @property
    def opponents(self) -> list[tuple[str, str]]:
        """(name, level) of each computer player, from the last new game."""
        from ..ai.base import is_player_level

        text = self._get("game/opponents", "", str)
        try:
            data = json.loads(text) if text else []
            pairs = [(str(n), str(lv)) for n, lv in data]
        except (ValueError, TypeError, RecursionError):
            self._wrong("game/opponents", text)
            return []
        out = []
        for name, level in pairs:
            if not is_player_level(level):  # never a module named by a file: our own levels
                self._wrong("game/opponents", level)
                level = default_level()
            out.append((self._name(name, "game/opponents"), level))
        if out != pairs:  # stored as cut: a huge value is read (slowly) only once
            self.opponents = out
        return out

    @opponents.setter
    def opponents(self, value: list[tuple[str, str]]) -> None:
        self._set("game/opponents", json.dumps([list(v) for v in value]))

    @property
    def player_name(self) -> str:
        """The human player's name ("" = the translated "You")."""
        stored = self._get("game/player_name", "", str)
        name = self._name(stored, "game/player_name")
        if name != stored:  # stored as cut: a huge value is read (slowly) only once
            self.player_name = name
        return name

    @player_name.setter
    def player_name(self, value: str) -> None:
        self._set("game/player_name", value)

    @property
    def tutorial_offered(self) -> bool:
        """Whether the tutorial was offered at a first start (offered once, "not now" kept)."""
        return self._get("tutorial/offered", False, bool)

    @tutorial_offered.setter
    def tutorial_offered(self, value: bool) -> None:
        self.settings.setValue("tutorial/offered", value)

    @property
    def tutorial_progress(self) -> dict[str, Any]:
        """The tutorial's progress as its plain dict (empty when none or unreadable)."""
        text = self._get("tutorial/progress", "", str)
        try:
            data = json.loads(text) if text else {}
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    @tutorial_progress.setter
    def tutorial_progress(self, value: dict[str, Any]) -> None:
        self.settings.setValue("tutorial/progress", json.dumps(value))

    def geometry(self) -> bytes | None:
        """The main window's saved geometry."""
        value = self.settings.value("window/geometry")
        if isinstance(value, QByteArray):
            return bytes(value.data())
        return None  # missing, or written by something else: the default size

    def set_geometry(self, value: bytes) -> None:
        """Remember the main window's geometry (as a QByteArray, readable by any Qt program)."""
        self._set("window/geometry", QByteArray(value))


def default_level() -> str:
    """The opponents' level when the player chose none: "normal" if it exists, else "basic"."""
    from ..ai.base import levels

    known = levels()
    for level in ("normal", "basic"):
        if level in known:
            return level
    return known[0]


def hint_level() -> str:
    """The strongest level available, used for hints."""
    from ..ai.base import levels

    known = levels()
    for level in ("expert", "normal", "basic"):
        if level in known:
            return level
    return known[0]
