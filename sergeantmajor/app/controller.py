"""The window's game: one match, one agent per seat, and the table that shows it.

The match runs in a :class:`~sergeantmajor.seats.MatchRunner`, the same turn loop the table
server runs, with the occupants every host seats: the person at this screen
(:class:`~sergeantmajor.seats.OfferedSeat`: the turn is offered on the table and
:meth:`GameController.act` answers it) and the computer players
(:class:`~sergeantmajor.seats.BotSeat`, thinking off the GUI thread and answering at a pace a
person can follow). A match that is not the player's own (a tutorial lesson,
:meth:`GameController.start_aside`) brings its own occupants: a person's seat that is offered
only what its script waits for, computer players making prepared moves; the script follows
the match's decisions through the turn loop. Every answer goes through one stale-answer check and is
checked against the legal actions its turn was asked with: one legality computation per
decision, the engine asked again only to word a refusal.

The controller is the table's :class:`~.table_port.TablePort`: it watches the match through
the player's seat and emits the redacted events one by one with ``event_occurred``, in order.
A table that animates them tells the controller when it has caught up
(:meth:`GameController.view_caught_up`); only then does a computer player decide, so the game
never runs ahead of what the player saw. The player's own turn is offered at once: the table
holds the offer until it has shown everything. Without a table attached (tests of this
layer), play continues at once. The UI gets seat views and redacted events, never the
:class:`Match`; for an illegal move, :meth:`GameController.act` maps the engine's rule code to
a sentence.

The match is autosaved after every decision of any seat, off the input path: the record is
taken by a zero-delay timer and written by a worker thread (:mod:`.autosaver`). A match aside
(a lesson) is never autosaved, taken back or counted: the player's own waits in the save.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai.base import Bot
from ..engine import Action, IllegalActionError, Match, Rules
from ..engine import events as ev
from ..engine.record import record_of
from ..engine.view import SeatView, seat_view
from ..seats import STALE, BotSeat, HandsLimit, MatchRunner, OfferedSeat, Seat, SeatAgent, Turn
from ..seats.bots import DeferredBot, load_bot
from . import preferences, storage, words
from .autosaver import Autosaver
from .current_game import Tally
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


@dataclass(frozen=True)
class _Move:
    """A computer player's question to the thinker: whom to answer, since when."""

    seat: int
    answer: Callable[[Action], IllegalActionError | None]
    asked: float  # time.monotonic() when the seat began to think


@dataclass(frozen=True)
class _Aside:
    """A match on the table that is not the player's own (a lesson): its occupants, who
    follows its decisions, and where its hints come from."""

    person: OfferedSeat
    others: Sequence[SeatAgent]
    follow: Callable[[int, Action], None] | None
    hint: Callable[[], Action | None] | None


@dataclass(frozen=True)
class _Hint:
    """The player's question for a hint, on the turn it was asked for."""

    turn: Turn


#: The rule code of a refusal already in the player's words (its message is the sentence: a
#: lesson's "not what this step teaches").
SAID = "said"


def _words_for(error: IllegalActionError | None, led_suit: int | None) -> str | None:
    """``None`` for a decision taken, else why not in the player's words."""
    if error is None:
        return None
    return str(error) if error.rule == SAID else words.illegal_reason(error.rule, led_suit)


class GameController(TablePort):
    """Owns the window's :class:`Match` (in its runner), the seats' occupants and the undo."""

    autosave_failed = Signal(object)  # the OSError of a failed autosave
    stopped = Signal()  # autoplay reached its number of hands, or the match ended before

    def __init__(self, parent: QObject | None = None, *, autosave: bool = True) -> None:
        super().__init__(parent)
        self.runner: MatchRunner | None = None
        self.human: int | None = HUMAN  # None: computer players at every seat (autoplay)
        self.autosave = autosave
        self.resumed = False  # the match came from a save (the table lays it out at once)
        self._aside: _Aside | None = None  # a match that is not the player's (a lesson)
        self._player: OfferedSeat | None = None  # the person at this screen, if seated
        self._thinker = Thinker(self)
        self._thinker.answered.connect(self._on_answer)
        self._presenter = False
        self._view_behind = False
        self._redoing = False  # applying taken-back actions again: nobody else decides
        self._stop_reported = False
        self._limit: HandsLimit | None = None  # autoplay: stop after stop_after_hands hands
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

    def start_aside(self, match: Match, seats: list[Seat], person: OfferedSeat,
                    others: Sequence[SeatAgent], *,
                    follow: Callable[[int, Action], None] | None = None,
                    hint: Callable[[], Action | None] | None = None) -> None:
        """Show ``match`` as it stands and go on with its own occupants: ``person`` at seat 0
        (the player), ``others`` after it. It is not the player's match (a lesson): never
        saved, taken back or counted; theirs stays as it was saved. ``follow`` hears of
        every decision the match takes; ``hint`` gives the hint."""
        self._save()  # the player's own match stays as it was saved
        self.resumed = True
        aside = _Aside(person, others, follow, hint)
        self._install(match, seats, HUMAN, None, aside=aside).proceed()

    @property
    def aside(self) -> bool:
        """Whether the match on the table is not the player's own (a lesson)."""
        return self._aside is not None

    def _install(self, match: Match, seats: list[Seat], human: int | None, seed: int | None,
                 *, aside: _Aside | None = None, number: int = 0) -> MatchRunner:
        if self.runner is not None:
            self.runner.stop()
        self._aside = aside
        self._stop_reported = False
        self._autosaver.cancel()
        self.history.clear()
        self.seats = seats
        self.human = human
        if aside is not None:
            self._player = aside.person
            agents: list[SeatAgent] = [aside.person, *aside.others]
        else:
            agents = self._agents(seats, human, seed)
        runner = MatchRunner(match, agents, number=number)
        if aside is not None and aside.follow is not None:
            runner.followers.append(aside.follow)
        runner.watchers.append((self.viewer, self))
        runner.ready = self._ready
        runner.on_before_apply = self._before_apply
        runner.on_applied = self._applied
        self._limit = (HandsLimit(self.stop_after_hands, runner.halt)
                       if self.stop_after_hands else None)
        runner.on_event = self._limit.observe if self._limit is not None else None
        self.runner = runner
        if self._presenter:
            self._view_behind = True  # the table lays the cards out before anyone moves
        self.match_started.emit(self.view())
        self.undo_changed.emit()
        return runner

    def _agents(self, seats: list[Seat], human: int | None,
                seed: int | None) -> list[SeatAgent]:
        rng = random.Random(seed)
        agents: list[SeatAgent] = []
        self._player = None
        for s, seat in enumerate(seats):
            if s == human:
                self._player = OfferedSeat(self.offer)
                agents.append(self._player)
            else:
                bot = DeferredBot(seat.level or "basic", rng.randrange(1 << 30))
                agents.append(BotSeat(bot, self.think))
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
        """Whether the player holds the decision the match waits for (offered to them; a
        lesson offers it only when its script waits for them)."""
        return self._offered() is not None

    def _offered(self) -> Turn | None:
        """The player's turn, while it is the decision the match waits for."""
        player, runner = self._player, self.runner
        turn = player.turn if player is not None else None
        if turn is None or runner is None or not runner.is_fresh(turn):
            return None
        return turn

    def legal_actions(self) -> list[Action]:
        """The human's legal actions now (empty when it is not the human's turn)."""
        turn = self._offered()
        return list(turn.view.legal_actions) if turn is not None else []

    def fill_scores(self, model: ScoreModel, names: list[str]) -> None:
        """Refill the score sheet's model from the match's finished hands."""
        model.reset(self.match, names)

    def replaceable(self) -> bool:
        """The window's own match may give way to another (the player is asked first if it
        is unfinished: :class:`~sergeantmajor.ui.replace_guard.ReplaceGuard`)."""
        return True

    def tally(self) -> Tally:
        """The match just put on the table, for the statistics (a lesson is not counted)."""
        if self._aside is not None:
            return Tally(None, None, self.seats, None, self.resumed)
        return Tally(self.view() if self.has_match() else None, self.record(), self.seats,
                     self.human, self.resumed)

    # ------------------------------------------------------------------ acting
    def act(self, action: Action | None) -> str | None:
        """The human takes ``action``; returns ``None`` or the reason it was refused.

        The player answers the turn they were offered (the table holds the offer while it
        catches up; a click that finishes the animation answers it): it is checked against
        the turn's own legal actions, and the engine is asked only to word a refusal.
        """
        turn, player = self._offered(), self._player
        if turn is None or player is None:
            return words.illegal_reason("not-your-turn")
        if action is None:
            return words.illegal_reason("wrong-target")
        led_suit = turn.view.led_suit  # the position answered (the view was offered)
        return _words_for(player.answer(action), led_suit)

    def request_hint(self) -> bool:
        """Ask the strongest bot what the human should do; the answer comes as hint_ready."""
        turn = self._offered()
        if turn is None:
            return False
        if self._aside is not None and self._aside.hint is not None:  # a lesson's own hint
            action = self._aside.hint()
            if action is not None:
                self.hint_ready.emit(action)
            return action is not None
        self._thinker.think(_Hint(turn), DeferredBot(preferences.hint_level(), 0), turn.view)
        return True

    # ------------------------------------------------------------------ undo and redo
    def can_undo(self) -> bool:
        """Whether the player's last decision of this hand can be taken back."""
        return (self.human is not None and self._aside is None
                and self.history.can_undo(self.match))

    def can_redo(self) -> bool:
        """Whether taken-back moves wait to be made again."""
        return (self.human is not None and self._aside is None
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
        """The runner may ask the next decision: no redo is on, and the table has caught up
        (the player's own turn is offered at once: the table holds it until then)."""
        if self._redoing:
            return False
        if self._view_behind:
            runner = self.runner
            return (runner is not None and self.human is not None
                    and runner.match.current_player() == self.human)
        self._report_stop()
        return True

    def _before_apply(self, seat: int, action: Action) -> None:
        self._autosaver.before_change()  # a kill loses at most this decision (issue 25)
        if self._aside is None:  # a lesson is not taken back
            assert self.match is not None
            self.history.record(self.match, action, by_player=seat == self.human)

    def _applied(self, _seat: int, _action: Action, _events: list[ev.Event]) -> None:
        self._schedule_save()  # after every decision, written once this call has returned
        if not self._redoing:
            self.undo_changed.emit()

    def observe(self, event: ev.Event) -> None:
        """The runner's watcher at the player's seat: the event goes to the table."""
        if self._presenter:
            self._view_behind = True
        self.event_occurred.emit(event)

    def _report_stop(self) -> None:
        """Autoplay: say once, when the table has shown it, that the hands asked for were
        played or the match ended first (:class:`~sergeantmajor.seats.HandsLimit` halted)."""
        runner = self.runner
        if runner is None or self._stop_reported:
            return
        if runner.halted:
            self._stop_reported = True
            self.stopped.emit()

    def _proceed(self) -> None:
        if self.runner is not None:
            self.runner.proceed()

    # ------------------------------------------------------------------ the occupants' needs
    def offer(self, turn: Turn) -> None:
        """The person's seat (an :class:`~sergeantmajor.seats.OfferedSeat`): their decision
        is offered on the table."""
        self.human_turn.emit(turn.view)

    def think(self, bot: Bot, view: SeatView,
              answer: Callable[[Action], IllegalActionError | None]) -> None:
        """How a computer player thinks here (a :data:`~sergeantmajor.seats.Think` for a
        :class:`~sergeantmajor.seats.BotSeat`): on a worker thread, its answer given at the
        pace set."""
        self.bot_thinking.emit(view.seat)
        self._thinker.think(_Move(view.seat, answer, time.monotonic()), bot, view)

    def _on_answer(self, token: object, action: Action) -> None:
        """The thinker's answer, on the GUI thread (a late one is refused as stale)."""
        if isinstance(token, _Hint):
            if self.runner is not None and self.runner.is_fresh(token.turn):
                self.hint_ready.emit(action)
        elif isinstance(token, _Move):
            elapsed = (time.monotonic() - token.asked) * 1000
            self._deliver(token.seat, token.answer, action, elapsed)

    def _deliver(self, seat: int, answer: Callable[[Action], IllegalActionError | None],
                 action: Action, elapsed: float) -> None:
        """Give ``action`` as ``seat``'s answer once a person could have followed the
        thinking (``elapsed`` ms so far)."""
        wait = BOT_PACE_MS.get(self.pace, 0) - elapsed
        if wait > 0 and self._presenter:
            QTimer.singleShot(int(wait), self, lambda: self._answer(seat, answer, action))
        else:
            self._answer(seat, answer, action)

    @staticmethod
    def _answer(seat: int, answer: Callable[[Action], IllegalActionError | None],
                action: Action) -> None:
        error = answer(action)
        if error is not None and error.rule != STALE:
            log.error("seat %d's %s was refused: %s", seat, action, error)

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
                and self._aside is None)

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
