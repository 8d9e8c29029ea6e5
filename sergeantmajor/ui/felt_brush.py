"""The felt's brush for the table and whatever else paints it from Python (see
:mod:`~.felt`: the first frame's felt is the same light, painted from a style sheet)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QColor, QRadialGradient

from .felt import LIGHT_REACH, LIGHT_X, LIGHT_Y


def felt_brush(width: float, height: float, colours: tuple[str, str]) -> QBrush:
    """The felt of a ``width`` x ``height`` table: a radial gradient from ``colours[0]`` at
    the light's centre to ``colours[1]`` at its reach and beyond."""
    gradient = QRadialGradient(QPointF(width * LIGHT_X, height * LIGHT_Y),
                               max(width, height) * LIGHT_REACH)
    gradient.setColorAt(0.0, QColor(colours[0]))
    gradient.setColorAt(1.0, QColor(colours[1]))
    return QBrush(gradient)
