"""A card at rest is drawn from one picture (its face, shadow, grey veil and outlines put
together once, :meth:`CardPixmapCache.resting`): it looks as the card drawn piece by piece (as a
card in flight is), at any angle, position and device pixel ratio, in every look; the picture is
put together once and drawn again as it is; a new look or a new deck gives a new one."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from sergeantmajor.ui.card_item import CardItem, CardPixmapCache
from sergeantmajor.ui.decks import OwnBack, OwnFaces, TableArt

LOOKS = {  # (mark, focused, dimmed)
    "plain": (CardItem.NONE, False, False),
    "dimmed": (CardItem.NONE, False, True),
    "legal": (CardItem.LEGAL, False, False),
    "selected-under-the-cursor": (CardItem.SELECTED, True, False),
    "cursor": (CardItem.NONE, True, False),
}


def _draw(item: CardItem, rotation: float, dpr: float) -> QImage:
    """``item`` on the felt, turned by ``rotation`` degrees, its centre between pixels."""
    image = QImage(round(200 * dpr), round(200 * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#2e7d4f"))
    painter = QPainter(image)
    painter.translate(100.37, 99.61)
    painter.rotate(rotation)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_RGB32)


def _differences(a: QImage, b: QImage) -> bytes:
    """The difference of every colour channel of every pixel (0..255), alpha left out."""
    difference = QImage(a)
    painter = QPainter(difference)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, b)
    painter.end()
    data = bytes(difference.constBits())  # B, G, R, A per pixel (Format_RGB32)
    return data[0::4] + data[1::4] + data[2::4]


def _above(diffs: bytes, level: int) -> int:
    """How many of ``diffs`` are above ``level``."""
    return len(diffs) - sum(diffs.count(v) for v in range(level + 1))


def _card(look: str, face_up: bool = True) -> CardItem:
    item = CardItem(11, CardPixmapCache())
    item.set_size(71.3)
    item.set_face_up(face_up)
    mark, focused, dimmed = LOOKS[look]
    item.set_mark(mark)
    item.set_focused(focused)
    item.set_dimmed(dimmed)
    return item


@pytest.mark.parametrize("look", list(LOOKS))
@pytest.mark.parametrize(("rotation", "dpr"), [(0.0, 1.0), (-7.5, 1.0), (90.0, 1.0),
                                               (12.0, 2.0), (0.0, 1.5)])
def test_a_card_at_rest_looks_as_the_card_drawn_piece_by_piece(qapp, look, rotation, dpr):
    item = _card(look, face_up=look != "cursor")
    at_rest = _draw(item, rotation, dpr)
    item.lift = 1e-9  # in flight as good as not lifted: drawn piece by piece
    pieces = _draw(item, rotation, dpr)
    diffs = _differences(at_rest, pieces)
    # Only the antialiased edges differ (the picture's are resampled when it is drawn between
    # pixels or turned): by a few levels, and the outline's edge (a 2.5-px line in colour) by
    # a fifth at most (seen: 15 and 54 of 255); a missing shadow differs by 22 levels.
    outlined = LOOKS[look][0] != CardItem.NONE or LOOKS[look][1]
    assert max(diffs) <= (64 if outlined else 16)
    assert _above(diffs, 4) < 0.03 * len(diffs)
    assert sum(diffs) / len(diffs) < 1.0
    # ... where another look differs plainly: the comparison sees what a look draws.
    item.lift = 0.0
    item.set_dimmed(not item.dimmed)
    other = _differences(_draw(item, rotation, dpr), pieces)
    assert _above(other, 4) > 0.1 * len(other)  # the card: some 18 % of the image


def test_the_picture_is_put_together_once_and_anew_for_a_new_look_or_deck(qapp):
    item = _card("plain")
    cache = item._cache
    first = _draw(item, -7.5, 1.0)
    assert cache.composed == 1 and cache.renders == 1
    assert _draw(item, -7.5, 1.0) == first and _draw(item, 3.0, 1.0) != first
    assert cache.composed == 1  # drawn again as it was, at another angle too
    item.set_mark(CardItem.LEGAL)
    legal = _draw(item, -7.5, 1.0)
    assert cache.composed == 2 and legal != first
    item.set_mark(CardItem.NONE)
    assert _draw(item, -7.5, 1.0) == first and cache.composed == 2  # that look is kept
    cache.set_deck(TableArt(OwnFaces("large"), OwnBack("red")))
    large = _draw(item, -7.5, 1.0)
    assert cache.composed == 3 and large != first  # not the old deck's picture
    item.set_face_up(False)
    assert _draw(item, -7.5, 1.0) != large and cache.composed == 4
