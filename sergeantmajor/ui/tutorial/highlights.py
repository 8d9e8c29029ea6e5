"""Outlines around the places a lesson's step points at: the trick, the discard area, a
player, a target, a suit button. The cards themselves are outlined by the table's own
marks (:meth:`TableView.point_at_cards`)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from ...engine.cards import SUITS
from ...tutorial import Highlight
from ..table.view import TableView

GOLD = QColor("#ffd54a")


class HighlightLayer:
    """The outlines of one step, kept in place when the table is laid out anew."""

    def __init__(self, table: TableView) -> None:
        self.table = table
        self.highlight = Highlight()
        self.items: list[QGraphicsPathItem] = []

    def show(self, highlight: Highlight) -> None:
        """Point at ``highlight``'s cards and places (an empty one clears them)."""
        self.highlight = highlight
        self.refresh()

    def clear(self) -> None:
        self.show(Highlight())

    def rects(self) -> list[QRectF]:
        """The scene rectangles of the places pointed at now (asked of the table)."""
        table, out = self.table, []
        players = table.model.players
        for target in self.highlight.targets:
            kind, _, arg = target.partition(":")
            if kind in ("trick", "discard", "seat"):
                out += table.hits.places(target)
            elif kind == "target":
                out += table.hits.places(f"badge:{arg}")
            elif kind == "score":
                for seat in range(players):
                    out += table.hits.places(f"badge:{seat}")
            elif kind == "trump" and arg in SUITS:
                out += table.hits.places(f"suit:{SUITS.index(arg)}")
        return out

    def refresh(self) -> None:
        """Draw the outlines for the table as it is laid out now."""
        scene = self.table.scene()
        for item in self.items:
            scene.removeItem(item)
        self.items = []
        for rect in self.rects():
            path = QPainterPath()
            path.addRoundedRect(rect.adjusted(-5, -5, 5, 5), 10, 10)
            item = QGraphicsPathItem(path)
            pen = QPen(GOLD, 3)
            pen.setStyle(Qt.PenStyle.DashLine)
            item.setPen(pen)
            item.setZValue(30_000)  # above the cards, under nothing that takes clicks
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            scene.addItem(item)
            self.items.append(item)
        self.table.point_at_cards(frozenset(self.highlight.cards))
