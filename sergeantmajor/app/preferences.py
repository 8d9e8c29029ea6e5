"""The player's preferences (speed, rules, names, window geometry, ...) in ``QSettings``.

A settings file that is not text, not a regular file (a folder, a named pipe: Qt would block
reading it) or larger than :data:`MAX_SETTINGS_BYTES` is kept aside before Qt reads it (Qt
would silently overwrite it), and a value of the wrong shape falls back to its default with
one log line. The JSON values (rules, opponents, the tutorial's progress, the recent files)
are read by the game's one file reader, :func:`sergeantmajor.engine.files.parse_json`: at most
:data:`MAX_VALUE_CHARS` long, depth and numbers checked (issue 25).

The window's first frame reads its preferences, so this module imports only Qt's settings;
``json``, the engine and the bots load when a value that needs them is first read (issue 15).
"""

from __future__ import annotations

import logging
import os
import stat
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

if TYPE_CHECKING:
    from ..engine import Rules

_T = TypeVar("_T")  # the type a stored value is read as

log = logging.getLogger(__name__)

#: The largest settings file read (the game's own is a few KB); a larger one is kept aside.
MAX_SETTINGS_BYTES = 1024 * 1024
#: The longest JSON text of one setting (a recent list of 8 paths is about 2,000 characters).
MAX_VALUE_CHARS = 64 * 1024
#: Tables with friends whose seat tokens are kept (the oldest is forgotten first).
KEPT_SEATS = 20
#: The deepest JSON of a setting (the rules and the tutorial's progress go 3 deep).
MAX_VALUE_DEPTH = 8


def user_settings_path() -> Path | None:
    """Where ``QSettings()`` keeps this user's settings file, when it is a file (``None`` on
    macOS and Windows, whose native settings are Qt's own business).

    Asked of Qt without reading that file: the path of a sibling that does not exist, so that
    a folder set with ``QSettings.setPath`` counts as Qt counts it.
    """
    if sys.platform in ("darwin", "win32"):
        return None
    org = QCoreApplication.organizationName()
    app = QCoreApplication.applicationName()
    if not org:
        return None
    probe = QSettings(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, org,
                      f"{app or org}.sergeantmajor-probe")
    name = probe.fileName()
    if not name.endswith(".sergeantmajor-probe.conf"):
        return None
    return Path(name[: -len(".sergeantmajor-probe.conf")] + ".conf")


def _unsafe_to_read(path: Path) -> str | None:
    """Why Qt must not read the settings file ``path`` (``None``: it may, or it is missing)."""
    try:
        info = os.stat(path)
    except OSError:
        return None  # missing (first start) or not ours to look into: Qt finds nothing either
    if not stat.S_ISREG(info.st_mode):
        return "it is not an ordinary file"  # a FIFO would block Qt's reading for ever
    if info.st_size > MAX_SETTINGS_BYTES:
        return f"it is larger than {MAX_SETTINGS_BYTES // 1024} KB"
    return None


def open_user_settings(read_only: bool = False) -> tuple[QSettings, Path | None]:
    """This user's ``QSettings``, and where a settings file Qt must not read was kept aside.

    Checked before Qt opens it: a folder or a named pipe in its place (Qt blocks for ever on
    a FIFO) or a file over :data:`MAX_SETTINGS_BYTES` is renamed aside and the game starts
    with default settings. A demo (``read_only``) moves nothing and reads no such file.
    """
    path = user_settings_path()
    why = _unsafe_to_read(path) if path is not None else None
    if path is None or why is None:
        return QSettings(), None
    if read_only:
        log.warning("the settings file %s is not read: %s", path, why)
        empty = Path(tempfile.gettempdir()) / f"sergeantmajor-none-{os.getpid()}.conf"
        return QSettings(str(empty), QSettings.Format.IniFormat), None  # never written
    from .aside import keep_aside  # only for a damaged file (dataclasses: after the first frame)

    aside = keep_aside(path, path.stem, path.suffix)
    log.warning("the settings file %s was kept aside as %s: %s", path, aside, why)
    if aside is None:  # it stays: better no settings than a window that never opens
        empty = Path(tempfile.gettempdir()) / f"sergeantmajor-none-{os.getpid()}.conf"
        return QSettings(str(empty), QSettings.Format.IniFormat), None
    return QSettings(), aside


def set_aside_damaged_settings(settings: QSettings) -> Path | None:
    """Keep a settings file that is not text, not an ordinary file or too large aside (Qt
    would silently overwrite it).

    Returns where it went, ``None`` when the file is fine, missing, or not a file of ours.
    """
    from ..engine.files import FileRefusedError, read_bytes

    name = settings.fileName()
    if not (settings.format() == QSettings.Format.IniFormat or name.endswith((".conf", ".ini"))):
        return None  # the registry or a property list: Qt's own business
    path = Path(name)
    try:
        raw = read_bytes(path, MAX_SETTINGS_BYTES)
        damaged = b"\0" in raw or settings.status() != QSettings.Status.NoError
        raw.decode("utf-8")
    except FileRefusedError as exc:
        if exc.code in ("missing", "unreadable", "path-too-long"):
            return None  # missing (first start) or unreadable: nothing to keep
        damaged = True  # a folder, a pipe, a device, a huge file
    except UnicodeDecodeError:
        damaged = True
    if not damaged:
        return None
    from .aside import keep_aside  # only for a damaged file (dataclasses: after the first frame)

    aside = keep_aside(path, path.stem, path.suffix)
    settings.sync()  # forget what was read from the junk: defaults from now on
    log.warning("the settings file %s was damaged; kept aside as %s", path, aside)
    return aside


class Preferences:
    """The player's choices that outlive the window: one ``QSettings`` behind typed fields."""

    def __init__(self, settings: QSettings | None = None, *, read_only: bool = False,
                 kept_aside: Path | None = None) -> None:
        """The preferences in ``settings`` (this user's, checked first, when ``None``);
        ``kept_aside``: where :func:`open_user_settings` put a file Qt must not read."""
        aside = kept_aside
        if settings is None:
            settings, aside = open_user_settings(read_only)
        self.settings = settings
        self.read_only = read_only  # a demo run reads the player's choices but never writes
        #: Where a damaged settings file was kept (the window tells the player), else None.
        #: A demo leaves even a damaged file where it is.
        self.damaged_aside = aside if aside is not None or read_only else (
            set_aside_damaged_settings(self.settings))
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
            from .aside import shorten

            self._logged.add(key)
            log.warning("settings: %s has a wrong value %s; using %s", key,
                        shorten(repr(value), 60), instead)

    def _get(self, key: str, default: _T, kind: type[_T]) -> _T:
        value = self.settings.value(key, default)
        read: object = None
        if kind is bool:
            if isinstance(value, bool) or str(value).lower() in ("true", "false"):
                read = value if isinstance(value, bool) else str(value).lower() == "true"
        elif isinstance(value, (str, int, float)) and not isinstance(value, bool):
            try:
                read = kind(value)  # type: ignore[call-arg]  # str, int or float of a value
            except (TypeError, ValueError):
                pass
        if isinstance(read, kind):
            return read
        self._wrong(key, value)
        return default

    def json_value(self, key: str, default: Any) -> Any:
        """The JSON value stored as text under ``key``, read by the game's file reader
        (length, depth and numbers checked); ``default`` when missing or refused."""
        from ..engine.files import FileRefusedError, parse_json

        text = self._get(key, "", str)
        if not text:
            return default
        if len(text) > MAX_VALUE_CHARS:
            self._wrong(key, text[:60])
            return default
        try:
            return parse_json(text, max_depth=MAX_VALUE_DEPTH)
        except FileRefusedError as exc:
            self._wrong(key, f"{text[:40]} ({exc})")
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

        data = self.json_value("game/rules", None)
        try:
            return Rules.from_dict(data) if data is not None else Rules.preset("rulebook")
        except (ValueError, RulesError, TypeError):
            self._wrong("game/rules", data)
            return Rules.preset("rulebook")

    @rules.setter
    def rules(self, rules: Rules) -> None:
        import json

        self._set("game/rules", json.dumps(rules.to_dict()))

    @property
    def opponents(self) -> list[tuple[str, str]]:
        """(name, level) of each computer player, from the last new game."""
        from ..ai.base import is_player_level

        data = self.json_value("game/opponents", [])
        if not (isinstance(data, list) and all(
                isinstance(p, list) and len(p) == 2 and all(isinstance(x, str) for x in p)
                for p in data)):
            self._wrong("game/opponents", data)
            return []
        pairs = [(str(n), str(lv)) for n, lv in data]
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
        import json

        self._set("game/opponents", json.dumps([list(v) for v in value]))

    def table_opponents(self) -> list[tuple[str, str]]:
        """The three computer players a new match seats: the saved ones, and for any seat not
        saved a default name (in the language in force) at the default level."""
        from . import words

        saved = self.opponents
        defaults = words.default_names()
        return [saved[i] if i < len(saved) else (defaults[i + 1], default_level())
                for i in range(3)]

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
        self._set("tutorial/offered", value)

    @property
    def tutorial_progress(self) -> dict[str, Any]:
        """The tutorial's progress as its plain dict (empty when none or unreadable)."""
        data = self.json_value("tutorial/progress", {})
        if not isinstance(data, dict):
            self._wrong("tutorial/progress", data)
            return {}
        return data

    @tutorial_progress.setter
    def tutorial_progress(self, value: dict[str, Any]) -> None:
        import json

        self._set("tutorial/progress", json.dumps(value))

    @property
    def friends_table(self) -> tuple[str, str] | None:
        """The table with friends this player sits at (invite, seat token), to rejoin after a
        restart; ``None`` when there is none (or the value is not one)."""
        invite = self._get("friends/invite", "", str)
        token = self._get("friends/token", "", str)
        if 0 < len(invite) <= 400 and 0 < len(token) <= 100:
            return invite, token
        return None

    @friends_table.setter
    def friends_table(self, value: tuple[str, str] | None) -> None:
        invite, token = value if value is not None else ("", "")
        self._set("friends/invite", invite)
        self._set("friends/token", token)

    @property
    def friends_port(self) -> int:
        """The port the last table this player hosted was served on."""
        port = self._get("friends/port", 8358, int)
        return port if 1024 <= port <= 65535 else 8358

    @friends_port.setter
    def friends_port(self, value: int) -> None:
        self._set("friends/port", value)

    @property
    def friends_seats(self) -> dict[str, str]:
        """The seat tokens this player holds at tables with friends, by table id (the last
        :data:`KEPT_SEATS`): coming back with a table's invite resumes its seat."""
        data = self.json_value("friends/seats", {})
        if not isinstance(data, dict):
            self._wrong("friends/seats", data)
            return {}
        return {str(k)[:60]: v for k, v in data.items() if isinstance(v, str) and len(v) <= 100}

    @friends_seats.setter
    def friends_seats(self, value: dict[str, str]) -> None:
        import json

        kept = list(value.items())[-KEPT_SEATS:]
        self._set("friends/seats", json.dumps(dict(kept)))

    @property
    def friends_hosting(self) -> dict[str, Any]:
        """The table this player hosts from the game (its server's folder, process, port,
        table and secrets), or ``{}``."""
        data = self.json_value("friends/hosting", {})
        return data if isinstance(data, dict) else {}

    @friends_hosting.setter
    def friends_hosting(self, value: dict[str, Any]) -> None:
        import json

        self._set("friends/hosting", json.dumps(value) if value else "")

    @property
    def friends_bind(self) -> str:
        """Where a hosted table listens: ``"network"`` (this computer's networks) or
        ``"here"`` (this computer only)."""
        bind = self._get("friends/listen", "network", str)
        return bind if bind in ("network", "here") else "network"

    @friends_bind.setter
    def friends_bind(self, value: str) -> None:
        self._set("friends/listen", value)

    @property
    def friends_servers(self) -> list[str]:
        """The table servers this player hosted tables on, the last first (at most
        :data:`KEPT_SERVERS`)."""
        data = self.json_value("friends/servers", [])
        if not isinstance(data, list):
            self._wrong("friends/servers", data)
            return []
        return [s for s in data if isinstance(s, str) and 0 < len(s) <= 200][:KEPT_SERVERS]

    def remember_server(self, url: str) -> None:
        """``url`` hosted a table: offer it first next time."""
        import json

        kept = [url, *(s for s in self.friends_servers if s != url)][:KEPT_SERVERS]
        self._set("friends/servers", json.dumps(kept))

    def geometry(self) -> bytes | None:
        """The main window's saved geometry."""
        value = self.settings.value("window/geometry")
        if isinstance(value, QByteArray):
            return bytes(value.data())
        return None  # missing, or written by something else: the default size

    def set_geometry(self, value: bytes) -> None:
        """Remember the main window's geometry (as a QByteArray, readable by any Qt program)."""
        self._set("window/geometry", QByteArray(value))


#: Table servers remembered for the Host dialog.
KEPT_SERVERS = 8


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
