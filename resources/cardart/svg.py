"""Small helpers for writing compact, deterministic SVG text."""

from __future__ import annotations

from collections.abc import Iterable

from .shapes import GLYPH_GAP, GLYPH_HEIGHT, GLYPHS, label_width

CARD_W = 240
CARD_H = 336


def fmt(value: float, digits: int = 2) -> str:
    """Format a number with at most ``digits`` decimals and no trailing zeros."""
    text = f"{value:.{digits}f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def pip_transform(x: float, y: float, scale: float, flip: bool = False) -> str:
    """Return a transform placing a unit suit shape at ``(x, y)``."""
    rot = " rotate(180)" if flip else ""
    return f"translate({fmt(x)} {fmt(y)}){rot} scale({fmt(scale)})"


def use(ref: str, transform: str = "", **attrs: str) -> str:
    """Return a ``<use>`` element referencing ``#ref``."""
    extra = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    tr = f' transform="{transform}"' if transform else ""
    return f'<use xlink:href="#{ref}"{tr}{extra}/>'


def label(
    text: str,
    cx: float,
    top: float,
    height: float,
    stroke: float,
    color: str,
    squeeze: float = 1.0,
) -> str:
    """Draw ``text`` with the stroke font.

    ``top`` and ``height`` describe the ink box (stroke included), ``cx`` is
    the horizontal centre and ``squeeze`` narrows the text horizontally.
    """
    sy = (height - stroke) / GLYPH_HEIGHT
    sx = sy * squeeze
    width = label_width(text) * sx
    x0 = cx - width / 2
    y0 = top + stroke / 2
    parts: list[str] = []
    x = 0.0
    for ch in text:
        advance, data = GLYPHS[ch]
        shift = f' transform="translate({fmt(x)} 0)"' if x else ""
        parts.append(f'<path d="{data}"{shift}/>')
        x += advance + GLYPH_GAP
    scale = fmt(sy) if squeeze == 1.0 else f"{fmt(sx)} {fmt(sy)}"
    return (
        f'<g transform="translate({fmt(x0)} {fmt(y0)}) scale({scale})" '
        f'fill="none" stroke="{color}" stroke-width="{fmt(stroke / sy)}" '
        f'stroke-linecap="round" stroke-linejoin="round">' + "".join(parts) + "</g>"
    )


def document(body: Iterable[str], width: int, height: int, defs: Iterable[str] = ()) -> str:
    """Wrap ``body`` (and optional ``defs``) into a standalone SVG document."""
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<svg xmlns="http://www.w3.org/2000/svg" '
        'xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
    ]
    defs = list(defs)
    if defs:
        lines.append("<defs>")
        lines.extend(defs)
        lines.append("</defs>")
    lines.extend(body)
    lines.append("</svg>")
    return "\n".join(lines) + "\n"
