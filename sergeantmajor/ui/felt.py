"""The table's felt: its colours, how it is painted, and the widget of the first frame.

The window shows :class:`FeltWidget` (the bare felt in the player's colour) for its first
frame, before the table, the cards and the controller exist; the table then takes its place
and paints the same felt under the cards (:func:`felt_brush` serves both), so nothing on screen
changes but the cards appearing (issue 15). :class:`TableArea` is the window's centre that
holds the one, then the other. This module imports nothing of the game's but Qt.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPaintEvent, QPalette, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

#: The table colours the player can choose (Settings ▸ Appearance): centre and edge.
TABLE_COLOURS: dict[str, tuple[str, str]] = {
    "green": ("#2e7d4f", "#123d26"),
    "blue": ("#2d5f8f", "#112a45"),
    "red": ("#8a2f38", "#3d1117"),
    "grey": ("#5b6168", "#25292e"),
}
DEFAULT_TABLE = "green"


def felt_colours(name: object) -> tuple[str, str]:
    """The (centre, edge) colours of the table colour ``name`` (the default's if unknown)."""
    return TABLE_COLOURS.get(str(name), TABLE_COLOURS[DEFAULT_TABLE])


def felt_brush(width: float, height: float, colours: tuple[str, str]) -> QBrush:
    """The felt of a ``width`` x ``height`` table: a radial gradient from ``colours[0]`` a
    little above the centre to ``colours[1]`` at the edges."""
    gradient = QRadialGradient(QPointF(width / 2, height * 0.45), max(width, height) * 0.75)
    gradient.setColorAt(0.0, QColor(colours[0]))
    gradient.setColorAt(1.0, QColor(colours[1]))
    return QBrush(gradient)


class FeltWidget(QWidget):
    """The empty table of the first frame; :attr:`painted` is emitted once, after the event
    loop has put its first paint on screen.

    Qt paints it (the felt is the background brush of its palette): a QPainter call from
    Python would make PySide6 build all of Qt's enums (~40 ms) to choose among the overloads,
    before the first frame."""

    painted = Signal()

    def __init__(self, colours: tuple[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("felt")
        self.colours = colours
        self._told = False
        self.setAutoFillBackground(True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        palette = self.palette()
        palette.setBrush(QPalette.ColorRole.Window,
                         felt_brush(self.width(), self.height(), self.colours))
        self.setPalette(palette)
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._told:
            self._told = True
            # After this paint is flushed to the screen: the same event loop pass ends first.
            QTimer.singleShot(0, self.painted.emit)


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
