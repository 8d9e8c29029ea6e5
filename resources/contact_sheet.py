"""Render a contact sheet of the generated card art to a PNG for eyeballing.

Usage::

    QT_QPA_PLATFORM=offscreen python resources/contact_sheet.py [OUT.png] [--all]

Draws a row of sample cards (or every card with ``--all``) at 120 px wide,
the same cards again at 40 px wide, and the icon at 256, 32 and 16 px.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
SAMPLE = ["AS", "KH", "QD", "JC", "TS", "7H", "3D", "2C", "back"]
RANKS = "AKQJT98765432"
SUITS = "SHDC"
RATIO = 336 / 240
GAP = 8


def _render(painter: QPainter, svg: Path, x: float, y: float, w: float, h: float) -> None:
    """Render ``svg`` into the rectangle ``(x, y, w, h)``."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"invalid SVG: {svg}")
    renderer.render(painter, QRectF(x, y, w, h))


def _rows(show_all: bool) -> list[list[str]]:
    """Return the card codes to draw, one list per row."""
    if show_all:
        return [[r + s for r in RANKS] for s in SUITS] + [["back"]]
    return [SAMPLE]


def build_sheet(out: Path, show_all: bool = False) -> None:
    """Render the contact sheet and save it to ``out``."""
    rows = _rows(show_all)
    cols = max(len(r) for r in rows)
    sizes = [120, 40]
    width = GAP + cols * (sizes[0] + GAP)
    height = GAP
    for size in sizes:
        height += len(rows) * (round(size * RATIO) + GAP)
    height += 256 + GAP
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2e6b3a"))  # card-table green
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    y = GAP
    for size in sizes:
        h = round(size * RATIO)
        for row in rows:
            for i, code in enumerate(row):
                _render(painter, HERE / "cards" / f"{code}.svg", GAP + i * (size + GAP), y, size, h)
            y += h + GAP
    icon = HERE / "icons" / "sergeantmajor.svg"
    x = GAP
    for size in (256, 64, 32, 16):
        _render(painter, icon, x, y, size, size)
        x += size + GAP
    painter.end()
    if not image.save(str(out)):
        raise SystemExit(f"could not write {out}")
    print(f"wrote {out}")


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", type=Path, default=Path("/tmp/contact.png"))
    parser.add_argument("--all", action="store_true", help="draw all 52 cards")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    build_sheet(args.out, args.all)
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
