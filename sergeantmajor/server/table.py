"""One table of the server: its one door (no Qt, no sockets).

A :class:`Table` owns a match in a :class:`~sergeantmajor.seats.MatchRunner` (the window's own
turn loop) and its parts: :class:`~.admission.Admission` (the join code, the host token, the
seat tokens), :class:`~.seating.Seating` (who sits where, grace periods, spectators),
:class:`~.outbox.Outbox` (what goes out, and when) and a :class:`~.store.TableStore` (what is
kept). Everything a connection may ask comes through one method here (join, resume, watch,
act, chat, leave, gone; the server's tick and close); anything refused raises
:class:`~.edges.TableError`, which the server turns into an ``error`` or ``refused`` message
and which changes nothing.

Seats are occupied by the two occupants every host seats: a person is an
:class:`~sergeantmajor.seats.occupants.OfferedSeat` (the turn offered through the outbox, the
``act`` answering it), a computer player a :class:`~sergeantmajor.seats.occupants.BotSeat`
thinking in the server's executor. Every decision is journaled before anyone is told of it:
the outbox sends it once the store keeps it, and the match waits while the store cannot.
"""

from __future__ import annotations

import logging
import random
import time
from typing import Any

from ..engine import Action, Match, Rules
from ..engine import events as ev
from ..engine.levels import PLAYER_LEVELS
from ..engine.view import SPECTATOR
from ..net import protocol as p
from ..net.wire import WireError, action_from_wire, action_wire, rules_wire
from ..seats import MatchRunner
from ..seats.occupants import BotSeat, OfferedSeat
from .admission import Admission, new_table_id
from .edges import Clock, Member, TableError
from .keeping import Keeping
from .names import TextError, clean_name
from .outbox import Outbox
from .seating import Seating, SeatState
from .store import TABLE_FORMAT, TABLE_VERSION, NoStore, TableStore
from .table_desk import TableDesk
from .weak import Weakly

log = logging.getLogger(__name__)

_random = random.SystemRandom()


class Table:
    """A table: seats, people, and once started the match in its turn loop."""

    def __init__(self, table_id: str, rules: Rules, level: str, humans: int, *,
                 clock: Clock, admission: Admission, grace: float = 60.0,
                 store: TableStore | None = None) -> None:
        if level not in PLAYER_LEVELS:
            raise ValueError(f"bots level {level!r} is not one of {', '.join(PLAYER_LEVELS)}")
        if not 1 <= humans <= rules.players:
            raise ValueError(f"humans must be 1 to {rules.players}")
        self.id = table_id
        self.rules = rules
        self.level = level
        self.humans = humans
        self.clock = clock
        self.store: TableStore = NoStore() if store is None else store
        self.keeping = Keeping(table_id, self.store, clock.now())
        self.admission = admission
        self.seating = Seating(rules.players, humans, clock=clock, grace=grace, level=level,
                               stand_in=Weakly(self.stand_in, None))
        self.outbox = Outbox(rules.players, self.keeping.kept)
        self.desk = TableDesk(self)  # what people ask besides playing; the host's calls
        self.runner: MatchRunner | None = None
        self.finished = False
        self.closed: str | None = None  # why the table was put away unfinished
        self._announced = False  # the end was announced with a ``table`` message
        self.created = self.last_active = time.time()
        self._deals: list[tuple[list[int], ...]] = []  # recorded deals (resumed matches)
        self.rules_wire = rules_wire(rules)
        #: Where the shuffles and the first dealer come from: the system's cryptographic
        #: generator; a test or a benchmark may give a seeded one to replay a match exactly.
        self.shuffler: random.Random = _random

    @classmethod
    def create(cls, rules: Rules, level: str, humans: int | None, *, clock: Clock,
               grace: float = 60.0, store: TableStore | None = None,
               prefix: str = "") -> tuple[Table, str, str]:
        """A new table with fresh secrets: ``(table, join code, host token)``; its id starts
        with ``prefix``. Its meta is asked of the store."""
        table_id = new_table_id(prefix)
        admission, code, host = Admission.fresh(table_id)
        table = cls(table_id, rules, level, rules.players if humans is None else humans,
                    clock=clock, admission=admission, grace=grace, store=store)
        table.save_meta()
        return table, code, host

    @property
    def seats(self) -> list[SeatState]:
        """The seats."""
        return self.seating.seats

    @property
    def started(self) -> bool:
        """Whether the match has begun."""
        return self.runner is not None

    @property
    def abandoned(self) -> bool:
        """Whether nobody can ever come back to play it: started, and every person left."""
        return self.started and not self.finished and not any(
            s.person for s in self.seating.seats)

    def players(self) -> list[dict[str, str]]:
        """The record's ``players``: a person's seat stays a person's."""
        return self.seating.players(self.level)

    def members(self) -> list[Member]:
        """Every connection at the table."""
        return self.seating.members()

    def state_message(self) -> p.TableState:
        """The ``table`` message: seats, started, finished, who waits to be let in."""
        return self.seating.state_message(self.id, level=self.level, started=self.started,
                                          finished=self.finished, rules=self.rules_wire,
                                          waiting=self.desk.waiting())

    def changed(self, *, save: bool = True) -> None:
        """The seats changed: everyone hears, the meta is saved."""
        if save:
            self.save_meta()
        self.outbox.to_all(self.members(), self.state_message())

    # ------------------------------------------------------------------ coming in
    def join(self, member: Member, name: str, code: str, host: str | None = None) -> int:
        """Give ``member`` the first free seat kept for people; returns the seat. Its
        ``welcome`` (the seat token) goes out once the meta holding the token is kept."""
        self.admission.check_code(code)
        self.admission.come_in(self.clock.now())
        try:
            name = self.seating.unique_name(clean_name(name))  # "Ana (2)" beside Ana
        except TextError as exc:
            raise TableError("bad-name", str(exc)) from None
        if self.finished:  # not "started": nobody can come back to a match that is over
            raise TableError("finished", "this table's match is over")
        if self.started:
            raise TableError("started", "this table's match has started: no seat is free")
        free = self.seating.free_seat()
        if free is None:
            raise TableError("table-full", "every seat of this table is taken")
        token, held = self.admission.seat_token()
        is_host = self.admission.is_host(host)
        self.seating.sit(free, name, held, member, host=is_host)
        self.last_active = time.time()
        self.save_meta()
        self.outbox.message(member, p.Welcome(table=self.id, seat=free, token=token,
                                              rules=self.rules_wire, host=is_host),
                            meta=self.keeping.meta_version)
        log.info("table %s: %s takes seat %d as %r", self.id, member.label, free, name)
        self.changed(save=False)
        self.greet(member, free)
        if self.seating.full():
            self.start()
        return free

    def resume(self, member: Member, token: str, host: str | None = None) -> int:
        """Give ``member`` back the seat of ``token`` (a newer connection replaces an older)."""
        seat_no = self.admission.seat_of(token, [s.token for s in self.seating.seats])
        self.admission.come_in(self.clock.now())
        old = self.seating.back(seat_no, member)
        if old is not None:
            self.outbox.close(old, p.CLOSE_REPLACED, "this seat was taken up by another "
                              "connection")
            self.outbox.drop(old)
        self.outbox.channels[seat_no].take()  # what happened while away comes as one view
        self.outbox.message(member, p.Welcome(table=self.id, seat=seat_no, token=token,
                                              rules=self.rules_wire,
                                              host=self.admission.is_host(host)))
        log.info("table %s: %s resumes seat %d", self.id, member.label, seat_no)
        self.last_active = time.time()
        seat, runner = self.seating.seats[seat_no], self.runner
        if runner is not None and seat.stand_in:
            seat.stand_in = False
            self.seat_agent(seat_no, bot=False)
        self.outbox.to_all(self.members(), self.state_message())
        self.greet(member, seat_no)
        return seat_no

    def greet(self, member: Member, seat: int) -> None:
        """Someone arrives at ``seat`` (``SPECTATOR``: to watch): the chat's last lines, and
        the match as it stands (their turn offered again if it is theirs)."""
        history = self.seating.chat_history()
        if history.lines:
            self.outbox.message(member, history)
        runner = self.runner
        if runner is None:
            return
        self.outbox.show(member, runner, seat)
        self.keeping.tell_trouble(member)
        if seat == SPECTATOR:
            return
        agent = runner.agents[seat]
        if isinstance(agent, OfferedSeat):
            self.outbox.again(seat, agent.turn)
        runner.proceed()  # the table may have waited for someone to come back
        self.flush()

    def watch(self, member: Member, code: str) -> None:
        """Let ``member`` watch: no seat, no hidden card."""
        self.admission.check_code(code)
        if not self.seating.watch(member):
            raise TableError("table-full", "this table has all its spectators")
        self.outbox.message(member, p.Welcome(table=self.id, seat=None, token=None,
                                              rules=self.rules_wire))
        self.outbox.message(member, self.state_message())
        self.greet(member, SPECTATOR)

    # ------------------------------------------------------------------ the match
    def start_by_host(self, host: str) -> None:
        """The host starts the match now: bots take the seats nobody took."""
        if not self.admission.is_host(host):
            raise TableError("not-host", "only the table's host token starts it early")
        if self.started:
            raise TableError("started", "the match has already started")
        if not any(seat.kind == "human" for seat in self.seating.seats):
            raise TableError("no-player", "nobody has taken a seat yet")
        self.start()

    def start(self) -> None:
        """Deal the first hand (journaled like every later one) and ask the first decision
        once the store keeps the deal and the meta that says the match started."""
        self.seating.fill_with_bots()
        match = Match(self.rules, rng=self.shuffler, deals=Weakly(self._recorded, None))
        self._run(match, 0)
        log.info("table %s: the match starts", self.id)
        self.keeping.first_deal(match)
        self.checkpoint()
        self.changed()
        assert self.runner is not None
        started = self.keeping.meta_version  # the cards show once the meta says it started
        for s, seat in enumerate(self.seating.seats):
            if seat.member is not None:
                self.outbox.show(seat.member, self.runner, s, meta=started)
            elif seat.person:  # taken in the lobby, away now: the grace period starts
                self.seating.start_grace(s)
        for member in self.seating.spectators:
            self.outbox.show(member, self.runner, SPECTATOR, meta=started)
        self.runner.start()  # the deal's events are in the views just sent
        self.flush()

    def _run(self, match: Match, number: int) -> None:
        runner = MatchRunner(match, [self._occupant(s) for s in range(self.rules.players)],
                             number=number)
        runner.watchers.extend(enumerate(self.outbox.channels))
        runner.watchers.append((SPECTATOR, self.outbox.watching))
        runner.ready = Weakly(self._may_go_on, False)  # the table's parts hold it weakly
        runner.on_applied = Weakly(self._applied, None)  # (weak.py)
        self.runner = runner

    def _occupant(self, seat: int, *, bot: bool = False) -> OfferedSeat | BotSeat:
        """A person offered the turn through the outbox, or a computer player thinking in the
        server's executor, whose answer is sent at once (a stale one is dropped)."""
        return self.seating.occupant(seat, self.outbox.offer, Weakly(self.flush, None), bot=bot)

    def seat_agent(self, seat: int, *, bot: bool) -> None:
        assert self.runner is not None
        self.outbox.withdraw(seat)
        self.runner.set_agent(seat, self._occupant(seat, bot=bot))

    def _may_go_on(self) -> bool:
        """The match goes on while a person is at the table (nobody loses a match alone)
        and the store keeps every decision made (a full disk pauses it)."""
        runner = self.runner
        return (self.seating.someone_here() and runner is not None
                and self.keeping.holds(runner.number))

    def _recorded(self, index: int, dealer: int) -> tuple[list[list[int]], list[int]] | None:
        """The recorded deal of hand ``index`` (a resumed match), else ``None``: the engine
        deals it from :attr:`shuffler`."""
        if index < len(self._deals):
            recorded = self._deals[index]
            return [list(h) for h in recorded[:-1]], list(recorded[-1])
        return None

    def act(self, seat: int, message: p.Act) -> None:
        """Seat ``seat``'s connection sends ``message``; :class:`TableError` if not taken."""
        runner = self.runner

        def refuse(code: str, text: str) -> TableError:
            return TableError(code, text, refused=True, seq=message.seq)

        if message.seat != seat:
            raise refuse("not-your-seat", f"you hold seat {seat}, not seat {message.seat}")
        if runner is None:
            raise refuse("not-started", "the match has not started")
        if self.finished:
            raise refuse("finished", "the match is over")
        try:
            action = action_from_wire(message.action)
        except WireError as exc:
            raise refuse("not-an-action", str(exc)) from None
        agent = runner.agents[seat]
        turn = agent.turn if isinstance(agent, OfferedSeat) else None
        if message.seq != runner.number or (turn is not None and turn.number != message.seq):
            raise refuse("stale", f"decision {message.seq} is not the one asked "
                         f"(decisions made: {runner.number})")
        if not isinstance(agent, OfferedSeat):  # a bot plays the seat for now
            raise refuse("not-your-turn", "it is not your turn")
        error = agent.answer(action)
        if error is not None:
            raise refuse(error.rule or "illegal", str(error))
        if turn is not None:  # answered before it was sent (a client that guessed its seq)
            self.outbox.withdraw(seat, turn)
        self.flush()

    def _applied(self, seat: int, action: Action, events: list[ev.Event]) -> None:
        """The runner applied a decision (before anyone is told): journal it (with the deal
        it brought), and write the record at the end or when its time has come."""
        runner = self.runner
        assert runner is not None
        self.last_active = time.time()
        number, match = runner.number, runner.match
        dealt = any(isinstance(e, ev.HandStarted) for e in events)
        self.keeping.decision(number, seat, action_wire(action), match, dealt=dealt,
                              now=self.clock.now())
        self.outbox.decided(number, seat, match, self.seating.connections(),
                            bool(self.seating.spectators))
        if any(isinstance(e, ev.MatchOver) for e in events):
            self.finished = True
            self.checkpoint()
            self.save_meta()
        elif dealt and self.keeping.due(number):
            self.checkpoint()

    def flush(self) -> None:
        """Send what the store keeps; the end of the match once everyone has it."""
        if self.runner is None:
            return
        self.outbox.flush(self.seating.connections(), self.seating.spectators)
        if self.finished and not self._announced and self.keeping.holds(self.runner.number):
            self._announced = True
            log.info("table %s: the match is over", self.id)
            self.seating.quiet()
            self.changed(save=False)

    # ------------------------------------------------------------------ the store
    def stored(self) -> None:
        """The store kept more of this table, or its trouble changed: send what waited, go
        on if the match waited, tell the players if it cannot save."""
        runner = self.runner
        self.keeping.notice(None if runner is None else runner.number, self.members())
        self.outbox.release()
        if runner is not None:
            runner.proceed()
            self.flush()

    def meta(self) -> dict[str, Any]:
        """The table as its store keeps it."""
        return {
            "format": TABLE_FORMAT, "version": TABLE_VERSION, "id": self.id,
            "rules": self.rules_wire, "bots": self.level, "humans": self.humans,
            "code": self.admission.code, "host": self.admission.host,
            "host_seat": self.seating.host_seat, "created": self.created,
            "last_active": self.last_active, "seats": self.seating.meta(),
            "started": self.started, "finished": self.finished, "closed": self.closed,
        }

    def save_meta(self) -> None:
        """Ask the store to keep the meta (:attr:`meta_version` is its version)."""
        self.keeping.save_meta(self.meta())

    def checkpoint(self) -> None:
        """Ask the store to keep the record of every decision so far."""
        if self.runner is not None:
            self.keeping.checkpoint(self.runner.match, self.players(), self.runner.number)

    # ------------------------------------------------------------------ people
    def chat(self, seat: int | None, text: str) -> None:
        """A chat line from a seat, to everyone at the table."""
        self.outbox.to_all(self.members(), self.seating.chat_line(seat, text))

    def gone(self, member: Member) -> None:
        """``member``'s connection closed (or dropped): the seat stays theirs."""
        self.outbox.drop(member)
        if self.desk.gone(member):
            return
        if member in self.seating.spectators:
            self.seating.spectators.remove(member)
            return
        s = self.seating.seat_of(member)
        if s is None:
            return
        self.seating.away(s, wait=self.started and not self.finished)
        log.info("table %s: seat %d is away", self.id, s)
        self.outbox.to_all(self.members(), self.state_message())

    def stand_in(self, s: int) -> None:
        """The grace period is over: a bot plays seat ``s`` until its person comes back."""
        if self.runner is None or self.finished:
            return
        self.seating.seats[s].stand_in = True
        log.info("table %s: a computer player (%s) stands in at seat %d", self.id, self.level,
                 s)
        self.seat_agent(s, bot=True)
        self.outbox.to_all(self.members(), self.state_message())
        self.flush()

    # ------------------------------------------------------------------ the server's
    def tick(self) -> None:
        """Called now and then: an idle table's journal is folded into its record."""
        if self.runner is not None and self.keeping.idle(self.runner.number,
                                                         self.clock.now()):
            self.checkpoint()

    def put_away(self, why: str) -> None:
        """Nobody will play this table again (``why``: abandoned, expired, closed by its
        host): keep it so."""
        self.closed = why
        self.save_meta()

    def close(self) -> None:
        """The table leaves memory (the server stops, or it is over): the record of every
        decision and the meta are asked of the store, the turn loop stops."""
        if self.runner is not None and self.runner.number > self.keeping.checkpointed:
            self.checkpoint()
        self.save_meta()  # its last activity
        if self.runner is not None:
            self.runner.stop()
        self.seating.quiet()

    @classmethod
    def restore(cls, store: TableStore, table_id: str, *, clock: Clock,
                grace: float) -> Table:
        """A table read back from ``store``, its match replayed to the last decision kept;
        ``ValueError`` for what does not make a table (:mod:`.restore`)."""
        from .restore import restore_table

        return restore_table(cls, store, table_id, clock=clock, grace=grace)


__all__ = ["Clock", "Member", "Table", "TableError"]
