"""A seat's own record of a match at a table with friends, and its positions for the review
(no Qt).

At a table on a server the full record (every hand's deal) is the server's: a player may keep
only what their seat saw. The window writes that as a *seat record*::

    {"format": "sergeant-major-seat-record", "version": 1, "saved": "...", "table": "...",
     "seat": 1, "rules": {...}, "players": [{"name": ..., "kind": ...}, ...],
     "start": {"seq": 0, "view": {...}},
     "log": [{"seq": 1, "seat": 2, "events": [...], "view": {...}},
             {"seq": 2, "seat": 1, "events": [...], "view": {...}, "action": "play AS"},
             {"seq": 9, "view": {...}}, ...]}

``start`` is the first view the seat had; each ``log`` entry is one decision of some seat: the
events as this seat saw them and its view after them, with the seat's own ``action`` where
the decision was its own. An entry with a view and no events is a jump (moves made while the
window was away). Views, events and actions are :mod:`.wire`'s forms, so the record holds no
card the seat did not see.

:class:`SeatReplay` steps through such a record with the interface of the review's
:class:`~sergeantmajor.engine.replay_cursor.ReplayCursor` that a seat's eyes allow: positions,
hands and tricks, the seat's view at each position, the events between positions, and the
seat's own decisions with the views they were made on (for the analysis).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Action, AssignTargets, NameTrump, Phase, Play, RecordError, Rules
from ..engine import events as ev
from ..engine.actions import GIVE, RETURN
from ..engine.replay_cursor import next_mark, previous_mark
from ..engine.view import SeatView
from .wire import WireError, action_from_wire, event_from_wire, rules_from_wire, view_from_wire

FORMAT = "sergeant-major-seat-record"
VERSION = 1

# The kind of a decision, from the phase it was taken in (check's names, as the review's).
_KIND = {Phase.PLAY: "play", Phase.DISCARD: "discard", Phase.TRUMP: "trump",
         Phase.EXCHANGE_GIVE: "give", Phase.EXCHANGE_RETURN: "return",
         Phase.ASSIGN_TARGETS: "targets"}


def is_seat_record(data: object) -> bool:
    """Whether ``data`` says it is a seat record (then :class:`SeatReplay` reads it)."""
    return isinstance(data, dict) and data.get("format") == FORMAT


@dataclass(frozen=True)
class SeatStep:
    """One move seen by the seat: what takes position ``index`` to ``index + 1``.

    The fields are the review's :class:`~sergeantmajor.engine.replay_cursor.Step`'s; ``action``
    is ``None`` where the seat could not see it (another player's discard, an exchange between
    two others) and for a jump (``kind`` ``"jump"``: moves made while the seat was away).
    """

    index: int
    hand: int
    seat: int
    action: Action | None
    kind: str
    number: int
    trick: int | None
    ends_trick: bool
    ends_hand: bool


@dataclass(frozen=True)
class _Position:
    view: SeatView
    events: tuple[ev.Event, ...]  # the events that led here from the position before


class SeatReplay:
    """The positions of a seat record, with a movable current position."""

    def __init__(self, data: dict[str, Any]) -> None:
        """Use :meth:`from_record` (it checks the record)."""
        self.record = data
        self.seat: int = data["seat"]
        self.rules: Rules = rules_from_wire(data["rules"])
        self.players: list[dict[str, str]] = [dict(p) for p in data["players"]]
        start = view_from_wire(data["start"]["view"], self.rules, "start.view")
        positions = [_Position(start, ())]
        steps: list[SeatStep] = []
        counts: dict[tuple[int, str], int] = {}
        for i, entry in enumerate(data["log"]):
            where = f"log[{i}]"
            view = view_from_wire(entry["view"], self.rules, f"{where}.view")
            before = positions[-1].view
            if "events" not in entry:  # a jump over moves made while the seat was away
                steps.append(SeatStep(len(steps), before.hand_index, self.seat, None, "jump",
                                      0, None, False, view.hand_index != before.hand_index))
                positions.append(_Position(view, ()))
                continue
            events = tuple(event_from_wire(e, f"{where}.events[{j}]")
                           for j, e in enumerate(entry["events"]))
            mover = entry["seat"]
            kind = _KIND.get(before.phase, "play")
            counts[before.hand_index, kind] = counts.get((before.hand_index, kind), 0) + 1
            own = entry.get("action")
            action = action_from_wire(own, f"{where}.action") if own is not None else \
                _seen_action(kind, events)
            steps.append(SeatStep(
                len(steps), before.hand_index, mover, action, kind,
                counts[before.hand_index, kind],
                len(before.completed_tricks) if kind == "play" else None,
                any(isinstance(e, ev.TrickWon) for e in events),
                any(isinstance(e, ev.HandScored) for e in events)))
            positions.append(_Position(view, events))
        self.steps: tuple[SeatStep, ...] = tuple(steps)
        self._positions = tuple(positions)
        self._index = len(positions) - 1
        self._hands = sorted({p.view.hand_index for p in positions})
        # Decisions were made before the record's first position: the seat came back to a
        # match that went on without it (a rejoin after a restart of the game).
        self.begins_late: bool = int(data["start"].get("seq", 0)) > 0

    @classmethod
    def from_record(cls, data: object) -> SeatReplay:
        """The replay of a seat record; :class:`RecordError` naming what is wrong."""
        if not is_seat_record(data):
            raise RecordError("not a seat record", code="not-a-record")
        assert isinstance(data, dict)
        if data.get("version") != VERSION:
            raise RecordError(f"seat record version {str(data.get('version'))[:10]} is not "
                              f"{VERSION}", code="version")
        try:
            _check_shape(data)
            replay = cls(data)
        except WireError as exc:
            raise RecordError(f"seat record: {exc}", code="invalid") from None
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"seat record: malformed ({str(exc)[:60]})", code="invalid") \
                from None
        return replay

    # ------------------------------------------------------------------ positions
    def __len__(self) -> int:
        return len(self._positions)

    @property
    def index(self) -> int:
        """The current position."""
        return self._index

    @property
    def hands(self) -> int:
        """How many hands the record shows (some or all of the match's)."""
        return len(self._hands)

    def go(self, index: int) -> None:
        """Move to position ``index``; IndexError outside."""
        if not 0 <= index < len(self):
            raise IndexError(f"position {index} is not in 0..{len(self) - 1}")
        self._index = index

    def hand_of(self, index: int) -> int:
        """The hand (0-based among the record's) shown at position ``index``."""
        return self._hands.index(self._positions[index].view.hand_index)

    def match_hand(self, index: int) -> int:
        """The match's own number (0-based) of the hand shown at position ``index``: a record
        that begins late does not begin with the match's first hand."""
        return self._positions[index].view.hand_index

    def hand_starts(self) -> list[int]:
        """The position where each hand of the record starts."""
        starts = [0]
        for i in range(1, len(self._positions)):
            if self._positions[i].view.hand_index != self._positions[i - 1].view.hand_index:
                starts.append(i)
        return starts

    def trick_ends(self) -> list[int]:
        """Positions right after a trick was completed."""
        return [s.index + 1 for s in self.steps if s.ends_trick]

    def next_mark(self, marks: list[int], index: int | None = None) -> int:
        """The first of ``marks`` after ``index`` (default: current), else the last position."""
        return next_mark(marks, self._index if index is None else index, len(self) - 1)

    def previous_mark(self, marks: list[int], index: int | None = None) -> int:
        """The last of ``marks`` before ``index`` (default: current), else position 0."""
        return previous_mark(marks, self._index if index is None else index)

    # ------------------------------------------------------------------ what is there
    def view(self, seat: int) -> SeatView:
        """What the record's seat saw at the current position (only its own seat)."""
        if seat != self.seat:
            raise ValueError("a seat record shows only its own seat's view")
        return self._positions[self._index].view

    def events(self, start: int, stop: int, seat: int | None = None) -> list[ev.Event]:
        """The events from position ``start`` to ``stop`` as the seat saw them."""
        if not 0 <= start <= stop < len(self):
            raise IndexError(f"events from {start} to {stop}: not forward")
        out: list[ev.Event] = []
        for position in self._positions[start + 1:stop + 1]:
            out += position.events
        return out

    def decisions(self, seat: int) -> list[tuple[SeatView, SeatStep]]:
        """The seat's own decisions, each with the view it was made on."""
        if seat != self.seat:
            return []
        return [(self._positions[s.index].view, s) for s in self.steps
                if s.seat == seat and s.action is not None and s.kind not in ("jump", "targets")
                and s.action in self._positions[s.index].view.legal_actions]


def _seen_action(kind: str, events: Sequence[ev.Event]) -> Action | None:
    """Another seat's decision, as far as the events show it."""
    for event in events:
        if kind == "play" and isinstance(event, ev.CardPlayed):
            return Play(event.card)
        if kind == "trump" and isinstance(event, ev.TrumpNamed):
            return NameTrump(event.suit)
        if kind == "targets" and isinstance(event, ev.TargetsAssigned):
            return AssignTargets(event.targets)
        if kind == "give" and isinstance(event, ev.CardExchanged) and event.given is not None:
            return GIVE[event.given]
        if kind == "return" and isinstance(event, ev.CardsExchanged) \
                and event.returned is not None and len(event.returned) == 1:
            return RETURN[event.returned[0]]
    return None


def _check_shape(data: dict[str, Any]) -> None:
    """The record's frame, before its views and events are read (those check themselves)."""
    seat = data.get("seat")
    if type(seat) is not int or not 0 <= seat <= 3:
        raise WireError("seat: a seat number expected")
    players = data.get("players")
    if not isinstance(players, list) or not 3 <= len(players) <= 4 or seat >= len(players) \
            or not all(
            isinstance(p, dict) and isinstance(p.get("name"), str)
            and isinstance(p.get("kind"), str) for p in players):
        raise WireError("players: a list of {name, kind} expected")
    start = data.get("start")
    if not isinstance(start, dict) or "view" not in start:
        raise WireError("start: the first view expected")
    log = data.get("log")
    if not isinstance(log, list) or not all(isinstance(e, dict) and "view" in e for e in log):
        raise WireError("log: a list of entries with views expected")
    for i, entry in enumerate(log):
        if "events" in entry and (type(entry.get("seat")) is not int
                                  or not isinstance(entry["events"], list)):
            raise WireError(f"log[{i}]: seat and events expected")


