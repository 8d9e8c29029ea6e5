"""The table's scene: the 52 card items, the seat badges, the signs, zones, buttons, notice.

The scene holds the items and gives each its rectangle for a window size (from the
layout); it decides nothing and holds no text of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF
from PySide6.QtWidgets import QGraphicsScene

from ..card_item import CardItem, CardPixmapCache
from .geometry import TableLayout, compute_layout
from .scene_items import DropZone, Notice, Prompt, SeatPanel, TableButton, TrumpSign


class TableScene(QGraphicsScene):
    """Every item on the table, laid out for one window size."""

    def __init__(self, cache: CardPixmapCache, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cache = cache  # its deck says where the rank is printed (the fan shows it)
        self.cards: list[CardItem] = []
        for card in range(52):
            item = CardItem(card, cache)
            self.addItem(item)
            self.cards.append(item)
        self.trump_sign = TrumpSign()
        self.trick_zone = DropZone()
        self.discard_zone = DropZone()
        self.prompt = Prompt()
        self.notice = Notice()
        for extra in (self.trump_sign, self.trick_zone, self.discard_zone, self.prompt,
                      self.notice):
            self.addItem(extra)
        self.panels: list[SeatPanel] = []
        self.buttons: list[TableButton] = []
        self.layout_: TableLayout = compute_layout(1024, 640)
        self.players = 3
        self.viewer = 0  # the seat seen from: it sits at the bottom

    def set_seats(self, players: int, viewer: int) -> None:
        """One badge per seat, the table seen from ``viewer``'s seat."""
        for panel in self.panels:
            self.removeItem(panel)
        self.players, self.viewer = players, viewer
        self.panels = []
        for _ in range(players):
            panel = SeatPanel()
            self.addItem(panel)
            self.panels.append(panel)

    def relayout(self, width: float, height: float) -> TableLayout:
        """Compute the layout for a size and put every item that is not a card in place."""
        self.setSceneRect(QRectF(0, 0, width, height))
        self.layout_ = lay = compute_layout(width, height, self.players, self.cache.deck.index(),
                                               self.viewer)
        for item in self.cards:
            item.set_size(lay.card_w)
        for seat, panel in enumerate(self.panels):
            panel.set_rect(lay.panels[seat])
        self.trump_sign.set_rect(lay.trump_box)
        self.trick_zone.set_rect(lay.trick_zone)
        self.discard_zone.set_rect(lay.discard)
        self.prompt.set_rect(QRectF(lay.centre.x() - lay.width * 0.3,
                                    lay.prompt.y() - lay.card_h * 0.2,
                                    lay.width * 0.6, max(22.0, lay.card_h * 0.19)))
        self.place_notice()
        self.place_buttons()
        return lay

    # ------------------------------------------------------------------ buttons
    def set_buttons(self, buttons: list[TableButton]) -> None:
        """Replace the suit / give / target buttons."""
        for button in self.buttons:
            self.removeItem(button)
        self.buttons = list(buttons)
        for button in self.buttons:
            self.addItem(button)
        self.place_buttons()

    def place_buttons(self) -> None:
        lay = self.layout_
        if not self.buttons:
            return
        kind = self.buttons[0].data(0)
        if isinstance(kind, int):  # suits in a row
            size = max(44.0, lay.card_w * 0.72)
            gap = size * 0.25
            total = len(self.buttons) * size + (len(self.buttons) - 1) * gap
            x = lay.centre.x() - total / 2
            for button in self.buttons:
                button.set_rect(QRectF(x, lay.centre.y() - size / 2, size, size))
                x += size + gap
            return
        w, h = max(120.0, lay.card_w * 1.6), max(34.0, lay.card_h * 0.26)
        if kind == "give":
            pos = lay.centre
            self.buttons[0].set_rect(QRectF(pos.x() - w / 2, pos.y() + lay.card_h * 0.15 - h / 2,
                                            w, h))
            return
        w = max(w, lay.width * 0.34)
        h *= 0.8
        y = lay.centre.y() - len(self.buttons) * h * 0.6
        for button in self.buttons:
            button.set_rect(QRectF(lay.centre.x() - w / 2, y, w, h))
            y += h * 1.2

    # ------------------------------------------------------------------ the notice
    def place_notice(self) -> None:
        """Size the notice to its content (title, lines, pictures, footer)."""
        lay = self.layout_
        title_size = min(26.0, max(16.0, lay.height * 0.035))
        # As wide as its widest text needs (a long reason in Spanish), within the table.
        w = min(max(min(lay.width * 0.62, 660.0), self.notice.needed_width(title_size)),
                lay.width - 16.0)
        h = self.notice.needed_height(title_size)
        h = min(h, lay.height * 0.9)
        # Centred a little above the middle, but clear of the prompt's pill below it.
        y = min(lay.height * 0.45 - h / 2, self.prompt.rect_in_scene().top() - 6 - h)
        self.notice.set_rect(QRectF(lay.width / 2 - w / 2, max(4.0, y), w, h))

    def show_notice(self) -> None:
        """Show the notice (its texts are set) at the right size."""
        self.place_notice()
        self.notice.setVisible(True)
        self.notice.update()
