"""Who sits at a seat, and the one protocol every seat's occupant answers to (no Qt).

A :class:`SeatAgent` is whatever decides for one seat: a computer player, the person at this
screen, the tutorial's script, a player at the other end of a network connection. The
:class:`~.runner.MatchRunner` asks the agent of the seat to move with a :class:`Turn`; the
agent answers, now or later, with ``turn.answer(action)``. A turn is tied to the
decision it was asked for: an answer to an older one (the position changed, the seat changed
hands) is refused as stale, so an agent never needs to know why it was overtaken.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from ..engine.actions import Action
from ..engine.errors import IllegalActionError
from ..engine.events import Event
from ..engine.view import SeatView


@dataclass
class Seat:
    """Who sits at a seat, as a record names it: a name and ``"human"`` or ``"bot:<level>"``."""

    name: str
    kind: str

    @property
    def level(self) -> str | None:
        """The bot level, or ``None`` for a person."""
        return self.kind[4:] if self.kind.startswith("bot:") else None

    def as_record(self) -> dict[str, str]:
        """The seat's entry in a match record's ``players``."""
        return {"name": self.name, "kind": self.kind}


class StaleTurnError(RuntimeError):
    """A turn's view was first read after the match moved on from the turn (answered,
    undone, replaced): the position it was asked in is gone."""


class Turn:
    """One decision asked of one seat.

    ``number`` counts the decisions the runner applied before this one, ``generation`` the
    times the position was replaced (a new match, an undo): together they make an answer to
    any other decision stale. :attr:`view` is the seat's view to decide on (its legal actions
    included). :meth:`answer` gives the runner that asked the agent's choice.

    A turn is given its view, or ``make``, which makes it the first time it is read (a
    server's remote player is sent the view's wire form, which the table keeps anyway: the
    view itself is never needed). A view made on demand is the position the turn was asked
    in only while the turn is fresh: an agent reads it in ``decide`` or before answering,
    and reading it first once the match moved on raises :class:`StaleTurnError`.
    """

    __slots__ = ("_make", "_view", "generation", "number", "reply", "seat")

    def __init__(self, seat: int, generation: int, number: int, view: SeatView | None,
                 reply: Callable[[Turn, Action], IllegalActionError | None], *,
                 make: Callable[[Turn], SeatView] | None = None) -> None:
        """``view``, or ``make(turn)`` to make it on demand (then ``view`` is ``None``)."""
        if (view is None) == (make is None):
            raise ValueError("a turn needs its view or a way to make it, not both")
        self.seat = seat
        self.generation = generation
        self.number = number
        self.reply = reply
        self._view = view
        self._make = make

    def __repr__(self) -> str:
        return f"Turn(seat={self.seat}, generation={self.generation}, number={self.number})"

    @property
    def view(self) -> SeatView:
        """The seat's view to decide on, made the first time it is read."""
        view = self._view
        if view is None:
            assert self._make is not None
            view = self._view = self._make(self)
            self._make = None
        return view

    @property
    def view_made(self) -> SeatView | None:
        """The view if it was given or read (``None``: not made yet)."""
        return self._view

    def answer(self, action: Action) -> IllegalActionError | None:
        """Give ``action`` as this turn's decision: ``None`` if taken, else why not (the
        error's ``rule`` is the engine's rule code, or ``"stale"``)."""
        return self.reply(self, action)


class SeatAgent(Protocol):
    """The occupant of one seat, as the turn loop sees it."""

    def observe(self, event: Event) -> None:
        """Something happened, as this seat may see it (already redacted)."""

    def show(self, view: SeatView) -> None:
        """The position changed other than by events (a new, resumed or restored match)."""

    def decide(self, turn: Turn) -> None:
        """Choose an action for ``turn`` and give it with ``turn.answer`` (now or later)."""

    def cancel(self) -> None:
        """Drop any pending decision: its turn is stale (an undo, a new match, a takeover)."""


class PassiveAgent:
    """An agent that sees everything it is shown and does nothing with it.

    The base of agents that only care about some of the calls (a bot ignores events), and the
    stand-in for a seat nobody decides for yet.
    """

    def observe(self, event: Event) -> None:
        """Events do not concern this agent."""

    def show(self, view: SeatView) -> None:
        """Neither do whole views."""

    def decide(self, turn: Turn) -> None:
        """It never answers: the match waits at this seat."""

    def cancel(self) -> None:
        """Nothing is pending."""
