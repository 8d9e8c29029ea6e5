"""The window's game: one match, one agent per seat, and the table that shows it.

The match runs in a :class:`~sergeantmajor.seats.MatchRunner`, the same turn loop the table
server runs: the person at this screen (:class:`~.seat_agents.LocalPlayer`), the computer
players (:class:`~.seat_agents.ThreadedBot`, thinking off the GUI thread) and, in a lesson,
the tutorial's script (:class:`~.seat_agents.GuidedPlayer`, :class:`~.seat_agents.ScriptedBot`)
are agents behind one protocol, and every answer goes through one stale-answer check and one
question to the engine (``Match.why_illegal``).

The controller is the table's :class:`~.table_port.TablePort`: it watches the match through
the player's seat and emits the redacted events one by one with ``event_occurred``, in order.
A table that animates them tells the controller when it has caught up
(:meth:`GameController.view_caught_up`); only then is the next decision asked, so the game
never runs ahead of what the player saw. Without a table attached (tests of this layer), play
continues at once. The UI gets seat views and redacted events, never the :class:`Match`; for
an illegal move, :meth:`GameController.act` maps the engine's rule code to a sentence.

The match is autosaved after every decision of any seat, off the input path: the record is
taken by a zero-delay timer and written by a worker thread (:mod:`.autosaver`). A lesson's
match (run under a :class:`~.guide.Guide`, which has the last word on the player's actions
and applies every action so its script moves on) is never autosaved.
"""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from ..ai.base import Bot
from ..engine import Action, Match, Rules
from ..engine import events as ev
from ..engine.record import record_of
from ..engine.view import SeatView, seat_view
from ..seats import STALE, MatchRunner, Seat, SeatAgent, Turn
from ..seats.bots import DeferredBot, load_bot
from . import preferences, storage, words
from .autosaver import Autosaver
from .current_game import Tally
from .guide import Guide
from .seat_agents import GuidedPlayer, LocalPlayer, ScriptedBot, ThreadedBot
from .table_port import TablePort
from .thinking import Thinker
from .undo import UndoHistory

if TYPE_CHECKING:  # the score sheet's model is made when the sheet is first asked for
    from .current_game import WindowGame
    from .score_model import ScoreModel

log = logging.getLogger(__name__)

HUMAN = 0

# Minimum time a computer player's move takes, per animation speed, so a person can follow.
BOT_PACE_MS = {"off": 0, "fast": 250, "normal": 550, "slow": 900}

__all__ = ["BOT_PACE_MS", "HUMAN", "DeferredBot", "GameController", "Seat", "load_bot"]


class GameController(TablePort):
    """Owns the window's :class:`Match` (in its runner), the seats' agents and the undo."""

    autosave_failed = Signal(object)  # the OSError of a failed autosave
    stopped = Signal()  # autoplay reached its number of hands, or the match ended before

    def __init__(self, parent: QObject | None = None, *, autosave: bool = True) -> None:
        super().__init__(parent)
        self.runner: MatchRunner | None = None
        self.human: int | None = HUMAN  # None: computer players at every seat (autoplay)
        self.autosave = autosave
        self.resumed = False  # the match came from a save (the table lays it out at once)
        self.guide: Guide | None = None  # a scripted match (the tutorial) in progress
        self._player: LocalPlayer | None = None
        self._thinker = Thinker(self)
        self._thinker.answered.connect(self._on_answer)
        self._presenter = False
        self._view_behind = False
        self._redoing = False  # applying taken-back actions again: nobody else decides
        self._stop_reported = False
        self._hands_scored = 0
        self._pace_clock = QElapsedTimer()
        self.history = UndoHistory()  # the player's decision points of the current hand
        self._autosaver = Autosaver(self._snapshot, self)
        self._autosaver.failed.connect(self.autosave_failed)

    # ------------------------------------------------------------------ set-up
    def set_presenter(self, attached: bool) -> None:
        """Whether a table animates the events (then bots wait for :meth:`view_caught_up`)."""
        self._presenter = attached

    @property
    def match(self) -> Match | None:
        """The match in progress (the app layer's own; the UI gets views and events)."""
        return self.runner.match if self.runner is not None else None

    def new_match(self, rules: Rules, seats: list[Seat], seed: int | None = None,
                  *, human: int | None = HUMAN) -> None:
        """Start a match under ``rules`` with ``seats`` (seat 0 first)."""
        if len(seats) != rules.players:
            raise ValueError(f"{rules.players} seats needed, got {len(seats)}")
        match = Match(rules, seed)
        self.resumed = False
        runner = self._install(match, seats, human, seed)
        self._schedule_save()
        runner.start(match.start_events)  # the deal follows the reset as events: it animates

    def resume(self, match: Match, players: list[dict[str, str]], *, number: int = 0) -> None:
        """Go on with a match read back from a record (``number``: its decisions so far)."""
        seats = [Seat(p.get("name", ""), p.get("kind", "bot:basic")) for p in players]
        human = next((s for s, seat in enumerate(seats) if seat.kind == "human"), None)
        self.resumed = True
        self._install(match, seats, human, None, number=number).proceed()

    def start_guided(self, match: Match, seats: list[Seat], guide: Guide) -> None:
        """Show ``match`` as it stands and go on under ``guide`` (the player at seat 0)."""
        self._save()  # the player's own match stays as it was saved
        self.resumed = True
        self._install(match, seats, HUMAN, None, guide=guide).proceed()

    def _install(self, match: Match, seats: list[Seat], human: int | None, seed: int | None,
                 *, guide: Guide | None = None, number: int = 0) -> MatchRunner:
        if self.runner is not None:
            self.runner.stop()
        self.guide = guide
        self._hands_scored = 0
        self._stop_reported = False
        self._autosaver.cancel()
        self.history.clear()
        self.seats = seats
        self.human = human
        runner = MatchRunner(match, self._agents(seats, human, seed, guide), number=number,
                             apply=guide.apply if guide is not None else None)
        runner.watchers.append((self.viewer, self))
        runner.ready = self._ready
        runner.on_before_apply = self._before_apply
        runner.on_applied = self._applied
        runner.on_event = self._counted
        self.runner = runner
        if self._presenter:
            self._view_behind = True  # the table lays the cards out before anyone moves
        self.match_started.emit(self.view())
        self.undo_changed.emit()
        return runner

    def _agents(self, seats: list[Seat], human: int | None, seed: int | None,
                guide: Guide | None) -> list[SeatAgent]:
        rng = random.Random(seed)
        agents: list[SeatAgent] = []
        self._player = None
        for s, seat in enumerate(seats):
            if s == human:
                self._player = (GuidedPlayer(self._offer, guide) if guide is not None
                                else LocalPlayer(self._offer))
                agents.append(self._player)
            elif guide is not None:
                agents.append(ScriptedBot(guide, self._prepared_move))
            else:
                bot = DeferredBot(seat.level or "basic", rng.randrange(1 << 30))
                agents.append(ThreadedBot(bot, self._think))
        return agents

    # ------------------------------------------------------------------ queries
    def view(self) -> SeatView:
        """What the human's seat (seat 0 in autoplay) may see now."""
        assert self.match is not None
        return seat_view(self.match, self.viewer)

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
        return record_of(self.match, [s.as_record() for s in self.seats])

    @property
    def rules(self) -> Rules | None:
        """The rules of the match in progress."""
        return self.match.rules if self.match is not None else None

    def is_human_turn(self) -> bool:
        """Whether the match waits for the human (and a lesson lets them act)."""
        runner = self.runner
        return (runner is not None and self.human is not None and not runner.halted
                and runner.match.current_player() == self.human
                and (self.guide is None or self.guide.player_may_act()))

    def legal_actions(self) -> list[Action]:
        """The human's legal actions now (empty when it is not the human's turn)."""
        return self.match.legal_actions() if self.is_human_turn() else []  # type: ignore[union-attr]

    def fill_scores(self, model: ScoreModel, names: list[str]) -> None:
        """Refill the score sheet's model from the match's finished hands."""
        model.reset(self.match, names)

    def replaceable(self) -> bool:
        """The window's own match may give way to another (the player is asked first if it
        is unfinished: :class:`~sergeantmajor.ui.replace_guard.ReplaceGuard`)."""
        return True

    def tally(self) -> Tally:
        """The match just put on the table, for the statistics (a lesson is not counted)."""
        if self.guide is not None:
            return Tally(None, None, self.seats, None, self.resumed)
        return Tally(self.view() if self.has_match() else None, self.record(), self.seats,
                     self.human, self.resumed)

    # ------------------------------------------------------------------ acting
    def check(self, action: Action | None) -> str | None:
        """``None`` if the human may take ``action`` now, else the reason in the rules' words.

        One question to the engine (``why_illegal``), which neither changes nor copies it.
        """
        reason = self._refusal(action)
        if reason is not None or action is None or self.guide is not None:
            return reason
        assert self.match is not None
        error = self.match.why_illegal(action)
        return None if error is None else words.illegal_reason(error.rule, self.match.led_suit())

    def _refusal(self, action: Action | None) -> str | None:
        """Why ``action`` is refused before the engine is asked (not the player's turn, no
        action, a lesson's gate)."""
        if self.match is None or not self.is_human_turn():
            return words.illegal_reason("not-your-turn")
        if action is None:
            return words.illegal_reason("wrong-target")
        if self.guide is not None:
            return self.guide.refusal(action)
        return None

    def act(self, action: Action | None) -> str | None:
        """The human takes ``action``; returns ``None`` or the reason it was refused.

        The turn loop asks the engine once (``why_illegal``) and applies the action if legal.
        """
        reason = self._refusal(action)
        if reason is not None:
            return reason
        runner = self.runner
        assert action is not None and runner is not None
        # The player may act before the table has caught up (a click finishes the animation):
        # the decision the match waits for is theirs, offered or not yet.
        turn = runner.current_turn()
        assert turn is not None
        led = runner.match.led_suit()
        error = turn.answer(action)
        return None if error is None else words.illegal_reason(error.rule, led)

    def request_hint(self) -> bool:
        """Ask the strongest bot what the human should do; the answer comes as hint_ready."""
        if not self.is_human_turn() or self.runner is None:
            return False
        if self.guide is not None:  # a lesson's hint is what its step teaches
            action = self.guide.hint()
            if action is not None:
                self.hint_ready.emit(action)
            return action is not None
        turn = self.runner.current_turn()
        bot = DeferredBot(preferences.hint_level(), 0)
        self._thinker.think(("hint", turn), bot, self.view())
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
        if not self.can_undo() or self.runner is None:
            return False
        restored = self.history.undo(self.match)
        assert restored is not None
        self.runner.replace(restored, show=False)
        if self._presenter:
            self._view_behind = True  # the table lays the cards out before anyone moves
        self._schedule_save()
        self.match_restored.emit(self.view())
        self.undo_changed.emit()
        self._proceed()
        return True

    def redo(self) -> bool:
        """Make the taken-back moves again, exactly as they were (shown as events)."""
        runner = self.runner
        if runner is None or not self.can_redo():
            return False
        actions = self.history.redo(runner.match)
        runner.renew()  # a computer player thinking on the undone position is stale
        self._redoing = True
        try:
            for action in actions:
                turn = runner.current_turn()
                error = turn.answer(action) if turn is not None else None
                if turn is None or error is not None:  # cannot happen: same state
                    log.error("redo: %s is no longer legal (%s)", action, error)
                    break
        finally:
            self._redoing = False
        self.undo_changed.emit()
        self._proceed()
        return True

    # ------------------------------------------------------------------ the runner's hooks
    def _ready(self) -> bool:
        """The runner may ask the next decision: the table has caught up, no redo is on."""
        if self._view_behind or self._redoing:
            return False
        if self.guide is not None:
            self.guide.caught_up()  # the lesson may show its next words first
        self._report_stop()
        return True

    def _before_apply(self, seat: int, action: Action) -> None:
        self._autosaver.before_change()  # a kill loses at most this decision (issue 25)
        if self.guide is None:  # a lesson's script moves on with its match: no undo
            assert self.match is not None
            self.history.record(self.match, action, by_player=seat == self.human)

    def _applied(self, _seat: int, _action: Action, _events: list[ev.Event]) -> None:
        self._schedule_save()  # after every decision, written once this call has returned
        if not self._redoing:
            self.undo_changed.emit()

    def _counted(self, event: ev.Event) -> None:
        if isinstance(event, ev.HandScored):
            self._hands_scored += 1
            if self.stop_after_hands and self._hands_scored >= self.stop_after_hands:
                assert self.runner is not None
                self.runner.halt()

    def observe(self, event: ev.Event) -> None:
        """The runner's watcher at the player's seat: the event goes to the table."""
        if self._presenter:
            self._view_behind = True
        self.event_occurred.emit(event)

    def _report_stop(self) -> None:
        """Autoplay: say once that the hands asked for were played (or the match ended)."""
        runner = self.runner
        if runner is None or self._stop_reported:
            return
        if self.stop_after_hands and runner.match.is_terminal():  # the match ended first
            runner.halt()
        if runner.halted:
            self._stop_reported = True
            self.stopped.emit()

    def _proceed(self) -> None:
        if self.runner is not None:
            self.runner.proceed()

    # ------------------------------------------------------------------ agents' needs
    def _offer(self, turn: Turn) -> None:
        """The player's agent: their decision is offered on the table."""
        self.human_turn.emit(turn.view)

    def _think(self, turn: Turn, bot: Bot) -> None:
        """A computer player's agent: think on a worker thread, answer at the pace set."""
        self.bot_thinking.emit(turn.seat)
        self._pace_clock.start()
        self._thinker.think(turn, bot, turn.view)

    def _on_answer(self, token: object, action: Action | None) -> None:
        if isinstance(token, tuple):  # ("hint", the player's turn)
            turn = token[1]
            if (action is not None and isinstance(turn, Turn) and self.runner is not None
                    and self.runner.is_fresh(turn)):
                self.hint_ready.emit(action)
            return
        if not isinstance(token, Turn) or self.runner is None or not self.runner.is_fresh(token):
            return  # stale: a new match, an undo, or the position changed meanwhile
        if action is None:  # the bot failed: any legal move keeps the game going
            action = token.view.legal_actions[0]
        self._deliver(token, action, self._pace_clock.elapsed())

    def _prepared_move(self, turn: Turn, action: Action) -> None:
        """A lesson's computer player makes the script's move, at a bot's pace."""
        self.bot_thinking.emit(turn.seat)
        self._deliver(turn, action, 0)

    def _deliver(self, turn: Turn, action: Action, elapsed: int) -> None:
        """Answer ``turn`` with ``action`` once a person could have followed the thinking."""
        wait = BOT_PACE_MS.get(self.pace, 0) - elapsed
        if wait > 0 and self._presenter:
            QTimer.singleShot(int(wait), self, lambda: self._answer(turn, action))
        else:
            self._answer(turn, action)

    def _answer(self, turn: Turn, action: Action) -> None:
        error = turn.answer(action)
        if error is not None and error.rule != STALE:
            log.error("seat %d's %s was refused: %s", turn.seat, action, error)

    # ------------------------------------------------------------------ the turn loop
    def view_caught_up(self) -> None:
        """The table has shown every event so far: the game may go on."""
        self._view_behind = False
        self._proceed()

    def put_away(self) -> None:
        """Take the match off the table (it stays saved): nobody moves in it any more until
        it is resumed (the window sits at a table with friends meanwhile)."""
        if self.runner is not None:
            self.runner.stop()
        self.runner = None
        self._autosaver.cancel()
        self.undo_changed.emit()

    # ------------------------------------------------------------------ saving
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

    def shutdown(self) -> None:
        """Drop pending answers and wait for the thinking threads (on quit)."""
        if self.runner is not None:
            self.runner.stop()
        self._thinker.wait()
        self._autosaver.wait()


if TYPE_CHECKING:
    def _the_controller_is_a_window_game(controller: GameController) -> WindowGame:
        return controller  # mypy checks GameController against the protocol here
