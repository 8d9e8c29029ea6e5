"""Cards on the table: one :class:`CardItem` per card id for the whole match, drawn from SVG.

The SVG art is rendered once per (card, size in device pixels) into :class:`CardPixmapCache`,
so a card is crisp at every size and device pixel ratio and no bitmap is ever scaled at rest.
A card at rest is drawn in one go from a second picture the cache keeps: the face with its
shadow, grey veil and outline already on it (drawing the shadow and the outline anew at each
repaint, antialiased and often rotated, took as long as the face itself). A card in flight, whose
shadow grows and shrinks, is drawn piece by piece.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import card_code
from .decks import TableArt

CARD_RATIO = 336 / 240  # height / width of the art's viewBox
#: Logical pixels of a resting picture around the card at least: its shadow (1.5 px down)
#: lies within them; a wide outline takes more (see :func:`margin_px`).
MARGIN = 3.0

#: How a card at rest looks beyond its face: (greyed out, outline colour or "").
Look = tuple[bool, str]


def margin_px(width: float, dpr: float) -> int:
    """Device pixels of a resting picture around a card ``width`` logical px wide: room for
    its shadow and its outline (a pen of width / 28 on a line 1 px in), antialiased."""
    return math.ceil(max(MARGIN, width / 56 + 1) * dpr)


def draw_shadow(painter: QPainter, rect: QRectF, radius: float, lift: float) -> None:
    """The card's shadow, longer and darker the higher it is lifted (0..1)."""
    painter.setPen(Qt.PenStyle.NoPen)
    shadow = 0.18 + 0.25 * lift
    offset = 1.5 + 5 * lift
    painter.setBrush(QColor(0, 0, 0, int(255 * shadow)))
    painter.drawRoundedRect(rect.translated(offset * 0.6, offset), radius, radius)


def draw_look(painter: QPainter, rect: QRectF, radius: float, look: Look) -> None:
    """Over the face: the grey veil and the outline."""
    dimmed, color = look
    painter.setPen(Qt.PenStyle.NoPen)
    if dimmed:
        painter.setBrush(QColor(20, 30, 25, 90))
        painter.drawRoundedRect(rect, radius, radius)
    if color:
        pen = QPen(QColor(color), max(2.0, rect.width() / 28))
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)


def draw_cursor(painter: QPainter, rect: QRectF, radius: float) -> None:
    """The keyboard cursor's dashes around a card that is outlined already. Drawn on the
    table itself, never into a resting picture: a thin dashed line moved by a fraction of a
    pixel when the picture is turned would look different."""
    painter.setPen(QPen(QColor("#ffffff"), 1.5, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 2, radius + 2)


class CardPixmapCache:
    """Rendered card faces and the back, keyed by (name, width px, height px, dpr).

    ``deck`` draws a card name into a rectangle (see :mod:`.decks`: the game's own art in
    its styles, or a KDE card deck); :meth:`set_deck` changes it and drops what was rendered.
    """

    def __init__(self, limit: int = 400, deck: TableArt | None = None) -> None:
        self.deck = deck or TableArt()
        self._pixmaps: OrderedDict[tuple[str, int, int, float], QPixmap] = OrderedDict()
        self._resting: OrderedDict[tuple[str, int, int, float, Look], QPixmap] = OrderedDict()
        self._limit = limit
        self.renders = 0  # how many times SVG was rendered (tests check the cache works)
        self.composed = 0  # how many resting pictures were put together
        self.generation = 0  # counts the decks: a picture of an older one is stale

    def set_deck(self, deck: TableArt) -> None:
        """Draw every card from ``deck`` from now on."""
        self.deck = deck
        self._pixmaps.clear()
        self._resting.clear()
        self.generation += 1

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

    def resting(self, name: str, width: float, height: float, dpr: float,
                look: Look) -> QPixmap:
        """The card ``name`` of ``width`` x ``height`` logical px as it lies at rest: its
        shadow under it and ``look`` over it, with :func:`margin_px` around it (drawn where
        :func:`resting_target` says). The face keeps its own pixels, copied one to one."""
        px_w, px_h = max(1, round(width * dpr)), max(1, round(height * dpr))
        key = (name, px_w, px_h, dpr, look)
        pixmap = self._resting.get(key)
        if pixmap is not None:
            self._resting.move_to_end(key)
            return pixmap
        face = self.pixmap(name, width, height, dpr)
        margin = margin_px(width, dpr)
        image = QImage(QSize(px_w + 2 * margin, px_h + 2 * margin),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(margin, margin)
        painter.scale(px_w / width, px_h / height)  # the card's logical px from here on
        rect = QRectF(0, 0, width, height)
        radius = width * 14 / 240
        draw_shadow(painter, rect, radius, 0.0)
        painter.drawPixmap(rect, face, QRectF(face.rect()))
        draw_look(painter, rect, radius, look)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self.composed += 1
        self._resting[key] = pixmap
        while len(self._resting) > self._limit:
            self._resting.popitem(last=False)
        return pixmap


def resting_target(rect: QRectF, pixmap: QPixmap, dpr: float) -> QRectF:
    """Where a resting picture of the card in ``rect`` is drawn: the card's own pixels on
    ``rect``, exactly as the face alone would be, its margin around it."""
    px_w, px_h = max(1, round(rect.width() * dpr)), max(1, round(rect.height() * dpr))
    margin = margin_px(rect.width(), dpr)
    sx, sy = rect.width() / px_w, rect.height() / px_h  # logical px per device px
    return QRectF(rect.x() - margin * sx, rect.y() - margin * sy,
                  pixmap.width() * sx, pixmap.height() * sy)


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
        # The resting picture last drawn, where, and what it showed (drawn again as it is
        # while nothing of that changes: most repaints are of cards that did not change).
        self._drawn: tuple[QPixmap, QRectF, QRectF] | None = None
        self._drawn_key: tuple[object, ...] = ()
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
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        device = painter.device()
        dpr = device.devicePixelRatioF() if device else 1.0
        name = self.code if self.face_up else "back"
        look = self.look()
        if self.lift == 0.0:  # at rest: one picture, shadow and outlines included
            key = (name, self.width, dpr, look, self._cache.generation)
            if key != self._drawn_key or self._drawn is None:
                picture = self._cache.resting(name, self.width, self.height, dpr, look)
                self._drawn = (picture, resting_target(self.card_rect(), picture, dpr),
                               QRectF(picture.rect()))
                self._drawn_key = key
            picture, target, source = self._drawn
            painter.drawPixmap(target, picture, source)
        else:
            draw_shadow(painter, self.card_rect(), self.width * 14 / 240, self.lift)
            pixmap = self._cache.pixmap(name, self.width, self.height, dpr)
            painter.drawPixmap(self.card_rect(), pixmap, QRectF(pixmap.rect()))
            draw_look(painter, self.card_rect(), self.width * 14 / 240, look)
        if self.focused and self.mark != CardItem.NONE:
            draw_cursor(painter, self.card_rect(), self.width * 14 / 240)

    def look(self) -> Look:
        """What is drawn over the face now: the veil and the outline's colour."""
        color = self._MARK_COLORS.get(self.mark, "")
        if self.focused and not color:
            color = self._MARK_COLORS[CardItem.FOCUS]
        return (self.dimmed, color)
