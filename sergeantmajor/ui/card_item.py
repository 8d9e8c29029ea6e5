"""Cards on the table: one :class:`CardItem` per card id for the whole match, drawn from SVG.

The SVG art is rendered once per (card, size in device pixels) into :class:`CardPixmapCache`,
so a card is crisp at every size and device pixel ratio and no bitmap is ever scaled at rest.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import card_code
from .decks import TableArt

CARD_RATIO = 336 / 240  # height / width of the art's viewBox


class CardPixmapCache:
    """Rendered card faces and the back, keyed by (name, width px, height px, dpr).

    ``deck`` draws a card name into a rectangle (see :mod:`.decks`: the game's own art in
    its styles, or a KDE card deck); :meth:`set_deck` changes it and drops what was rendered.
    """

    def __init__(self, limit: int = 400, deck: TableArt | None = None) -> None:
        self.deck = deck or TableArt()
        self._pixmaps: OrderedDict[tuple[str, int, int, float], QPixmap] = OrderedDict()
        self._limit = limit
        self.renders = 0  # how many times SVG was rendered (tests check the cache works)

    def set_deck(self, deck: TableArt) -> None:
        """Draw every card from ``deck`` from now on."""
        self.deck = deck
        self._pixmaps.clear()

    def pixmap(self, name: str, width: float, height: float, dpr: float) -> QPixmap:
        """The art ``name`` ("AS", "back") for a card of ``width`` x ``height`` logical px."""
        px_w, px_h = max(1, round(width * dpr)), max(1, round(height * dpr))
        key = (name, px_w, px_h, dpr)
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
            return pixmap
        image = QImage(QSize(px_w, px_h), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.deck.render(painter, name, QRectF(0, 0, px_w, px_h))
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self.renders += 1
        self._pixmaps[key] = pixmap
        while len(self._pixmaps) > self._limit:
            self._pixmaps.popitem(last=False)
        return pixmap


class CardItem(QGraphicsObject):
    """A card on the table; its position is its centre. Moves only through the Animator."""

    NONE, SELECTED, LEGAL, HINT, FOCUS = range(5)
    _MARK_COLORS = {SELECTED: "#ffd54a", LEGAL: "#7fe08a", HINT: "#4fc3ff", FOCUS: "#ffffff"}

    def __init__(self, card: int, cache: CardPixmapCache) -> None:
        super().__init__()
        self.card = card
        self.code = card_code(card)
        self._cache = cache
        self.face_up = False
        self.width = 72.0
        self.height = 72.0 * CARD_RATIO
        self.mark = CardItem.NONE
        self.focused = False
        self.dimmed = False
        self.lift = 0.0  # 0..1 while in flight: draws a shadow under the card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view handles input
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.setTransformOriginPoint(0, 0)

    def accessible_name(self) -> str:
        """What a screen reader says for this card: its name, or that it lies face down."""
        from ..app import words

        if self.face_up:
            return words.card_name(self.card)
        return QCoreApplication.translate("Words", "face-down card")

    def set_size(self, width: float) -> None:
        """Set the card's width (the height follows the art's ratio)."""
        if abs(width - self.width) < 0.01:
            return
        self.prepareGeometryChange()
        self.width = width
        self.height = width * CARD_RATIO

    def set_face_up(self, face_up: bool) -> None:
        """Show the face or the back."""
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def set_mark(self, mark: int) -> None:
        """Outline the card: selected, a legal choice, the hint, or nothing."""
        if mark != self.mark:
            self.mark = mark
            self.update()

    def set_focused(self, focused: bool) -> None:
        """The keyboard cursor is on this card."""
        if focused != self.focused:
            self.focused = focused
            self.update()

    def set_dimmed(self, dimmed: bool) -> None:
        """Grey the card out (a card that cannot be played now)."""
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self.update()

    def boundingRect(self) -> QRectF:
        pad = 6.0
        return QRectF(-self.width / 2 - pad, -self.height / 2 - pad,
                      self.width + 2 * pad, self.height + 2 * pad + 4)

    def card_rect(self) -> QRectF:
        """The card's own rectangle in item coordinates."""
        return QRectF(-self.width / 2, -self.height / 2, self.width, self.height)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.card_rect())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        radius = self.width * 14 / 240
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        shadow = 0.18 + 0.25 * self.lift
        offset = 1.5 + 5 * self.lift
        painter.setBrush(QColor(0, 0, 0, int(255 * shadow)))
        painter.drawRoundedRect(rect.translated(offset * 0.6, offset), radius, radius)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        transform = painter.worldTransform()
        if not transform.isIdentity() and (transform.isRotating() or transform.isScaling()):
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        name = self.code if self.face_up else "back"
        pixmap = self._cache.pixmap(name, self.width, self.height, dpr)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.dimmed:
            painter.setBrush(QColor(20, 30, 25, 90))
            painter.drawRoundedRect(rect, radius, radius)
        color = self._MARK_COLORS.get(self.mark)
        if self.focused and color is None:
            color = self._MARK_COLORS[CardItem.FOCUS]
        if color:
            pen = QPen(QColor(color), max(2.0, self.width / 28))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
        if self.focused and self.mark != CardItem.NONE:
            painter.setPen(QPen(QColor("#ffffff"), 1.5, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 2, radius + 2)
