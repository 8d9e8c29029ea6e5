"""Exceptions the engine raises."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class RulesError(ValueError):
    """A contradictory or unknown setting of :class:`Rules`.

    ``str()`` is the English sentence. ``code`` names the problem for a program that words it
    itself (the GUI translates it): ``unknown-preset``, ``unknown-setting``, ``not-an-object``,
    ``wrong-type``, ``not-a-choice``, ``too-small``, ``too-large`` (``allowed``: the largest),
    ``players-kitty``, ``targets-players``,
    ``hands-over-limit``, ``set-syntax`` (a ``--set`` that is not NAME=VALUE),
    ``seats-players``. ``settings`` holds the settings involved, by their record names, with
    plain values (``{"targets": "8-5-3", "players": 4}``); ``allowed`` the values that would
    do, where there is a short list.
    """

    def __init__(self, message: str, *, code: str = "invalid",
                 settings: Mapping[str, Any] | None = None,
                 allowed: tuple[Any, ...] = ()) -> None:
        super().__init__(message)
        self.code = code
        self.settings: dict[str, Any] = dict(settings or {})
        self.allowed = allowed


class IllegalActionError(ValueError):
    """An action that the rules in force do not allow; the message names the rule broken."""

    def __init__(self, message: str, *, rule: str = "") -> None:
        super().__init__(message)
        self.rule = rule


class RecordError(ValueError):
    """A file or object that is not a valid match record; the message says what and where.

    ``code`` sorts the problem for a program that words it itself. The file reader's
    (:mod:`.files`): ``missing``, ``is-a-folder``, ``not-a-file`` (a pipe, a device),
    ``too-large``, ``path-too-long``, ``unreadable`` (the file cannot be read), ``too-deep``
    (JSON nested too deeply), ``bad-number`` (a number out of range, or not finite); then
    ``not-a-record`` (not JSON, or not this game's format), ``version`` (a newer record
    version), ``rules`` (its rules are refused), ``no-player`` (a saved match with no seat for
    the player), ``name-too-long`` (a name over 40 characters) or ``invalid`` (anything else:
    a damaged or incomplete record).
    """

    def __init__(self, message: str, *, code: str = "invalid") -> None:
        super().__init__(message)
        self.code = code
