"""The table's other pieces: seat badges, the trump sign, buttons, drop zones and notices.

These items only draw what they are told; the table sets their text (already translated)
and their state. None of them decides anything about the game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

FELT_TEXT = QColor("#f4f1e6")
GOLD = QColor("#ffd54a")
AWAY = QColor("#e0563b")  # the mark of a player whose connection is lost


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(9, round(size)))
    font.setBold(bold)
    return font


class Box(QGraphicsObject):
    """A rectangle-shaped item whose geometry the layout sets."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, 10, 10)

    def set_rect(self, rect: QRectF) -> None:
        """Move and resize the item to ``rect`` (scene coordinates)."""
        self.prepareGeometryChange()
        self.rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)


class SeatPanel(Box):
    """A player's badge: name, target, tricks, total, last hand, dealer mark, turn glow."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.lines: list[str] = []  # second and third lines, already worded
        self.dealer_mark = ""  # "D" or its translation; empty when not the dealer
        self.active = False  # whose turn it is
        self.thinking = False
        self.away = False  # a friend whose connection is lost (the tooltip says more)
        self.drop_state = 0  # 0 none, 1 legal target while dragging, 2 under the pointer
        # The widest lines this badge can be given in the match (texts.widest_badge_lines):
        # the line font is sized once to fit them, so it does not jump as the totals change.
        self.widest: list[str] = []
        self._line_font: tuple[tuple[float, float, tuple[str, ...]], QFont] | None = None
        self.setZValue(-10)

    def _metrics(self) -> tuple[float, float, float]:
        r = self.rect
        pad = r.height() * 0.12
        return pad, r.height() * 0.26, r.width() - 2 * pad

    def line_font(self) -> QFont:
        """The font of the lines under the name: the largest that fits every line it may show.

        Spanish and Bulgarian run a third longer than English: the font shrinks a little, down
        to 60 % of the name's size, and text is elided only if even that does not fit.
        """
        _, size, width = self._metrics()
        texts = (*self.widest, *self.lines)
        key = (size, width, texts)
        if self._line_font is not None and self._line_font[0] == key:
            return QFont(self._line_font[1])  # every paint and refresh asks: measured once
        font = _font(size * 0.78)
        metrics = QFontMetricsF(font)
        widest = max((metrics.horizontalAdvance(t) for t in texts), default=0.0)
        while font.pixelSize() > max(9, round(size * 0.6)) and widest > width:
            font.setPixelSize(font.pixelSize() - 1)
            metrics = QFontMetricsF(font)
            widest = max(metrics.horizontalAdvance(t) for t in texts)
        self._line_font = (key, QFont(font))
        return font

    def overflow(self) -> list[str]:
        """The lines (and name) that do not fit the badge: a test asks, the paint elides them."""
        width = self._metrics()[2]
        metrics = QFontMetricsF(self.line_font())
        out = [t for t in [*self.widest, *self.lines] if metrics.horizontalAdvance(t) > width]
        if QFontMetricsF(self.name_font()).horizontalAdvance(self.name) > self._name_width():
            out.append(self.name)
        return out

    def _name_width(self) -> float:
        # The dealer's chip takes the right of the name's line; without it the name has it all.
        _, size, width = self._metrics()
        return width - (size * 1.6 if self.dealer_mark else 0.0)

    def name_font(self) -> QFont:
        """The name's bold font: smaller, down to two thirds, for a name that would not fit
        ("Jugador del ordenador" in the lobby, a friend's long name); a name longer still is
        elided."""
        _, size, _ = self._metrics()
        font = _font(size, True)
        room = self._name_width()
        while (font.pixelSize() > max(9, round(size * 2 / 3))
               and QFontMetricsF(font).horizontalAdvance(self.name) > room):
            font.setPixelSize(font.pixelSize() - 1)
        return font

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(12.0, r.height() * 0.2)
        if self.active:
            for i, alpha in ((6, 40), (4, 70), (2, 120)):
                painter.setPen(QPen(QColor(255, 213, 74, alpha), i * 1.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r, radius, radius)
        fill = QColor(0, 0, 0, 110)
        if self.drop_state:
            fill = QColor(60, 170, 90, 200 if self.drop_state == 2 else 130)
        painter.setPen(QPen(GOLD if self.active else QColor(255, 255, 255, 60), 1.5))
        painter.setBrush(fill)
        painter.drawRoundedRect(r, radius, radius)
        pad = r.height() * 0.12
        size = r.height() * 0.26
        painter.setFont(self.name_font())
        painter.setPen(FELT_TEXT)
        name_rect = QRectF(pad, pad * 0.6, self._name_width(), size * 1.35)
        if self.away:  # a dimmed name after a red mark: this player is not at the table now
            d = size * 0.55
            painter.setBrush(AWAY)
            painter.setPen(QPen(QColor(255, 255, 255, 150), 1))
            painter.drawEllipse(QRectF(pad, name_rect.center().y() - d / 2, d, d))
            name_rect.adjust(d + pad * 0.6, 0, 0, 0)
            painter.setPen(QColor(244, 241, 230, 140))
        name = QFontMetricsF(painter.font()).elidedText(
            self.name, Qt.TextElideMode.ElideRight, name_rect.width())
        painter.drawText(name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         name + ("  …" if self.thinking else ""))
        if self.dealer_mark:
            d = size * 1.3
            chip = QRectF(r.width() - pad - d, pad * 0.7, d, d)
            painter.setBrush(GOLD)
            painter.setPen(QPen(QColor("#7a5b00"), 1))
            painter.drawEllipse(chip)
            painter.setPen(QColor("#3a2a00"))
            painter.setFont(_font(size * 0.8, True))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, self.dealer_mark)
        painter.setPen(QColor("#e4efe6"))
        y = pad * 0.6 + size * 1.4
        line_h = (r.height() - y - pad * 0.3) / max(1, len(self.lines))
        width = r.width() - 2 * pad
        font = self.line_font()
        painter.setFont(font)
        for line in self.lines:
            text = QFontMetricsF(font).elidedText(line, Qt.TextElideMode.ElideRight, width)
            painter.drawText(QRectF(pad, y, width, line_h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
            y += line_h


class TrumpSign(Box):
    """Trump once it is named, always visible at the top of the table.

    The text keeps clear of the pill's rounded ends: its font shrinks until it fits (the
    review's smaller table and "Triunfo ♦ diamantes" need it), down to 60 % of its size.
    """

    def __init__(self) -> None:
        super().__init__()
        self.label = ""
        self.symbol = ""
        self.red = False

    def text(self) -> str:
        return f"{self.label}  {self.symbol}".strip()

    def _room(self) -> float:
        """The width the text may use: the pill less its two rounded ends' inner part."""
        return self.rect.width() - self.rect.height() * 0.7

    def text_font(self) -> QFont:
        """The largest font (from 42 % of the sign's height) the text fits in."""
        size = self.rect.height() * 0.42
        font = _font(size, True)
        text, room = self.text(), self._room()
        while (font.pixelSize() > max(9, round(size * 0.6))
               and QFontMetricsF(font).horizontalAdvance(text) > room):
            font.setPixelSize(font.pixelSize() - 1)
        return font

    def overflow(self) -> list[str]:
        """The text if it does not fit between the rounded ends (a test asks)."""
        text = self.text()
        fits = QFontMetricsF(self.text_font()).horizontalAdvance(text) <= self._room()
        return [] if fits or not text else [text]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.label:
            return
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 90), 1))
        painter.setBrush(QColor(250, 247, 238, 235))
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        painter.setPen(QColor("#c62828") if self.red else QColor("#1a1a1a"))
        font = self.text_font()
        painter.setFont(font)
        text = QFontMetricsF(font).elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                              self._room())
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


class DropZone(Box):
    """A dashed area cards can be dropped on (the trick, the dealer's discards)."""

    def __init__(self) -> None:
        super().__init__()
        self.caption = ""
        self.covered = False  # cards lie in the area: the caption is not drawn
        self.state = 0  # 0 idle, 1 a legal target while dragging, 2 under the pointer
        self.shown = False
        self.setZValue(-20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.shown and not self.state:
            return
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor(255, 255, 255, 70)
        fill = QColor(0, 0, 0, 25)
        if self.state:
            color = QColor(127, 224, 138, 230)
            fill = QColor(127, 224, 138, 90 if self.state == 2 else 45)
        pen = QPen(color, 2, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(fill)
        radius = min(r.width(), r.height()) * 0.08
        painter.drawRoundedRect(r, radius, radius)
        if self.caption and not self.covered:
            painter.setPen(QColor(255, 255, 255, 150))
            painter.setFont(_font(min(r.height() * 0.1, 15)))
            painter.drawText(r.adjusted(6, 6, -6, -6),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
                             | Qt.TextFlag.TextWordWrap, self.caption)


class TableButton(Box):
    """A round-cornered button drawn in the scene (suit choice, "Give", "Continue")."""

    def __init__(self, on_click: Callable[[], object], *, red: bool = False) -> None:
        super().__init__()
        self.text = ""
        self.tooltip = ""
        self.red = red
        self.glow = False  # the hint
        self.focused = False
        self.hover = False
        self.on_click = on_click
        self.setAcceptHoverEvents(True)
        self.setZValue(20_000)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_text(self, text: str, tooltip: str = "") -> None:
        """The label (and tooltip, which also serves as the accessible description)."""
        self.text = text
        self.tooltip = tooltip
        self.setToolTip(tooltip)
        self.update()

    def hoverEnterEvent(self, event: object) -> None:
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, event: object) -> None:
        self.hover = False
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = r.height() * 0.28
        if self.glow:
            for width, alpha in ((10, 50), (6, 90), (3, 160)):
                painter.setPen(QPen(QColor(79, 195, 255, alpha), width))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r, radius, radius)
        base = QColor("#fbf8ef") if not self.hover else QColor("#fff3c4")
        painter.setBrush(QBrush(base))
        border = GOLD if self.focused else QColor(0, 0, 0, 90)
        painter.setPen(QPen(border, 3 if self.focused else 1))
        painter.drawRoundedRect(r, radius, radius)
        painter.setPen(QColor("#c62828") if self.red else QColor("#1a1a1a"))
        painter.setFont(_font(r.height() * (0.5 if len(self.text) <= 2 else 0.3), True))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class Notice(Box):
    """A panel in the middle of the table: the hand's summary, the result, the last trick."""

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.lines: list[str] = []
        self.footer = ""
        self.pictures: list[tuple[object, str]] = []  # (QPixmap, caption) for the last trick
        self.title_size = 20.0
        self.setZValue(30_000)
        self.setVisible(False)

    def needed_height(self, title_size: float) -> float:
        """The height that fits the texts with a title of ``title_size`` px."""
        self.title_size = title_size
        body = title_size * 0.68
        height = 16 * 0.7 + title_size * 1.8 + len(self.lines) * body * 1.5 + 16
        if self.pictures:
            pixmap = self.pictures[0][0]
            height += pixmap.height() / pixmap.devicePixelRatio() + body * 2  # type: ignore
        if self.footer:
            height += body * 2.4
        return height

    def _widths(self, title_size: float) -> list[tuple[str, float]]:
        """Every text of the notice with the width it needs (its pictures' captions too)."""
        body = title_size * 0.68
        title = QFontMetricsF(_font(title_size, True))
        lines, footer = QFontMetricsF(_font(body)), QFontMetricsF(_font(body * 0.85))
        out = [(self.title, title.horizontalAdvance(self.title))]
        out += [(line, lines.horizontalAdvance(line)) for line in self.lines]
        out.append((self.footer, footer.horizontalAdvance(self.footer)))
        return out

    def needed_width(self, title_size: float) -> float:
        """The width that shows the widest text whole (padding included)."""
        return max(width for _, width in self._widths(title_size)) + 2 * 16.0 + 2

    def overflow(self) -> list[str]:
        """The texts wider than the notice (a test asks; the paint would clip them)."""
        room = self.rect.width() - 2 * 16.0
        out = [text for text, width in self._widths(self.title_size) if width > room]
        if self.pictures:
            pixmap = self.pictures[0][0]
            pw = pixmap.width() / pixmap.devicePixelRatio()  # type: ignore[attr-defined]
            caption = QFontMetricsF(_font(self.title_size * 0.68))
            out += [c for _, c in self.pictures if caption.horizontalAdvance(c) > pw * 1.25]
        return out

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(GOLD, 2))
        painter.setBrush(QColor(16, 40, 28, 238))
        painter.drawRoundedRect(r, 14, 14)
        pad = 16.0
        title_size = self.title_size
        painter.setPen(GOLD)
        painter.setFont(_font(title_size, True))
        painter.drawText(QRectF(pad, pad * 0.7, r.width() - 2 * pad, title_size * 1.6),
                         Qt.AlignmentFlag.AlignCenter, self.title)
        y = pad * 0.7 + title_size * 1.8
        body = title_size * 0.68
        painter.setFont(_font(body))
        painter.setPen(FELT_TEXT)
        if self.pictures:
            n = len(self.pictures)
            pw = self.pictures[0][0].width() / self.pictures[0][0].devicePixelRatio()  # type: ignore[attr-defined]
            ph = self.pictures[0][0].height() / self.pictures[0][0].devicePixelRatio()  # type: ignore[attr-defined]
            gap = pw * 0.25
            x = (r.width() - (n * pw + (n - 1) * gap)) / 2
            for pixmap, caption in self.pictures:
                painter.drawPixmap(QPointF(x, y), pixmap)  # type: ignore[call-overload]
                painter.drawText(QRectF(x - gap / 2, y + ph + 4, pw + gap, body * 1.6),
                                 Qt.AlignmentFlag.AlignCenter, caption)
                x += pw + gap
            y += ph + body * 2
        for line in self.lines:
            painter.drawText(QRectF(pad, y, r.width() - 2 * pad, body * 1.5),
                             Qt.AlignmentFlag.AlignCenter, line)
            y += body * 1.5
        if self.footer:
            painter.setPen(QColor(255, 255, 255, 150))
            painter.setFont(_font(body * 0.85))
            painter.drawText(QRectF(pad, r.height() - pad - body * 1.4, r.width() - 2 * pad,
                                    body * 1.4), Qt.AlignmentFlag.AlignCenter, self.footer)


class Prompt(Box):
    """The line above the hand that says what the player should do now.

    The text always fits its room (the box the layout gives, 60 % of the table): its bold font
    shrinks, down to three quarters of its size, and a text still too wide wraps onto two or
    three lines, at a smaller size if need be, in a pill that grows upwards from the box's
    bottom. The bounding rectangle holds the whole pill, so no part of an old text is ever left
    painted on the felt (a lobby prompt wider than its box once was).
    """

    MAX_LINES = 3

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._fit: tuple[tuple[str, float, float], QFont, list[str]] | None = None
        self.setZValue(-5)

    def set_rect(self, rect: QRectF) -> None:
        super().set_rect(rect)
        self._fit = None

    def set_text(self, text: str) -> None:
        """Show ``text`` (empty hides the line)."""
        if text != self.text:
            self.prepareGeometryChange()  # the pill, and so the bounding rectangle, changes
            self.text = text
        self.update()

    def _room(self) -> float:
        """The width the text may use: the box less the pill's rounded ends."""
        return self.rect.width() - self.rect.height() * 1.2

    def fitted(self) -> tuple[QFont, list[str]]:
        """The font and the lines the text is drawn in: one line at the largest size that
        fits, from half the box's height down to three quarters of that; else two lines in
        the same sizes; else up to :attr:`MAX_LINES` lines, down to 9 px."""
        key = (self.text, self.rect.width(), self.rect.height())
        if self._fit is not None and self._fit[0] == key:
            return QFont(self._fit[1]), list(self._fit[2])
        size = self.rect.height() * 0.5
        room = self._room()
        font, lines = _font(size, True), [self.text]
        for count, smallest in ((1, size * 0.75), (2, size * 0.75), (self.MAX_LINES, 9)):
            font = _font(size, True)
            while True:
                metrics = QFontMetricsF(font)
                lines = [self.text] if count == 1 else _wrap(self.text, metrics, room)
                fits = len(lines) <= count and all(
                    metrics.horizontalAdvance(line) <= room for line in lines)
                if fits or font.pixelSize() <= max(9, round(smallest)):
                    break
                font.setPixelSize(font.pixelSize() - 1)
            if fits:
                break
        self._fit = (key, QFont(font), list(lines))
        return font, lines

    def pill(self) -> QRectF:
        """The rounded box the text is drawn in, in item coordinates (empty: no text)."""
        if not self.text:
            return QRectF()
        r = self.rect
        font, lines = self.fitted()
        metrics = QFontMetricsF(font)
        width = max(metrics.horizontalAdvance(line) for line in lines) + r.height() * 1.2
        height = r.height() if len(lines) == 1 else max(
            r.height(), len(lines) * metrics.lineSpacing() + r.height() * 0.4)
        return QRectF(r.center().x() - width / 2, r.height() - height, width, height)

    def boundingRect(self) -> QRectF:
        return self.rect.united(self.pill()).adjusted(-8, -8, 8, 8)

    def rect_in_scene(self) -> QRectF:
        """Where the prompt's line lies in the scene (the notice keeps clear of it)."""
        return self.rect.united(self.pill()).translated(self.pos())

    def overflow(self) -> list[str]:
        """The text if it cannot be shown whole in its room (a test asks): a line wider than
        the room, or more lines than :attr:`MAX_LINES`."""
        if not self.text:
            return []
        font, lines = self.fitted()
        metrics = QFontMetricsF(font)
        too_wide = any(metrics.horizontalAdvance(line) > self._room() for line in lines)
        return [self.text] if too_wide or len(lines) > self.MAX_LINES else []

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        r = self.rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font, lines = self.fitted()
        painter.setFont(font)
        pill = self.pill()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        radius = min(r.height(), pill.height()) / 2
        painter.drawRoundedRect(pill, radius, radius)
        painter.setPen(FELT_TEXT)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))


def _wrap(text: str, metrics: QFontMetricsF, room: float) -> list[str]:
    """``text`` broken between words into lines no wider than ``room`` where a word allows."""
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= room:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [text]
