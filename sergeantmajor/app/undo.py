"""Undo and redo of the player's decisions within the current hand (no Qt).

Before each of the player's decisions the controller hands the match to :meth:`record`, which
keeps a copy of it (a *decision point*); every action applied after it, the player's own and
the computer players' replies, is noted on that point. :meth:`undo` gives back the match as it
was at the player's latest decision point, so one step takes back the player's last decision
and everything the computer players did after it. The taken-back actions go on a redo stack;
:meth:`redo` hands them back to be applied again exactly as they were, until the player makes
a decision of their own, which clears it (the computer players will think afresh).

Undo reaches back to the start of the current hand, not further: a hand that has been scored
stays scored (its points fed the exchange and the totals, and the statistics).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import Action, Match


@dataclass
class _Point:
    """The match just before one of the player's decisions, and what was applied after it."""

    match: Match
    hand: int
    actions: list[Action] = field(default_factory=list)


class UndoHistory:
    """The player's decision points of the current hand and the taken-back actions."""

    def __init__(self) -> None:
        self._points: list[_Point] = []
        self._redo: list[list[Action]] = []
        self._replaying = 0  # actions of a redo still to be noted (they must not clear it)
        self.used = False  # whether undo was used in this match (the statistics mark it)

    def clear(self) -> None:
        """Forget everything (a new or resumed match)."""
        self._points.clear()
        self._redo.clear()
        self._replaying = 0
        self.used = False

    def record(self, match: Match, action: Action, *, by_player: bool) -> None:
        """Note ``action`` before it is applied to ``match`` (``by_player``: the human's)."""
        if self._replaying:  # a redo: the decision point is already there
            self._replaying -= 1
        elif by_player:
            self._redo.clear()  # the player chose for themselves: the old future is gone
            hand = match.hand_index
            self._points = [p for p in self._points if p.hand == hand]
            self._points.append(_Point(match.clone(), hand))
        if self._points:
            self._points[-1].actions.append(action)

    def can_undo(self, match: Match | None) -> bool:
        """Whether a decision of the player in ``match``'s current hand can be taken back."""
        return (match is not None and bool(self._points)
                and self._points[-1].hand == match.hand_index and not match.is_terminal())

    def can_redo(self, match: Match | None) -> bool:
        """Whether taken-back actions wait to be applied again."""
        return match is not None and bool(self._redo) and not self._replaying

    def undo(self, match: Match | None) -> Match | None:
        """The match at the player's latest decision point (``None`` when there is none)."""
        if not self.can_undo(match):
            return None
        point = self._points.pop()
        self._redo.append(point.actions)
        self.used = True
        return point.match

    def redo(self, match: Match) -> list[Action]:
        """The actions to apply again, in order, from ``match`` (empty when there are none).

        The caller applies them one by one, noting each with :meth:`record` as usual.
        """
        if not self.can_redo(match):
            return []
        actions = self._redo.pop()
        self._points.append(_Point(match.clone(), match.hand_index))
        self._replaying = len(actions)
        return list(actions)
