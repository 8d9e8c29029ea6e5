"""The card back and the application icon."""

from __future__ import annotations

import math

from .faces import RED
from .svg import CARD_H, CARD_W, document, fmt

BACK_BASE = "#1f3a68"
BACK_LINE = "#5577b0"
BACK_DOT = "#c9d6ee"
BACK_EDGE = "#d8e0ef"


def _chevrons(x: float, y: float, scale: float, color: str) -> str:
    """Return three stacked sergeant's chevrons (filled) centred on ``(x, y)``.

    In unit space each chevron is 64 wide and 10 thick, spaced 17 apart.
    """
    shapes = "".join(
        f'<path d="M-32 {dy + 10} L0 {dy - 12} L32 {dy + 10} L32 {dy + 20} '
        f'L0 {dy - 2} L-32 {dy + 20} Z"/>'
        for dy in (-21, -4, 13)
    )
    tr = f"translate({fmt(x)} {fmt(y)}) scale({fmt(scale)})"
    return f'<g transform="{tr}" fill="{color}">{shapes}</g>'


def _lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> list[str]:
    """Return a diagonal lattice clipped (analytically) to a rectangle.

    The lattice lines meet at the points ``(x0 + i*step, y0 + j*step)`` with
    ``i + j`` even, where a dot is drawn.
    """
    segs: list[str] = []
    n = int((x1 - x0 + y1 - y0) / step) + 1
    for k in range(-n, n + 1):
        c = x0 - y0 + 2 * k * step  # lines x - y = c
        a, b = max(x0, y0 + c), min(x1, y1 + c)
        if b - a > 1e-6:
            segs.append(f"M{fmt(a)} {fmt(a - c)} L{fmt(b)} {fmt(b - c)}")
        c = x0 + y0 + 2 * k * step  # lines x + y = c
        a, b = max(x0, c - y1), min(x1, c - y0)
        if b - a > 1e-6:
            segs.append(f"M{fmt(a)} {fmt(c - a)} L{fmt(b)} {fmt(c - b)}")
    dots: list[str] = []
    cols = round((x1 - x0) / step)
    rows = round((y1 - y0) / step)
    for j in range(1, rows):
        for i in range(1, cols):
            if (i + j) % 2 == 0:
                dots.append(
                    f'<circle cx="{fmt(x0 + i * step)}" cy="{fmt(y0 + j * step)}" r="2.2"/>'
                )
    return [
        f'<path d="{" ".join(segs)}" fill="none" stroke="{BACK_LINE}" stroke-width="1.2"/>',
        f'<g fill="{BACK_DOT}">' + "".join(dots) + "</g>",
    ]


def back_svg() -> str:
    """Return the SVG document for the card back."""
    cx, cy = CARD_W / 2, CARD_H / 2
    body = [
        f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="14" '
        'fill="#ffffff" stroke="#9a9a9a" stroke-width="2"/>',
        f'<rect x="11" y="11" width="{CARD_W - 22}" height="{CARD_H - 22}" rx="8" '
        f'fill="{BACK_BASE}"/>',
        *_lattice(20, 20, CARD_W - 20, CARD_H - 20, 14.8),
        f'<rect x="17" y="17" width="{CARD_W - 34}" height="{CARD_H - 34}" rx="5" '
        f'fill="none" stroke="{BACK_EDGE}" stroke-width="2"/>',
        f'<rect x="20.5" y="20.5" width="{CARD_W - 41}" height="{CARD_H - 41}" rx="3" '
        f'fill="none" stroke="{BACK_EDGE}" stroke-width="0.8"/>',
        f'<ellipse cx="{fmt(cx)}" cy="{fmt(cy)}" rx="46" ry="58" fill="{BACK_BASE}" '
        f'stroke="{BACK_EDGE}" stroke-width="2"/>',
        f'<ellipse cx="{fmt(cx)}" cy="{fmt(cy)}" rx="40" ry="52" fill="none" '
        f'stroke="{BACK_LINE}" stroke-width="1"/>',
        _chevrons(cx, cy, 0.95, BACK_DOT),
    ]
    return document(body, CARD_W, CARD_H)


def _rotated_bbox(
    rect: tuple[float, float, float, float], angle: float, pivot: tuple[float, float]
) -> tuple[float, float, float, float]:
    """Return ``(xmin, ymin, xmax, ymax)`` of ``rect`` rotated about ``pivot``."""
    x, y, w, h = rect
    a = math.radians(angle)
    xs, ys = [], []
    for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h)):
        dx, dy = px - pivot[0], py - pivot[1]
        xs.append(pivot[0] + dx * math.cos(a) - dy * math.sin(a))
        ys.append(pivot[1] + dx * math.sin(a) + dy * math.cos(a))
    return min(xs), min(ys), max(xs), max(ys)


def icon_svg() -> str:
    """Return the application icon: a fan of cards, the front one with chevrons."""
    size, margin, stroke = 256, 6.0, 8.0
    rect = (0.0, 0.0, 120.0, 168.0)
    pivot = (60.0, 230.0)
    fan = [(-26.0, BACK_BASE, BACK_EDGE), (-11.0, "#7a1a24", "#e9c9cd"), (6.0, "", "")]
    boxes = [_rotated_bbox(rect, angle, pivot) for angle, _, _ in fan]
    x0 = min(b[0] for b in boxes) - stroke / 2
    y0 = min(b[1] for b in boxes) - stroke / 2
    x1 = max(b[2] for b in boxes) + stroke / 2
    y1 = max(b[3] for b in boxes) + stroke / 2
    scale = (size - 2 * margin) / max(x1 - x0, y1 - y0)
    ox = (size - (x1 - x0) * scale) / 2 - x0 * scale
    oy = (size - (y1 - y0) * scale) / 2 - y0 * scale

    x, y, w, h = rect
    cards = []
    for angle, fill, edge in fan:
        if fill:
            face = (
                f'<rect x="{fmt(x)}" y="{fmt(y)}" width="{fmt(w)}" height="{fmt(h)}" '
                f'rx="12" fill="{fill}" stroke="#ffffff" stroke-width="{fmt(stroke)}"/>'
                f'<rect x="{fmt(x + 13)}" y="{fmt(y + 13)}" width="{fmt(w - 26)}" '
                f'height="{fmt(h - 26)}" rx="5" fill="none" stroke="{edge}" stroke-width="4"/>'
            )
        else:
            face = (
                f'<rect x="{fmt(x)}" y="{fmt(y)}" width="{fmt(w)}" height="{fmt(h)}" '
                f'rx="12" fill="#ffffff" stroke="#3a3a3a" stroke-width="{fmt(stroke)}"/>'
                + _chevrons(x + w / 2, y + h / 2 + 2, 1.5, RED)
            )
        cards.append(
            f'<g transform="rotate({fmt(angle)} {fmt(pivot[0])} {fmt(pivot[1])})">{face}</g>'
        )
    body = [
        f'<g transform="translate({fmt(ox)} {fmt(oy)}) scale({fmt(scale, 4)})">',
        *cards,
        "</g>",
    ]
    return document(body, size, size)
