"""The one way the table reaches the engine: owns the match, runs the bots, reports events.

Flow: every change of the match (a human action, a bot's answer, a new or resumed match)
produces engine events; the controller redacts them for the human's seat and emits them one
by one with :attr:`GameController.event_occurred`, in order. A table that animates them tells
the controller when it has caught up (:meth:`GameController.view_caught_up`); only then does
the next computer player start thinking, so the game never runs ahead of what the player saw.
Without a presenter attached (tests of this layer), play continues at once.

The UI gets seat views and redacted events, never the :class:`Match`: a new or a resumed
match alike reaches the table as :attr:`GameController.match_started` with the seat's view,
and the player's turn as :attr:`GameController.human_turn` with the view to decide on. The
view never decides a rule: :meth:`GameController.act` asks the engine once
(``Match.why_illegal``) and, for an illegal move, maps the engine's rule code to a sentence.

The match is autosaved after every decision of any seat, off the input path: the record is
taken by a zero-delay timer and written by a worker thread (:mod:`.autosaver`).

A scripted match (the tutorial) runs through the same loop with a :class:`~.guide.Guide`:
the guide has the last word on the player's actions, applies every action so its script
moves on, and gives the computer players' prepared moves. It is never autosaved.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from ..ai.base import Bot, is_player_level, make_bot
from ..engine import Action, Match, Rules
from ..engine import events as ev
from ..engine.record import record_of
from ..engine.view import SeatView, redact, seat_view
from . import preferences, storage, words
from .autosaver import Autosaver
from .guide import Guide
from .thinking import Thinker
from .undo import UndoHistory

if TYPE_CHECKING:  # the score sheet's model is made when the sheet is first asked for
    from .score_model import ScoreModel

log = logging.getLogger(__name__)

HUMAN = 0

# Minimum time a computer player's move takes, per animation speed, so a person can follow.
BOT_PACE_MS = {"off": 0, "fast": 250, "normal": 550, "slow": 900}


@dataclass
class Seat:
    """Who sits at a seat: a name and "human" or "bot:<level>"."""

    name: str
    kind: str

    @property
    def level(self) -> str | None:
        """The bot level, or ``None`` for the human."""
        return self.kind[4:] if self.kind.startswith("bot:") else None


def load_bot(level: str, seed: int | None) -> Bot:
    """A bot of ``level``, falling back to "basic" when that level cannot be loaded.

    Only the game's own levels: a seat read from a file never names a module to import.
    """
    if not is_player_level(level):
        log.warning("unknown bot level %r; using basic", level[:60])
        return make_bot("basic", seed)
    try:
        return make_bot(level, seed)
    except (ImportError, ValueError) as exc:
        log.warning("bot level %r unavailable (%s); using basic", level, exc)
        return make_bot("basic", seed)


class DeferredBot(Bot):
    """A computer player whose module loads at its first move, on the thinking thread: the
    window, the deal and the hint button never wait for the bots (the Expert) to import."""

    def __init__(self, level: str, seed: int | None) -> None:
        super().__init__(seed)
        self.level = level
        self._seed = seed
        self._bot: Bot | None = None

    def choose(self, view: SeatView) -> Action:
        if self._bot is None:
            self._bot = load_bot(self.level, self._seed)
        return self._bot.choose(view)


class GameController(QObject):
    """Owns the :class:`Match`, the seats and the computer players."""

    match_started = Signal(object)  # a new or resumed match: the viewer's SeatView
    match_restored = Signal(object)  # undo took the match back: the viewer's SeatView
    undo_changed = Signal()  # whether undo or redo is possible may have changed
    event_occurred = Signal(object)  # one engine event, redacted for the human's seat
    human_turn = Signal(object)  # the human has a decision to make: their SeatView
    bot_thinking = Signal(int)  # a computer player started thinking
    hint_ready = Signal(object)  # the suggested Action for the human
    autosave_failed = Signal(str)
    stopped = Signal()  # autoplay reached its number of hands, or the match ended before

    def __init__(self, parent: QObject | None = None, *, autosave: bool = True) -> None:
        super().__init__(parent)
        self.match: Match | None = None  # the app layer's own; the UI gets views and events
        self.seats: list[Seat] = []
        self.human: int | None = HUMAN  # None: computer players at every seat (autoplay)
        self.autosave = autosave
        self.pace = "normal"
        self.stop_after_hands: int | None = None
        self.resumed = False  # the match came from a save (the table lays it out at once)
        self.guide: Guide | None = None  # a scripted match (the tutorial) in progress
        self._bots: dict[int, DeferredBot] = {}
        self._thinker = Thinker(self)
        self._thinker.answered.connect(self._on_answer)
        self._generation = 0  # grows with every new match: older answers are stale
        self._moves = 0  # grows with every applied action: older bot answers are stale
        self._presenter = False
        self._view_behind = False
        self._thinking = False
        self._halted = False
        self._emitting = False  # inside the loop that reports one action's events
        self._hands_scored = 0
        self._pending_move: tuple[object, Action] | None = None
        self._pace_clock = QElapsedTimer()
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._apply_pending_bot_move)
        self.history = UndoHistory()  # the player's decision points of the current hand
        self._redoing = False  # applying taken-back actions again: no bot thinks meanwhile
        self._autosaver = Autosaver(self._snapshot, self)
        self._autosaver.failed.connect(self.autosave_failed)

    # ------------------------------------------------------------------ set-up
    def set_presenter(self, attached: bool) -> None:
        """Whether a table animates the events (then bots wait for :meth:`view_caught_up`)."""
        self._presenter = attached

    def new_match(self, rules: Rules, seats: list[Seat], seed: int | None = None,
                  *, human: int | None = HUMAN) -> None:
        """Start a match under ``rules`` with ``seats`` (seat 0 first)."""
        if len(seats) != rules.players:
            raise ValueError(f"{rules.players} seats needed, got {len(seats)}")
        match = Match(rules, seed)
        self.resumed = False
        self._install(match, seats, human, seed)
        self._emitting = True  # the deal follows the reset as events, so the table animates it
        for event in match.start_events:
            self._emit(event)
        self._emitting = False
        self._schedule_save()
        self._continue()

    def resume(self, match: Match, players: list[dict[str, str]]) -> None:
        """Go on with a match read back from a record."""
        seats = [Seat(p.get("name", ""), p.get("kind", "bot:basic")) for p in players]
        human = next((s for s, seat in enumerate(seats) if seat.kind == "human"), None)
        self.resumed = True
        self._install(match, seats, human, None)
        self._continue()

    def start_guided(self, match: Match, seats: list[Seat], guide: Guide) -> None:
        """Show ``match`` as it stands and go on under ``guide`` (the player at seat 0)."""
        self._save()  # the player's own match stays as it was saved
        self.resumed = True
        self._install(match, seats, HUMAN, None, guide)
        self._continue()

    def _install(self, match: Match, seats: list[Seat], human: int | None,
                 seed: int | None, guide: Guide | None = None) -> None:
        self._stop_thinking()
        self.guide = guide
        self._halted = False
        self._hands_scored = 0
        self._autosaver.cancel()
        self.history.clear()
        self.match = match
        self.seats = seats
        self.human = human
        rng = random.Random(seed)
        self._bots = {s: DeferredBot(seat.level or "basic", rng.randrange(1 << 30))
                      for s, seat in enumerate(seats) if s != human}
        if self._presenter:
            self._view_behind = True  # the table lays the cards out before anyone moves
        self.match_started.emit(self.view())
        self.undo_changed.emit()

    def _stop_thinking(self) -> None:
        """Forget any computer player's pending answer (a new match, an undo)."""
        self._generation += 1
        self._pace_timer.stop()
        self._pending_move = None
        self._thinking = False
        self._view_behind = False

    # ------------------------------------------------------------------ queries
    def view(self) -> SeatView:
        """What the human's seat (seat 0 in autoplay) may see now."""
        assert self.match is not None
        return seat_view(self.match, self.viewer)

    @property
    def viewer(self) -> int:
        """The seat whose cards the table shows face up."""
        return HUMAN if self.human is None else self.human

    def hands_played(self) -> int:
        """Hands scored so far in the match on the table."""
        return len(self.match.history) if self.match is not None else 0

    def has_match(self) -> bool:
        """Whether a match is on the table (finished or not)."""
        return self.match is not None

    def record(self) -> dict[str, Any] | None:
        """The record of the match so far (RECORD.md), with the seats as they sit."""
        if self.match is None:
            return None
        return record_of(self.match, [{"name": s.name, "kind": s.kind} for s in self.seats])

    @property
    def rules(self) -> Rules | None:
        """The rules of the match in progress."""
        return self.match.rules if self.match is not None else None

    def is_human_turn(self) -> bool:
        """Whether the match waits for the human (and the view has caught up)."""
        return (self.match is not None and self.human is not None and not self._halted
                and self.match.current_player() == self.human
                and (self.guide is None or self.guide.player_may_act()))

    def legal_actions(self) -> list[Action]:
        """The human's legal actions now (empty when it is not the human's turn)."""
        return self.match.legal_actions() if self.is_human_turn() else []  # type: ignore[union-attr]

    def fill_scores(self, model: ScoreModel, names: list[str]) -> None:
        """Refill the score sheet's model from the match's finished hands."""
        model.reset(self.match, names)

    # ------------------------------------------------------------------ acting
    def check(self, action: Action | None) -> str | None:
        """``None`` if the human may take ``action`` now, else the reason in the rules' words.

        One question to the engine (``why_illegal``), which neither changes nor copies it.
        """
        match = self.match
        if match is None or not self.is_human_turn():
            return words.illegal_reason("not-your-turn")
        if action is None:
            return words.illegal_reason("wrong-target")
        if self.guide is not None:
            return self.guide.refusal(action)
        error = match.why_illegal(action)
        if error is None:
            return None
        return words.illegal_reason(error.rule, match.led_suit())

    def act(self, action: Action | None) -> str | None:
        """The human takes ``action``; returns ``None`` or the reason it was refused."""
        reason = self.check(action)
        if reason is not None:
            return reason
        assert action is not None
        self._apply(action)
        return None

    def request_hint(self) -> bool:
        """Ask the strongest bot what the human should do; the answer comes as hint_ready."""
        if not self.is_human_turn():
            return False
        if self.guide is not None:  # a lesson's hint is what its step teaches
            action = self.guide.hint()
            if action is not None:
                self.hint_ready.emit(action)
            return action is not None
        bot = DeferredBot(preferences.hint_level(), 0)
        self._thinker.think(("hint", self._generation, self._moves), bot, self.view())
        return True

    # ------------------------------------------------------------------ undo and redo
    def can_undo(self) -> bool:
        """Whether the player's last decision of this hand can be taken back."""
        return (self.human is not None and self.guide is None
                and self.history.can_undo(self.match))

    def can_redo(self) -> bool:
        """Whether taken-back moves wait to be made again."""
        return (self.human is not None and self.guide is None
                and self.history.can_redo(self.match))

    def undo(self) -> bool:
        """Take back the player's last decision and what the others did after it.

        The match goes back to the player's previous decision point (any computer player's
        thinking is dropped); the table is reset to it (:attr:`match_restored`) and the
        autosave follows at once. Returns whether anything was taken back.
        """
        if not self.can_undo():
            return False
        restored = self.history.undo(self.match)
        assert restored is not None
        self._stop_thinking()
        self._halted = False
        self._moves += 1
        self.match = restored
        if self._presenter:
            self._view_behind = True  # the table lays the cards out before anyone moves
        self._schedule_save()
        self.match_restored.emit(self.view())
        self.undo_changed.emit()
        self._continue()
        return True

    def redo(self) -> bool:
        """Make the taken-back moves again, exactly as they were (shown as events)."""
        if self.match is None or not self.can_redo():
            return False
        actions = self.history.redo(self.match)
        self._stop_thinking()
        self._redoing = True
        try:
            for action in actions:
                if self.match.why_illegal(action) is not None:  # cannot happen: same state
                    log.error("redo: %s is no longer legal", action)
                    break
                self._apply(action)
        finally:
            self._redoing = False
        self.undo_changed.emit()
        self._continue()
        return True

    def _apply(self, action: Action) -> None:
        assert self.match is not None
        if self.guide is not None:  # a lesson's script moves on with its match: no undo
            events = self.guide.apply(action)
        else:
            seat = self.match.current_player()
            self.history.record(self.match, action,
                                by_player=seat is not None and seat == self.human)
            events = self.match.apply(action)
        self._moves += 1
        self._schedule_save()  # after every decision, written once this call has returned
        self._emitting = True  # the table may catch up in between: go on only after all
        for event in events:
            if self._halted:
                break
            self._emit(event)
            if isinstance(event, ev.HandScored):
                self._hands_scored += 1
                if self.stop_after_hands and self._hands_scored >= self.stop_after_hands:
                    self._halted = True
        self._emitting = False
        if not self._redoing:
            self.undo_changed.emit()
        self._continue()

    def _emit(self, event: ev.Event) -> None:
        if self._presenter:
            self._view_behind = True
        self.event_occurred.emit(redact(event, self.viewer))

    def save_now(self) -> None:
        """Autosave at once and wait for the write (the window is closing)."""
        self._save()

    def _schedule_save(self) -> None:
        if self._saving():
            self._autosaver.schedule()

    def _save(self) -> None:
        if self._saving():
            self._autosaver.flush()

    def _saving(self) -> bool:
        return (self.autosave and self.match is not None and self.human is not None
                and self.guide is None)

    def _snapshot(self) -> tuple[Path, dict[str, Any] | None]:
        """Where the autosave goes and what it holds now (``None``: nothing to keep)."""
        path, match = storage.autosave_path(), self.match
        if match is None or match.is_terminal():  # a finished match leaves no autosave
            return path, None
        return path, self.record()

    # ------------------------------------------------------------------ the turn loop
    def view_caught_up(self) -> None:
        """The table has shown every event so far: the game may go on."""
        self._view_behind = False
        self._continue()

    def _continue(self) -> None:
        match = self.match
        if (match is None or self._view_behind or self._thinking or self._emitting
                or self._redoing):
            return
        if self._halted:
            self.stopped.emit()
            return
        if self.guide is not None:
            self._continue_guided()
            return
        seat = match.current_player()
        if seat is None:
            if self.stop_after_hands and match.is_terminal():  # the match ended first: stop
                self._halted = True
                self.stopped.emit()
            return
        if seat == self.human:
            self.human_turn.emit(self.view())
            return
        self._thinking = True
        self.bot_thinking.emit(seat)
        self._pace_clock.start()
        token = ("move", self._generation, self._moves)
        self._thinker.think(token, self._bots[seat], seat_view(match, seat))

    def _continue_guided(self) -> None:
        """The guide's script: the player's step, a prepared move, or nothing (its end)."""
        guide = self.guide
        assert guide is not None and self.match is not None
        guide.caught_up()
        if guide.player_may_act():
            self.human_turn.emit(self.view())
            return
        move = guide.next_move()
        seat = self.match.current_player()
        if move is None or seat is None:
            return
        self._thinking = True
        self.bot_thinking.emit(seat)
        self._pace_clock.start()
        self._pending_move = (("move", self._generation, self._moves), move)
        wait = BOT_PACE_MS.get(self.pace, 0)
        if wait > 0 and self._presenter:
            self._pace_timer.start(wait)
        else:
            self._apply_pending_bot_move()

    def _on_answer(self, token: object, action: Action | None) -> None:
        kind, generation, moves = cast("tuple[str, int, int]", token)
        if generation != self._generation or moves != self._moves:
            return  # stale: a new match, or the position changed meanwhile
        if kind == "hint":
            if action is not None:
                self.hint_ready.emit(action)
            return
        if action is None:  # the bot failed: any legal move keeps the game going
            action = self.match.legal_actions()[0]  # type: ignore[union-attr]
        wait = BOT_PACE_MS.get(self.pace, 0) - self._pace_clock.elapsed()
        self._pending_move = (token, action)
        if wait > 0 and self._presenter:
            self._pace_timer.start(int(wait))
        else:
            self._apply_pending_bot_move()

    def _apply_pending_bot_move(self) -> None:
        pending, self._pending_move = self._pending_move, None
        if pending is None:
            return
        token, action = pending
        _, generation, moves = cast("tuple[str, int, int]", token)
        if generation != self._generation or moves != self._moves:
            return
        self._thinking = False
        self._apply(action)

    def shutdown(self) -> None:
        """Drop pending answers and wait for the thinking threads (on quit)."""
        self._generation += 1
        self._pace_timer.stop()
        self._thinker.wait()
        self._autosaver.wait()
