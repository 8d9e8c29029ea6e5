"""Who sits where at a server table (no Qt): the seats, the people coming and going, the
grace period of someone whose connection dropped, and the spectators.

:class:`Seating` knows people and connections, not the match: when a grace period ends it
calls the table back (``stand_in``), which seats a computer player in the match.
"""

from __future__ import annotations

import re
import secrets
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..ai.base import Bot
from ..engine import Action, IllegalActionError
from ..engine.view import SeatView
from ..net import protocol as p
from ..seats import Turn, load_bot
from ..seats.occupants import BotSeat, OfferedSeat
from .edges import Cancellable, Clock, Member, TableError
from .names import TextError, clean_chat

#: Spectators one table lets in.
MAX_SPECTATORS = 50
#: Chat lines a table keeps for whoever joins or comes back.
CHAT_HISTORY = 50
#: The kinds of seat a table's meta may hold.
KINDS = ("human", "bot", "empty")
_DIGEST = re.compile(r"^[0-9a-f]{64}$")


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
    reading: bool = False  # the person reads the hand's summary (nothing waits for it)

    @property
    def person(self) -> bool:
        """Whether a person holds the seat (connected or not)."""
        return self.kind == "human" and not self.left


def bot_name(seat: int) -> str:
    """The name of a computer player at ``seat``."""
    return f"Bot {seat + 1}"


class Seating:
    """The seats of one table and the connections at it."""

    def __init__(self, players: int, humans: int, *, clock: Clock, grace: float, level: str,
                 stand_in: Callable[[int], None]) -> None:
        """``humans`` seats are kept for people, the others get bots of ``level``;
        ``stand_in(seat)`` is called when a dropped person's grace period is over."""
        self.seats = [SeatState("empty") if s < humans else SeatState("bot", bot_name(s))
                      for s in range(players)]
        self.spectators: list[Member] = []
        self.host_seat: int | None = None  # the seat taken with the host token, if any
        self.grace = grace
        self.level = level
        self._clock = clock
        self._stand_in = stand_in
        self.history: deque[p.HistoryLine] = deque(maxlen=CHAT_HISTORY)

    # ------------------------------------------------------------------ who is here
    def members(self) -> list[Member]:
        """Every connection at the table."""
        return [s.member for s in self.seats if s.member is not None] + self.spectators

    def connections(self) -> list[Member | None]:
        """Each seat's connection (``None``: nobody there now)."""
        return [s.member for s in self.seats]

    def seat_of(self, member: Member) -> int | None:
        """The seat ``member`` holds, if any."""
        return next((s for s, seat in enumerate(self.seats) if seat.member is member), None)

    def someone_here(self) -> bool:
        """Whether a person is at the table now."""
        return any(seat.member is not None for seat in self.seats)

    def unique_name(self, name: str) -> str:
        """``name``, or ``"Ana (2)"``, ``"Ana (3)"``… when a person at the table has it
        already (letter case aside): two players never share a name."""
        taken = {seat.name.casefold() for seat in self.seats if seat.person}
        if name.casefold() not in taken:
            return name
        n = 2
        while f"{name} ({n})".casefold() in taken:
            n += 1
        return f"{name} ({n})"

    def free_seat(self) -> int | None:
        """The first seat kept for people that nobody took."""
        return next((s for s, seat in enumerate(self.seats) if seat.kind == "empty"), None)

    def full(self) -> bool:
        """Whether every seat kept for people is taken."""
        return all(seat.kind != "empty" for seat in self.seats)

    def occupant(self, seat: int, offer: Callable[[int, Turn], None],
                 answered: Callable[[], None], *, bot: bool = False) -> OfferedSeat | BotSeat:
        """Who decides at ``seat`` in the match: its person (``offer(seat, turn)`` offers
        the turn), or a computer player (``bot``, or no person there, or one standing in)
        thinking on the clock's executor (``answered()`` once its answer is taken)."""
        state = self.seats[seat]
        if state.person and not state.stand_in and not bot:
            return OfferedSeat(lambda turn: offer(seat, turn))

        def think(bot: Bot, view: SeatView,
                  answer: Callable[[Action], IllegalActionError | None]) -> None:
            def done(action: Action) -> None:
                if answer(action) is None:
                    answered()

            self._clock.think(bot, view, done)

        return BotSeat(load_bot(self.level, secrets.randbits(32)), think)

    # ------------------------------------------------------------------ coming and going
    def sit(self, seat: int, name: str, token: str, member: Member | None, *,
            host: bool) -> None:
        """``member`` takes the free ``seat`` as ``name`` (``token``: the seat token's
        digest; ``member`` ``None``: kept for them, they come with the token)."""
        self.seats[seat] = SeatState("human", name, token, member=member)
        if host and self.host_seat is None:
            self.host_seat = seat

    def back(self, seat: int, member: Member) -> Member | None:
        """``member`` takes up ``seat`` again; the connection it replaces, if any."""
        state = self.seats[seat]
        old = state.member if state.member is not member else None
        state.member = member
        self._cancel(state)
        return old

    def watch(self, member: Member) -> bool:
        """``member`` watches; ``False`` when the table has all its spectators."""
        if len(self.spectators) >= MAX_SPECTATORS:
            return False
        self.spectators.append(member)
        return True

    def stand_up(self, seat: int, *, started: bool) -> None:
        """The person at ``seat`` gives it up: free again in the lobby, for good in play."""
        state = self.seats[seat]
        if not started:
            self.seats[seat] = SeatState("empty")
            if seat == self.host_seat:
                self.host_seat = None
            return
        state.left, state.token, state.member, state.stand_in = True, None, None, False
        self._cancel(state)

    def away(self, seat: int, *, wait: bool) -> None:
        """``seat``'s connection dropped; with ``wait`` its grace period starts."""
        self.seats[seat].member = None
        if wait:
            self.start_grace(seat)

    def start_grace(self, seat: int) -> None:
        """A bot will stand in at ``seat`` after the grace period, unless its person is back."""
        state = self.seats[seat]
        self._cancel(state)
        state.timer = self._clock.call_later(self.grace, lambda: self._expired(seat))

    def _expired(self, seat: int) -> None:
        state = self.seats[seat]
        state.timer = None
        if state.member is None and state.person:
            self._stand_in(seat)

    def fill_with_bots(self) -> None:
        """The match starts: bots take the seats nobody took."""
        for s, seat in enumerate(self.seats):
            if seat.kind == "empty":
                self.seats[s] = SeatState("bot", bot_name(s))

    def quiet(self) -> None:
        """No grace period runs any more (the match is over, the server stops)."""
        for state in self.seats:
            self._cancel(state)

    def quiet_seat(self, seat: int) -> None:
        """No grace period runs for ``seat`` any more (someone else takes it)."""
        self._cancel(self.seats[seat])

    @staticmethod
    def _cancel(state: SeatState) -> None:
        if state.timer is not None:
            state.timer.cancel()
            state.timer = None

    def chat_line(self, seat: int | None, text: str) -> p.ChatLine:
        """The chat line ``seat`` says, cleaned; :class:`TableError` if refused."""
        if seat is None:
            raise TableError("not-seated", "spectators do not chat")
        try:
            line = clean_chat(text)
        except TextError as exc:
            raise TableError("bad-chat", str(exc)) from None
        name = self.seats[seat].name
        self.history.append(p.HistoryLine(seat=seat, name=name, text=line))
        return p.ChatLine(seat=seat, name=name, text=line)

    def chat_history(self) -> p.ChatHistory:
        """The last lines said at the table, for someone who arrives."""
        return p.ChatHistory(lines=list(self.history))

    # ------------------------------------------------------------------ as others see it
    def state_message(self, table_id: str, *, level: str, started: bool, finished: bool,
                      rules: dict[str, Any], waiting: list[p.Waiting] | None = None
                      ) -> p.TableState:
        """The ``table`` message: seats, started, finished."""
        seats = []
        for s, seat in enumerate(self.seats):
            if seat.person:
                seats.append(p.SeatInfo(seat=s, name=seat.name, kind="human",
                                        level=level if seat.stand_in else None,
                                        connected=seat.member is not None,
                                        stand_in=seat.stand_in, host=s == self.host_seat,
                                        reading=seat.reading and seat.member is not None))
            elif seat.kind == "empty":
                seats.append(p.SeatInfo(seat=s, name="", kind="empty"))
            else:
                seats.append(p.SeatInfo(seat=s, name=seat.name, kind="bot", level=level,
                                        connected=True))
        return p.TableState(table=table_id, seats=seats, started=started, finished=finished,
                            bots=level, grace=self.grace, rules=rules, waiting=waiting or [])

    def players(self, level: str) -> list[dict[str, str]]:
        """The record's ``players``: a person's seat stays a person's."""
        return [{"name": seat.name or bot_name(s),
                 "kind": "human" if seat.kind == "human" else f"bot:{level}"}
                for s, seat in enumerate(self.seats)]

    # ------------------------------------------------------------------ kept
    def meta(self) -> list[dict[str, Any]]:
        """The seats as the table's meta holds them."""
        return [{"kind": s.kind, "name": s.name, "token": s.token, "left": s.left}
                for s in self.seats]

    def restore(self, seats: Any, host_seat: Any) -> None:
        """The seats read back from a meta; ``ValueError`` naming what does not fit."""
        if not isinstance(seats, list) or len(seats) != len(self.seats):
            raise ValueError("the seats do not fit the rules")
        restored = []
        for s, seat in enumerate(seats):
            if not isinstance(seat, dict):
                raise ValueError(f"seat {s} is not an object")
            kind, name, token, left = (seat.get("kind"), seat.get("name"), seat.get("token"),
                                       seat.get("left"))
            if kind not in KINDS:
                raise ValueError(f"seat {s} is of no known kind ({str(kind)[:20]!r})")
            if not isinstance(name, str) or len(name) > 100:
                raise ValueError(f"seat {s} has no name")
            if not (token is None or (isinstance(token, str) and _DIGEST.match(token))):
                raise ValueError(f"seat {s}'s token is not a digest")
            if type(left) is not bool:
                raise ValueError(f"seat {s}'s 'left' is not true or false")
            if kind == "human" and token is None and not left:
                raise ValueError(f"seat {s} is a person's without a token")
            restored.append(SeatState(kind, name, token, left))
        self.seats = restored
        self.host_seat = host_seat if type(host_seat) is int and 0 <= host_seat < len(
            seats) else None


__all__ = ["KINDS", "MAX_SPECTATORS", "SeatState", "Seating", "bot_name"]
