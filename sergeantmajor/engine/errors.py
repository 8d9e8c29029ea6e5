"""Exceptions the engine raises."""

from __future__ import annotations


class RulesError(ValueError):
    """A contradictory or unknown setting of :class:`Rules`."""


class IllegalActionError(ValueError):
    """An action that the rules in force do not allow; the message names the rule broken."""

    def __init__(self, message: str, *, rule: str = "") -> None:
        super().__init__(message)
        self.rule = rule


class RecordError(ValueError):
    """A file or object that is not a valid match record; the message says what and where."""
