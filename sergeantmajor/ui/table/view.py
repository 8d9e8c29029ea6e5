"""The table widget: a thin QGraphicsView that composes the table's parts.

- :class:`~.scene.TableScene` holds the items; :class:`~.board.Board` owns the Qt-free
  :class:`~.model.TableModel` and puts the cards where it says;
- :class:`~.presenter.Presenter` turns the controller's events into steps;
- :class:`~.input.TableInput` turns mouse and keys into intents, which this view turns into
  actions with the :class:`~.turn.TurnOffer` built from the player's seat view;
- the controller gives views and events and takes actions; this view never sees the match.

Nothing outside the table reaches into these parts: the window uses the public methods here.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from ...app import words
from ...app.controller import GameController
from ...engine import Action, Give, Phase, Rules
from ...engine import events as ev
from ...engine.view import SeatView
from ..card_item import CardItem, CardPixmapCache
from . import texts
from .animator import Animator, CardPlacer
from .board import Board
from .geometry import TableLayout
from .input import TableInput
from .model import DISCARDS as DISCARDS_PILE
from .model import TableModel
from .presenter import TIMING, Presenter
from .scene import TableScene
from .scene_items import TableButton
from .turn import DISCARD, TRICK, Target, TurnOffer

SPEEDS = {"off": 0.0, "fast": 0.55, "normal": 1.0, "slow": 1.7}


class TableView(QGraphicsView):
    """The green table with the cards, driven by a :class:`GameController`."""

    status = Signal(str)  # a sentence for the status bar
    caught_up = Signal()  # every event so far has been shown
    hand_summary_closed = Signal()
    hand_scored = Signal()  # the score sheet may refresh
    match_over = Signal()
    deal_measured = Signal(float)  # frames per second of the last deal animation

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("table")
        self.cache = CardPixmapCache()
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
                                   refresh=self.update_panels, paints=lambda: self.paints,
                                   parent=self)
        self.input = TableInput(self)
        self.offer: TurnOffer | None = None
        self.selected: list[int] = []
        self.hint_card: int | None = None
        self.turn: int | None = None  # whose badge glows
        self.thinking: int | None = None
        self.speed_name = "normal"
        self._lay_out_pending = False
        self.set_speed("normal")
        for signal in ("status", "hand_scored", "match_over", "hand_summary_closed",
                       "deal_measured"):
            getattr(self.presenter, signal).connect(getattr(self, signal))
        self.presenter.caught_up.connect(self._on_caught_up)
        self.presenter.hand_scored.connect(self._nobodys_turn)
        controller.set_presenter(True)
        controller.match_started.connect(self.reset)
        controller.event_occurred.connect(self._on_event)
        controller.human_turn.connect(self.on_human_turn)
        controller.bot_thinking.connect(self.on_bot_thinking)
        controller.hint_ready.connect(self.show_hint)

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
        defaults = words.default_names()
        return [s.name or defaults[min(i, len(defaults) - 1)]
                for i, s in enumerate(self.controller.seats)]

    def flush(self) -> None:
        """Show everything pending at once (the player acted during an animation)."""
        self.presenter.flush()

    def my_turn(self) -> bool:
        """The player may act: the engine waits for them and the table shows everything."""
        return self.offer is not None and self.presenter.idle and self.controller.is_human_turn()

    def my_hand(self) -> list[int]:
        """The player's cards as shown, left to right."""
        return self.board.my_hand()

    def phase_prompt(self) -> str:
        """What the player should do now, in words ("" when it is not their turn)."""
        return self.offer.prompt() if self.offer is not None else ""

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
        n.lines = [texts.took_it(names[winner])]
        n.footer = texts.click_to_close()
        self.presenter.notice_builder = None
        self.scene_.show_notice()
        return True

    # ------------------------------------------------------------------ a match
    def reset(self, view: SeatView) -> None:
        """A new or resumed match: the table takes the state ``view`` describes."""
        # Drop the old match's pending steps before finishing its motions, so nothing of it
        # is shown (or reported as caught up) once the new match has begun.
        self.presenter.clear()
        self.animator.finish_all()
        self.presenter.human = self.controller.human is not None
        self.presenter.stop_after_hands = self.controller.stop_after_hands
        self.scene_.set_players(view.rules.players)
        self.board.reset(TableModel.from_view(view))
        self.input.reset()
        self.offer, self.selected, self.hint_card = None, [], None
        self.turn, self.thinking = None, None
        self.scene_.set_buttons([])
        self.scene_.prompt.set_text("")
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

    def _lay_out(self) -> None:
        self._lay_out_pending = False
        self.board.sync(self.layout_, duration=TIMING["reset"], stagger=TIMING["reset_gap"])

    def _on_event(self, event: object) -> None:
        if isinstance(event, ev.HandStarted) and self._lay_out_pending:
            self.presenter.steps.remove(self._lay_out)  # the deal gathers the cards anyway
            self._lay_out_pending = False
        self.offer = None  # whatever the player was offered has been decided
        self.presenter.enqueue(event)  # type: ignore[arg-type]

    def _nobodys_turn(self) -> None:
        self.turn = self.thinking = None  # the hand is over: no badge glows over the summary
        self.update_panels()

    def _on_caught_up(self) -> None:
        self.thinking = None
        self.update_panels()
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
        self._refresh_hand_marks()

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1  # frames actually drawn (the deal's FPS is measured with this)
        return super().viewportEvent(event)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        lay = self.layout_
        gradient = QRadialGradient(QPointF(lay.width / 2, lay.height * 0.45),
                                   max(lay.width, lay.height) * 0.75)
        gradient.setColorAt(0.0, QColor("#2e7d4f"))
        gradient.setColorAt(1.0, QColor("#123d26"))
        painter.fillRect(rect, QBrush(gradient))

    # ------------------------------------------------------------------ badges and marks
    def update_panels(self) -> None:
        """Rewrite every seat badge from the model (also after a language switch)."""
        model, names = self.model, self.names()
        chips = model.rules.match_end == "chips"
        for seat, panel in enumerate(self.scene_.panels):
            panel.name = names[seat] if seat < len(names) else ""
            target = model.targets[seat] if seat < len(model.targets) else 0
            total = (model.chips if chips else model.totals)[seat]
            last = model.last_points[seat] if model.last_points is not None else None
            panel.lines = texts.badge_lines(target, model.tricks[seat], total, last)
            is_dealer = seat == model.dealer
            panel.dealer_mark = texts.dealer_mark() if is_dealer else ""
            panel.setToolTip(texts.dealer() if is_dealer else "")
            panel.active = seat == self.turn
            panel.thinking = seat == self.thinking
            panel.update()
        sign = self.scene_.trump_sign
        if model.trump is None:
            sign.label = ""
        else:
            sign.label = texts.trump()
            sign.symbol = words.suit_label(model.trump)
            sign.red = model.trump in (1, 2)
        sign.update()
        zone = self.scene_.discard_zone
        zone.caption = texts.discard_here()
        zone.covered = bool(model.pile(DISCARDS_PILE))  # the caption explains an empty area
        zone.update()

    def _refresh_hand_marks(self) -> None:
        """Outline selected, hinted and legal cards of the player's hand."""
        mine = set(self.model.my_hand())
        legal = self.offer.legal_cards() if self.offer is not None else None
        focus = self.input.focused_card()
        for item in self.scene_.cards:
            card = item.card
            if card not in mine:
                item.set_mark(CardItem.NONE)
                item.set_dimmed(False)
                item.set_focused(False)
                item.setToolTip(words.card_name(card) if item.face_up else "")
                continue
            mark = CardItem.NONE
            if card in self.selected:
                mark = CardItem.SELECTED
            elif card == self.hint_card:
                mark = CardItem.HINT
            item.set_mark(mark)
            aside = card in self.board.marks.aside
            item.set_dimmed(legal is not None and card not in legal and not aside)
            item.set_focused(card == focus)
            item.setToolTip(words.card_name(card))
            if card == focus:  # screen readers announce the card under the keyboard cursor
                self.setAccessibleDescription(words.card_name(card))

    def marks_changed(self, duration: str) -> None:
        """The selection, the keyboard cursor or the cards set aside changed: show it."""
        marks = self.board.marks
        marks.selected = frozenset(self.selected)
        marks.focus = self.input.focused_card()
        self.board.sync(self.layout_, duration=TIMING[duration])
        self._refresh_hand_marks()

    def retranslate(self) -> None:
        """Scene items get no LanguageChange: the window calls this on a language switch."""
        self.setAccessibleName(texts.card_table())
        self.update_panels()
        self._refresh_hand_marks()  # the cards' tooltips and accessible names
        if self.scene_.notice.isVisible() and self.presenter.notice_builder is not None:
            self.presenter.show_notice()
        if self.offer is not None and self.my_turn():
            self.on_human_turn(self.offer.view)
        else:
            self.scene_.prompt.set_text("")

    # ------------------------------------------------------------------ turns
    def on_bot_thinking(self, seat: int) -> None:
        """A computer player started thinking: show it on its badge."""
        self.thinking = seat
        self.turn = seat
        self.update_panels()

    def on_human_turn(self, view: SeatView) -> None:
        """The engine waits for the player: say what to do, offer the choices."""
        self.offer = offer = TurnOffer(view, self.names())
        if not self.presenter.idle:
            return  # shown once the table has caught up (the controller asks again)
        self.turn, self.thinking = view.seat, None
        self.update_panels()
        self.scene_.prompt.set_text(offer.prompt())
        self.scene_.set_buttons(offer.buttons(self.perform, self.give_selected))
        self.input.keyboard_button = 0
        zone = self.scene_.discard_zone
        zone.shown = offer.phase is Phase.DISCARD
        zone.update()
        marks = self.board.marks
        marks.aside = offer.aside()
        marks.aside_to = offer.down if offer.down is not None else marks.aside_to
        if offer.classic_give:
            self.selected = offer.offered()
        self.marks_changed("select")

    def perform(self, action: Action | None) -> bool:
        """Take ``action`` for the player (the engine is asked once); say why if refused."""
        self.flush()
        offer, self.offer = self.offer, None
        reason = self.controller.act(action)
        if reason is not None:
            if self.offer is None:
                self.offer = offer
            self.status.emit(reason)
            self.marks_changed("back")
            return False
        self.hint_card = None
        if self.offer is None:  # the turn passed (a classic give goes on with a new offer)
            self.selected = []
            self.scene_.prompt.set_text("")
            self.scene_.discard_zone.shown = False
            self.scene_.discard_zone.update()
            self.scene_.set_buttons([])
            self.board.marks.selected = frozenset()
            self._refresh_hand_marks()
        return True

    def give_selected(self) -> None:
        """Classic exchange: give every selected card (the count must be right)."""
        offer = self.offer
        need = offer.need if offer is not None else 0
        if len(self.selected) != need:
            self.status.emit(texts.select_exactly(need))
            return
        for card in list(self.selected):
            self.selected.remove(card)
            if not self.perform(Give(card)):
                return

    def show_hint(self, action: object) -> None:
        """The strongest bot's suggestion: outline the card or light the suit button."""
        if not self.my_turn():
            return
        card = getattr(action, "card", None)
        if card is not None:
            self.hint_card = card
            self._refresh_hand_marks()
            self.status.emit(texts.hint_card(card))
        suit = getattr(action, "suit", None)
        for button in self.scene_.buttons:
            button.glow = suit is not None and button.data(0) == suit
            button.update()
        if suit is not None:
            self.status.emit(texts.hint_trump(suit))
        if hasattr(action, "targets"):
            self.status.emit(texts.hint_targets())

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

    # The host side of TableInput: hit tests and intents.
    def card_at(self, pos: QPoint) -> int | None:
        """The player's own card under ``pos`` (view coordinates; the topmost one)."""
        for item in self.items(pos):
            if isinstance(item, CardItem) and self.board.in_my_hand(item.card):
                return item.card
        return None

    def button_at(self, pos: QPoint) -> TableButton | None:
        for item in self.items(pos):
            if isinstance(item, TableButton):
                return item
        return None

    def target_at(self, scene_pos: QPointF) -> Target | None:
        """The drop target under ``scene_pos``: ("trick"|"discard"|"seat", seat)."""
        zones = self.scene_
        if zones.discard_zone.shown and zones.discard_zone.sceneBoundingRect().contains(scene_pos):
            return DISCARD
        if zones.trick_zone.sceneBoundingRect().contains(scene_pos):
            return TRICK
        for seat, panel in enumerate(zones.panels):
            if seat == self.model.viewer:
                continue
            area = panel.sceneBoundingRect().united(
                self.layout_.hand_boxes[seat].adjusted(-10, -10, 10, 10))
            if area.contains(scene_pos):
                return ("seat", seat)
        return None

    def card_item(self, card: int) -> CardItem:
        return self.scene_.cards[card]

    def map_to_scene(self, pos: QPoint) -> QPointF:
        return self.mapToScene(pos)

    def buttons(self) -> list[TableButton]:
        return list(self.scene_.buttons)

    def notice_press(self) -> bool:
        """A press while a notice is up closes it (a result stays); ``True`` if it took it."""
        notice = self.scene_.notice
        if notice.isVisible() and self.presenter.blocked:
            self.presenter.close_notice()
            return True
        self.flush()
        if notice.isVisible():
            self.presenter.close_notice()
            return True
        return False

    def _candidates(self) -> list[Target]:
        seats: list[Target] = [("seat", s) for s in range(self.model.players)
                               if s != self.model.viewer]
        return [TRICK, DISCARD, *seats]

    def start_drag(self, card: int) -> list[Target]:
        """A drag of ``card`` began: lift it; the targets that accept it."""
        item = self.scene_.cards[card]
        self.animator.cancel(item)
        self.placer.held = item
        item.setZValue(20_000)
        item.setRotation(0)
        if self.offer is None or not self.my_turn():
            return []
        return self.offer.targets_for(card, self._candidates())

    def show_targets(self, legal: list[Target], hover: Target | None) -> None:
        def state(target: Target) -> int:
            if target not in legal:
                return 0
            return 2 if target == hover else 1

        zones = self.scene_
        zones.trick_zone.state = state(TRICK)
        zones.discard_zone.state = state(DISCARD)
        zones.trick_zone.update()
        zones.discard_zone.update()
        for seat, panel in enumerate(zones.panels):
            panel.drop_state = state(("seat", seat))
            panel.update()

    def end_drag(self, card: int) -> None:
        """The dragged card was let go: its place must be given again."""
        self.placer.held = None
        self.placer.targets.pop(card, None)

    def drop(self, card: int, target: Target) -> None:
        """``card`` dropped on ``target``: the action it means, asked of the engine once."""
        self.perform(self.offer.action_for(card, target) if self.offer is not None else None)

    def choose_target(self, target: Target) -> None:
        """A click on a target with one card selected: the click equivalent of a drop."""
        if len(self.selected) == 1:
            self.drop(self.selected[0], target)

    def activate(self, card: int) -> None:
        """Double-click or Enter on ``card``: its usual action now."""
        self.perform(self.offer.default_action(card) if self.offer is not None else None)

    def toggle(self, card: int) -> None:
        """Select or unselect ``card`` (the classic exchange selects several)."""
        offer = self.offer
        if card in self.selected:
            self.selected.remove(card)
        elif offer is not None and offer.classic_give and self.my_turn():
            self.selected.append(card)
            if len(self.selected) > offer.need:
                self.selected.pop(0)
        else:
            self.selected = [card]
        mine = self.my_hand()
        if card in mine:
            self.input.focus_index = mine.index(card)
        self.marks_changed("select")

    def clear_selection(self) -> None:
        self.selected = []
        self.marks_changed("key")

    def classic_give(self) -> bool:
        return self.offer is not None and self.offer.classic_give

    def selection_complete(self) -> bool:
        return self.offer is not None and len(self.selected) == self.offer.need
