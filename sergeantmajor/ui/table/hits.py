"""What lies under the pointer on the table: the hit tests the input asks (a card of the
player's hand, a button, a drop target), and what a press does to a notice."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsView

from ..card_item import CardItem
from .board import Board
from .presenter import Presenter
from .scene import TableScene
from .scene_items import TableButton
from .turn import DISCARD, TRICK, Target


class TableHits:
    """The view's hit tests (:class:`~.input.HitTests`), on its scene and board."""

    def __init__(self, view: QGraphicsView, scene: TableScene, board: Board,
                 presenter: Presenter) -> None:
        self.view = view
        self.scene_ = scene
        self.board = board
        self.presenter = presenter

    def flush(self) -> None:
        """Show everything pending at once (the player acted during an animation)."""
        self.presenter.flush()

    def my_hand(self) -> list[int]:
        """The player's cards as shown, left to right."""
        return self.board.my_hand()

    def card_at(self, pos: QPoint) -> int | None:
        """The player's own card under ``pos`` (view coordinates; the topmost one)."""
        for item in self.view.items(pos):
            if isinstance(item, CardItem) and self.board.in_my_hand(item.card):
                return item.card
        return None

    def button_at(self, pos: QPoint) -> TableButton | None:
        for item in self.view.items(pos):
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
            if seat == self.board.model.viewer:
                continue
            area = panel.sceneBoundingRect().united(
                self.scene_.layout_.hand_boxes[seat].adjusted(-10, -10, 10, 10))
            if area.contains(scene_pos):
                return ("seat", seat)
        return None

    def card_item(self, card: int) -> CardItem:
        return self.scene_.cards[card]

    def map_to_scene(self, pos: QPoint) -> QPointF:
        return self.view.mapToScene(pos)

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

    def places(self, name: str) -> list[QRectF]:
        """Scene rectangles of a place a guide may point at: ``"trick"``, ``"discard"``,
        ``"seat:N"`` (a player's badge and hand), ``"badge:N"`` (the badge: target, tricks,
        total) or ``"suit:N"`` (the button naming suit N as trump, while it is shown)."""
        kind, _, arg = name.partition(":")
        scene = self.scene_
        lay = scene.layout_
        index = int(arg) if arg.isdigit() else -1
        if kind == "trick":
            return [scene.trick_zone.sceneBoundingRect()]
        if kind == "discard":
            return [QRectF(lay.discard)]
        if kind in ("seat", "badge") and 0 <= index < len(scene.panels):
            rect = scene.panels[index].sceneBoundingRect()
            return [rect.united(lay.hand_boxes[index]) if kind == "seat" else rect]
        if kind == "suit":
            return [b.sceneBoundingRect() for b in scene.buttons if b.data(0) == index]
        return []
