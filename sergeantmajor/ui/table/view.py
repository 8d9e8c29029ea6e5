"""The table widget: a thin QGraphicsView that composes the table's parts.

- :class:`~.scene.TableScene` holds the items; :class:`~.board.Board` owns the Qt-free
  :class:`~.model.TableModel` and puts the cards where it says;
- :class:`~.presenter.Presenter` turns the controller's events into steps;
- :class:`~.input.TableInput` turns mouse and keys into intents for the
  :class:`~.player.PlayerSide`, which turns them into actions with the
  :class:`~.turn.TurnOffer` built from the player's seat view;
- :class:`~.badges.Badges` writes the seat badges and signs;
- a :class:`~sergeantmajor.app.table_port.TablePort` gives views and events and takes
  actions (the window's game, a replay under review, a table on a server); this view never
  sees the match.

Nothing outside the table reaches into these parts: the window and the review use the public
methods here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView, QWidget

from ...app import words
from ...app.table_port import TablePort
from ...engine import Action, Rules
from ...engine import events as ev
from ...engine.view import SeatView
from ..card_item import CardItem, CardPixmapCache
from ..drops import take_file_drag, take_file_drop
from ..felt_brush import felt_brush
from . import texts
from .animator import Animator, CardPlacer
from .badges import Badges
from .board import Board
from .geometry import TableLayout
from .hits import TableHits
from .input import TableInput
from .model import TableModel
from .player import PlayerSide
from .presenter import TIMING, Presenter
from .scene import TableScene

# Named in annotations only: PySide6 makes a Qt class's Python type when it is first looked up,
# so importing these at run time would make them at start-up, before any such event.
if TYPE_CHECKING:
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtGui import (
        QDragEnterEvent,
        QDragMoveEvent,
        QDropEvent,
        QKeyEvent,
        QMouseEvent,
        QResizeEvent,
    )

SPEEDS = {"off": 0.0, "fast": 0.55, "normal": 1.0, "slow": 1.7}

#: What a table with friends shows before its first deal, worded in the language in force:
#: each seat's badge (its name and lines) and the prompt.
LobbyWords = Callable[[], tuple[list[tuple[str, list[str]]], str]]


class TableView(QGraphicsView):
    """The green table with the cards, fed through a :class:`TablePort`."""

    status = Signal(str)  # a sentence for the status bar
    caught_up = Signal()  # every event so far has been shown
    hand_summary_closed = Signal()
    hand_summary_waits = Signal()  # the hand's summary waits for the player's click
    hand_scored = Signal()  # the score sheet may refresh
    match_over = Signal()
    deal_measured = Signal(float)  # frames per second of the last deal animation
    file_dropped = Signal(str)  # a local file was dropped on the table (the window opens it)

    def __init__(self, controller: TablePort, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made here, not by Qt: PySide6 wraps a QWidget* it did not create by trying
        # dozens of widget classes (~50 ms of enum building at start-up; see startup_bench.py).
        self.setViewport(QWidget())
        self.controller = controller
        self.setObjectName("table")
        self.cache = CardPixmapCache()
        self.felt = ("#2e7d4f", "#123d26")  # the table's colours, centre and edge (Appearance)
        self.scene_ = TableScene(self.cache, self)
        self.setScene(self.scene_)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(640, 400)
        self.paints = 0
        self.animator = Animator(self)
        self.placer = CardPlacer(self.animator)
        self.board = Board(self.scene_.cards, self.placer, TableModel.new(Rules(), 0))
        self.presenter = Presenter(self.board, self.scene_, self.animator, names=self.names,
                                   refresh=self._refresh_badges, paints=lambda: self.paints,
                                   player=lambda: self.controller.human, parent=self)
        self.badges = Badges(self.scene_, self.board, self.names)
        self.player = PlayerSide(controller, self.board, self.scene_, self.presenter,
                                 self.badges, names=self.names, status=self.status.emit,
                                 describe=self.setAccessibleDescription)
        self.hits = TableHits(self, self.scene_, self.board, self.presenter)
        self.input = TableInput(self.hits, self.player)
        self.player.input = self.input
        self.speed_name = "normal"
        self._lay_out_pending = False
        self._lobby: LobbyWords | None = None  # a table with friends not started yet
        self.set_speed("normal")
        for signal in ("status", "hand_scored", "match_over", "hand_summary_closed",
                       "hand_summary_waits", "deal_measured"):
            getattr(self.presenter, signal).connect(getattr(self, signal))
        self.presenter.caught_up.connect(self._on_caught_up)
        self.presenter.hand_scored.connect(self._nobodys_turn)
        self._bind(controller, True)

    def _bind(self, port: TablePort, on: bool) -> None:
        """Listen to ``port``'s signals (or stop listening)."""
        port.set_presenter(on)
        pairs = ((port.match_started, self.reset), (port.match_restored, self.restore),
                 (port.event_occurred, self._on_event),
                 (port.human_turn, self.player.on_human_turn),
                 (port.bot_thinking, self.on_bot_thinking),
                 (port.hint_ready, self.player.show_hint))
        for signal, slot in pairs:
            if on:
                signal.connect(slot)
            else:
                signal.disconnect(slot)

    def set_port(self, port: TablePort) -> None:
        """Feed the table from ``port`` from now on (a table on a server, and back to the
        window's own game); the next view the port gives lays the table out."""
        if port is self.controller:
            return
        self._bind(self.controller, False)
        self._end_lobby()
        self.badges.away = self.badges.reading = None
        self.presenter.clear()
        self.animator.finish_all()
        self.controller = port
        self.player.controller = port
        self._bind(port, True)
        port.pace = self.speed_name

    # ------------------------------------------------------------------ public face
    @property
    def model(self) -> TableModel:
        """The table's model (read it; only events and views change it)."""
        return self.board.model

    @property
    def layout_(self) -> TableLayout:
        return self.scene_.layout_

    @property
    def pause_after_hand(self) -> bool:
        return self.presenter.pause_after_hand

    @pause_after_hand.setter
    def pause_after_hand(self, on: bool) -> None:
        self.presenter.pause_after_hand = on

    def set_speed(self, speed: str) -> None:
        """Animation speed: "off", "fast", "normal", "slow"."""
        self.speed_name = speed if speed in SPEEDS else "normal"
        self.animator.speed = SPEEDS[self.speed_name]
        self.controller.pace = self.speed_name

    def names(self) -> list[str]:
        """The players' names, seat 0 first ("" = the default name, in today's language)."""
        defaults = list(words.default_names())
        if self.controller.human != 0:  # a demo (or a record's bot at seat 0): not "You"
            defaults[0] = words.demo_name()
        return words.seat_names([s.name for s in self.controller.seats], defaults)

    def flush(self) -> None:
        """Show everything pending at once (the player acted during an animation)."""
        self.presenter.flush()

    def my_turn(self) -> bool:
        """The player may act: the engine waits for them and the table shows everything."""
        return self.player.my_turn()

    def perform(self, action: Action | None) -> bool:
        """Take ``action`` for the player, as a gesture would; ``False`` if refused."""
        return self.player.perform(action)

    def my_hand(self) -> list[int]:
        """The player's cards as shown, left to right."""
        return self.board.my_hand()

    def set_prompting(self, on: bool) -> None:
        """Whether the table says what to do on the player's turn (a guide may say it)."""
        self.player.prompting = on
        if not on:
            self.scene_.prompt.set_text("")

    def point_at_cards(self, cards: frozenset[int]) -> None:
        """Outline ``cards`` of the player's hand as a hint is (a guide points at them)."""
        self.player.guided = cards
        self.player.refresh_hand_marks()

    def phase_prompt(self) -> str:
        """What the player should do now, in words ("" when it is not their turn)."""
        return self.player.prompt()

    def show_last_trick(self) -> bool:
        """Show the trick just taken in the centre; ``False`` if none was taken this hand."""
        self.flush()
        last = self.model.last_trick
        if last is None:
            self.status.emit(texts.no_trick_yet())
            return False
        if self.scene_.notice.isVisible():
            return True
        leader, winner, cards = last
        names, lay, n = self.names(), self.layout_, self.scene_.notice
        dpr = self.devicePixelRatioF()
        n.pictures = [(self.cache.pixmap(self.scene_.cards[c].code, lay.card_w, lay.card_h, dpr),
                       names[(leader + i) % self.model.players]) for i, c in enumerate(cards)]
        n.title = texts.last_trick_title()
        n.lines = [texts.took_it(names[winner], self.presenter.is_you(winner))]
        n.footer = texts.click_to_close()
        self.presenter.notice_builder = None
        self.scene_.show_notice()
        return True

    # ------------------------------------------------------------------ a match
    def restore(self, view: SeatView) -> None:
        """Undo took the match back: the cards fly from where they are to ``view``'s places."""
        self.reset(view, from_deck=False)

    def reset(self, view: SeatView, *, from_deck: bool = True) -> None:
        """A new or resumed match: the table takes the state ``view`` describes.

        ``from_deck``: the cards gather on the deck first (a new table); otherwise they move
        only where their place changed (an undo).
        """
        # Drop the old match's pending steps before finishing its motions, so nothing of it
        # is shown (or reported as caught up) once the new match has begun.
        self._end_lobby()
        self.presenter.clear()
        self.animator.finish_all()
        self.presenter.human = self.controller.human is not None
        self.presenter.stop_after_hands = self.controller.stop_after_hands
        self.presenter.after_match = self.controller.after_match
        self.scene_.set_seats(view.rules.players, view.seat)
        self.board.reset(TableModel.from_view(view), keep_items=not from_deck)
        self.input.reset()
        self.player.reset()
        self.badges.turn, self.badges.thinking = None, None
        self.scene_.set_buttons([])
        self.scene_.prompt.set_text("")
        if not from_deck:  # an undo: the cards fly back from where they lie, as steps do
            size = self.viewport().size()
            self.scene_.relayout(size.width(), size.height())
            self.badges.refresh()  # the badges are new items: written now, not after the flight
            self.presenter.add(self._fly_back)
            QTimer.singleShot(0, self.presenter.pump)
            return
        self.relayout()
        # The cards start from the deck and take their places; a deal that follows at once
        # (a new match) gathers them there anyway, so the lay-out then gives way to it.
        deck = self.layout_.deck
        for item in self.scene_.cards:
            self.animator.move(item, deck, z=1, face_up=False, duration=0)
        self.placer.forget()
        self._lay_out_pending = True
        self.presenter.add(self._lay_out)
        QTimer.singleShot(0, self.presenter.pump)

    def _fly_back(self) -> None:
        self.board.fly_back(self.layout_, duration=TIMING["undo"], stagger=TIMING["undo_gap"])
        self.player.refresh_hand_marks()

    def show_model(self, model: TableModel) -> None:
        """Show ``model`` at once, nobody's turn (the review jumps to a position this way)."""
        self._end_lobby()
        self.presenter.clear()
        self.animator.finish_all()
        self.scene_.set_seats(model.players, model.viewer)
        self.scene_.set_buttons([])
        self.board.reset(model)
        self.player.reset()
        self.relayout()
        self._nobodys_turn()

    def show_lobby(self, rules: Rules, viewer: int, describe: LobbyWords) -> None:
        """A table with friends before its first deal: the cards gather on the deck, and a
        badge for each seat, seen from ``viewer``'s chair, says who sits there. ``describe``
        words the badges (each seat's name and lines) and the prompt; it is asked again
        whenever they change and after a language switch."""
        if self._lobby is None:
            self.presenter.clear()
            self.animator.finish_all()
            self.scene_.set_seats(rules.players, viewer)
            self.scene_.set_buttons([])
            self.board.reset(TableModel.new(rules, viewer), keep_items=True)
            self.input.reset()
            self.player.reset()
            self.badges.turn = self.badges.thinking = None
            size = self.viewport().size()
            self.scene_.relayout(size.width(), size.height())
            self.board.sync(self.layout_, duration=TIMING["reset"], stagger=TIMING["reset_gap"])
        self._lobby = describe
        self.badges.lobby = lambda: describe()[0]
        self.badges.refresh()
        self.scene_.prompt.set_text(describe()[1])

    def show_away(self, words: Callable[[], dict[int, str]] | None,
                  reading: Callable[[], dict[int, str]] | None = None) -> None:
        """Mark the badges of the seats whose player is away (a table with friends): ``words``
        gives each such seat's sentence, ``reading`` those whose player reads the hand's
        summary; both asked again after a language switch."""
        self.badges.away, self.badges.reading = words, reading
        self.badges.refresh()

    def _end_lobby(self) -> None:
        self._lobby = None
        self.badges.lobby = None

    def set_prompt(self, text: str) -> None:
        """Put ``text`` where the table says what to do (the review's decision line)."""
        self.scene_.prompt.set_text(text)

    def _lay_out(self) -> None:
        self._lay_out_pending = False
        self.board.sync(self.layout_, duration=TIMING["reset"], stagger=TIMING["reset_gap"])

    def _on_event(self, event: ev.Event) -> None:
        if isinstance(event, ev.HandStarted) and self._lay_out_pending:
            self.presenter.steps.remove(self._lay_out)  # the deal gathers the cards anyway
            self._lay_out_pending = False
        self.player.offer = None  # whatever the player was offered has been decided
        self.presenter.enqueue(event)

    def _refresh_badges(self) -> None:
        self.badges.refresh()

    def _nobodys_turn(self) -> None:
        self.badges.turn = self.badges.thinking = None  # no badge glows over a summary
        self.badges.refresh()

    def _on_caught_up(self) -> None:
        self.badges.thinking = None
        self.badges.refresh()
        self.player.show_held()  # the player's turn, offered while the table was animating
        self.caught_up.emit()
        self.controller.view_caught_up()

    # ------------------------------------------------------------------ layout and paint
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def relayout(self) -> None:
        """Recompute the layout for the current size and put everything in place."""
        size = self.viewport().size()
        self.scene_.relayout(size.width(), size.height())
        self.placer.forget()
        self.board.sync(self.layout_, duration=0)
        self.player.refresh_hand_marks()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # Once per frame drawn (the deal's FPS is measured with this); counted here, not in a
        # viewportEvent override, which PySide6 would call with every event as a generic QEvent.
        self.paints += 1
        lay = self.layout_
        painter.fillRect(rect, felt_brush(lay.width, lay.height, self.felt))

    # ------------------------------------------------------------------ a dropped record
    # The viewport is the drop target over the table: a file dragged here is the window's
    # business (Game ▸ Open match), anything else is the scene's.
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if not take_file_drag(event):
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if not take_file_drag(event):
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        path = take_file_drop(event)
        if path is None:
            super().dropEvent(event)
        else:
            self.file_dropped.emit(path)

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        """Scene items get no LanguageChange: the window calls this on a language switch."""
        self.setAccessibleName(texts.card_table())
        self.badges.refresh()
        self.player.refresh_hand_marks()  # the cards' tooltips and accessible names
        if self.scene_.notice.isVisible() and self.presenter.notice_builder is not None:
            self.presenter.show_notice()
        offer = self.player.offer
        if self._lobby is not None:
            self.scene_.prompt.set_text(self._lobby()[1])
        elif offer is not None and self.my_turn():
            self.player.on_human_turn(offer.view)
        else:
            self.scene_.prompt.set_text("")

    # ------------------------------------------------------------------ turns
    def on_bot_thinking(self, seat: int) -> None:
        """A computer player started thinking: show it on its badge."""
        self.badges.thinking = self.badges.turn = seat
        self.badges.refresh()

    # ------------------------------------------------------------------ input -> intents
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.setFocus()
        self.input.press(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.input.move(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.input.release(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.input.double_click(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.scene_.notice.isVisible() and event.key() in (
                Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, Qt.Key.Key_Escape):
            self.flush()
            self.presenter.close_notice()
            return
        self.flush()
        if not self.input.key(event):
            super().keyPressEvent(event)

    def card_at(self, pos: QPoint) -> int | None:
        """The player's own card under ``pos`` (view coordinates; the topmost one)."""
        return self.hits.card_at(pos)

    def card_item(self, card: int) -> CardItem:
        return self.scene_.cards[card]
