"""The player's statistics: a versioned JSON file in the data folder, fed by the controller.

:class:`StatisticsStore` owns the file (``statistics.json``): it reads it lazily (a demo run
never even opens it), writes it atomically after every change with the same writer as the
match records, and moves a damaged file aside (``statistics.damaged-<time>.json``) with a
reason for the player, as the autosave does. It is read by the game's one file reader
(:mod:`sergeantmajor.engine.files`: a regular file of at most :data:`MAX_FILE_BYTES`, depth and
numbers checked) and then sanitised: every count a whole number from 0 to :data:`MAX_COUNT`,
every score within :data:`MAX_POINTS`, every text short; anything else is a damaged file
(issue 25). A temporary file left by a write that a kill interrupted is removed on loading.

:class:`StatisticsRecorder` listens to the controller (``match_started`` and
``event_occurred``) and turns what happened into counts: per group — the rule preset (or
"custom") and the opponents' strength — matches played, won and abandoned, final points,
the best match, streaks, matches with undo, and the player's hands up / on target / down by
role (dealer, left of dealer, right of dealer, across in a four-player game).

The unfinished match is kept in the file too (``current``) so that a match resumed after a
restart goes on counting, and one replaced by a new match counts as abandoned even when the
replacement happens in a later run. A match is recognised by a fingerprint of its first
deal, so resuming the autosave or reopening a saved record is the same match, not a new one.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import Rules
from ..engine import events as ev
from ..engine.files import FileRefusedError, read_json, remove_stale_temp_files
from ..engine.record import save_record
from ..engine.view import SeatView
from . import storage
from .aside import KeptAside, keep_aside

log = logging.getLogger(__name__)

try:  # Python's own SHA-256 (the same digest): hashlib's maps OpenSSL, 3.4 MB of memory
    from _sha256 import sha256  # type: ignore[import-not-found]  # Python 3.11
except ImportError:  # pragma: no cover - other Pythons (3.12 calls it _sha2)
    from hashlib import sha256

FORMAT = "sergeant-major-statistics"
VERSION = 1
FILE_NAME = "statistics.json"
HISTORY_LIMIT = 1000  # matches kept for the charts (the counters keep everything)
ROLES = ("dealer", "left", "across", "right")
ENDS = ("won", "lost", "abandoned")
#: The largest statistics file read (1,000 matches of history are some 150 KB).
MAX_FILE_BYTES = 4 * 1024 * 1024
#: The largest count read back (a match a minute for 1,900 years); more is a damaged file.
MAX_COUNT = 10**9
#: The largest score, positive or negative, read back.
MAX_POINTS = 10**9
#: The longest text read back: a group key is "<preset>|<levels>", a time 19 characters.
MAX_TEXT = 100


def _count(value: Any, name: str, *, signed: bool = False) -> int:
    """``value`` if it is a whole number in range (a count, or with ``signed`` a score)."""
    low, high = (-MAX_POINTS, MAX_POINTS) if signed else (0, MAX_COUNT)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{name} is not a {'score' if signed else 'count'}: "
                         f"{str(value)[:20]!r}")
    return value


def _text(value: Any, name: str) -> str:
    """``value`` if it is a short text."""
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise ValueError(f"{name} is not a short text")
    return value


def statistics_path() -> Path:
    """The statistics file in the game's data folder."""
    return storage.data_dir() / FILE_NAME


def role_of(seat: int, dealer: int, players: int) -> str:
    """The seat's place relative to the dealer: play goes to the dealer's left first."""
    offset = (seat - dealer) % players
    if offset == 0:
        return "dealer"
    if offset == 1:
        return "left"
    return "right" if offset == players - 1 else "across"


#: The "strength" of the opponents at a table with friends: a row of its own.
FRIENDS = "friends"


def group_key(preset: str, strength: str) -> str:
    """The key of a (rules, opponents) group in the file."""
    return f"{preset}|{strength}"


def split_key(key: str) -> tuple[str, str]:
    """(preset, strength) of a group key."""
    preset, _, strength = key.partition("|")
    return preset, strength


def preset_of(rules: Rules) -> str:
    """The rule preset ``rules`` follow exactly, or "custom"."""
    data = rules.to_dict()
    return str(data["preset"]) if len(data) == 1 else "custom"


def strength_of(levels: list[str]) -> str:
    """The opponents' strength: their level, or the levels joined by "+" when mixed."""
    distinct = sorted(set(levels))
    return "+".join(distinct) if distinct else "none"


def fingerprint(record: dict[str, Any]) -> str:
    """What identifies a match whichever way it is reopened: rules, first dealer, first deal.

    ``record`` is the match record so far (RECORD.md).
    """
    hands = record.get("hands") or [{}]
    first = hands[0]
    text = json.dumps([record.get("rules"), record.get("first_dealer"),
                       [list(h) for h in first.get("deal", [])],
                       list(first.get("kitty", []))], sort_keys=True)
    digest: str = sha256(text.encode()).hexdigest()  # _sha256 has no type information
    return digest[:16]


def _role_counts() -> dict[str, int]:
    return {"hands": 0, "up": 0, "target": 0, "down": 0, "against_target": 0}


@dataclass
class GroupStats:
    """The counters of one (rules, opponents) group."""

    played: int = 0  # finished + abandoned
    won: int = 0
    abandoned: int = 0
    finished: int = 0
    points_sum: int = 0  # final points of finished matches
    best_points: int | None = None
    best_won: bool = False
    best_at: str = ""
    streak: int = 0
    longest_streak: int = 0
    with_undo: int = 0
    replays: int = 0  # matches where a deal was played again: kept out of every other count
    roles: dict[str, dict[str, int]] = field(default_factory=dict)

    @property
    def win_rate(self) -> float | None:
        """Won / played (an abandoned match counts as not won), or None before any match."""
        return self.won / self.played if self.played else None

    @property
    def average_points(self) -> float | None:
        """Average final points over finished matches."""
        return self.points_sum / self.finished if self.finished else None

    def role(self, name: str) -> dict[str, int]:
        """The hand counters of one role (created on first use)."""
        return self.roles.setdefault(name, _role_counts())

    def merge(self, other: GroupStats) -> None:
        """Add ``other``'s counts (for the "all" row); streaks take the longest."""
        for name in ("played", "won", "abandoned", "finished", "points_sum", "with_undo",
                     "replays"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        if other.best_points is not None and (self.best_points is None
                                              or other.best_points > self.best_points):
            self.best_points, self.best_won, self.best_at = (other.best_points, other.best_won,
                                                             other.best_at)
        self.longest_streak = max(self.longest_streak, other.longest_streak)
        for name, counts in other.roles.items():
            mine = self.role(name)
            for key, value in counts.items():
                mine[key] = mine.get(key, 0) + value

    def to_dict(self) -> dict[str, Any]:
        """The file form."""
        return {k: getattr(self, k) for k in self.__dataclass_fields__}

    @classmethod
    def from_dict(cls, data: Any) -> GroupStats:
        """Read a group back; unknown keys are ignored, a wrong type or a number out of range
        raises ValueError."""
        if not isinstance(data, dict):
            raise ValueError("a group is not an object")
        stats = cls()
        for name in ("played", "won", "abandoned", "finished", "points_sum", "streak",
                     "longest_streak", "with_undo", "replays"):
            # points can be below zero
            setattr(stats, name, _count(data.get(name, 0), name, signed=name == "points_sum"))
        best = data.get("best_points")
        stats.best_points = None if best is None else _count(best, "best_points", signed=True)
        stats.best_won = bool(data.get("best_won", False))
        stats.best_at = _text(data.get("best_at", ""), "best_at")
        roles = data.get("roles", {})
        if not isinstance(roles, dict):
            raise ValueError("roles is not an object")
        for name, counts in roles.items():
            if name not in ROLES or not isinstance(counts, dict):
                raise ValueError(f"unknown role {name[:20]!r}")
            role = stats.role(name)
            for key in role:
                role[key] = _count(counts.get(key, 0), f"roles.{name}.{key}",
                                   signed=key == "against_target")
        return stats


@dataclass
class MatchEntry:
    """One match in the history (for the charts)."""

    group: str
    end: str  # "won", "lost" or "abandoned"
    points: int
    undo: bool
    at: str


class StatisticsStore:
    """The statistics file: groups of counters, the match history, the unfinished match."""

    def __init__(self, path: Path | None = None) -> None:
        self._path = path
        self.groups: dict[str, GroupStats] = {}
        self.history: list[MatchEntry] = []
        self.current: dict[str, Any] | None = None
        self.loaded = False
        self.problem: KeptAside | None = None  # a damaged file was moved aside: tell the player
        self.read_only = False  # a demo run: read if asked, never write or move aside

    @property
    def path(self) -> Path:
        """The file (the data folder's, unless given)."""
        return self._path if self._path is not None else statistics_path()

    # ------------------------------------------------------------------ file
    def load(self) -> None:
        """Read the file once; a damaged one is moved aside and ``problem`` says why."""
        if self.loaded:
            return
        self.loaded = True
        path = self.path
        if not self.read_only:
            remove_stale_temp_files(path)  # a write a kill interrupted
        try:
            data = read_json(path, limit=MAX_FILE_BYTES)
            self._read(data)
        except FileRefusedError as exc:
            if exc.code == "missing":
                return  # the first start
            self._damaged(path, exc.code, str(exc))
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            self._damaged(path, "damaged", str(exc))

    def _damaged(self, path: Path, code: str, detail: str) -> None:
        self.groups, self.history, self.current = {}, [], None
        if self.read_only:
            log.warning("statistics file damaged (left as it is): %s", detail)
            return
        aside = keep_aside(path, "statistics", ".json")
        self.problem = KeptAside(code, detail, path, aside)
        log.warning("statistics file damaged (%s): %s; kept aside as %s", code, detail, aside)

    def _read(self, data: Any) -> None:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a statistics file")
        if data.get("version") != VERSION:
            raise ValueError(f"unknown statistics version {str(data.get('version'))[:20]!r}")
        groups = data.get("groups", {})
        if not isinstance(groups, dict):
            raise ValueError("groups is not an object")
        self.groups = {_text(k, "a group's name"): GroupStats.from_dict(v)
                       for k, v in groups.items()}
        history = data.get("history", [])
        if not isinstance(history, list):
            raise ValueError("history is not a list")
        self.history = [self._entry(h) for h in history[-HISTORY_LIMIT:]]
        self.current = self._current(data.get("current"))

    @staticmethod
    def _entry(data: Any) -> MatchEntry:
        if not isinstance(data, dict) or data.get("end") not in ENDS:
            raise ValueError("a match of the history is not readable")
        return MatchEntry(_text(data.get("group"), "history group"), str(data["end"]),
                          _count(data.get("points"), "history points", signed=True),
                          bool(data.get("undo", False)), _text(data.get("at", ""), "history at"))

    @staticmethod
    def _current(data: Any) -> dict[str, Any] | None:
        """The unfinished match, with only the fields the recorder writes."""
        if data is None:
            return None
        if not isinstance(data, dict):
            raise ValueError("the unfinished match is not readable")
        current = {"id": _text(data.get("id"), "current id"),
                   "group": _text(data.get("group"), "current group"),
                   "undo": bool(data.get("undo", False)),
                   "points": _count(data.get("points", 0), "current points", signed=True),
                   "next_hand": _count(data.get("next_hand", 0), "current next_hand"),
                   "started": _text(data.get("started", ""), "current started")}
        if data.get("replay"):
            current["replay"] = True
        return current

    def save(self) -> None:
        """Write the file atomically (OSError goes to the caller); nothing when read-only."""
        if self.read_only:
            return
        data = {
            "format": FORMAT,
            "version": VERSION,
            "groups": {k: g.to_dict() for k, g in sorted(self.groups.items())},
            "history": [vars(h) for h in self.history[-HISTORY_LIMIT:]],
            "current": self.current,
        }
        save_record(self.path, data)

    def reset(self) -> None:
        """Forget everything (the unfinished match stays unfinished, with no counts)."""
        self.load()
        self.groups, self.history = {}, []
        if self.current is not None:
            self.current["undo"] = False
        self.save()

    # ------------------------------------------------------------------ queries
    def group(self, key: str) -> GroupStats:
        """The counters of ``key`` (created on first use)."""
        return self.groups.setdefault(key, GroupStats())

    def total(self, keys: list[str] | None = None) -> GroupStats:
        """Every group (or ``keys``) added together."""
        out = GroupStats()
        for key, stats in self.groups.items():
            if keys is None or key in keys:
                out.merge(stats)
        return out

    def series(self, keys: list[str] | None = None) -> list[MatchEntry]:
        """The matches of the history, oldest first (all groups, or ``keys``)."""
        return [h for h in self.history if keys is None or h.group in keys]


class StatisticsRecorder:
    """Counts the player's matches and hands from the controller's events.

    ``enabled`` is False in demo runs: nothing is read or written then.
    """

    def __init__(self, store: StatisticsStore | None = None) -> None:
        self.store = store or StatisticsStore()
        self._enabled = True
        self.human: int | None = None
        self.players = 3
        self._dealer = 0
        self._targets: tuple[int, ...] = ()
        self.failed: str | None = None  # the last write error, for the window to show
        self._friends: dict[str, Any] | None = None  # a match at a table with friends

    @property
    def enabled(self) -> bool:
        """False in demo runs: nothing counted, the file never written."""
        return self._enabled

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self._enabled = on
        self.store.read_only = not on

    # ------------------------------------------------------------------ feeding
    def match_started(self, view: SeatView | None, record: dict[str, Any] | None,
                      seats: list[Any], human: int | None, resumed: bool, *,
                      friends: str | None = None) -> None:
        """A new or resumed match: close the unfinished one, start counting this one.

        ``view`` is the player's view at the start, ``record`` the match record so far. A
        match at a table with friends has no record here (the server holds it): ``friends``
        names it instead (its table and seat), and it is counted in a row of its own.
        """
        self.human = human
        if not self.enabled or view is None or (record is None and friends is None):
            return  # a demo, or a lesson (the player's own match waits in its save)
        store = self.store
        store.load()
        if human is None:  # computer players only (an opened record): the player's is over
            if store.current is not None:
                self._end(store.current, "abandoned", int(store.current.get("points", 0)))
                store.current = None
                self._save()
            return
        self.players = view.rules.players
        self._dealer, self._targets = view.dealer, tuple(view.targets)
        if friends is not None:
            # Counted beside the player's own match, which stays unfinished meanwhile (it
            # comes back when they leave the table); a table left early is not kept.
            self._friends = self._entry(f"friends:{friends}", view, seats, human, FRIENDS)
            return
        self._friends = None
        assert record is not None
        print_ = fingerprint(record)
        current = store.current
        if current is not None and current.get("id") == print_ and resumed:
            return  # the same match again (the autosave, or its record reopened)
        if current is not None:
            self._end(current, "abandoned", int(current.get("points", 0)))
        levels = [s.level for i, s in enumerate(seats) if i != human and s.level]
        store.current = self._entry(print_, view, seats, human, strength_of(levels))
        self._save()

    @staticmethod
    def _entry(print_: str, view: SeatView, seats: list[Any], human: int,
               strength: str) -> dict[str, Any]:
        """The unfinished match's entry: its id, group and what is counted of it so far."""
        return {
            "id": print_,
            "group": group_key(preset_of(view.rules), strength),
            "undo": False,
            "points": view.totals[human],
            "next_hand": view.hand_index,  # hands before it are counted already
            "started": time.strftime("%Y-%m-%dT%H:%M:%S"),
        }

    def _current(self) -> dict[str, Any] | None:
        """The match being counted: the table with friends, else the player's own."""
        return self._friends if self._friends is not None else self.store.current

    def event(self, event: object) -> None:
        """One (redacted) engine event from the controller."""
        if not self.enabled or self.human is None:
            return
        if isinstance(event, ev.HandStarted):
            self._dealer, self._targets = event.dealer, tuple(event.targets)
        elif isinstance(event, ev.TargetsAssigned):
            self._targets = tuple(event.targets)
        elif isinstance(event, ev.HandScored):
            self._hand_scored(event)
        elif isinstance(event, ev.MatchOver):
            self._match_over(event)

    def mark_undo(self) -> None:
        """The player took a move back in the current match (the undo feature sets this)."""
        current = self.store.current if self.enabled else None
        if current is not None:
            current["undo"] = True
            self._save()

    def mark_replay(self) -> None:
        """A deal of the current match is being played again ("Play this deal again"): the
        match ends up counted only as a replay, never in the wins, win rate or streaks."""
        current = self.store.current if self.enabled else None
        if current is not None:
            current["replay"] = True
            self._save()

    # ------------------------------------------------------------------ counting
    def _hand_scored(self, event: ev.HandScored) -> None:
        store, human = self.store, self.human
        current = self._current()
        if current is None or human is None or not self._targets:
            return
        if event.hand < int(current.get("next_hand", 0)):
            return  # an earlier save of this match reopened: its hands are counted already
        current["next_hand"] = event.hand + 1
        role = store.group(current["group"]).role(role_of(human, self._dealer, self.players))
        tricks, target = event.tricks[human], self._targets[human]
        role["hands"] += 1
        role["up" if tricks > target else "down" if tricks < target else "target"] += 1
        role["against_target"] += tricks - target
        current["points"] = event.totals[human]
        self._save()

    def _match_over(self, event: ev.MatchOver) -> None:
        current = self._current()
        if current is None or self.human is None:
            return
        self._end(current, "won" if event.winner == self.human else "lost",
                  event.totals[self.human])
        if current is self._friends:
            self._friends = None
        else:
            self.store.current = None
        self._save()

    def _end(self, current: dict[str, Any], end: str, points: int) -> None:
        store = self.store
        key = str(current.get("group", "custom|none"))
        stats = store.group(key)
        if current.get("replay"):  # a deal played again proves nothing: not a win, not played
            stats.replays += 1
            return
        stats.played += 1
        at = time.strftime("%Y-%m-%dT%H:%M:%S")
        if end == "abandoned":
            stats.abandoned += 1
            stats.streak = 0
        else:
            stats.finished += 1
            stats.points_sum += points
            if stats.best_points is None or points > stats.best_points:
                stats.best_points, stats.best_won, stats.best_at = points, end == "won", at
            if end == "won":
                stats.won += 1
                stats.streak += 1
                stats.longest_streak = max(stats.longest_streak, stats.streak)
            else:
                stats.streak = 0
        if current.get("undo"):
            stats.with_undo += 1
        store.history.append(MatchEntry(key, end, points, bool(current.get("undo")), at))

    def _save(self) -> None:
        try:
            self.store.save()
            self.failed = None
        except OSError as exc:
            log.error("statistics could not be saved: %s", exc)
            self.failed = str(exc)
