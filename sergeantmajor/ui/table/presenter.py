"""How the table shows engine events: each event becomes steps, run one after another.

:data:`TIMING` holds every duration and pause in one place, and the presenter's step table
(``Presenter.steps_for``) maps each event type to its method, so a renamed event fails at
once instead of losing its animation. A step changes the table model (one of the event's
stages) and calls :meth:`Board.sync`, which animates the cards whose place changed. The
next step starts when the animator is idle; when none is left the presenter says it has
caught up. :meth:`Presenter.flush` runs every pending step at once (the player acted during
an animation): no event is skipped and the order never changes.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, Signal

from ...app import words
from ...engine import events as ev
from ...engine.rules import MatchEnd
from . import texts
from .animator import Animator
from .board import Board
from .model import Stage
from .scene import TableScene

# Every duration and pause of the table, in ms at normal speed (the speed setting scales them).
TIMING: dict[str, int] = {
    "reset": 300, "reset_gap": 4,  # a new or resumed match: the cards take their places
    "gather": 350, "gather_gap": 3,  # a new hand: every card back to the deck
    "deal": 260, "deal_gap": 30,
    "sort": 260,  # the hand re-sorts (trump named, cards arrived)
    "exchange": 480, "exchange_gap": 60, "exchange_pause": 450,
    "trump_pause": 300,
    "play": 320, "trick_pause": 750, "collect": 380, "collect_gap": 40,
    "kitty": 420, "kitty_gap": 50,
    "summary": 1600, "last_summary": 300,
    "select": 120, "key": 100, "back": 220,
    "undo": 320, "undo_gap": 90,  # an undo: the cards fly back one after the other
}

Step = Callable[[], None]


class Presenter(QObject):
    """Engine events -> steps -> model changes -> card motions."""

    status = Signal(str)
    caught_up = Signal()
    hand_scored = Signal()
    match_over = Signal()
    hand_summary_closed = Signal()
    hand_summary_waits = Signal()  # the hand's summary waits for the player's click
    deal_measured = Signal(float)

    def __init__(self, board: Board, scene: TableScene, animator: Animator, *,
                 names: Callable[[], list[str]], refresh: Callable[[], None],
                 paints: Callable[[], int], player: Callable[[], int | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.scene = scene
        self.animator = animator
        self.names = names
        self.player = player  # the player's own seat (None: nobody plays)
        self.refresh = refresh
        self.paints = paints
        self.steps: deque[Step] = deque()
        self.blocked = False  # a hand's summary waits for a click
        self.behind = False  # events were shown since the controller last heard from us
        self.pause_after_hand = True
        self.human = True  # a person plays (autoplay: the summaries go on by themselves)
        self.stop_after_hands: int | None = None
        self.after_match = "new-game"  # what the result suggests next (TablePort.after_match)
        self.match_finished = False
        self.notice_builder: Callable[[], None] | None = None
        self._pumping = False
        self._deal_clock = (0.0, 0)
        self._exchanged_so_far = 0  # cards of the current exchange between two others
        animator.idle.connect(self.pump)
        self._table: dict[type, Callable[[ev.Event], None]] = {
            ev.HandStarted: self._hand_started,
            ev.CardsDealt: self._cards_dealt,
            ev.TargetsAssigned: self._targets_assigned,
            ev.ExchangeBegins: self._exchange_begins,
            ev.CardExchanged: self._exchanged,
            ev.CardsExchanged: self._exchanged,
            ev.TrumpNamed: self._trump_named,
            ev.CardDiscarded: self._discarded,
            ev.KittyTaken: self._kitty_taken,
            ev.CardPlayed: self._card_played,
            ev.TrickWon: self._trick_won,
            ev.HandScored: self._hand_scored_event,
            ev.MatchOver: self._match_over_event,
        }

    def is_you(self, seat: int) -> bool:
        """Whether a sentence about ``seat`` speaks to the player ("You take the trick").

        By the player's seat, never by name nor by the seat the table is seen from (the review
        may show another seat's view); in a demo nobody plays, so every seat is "she" or "he".
        """
        return texts.speaks_to_player(seat, self.player())

    # ------------------------------------------------------------------ the step queue
    def clear(self) -> None:
        """Forget every pending step (a new match)."""
        self.steps.clear()
        self.behind = False
        self.blocked = False
        self.match_finished = False
        self.notice_builder = None
        self.scene.notice.setVisible(False)

    def enqueue(self, event: ev.Event) -> None:
        """An engine event: show it after those already waiting."""
        self.steps.append(partial(self.present, event))
        self.behind = True
        self.pump()

    def add(self, step: Step) -> None:
        """A step of the table's own (the lay-out of a reset) after those waiting."""
        self.steps.append(step)
        self.behind = True

    def then(self, *steps: Step) -> None:
        """Run ``steps`` right after the current one (before later events)."""
        self.steps.extendleft(reversed(steps))

    @property
    def idle(self) -> bool:
        """Nothing left to show and nothing moving."""
        return not self.steps and not self.animator.busy and not self.blocked

    def pump(self) -> None:
        """Run steps until one starts a motion; report when everything was shown."""
        if self._pumping:
            return
        self._pumping = True
        try:
            while self.steps and not self.animator.busy and not self.blocked:
                self.steps.popleft()()
        finally:
            self._pumping = False
        if self.behind and self.idle:
            self.behind = False
            self.caught_up.emit()

    def flush(self) -> None:
        """Show everything pending at once (the player acted during an animation)."""
        if self._pumping:
            return
        saved = self.animator.speed
        self.animator.speed = 0.0
        try:
            self.animator.finish_all()
            self.pump()
        finally:
            self.animator.speed = saved

    def wait(self, name: str) -> None:
        """A pause between steps, of :data:`TIMING` ``name``."""
        self.animator.wait(TIMING[name])

    def handled(self) -> set[type]:
        """The event types the step table covers (a test checks it covers them all)."""
        return set(self._table)

    def present(self, event: ev.Event) -> None:
        """Start showing one event."""
        handler = self._table.get(type(event))
        if handler is None:
            raise TypeError(f"the table has no step for {type(event).__name__}")
        handler(event)

    def sync(self, name: str, gap: str | None = None) -> int:
        """Move the cards the model moved (and those making room) in :data:`TIMING` ``name``."""
        return self.board.sync(self.scene.layout_, duration=TIMING[name],
                               stagger=TIMING[gap] if gap else 0)

    def _run(self, stages: list[Stage], name: str, gap: str | None = None) -> None:
        for stage in stages:
            stage()
        self.sync(name, gap)

    # ------------------------------------------------------------------ events
    def _hand_started(self, event: ev.Event) -> None:
        assert isinstance(event, ev.HandStarted)
        self.scene.set_buttons([])
        self.scene.prompt.set_text("")
        self.board.marks.selected = frozenset()
        self._run(self.board.model.stages(event), "gather", "gather_gap")
        self.refresh()
        if event.hand > 0:
            self.status.emit(texts.hand_started(event.hand + 1, self.names()[event.dealer],
                                                self.is_you(event.dealer)))

    def _cards_dealt(self, event: ev.Event) -> None:
        self._run(self.board.model.stages(event), "deal", "deal_gap")
        self._deal_clock = (time.perf_counter(), self.paints())
        self.then(self._measure_deal)

    def _measure_deal(self) -> None:
        start, paints = self._deal_clock
        elapsed = time.perf_counter() - start
        if elapsed > 0.2:  # with animations off there is nothing to measure
            self.deal_measured.emit((self.paints() - paints) / elapsed)

    def _targets_assigned(self, event: ev.Event) -> None:
        assert isinstance(event, ev.TargetsAssigned)
        self._run(self.board.model.stages(event), "sort")
        self.refresh()
        self.status.emit(texts.targets_assigned(self.names()[event.dealer],
                                                self.is_you(event.dealer)))

    def _exchange_begins(self, event: ev.Event) -> None:
        assert isinstance(event, ev.ExchangeBegins)
        names = self.names()
        self._exchanged_so_far = 0
        self.status.emit(texts.exchange_begins(names[event.up], names[event.down], event.count,
                                               self.is_you(event.up), self.is_you(event.down)))
        self.wait("exchange_pause")

    def _exchanged(self, event: ev.Event) -> None:
        assert isinstance(event, (ev.CardExchanged, ev.CardsExchanged))
        send, arrive = self.board.model.stages(event)
        self.board.marks.aside = ()
        self._run([send], "exchange", "exchange_gap")
        self.then(partial(self.wait, "exchange_pause"),
                  partial(self._run, [arrive], "exchange", "exchange_gap"))
        names = self.names()
        up, down = event.up, event.down
        if isinstance(event, ev.CardExchanged):  # one card of several, one at a time
            given = [] if event.given is None else [event.given]
            back = [] if event.returned is None else [event.returned]
            self._exchanged_so_far += 1
            count = self._exchanged_so_far  # "exchanged 3 cards" once the third has gone
        else:
            given, back, count = list(event.given or ()), list(event.returned or ()), event.count
        seen = self.board.model.viewer in (up, down)  # the viewer's seat knows the cards
        note = texts.exchanged(names[up], names[down], given, back, count, seen=seen,
                               player_up=self.is_you(up), player_down=self.is_you(down))
        self.status.emit(note)
        if seen:
            self.scene.prompt.set_text(note)  # also on the table, until the next decision

    def _trump_named(self, event: ev.Event) -> None:
        assert isinstance(event, ev.TrumpNamed)
        self.scene.set_buttons([])
        self._run(self.board.model.stages(event), "sort")
        self.refresh()
        self.status.emit(texts.trump_named(self.names()[event.dealer], event.suit,
                                           self.is_you(event.dealer)))
        self.wait("trump_pause")

    def _discarded(self, event: ev.Event) -> None:
        assert isinstance(event, ev.CardDiscarded)
        if event.card is not None:
            self.board.marks.selected -= {event.card}
        self._run(self.board.model.stages(event), "play")
        self.refresh()

    def _kitty_taken(self, event: ev.Event) -> None:
        assert isinstance(event, ev.KittyTaken)
        self._run(self.board.model.stages(event), "kitty", "kitty_gap")
        self.status.emit(texts.kitty_taken(self.names()[event.dealer],
                                           self.is_you(event.dealer)))

    def _card_played(self, event: ev.Event) -> None:
        assert isinstance(event, ev.CardPlayed)
        self.board.marks.selected -= {event.card}
        self.scene.prompt.set_text("")  # the exchange note or the player's prompt has served
        self._run(self.board.model.stages(event), "play")
        self.refresh()

    def _trick_won(self, event: ev.Event) -> None:
        assert isinstance(event, ev.TrickWon)
        self.wait("trick_pause")
        self.then(partial(self._collect, event))

    def _collect(self, event: ev.TrickWon) -> None:
        self._run(self.board.model.stages(event), "collect", "collect_gap")
        self.refresh()
        self.status.emit(texts.trick_taken(self.names()[event.winner],
                                           self.is_you(event.winner)))

    def _hand_scored_event(self, event: ev.Event) -> None:
        assert isinstance(event, ev.HandScored)
        for stage in self.board.model.stages(event):
            stage()
        self.refresh()
        self.hand_scored.emit()
        self.notice_builder = partial(self._build_summary, event)
        self.show_notice()
        waits = self.pause_after_hand and self.human
        if waits:
            self.blocked = True
            self.hand_summary_waits.emit()
        elif self.stop_after_hands is not None and event.hand + 1 >= self.stop_after_hands:
            self.wait("last_summary")  # autoplay ends here: the summary stays for a screenshot
        else:
            self.wait("summary")
            self.then(self.close_notice)

    def _build_summary(self, event: ev.HandScored) -> None:
        n, names, model = self.scene.notice, self.names(), self.board.model
        chips = model.rules.match_end is MatchEnd.CHIPS
        n.pictures = []
        n.title = texts.summary_title(event.hand + 1)
        n.lines = [texts.summary_line(names[s], event.tricks[s], model.targets[s],
                                      event.points[s],
                                      event.chip_totals[s] if chips else event.totals[s])
                   for s in range(model.players)]
        n.footer = texts.click_to_continue() if self.pause_after_hand and self.human else ""
        n.update()

    def _match_over_event(self, event: ev.Event) -> None:
        assert isinstance(event, ev.MatchOver)
        self.match_finished = True
        self.notice_builder = partial(self._build_result, event)
        self.show_notice()
        self.blocked = False
        self.match_over.emit()

    def _build_result(self, event: ev.MatchOver) -> None:
        n, names, model = self.scene.notice, self.names(), self.board.model
        n.pictures = []
        n.title = texts.match_won(names[event.winner], self.is_you(event.winner))
        n.lines = [words.end_reason_text(event.reason, model.rules.point_limit), ""]
        n.lines += [texts.result_line(names[s], event.totals[s]) for s in range(model.players)]
        n.footer = texts.after_match(self.after_match)
        n.update()

    # ------------------------------------------------------------------ notices
    def show_notice(self) -> None:
        """(Re)build the notice's texts and show it."""
        if self.notice_builder is not None:
            self.notice_builder()
        self.scene.show_notice()

    def close_notice(self) -> None:
        """Hide the summary; the next hand goes on (the result of a match stays)."""
        if self.match_finished and not self.steps:
            return
        self.scene.notice.setVisible(False)
        self.notice_builder = None
        if self.blocked:
            self.blocked = False
            self.hand_summary_closed.emit()
        self.pump()
