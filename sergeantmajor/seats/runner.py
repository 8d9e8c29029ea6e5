"""Run one match with one agent per seat: one turn loop, one stale-answer check (no Qt).

The same loop runs the window's match (the person at the screen, the computer players, the
tutorial's script) and every table of the network server (remote players, bots standing in):

- the seat to move gets a :class:`~.agent.Turn` through its agent's ``decide``;
- an answer comes back through :meth:`MatchRunner.submit`, which refuses a stale turn and checks
  the action against the match's legal actions (the engine's own list; the engine words a
  refusal) before anything changes; the turn's view is made only if its agent reads it;
- the engine's events go to every agent, each redacted for its own seat (and to watchers:
  a table showing some seat's eyes, a spectator who sees no hidden card);
- the loop is a trampoline: an agent may answer inside ``decide`` (a quick bot, a script)
  without the stack growing with the match.

Whoever hosts the runner decides when the game may go on (``ready``: a table still animating
the last move holds the next one back) and hooks in what must follow a decision (autosave,
undo, persistence) through the ``on_*`` callables; whoever else follows the match's decisions
(a tutorial lesson's script) is told of each in ``followers``.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Sequence
from typing import Protocol

from ..engine import Action, IllegalActionError, Match
from ..engine import events as ev
from ..engine.view import HIDING, SPECTATOR, SeatView, redact, seat_view
from .agent import SeatAgent, StaleTurnError, Turn

log = logging.getLogger(__name__)

#: The rule code of an answer to a decision that is no longer asked.
STALE = "stale"


class Watcher(Protocol):
    """Someone who sees the match through one seat's eyes but does not decide for it."""

    def observe(self, event: ev.Event) -> None:
        """An event, redacted for the watched seat."""


class MatchRunner:
    """One :class:`Match`, its agents (seat 0 first) and the turn loop between them."""

    def __init__(self, match: Match, agents: Sequence[SeatAgent], *, number: int = 0) -> None:
        """``number``: decisions already applied (a match resumed from a record)."""
        if len(agents) != match.players:
            raise ValueError(f"{match.players} agents needed, got {len(agents)}")
        self.match = match
        self.agents: list[SeatAgent] = list(agents)
        self.watchers: list[tuple[int, Watcher]] = []
        self.number = number  # decisions applied; never goes back (undo makes a new generation)
        self.generation = 0
        self.halted = False
        #: Whether the game may go on now (the host's gate: a table still showing a move).
        #: Asked before every decision, even once halted, so the host hears of the halt.
        self.ready: Callable[[], bool] = lambda: True
        #: Called with (seat, action) just before an action is applied (undo keeps a copy).
        self.on_before_apply: Callable[[int, Action], None] | None = None
        #: Called with (seat, action, events) once an action is applied, before its events go out.
        self.on_applied: Callable[[int, Action, list[ev.Event]], None] | None = None
        #: Called with every (unredacted) event once every agent and watcher has seen it.
        self.on_event: Callable[[ev.Event], None] | None = None
        #: Each called with (seat, action) once an action is applied, before its events go
        #: out (a lesson's script moves on with its match).
        self.followers: list[Callable[[int, Action], None]] = []
        self._asked: tuple[int, int] | None = None  # (generation, number) of the turn asked
        self._turn: Turn | None = None  # the turn asked, while its view may still be made
        self._answers: deque[tuple[Turn, Action]] = deque()
        self._running = False

    # ------------------------------------------------------------------ queries
    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now (``SPECTATOR``: no hidden card)."""
        return seat_view(self.match, seat)

    def current_turn(self) -> Turn | None:
        """The decision the match waits for (``None`` when it is over)."""
        seat = self.match.current_player()
        if seat is None:
            return None
        return Turn(seat, self.generation, self.number, seat_view(self.match, seat), self.submit)

    def _turn_view(self, turn: Turn) -> SeatView:
        """The view of the turn asked last, made while the match stands where it was asked
        (a turn that goes stale while the match stays, by a takeover, a replaced match or a
        stop, has its view made then)."""
        if turn is not self._turn:
            raise StaleTurnError(f"decision {turn.number} (generation {turn.generation}) was "
                                 "answered or overtaken before its view was read")
        return seat_view(self.match, turn.seat)

    def _settle(self) -> None:
        """The turn asked last goes stale while the match stays where it was asked: make its
        view now if it was not read (an agent may still read it)."""
        turn = self._turn
        if turn is not None:
            turn.view  # noqa: B018 - made and kept by the turn
            self._turn = None

    def is_fresh(self, turn: Turn) -> bool:
        """Whether ``turn`` is the decision the match waits for now."""
        return (turn.generation == self.generation and turn.number == self.number
                and not self.halted and self.match.current_player() == turn.seat
                and turn.reply == self.submit)  # asked by this runner, not an earlier one

    # ------------------------------------------------------------------ the loop
    def start(self, events: Sequence[ev.Event] = ()) -> None:
        """Show ``events`` (a new match's deal) to everyone, then ask the first decision."""
        self._running = True
        try:
            self._fan_out(events)
        finally:
            self._running = False
        self.proceed()

    def proceed(self) -> None:
        """Ask the seat to move, if the host is ready and it has not been asked yet."""
        if self._running:
            return  # the loop below picks it up
        self._running = True
        try:
            while True:
                if self._answers:
                    turn, action = self._answers.popleft()
                    if self.is_fresh(turn):  # a second answer to one turn comes too late
                        self._apply(turn.seat, action)
                    continue
                if not self._ask() or not self._answers:
                    break
        finally:
            self._running = False

    def submit(self, turn: Turn, action: Action) -> IllegalActionError | None:
        """``turn``'s agent answers ``action``: ``None`` if it was taken, else why not.

        A stale turn is refused with the rule code ``"stale"``; an action that is not among
        the turn's legal actions with the engine's own error (its ``rule`` names the rule).
        Nothing changes on a refusal.
        """
        if not self.is_fresh(turn):
            return IllegalActionError("that decision is no longer asked", rule=STALE)
        # A fresh turn's position is the match's: its view's legal actions when it was made
        # (the engine's own list), else the match's; the engine words a refusal.
        view = turn.view_made
        if not (self.match.is_legal(action) if view is None else action in view.legal_actions):
            error = self.match.why_illegal(action)
            if error is not None:
                return error
        self._answers.append((turn, action))
        self.proceed()
        return None

    def _ask(self) -> bool:
        """Give the seat to move its turn; whether anything was asked."""
        if not self.ready() or self.halted:  # the host hears of a halt through ready()
            return False
        seat = self.match.current_player()
        key = (self.generation, self.number)
        if seat is None or self._asked == key:
            return False
        self._asked = key
        # The seat's view is made only if the agent reads it (a remote player is sent its
        # wire form, which the server keeps anyway).
        turn = self._turn = Turn(seat, self.generation, self.number, None, self.submit,
                                 make=self._turn_view)
        self.agents[seat].decide(turn)
        return True

    def _apply(self, seat: int, action: Action) -> None:
        if self.on_before_apply is not None:
            self.on_before_apply(seat, action)
        self._turn = None  # answered: a view its agent never read is not made any more
        events = self.match.apply(action)
        self.number += 1
        if self.on_applied is not None:
            self.on_applied(seat, action, events)
        for follower in self.followers:
            follower(seat, action)
        self._fan_out(events)

    def _fan_out(self, events: Sequence[ev.Event]) -> None:
        for event in events:
            if self.halted:  # the host stopped the match (autoplay's last hand): show no more
                break
            if not isinstance(event, HIDING):  # most events: the same for everyone
                for agent in self.agents:
                    agent.observe(event)
                for _seat, watcher in self.watchers:
                    watcher.observe(event)
            else:
                mine = [redact(event, seat) for seat in range(len(self.agents))]
                for agent, seen in zip(self.agents, mine, strict=True):
                    agent.observe(seen)
                for seat, watcher in self.watchers:  # a seat's watcher sees what its agent saw
                    watcher.observe(mine[seat] if 0 <= seat < len(mine)
                                    else redact(event, seat))
            if self.on_event is not None:
                self.on_event(event)

    # ------------------------------------------------------------------ changes
    def replace(self, match: Match, *, show: bool = True) -> None:
        """Put ``match`` in place of the current one (an undo, a resumed table).

        Every pending decision becomes stale; with ``show`` every agent is shown its view.
        The next decision is asked at the next :meth:`proceed`.
        """
        if match.players != len(self.agents):
            raise ValueError("the new match has another number of seats")
        self._settle()
        self.generation += 1
        self._asked = None
        self._answers.clear()
        self.match = match
        self.halted = False
        for seat, agent in enumerate(self.agents):
            agent.cancel()
            if show:
                agent.show(seat_view(match, seat))

    def renew(self) -> None:
        """Make every pending decision stale without changing the match (a redo replays
        taken-back moves: whoever was thinking meanwhile thought about another position; a
        view it did not read is not made any more)."""
        self._turn = None
        self.generation += 1
        self._asked = None
        self._answers.clear()
        for agent in self.agents:
            agent.cancel()

    def set_agent(self, seat: int, agent: SeatAgent) -> None:
        """Put ``agent`` at ``seat`` (a bot standing in for a dropped player, or the player
        back); a decision pending there is asked again of the new agent."""
        old = self.agents[seat]
        if self.match.current_player() == seat:
            self._settle()
        self.agents[seat] = agent
        old.cancel()
        if self.match.current_player() == seat:
            self.generation += 1  # the old agent's late answer must be stale
            self._asked = None
            self.proceed()

    def halt(self) -> None:
        """Stop asking for decisions and showing events (the host has seen enough)."""
        self.halted = True

    def stop(self) -> None:
        """Drop every pending decision for good (the match is put away)."""
        self._settle()
        self.halted = True
        self.generation += 1
        self._answers.clear()
        for agent in self.agents:
            agent.cancel()


def spectator_view(match: Match) -> SeatView:
    """What someone watching without a seat may see: no card that is not on the table."""
    return seat_view(match, SPECTATOR)
