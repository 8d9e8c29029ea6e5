"""Hostile files for every file the game reads (issue 25), shared by the tests and the campaign.

:func:`make` puts one hostile *kind* in place for one *target*:

targets
    ``statistics`` and ``autosave`` (files of the data folder), ``settings-file`` (the settings
    file itself), ``rules``, ``opponents``, ``tutorial`` and ``recent`` (values inside the
    settings), ``match-file`` (a record opened, dropped, reviewed or named on the command line).
kinds
    ``deep`` (JSON nested 100,000 deep), ``huge`` (numbers of hundreds of digits), ``nonfinite``
    (``Infinity``, ``NaN``), ``wrongtype`` (a list where an object belongs, text for a number),
    ``big`` (1 MB over the game's largest read limit), ``fifo`` (a named pipe), ``directory``,
    ``longname`` (names longer than the file system or the game allows).

Only what a kind means for a target is built: a settings value is never a FIFO, but a recent
file's entry may name one. The files are plausible around their one defect (the right format
name and version), so the check that catches them is the one meant, not the first field.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sergeantmajor.engine.files import MAX_FILE_BYTES

KINDS = ("deep", "huge", "nonfinite", "wrongtype", "big", "fifo", "directory", "longname")
DEPTH = 100_000
#: Larger than any file or value the game agrees to read (its largest limit: 16 MB files; the
#: settings file 1 MB, a value 64 K characters). It was 50 MB: every "big" case then spent
#: three times as long writing the file and Qt's settings as the game spent refusing it.
BIG = MAX_FILE_BYTES + 1024 * 1024
HUGE = int("9" * 400)  # 400 digits: past a float (1.8e308), under Python's 4,300-digit limit

#: For each target, the kinds that mean something for it.
TARGETS: dict[str, tuple[str, ...]] = {
    "statistics": KINDS,
    "autosave": KINDS,
    "match-file": KINDS,
    "settings-file": ("big", "fifo", "directory"),
    "rules": ("deep", "huge", "nonfinite", "wrongtype", "big", "longname"),
    "opponents": ("deep", "huge", "nonfinite", "wrongtype", "big", "longname"),
    "tutorial": ("deep", "huge", "nonfinite", "wrongtype", "big", "longname"),
    "recent": KINDS,
}
#: Setting keys of the value targets.
KEYS = {"rules": "game/rules", "opponents": "game/opponents", "tutorial": "tutorial/progress",
        "recent": "files/recent"}


@dataclass
class Hostile:
    """One hostile thing in place: the file (or the file a value names) and a setting value."""

    target: str
    kind: str
    path: Path | None = None  # the hostile file (None: a settings value only)
    value: str | None = None  # for the value targets: the text stored under KEYS[target]


def _with(text_of: dict[str, Any], placeholder: str, replacement: str) -> str:
    """``text_of`` as JSON with the string ``placeholder`` replaced by raw JSON text."""
    return json.dumps(text_of).replace(json.dumps(placeholder), replacement, 1)


def _nested() -> str:
    return "[" * DEPTH + "]" * DEPTH


def statistics_text(kind: str) -> str:
    """A statistics file with one defect of ``kind``."""
    group = {"played": 2, "won": 1, "abandoned": 0, "finished": 2, "points_sum": 7,
             "best_points": 10, "best_won": True, "best_at": "2026-01-01T10:00:00",
             "streak": 1, "longest_streak": 1, "with_undo": 0, "replays": 0,
             "roles": {"dealer": {"hands": 3, "up": 1, "target": 1, "down": 1,
                                  "against_target": 0}}}
    data: dict[str, Any] = {
        "format": "sergeant-major-statistics", "version": 1,
        "groups": {"rulebook|normal": group},
        "history": [{"group": "rulebook|normal", "end": "won", "points": 10, "undo": False,
                     "at": "2026-01-01T10:00:00"},
                    {"group": "rulebook|normal", "end": "lost", "points": -3, "undo": False,
                     "at": "2026-01-02T10:00:00"}],
        "current": None,
    }
    if kind == "deep":
        data["history"] = "@@"
        return _with(data, "@@", _nested())
    if kind == "huge":
        group["points_sum"] = HUGE
        group["roles"]["dealer"]["hands"] = HUGE
        data["history"][0]["points"] = HUGE
        return json.dumps(data)
    if kind == "nonfinite":
        group["points_sum"] = "@@"
        text = _with(data, "@@", "Infinity")
        return text.replace('"points": 10', '"points": NaN', 1)
    if kind == "wrongtype":
        group["roles"] = {"dealer": [1, 2, 3]}
        data["history"] = ["won", 10]
        return json.dumps(data)
    if kind == "big":
        group["best_at"] = "x" * BIG
        return json.dumps(data)
    if kind == "longname":
        data["groups"] = {"n" * 100_000 + "|normal": group}
        group["best_at"] = "t" * 100_000
        return json.dumps(data)
    raise ValueError(kind)


def record_data() -> dict[str, Any]:
    """A valid record of an unfinished match (the first deal), with a seat for the player."""
    from sergeantmajor.engine import Match, Rules
    from sergeantmajor.engine.record import record_of

    return record_of(Match(Rules(), 7), [{"name": "Me", "kind": "human"},
                                         {"name": "Ana", "kind": "bot:basic"},
                                         {"name": "Boris", "kind": "bot:basic"}])


def record_text(kind: str) -> str:
    """A match record with one defect of ``kind``."""
    data = record_data()
    if kind == "deep":
        data["rules"] = {"preset": "@@"}
        return _with(data, "@@", _nested())
    if kind == "huge":
        data["first_dealer"] = HUGE
        data["hands"][0]["dealer"] = HUGE
        return json.dumps(data)
    if kind == "nonfinite":
        data["first_dealer"] = "@@"
        return _with(data, "@@", "Infinity")
    if kind == "wrongtype":
        data["players"] = "everyone"
        data["hands"] = {"1": "AS"}
        return json.dumps(data)
    if kind == "big":
        data["players"][1]["name"] = "N" * BIG
        return json.dumps(data)
    if kind == "longname":
        data["players"][1]["name"] = "N" * 100_000
        return json.dumps(data)
    raise ValueError(kind)


def value_text(target: str, kind: str, folder: Path) -> str:
    """A settings value of ``target`` (rules, opponents, tutorial, recent) with a defect."""
    if kind == "deep":
        return _nested()
    if kind == "big":
        return json.dumps(["x" * BIG])
    plain: dict[str, dict[str, str]] = {
        "rules": {"huge": json.dumps({"preset": "rulebook", "target_points": HUGE}),
                  "nonfinite": '{"preset": "rulebook", "target_points": Infinity}',
                  "wrongtype": json.dumps([["preset", "rulebook"]]),
                  "longname": json.dumps({"preset": "r" * 100_000})},
        "opponents": {"huge": json.dumps([[HUGE, "normal"], ["Boris", "normal"]]),
                      "nonfinite": '[[NaN, "normal"], ["Boris", Infinity]]',
                      "wrongtype": json.dumps({"Ana": "normal"}),
                      "longname": json.dumps([["A" * 100_000, "normal"], ["B", "normal"]])},
        "tutorial": {"huge": json.dumps({"finished": [], "position": {
                         "lesson": "first-tricks", "scene": HUGE, "step": HUGE}}),
                     "nonfinite": '{"finished": [], "position": {"lesson": "first-tricks", '
                                  '"scene": Infinity, "step": NaN}}',
                     "wrongtype": json.dumps({"finished": 5, "position": ["x"]}),
                     "longname": json.dumps({"finished": ["l" * 100_000]})},
        "recent": {"huge": json.dumps([HUGE]),
                   "nonfinite": "[Infinity, NaN]",
                   "wrongtype": json.dumps({"path": "x"}),
                   "longname": json.dumps([str(folder / ("x" * 300 + ".json")),
                                           "/" + "y" * 5000])},
    }
    if target == "recent" and kind in ("fifo", "directory"):
        return json.dumps([str(folder / f"hostile-{kind}.json")])
    return plain[target][kind]


def make(target: str, kind: str, folder: Path, data: Path) -> Hostile:
    """Put the hostile ``kind`` of ``target`` in place (``data``: the game's data folder;
    ``folder``: where a match file or a recent file's entry goes)."""
    if kind not in TARGETS[target]:
        raise ValueError(f"{kind} means nothing for {target}")
    folder.mkdir(parents=True, exist_ok=True)
    data.mkdir(parents=True, exist_ok=True)
    if target in KEYS:
        hostile = Hostile(target, kind, value=value_text(target, kind, folder))
        if target == "recent" and kind in ("fifo", "directory"):
            hostile.path = folder / f"hostile-{kind}.json"
            _special(hostile.path, kind)
        return hostile
    if target == "settings-file":
        return Hostile(target, kind)  # its path is known only to the settings: see place_settings
    path = {"statistics": data / "statistics.json", "autosave": data / "autosave.json",
            "match-file": folder / "hostile.json"}[target]
    if target == "match-file" and kind == "longname":
        path = folder / ("m" * 300 + ".json")  # longer than any file system's name limit
        return Hostile(target, kind, path)
    if kind in ("fifo", "directory"):
        _special(path, kind)
    else:
        text = statistics_text(kind) if target == "statistics" else record_text(kind)
        path.write_text(text, encoding="utf-8")
    return Hostile(target, kind, path)


def place_settings(hostile: Hostile, settings_path: Path) -> None:
    """Make the settings file ``settings_path`` itself hostile (target ``settings-file``)."""
    settings_path.parent.mkdir(parents=True, exist_ok=True)
    if hostile.kind == "big":
        line = "[game]\nplayer_name=" + "z" * 1000 + "\n"
        with open(settings_path, "w", encoding="utf-8") as handle:
            for _ in range(BIG // len(line) + 1):
                handle.write(line)
    else:
        _special(settings_path, hostile.kind)
    hostile.path = settings_path


def _special(path: Path, kind: str) -> None:
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()
