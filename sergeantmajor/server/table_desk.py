"""What the people at a server table ask besides playing, and what its host decides (no Qt).

:class:`TableDesk` is one table's front desk: a person leaving the seat, or going away for
now (the game closed on purpose: a computer player takes the seat at once), reading the hand's
summary, someone asking to be let in to a match that has begun (they wait, listed in
``table.waiting``); and the host's own calls: let one of them in, give an away friend's seat
to a computer player, close the table, start another match with the same seats (a rematch).
Every call is refused with a :class:`~.edges.TableError` when it does not fit, and changes
nothing then.
"""

from __future__ import annotations

import logging
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..net import protocol as p
from .edges import Member, TableError
from .names import TextError, clean_name
from .seating import SeatState

if TYPE_CHECKING:
    from .table import Table

log = logging.getLogger(__name__)

#: People one table lets wait to be let in.
MAX_WAITING = 5


@dataclass
class Knocker:
    """Someone waiting to be let in."""

    id: int
    name: str
    member: Member


class TableDesk:
    """One table's front desk."""

    def __init__(self, table: Table) -> None:
        self._table = weakref.ref(table)  # the table owns its desk (no cycle: weak.py)
        self.knockers: list[Knocker] = []
        self._numbers = 0

    @property
    def table(self) -> Table:
        """The table this desk serves (alive while anyone asks its desk)."""
        table = self._table()
        assert table is not None
        return table

    def waiting(self) -> list[p.Waiting]:
        """Who waits to be let in, as the ``table`` message lists them."""
        return [p.Waiting(id=k.id, name=k.name) for k in self.knockers]

    def _check_host(self, host: str, what: str) -> None:
        if not self.table.admission.is_host(host):
            raise TableError("not-host", f"only the table's host token {what}")

    # ------------------------------------------------------------------ a person's own
    def away(self, member: Member) -> None:
        """``member`` goes away for now and keeps the seat (the game closed on purpose): in
        play a computer player takes it at once until they resume; in the lobby it waits."""
        table = self.table
        s = table.seating.seat_of(member)
        if s is None:
            table.gone(member)
            return
        table.seating.away(s, wait=False)
        log.info("table %s: %s goes away from seat %d", table.id, member.label, s)
        table.outbox.close(member, 1000, "your seat waits for you")
        table.last_active = time.time()
        if table.started and not table.finished:
            table.stand_in(s)
        else:
            table.outbox.to_all(table.members(), table.state_message())

    def leave(self, member: Member) -> None:
        """``member`` gives up its seat (in play a bot takes it for good) or stops watching."""
        table = self.table
        if member in table.seating.spectators:
            table.seating.spectators.remove(member)
            table.outbox.close(member, 1000, "you stopped watching")
            return
        s = table.seating.seat_of(member)
        if s is None:
            return
        table.seating.stand_up(s, started=table.started)
        if table.runner is not None and not table.finished:
            table.seat_agent(s, bot=True)
        log.info("table %s: %s leaves seat %d", table.id, member.label, s)
        table.outbox.close(member, 1000, "you left the table")
        table.last_active = time.time()
        table.changed()
        table.flush()

    def reading(self, member: Member, on: bool) -> None:
        """``member``'s person reads the hand's summary (``on``), or has closed it."""
        table = self.table
        s = table.seating.seat_of(member)
        if s is not None and table.seating.seats[s].reading != on:
            table.seating.seats[s].reading = on
            table.outbox.to_all(table.members(), table.state_message())

    def knock(self, member: Member, name: str, code: str) -> None:
        """``member`` asks to be let in to the match (begun, not over): it waits for the
        host, who sees it in ``table.waiting``."""
        table = self.table
        table.admission.check_code(code)
        try:
            name = clean_name(name)
        except TextError as exc:
            raise TableError("bad-name", str(exc)) from None
        if table.finished:
            raise TableError("finished", "this table's match is over")
        if not table.started:
            raise TableError("not-started", "the match has not begun: join it")
        if len(self.knockers) >= MAX_WAITING:
            raise TableError("table-full", f"{MAX_WAITING} people already wait to be let in")
        self._numbers += 1
        self.knockers.append(Knocker(self._numbers, name, member))
        log.info("table %s: %s asks to be let in as %r", table.id, member.label, name)
        state = table.state_message()
        table.outbox.to_all([*table.members(), member], state)

    def gone(self, member: Member) -> bool:
        """A connection ended: whether it was one waiting to be let in (it waits no more)."""
        before = len(self.knockers)
        self.knockers = [k for k in self.knockers if k.member is not member]
        if len(self.knockers) == before:
            return False
        self.table.outbox.to_all(self.table.members(), self.table.state_message())
        return True

    # ------------------------------------------------------------------ the host's
    def admit(self, host: str, knock: int, seat: int) -> Member:
        """The host lets the one waiting as ``knock`` take ``seat``, a seat a computer player
        holds (the table's own, one given up, or a person's away: their token is void now).
        The one let in gets ``welcome`` with a new seat token, the chat, and the match."""
        table = self.table
        self._check_host(host, "lets people in")
        knocker = next((k for k in self.knockers if k.id == knock), None)
        if knocker is None:
            raise TableError("no-knock", "nobody waits with that number")
        if not table.started or table.finished or table.runner is None:
            raise TableError("not-started", "only a match in play lets people in")
        if not 0 <= seat < len(table.seating.seats):
            raise TableError("no-seat", "this table has no such seat")
        state = table.seating.seats[seat]
        if seat == table.seating.host_seat or state.member is not None:
            raise TableError("seat-taken", "a person is at that seat now")
        self.knockers.remove(knocker)
        token, held = table.admission.seat_token()
        name = table.seating.unique_name(knocker.name) if state.name != knocker.name \
            else knocker.name
        table.seating.quiet_seat(seat)
        table.seating.seats[seat] = SeatState("human", name, held, member=knocker.member)
        table.seat_agent(seat, bot=False)
        table.last_active = time.time()
        table.save_meta()
        member = knocker.member
        table.outbox.channels[seat].take()  # the match so far comes as one view
        table.outbox.message(member, p.Welcome(table=table.id, seat=seat, token=token,
                                               rules=table.rules_wire),
                             meta=table.keeping.meta_version)
        log.info("table %s: %s let in at seat %d as %r", table.id, member.label, seat, name)
        table.outbox.to_all(table.members(), table.state_message())
        table.greet(member, seat)
        return member

    def bench(self, host: str, seat: int) -> None:
        """The host gives the seat of a friend who went away to a computer player for good
        (in the lobby the seat is free again)."""
        table = self.table
        self._check_host(host, "gives seats away")
        if not 0 <= seat < len(table.seating.seats):
            raise TableError("no-seat", "this table has no such seat")
        state = table.seating.seats[seat]
        if not state.person or state.member is not None or seat == table.seating.host_seat:
            raise TableError("seat-taken", "only the seat of a friend who is away is given")
        table.seating.stand_up(seat, started=table.started)
        if table.runner is not None and not table.finished:
            table.seat_agent(seat, bot=True)
        log.info("table %s: the host gives seat %d to a computer player", table.id, seat)
        table.last_active = time.time()
        table.changed()
        table.flush()

    def close(self, host: str) -> None:
        """The host closes the table: it is put away as it is (the match so far kept, never
        resumed) and everyone's connection is closed with ``CLOSE_TABLE_CLOSED``."""
        table = self.table
        self._check_host(host, "closes it")
        log.info("table %s: closed by its host", table.id)
        table.put_away("closed")
        for member in [*table.members(), *(k.member for k in self.knockers)]:
            table.outbox.close(member, p.CLOSE_TABLE_CLOSED, "the host closed the table")
        self.knockers.clear()

    def rematch(self, host: str, make: Callable[[], tuple[Table, str, str]]) -> Table:
        """The host asks for another match once this one is over: ``make`` makes a table of
        the same rules (``(table, join code, host token)``); everyone still at this one is
        seated there at the same seat and told where (``rematch``), then let go."""
        table = self.table
        self._check_host(host, "starts another match")
        if not table.finished:
            raise TableError("not-finished", "the match is not over yet")
        new, code, new_host = make()
        seated = []
        for s, state in enumerate(table.seating.seats):
            if state.member is None or not state.person:
                continue
            token, held = new.admission.seat_token()
            is_host = s == table.seating.host_seat
            new.seating.sit(s, state.name, held, None, host=is_host)
            seated.append((state.member, token, is_host))
        new.save_meta()
        meta = new.keeping.meta_version  # the seats are kept before anyone hears of them
        for member, token, is_host in seated:
            new.outbox.message(member, p.RematchAt(table=new.id, code=code, token=token,
                                                   host=new_host if is_host else None),
                               meta=meta)
            new.outbox.close(member, 1000, "on to the next match")
        for member in table.seating.spectators:
            new.outbox.message(member, p.RematchAt(table=new.id, code=code, token=None),
                               meta=meta)
        log.info("table %s: the host starts another match at table %s", table.id, new.id)
        return new
