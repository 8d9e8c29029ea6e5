"""What a server table sends, and when (no Qt, no sockets).

One :class:`SeatChannel` per seat and one for the spectators watch the turn loop through
their eyes (the runner redacts every event for them) and gather each decision's events with
what changed in the view after them (the whole view when the seat's view before is not
known: docs/PROTOCOL.md, ``events``). :class:`Outbox` sends them, encoding each distinct
message once, and the ``turn`` each person is offered (an
:class:`~sergeantmajor.seats.occupants.OfferedSeat` offers through :meth:`Outbox.offer`; the
outbox owns whether it was sent).

Nothing goes out before the store holds it: a decision's events and anything showing the
match after decision ``seq`` wait until ``kept() >= seq``, and a message that hands out a
secret (``created``, ``welcome``) until the meta holding it is kept. A connection's messages
keep their order: once one waits, everything after it for that connection waits behind it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import Any

from ..engine import Match
from ..engine import events as ev
from ..engine.view import SPECTATOR
from ..net import protocol as p
from ..net.wire import event_wire, private_wire, public_wire, view_wire
from ..seats import MatchRunner, Turn
from .edges import Member

#: One decision as a seat is told of it: ``(seq, seat who decided, events, whole view after,
#: changes of the view)``: the view after it whole, or only the fields that changed since the
#: seat's view after the decision before (the other ``None``); both ``None``: nobody was there.
Batch = tuple[int, int, list[ev.Event], dict[str, Any] | None, dict[str, Any] | None]

#: What a seat's own fields follow from: (the hand's index, exchanges, discards and whether
#: the kitty is taken; the seat's hand; whether it is to move).
_Key = tuple[tuple[int, int, int, bool], int, bool]

#: A held message: ``(meta version needed, decisions kept needed, bytes or a close)``.
_Held = tuple[int, int, "bytes | tuple[int, str]"]


class SeatChannel:
    """What one seat (or the spectators) is to be sent: the events of each decision, grouped
    by decision, with what changed in the seat's view, until the table sends them; and the
    seat's view after the last decision (wire form), which the changes are counted from."""

    def __init__(self) -> None:
        self._batches: list[Batch] = []
        self._public: dict[str, Any] = {}
        self._private: dict[str, Any] | None = None  # None: no view kept (nobody was there)
        self._key: _Key | None = None  # what the private fields followed from
        self.at = -1  # the decision the view kept follows

    def begin(self, seq: int, seat: int, public: dict[str, Any],
              changed: dict[str, Any] | None,
              private: Callable[[dict[str, Any] | None, bool], dict[str, Any]] | None,
              key: _Key | None = None) -> None:
        """Decision ``seq - 1`` (by ``seat``) was applied, leaving this seat's view the
        ``public`` fields and those ``private(None, False)`` makes (wire form; ``private``
        ``None``: nobody is there to be sent it), or ``private(before, same_hand)`` from the
        fields before when only the hand and the legal actions may have changed;
        ``changed``: the public fields that changed with it (``None``: unknown); ``key``:
        what the private fields follow from (``None``: make them anew). Its events follow."""
        old = self._private
        if private is None:
            self._private, self.at = None, -1
            self._batches.append((seq, seat, [], None, None))
            return
        follows = changed is not None and old is not None and self.at == seq - 1
        whole: dict[str, Any] | None = None
        before = self._key
        if follows and key is not None and key == before and not key[2]:
            mine, changes = old, changed  # nothing of its own changed (the common case)
        else:
            # the same exchanges, discards and kitty: only the hand (if it changed) and the
            # legal actions anew
            if follows and key is not None and before is not None and key[0] == before[0]:
                mine = private(old, key[1] == before[1])
            else:
                mine = private(None, False)
            if changed is None or old is None or not follows:
                whole, changes = {**public, **mine}, None
            else:
                changes = changed
                for field_name, value in mine.items():
                    if value != old[field_name]:
                        if changes is changed:
                            changes = dict(changed)  # seats share the public changes: copy
                        changes[field_name] = value
        self._public, self._private, self._key, self.at = public, mine, key, seq
        self._batches.append((seq, seat, [], whole, changes))

    def view(self, seq: int) -> dict[str, Any] | None:
        """The seat's whole view after decision ``seq`` if it is the one kept, else ``None``."""
        if self._private is None or self.at != seq:
            return None
        return {**self._public, **self._private}

    def observe(self, event: ev.Event) -> None:
        """An event, already redacted for this channel's seat by the runner."""
        if self._batches:  # the first deal's events come before any decision: ``state`` says it
            self._batches[-1][2].append(event)

    def take(self, upto: int | None = None) -> list[Batch]:
        """The batches to send, up to decision ``upto`` (all: ``None``), and forget them."""
        if upto is None or not self._batches or self._batches[-1][0] <= upto:
            batches, self._batches = self._batches, []
            return batches
        cut = next(i for i, batch in enumerate(self._batches) if batch[0] > upto)
        batches, self._batches = self._batches[:cut], self._batches[cut:]
        return batches


class Outbox:
    """The sending of one table: channels, the turns offered, messages held for the store."""

    def __init__(self, seats: int, kept: Callable[[], tuple[int, int]]) -> None:
        """``kept()`` is ``(meta version kept, decisions kept)`` of the table's store."""
        self.channels = [SeatChannel() for _ in range(seats)]
        self.watching = SeatChannel()
        self._kept = kept
        self._held: dict[Member, deque[_Held]] = {}
        self._offered: list[Turn | None] = [None] * seats  # a turn to send (not sent yet)
        self._public: dict[str, Any] | None = None  # what every seat saw alike after ...
        self._public_at = -1  # ... this decision

    # ------------------------------------------------------------------ one connection
    def send(self, member: Member, data: bytes, *, meta: int = 0, seq: int = -1,
             known: tuple[int, int] | None = None) -> None:
        """Send ``data`` to ``member`` once the store keeps meta version ``meta`` and
        decision ``seq`` (at once when it does and nothing waits before it); ``known``: what
        the store keeps, asked just before (``None``: ask it)."""
        held = self._held.get(member)
        if held is None:
            meta_kept, kept = self._kept() if known is None else known
            if meta <= meta_kept and seq <= kept:
                member.send(data)
                return
            held = self._held[member] = deque()
        held.append((meta, seq, data))

    def message(self, member: Member, message: p.ServerMessage, *, meta: int = 0,
                seq: int = -1) -> None:
        """:meth:`send` one message."""
        self.send(member, p.encode(message), meta=meta, seq=seq)

    def show(self, member: Member, runner: MatchRunner, seat: int, *, meta: int = 0) -> None:
        """``state``: the match as ``seat`` (``SPECTATOR``) sees it now, to ``member``, once
        the store keeps it."""
        self.message(member, p.State(seq=runner.number, view=view_wire(runner.view(seat))),
                     meta=meta, seq=runner.number)

    def close(self, member: Member, code: int, reason: str) -> None:
        """Close ``member``'s connection after what it is to be sent."""
        held = self._held.get(member)
        if held is None:
            member.close(code, reason)
        else:
            held.append((0, -1, (code, reason)))

    def to_all(self, members: Iterable[Member], message: p.ServerMessage) -> None:
        """One message to every member, encoded once."""
        data = p.encode(message)
        for member in members:
            self.send(member, data)

    def drop(self, member: Member) -> None:
        """``member`` is gone: what waited for it goes nowhere."""
        self._held.pop(member, None)

    def waiting(self) -> bool:
        """Whether a message waits for the store."""
        return bool(self._held)

    def release(self) -> None:
        """Send what the store now keeps."""
        if not self._held:
            return
        meta_kept, kept = self._kept()
        for member in list(self._held):
            held = self._held[member]
            while held and held[0][0] <= meta_kept and held[0][1] <= kept:
                item = held.popleft()[2]
                if isinstance(item, tuple):
                    member.close(*item)
                else:
                    member.send(item)
            if not held:
                del self._held[member]

    # ------------------------------------------------------------------ turns
    def offer(self, seat: int, turn: Turn) -> None:
        """``seat``'s person is offered ``turn``: it goes out at the next :meth:`flush`."""
        self._offered[seat] = turn

    def again(self, seat: int, turn: Turn | None) -> None:
        """``seat``'s person came back: the turn still offered goes out again."""
        self._offered[seat] = turn

    def withdraw(self, seat: int, turn: Turn | None = None) -> None:
        """``turn`` (any: ``None``) is offered at ``seat`` no more (answered, or the seat
        changed hands)."""
        if turn is None or self._offered[seat] is turn:
            self._offered[seat] = None

    # ------------------------------------------------------------------ decisions
    def decided(self, seq: int, seat: int, match: Match, members: Sequence[Member | None],
                watched: bool) -> None:
        """Decision ``seq`` by ``seat`` was applied: each seat's events go with what changed
        in its view (the window keeps a seat's own record of the match from them), only for
        the seats someone is at (and the spectators' if any watch). What every seat sees
        alike is put in wire form and compared once, what one seat alone sees per seat."""
        before = self._public
        public = public_wire(match, before)
        changed = None if before is None or self._public_at != seq - 1 else {
            key: value for key, value in public.items() if value != before[key]}
        self._public, self._public_at = public, seq
        # A seat's own fields follow from the hand's exchanges, discards and kitty, its hand,
        # and whether it is to move (its legal actions): the same key, the same fields; the
        # same first part, only the hand and the legal actions to make again.
        current = match.current_player()
        common = (match.hand_index, len(match.hand_exchanges), len(match.discards),
                  match.kitty_taken)
        for s, channel in enumerate(self.channels):
            if members[s] is None:
                channel.begin(seq, seat, public, changed, None)
            else:
                channel.begin(seq, seat, public, changed, partial(private_wire, match, s),
                              (common, match.hands[s], s == current))
        self.watching.begin(seq, seat, public, changed,
                            partial(private_wire, match, SPECTATOR) if watched else None,
                            (common, 0, False))

    def flush(self, members: Sequence[Member | None], spectators: Sequence[Member]) -> None:
        """Send every seat the events of the decisions the store keeps, then the turn it is
        offered; the spectators theirs."""
        self.release()
        known = self._kept()  # nothing below changes it: asked once
        kept = known[1]
        # Most events are the same object for every seat (redaction only copies what it
        # hides): each is put in wire form once, each distinct message encoded once. Objects
        # are told apart by id(), so every batch is taken first and all of them stay alive
        # until the end (an id is unique only among live objects).
        taken = [channel.take(kept) for channel in self.channels]
        watched = self.watching.take(kept)
        wired: dict[int, dict[str, Any]] = {}
        encoded: dict[tuple[int, ...], bytes] = {}

        def message(seq: int, who: int, events: list[ev.Event], view: dict[str, Any] | None,
                    changes: dict[str, Any] | None) -> bytes:
            key = (seq, who, id(view), id(changes), *map(id, events))
            data = encoded.get(key)
            if data is None:
                out = []
                for event in events:
                    wire = wired.get(id(event))
                    if wire is None:
                        wire = wired[id(event)] = event_wire(event)
                    out.append(wire)
                data = encoded[key] = p.encode(p.Events(seq=seq, seat=who, events=out,
                                                        view=view, changes=changes))
            return data

        for s, batches in enumerate(taken):
            member = members[s]
            if member is None:
                continue
            for seq, who, events, view, changes in batches:
                self.send(member, message(seq, who, events, view, changes), known=known)
            turn = self._offered[s]
            if turn is not None and turn.number <= kept:
                self._offered[s] = None
                # the seat's view after the last decision is this turn's view, in wire form
                shown = self.channels[s].view(turn.number)
                self.send(member, p.encode(p.YourTurn(seq=turn.number,
                                                      view=shown or view_wire(turn.view))),
                          known=known)
        if spectators:
            for seq, who, events, view, changes in watched:
                data = message(seq, who, events, view, changes)
                for member in spectators:
                    self.send(member, data, known=known)


__all__ = ["Batch", "Outbox", "SeatChannel"]
