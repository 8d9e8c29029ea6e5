"""A match on a table server, as this window's seat takes part in it (Qt, no widgets).

:class:`OnlineGame` is the table's :class:`~.table_port.TablePort` for a remote match: it is
fed the server's messages (the seat's view and its redacted events, exactly what the window's
own game gives the table) and sends the player's decisions back. It never holds a
:class:`~sergeantmajor.engine.Match`: the server has the only one. An action is checked
against the seat's view first (``SeatView.why_illegal``, the engine's own rule codes), so an
illegal drop is refused at once in the player's words; a legal one goes to the server, which
asks the engine again and answers with the events (or, if the table moved on meanwhile, a
refusal that is shown the same way).

It also keeps what the window shows around the table: the seats (names, who is connected, who
is played by a computer player for now), the lobby, the chat, the score rows and the seat's own
record of the match (its events and its decisions' views, no card it did not see).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ..engine import Action, Rules
from ..engine import events as ev
from ..engine.rules import MatchEnd
from ..engine.view import SeatView
from ..net import protocol as p
from ..net.seat_record import FORMAT as SEAT_RECORD
from ..net.seat_record import VERSION as SEAT_RECORD_VERSION
from ..net.view_book import ViewBook
from ..net.wire import (
    WireError,
    event_from_wire,
    rules_from_wire,
    view_from_wire,
)
from ..seats import Seat
from . import preferences, words
from .current_game import Tally
from .table_port import TablePort
from .thinking import Thinker

if TYPE_CHECKING:
    from .current_game import WindowGame
    from .score_model import ScoreModel

log = logging.getLogger(__name__)



@dataclass(frozen=True)
class SeatStatus:
    """One seat as the table's players see it (from the server's ``table`` message)."""

    seat: int
    name: str
    kind: str  # "human", "bot" or "empty"
    level: str | None
    connected: bool
    stand_in: bool
    host: bool = False
    reading: bool = False  # the person reads the hand's summary


class OnlineGame(TablePort):
    """This window's seat at a table on a server."""

    lobby_changed = Signal()  # the seats, who is connected, started or finished changed
    chat_received = Signal(object, str, str)  # seat (None: the server), name, text
    refused = Signal(str)  # an action the server refused, in the player's words
    problem = Signal(str, str)  # an error the server reported: its code, its message
    welcomed = Signal()  # a seat was given (or given back)
    chat_history = Signal(list)  # the table's last chat lines: [(seat, name, text)], oldest first
    rematch_at = Signal(object)  # the host started another match: a protocol RematchAt

    def __init__(self, send: Callable[[Any], None], parent: QObject | None = None) -> None:
        """``send`` hands a protocol message to the connection (it may be called any time)."""
        super().__init__(parent)
        self._send = send
        self.human = None
        self.after_match = "leave-table"
        self.table_id = ""
        self.token: str | None = None
        self.host_token: str | None = None
        self.invite = ""
        self.rules_: Rules | None = None
        self.status: list[SeatStatus] = []
        self.waiting: list[p.Waiting] = []  # who asks the host to be let in
        self.started = False
        self.finished = False
        self.bots = "normal"
        self.grace = 60.0
        self.seq = -1  # the decisions the shown position follows
        self._view: SeatView | None = None
        self._turn: tuple[int, SeatView] | None = None  # (seq, view) of the decision asked
        self._rows: list[tuple[int, int, int | None, tuple[int, ...], tuple[int, ...]]] = []
        self._hand_dealer = 0
        self._hand_trump: int | None = None
        # The seat's record (online/seat_record.py): its first view, then every decision as it
        # saw it, and what it sent for its own.
        self._start: dict[str, Any] | None = None
        self._log: list[dict[str, Any]] = []
        self._views = ViewBook()  # the seat's view in wire form, whole (events bring changes)
        self._sent: dict[int, str] = {}  # decision number -> the action this seat sent
        self._thinker = Thinker(self)
        self._thinker.answered.connect(self._hint_answered)

    # ------------------------------------------------------------------ the server's words
    def handle(self, message: object) -> None:
        """Take one decoded server message (a :mod:`~sergeantmajor.net.protocol` struct)."""
        try:
            self._handle(message)
        except WireError as exc:  # a server that speaks another dialect: say so, lose nothing
            log.error("a message from the server could not be read: %s", exc)
            self.problem.emit("bad-message", str(exc))

    def _handle(self, message: object) -> None:
        if isinstance(message, p.Welcome):
            self.table_id, self.token = message.table, message.token
            self.human = message.seat
            self.rules_ = rules_from_wire(message.rules)
            self.welcomed.emit()
        elif isinstance(message, p.TableState):
            self._table_state(message)
        elif isinstance(message, p.State):
            self._state(message)
        elif isinstance(message, p.Events):
            self._events(message)
        elif isinstance(message, p.YourTurn):
            view = view_from_wire(self._views.whole(message.seq, message.view), self._rules())
            self._turn, self._view = (message.seq, view), view
            self.human_turn.emit(view)
        elif isinstance(message, p.Refused):
            self.refused.emit(words.illegal_reason(message.code))
        elif isinstance(message, p.ChatLine):
            self.chat_received.emit(message.seat, message.name, message.text)
        elif isinstance(message, p.ChatHistory):
            self.chat_history.emit([(line.seat, line.name, line.text) for line in message.lines])
        elif isinstance(message, p.RematchAt):
            self.rematch_at.emit(message)
        elif isinstance(message, p.Error):
            self.problem.emit(message.code, message.message)

    def _rules(self) -> Rules:
        if self.rules_ is None:
            raise WireError("a view came before the table's rules")
        return self.rules_

    def _table_state(self, message: p.TableState) -> None:
        self.rules_ = rules_from_wire(message.rules)
        self.status = [SeatStatus(s.seat, s.name, s.kind, s.level, s.connected, s.stand_in,
                                  s.host, s.reading) for s in message.seats]
        self.waiting = list(message.waiting)
        # Names as the table shows them: a person's own, a computer player's "" (the default
        # name in the player's language), the seat nobody took yet "" too.
        self.seats = [Seat(s.name if s.kind == "human" else "",
                           "human" if s.kind == "human" else f"bot:{s.level or self.bots}")
                      for s in self.status]
        self.started, self.finished = message.started, message.finished
        self.bots, self.grace = message.bots, message.grace
        self.lobby_changed.emit()

    def _state(self, message: p.State) -> None:
        view = view_from_wire(self._views.whole(message.seq, message.view), self._rules())
        if self._turn is not None and self._turn[0] != message.seq:
            self._turn = None
        fresh = self._view is None
        same = not fresh and message.seq == self.seq and view == self._view
        self._view, self.seq = view, message.seq
        if fresh:
            self._start = {"seq": message.seq, "view": message.view}
        elif not same:
            self._log.append({"seq": message.seq, "view": message.view})  # a jump
        if fresh:
            self._rows.clear()
            self._hand_dealer, self._hand_trump = view.dealer, view.trump
            self.match_started.emit(view)
        elif not same:  # the table moved on while this window was away: catch up at once
            self._hand_dealer, self._hand_trump = view.dealer, view.trump
            self.match_restored.emit(view)
        # the same position (a reconnection that missed nothing): the table stays as it is
        if view.is_my_turn and (self._turn is None or self._turn[0] != message.seq):
            self._turn = (message.seq, view)
            self.human_turn.emit(view)

    def _events(self, message: p.Events) -> None:
        rules = self._rules()
        events = [event_from_wire(e, f"events[{i}]") for i, e in enumerate(message.events)]
        whole = self._views.after(message)
        if whole is not None:
            self._view = view_from_wire(whole, rules)
        self.seq = message.seq
        self._turn = None  # whatever was asked has been decided
        entry: dict[str, Any] = {"seq": message.seq, "seat": message.seat,
                                 "events": message.events, "view": whole}
        sent = self._sent.pop(message.seq - 1, None)
        if sent is not None and message.seat == self.human:
            entry["action"] = sent
        self._log.append(entry)
        for event in events:
            self._note(event)
            self.event_occurred.emit(event)

    def _note(self, event: ev.Event) -> None:
        """Keep the score sheet's rows (dealer, trump, tricks and points of each hand)."""
        if isinstance(event, ev.HandStarted):
            self._hand_dealer, self._hand_trump = event.dealer, None
        elif isinstance(event, ev.TrumpNamed):
            self._hand_trump = event.suit
        elif isinstance(event, ev.HandScored):
            chips = self._rules().match_end is MatchEnd.CHIPS
            self._rows.append((event.hand, self._hand_dealer, self._hand_trump, event.tricks,
                               event.chips if chips else event.points))
        elif isinstance(event, ev.MatchOver):
            self.finished = True

    # ------------------------------------------------------------------ the table's port
    def view_caught_up(self) -> None:
        """The table has shown everything (it shows a decision offered meanwhile itself: the
        server does not wait for this window's animations); else the badge of the seat to
        move lights up."""
        if self._turn is not None and not self.finished:
            return
        view = self._view
        if view is not None and view.current_player is not None and not view.is_my_turn:
            self.bot_thinking.emit(view.current_player)  # whose turn it is, on their badge

    def is_human_turn(self) -> bool:
        """Whether the server waits for this seat's decision (and it was not sent yet)."""
        return self._turn is not None and not self.finished

    def act(self, action: Action | None) -> str | None:
        """Send the player's decision; refused at once (in words) if the view says so."""
        turn = self._turn
        if turn is None or self.human is None:
            return words.illegal_reason("not-your-turn")
        if action is None:
            return words.illegal_reason("wrong-target")
        seq, view = turn
        rule = view.why_illegal(action)
        if rule is not None:
            return words.illegal_reason(rule, view.led_suit)
        self._turn = None
        self._sent[seq] = action.text()
        self._send(p.Act(seat=self.human, seq=seq, action=action.text()))
        return None

    def request_hint(self) -> bool:
        """The strongest bot's advice on this seat's view, computed here (off the GUI thread)."""
        if self._turn is None:
            return False
        from ..seats.bots import DeferredBot

        seq, view = self._turn
        self._thinker.think(("hint", seq), DeferredBot(preferences.hint_level(), 0), view)
        return True

    def _hint_answered(self, token: object, action: Action | None) -> None:
        if (action is not None and isinstance(token, tuple) and self._turn is not None
                and token[1] == self._turn[0]):
            self.hint_ready.emit(action)

    # ------------------------------------------------------------------ what the window asks
    def view(self) -> SeatView:
        """This seat's view as last sent by the server."""
        assert self._view is not None
        return self._view

    def has_match(self) -> bool:
        """Whether the match has begun (the lobby has none yet)."""
        return self._view is not None

    @property
    def rules(self) -> Rules | None:
        """The table's rules."""
        return self.rules_

    def can_undo(self) -> bool:
        """Never: the other players' moves cannot be taken back."""
        return False

    def can_redo(self) -> bool:
        """Never, as undo."""
        return False

    def undo(self) -> bool:
        """Nothing is taken back at a table with friends."""
        return False

    def redo(self) -> bool:
        """Nor made again."""
        return False

    def replaceable(self) -> bool:
        """No: the match is everyone's at the table (the player leaves it first)."""
        return False

    def tally(self) -> Tally:
        """Counted in a row of its own, by table and seat (the server keeps the record)."""
        return Tally(self._view, None, self.seats, self.human, False,
                     friends=f"{self.table_id}:{self.human}")

    def fill_scores(self, model: ScoreModel, names: list[str]) -> None:
        """Refill the score sheet from the hands scored so far."""
        view = self._view
        if view is None:
            model.fill(names, [], (), False)
            return
        chips = view.rules.match_end is MatchEnd.CHIPS
        model.fill(names, list(self._rows), view.chips if chips else view.totals, chips)

    def record(self) -> dict[str, Any] | None:
        """The seat's own record of the match: what it saw and decided, no hidden card
        (:mod:`~sergeantmajor.net.seat_record`)."""
        if self.rules_ is None or self.human is None or self._start is None:
            return None
        return {
            "format": SEAT_RECORD,
            "version": SEAT_RECORD_VERSION,
            "saved": time.strftime("%Y-%m-%dT%H:%M:%S"),
            "table": self.table_id,
            "seat": self.human,
            "rules": self.rules_.to_dict(),
            "players": [{"name": s.name, "kind": s.kind} for s in self.seats],
            "start": self._start,
            "log": list(self._log),
        }

    # ------------------------------------------------------------------ the player's words
    def say(self, text: str) -> None:
        """Send a chat line."""
        self._send(p.Chat(text=text))

    def start_now(self) -> None:
        """The host starts the match (computer players take the empty seats)."""
        if self.host_token is not None:
            self._send(p.Start(host=self.host_token))

    def leave(self) -> None:
        """Give up the seat."""
        self._send(p.Leave())

    def reading(self, on: bool) -> None:
        """The player reads the hand's summary (``on``) or has closed it: the others see it."""
        self._send(p.Reading(on=on))

    # ------------------------------------------------------------------ the host's calls
    def bench(self, seat: int) -> None:
        """The host gives the seat of a friend who went away to a computer player."""
        if self.host_token is not None:
            self._send(p.Bench(host=self.host_token, seat=seat))

    def admit(self, knock: int, seat: int) -> None:
        """The host lets the one waiting as ``knock`` in at ``seat`` (a computer player's)."""
        if self.host_token is not None:
            self._send(p.Admit(host=self.host_token, knock=knock, seat=seat))

    def rematch(self) -> None:
        """The host starts another match with the same seats and rules (the match is over)."""
        if self.host_token is not None:
            self._send(p.Rematch(host=self.host_token))

    def shutdown(self) -> None:
        """Wait for a hint being computed (the window is closing)."""
        self._thinker.wait()



if TYPE_CHECKING:
    def _a_seat_is_a_window_game(game: OnlineGame) -> WindowGame:
        return game  # mypy checks OnlineGame against the protocol here
