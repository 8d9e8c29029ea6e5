"""Where everything sits on the table, in card units, for any window size.

:func:`compute_layout` is pure arithmetic (no Qt items): the table calls it on every resize.
Each pile gives the places of its cards (:func:`pile_places`), so a resize and a move are the
same question with different durations. The viewer sits at the bottom; the others go
clockwise: left, (top,) right. Nothing here knows a rule of the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QPointF, QRectF

from ...engine.cards import RED_SUITS, sort_key, suit_of
from ..card_item import CARD_RATIO
from .model import Pile, Slot, TableModel

if TYPE_CHECKING:
    from ..card_index import IndexCorner

BOTTOM, LEFT, TOP, RIGHT = "bottom", "left", "top", "right"
# The player's fan steps at most this much of a card's width, and never less than the strip
# that shows the deck's printed rank plus this slack (the turn of neighbouring cards).
FAN_WIDEST, FAN_SLACK = 0.55, 0.04
# The rank strip assumed when the deck is not known (the game's own faces).
DEFAULT_STRIP = 0.22
TOP_STEP = 0.22  # the backs of the hand across the table, in card widths apart
TRUMP_MIN_W = 150.0  # the trump sign's narrowest (its words shrink to fit: see TrumpSign)


def largest_hand(players: int) -> int:
    """The most cards the player holds (the dealer with the kitty, before discarding)."""
    return 16 if players == 4 else 20


def players_hand(players: int) -> int:
    """The cards dealt to each player (with a kitty; 17 without one)."""
    return 12 if players == 4 else 16


def sides_for(players: int, viewer: int = 0) -> list[str]:
    """The side of the table of each seat (seat 0 first): ``viewer`` at the bottom, and the
    others round the table in the order of play from there (the next one on the left)."""
    round_table = [BOTTOM, LEFT, TOP, RIGHT] if players == 4 else [BOTTOM, LEFT, RIGHT]
    return [round_table[(seat - viewer) % players] for seat in range(players)]


@dataclass
class TableLayout:
    """Places and sizes for one window size (all in scene = view pixels)."""

    width: float
    height: float
    card_w: float
    card_h: float
    sides: list[str]
    panels: list[QRectF] = field(default_factory=list)  # seat badges
    hand_boxes: list[QRectF] = field(default_factory=list)  # where each hand fans out
    won: list[QPointF] = field(default_factory=list)  # tricks taken, per seat
    trick: list[QPointF] = field(default_factory=list)  # each seat's card in the trick
    centre: QPointF = field(default_factory=QPointF)
    kitty: QPointF = field(default_factory=QPointF)
    put_away: QPointF = field(default_factory=QPointF)  # the player's discards, once made
    deck: QPointF = field(default_factory=QPointF)
    discard: QRectF = field(default_factory=QRectF)  # the dealer's discard area
    trump_box: QRectF = field(default_factory=QRectF)
    prompt: QPointF = field(default_factory=QPointF)  # centre of the line that says what to do
    trick_zone: QRectF = field(default_factory=QRectF)
    # The player's fan: each card shows the strip of its printed rank, at least ``fan_step``
    # wide, on the right (each card lies on the one to its right) when ``fan_right``.
    fan_right: bool = False
    fan_step: float = 0.0
    hand_reach: float = 0.0  # how far right the player's fan may spread when it needs room

    def hand_slots(self, seat: int, count: int) -> list[tuple[QPointF, float]]:
        """(centre, rotation) of each card of a hand of ``count`` cards, left to right."""
        if count <= 0:
            return []
        box = self.hand_boxes[seat]
        side = self.sides[seat]
        cw = self.card_w
        if side == BOTTOM:
            return self._fan(box, count)
        if side == TOP:
            # Backs across the table may overlap.
            step = min(cw * TOP_STEP, (box.width() - cw) / max(1, count - 1))
            x0 = box.center().x() - step * (count - 1) / 2
            return [(QPointF(x0 + i * step, box.center().y()), 0.0) for i in range(count)]
        # Left and right: a column of backs turned sideways.
        step = min(cw * 0.3, (box.height() - cw) / max(1, count - 1))
        total = step * (count - 1)
        y0 = box.center().y() - total / 2
        return [(QPointF(box.center().x(), y0 + i * step), 90.0) for i in range(count)]

    def _fan(self, box: QRectF, count: int) -> list[tuple[QPointF, float]]:
        """The player's own cards: a gentle fan, every card's rank in view.

        Centred in ``box`` when it has room; a hand that needs more spreads to the right,
        up to :attr:`hand_reach` (the layout makes the cards small enough for that)."""
        cw, ch = self.card_w, self.card_h
        gaps = max(1, count - 1)
        step = min(cw * FAN_WIDEST, (box.width() - cw) / gaps)
        if step < self.fan_step:  # the rank would be covered: take the room to the right
            step = min(self.fan_step, (self.hand_reach - box.left() - cw) / gaps)
        total = step * (count - 1)
        x0 = box.center().x() - total / 2
        if x0 - cw / 2 < box.left():
            x0 = box.left() + cw / 2
        out = []
        for i in range(count):
            # The middle card highest, the ends turned outwards.
            u = (i - (count - 1) / 2) / max(1.0, (count - 1) / 2)
            angle = u * min(8.0, 0.6 * count)
            dy = (u * u) * ch * 0.06
            out.append((QPointF(x0 + i * step, box.center().y() + dy), angle))
        return out


def _fan_fits(width: float, ch: float, players: int, strip: float) -> bool:
    """Whether the largest hand, each card showing ``strip`` of its width, fits beside the
    player's badge with cards ``ch`` high."""
    cw = ch / CARD_RATIO
    margin = max(8.0, ch * 0.08)
    left = margin + max(150.0, cw * 1.9) + margin + cw * 0.3
    reach = width - margin - cw * 0.15  # the end card's turn stays on the table
    return cw * (1 + (largest_hand(players) - 1) * (strip + FAN_SLACK)) <= reach - left


def compute_layout(width: float, height: float, players: int = 3,
                   index: IndexCorner | None = None, viewer: int = 0) -> TableLayout:
    """The table's layout for a scene of ``width`` x ``height``, seen from ``viewer``'s seat
    (at the bottom); ``index`` is where the face deck prints the rank (the player's fan keeps
    it in view)."""
    sides = sides_for(players, viewer)
    # The bottom hand of up to 20 cards and the two side columns must fit: card height is
    # bounded by the height (hand + centre + side panels) and by the width.
    # Four players need a hand across the top as well: a little smaller cards.
    ch = max(60.0, min(height * (0.19 if players == 4 else 0.215), width * 0.15, 240.0))
    # A narrow table and a deck with a wide rank: cards small enough for every rank to show.
    strip = index.strip() if index is not None else DEFAULT_STRIP
    while ch > 60.0 and not _fan_fits(width, ch, players, strip):
        ch = max(60.0, ch * 0.97)
    cw = ch / CARD_RATIO
    margin = max(8.0, ch * 0.08)
    panel_w, panel_h = max(150.0, cw * 1.9), max(58.0, ch * 0.5)
    lay = TableLayout(width, height, cw, ch, sides)
    lay.fan_right = index is not None and index.right
    lay.fan_step = cw * (strip + FAN_SLACK)
    lay.hand_reach = width - margin - cw * 0.15
    top_band = margin + panel_h  # panels of the side players sit in the top corners
    for side in sides:
        if side == BOTTOM:
            panel = QRectF(margin, height - margin - panel_h, panel_w, panel_h)
            left = panel.right() + margin + cw * 0.3
            box = QRectF(left, height - margin - ch * 1.05, width - left - margin - cw * 0.3 -
                         min(panel_w * 0.5, width * 0.08), ch)
            # Above the badge, never on it (the pile spreads to the right, see pile_places).
            won = QPointF(panel.left() + cw * 0.5, panel.top() - margin * 0.5 - ch * 0.5)
        elif side == LEFT:
            panel = QRectF(margin, margin, panel_w, panel_h)
            box = QRectF(margin, top_band + margin, ch, height - top_band - panel_h - ch * 0.95
                         - 4 * margin)
            won = QPointF(margin + ch + margin + cw * 0.6, panel.bottom() + margin + ch * 0.5)
        elif side == RIGHT:
            panel = QRectF(width - margin - panel_w, margin, panel_w, panel_h)
            box = QRectF(width - margin - ch, top_band + margin, ch,
                         height - top_band - panel_h - ch * 0.95 - 4 * margin)
            won = QPointF(width - margin - ch - margin - cw * 0.6,
                          panel.bottom() + margin + ch * 0.5)
        else:  # TOP: the badge at the top centre, the hand (full card height) below it
            panel = QRectF(width / 2 - panel_w / 2, margin, panel_w, panel_h)
            box = QRectF(width * 0.3, panel.bottom() + margin, width * 0.4, ch)
            # Left of the hand of a hand's cards (a dealer's four more are discarded before
            # any trick is taken): clear of the badges in the top corners.
            reach = ((players_hand(players) - 1) * TOP_STEP + 1) * cw / 2
            won = QPointF(box.center().x() - reach - margin * 0.5 - cw * 0.5, box.center().y())
        lay.panels.append(panel)
        lay.hand_boxes.append(box)
        lay.won.append(won)
    # The centre: between the side columns, above the bottom hand (and below the top one).
    left_edge = margin + ch + margin
    right_edge = width - margin - ch - margin
    top = top_band + margin * 0.5
    bottom = height - margin - ch * 1.2
    cx = (left_edge + right_edge) / 2
    lay.prompt = QPointF(cx, bottom - ch * 0.02)
    if TOP in sides:
        top = lay.hand_boxes[sides.index(TOP)].bottom() + margin * 0.5
        prompt_top = lay.prompt.y() - ch * 0.2
        cy = (top + prompt_top) / 2  # the trick's top and bottom cards clear both
    else:
        cy = top + (bottom - top) * 0.58
    lay.centre = QPointF(cx, cy)
    dx, dy = cw * 0.78, ch * 0.3
    offsets = {BOTTOM: (0.0, dy), LEFT: (-dx, 0.0), TOP: (0.0, -dy), RIGHT: (dx, 0.0)}
    lay.trick = [QPointF(cx + offsets[s][0], cy + offsets[s][1]) for s in sides]
    lay.trick_zone = QRectF(cx - cw * 1.45, cy - ch * 0.9, cw * 2.9, ch * 1.8)
    lay.kitty = QPointF(cx, max(top + ch * 0.5, cy - ch * 1.05))
    # The player's own discards, put away where the kitty lay: a little higher, so that the
    # trick's turned cards below never touch the pile.
    lay.put_away = QPointF(cx, max(top + ch * 0.5, cy - ch * 1.1))
    if TOP in sides:  # the hand across takes the top of the centre: the kitty goes left,
        lay.kitty = QPointF(cx - cw * 2.9, cy - ch * 0.15)  # clear of the suit buttons
    lay.deck = QPointF(cx, cy)
    disc_w, disc_h = cw * 2.3, ch * 1.15
    lay.discard = QRectF(min(right_edge - disc_w, cx + cw * 1.8), cy - disc_h / 2 + ch * 0.15,
                         disc_w, disc_h)
    trump_w = max(cw * 2.6, TRUMP_MIN_W)
    trump_x = cx - trump_w / 2
    if TOP in sides:  # the player across sits at the top centre: trump goes beside them
        across = sides.index(TOP)
        top_panel, right_panel = lay.panels[across], lay.panels[sides.index(RIGHT)]
        if right_panel.left() - top_panel.right() - 2 * margin < trump_w:
            # A narrow table: the badge across moves left, so that it and the trump sign
            # stand side by side, together centred between the badges in the corners.
            inner_left = lay.panels[sides.index(LEFT)].right() + margin
            inner_right = right_panel.left() - margin
            trump_w = min(trump_w, inner_right - inner_left - panel_w - margin)
            group = panel_w + margin + trump_w
            top_panel = QRectF(inner_left + (inner_right - inner_left - group) / 2, margin,
                               panel_w, panel_h)
            lay.panels[across] = top_panel
        trump_x = top_panel.right() + margin
    lay.trump_box = QRectF(trump_x, margin, trump_w, panel_h * 0.62)
    return lay


class Place(NamedTuple):
    """Where one card item rests: centre, rotation, stacking order and face."""

    pos: QPointF
    rotation: float
    z: float
    face_up: bool

    def same(self, other: Place | None) -> bool:
        """Whether two places are the same to the eye (a sub-pixel change is none)."""
        return (other is not None and (self.pos - other.pos).manhattanLength() < 0.25
                and abs(self.rotation - other.rotation) < 0.01 and self.z == other.z
                and self.face_up == other.face_up)


def hand_order(cards: list[int], trump: int | None) -> list[int]:
    """The player's hand as shown: suits grouped with colours alternating, trumps at the right.

    Black and red suits alternate (spades, hearts, clubs, diamonds) so two suits of one colour
    are never side by side; when trump is named, the trump suit moves to the end.
    """
    order = [0, 1, 3, 2]
    if trump is not None and trump < 4:
        rest = [s for s in order if s != trump]
        # Keep colours alternating among the remaining three where possible.
        reds = [s for s in rest if s in RED_SUITS]
        blacks = [s for s in rest if s in (0, 3)]
        mixed: list[int] = []
        while reds or blacks:
            first, second = (blacks, reds) if len(blacks) >= len(reds) else (reds, blacks)
            if first:
                mixed.append(first.pop(0))
            if second:
                mixed.append(second.pop(0))
        order = [*mixed, trump]
    present = {suit_of(c) for c in cards}
    suits = [s for s in order if s in present]
    rank = {s: i for i, s in enumerate(suits)}
    return sorted(cards, key=lambda c: (rank[suit_of(c)], sort_key(c)[1]))


def toward(lay: TableLayout, seat: int, amount: float) -> QPointF:
    """A point between the centre and ``seat``'s hand (exchanges pass through it)."""
    target = lay.hand_boxes[seat].center()
    return lay.centre + (target - lay.centre) * amount


@dataclass
class HandMarks:
    """How the viewer's own cards stand out: raised when selected or under the keyboard."""

    selected: frozenset[int] = frozenset()
    focus: int | None = None
    aside: tuple[int, ...] = ()  # classic exchange: cards given, waiting for the swap
    aside_to: int = 1  # the seat they wait to go to


def pile_places(lay: TableLayout, model: TableModel, pile: Pile, items: list[int],
                marks: HandMarks) -> list[Place | None]:
    """The place of each item of ``pile`` (``None``: not shown), in the order of ``items``.

    ``items`` are the card items standing for the pile's slots (see ``binding``); the
    viewer's hand is shown in :func:`hand_order` whatever the order of ``items``.
    """
    cw, ch = lay.card_w, lay.card_h
    kind, viewer = pile.kind, model.viewer
    slots: list[Slot] = model.pile(pile)
    faces = [model.face_up(pile, s) for s in slots]
    face = {item: faces[i] if i < len(faces) else False for i, item in enumerate(items)}
    if kind == "out":
        return [None] * len(items)
    if kind == "hand":
        mine = pile.seat == viewer
        shown = ([c for c in hand_order(items, model.trump) if c not in marks.aside] if mine
                 else items)
        slots_at = lay.hand_slots(pile.seat, len(shown))
        by_item: dict[int, Place] = {}
        for i, item in enumerate(shown):
            pos, rot = slots_at[i]
            if mine and item in marks.selected:
                pos = pos + QPointF(0, -ch * 0.22)
            elif mine and item == marks.focus:
                pos = pos + QPointF(0, -ch * 0.07)
            # Each card on the one to its left, or to its right when the rank is printed on
            # the right: every card's rank strip stays in view.
            z = 100 + (len(shown) - 1 - i if mine and lay.fan_right else i)
            by_item[item] = Place(pos, rot, z, mine or face[item])  # review: open
        base = toward(lay, marks.aside_to, 0.45)
        for i, item in enumerate(marks.aside if mine else ()):
            by_item[item] = Place(base + QPointF(i * cw * 0.3, 0), 0.0, 350 + i, True)
        return [by_item.get(item) for item in items]
    out: list[Place | None] = []
    for i, item in enumerate(items):
        if kind == "flight":
            # Cards coming to the viewer stop short of the prompt line above their hand.
            amount = 0.2 if pile.seat == viewer else 0.55
            pos = toward(lay, pile.seat, amount) + QPointF(i * cw * 0.3, 0)
            out.append(Place(pos, 0.0, 400 + i, face[item]))
        elif kind == "trick":
            seat = model.trick_seats[i] if i < len(model.trick_seats) else 0
            tilt = (item * 37 % 9 - 4) * 0.8
            out.append(Place(lay.trick[seat], tilt, 300 + i, True))
        elif kind == "kitty":
            k = len(items)
            out.append(Place(lay.kitty + QPointF((i - (k - 1) / 2) * cw * 0.32, 0), 0.0, 50 + i,
                             face[item]))
        elif kind == "discards":
            # The viewer's discards lie face up in the discard area while chosen; once all
            # are made and the kitty is taken, they are put away face down where it lay.
            put_away = model.discards_put_away()
            if model.dealer == viewer and not put_away:
                box = lay.discard
                x = box.left() + cw * 0.6 + i * (box.width() - cw * 1.2) / 3
                pos = QPointF(x, box.center().y() - ch * 0.05)
            elif TOP in lay.sides:  # four players: the kitty is left, the discards right
                pos = QPointF(2 * lay.centre.x() - lay.kitty.x() + i * 2, lay.kitty.y() + i * 2)
            elif model.dealer == viewer:  # where the kitty lay (taken by now)
                pos = lay.put_away + QPointF(i * 2, i * 2)
            else:
                side = lay.sides[model.dealer]
                dx = {LEFT: -1.9, RIGHT: 1.9, TOP: 0.0, BOTTOM: 0.0}[side] * cw
                pos = lay.kitty + QPointF(dx + i * 2, i * 2)
            out.append(Place(pos, 0.0, 60 + i, face[item] and not put_away))
        elif kind == "won":
            trick_no = i // model.players
            away = -1.0 if lay.sides[pile.seat] in (RIGHT, TOP) else 1.0  # from the hand
            offset = QPointF(away * trick_no * cw * 0.03, 0.0)
            out.append(Place(lay.won[pile.seat] + offset, 0.0, 10 + i, False))
        else:  # the deck
            out.append(Place(lay.deck + QPointF(-i * 0.25, -i * 0.25), 0.0, 1 + i * 0.01, False))
    return out
