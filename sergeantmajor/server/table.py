"""One table of the server: its seats, its people and its match (no Qt, no sockets).

A :class:`Table` owns a match in a :class:`~sergeantmajor.seats.MatchRunner` (the window's own
turn loop) and the seats around it: a person (connected or not, a bot standing in after the
grace period), a bot of the table's level, or an empty seat in the lobby. It talks to each
connection through a :class:`Member` (``send`` bytes, ``close``), so the same code runs behind
the WebSocket server and in tests with no network at all. Everything a connection may ask
goes through one method here; anything refused raises :class:`TableError`, which the server
turns into an ``error`` or ``refused`` message (and a log line) and which changes nothing.

What a seat is shown comes from the runner: the seat's own view (``state``, ``turn``) and the
events redacted for it (``events``, one message per decision, numbered by ``seq``: the
decisions made so far). Spectators see the match at ``SPECTATOR``: no hidden card at all.
"""

from __future__ import annotations

import hmac
import logging
import random
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..ai.base import Bot
from ..engine import Action, Match, Rules, parse_action
from ..engine import events as ev
from ..engine.cards import codes, parse_card
from ..engine.levels import PLAYER_LEVELS
from ..engine.record import record_of
from ..engine.replay_cursor import ReplayCursor
from ..engine.view import SPECTATOR, seat_view
from ..net import protocol as p
from ..net.wire import WireError, action_from_wire, event_wire, rules_wire, view_wire
from ..seats import MatchRunner, load_bot
from .agents import BotSeat, RemoteSeat, SeatChannel, Think
from .names import TextError, clean_chat, clean_name
from .store import TABLE_FORMAT, TABLE_VERSION, JournalEntry, SavedTable, TableFiles, digest

log = logging.getLogger(__name__)

#: Spectators one table lets in.
MAX_SPECTATORS = 50
#: Letters and digits of codes and ids: no 0/O, 1/I/L to misread.
ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"

_random = random.SystemRandom()


def new_table_id(prefix: str = "") -> str:
    """A random table id: ``prefix`` (a server's own, for a proxy to route by) and 12
    random characters (59 bits)."""
    return prefix + "".join(secrets.choice(ALPHABET) for _ in range(12))


def new_code() -> str:
    """A random join code: 10 characters, 49 bits (case does not matter)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(10)).upper()


def new_token() -> str:
    """A random seat or host token: 128 bits."""
    return secrets.token_urlsafe(16)


class TableError(Exception):
    """Something a connection asked for that is not done; nothing changed.

    ``code`` names it for programs (docs/PROTOCOL.md lists them); ``refused`` marks an
    ``act`` answer (sent as ``refused`` with ``seq``) rather than an ``error``; ``close``
    is the close code when the connection is to be closed after the message.
    """

    def __init__(self, code: str, message: str, *, refused: bool = False,
                 seq: int | None = None, close: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.refused = refused
        self.seq = seq
        self.close = close


class Member(Protocol):
    """One connection at the table, as the table sees it."""

    label: str  # for log lines: who it is

    def send(self, data: bytes) -> None:
        """Send one encoded message (queued; never blocks)."""

    def close(self, code: int, reason: str) -> None:
        """Close the connection with a code and a reason."""


class Cancellable(Protocol):
    """A timer the table may call off."""

    def cancel(self) -> None:
        """Do not call it."""


class Clock(Protocol):
    """Time, timers and thinking, as the table's host provides them."""

    def now(self) -> float:
        """Seconds on a monotonic clock."""

    def call_later(self, delay: float, callback: Callable[[], None]) -> Cancellable:
        """Call ``callback`` on the table's thread after ``delay`` seconds."""

    def think(self, bot: Bot, view: Any, done: Callable[[Action], None]) -> None:
        """Have ``bot`` choose on ``view``, then call ``done(action)`` on the table's thread."""


@dataclass
class SeatState:
    """One seat: who holds it and how."""

    kind: str  # "human", "bot" or "empty"
    name: str = ""
    token: str | None = None  # the digest of the seat token
    left: bool = False  # the person gave it up during play: a bot plays it for good
    stand_in: bool = False  # the person is away past the grace period: a bot plays for now
    member: Member | None = None
    timer: Cancellable | None = None

    @property
    def person(self) -> bool:
        """Whether a person holds the seat (connected or not)."""
        return self.kind == "human" and not self.left


class Table:
    """A table: seats, people, and once started the match in its turn loop."""

    def __init__(self, table_id: str, rules: Rules, level: str, humans: int, *,
                 clock: Clock, code: str, host: str, grace: float = 60.0,
                 files: TableFiles | None = None) -> None:
        """``code`` and ``host`` are digests (:func:`digest` with the table id as salt)."""
        if level not in PLAYER_LEVELS:
            raise ValueError(f"bots level {level!r} is not one of {', '.join(PLAYER_LEVELS)}")
        if not 1 <= humans <= rules.players:
            raise ValueError(f"humans must be 1 to {rules.players}")
        self.id = table_id
        self.rules = rules
        self.level = level
        self.humans = humans
        self.grace = grace
        self.clock = clock
        self.files = files
        self._code = code
        self._host = host
        self.host_seat: int | None = None  # the seat taken with the host token, if any
        self.seats = [SeatState("empty") if s < humans else SeatState("bot", _bot_name(s))
                      for s in range(rules.players)]
        self.spectators: list[Member] = []
        self.runner: MatchRunner | None = None
        self.finished = False
        self.closed = False  # the host closed it: served no more
        self._announced = False  # the end was announced with a ``table`` message
        self.created = time.time()
        self._deals: list[tuple[list[int], ...]] = []  # recorded deals (resumed matches)
        self._channels = [SeatChannel() for _ in range(rules.players)]
        self._watching = SeatChannel()
        self._last_decision = clock.now()
        self._rules_wire = rules_wire(rules)
        #: Where the shuffles and the first dealer come from: the system's cryptographic
        #: generator; a test or a benchmark may give a seeded one to replay a match exactly.
        self.shuffler: random.Random = _random

    # ------------------------------------------------------------------ making one
    @classmethod
    def create(cls, rules: Rules, level: str, humans: int | None, *, clock: Clock,
               grace: float = 60.0, files_for: Callable[[str], TableFiles] | None = None,
               prefix: str = "") -> tuple[Table, str, str]:
        """A new table with fresh secrets: ``(table, join code, host token)``; its id starts
        with ``prefix``."""
        table_id = new_table_id(prefix)
        code, host = new_code(), new_token()
        table = cls(table_id, rules, level, rules.players if humans is None else humans,
                    clock=clock, code=digest(code, table_id), host=digest(host, table_id),
                    grace=grace, files=None if files_for is None else files_for(table_id))
        table.save_meta()
        return table, code, host

    @property
    def started(self) -> bool:
        """Whether the match has begun."""
        return self.runner is not None

    # ------------------------------------------------------------------ what everyone sees
    def state_message(self) -> p.TableState:
        """The ``table`` message: seats, started, finished."""
        seats = []
        for s, seat in enumerate(self.seats):
            if seat.kind == "human" and not seat.left:
                seats.append(p.SeatInfo(seat=s, name=seat.name, kind="human",
                                        level=self.level if seat.stand_in else None,
                                        connected=seat.member is not None,
                                        stand_in=seat.stand_in, host=s == self.host_seat))
            elif seat.kind == "empty":
                seats.append(p.SeatInfo(seat=s, name="", kind="empty"))
            else:
                seats.append(p.SeatInfo(seat=s, name=seat.name, kind="bot", level=self.level,
                                        connected=True))
        return p.TableState(table=self.id, seats=seats, started=self.started,
                            finished=self.finished, bots=self.level, grace=self.grace,
                            rules=self._rules_wire)

    def members(self) -> list[Member]:
        """Every connection at the table."""
        return [s.member for s in self.seats if s.member is not None] + self.spectators

    def _to_all(self, message: p.ServerMessage) -> None:
        data = p.encode(message)
        for member in self.members():
            member.send(data)

    def _changed(self, *, save: bool = True) -> None:
        """The seats changed: everyone hears, the meta is saved."""
        self._to_all(self.state_message())
        if save:
            self.save_meta()

    # ------------------------------------------------------------------ joining
    def _check_code(self, code: str) -> None:
        if not hmac.compare_digest(digest(code.strip().upper(), self.id), self._code):
            raise TableError("wrong-code", "that is not this table's join code")

    def join(self, member: Member, name: str, code: str, host: str | None = None) -> int:
        """Give ``member`` the first free seat kept for people; returns the seat."""
        self._check_code(code)
        try:
            name = clean_name(name)
        except TextError as exc:
            raise TableError("bad-name", str(exc)) from None
        if self.started:
            raise TableError("started", "this table's match has started: no seat is free")
        free = next((s for s, seat in enumerate(self.seats) if seat.kind == "empty"), None)
        if free is None:
            raise TableError("table-full", "every seat of this table is taken")
        token = new_token()
        self.seats[free] = SeatState("human", name, digest(token, self.id), member=member)
        is_host = host is not None and self.is_host(host)
        if is_host and self.host_seat is None:
            self.host_seat = free
        member.send(p.encode(p.Welcome(table=self.id, seat=free, token=token,
                                       rules=self._rules_wire, host=is_host)))
        log.info("table %s: %s takes seat %d as %r", self.id, member.label, free, name)
        self._changed()
        if all(seat.kind != "empty" for seat in self.seats):
            self.start()
        return free

    def resume(self, member: Member, token: str, host: str | None = None) -> int:
        """Give ``member`` back the seat of ``token`` (a newer connection replaces an older)."""
        wanted = digest(token, self.id)
        seat_no = next((s for s, seat in enumerate(self.seats)
                        if seat.token is not None and hmac.compare_digest(seat.token, wanted)),
                       None)
        if seat_no is None:
            raise TableError("bad-token", "that token holds no seat at this table")
        seat = self.seats[seat_no]
        if seat.member is not None and seat.member is not member:
            seat.member.close(p.CLOSE_REPLACED, "this seat was taken up by another connection")
        seat.member = member
        if seat.timer is not None:
            seat.timer.cancel()
            seat.timer = None
        self._channels[seat_no].take()  # what happened while away comes as one view
        member.send(p.encode(p.Welcome(table=self.id, seat=seat_no, token=token,
                                       rules=self._rules_wire,
                                       host=host is not None and self.is_host(host))))
        log.info("table %s: %s resumes seat %d", self.id, member.label, seat_no)
        runner = self.runner
        if runner is not None and seat.stand_in:
            seat.stand_in = False
            runner.set_agent(seat_no, RemoteSeat())
        self._to_all(self.state_message())
        if runner is not None:
            member.send(p.encode(p.State(seq=runner.number, view=view_wire(runner.view(seat_no)))))
            agent = runner.agents[seat_no]
            if isinstance(agent, RemoteSeat) and agent.turn is not None:
                agent.unsent = True
            runner.proceed()  # the table may have waited for someone to come back
            self._flush()
        return seat_no

    def watch(self, member: Member, code: str) -> None:
        """Let ``member`` watch: no seat, no hidden card."""
        self._check_code(code)
        if len(self.spectators) >= MAX_SPECTATORS:
            raise TableError("table-full", f"this table has its {MAX_SPECTATORS} spectators")
        self.spectators.append(member)
        member.send(p.encode(p.Welcome(table=self.id, seat=None, token=None,
                                       rules=self._rules_wire)))
        member.send(p.encode(self.state_message()))
        if self.runner is not None:
            member.send(p.encode(p.State(seq=self.runner.number,
                                         view=view_wire(self.runner.view(SPECTATOR)))))

    def is_host(self, host: str) -> bool:
        """Whether ``host`` is this table's host token."""
        return hmac.compare_digest(digest(host, self.id), self._host)

    # ------------------------------------------------------------------ starting
    def start_by_host(self, host: str) -> None:
        """The host starts the match now: bots take the seats nobody took."""
        if not self.is_host(host):
            raise TableError("not-host", "only the table's host token starts it early")
        if self.started:
            raise TableError("started", "the match has already started")
        if not any(seat.kind == "human" for seat in self.seats):
            raise TableError("no-player", "nobody has taken a seat yet")
        self.start()

    def start(self) -> None:
        """Deal the first hand and ask the first decision."""
        for s, seat in enumerate(self.seats):
            if seat.kind == "empty":
                self.seats[s] = SeatState("bot", _bot_name(s))
        match = Match(self.rules, rng=self.shuffler, deals=self._recorded)
        self._run(match, 0)
        log.info("table %s: the match starts", self.id)
        # On disk before anyone sees a card (once per table: the loop waits a moment).
        self.save_record(now=True)
        self.save_meta(now=True)
        self._changed(save=False)
        assert self.runner is not None
        for s, seat in enumerate(self.seats):
            if seat.member is not None:
                seat.member.send(p.encode(p.State(seq=0, view=view_wire(self.runner.view(s)))))
            elif seat.person:  # taken in the lobby, away now: the grace period starts
                self._start_grace(s)
        spectating = p.encode(p.State(seq=0, view=view_wire(self.runner.view(SPECTATOR))))
        for member in self.spectators:
            member.send(spectating)
        self.runner.start()  # the deal's events are in the views just sent
        self._flush()

    def _run(self, match: Match, number: int) -> None:
        agents = [RemoteSeat() if seat.person and not seat.stand_in else self._bot(s)
                  for s, seat in enumerate(self.seats)]
        runner = MatchRunner(match, agents, number=number)
        runner.watchers.extend(enumerate(self._channels))
        runner.watchers.append((SPECTATOR, self._watching))
        runner.ready = self._someone_here
        runner.on_applied = self._applied
        self.runner = runner

    def _bot(self, seat: int) -> BotSeat:
        think: Think = self.clock.think
        return BotSeat(load_bot(self.level, secrets.randbits(32)), think, self._flush)

    def _someone_here(self) -> bool:
        """The match goes on while a person is at the table (nobody loses a match alone)."""
        return any(seat.member is not None for seat in self.seats)

    def _recorded(self, index: int, dealer: int) -> tuple[list[list[int]], list[int]] | None:
        """The recorded deal of hand ``index`` (a resumed match), else ``None``: the engine
        deals it from :attr:`shuffler`."""
        if index < len(self._deals):
            recorded = self._deals[index]
            return [list(h) for h in recorded[:-1]], list(recorded[-1])
        return None

    # ------------------------------------------------------------------ playing
    def act(self, seat: int, message: p.Act) -> None:
        """Seat ``seat``'s connection sends ``message``; :class:`TableError` if not taken."""
        runner = self.runner
        if message.seat != seat:
            raise TableError("not-your-seat", f"you hold seat {seat}, not seat {message.seat}",
                          refused=True, seq=message.seq)
        if runner is None:
            raise TableError("not-started", "the match has not started", refused=True,
                          seq=message.seq)
        if self.finished:
            raise TableError("finished", "the match is over", refused=True, seq=message.seq)
        try:
            action = action_from_wire(message.action)
        except WireError as exc:
            raise TableError("not-an-action", str(exc), refused=True, seq=message.seq) from None
        agent = runner.agents[seat]
        remote = agent if isinstance(agent, RemoteSeat) else None
        turn = remote.turn if remote is not None else None
        if message.seq != runner.number or (turn is not None and turn.number != message.seq):
            raise TableError("stale", f"decision {message.seq} is not the one asked "
                          f"(decisions made: {runner.number})", refused=True, seq=message.seq)
        if turn is None:
            raise TableError("not-your-turn", "it is not your turn", refused=True,
                          seq=message.seq)
        error = turn.answer(action)
        if error is not None:
            raise TableError(error.rule or "illegal", str(error), refused=True, seq=message.seq)
        if remote is not None and remote.turn is turn:  # answered: nothing pending until asked
            remote.turn = None
            remote.unsent = False
        self._flush()

    def _applied(self, seat: int, action: Action, events: list[ev.Event]) -> None:
        """The runner applied a decision (before anyone is told): journal it, and write the
        record at a deal or the end."""
        runner = self.runner
        assert runner is not None
        self._last_decision = self.clock.now()
        dealt = any(isinstance(e, ev.HandStarted) for e in events)
        if self.files is not None:
            try:
                self.files.append(runner.number, seat, action.text())
                if dealt:  # the new hand's cards go out now; the record holding them later
                    log_ = runner.match.current_hand_log()
                    self.files.append_deal(runner.number, runner.match.hand_index,
                                           [codes(cards) for cards in log_.deal],
                                           codes(log_.kitty))
            except OSError as exc:  # the decision is made: the table plays on, less safe
                log.error("table %s: cannot write its journal: %s", self.id, exc)
        # Each seat's view after the decision goes with its events (the window keeps a seat's
        # own record of the match from them); only for the seats someone is at.
        match = runner.match
        for s, channel in enumerate(self._channels):
            channel.begin(runner.number, seat, None if self.seats[s].member is None
                          else view_wire(seat_view(match, s)))
        self._watching.begin(runner.number, seat, view_wire(seat_view(match, SPECTATOR))
                             if self.spectators else None)
        if dealt or any(isinstance(e, ev.MatchOver) for e in events):
            if any(isinstance(e, ev.MatchOver) for e in events):
                self.finished = True
            self.save_record()

    def _finish(self) -> None:
        """The match is over and everyone has its last events: the table says so."""
        self._announced = True
        log.info("table %s: the match is over", self.id)
        for seat in self.seats:
            if seat.timer is not None:
                seat.timer.cancel()
                seat.timer = None
        self._changed()

    def _flush(self) -> None:
        """Send every seat the events of the decisions made, then the turn it is asked."""
        runner = self.runner
        if runner is None:
            return
        # Most events are the same object for every seat (redaction only copies what it
        # hides): each is put in wire form once, each distinct message encoded once. Objects
        # are told apart by id(), so every batch is taken first and all of them stay alive
        # until the end (an id is unique only among live objects).
        taken = [channel.take() for channel in self._channels]
        watched = self._watching.take()
        wired: dict[int, dict[str, Any]] = {}
        encoded: dict[tuple[int, ...], bytes] = {}

        def message(seq: int, who: int, events: list[ev.Event],
                    view: dict[str, Any] | None) -> bytes:
            key = (seq, who, id(view), *map(id, events))
            data = encoded.get(key)
            if data is None:
                out = []
                for event in events:
                    wire = wired.get(id(event))
                    if wire is None:
                        wire = wired[id(event)] = event_wire(event)
                    out.append(wire)
                data = encoded[key] = p.encode(p.Events(seq=seq, seat=who, events=out,
                                                        view=view))
            return data

        for s, batches in enumerate(taken):
            member = self.seats[s].member
            if member is None:
                continue
            for seq, who, events, view in batches:
                member.send(message(seq, who, events, view))
            agent = runner.agents[s]
            if isinstance(agent, RemoteSeat) and agent.unsent and agent.turn is not None:
                agent.unsent = False
                turn = agent.turn
                # the view after the last decision is this turn's view when nothing came between
                last = batches[-1] if batches else None
                view = last[3] if last is not None and last[0] == turn.number else None
                member.send(p.encode(p.YourTurn(seq=turn.number,
                                                view=view or view_wire(turn.view))))
        if self.spectators:
            for seq, who, events, view in watched:
                data = message(seq, who, events, view)
                for member in self.spectators:
                    member.send(data)
        if self.finished and not self._announced:
            self._finish()

    # ------------------------------------------------------------------ people come and go
    def chat(self, seat: int | None, text: str) -> None:
        """A chat line from a seat, to everyone at the table."""
        if seat is None:
            raise TableError("not-seated", "spectators do not chat")
        try:
            line = clean_chat(text)
        except TextError as exc:
            raise TableError("bad-chat", str(exc)) from None
        self._to_all(p.ChatLine(seat=seat, name=self.seats[seat].name, text=line))

    def leave(self, member: Member) -> None:
        """``member`` gives up its seat (in play a bot takes it for good) or stops watching."""
        if member in self.spectators:
            self.spectators.remove(member)
            member.close(1000, "you stopped watching")
            return
        s = self.seat_of(member)
        if s is None:
            return
        seat = self.seats[s]
        if self.runner is None:
            self.seats[s] = SeatState("empty")
            if s == self.host_seat:
                self.host_seat = None
        else:
            seat.left, seat.token, seat.member, seat.stand_in = True, None, None, False
            if seat.timer is not None:
                seat.timer.cancel()
                seat.timer = None
            if not self.finished:
                self.runner.set_agent(s, self._bot(s))
        log.info("table %s: %s leaves seat %d", self.id, member.label, s)
        member.close(1000, "you left the table")
        self._changed()
        self._flush()

    def seat_of(self, member: Member) -> int | None:
        """The seat ``member`` holds, if any."""
        return next((s for s, seat in enumerate(self.seats) if seat.member is member), None)

    def gone(self, member: Member) -> None:
        """``member``'s connection closed (or dropped): the seat stays theirs."""
        if member in self.spectators:
            self.spectators.remove(member)
            return
        s = self.seat_of(member)
        if s is None:
            return
        self.seats[s].member = None
        log.info("table %s: seat %d is away", self.id, s)
        if self.started and not self.finished:
            self._start_grace(s)
        self._to_all(self.state_message())

    def away(self, member: Member) -> None:
        """``member`` goes away for now, keeping the seat (the game closed on purpose): in
        play a bot plays it at once until they resume; in the lobby the seat simply waits."""
        s = self.seat_of(member)
        if s is None:
            self.gone(member)
            return
        seat = self.seats[s]
        seat.member = None
        log.info("table %s: %s goes away from seat %d", self.id, member.label, s)
        member.close(1000, "your seat waits for you")
        if self.started and not self.finished:
            self._stand_in(s)
        else:
            self._to_all(self.state_message())

    def close_by_host(self, host: str) -> None:
        """The host closes the table: the match so far is kept (its record written, the
        table marked closed: it is not resumed), everyone's connection is closed with
        :data:`~sergeantmajor.net.protocol.CLOSE_TABLE_CLOSED`."""
        if not self.is_host(host):
            raise TableError("not-host", "only the table's host token closes it")
        self.closed = True
        log.info("table %s: closed by its host", self.id)
        self.save_meta(now=True)
        for member in self.members():
            member.close(p.CLOSE_TABLE_CLOSED, "the host closed the table")

    def _start_grace(self, s: int) -> None:
        seat = self.seats[s]
        if seat.timer is not None:
            seat.timer.cancel()
        seat.timer = self.clock.call_later(self.grace, lambda: self._stand_in(s))

    def _stand_in(self, s: int) -> None:
        """The grace period is over: a bot plays seat ``s`` until its person comes back."""
        seat = self.seats[s]
        seat.timer = None
        if seat.member is not None or not seat.person or self.runner is None or self.finished:
            return
        seat.stand_in = True
        log.info("table %s: a %s bot stands in at seat %d", self.id, self.level, s)
        self.runner.set_agent(s, self._bot(s))
        self._to_all(self.state_message())
        self._flush()

    # ------------------------------------------------------------------ keeping it
    def meta(self) -> dict[str, Any]:
        """The table as ``table.json`` holds it."""
        return {
            "format": TABLE_FORMAT, "version": TABLE_VERSION, "id": self.id,
            "rules": self._rules_wire, "bots": self.level, "humans": self.humans,
            "code": self._code, "host": self._host, "host_seat": self.host_seat,
            "created": self.created,
            "seats": [{"kind": s.kind, "name": s.name, "token": s.token, "left": s.left}
                      for s in self.seats],
            "started": self.started, "finished": self.finished, "closed": self.closed,
        }

    def players(self) -> list[dict[str, str]]:
        """The record's ``players``: a person's seat stays a person's."""
        return [{"name": seat.name or _bot_name(s),
                 "kind": "human" if seat.kind == "human" else f"bot:{self.level}"}
                for s, seat in enumerate(self.seats)]

    def save_meta(self, *, now: bool = False) -> None:
        """Write ``table.json`` (failures are logged: the table plays on); ``now``: before
        returning."""
        if self.files is None:
            return
        try:
            self.files.save_meta(self.meta(), now=now)
        except OSError as exc:
            log.error("table %s: cannot write its table file: %s", self.id, exc)

    def save_record(self, *, now: bool = False, durable: bool = True) -> None:
        """Write the record (and fold the journal into it); ``now``: before returning
        (``durable``: see :func:`~.store.write_json`)."""
        if self.files is None or self.runner is None:
            return
        try:
            self.files.save_record(record_of(self.runner.match, self.players()),
                                   self.runner.number, now=now, durable=durable)
        except OSError as exc:
            log.error("table %s: cannot write its record: %s", self.id, exc)

    def tick(self) -> None:
        """Called now and then: an idle table's journal is folded into its record."""
        if (self.files is not None and self.files.journal_lines
                and self.clock.now() - self._last_decision > IDLE_SAVE):
            self.save_record()

    def close(self) -> None:
        """The server stops: save what the files lack (before returning; the caller syncs
        the disk once for every table), stop the turn loop. The meta is current: it is
        written at every change of the seats."""
        if self.files is not None:
            self.files.writer = None
            if self.files.journal_lines:
                self.save_record(now=True, durable=False)
        if self.runner is not None:
            self.runner.stop()
        for seat in self.seats:
            if seat.timer is not None:
                seat.timer.cancel()
                seat.timer = None
        if self.files is not None:
            self.files.close()

    @classmethod
    def restore(cls, saved: SavedTable, *, clock: Clock, grace: float,
                files: TableFiles | None) -> Table:
        """A table read back from its folder, its match replayed to the last decision saved.

        Raises ``ValueError`` (the engine's record and replay errors are ValueErrors too) for
        files that do not make a table.
        """
        meta = saved.meta
        try:
            rules = Rules.from_dict(meta["rules"])
            table = cls(str(meta["id"]), rules, str(meta["bots"]), int(meta["humans"]),
                        clock=clock, code=str(meta["code"]), host=str(meta["host"]),
                        grace=grace, files=files)
            seats = meta["seats"]
            if len(seats) != rules.players:
                raise ValueError("the seats do not fit the rules")
            table.seats = [SeatState(str(s["kind"]), str(s["name"]), s["token"], bool(s["left"]))
                           for s in seats]
            table.created = float(meta.get("created", table.created))
            host_seat = meta.get("host_seat")
            table.host_seat = host_seat if type(host_seat) is int and 0 <= host_seat < len(
                seats) else None
        except (KeyError, TypeError) as exc:
            raise ValueError(f"table.json lacks or garbles {exc}") from None
        if not meta.get("started"):
            return table
        if saved.record is None:
            raise ValueError("the match started but its record is missing")
        table._deals = [(*([parse_card(c) for c in h] for h in hand["deal"]),
                         [parse_card(c) for c in hand["kitty"]])
                        for hand in saved.record["hands"]]
        for entry in saved.journal:  # deals shown after the record was written
            if entry.deal is not None and entry.kitty is not None \
                    and entry.hand == len(table._deals):
                table._deals.append((*([parse_card(c) for c in h] for h in entry.deal),
                                     [parse_card(c) for c in entry.kitty]))
        actions = [step.action for step in ReplayCursor.from_record(saved.record).steps]
        match = Match(rules, rng=table.shuffler, first_dealer=saved.record["first_dealer"],
                      deals=table._recorded)
        for action in actions:
            match.apply(action)
        number = len(actions) + _replay_journal(match, saved.journal, len(actions), table.id)
        table._run(match, number)
        table.finished = table._announced = match.is_terminal()
        if files is not None and files.journal_lines:  # fold the journal in, torn line and all
            table.save_record(now=True)
        for s, seat in enumerate(table.seats):
            if seat.person and not table.finished:
                table._start_grace(s)
        return table


#: Seconds without a decision after which a table's journal is folded into its record.
IDLE_SAVE = 5.0


def _replay_journal(match: Match, journal: list[JournalEntry], done: int, table: str) -> int:
    """Apply the journal's decisions past the record's ``done``; how many were applied."""
    applied = 0
    for entry in journal:
        if entry.deal is not None:
            continue  # a deal: read before the replay
        if entry.n <= done + applied:
            continue  # already in the record (a kill between writing it and the journal)
        if entry.n != done + applied + 1 or entry.seat != match.current_player():
            log.warning("table %s: journal line for decision %d does not follow; stopped",
                        table, entry.n)
            break
        try:
            match.apply(parse_action(entry.action))
        except ValueError as exc:  # IllegalActionError too
            log.warning("table %s: journal decision %d refused (%s); stopped", table, entry.n,
                        exc)
            break
        applied += 1
    return applied


def _bot_name(seat: int) -> str:
    return f"Bot {seat + 1}"


__all__ = [
    "Clock",
    "Member",
    "Table",
    "TableError",
]
