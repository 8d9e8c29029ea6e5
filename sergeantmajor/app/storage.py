"""Where the game keeps its files: the autosaved match and the player's preferences.

The autosave is a match record (RECORD.md) in the user's data folder (QStandardPaths
``AppDataLocation``; the environment variable ``SERGEANTMAJOR_DATA_DIR`` overrides it for
tests and portable installs). A save that cannot be read or replayed is moved aside under a
new name, never overwritten, and the caller gets the message to show the player.
Preferences (speed, rules, names, window geometry) live in ``QSettings``.
"""

from __future__ import annotations

import json
import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from ..engine import Match, RecordError, Rules, RulesError
from ..engine.record import load_record, record_of, replay, save_record

log = logging.getLogger(__name__)

AUTOSAVE_NAME = "autosave.json"


def data_dir() -> Path:
    """The folder of the game's own files (created on first use)."""
    override = os.environ.get("SERGEANTMAJOR_DATA_DIR")
    if override:
        path = Path(override)
    else:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        path = Path(location or Path.home() / ".sergeantmajor")
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    """The file of the autosaved match."""
    return data_dir() / AUTOSAVE_NAME


@dataclass
class Resumable:
    """An unfinished match read back from the autosave."""

    match: Match
    players: list[dict[str, str]]


def write_autosave(match: Match, players: list[dict[str, str]]) -> None:
    """Save ``match`` (atomically); a finished match removes the autosave instead."""
    path = autosave_path()
    if match.is_terminal():
        path.unlink(missing_ok=True)
        return
    save_record(path, record_of(match, players))


def discard_autosave() -> None:
    """Forget the autosave (the player declined to resume, or started a new match)."""
    autosave_path().unlink(missing_ok=True)


def read_autosave() -> tuple[Resumable | None, str | None]:
    """The unfinished match of the autosave, if any, and a problem to tell the player.

    A damaged file is renamed ``autosave.damaged-<time>.json`` (kept for the player or a bug
    report) and the reason comes back as the second item.
    """
    path = autosave_path()
    if not path.exists():
        return None, None
    try:
        record = load_record(path)
        match = replay(record)
    except (RecordError, RulesError, ValueError) as exc:
        aside = path.with_name(f"autosave.damaged-{time.strftime('%Y%m%d-%H%M%S')}.json")
        n = 1
        while aside.exists():  # never overwrite an earlier damaged save
            n += 1
            aside = path.with_name(f"autosave.damaged-{time.strftime('%Y%m%d-%H%M%S')}-{n}.json")
        try:
            path.rename(aside)
        except OSError as move_error:
            log.error("cannot move the damaged autosave aside: %s", move_error)
        log.warning("damaged autosave kept aside as %s: %s", aside, exc)
        from .words import record_error_text  # the reason in the player's language

        return None, f"{record_error_text(exc)} ({aside})"
    if match.is_terminal():
        path.unlink(missing_ok=True)
        return None, None
    players = [dict(p) for p in record["players"]]
    return Resumable(match, players), None


class Preferences:
    """The player's choices that outlive the window: one ``QSettings`` behind typed fields."""

    def __init__(self, settings: QSettings | None = None, *, read_only: bool = False) -> None:
        self.settings = settings if settings is not None else QSettings()
        self.read_only = read_only  # a demo run reads the player's choices but never writes

    def _set(self, key: str, value: Any) -> None:
        if not self.read_only:
            self.settings.setValue(key, value)

    def value(self, key: str, default: Any = None) -> Any:
        """A setting that has no typed field here (a feature's own key)."""
        return self.settings.value(key, default)

    def set_value(self, key: str, value: Any) -> None:
        """Store a feature's own setting (skipped when read-only)."""
        self._set(key, value)

    def _get(self, key: str, default: Any, kind: type) -> Any:
        value = self.settings.value(key, default)
        try:
            if kind is bool:
                return value if isinstance(value, bool) else str(value).lower() == "true"
            return kind(value)
        except (TypeError, ValueError):
            return default

    @property
    def speed(self) -> str:
        """Animation speed: "off", "fast", "normal", "slow"."""
        value = self._get("table/speed", "normal", str)
        return value if value in ("off", "fast", "normal", "slow") else "normal"

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
        text = self._get("game/rules", "", str)
        try:
            return Rules.from_dict(json.loads(text)) if text else Rules.preset("rulebook")
        except (ValueError, RulesError):
            return Rules.preset("rulebook")

    @rules.setter
    def rules(self, rules: Rules) -> None:
        self._set("game/rules", json.dumps(rules.to_dict()))

    @property
    def opponents(self) -> list[tuple[str, str]]:
        """(name, level) of each computer player, from the last new game."""
        text = self._get("game/opponents", "", str)
        try:
            data = json.loads(text) if text else []
            return [(str(n), str(lv)) for n, lv in data]
        except (ValueError, TypeError):
            return []

    @opponents.setter
    def opponents(self, value: list[tuple[str, str]]) -> None:
        self._set("game/opponents", json.dumps([list(v) for v in value]))

    @property
    def player_name(self) -> str:
        """The human player's name ("" = the translated "You")."""
        return self._get("game/player_name", "", str)

    @player_name.setter
    def player_name(self, value: str) -> None:
        self._set("game/player_name", value)

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
