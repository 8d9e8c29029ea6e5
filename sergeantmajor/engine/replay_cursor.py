"""Step through a match record move by move: the review's cursor (no Qt).

A record (RECORD.md) holds the moves of a match; :class:`ReplayCursor` turns them into the
ordered list of positions the review steps through. Position 0 is the first hand just dealt;
position ``i + 1`` is the match after the ``i``-th move (:attr:`ReplayCursor.steps`), any
seat's move of any kind: targets, an exchange card, a classic give-back choice, trump, a
discard, a card played. Each :class:`Step` says whose move it was, of which kind, its number
in the hand (the numbering of ``sergeantmajor check``: ``play 14``, ``discard 2``) and whether
it closed a trick or the hand.

The engine starts the next hand in the same move that scores a hand, so the position after a
hand's last card is the next hand's deal; the events of that step carry the last trick
(``TrickWon``) and the score (``HandScored``) for the review to show on the way.

Every position is the engine's own state, never a re-derived one: the cursor replays the
record's moves through :class:`Match`, keeps a copy of the match at the start of each hand,
and reaches any position from the nearest copy. :meth:`ReplayCursor.view` gives what one
seat saw there (its :class:`SeatView`), :meth:`ReplayCursor.open_cards` every card face up.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import events as ev
from .actions import (
    DISCARD,
    GIVE,
    PLAY,
    RETURN,
    TRUMP,
    Action,
    AssignTargets,
    Discard,
    Give,
    NameTrump,
    Play,
    Return,
)
from .cards import cards_of, parse_card, parse_suit
from .match import Match, Phase
from .record import replay, validate
from .view import SeatView, redact, seat_view

# The kind of a move as check's messages name it (an exchange card is a "give").
KINDS: dict[type, str] = {Play: "play", Discard: "discard", NameTrump: "trump", Give: "give",
                          Return: "return", AssignTargets: "targets"}


@dataclass(frozen=True)
class Step:
    """One move of the record: what takes position ``index`` to position ``index + 1``."""

    index: int
    hand: int  # 0-based hand the move belongs to
    seat: int  # who moved
    action: Action
    kind: str  # play, discard, trump, give, return, targets
    number: int  # 1-based count of moves of this kind in the hand so far
    trick: int | None  # 0-based trick of a card play, else None
    ends_trick: bool
    ends_hand: bool


@dataclass(frozen=True)
class OpenCards:
    """Every card's place at a position ("show all hands"): hands per seat, the kitty
    (while the dealer has not taken it), and the dealer's discards."""

    hands: tuple[tuple[int, ...], ...]
    kitty: tuple[int, ...]
    kitty_taken: bool
    discards: tuple[int, ...]


class ReplayCursor:
    """The positions of a recorded match, with a movable current position.

    Build it with :meth:`from_record`; move with :meth:`go` (or the step helpers), then ask
    :meth:`view`, :meth:`open_cards` or :meth:`match` about the current position.
    """

    def __init__(self, data: dict[str, Any]) -> None:
        """Use :meth:`from_record` (it validates the record first)."""
        self.record = data
        self.players: list[dict[str, str]] = [dict(p) for p in data["players"]]
        start = _fresh_match(data)
        self.rules = start.rules
        self._start_events = tuple(start.start_events)
        self._checkpoints: dict[int, Match] = {0: start.clone()}  # position -> match copy
        steps: list[Step] = []
        step_events: list[tuple[ev.Event, ...]] = []
        counts: dict[tuple[int, str], int] = {}

        def apply(action: Action) -> None:
            hand, seat, trick = start.hand_index, start.current_player(), start.trick_number
            assert seat is not None
            out = start.apply(action)
            kind = KINDS[type(action)]
            counts[hand, kind] = counts.get((hand, kind), 0) + 1
            ends_trick = any(isinstance(e, ev.TrickWon) for e in out)
            ends_hand = any(isinstance(e, ev.HandScored) for e in out)
            steps.append(Step(len(steps), hand, seat, action, kind, counts[hand, kind],
                              trick if kind == "play" else None, ends_trick, ends_hand))
            step_events.append(tuple(out))
            if ends_hand and not start.is_terminal():
                self._checkpoints[len(steps)] = start.clone()

        for h, hand in enumerate(data["hands"]):
            if not _replay_hand_moves(start, hand, h, apply):
                break
        self.steps: tuple[Step, ...] = tuple(steps)
        self._step_events = tuple(step_events)
        self._index = len(steps)
        self._match = start  # the match at position self._index

    @classmethod
    def from_record(cls, data: dict[str, Any]) -> ReplayCursor:
        """The cursor of a record object, at its last position.

        Raises :class:`RecordError` or :class:`ReplayError` exactly as ``replay`` (and so
        ``sergeantmajor check``) does for a record that is malformed or breaks a rule.
        """
        replay(data)  # the one place that judges a record
        return cls(data)

    # ------------------------------------------------------------------ positions
    def __len__(self) -> int:
        """The number of positions (one more than the moves)."""
        return len(self.steps) + 1

    @property
    def index(self) -> int:
        """The current position."""
        return self._index

    @property
    def hands(self) -> int:
        """How many hands the record holds."""
        return len(self.record["hands"])

    def go(self, index: int) -> None:
        """Move to position ``index`` (0 .. len - 1); raises IndexError outside."""
        if not 0 <= index < len(self):
            raise IndexError(f"position {index} is not in 0..{len(self) - 1}")
        if index < self._index:
            base = max(p for p in self._checkpoints if p <= index)
            self._match, self._index = self._checkpoints[base].clone(), base
        while self._index < index:
            self._match.apply(self.steps[self._index].action)
            self._index += 1

    def hand_of(self, index: int) -> int:
        """The 0-based hand being played at position ``index``."""
        return max(h for h, start in enumerate(self.hand_starts()) if start <= index)

    def hand_starts(self) -> list[int]:
        """The position where each hand starts (its cards just dealt)."""
        starts = [0]
        starts += [s.index + 1 for s in self.steps if s.ends_hand and s.index + 1 < len(self)]
        return starts[: self.hands]

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
        """What ``seat`` saw at the current position."""
        return seat_view(self._match, seat)

    def open_cards(self) -> OpenCards:
        """Every card face up at the current position."""
        m = self._match
        return OpenCards(tuple(tuple(cards_of(h)) for h in m.hands), tuple(m.kitty),
                         m.kitty_taken, tuple(m.discards))

    def match(self) -> Match:
        """A copy of the engine's match at the current position (changing it changes nothing
        here)."""
        return self._match.clone()

    def start_events(self, seat: int | None = None) -> list[ev.Event]:
        """The events of the first deal (before position 0), as ``seat`` saw them
        (``None``: unredacted)."""
        return [e if seat is None else redact(e, seat) for e in self._start_events]

    def events(self, start: int, stop: int, seat: int | None = None) -> list[ev.Event]:
        """The events of the moves from position ``start`` to ``stop`` (forward, ``start <=
        stop``), as ``seat`` saw them (``None``: unredacted)."""
        if not 0 <= start <= stop < len(self):
            raise IndexError(f"events from {start} to {stop}: "
                             f"not forward within 0..{len(self) - 1}")
        out: list[ev.Event] = []
        for events in self._step_events[start:stop]:
            out += [e if seat is None else redact(e, seat) for e in events]
        return out

    def decisions(self, seat: int) -> list[Step]:
        """The moves ``seat`` made, in order."""
        return [s for s in self.steps if s.seat == seat]


def next_mark(marks: list[int], at: int, last: int) -> int:
    """The first of ``marks`` after position ``at``, else ``last`` (a cursor's step forward to
    the next trick or hand)."""
    return next((m for m in marks if m > at), last)


def previous_mark(marks: list[int], at: int) -> int:
    """The last of ``marks`` before position ``at``, else position 0."""
    return max((m for m in marks if m < at), default=0)


def _fresh_match(data: dict[str, Any]) -> Match:
    """A match at the first deal of a (validated) record, dealing the recorded cards."""
    rules = validate(data)
    hands = data["hands"]

    def deals(index: int, dealer: int) -> tuple[list[list[int]], list[int]] | None:
        if index >= len(hands):
            return None  # past the record: the seed (0) deals, never shown as recorded
        hand = hands[index]
        return ([[parse_card(c) for c in cards] for cards in hand["deal"]],
                [parse_card(c) for c in hand["kitty"]])

    return Match(rules, 0, first_dealer=data["first_dealer"], deals=deals)


def _replay_hand_moves(match: Match, hand: dict[str, Any], h: int,
                       apply: Callable[[Action], None]) -> bool:
    """Feed hand ``h``'s recorded moves to ``apply`` in the order the match asks for them.

    The record has already been judged by :func:`replay`, so every move is legal here.
    Returns whether the hand was finished (the next hand may follow).
    """
    exchanges = list(hand.get("exchange", []))
    discards = [parse_card(c) for c in hand.get("discard", [])]
    plays = [parse_card(c) for c in hand.get("plays", [])]
    trump = hand.get("trump")
    done = {"targets": False, "trump": False, "exchange": 0, "discard": 0, "play": 0}
    while not match.is_terminal() and match.hand_index == h:
        phase = match.phase
        if phase is Phase.ASSIGN_TARGETS and "targets" in hand and not done["targets"]:
            apply(AssignTargets(tuple(hand["targets"])))
            done["targets"] = True
        elif phase is Phase.EXCHANGE_GIVE and done["exchange"] < len(exchanges):
            entry = exchanges[done["exchange"]]
            done["exchange"] += 1
            for code in entry["give"]:
                apply(GIVE[parse_card(code)])
            # classic: the down player chooses among equal ranks (the forced ones go by rule)
            for code in entry.get("back", []):
                if match.phase is Phase.EXCHANGE_RETURN and \
                        RETURN[parse_card(code)] in match.legal_actions():
                    apply(RETURN[parse_card(code)])
        elif phase is Phase.TRUMP and trump is not None and not done["trump"]:
            apply(TRUMP[parse_suit(trump, allow_no_trump=True)])
            done["trump"] = True
        elif phase is Phase.DISCARD and done["discard"] < len(discards):
            apply(DISCARD[discards[done["discard"]]])
            done["discard"] += 1
        elif phase is Phase.PLAY and done["play"] < len(plays):
            apply(PLAY[plays[done["play"]]])
            done["play"] += 1
        else:
            return False
    return True


__all__ = ["KINDS", "OpenCards", "ReplayCursor", "Step"]
