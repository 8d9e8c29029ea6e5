"""The first frame's felt is the table's felt: the style sheet's cloth (ui/felt.py) draws the
same light as the table's brush (ui/felt_brush.py) at every size, and follows the window.

Issue 35 moved the first frame's felt from a QRadialGradient brush to a style sheet (no Python
class of Qt's gradients or events before the first frame); the table still paints the brush.
A cloth off its centre by a few pixels, a circle stretched to an ellipse, or a cloth left at
its first size after a resize fails these tests.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QPainter

from sergeantmajor.ui.felt import (
    TABLE_COLOURS,
    FeltWidget,
    TableArea,
    cloth_style,
    light_square,
)
from sergeantmajor.ui.felt_brush import felt_brush


def _rgb(image: QImage) -> bytes:
    """The pixels of ``image`` as RGB32 bytes, rows without padding."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    width, height = image.width(), image.height()
    data = bytes(image.constBits())
    stride = image.bytesPerLine()
    return b"".join(data[row * stride: row * stride + width * 4] for row in range(height))


def _brush_image(width: int, height: int, colours: tuple[str, str]) -> QImage:
    """The table's felt of a ``width`` x ``height`` table, as the table paints it."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    painter.fillRect(QRect(0, 0, width, height), felt_brush(width, height, colours))
    painter.end()
    return image


def _largest_difference(a: QImage, b: QImage) -> int:
    assert (a.width(), a.height()) == (b.width(), b.height())
    first, second = _rgb(a), _rgb(b)
    return max(abs(x - y) for x, y in zip(first, second, strict=True))


@pytest.mark.parametrize("width,height", [(640, 400), (300, 520), (333, 211)])
def test_light_square_is_centred_on_the_light_and_reaches_as_far(width: int,
                                                                  height: int) -> None:
    left, top, side = light_square(width, height)
    assert abs(side - 1.5 * max(width, height)) <= 0.5  # the reach: 0.75 of the longer side
    assert abs(left + side / 2 - 0.5 * width) <= 0.5
    assert abs(top + side / 2 - 0.45 * height) <= 0.5


@pytest.mark.parametrize("width,height,colour", [(640, 400, "green"), (300, 520, "blue"),
                                                 (333, 211, "red")])
def test_the_first_frames_felt_is_the_tables_felt(qtbot, width: int, height: int,
                                                  colour: str) -> None:
    colours = TABLE_COLOURS[colour]
    felt = FeltWidget(colours)
    qtbot.addWidget(felt)
    felt.resize(width, height)
    felt.show()
    qtbot.waitExposed(felt)
    drawn = felt.grab().toImage()
    # At most one level of a colour channel apart (the cloth's corner is a whole pixel, the
    # brush's centre a fraction); a wrong centre, reach or shape is tens of levels off.
    assert _largest_difference(drawn, _brush_image(width, height, colours)) <= 1


def test_a_felt_off_its_light_would_be_seen(qtbot) -> None:
    # The comparison above can fail: the same cloth shifted by 8 pixels is many levels off.
    colours = TABLE_COLOURS["green"]
    felt = FeltWidget(colours)
    qtbot.addWidget(felt)
    felt.resize(640, 400)
    felt.show()
    qtbot.waitExposed(felt)
    felt.cloth.move(felt.cloth.x() + 8, felt.cloth.y())
    assert _largest_difference(felt.grab().toImage(), _brush_image(640, 400, colours)) > 1


def test_the_felt_follows_the_window_at_once(qtbot) -> None:
    area = TableArea(TABLE_COLOURS["grey"])
    qtbot.addWidget(area)
    area.resize(500, 300)
    area.show()
    qtbot.waitExposed(area)
    felt = area.felt
    assert felt is not None
    for width, height in ((800, 450), (420, 700), (500, 300)):
        area.resize(width, height)  # a shown widget is laid out at once
        assert felt.size().width() == width and felt.size().height() == height
        left, top, side = light_square(width, height)
        assert felt.cloth.geometry() == QRect(left, top, side, side)
    assert felt.cloth.styleSheet() == cloth_style(TABLE_COLOURS["grey"])


def test_painted_is_told_once_the_window_is_on_screen(qtbot) -> None:
    felt = FeltWidget(TABLE_COLOURS["green"])
    qtbot.addWidget(felt)
    told: list[bool] = []
    felt.painted.connect(lambda: told.append(felt.windowHandle().isExposed()))
    felt.watch_first_frame()
    qtbot.wait(30)
    assert told == []  # not shown: nothing on screen, nothing told
    felt.resize(200, 120)
    felt.show()
    qtbot.waitUntil(lambda: bool(told))
    qtbot.wait(30)
    assert told == [True]  # once, and only once it was exposed
