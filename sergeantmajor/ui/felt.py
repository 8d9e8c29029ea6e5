"""The table's felt: its colours, where its light falls, and the widget of the first frame.

The window shows :class:`FeltWidget` (the bare felt in the player's colour) for its first
frame, before the table, the cards and the controller exist; the table then takes its place
and paints the same felt under the cards (:func:`~.felt_brush.felt_brush`), so nothing on
screen changes but the cards appearing (issue 15). Both are one radial gradient, lit at the
light's centre (:data:`LIGHT_X`, :data:`LIGHT_Y`) and dark from its reach (:data:`LIGHT_REACH`)
outwards. :class:`TableArea` is the window's centre that holds the felt, then the table.

The first frame's felt is drawn by Qt alone, from a style sheet, and uses no Python class of
Qt's gradients, brushes or events: PySide6 builds a Qt class's Python enums the first time the
class is used (QGradient's 169 presets, QEvent's 179 types: some 25 million instructions
together, issue 35). A style sheet's gradient is stretched over its widget's rectangle, so the
felt holds a square *cloth* whose inscribed circle is the light's: :class:`_ClothLayout` keeps
it centred on the light at every size, and the felt clips it to the table's rectangle. This
module imports nothing of the game's but Qt.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, QTimer, Signal
from PySide6.QtWidgets import QLayout, QLayoutItem, QVBoxLayout, QWidget

#: The table colours the player can choose (Settings ▸ Appearance): centre and edge.
TABLE_COLOURS: dict[str, tuple[str, str]] = {
    "green": ("#2e7d4f", "#123d26"),
    "blue": ("#2d5f8f", "#112a45"),
    "red": ("#8a2f38", "#3d1117"),
    "grey": ("#5b6168", "#25292e"),
}
DEFAULT_TABLE = "green"

#: The felt's light: its centre, as fractions of the table's width and height (a little above
#: the middle), and its reach, the gradient's radius, as a fraction of the table's longer side.
LIGHT_X, LIGHT_Y, LIGHT_REACH = 0.5, 0.45, 0.75

#: How often the felt looks whether the window is on screen yet, in ms (see FeltWidget).
WATCH_MS = 2


def felt_colours(name: object) -> tuple[str, str]:
    """The (centre, edge) colours of the table colour ``name`` (the default's if unknown)."""
    return TABLE_COLOURS.get(str(name), TABLE_COLOURS[DEFAULT_TABLE])


def light_square(width: int, height: int) -> tuple[int, int, int]:
    """The square ``(left, top, side)`` on a ``width`` x ``height`` table whose inscribed
    circle is the light's reach, centred on the light."""
    side = round(2 * LIGHT_REACH * max(width, height))
    return round(LIGHT_X * width - side / 2), round(LIGHT_Y * height - side / 2), side


def cloth_style(colours: tuple[str, str]) -> str:
    """The style sheet that paints a square cloth with the light of ``colours``: from
    ``colours[0]`` at its centre to ``colours[1]`` at its inscribed circle and beyond."""
    return ("background: qradialgradient(cx: 0.5, cy: 0.5, radius: 0.5, fx: 0.5, fy: 0.5, "
            f"stop: 0 {colours[0]}, stop: 1 {colours[1]});")


class _ClothLayout(QLayout):
    """Keeps the felt's cloth square around the light, whatever the felt's size: Qt calls
    :meth:`setGeometry` with the felt's rectangle whenever it changes, before it is painted.
    The cloth is not one of the layout's items (a layout never makes a widget larger than
    its parent; the cloth is)."""

    def __init__(self, felt: QWidget, cloth: QWidget) -> None:
        super().__init__(felt)
        self._cloth = cloth

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        left, top, side = light_square(rect.width(), rect.height())
        self._cloth.setGeometry(rect.x() + left, rect.y() + top, side, side)

    def sizeHint(self) -> QSize:
        return QSize(0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        raise TypeError("the felt's layout holds no items")

    def count(self) -> int:
        return 0

    def itemAt(self, index: int) -> QLayoutItem | None:
        return None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return None


class FeltWidget(QWidget):
    """The empty table of the first frame in ``colours`` (centre, edge); :attr:`painted` is
    emitted once the window is on screen, when :meth:`watch_first_frame` was called.

    The felt is a plain QWidget child, the cloth, painted by Qt from a style sheet (Qt paints
    a style sheet's background for plain QWidgets, not for a Python subclass such as this)."""

    painted = Signal()

    def __init__(self, colours: tuple[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("felt")
        self.colours = colours
        self.cloth = QWidget(self)
        self.cloth.setObjectName("feltCloth")
        self.cloth.setStyleSheet(cloth_style(colours))
        self._cloth_layout = _ClothLayout(self, self.cloth)
        self._watch: QTimer | None = None

    def watch_first_frame(self) -> None:
        """Emit :attr:`painted` once, as soon as the window is on screen.

        Qt draws and flushes a window's first frame where it learns that the window is
        exposed, so the first look that finds it exposed comes after that frame. It looks
        every :data:`WATCH_MS` ms: a paintEvent override or an event filter would tell at once
        but make PySide6 build the Python enums of Qt's events before the first frame."""
        if self._watch is None:
            self._watch = QTimer(self)
            self._watch.setInterval(WATCH_MS)
            self._watch.timeout.connect(self._look)
            self._watch.start()

    def _look(self) -> None:
        handle = self.window().windowHandle()
        if handle is not None and handle.isExposed() and self._watch is not None:
            self._watch.stop()
            self.painted.emit()


class TableArea(QWidget):
    """The window's centre: the felt of the first frame, then the table in its place, and
    panels above it (the tutorial's lesson)."""

    def __init__(self, colours: tuple[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableArea")
        self._column = column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        self.felt: FeltWidget | None = FeltWidget(colours, self)
        column.addWidget(self.felt, 1)

    def put_table(self, table: QWidget) -> None:
        """``table`` takes the felt's place, shown and laid out at once (Qt would do both
        later, from the event loop): no frame with the table small in a corner."""
        column, felt, self.felt = self._column, self.felt, None
        column.insertWidget(column.indexOf(felt) if felt is not None else column.count(),
                            table, 1)
        if felt is not None:
            column.removeWidget(felt)
            felt.hide()
            felt.deleteLater()
        table.show()
        column.activate()

    def add_panel(self, panel: QWidget) -> None:
        """``panel`` above the table."""
        self._column.insertWidget(0, panel)
