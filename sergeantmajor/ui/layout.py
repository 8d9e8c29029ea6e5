"""Where everything sits on the table, in card units, for any window size.

:func:`compute_layout` is pure arithmetic (no Qt items): the table calls it on every resize
and moves the cards to the new places. Seat 0 (the human) is at the bottom; the others go
clockwise: left, (top,) right.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from .card_item import CARD_RATIO

BOTTOM, LEFT, TOP, RIGHT = "bottom", "left", "top", "right"


def sides_for(players: int) -> list[str]:
    """The side of the table of each seat (seat 0 first)."""
    return [BOTTOM, LEFT, TOP, RIGHT] if players == 4 else [BOTTOM, LEFT, RIGHT]


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
    deck: QPointF = field(default_factory=QPointF)
    discard: QRectF = field(default_factory=QRectF)  # the dealer's discard area
    trump_box: QRectF = field(default_factory=QRectF)
    prompt: QPointF = field(default_factory=QPointF)  # centre of the line that says what to do
    trick_zone: QRectF = field(default_factory=QRectF)

    def hand_slots(self, seat: int, count: int) -> list[tuple[QPointF, float]]:
        """(centre, rotation) of each card of a hand of ``count`` cards, left to right."""
        if count <= 0:
            return []
        box = self.hand_boxes[seat]
        side = self.sides[seat]
        cw, ch = self.card_w, self.card_h
        if side in (BOTTOM, TOP):
            # The player's own cards must show their index; backs across the table may overlap.
            widest = cw * (0.55 if side == BOTTOM else 0.22)
            step = min(widest, (box.width() - cw) / max(1, count - 1))
            total = step * (count - 1)
            x0 = box.center().x() - total / 2
            out = []
            for i in range(count):
                # A gentle fan: the middle card highest, the ends turned outwards.
                u = (i - (count - 1) / 2) / max(1.0, (count - 1) / 2)
                angle = u * min(8.0, 0.6 * count) if side == BOTTOM else 0.0
                dy = (u * u) * ch * 0.06 if side == BOTTOM else 0.0
                out.append((QPointF(x0 + i * step, box.center().y() + dy), angle))
            return out
        # Left and right: a column of backs turned sideways.
        step = min(cw * 0.3, (box.height() - cw) / max(1, count - 1))
        total = step * (count - 1)
        y0 = box.center().y() - total / 2
        return [(QPointF(box.center().x(), y0 + i * step), 90.0) for i in range(count)]


def compute_layout(width: float, height: float, players: int = 3) -> TableLayout:
    """The table's layout for a scene of ``width`` x ``height``."""
    sides = sides_for(players)
    # The bottom hand of up to 20 cards and the two side columns must fit: card height is
    # bounded by the height (hand + centre + side panels) and by the width.
    ch = max(60.0, min(height * 0.215, width * 0.15, 240.0))
    cw = ch / CARD_RATIO
    margin = max(8.0, ch * 0.08)
    panel_w, panel_h = max(150.0, cw * 1.9), max(58.0, ch * 0.5)
    lay = TableLayout(width, height, cw, ch, sides)
    top_band = margin + panel_h  # panels of the side players sit in the top corners
    for side in sides:
        if side == BOTTOM:
            panel = QRectF(margin, height - margin - panel_h, panel_w, panel_h)
            left = panel.right() + margin + cw * 0.3
            box = QRectF(left, height - margin - ch * 1.05, width - left - margin - cw * 0.3 -
                         min(panel_w * 0.5, width * 0.08), ch)
            won = QPointF(panel.center().x(), panel.top() - ch * 0.42)
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
        else:  # TOP
            panel = QRectF(width / 2 - panel_w / 2, margin, panel_w, panel_h)
            box = QRectF(width * 0.3, panel.bottom() + margin, width * 0.4, ch * 0.6)
            won = QPointF(panel.right() + cw * 0.7, panel.center().y())
        lay.panels.append(panel)
        lay.hand_boxes.append(box)
        lay.won.append(won)
    # The centre: between the side columns, above the bottom hand.
    left_edge = margin + ch + margin
    right_edge = width - margin - ch - margin
    top = top_band + margin * 0.5
    bottom = height - margin - ch * 1.2
    cx = (left_edge + right_edge) / 2
    cy = top + (bottom - top) * 0.58
    lay.centre = QPointF(cx, cy)
    dx, dy = cw * 0.78, ch * 0.3
    offsets = {BOTTOM: (0.0, dy), LEFT: (-dx, 0.0), TOP: (0.0, -dy), RIGHT: (dx, 0.0)}
    lay.trick = [QPointF(cx + offsets[s][0], cy + offsets[s][1]) for s in sides]
    lay.trick_zone = QRectF(cx - cw * 1.45, cy - ch * 0.9, cw * 2.9, ch * 1.8)
    lay.kitty = QPointF(cx, max(top + ch * 0.5, cy - ch * 1.05))
    if TOP in sides:  # the hand across takes the top of the centre: the kitty goes left
        lay.kitty = QPointF(cx - cw * 2.2, cy - ch * 0.15)
    lay.deck = QPointF(cx, cy)
    disc_w, disc_h = cw * 2.3, ch * 1.15
    lay.discard = QRectF(min(right_edge - disc_w, cx + cw * 1.8), cy - disc_h / 2 + ch * 0.15,
                         disc_w, disc_h)
    trump_w = cw * 2.6
    trump_x = cx - trump_w / 2
    if TOP in sides:  # the player across sits at the top centre: trump goes beside them
        top_panel, right_panel = lay.panels[sides.index(TOP)], lay.panels[sides.index(RIGHT)]
        trump_w = min(trump_w, right_panel.left() - top_panel.right() - 2 * margin)
        trump_x = top_panel.right() + margin
    lay.trump_box = QRectF(trump_x, margin, trump_w, panel_h * 0.62)
    lay.prompt = QPointF(cx, bottom - ch * 0.02)
    return lay
