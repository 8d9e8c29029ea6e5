"""The table: a QGraphicsView whose scene holds one item per card, the seats and the centre.

The table keeps a small model of where every card lies (hands, kitty, discards, trick, won
piles, deck) and :meth:`TableView.settle` moves cards to the places the layout gives them, so a
resize and an animation are the same operation with different durations. Engine events are
turned into steps (``table_present``); mouse and keyboard input is in ``table_input``.
Cards the player cannot see are face down and interchangeable: when an opponent plays a card,
its item is swapped, unseen, with a face-down item of that opponent's hand (``claim``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from ..app import words
from ..app.controller import GameController
from ..app.i18n import fill
from ..app.words import plural
from ..engine import Phase
from ..engine.cards import sort_key
from .animator import Animator
from .card_item import CardItem, CardPixmapCache
from .layout import BOTTOM, LEFT, RIGHT, TOP, TableLayout, compute_layout
from .table_input import TableInputMixin
from .table_items import DropZone, Notice, Prompt, SeatPanel, TableButton, TrumpSign
from .table_present import TablePresentMixin
from .table_turn import TableTurnMixin

SPEEDS = {"off": 0.0, "fast": 0.55, "normal": 1.0, "slow": 1.7}


def hand_order(cards: list[int], trump: int | None) -> list[int]:
    """The player's hand as shown: suits grouped with colours alternating, trumps at the right.

    Black and red suits alternate (spades, hearts, clubs, diamonds) so two suits of one colour
    are never side by side; when trump is named, the trump suit moves to the end.
    """
    order = [0, 1, 3, 2]
    if trump is not None and trump < 4:
        rest = [s for s in order if s != trump]
        # Keep colours alternating among the remaining three where possible.
        reds = [s for s in rest if s in (1, 2)]
        blacks = [s for s in rest if s in (0, 3)]
        mixed: list[int] = []
        while reds or blacks:
            first, second = (blacks, reds) if len(blacks) >= len(reds) else (reds, blacks)
            if first:
                mixed.append(first.pop(0))
            if second:
                mixed.append(second.pop(0))
        order = [*mixed, trump]
    present = {c // 13 for c in cards}
    suits = [s for s in order if s in present]
    rank = {s: i for i, s in enumerate(suits)}
    return sorted(cards, key=lambda c: (rank[c // 13], sort_key(c)[1]))


class TableView(TablePresentMixin, TableTurnMixin, TableInputMixin, QGraphicsView):
    """The green table with the cards, driven by a :class:`GameController`."""

    status = Signal(str)  # a sentence for the status bar
    caught_up = Signal()  # every event so far has been shown
    hand_summary_closed = Signal()
    hand_scored = Signal()  # the score sheet may refresh
    match_over = Signal()
    deal_measured = Signal(float)  # frames per second of the last deal animation

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made here, not by Qt: PySide6 wraps a QWidget* it did not create by trying
        # dozens of widget classes (~50 ms of enum building at start-up; see startup_bench.py).
        self.setViewport(QWidget())
        self.controller = controller
        self.setObjectName("table")
        self.scene_ = QGraphicsScene(self)
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
        self.cache = CardPixmapCache()
        self.animator = Animator(self)
        self.animator.idle.connect(self.pump)
        self.items_: list[CardItem] = []
        for card in range(52):
            item = CardItem(card, self.cache)
            self.scene_.addItem(item)
            self.items_.append(item)
        self.trump_sign = TrumpSign()
        self.trick_zone = DropZone()
        self.discard_zone = DropZone()
        self.prompt = Prompt()
        self.notice = Notice()
        for extra in (self.trump_sign, self.trick_zone, self.discard_zone, self.prompt,
                      self.notice):
            self.scene_.addItem(extra)
        self.panels: list[SeatPanel] = []
        self.buttons: list[TableButton] = []  # suit choices, "Give", target choices
        self.layout_: TableLayout = compute_layout(1024, 640)
        self.players = 3
        self.pause_after_hand = True
        self.set_speed("normal")
        self._init_state()
        self._init_input()
        controller.set_presenter(True)
        controller.match_started.connect(self.reset)
        controller.event_occurred.connect(self.enqueue)
        controller.human_turn.connect(self.on_human_turn)
        controller.bot_thinking.connect(self.on_bot_thinking)
        controller.hint_ready.connect(self.show_hint)

    # ------------------------------------------------------------------ state
    def _init_state(self) -> None:
        n = self.players
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.kitty: list[int] = []
        self.discards: list[int] = []
        self.discard_seat = 0
        self.trick: list[tuple[int, int]] = []
        self.won: list[list[int]] = [[] for _ in range(n)]
        self.deck: list[int] = list(range(52))
        self.pending_give: list[int] = []
        self.known_at: dict[int, int] = {}  # cards the player gave away: where they are
        self.visiting: dict[int, int] = {}  # card -> seat it visits in an exchange
        self.selected: list[int] = []
        self.focus_index = 0
        self.dealer = 0
        self.trump: int | None = None
        self.targets: tuple[int, ...] = (0,) * n
        self.tricks: list[int] = [0] * n
        self.totals: list[int] = [0] * n
        self.last_points: tuple[int, ...] | None = None
        self.turn: int | None = None
        self.thinking: int | None = None
        self.last_trick: tuple[int, tuple[int, ...], int] | None = None  # leader, cards, winner
        self.steps: deque[Callable[[], None]] = deque()
        self.blocked = False
        self.behind = False  # events were shown since the controller last heard from us
        self._pumping = False
        self.notice_builder: Callable[[], None] | None = None
        self.hint_card: int | None = None

    def set_speed(self, speed: str) -> None:
        """Animation speed: "off", "fast", "normal", "slow"."""
        self.speed_name = speed if speed in SPEEDS else "normal"
        self.animator.speed = SPEEDS[self.speed_name]
        self.controller.pace = self.speed_name

    @property
    def viewer(self) -> int:
        """The seat shown face up at the bottom."""
        return self.controller.viewer

    def names(self) -> list[str]:
        """The players' names, seat 0 first ("" = the default name, in today's language)."""
        defaults = words.default_names()
        return [s.name or defaults[min(i, len(defaults) - 1)]
                for i, s in enumerate(self.controller.seats)]

    def reset(self) -> None:
        """A new (or resumed) match: rebuild the seats, gather the cards, show the state."""
        # Drop the old match's pending steps before finishing its motions, so nothing of it
        # is shown (or reported as caught up) once the new match has begun.
        self.steps.clear()
        self.behind = False
        self.blocked = False
        self.animator.finish_all()
        match = self.controller.match
        assert match is not None
        self.players = match.players
        for panel in self.panels:
            self.scene_.removeItem(panel)
        self.panels = []
        for _ in range(self.players):
            panel = SeatPanel()
            self.scene_.addItem(panel)
            self.panels.append(panel)
        self._init_state()
        self.notice.setVisible(False)
        self.clear_buttons()
        self.layout_ = compute_layout(self.viewport().width(), self.viewport().height(),
                                      self.players)
        if self.controller.resumed:  # a fresh match's deal arrives as events instead
            self._show_state_of(match)
        self.relayout()

    def _show_state_of(self, match: object) -> None:
        """Lay the cards out as they are in a resumed match (no animation)."""
        view = self.controller.view()
        self.dealer, self.trump, self.targets = view.dealer, view.trump, view.targets
        self.tricks = list(view.tricks_won)
        self.totals = list(view.totals)
        self.last_points = view.last_points
        used: set[int] = set()
        self.hands[self.viewer] = hand_order(list(view.hand), self.trump)
        used.update(view.hand)
        for _, winner, cards in view.completed_tricks:
            self.won[winner].extend(cards)
            used.update(cards)
        if view.completed_tricks:
            leader, winner, cards = view.completed_tricks[-1]
            self.last_trick = (leader, cards, winner)
        self.trick = list(view.trick)
        used.update(c for _, c in view.trick)
        self.discard_seat = view.dealer
        if view.discards:
            self.discards = list(view.discards)
            used.update(view.discards)
        unknown = [c for c in range(52) if c not in used]
        if match.rules.deck_size == 51:  # type: ignore[attr-defined]
            unknown.remove(39)  # the two of clubs is out of the game
        for seat in range(self.players):
            if seat != self.viewer:
                count = view.hand_sizes[seat]
                self.hands[seat], unknown = unknown[:count], unknown[count:]
        if not view.kitty_taken:
            self.kitty, unknown = unknown[:view.kitty_size], unknown[view.kitty_size:]
        if view.discards_made and not view.discards:
            self.discards, unknown = unknown[:view.discards_made], unknown[view.discards_made:]
        self.deck = unknown
        self.update_panels()

    # ------------------------------------------------------------------ layout
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.relayout()

    def relayout(self) -> None:
        """Recompute the layout for the current size and put everything in place."""
        size = self.viewport().size()
        self.scene_.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.layout_ = lay = compute_layout(size.width(), size.height(), self.players)
        for item in self.items_:
            item.set_size(lay.card_w)
        for seat, panel in enumerate(self.panels):
            panel.set_rect(lay.panels[seat])
        self.trump_sign.set_rect(lay.trump_box)
        self.trick_zone.set_rect(lay.trick_zone)
        self.discard_zone.set_rect(lay.discard)
        self.prompt.set_rect(QRectF(lay.centre.x() - lay.width * 0.3,
                                    lay.prompt.y() - lay.card_h * 0.2,
                                    lay.width * 0.6, max(22.0, lay.card_h * 0.19)))
        self._place_notice()
        self._place_buttons()
        self.settle(duration=0)

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1  # frames actually drawn (the deal's FPS is measured with this)
        return super().viewportEvent(event)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        lay = self.layout_
        gradient = QRadialGradient(QPointF(lay.width / 2, lay.height * 0.45),
                                   max(lay.width, lay.height) * 0.75)
        gradient.setColorAt(0.0, QColor("#2e7d4f"))
        gradient.setColorAt(1.0, QColor("#123d26"))
        painter.fillRect(rect, QBrush(gradient))

    # ------------------------------------------------------------------ where cards go
    def place_of(self, card: int) -> tuple[QPointF, float, float, bool] | None:
        """(centre, rotation, z, face up) of ``card`` by the table's model; None = hidden."""
        lay = self.layout_
        cw, ch = lay.card_w, lay.card_h
        for seat, hand in enumerate(self.hands):
            if card in hand:
                i = hand.index(card)
                pos, rot = lay.hand_slots(seat, len(hand))[i]
                mine = seat == self.viewer
                if mine and card in self.selected:
                    pos = pos + QPointF(0, -ch * 0.22)
                elif mine and self.has_focus_on(card):
                    pos = pos + QPointF(0, -ch * 0.07)
                return pos, rot, 100 + i, mine
        if card in self.visiting:
            seat = self.visiting[card]
            return self._toward(seat, 0.55), 0.0, 400, self.viewer in (seat, self._owner(card))
        if card in self.pending_give:
            i = self.pending_give.index(card)
            down = self.controller.current_down()
            base = self._toward(down if down is not None else 1, 0.45)
            return base + QPointF(i * cw * 0.3, 0), 0.0, 350 + i, True
        for i, (seat, c) in enumerate(self.trick):
            if c == card:
                tilt = (card * 37 % 9 - 4) * 0.8
                return lay.trick[seat], tilt, 300 + i, True
        if card in self.kitty:
            i, k = self.kitty.index(card), len(self.kitty)
            return lay.kitty + QPointF((i - (k - 1) / 2) * cw * 0.32, 0), 0.0, 50 + i, False
        if card in self.discards:
            i = self.discards.index(card)
            if self.discard_seat == self.viewer:
                box = lay.discard
                x = box.left() + cw * 0.6 + i * (box.width() - cw * 1.2) / 3
                return QPointF(x, box.center().y() - ch * 0.05), 0.0, 60 + i, True
            side = lay.sides[self.discard_seat]
            dx = {LEFT: -1.9, RIGHT: 1.9, TOP: 0.0, BOTTOM: 0.0}[side] * cw
            return lay.kitty + QPointF(dx + i * 2, i * 2), 0.0, 60 + i, False
        for seat, pile in enumerate(self.won):
            if card in pile:
                j = pile.index(card)
                trick_no = j // self.players
                offset = QPointF(trick_no * cw * 0.06, -trick_no * 1.0)
                return lay.won[seat] + offset, 0.0, 10 + j, False
        if card in self.deck:
            j = self.deck.index(card)
            return lay.deck + QPointF(-j * 0.25, -j * 0.25), 0.0, 1 + j * 0.01, False
        return None

    def _owner(self, card: int) -> int:
        for seat, hand in enumerate(self.hands):
            if card in hand:
                return seat
        return -1

    def _toward(self, seat: int, amount: float) -> QPointF:
        """A point between the centre and ``seat``'s hand (exchanges pass through it)."""
        lay = self.layout_
        target = lay.hand_boxes[seat].center()
        return lay.centre + (target - lay.centre) * amount

    def settle(self, cards: list[int] | None = None, *, duration: int = 0,
               stagger: int = 0, delay: int = 0) -> None:
        """Move ``cards`` (all by default) to their places, ``stagger`` ms one after another."""
        if cards is None:
            cards = list(range(52))
        for n, card in enumerate(cards):
            item = self.items_[card]
            place = self.place_of(card)
            if place is None:
                item.setVisible(False)
                continue
            item.setVisible(True)
            pos, rot, z, face = place
            if item is getattr(self, "drag_item", None):
                continue
            self.animator.move(item, pos, z=z, rotation=rot, face_up=face, duration=duration,
                               delay=delay + n * stagger)
        self._refresh_hand_marks()

    def _refresh_hand_marks(self) -> None:
        """Outline selected, hinted and legal cards of the player's hand."""
        mine = self.hands[self.viewer] if self.hands else []
        legal = self.legal_cards() if self.my_turn() else None
        for card in range(52):
            item = self.items_[card]
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
            item.set_dimmed(legal is not None and card not in legal)
            item.set_focused(self.has_focus_on(card))
            item.setToolTip(words.card_name(card))
            if item.focused:  # screen readers announce the card under the keyboard cursor
                self.setAccessibleDescription(words.card_name(card))

    def legal_cards(self) -> set[int]:
        """The cards of the player's hand that some legal action uses (from the engine)."""
        return {a.card for a in self.controller.legal_actions() if hasattr(a, "card")}

    def my_turn(self) -> bool:
        """The player may act: the engine waits for them and the table shows everything."""
        return self.controller.is_human_turn() and not self.steps and not self.blocked

    def has_focus_on(self, card: int) -> bool:
        """Whether the keyboard cursor is on ``card``."""
        mine = self.hands[self.viewer] if self.hands else []
        return bool(self.keyboard_active and mine and 0 <= self.focus_index < len(mine)
                    and mine[self.focus_index] == card)

    # ------------------------------------------------------------------ seats and texts
    def update_panels(self) -> None:
        """Rewrite every seat badge from the table's state (also after a language switch)."""
        names = self.names()
        for seat, panel in enumerate(self.panels):
            panel.name = names[seat] if seat < len(names) else ""
            target = self.targets[seat] if seat < len(self.targets) else 0
            first = fill(self.tr("Target %1 · tricks %2"), target, self.tricks[seat])
            total = self.totals[seat]
            second = fill(self.tr("Total %1"), f"{total:+d}" if total else "0")
            if self.last_points is not None:
                second += " · " + fill(self.tr("last: %1"),
                                       words.points_text(self.last_points[seat]))
            panel.lines = [first, second]
            panel.dealer_mark = self.tr("D", "dealer mark") if seat == self.dealer else ""
            panel.setToolTip(self.tr("Dealer") if seat == self.dealer else "")
            panel.active = seat == self.turn
            panel.thinking = seat == self.thinking
            panel.update()
        if self.trump is None:
            self.trump_sign.label = ""
        else:
            self.trump_sign.label = self.tr("Trump")
            self.trump_sign.symbol = words.suit_label(self.trump)
            self.trump_sign.red = self.trump in (1, 2)
        self.trump_sign.update()
        self.discard_zone.caption = self.tr("Discard here")
        # The caption explains the empty area; once cards lie there it is not drawn.
        self.discard_zone.covered = bool(self.discards)
        self.discard_zone.update()
        self.trick_zone.caption = ""

    def retranslate(self) -> None:
        """Scene items get no LanguageChange: the window calls this on a language switch."""
        self.setAccessibleName(self.tr("Card table"))
        self.update_panels()
        if self.notice.isVisible() and self.notice_builder is not None:
            self.notice_builder()
            self.show_notice()
        if self.my_turn():
            self.on_human_turn()
        else:
            self.prompt.set_text("")

    def on_bot_thinking(self, seat: int) -> None:
        """A computer player started thinking: show it on its badge."""
        self.thinking = seat
        self.turn = seat
        self.update_panels()

    def phase_prompt(self) -> str:
        """What the player should do now, in words."""
        match = self.controller.match
        if match is None:
            return ""
        phase = match.phase
        if phase is Phase.PLAY:
            if match.trick:
                led = match.trick[0] // 13
                if match.hand_of(self.viewer) and not any(
                        c // 13 == led for c in match.hand_of(self.viewer)):
                    return fill(self.tr("You have no %1: play any card"), words.suit_name(led))
                return fill(self.tr("Your turn: follow %1"), words.suit_name(led))
            return self.tr("Your lead: play any card")
        if phase is Phase.TRUMP:
            return self.tr("You are the dealer: name trump")
        if phase is Phase.DISCARD:
            left = len(match.kitty) - len(match.discards)
            return plural(self.tr("Discard %n card(s) to the discard area", "", left), left)
        if phase is Phase.EXCHANGE_GIVE:
            down = self.controller.current_down()
            name = self.names()[down] if down is not None else ""
            if match.rules.exchange == "classic":
                count = next((c for u, d, c in match.exchange_plan if d == down), 0)
                return fill(plural(self.tr("Choose %n card(s) to give to %1, then press Give",
                                           "", count), count), name)
            return fill(self.tr("You are up: give a card to %1"), name)
        if phase is Phase.EXCHANGE_RETURN:
            return self.tr("Choose the card to give back")
        if phase is Phase.ASSIGN_TARGETS:
            return self.tr("Give each player a target")
        return ""

    def _place_notice(self) -> None:
        """Size the notice to its content (title, lines, pictures, footer)."""
        lay = self.layout_
        w = min(lay.width * 0.62, 660.0)
        h = self.notice.needed_height(min(26.0, max(16.0, lay.height * 0.035)))
        h = min(h, lay.height * 0.9)
        self.notice.set_rect(QRectF(lay.width / 2 - w / 2, lay.height * 0.45 - h / 2, w, h))

    def show_notice(self) -> None:
        """Show the notice (its texts are set) at the right size."""
        self._place_notice()
        self.notice.setVisible(True)
        self.notice.update()
