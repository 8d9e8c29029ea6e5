"""Where a face deck prints a card's rank, found from the art, so the fanned hand shows it.

Most decks print the rank in the top-left corner; a fan that lays each card on the one to its
left shows exactly that strip. KDE's Oxygen, Oxygen Air and Oxygen White decks print it in the
top-right corner, which that fan covers (issue 26); the table fans their hand the other way.
No deck file says where its index is, so :func:`find_index` looks at the art: it draws the 2,
3, 4, 5, 9 and 10 of each suit small and compares the two cards of each pair (2-3, 4-5,
9-10). Within a pair the pips at the sides stand alike (the 2 and the 3 keep to the middle
column), so what changes in a top corner is the printed rank. A deck that prints it in both
top corners (Dondorf, the xskat decks) is read as left.

KDE's Future deck prints the rank on a tab whose place depends on the suit (left for clubs,
right for hearts, in between for the others): no fan keeps it in view, and its
:class:`IndexCorner` says so (``fixed`` is ``False``) for the appearance dialog to tell.

The rectangle found is in fractions of the card's rectangle (the one the deck is drawn into,
letterbox included): the table never steps the fanned cards closer than the rank is wide.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter

Render = Callable[[QPainter, str, QRectF], None]
Pixel = tuple[int, int]

# The size the probe cards are drawn at: large enough for a rank of a few pixels' stroke.
PROBE_W, PROBE_H = 80, 112
PROBE_SUITS = "SHDC"
PROBE_RANKS = "23459T"  # in pairs whose pips stand alike at the sides: 2-3, 4-5, 9-10
ONE_FIGURE, TEN = (0, 2), (4,)  # the pairs (by their first rank's place in PROBE_RANKS)
# The top corners compared to tell the index's side, as fractions of the art's rectangle:
# small enough that no pip reaches in. The rank is then followed as far as it goes within
# the larger box, through pixels that change at least LINK times as much as its strongest.
SIDE_W, SIDE_H = 0.25, 0.18
REACH_W, REACH_H = 0.45, 0.32
LINK = 0.12
TEN_WIDER = 1.0  # the 10 reaches at most this much of a figure's width beyond one figure
# How much stronger the right corner must be to call the index right-handed (a deck with an
# index in both corners comes out near 1).
RIGHT_RATIO = 2.0
# A suit whose corner changes less than this share of the average suit's does not print its
# rank there: the index moves with the suit.
SUIT_SHARE = 0.2


@dataclass(frozen=True)
class IndexCorner:
    """Where the rank is printed: the top ``right`` or left corner, within ``box`` =
    (left, top, right, bottom) as fractions of the card's rectangle. ``fixed`` is ``False``
    when the rank's place changes from suit to suit (no fan can keep every rank in view)."""

    right: bool
    box: tuple[float, float, float, float]
    fixed: bool = True

    def strip(self) -> float:
        """How wide a strip of the card, from its index's side, shows the whole rank."""
        left, _top, right, _bottom = self.box
        return 1.0 - left if self.right else right


# The game's own faces (resources/cardart/faces.py): the rank at (14.55, 16.25) x 0.41 of a
# 240 x 336 card, a small pip below it; the large-index style draws it 1.75 times as large.
# (What find_index measures for them, rounded out; a test compares the two.)
OWN_INDEX = IndexCorner(False, (0.02, 0.02, 0.22, 0.21))
OWN_LARGE_INDEX = IndexCorner(False, (0.02, 0.03, 0.34, 0.32))


def _grey_and_alpha(render: Render, name: str) -> tuple[list[bytes], list[bytes]]:
    """Rows of grey levels and of coverage of card ``name`` drawn at the probe size."""
    image = QImage(QSize(PROBE_W, PROBE_H), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    render(painter, name, QRectF(0, 0, PROBE_W, PROBE_H))
    painter.end()
    out = []
    for fmt in (QImage.Format.Format_Grayscale8, QImage.Format.Format_Alpha8):
        plane = image.convertToFormat(fmt)
        stride, data = plane.bytesPerLine(), bytes(plane.constBits())
        out.append([data[y * stride:y * stride + PROBE_W] for y in range(PROBE_H)])
    return out[0], out[1]


def _art_rect(alphas: list[list[bytes]]) -> tuple[int, int, int, int] | None:
    """(left, top, right, bottom) pixels the art covers (a deck keeps its aspect ratio, so
    it may not fill the card's rectangle), or None if nothing was drawn."""
    opaque = bytes(0 if a < 128 else 1 for a in range(256))
    left, top, right, bottom = PROBE_W, PROBE_H, -1, -1
    for rows in alphas:
        for y, row in enumerate(rows):
            marks = row.translate(opaque)
            first = marks.find(1)
            if first < 0:
                continue
            left, right = min(left, first), max(right, marks.rfind(1))
            top, bottom = min(top, y), max(bottom, y)
    return (left, top, right, bottom) if right >= 0 else None


def _flood(field: dict[Pixel, float], seeds: list[Pixel], floor: float,
           reach: int) -> set[Pixel]:
    """The pixels of ``field`` at least ``floor`` reached from ``seeds`` through such pixels
    at most ``reach`` pixels apart (the strokes of a rank do not always touch)."""
    steps = range(-reach, reach + 1)
    found = {p for p in seeds if field.get(p, 0.0) >= floor}
    todo = list(found)
    while todo:
        x, y = todo.pop()
        for dx in steps:
            for dy in steps:
                p = (x + dx, y + dy)
                if p not in found and field.get(p, 0.0) >= floor:
                    found.add(p)
                    todo.append(p)
    return found


class _Probe:
    """The probe cards of one deck, drawn, and the questions asked of their pixels."""

    def __init__(self, render: Render) -> None:
        self.suits: list[list[list[bytes]]] = []
        alphas = []
        for suit in PROBE_SUITS:
            cards = []
            for rank in PROBE_RANKS:
                grey, alpha = _grey_and_alpha(render, rank + suit)
                cards.append(grey)
                alphas.append(alpha)
            self.suits.append(cards)
        self.art = _art_rect(alphas)

    def change(self, suit: int, pairs: tuple[int, ...], x: int, y: int) -> float:
        """How much pixel (x, y) of ``suit`` changes within ``pairs`` of probe ranks."""
        cards = self.suits[suit]
        return float(sum((cards[a][y][x] - cards[a + 1][y][x]) ** 2 for a in pairs))

    def mean_change(self, pairs: tuple[int, ...], x: int, y: int) -> float:
        """:meth:`change` averaged over the suits."""
        return sum(self.change(s, pairs, x, y) for s in range(len(self.suits))) / len(self.suits)


def find_index(render: Render) -> IndexCorner:
    """Where the deck ``render`` draws (into a card's rectangle) prints the rank."""
    probe = _Probe(render)
    if probe.art is None:
        return OWN_INDEX
    x0, y0, x1, y1 = probe.art
    art_w, art_h = x1 - x0 + 1, y1 - y0 + 1

    def mirrored(x: int) -> int:
        return x0 + x1 - x

    # Which corner: the small top corners, where the rank stands and the pips do not reach.
    side_w, side_h = max(2, round(art_w * SIDE_W)), max(2, round(art_h * SIDE_H))
    corner = [(x, y) for y in range(y0, y0 + side_h) for x in range(x0, x0 + side_w)]
    suits = range(len(PROBE_SUITS))
    left = [sum(probe.change(s, ONE_FIGURE, x, y) for x, y in corner) for s in suits]
    right = [sum(probe.change(s, ONE_FIGURE, mirrored(x), y) for x, y in corner) for s in suits]
    on_right = sum(right) > RIGHT_RATIO * sum(left)
    strengths = right if on_right else left
    average = sum(strengths) / len(strengths)
    fixed = average > 0 and min(strengths) >= SUIT_SHARE * average

    def at(x: int) -> int:
        return mirrored(x) if on_right else x  # columns counted from the index's edge

    # The one-figure ranks: from the strongest pixel of that corner, what changes with the
    # rank and touches it.
    reach_w, reach_h = round(art_w * REACH_W), round(art_h * REACH_H)
    box = [(x, y) for y in range(y0, y0 + reach_h) for x in range(x0, x0 + reach_w)]
    field = {(x, y): probe.mean_change(ONE_FIGURE, at(x), y) for x, y in box}
    seed = max(corner, key=lambda p: field[p])
    peak = field[seed]
    if peak <= 0.0:
        return OWN_INDEX
    glyph = _flood(field, [seed], LINK * peak, 2)
    # The 10 is the widest rank: the 9-10 pair on the same rows (the side pips of the 9 and
    # the 10 may differ below them), followed on from the one-figure ranks; a pip of the 10
    # standing close by is kept out, as two figures are at most twice as wide as one.
    rows = range(min(y for _, y in glyph), max(y for _, y in glyph) + 1)
    first, last = min(x for x, _ in glyph), max(x for x, _ in glyph)
    columns = range(first, last + 1 + round(TEN_WIDER * (last + 1 - first)))
    ten = {(x, y): probe.mean_change(TEN, at(x), y) for x, y in box
           if y in rows and x in columns}
    ten_peak = max(ten.values(), default=0.0)
    if ten_peak > 0.0:
        glyph |= _flood(ten, sorted(glyph), LINK * ten_peak, 1)
    xs = [at(x) for x, _ in glyph]
    ys = [y for _, y in glyph]
    a, b = min(xs) - 1, max(xs) + 2  # one pixel of margin each side
    top, bottom = min(ys) - 1, max(ys) + 2
    return IndexCorner(on_right, (max(0.0, a / PROBE_W), max(0.0, top / PROBE_H),
                                  min(1.0, b / PROBE_W), min(1.0, bottom / PROBE_H)), fixed)
