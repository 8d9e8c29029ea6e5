"""Card faces: corner indices, pip layouts, aces and court cards."""

from __future__ import annotations

from .shapes import (
    JACK_BAND,
    JACK_CAP,
    JACK_FEATHER,
    JACK_FEATHER_VEIN,
    KING_CROWN,
    QUEEN_TIARA,
    RANK_LABELS,
    SUIT_PATHS,
)
from .svg import CARD_H, CARD_W, document, fmt, label, pip_transform, use

RANKS = "AKQJT98765432"
SUITS = "SHDC"

RED = "#c8102e"
BLACK = "#1a1a1a"
GOLD = "#e4b43c"
GOLD_DARK = "#7a5a12"
ACCENT = "#2b4c9b"
TINT = {"red": "#fcebee", "black": "#eceff5"}

CX = CARD_W / 2
CY = CARD_H / 2
FLIP = f"rotate(180 {fmt(CX)} {fmt(CY)})"

# Pip grid: three columns and a vertical span from the top row to the bottom row.
COL_L, COL_C, COL_R = 73.0, CX, CARD_W - 73.0
ROW_TOP, ROW_BOTTOM = 66.0, CARD_H - 66.0
PIP_SCALE = 0.4

# Pip layouts as (column, fraction of the way from the top row to the bottom row).
_SIDES_3 = [(c, f) for c in (COL_L, COL_R) for f in (0.0, 0.5, 1.0)]
_SIDES_4 = [(c, f) for c in (COL_L, COL_R) for f in (0.0, 1 / 3, 2 / 3, 1.0)]
LAYOUTS: dict[str, list[tuple[float, float]]] = {
    "2": [(COL_C, 0.0), (COL_C, 1.0)],
    "3": [(COL_C, 0.0), (COL_C, 0.5), (COL_C, 1.0)],
    "4": [(c, f) for c in (COL_L, COL_R) for f in (0.0, 1.0)],
    "5": [(c, f) for c in (COL_L, COL_R) for f in (0.0, 1.0)] + [(COL_C, 0.5)],
    "6": _SIDES_3,
    "7": [*_SIDES_3, (COL_C, 0.25)],
    "8": [*_SIDES_3, (COL_C, 0.25), (COL_C, 0.75)],
    "9": [*_SIDES_4, (COL_C, 0.5)],
    "T": [*_SIDES_4, (COL_C, 1 / 6), (COL_C, 5 / 6)],
}

# Corner index geometry (top-left copy; the bottom-right one is rotated).
INDEX_CX = 27.0
INDEX_TOP = 12.0
INDEX_HEIGHT = 50.0
INDEX_STROKE = 8.5
INDEX_PIP_Y = 81.0
INDEX_PIP_SCALE = 0.28


def suit_color(suit: str) -> str:
    """Return the ink colour of ``suit``."""
    return RED if suit in "HD" else BLACK


def card_codes() -> list[str]:
    """Return all 52 card codes, e.g. ``"AS"``, ``"TD"``, ``"2C"``."""
    return [rank + suit for suit in SUITS for rank in RANKS]


def _index_group(rank: str, color: str) -> str:
    """Return the ``<g id="index">`` definition: rank above a small pip."""
    text = RANK_LABELS[rank]
    squeeze = 0.72 if len(text) > 1 else 1.0
    rank_svg = label(text, INDEX_CX, INDEX_TOP, INDEX_HEIGHT, INDEX_STROKE, color, squeeze)
    pip = use("pip", pip_transform(INDEX_CX, INDEX_PIP_Y, INDEX_PIP_SCALE))
    return f'<g id="index">{rank_svg}{pip}</g>'


def _pips(rank: str) -> list[str]:
    """Return the centre pips of a number card (2-10)."""
    out = []
    for x, frac in LAYOUTS[rank]:
        y = ROW_TOP + frac * (ROW_BOTTOM - ROW_TOP)
        out.append(use("pip", pip_transform(x, y, PIP_SCALE, flip=y > CY + 0.5)))
    return out


def _ace(suit: str) -> list[str]:
    """Return the centre of an ace; the ace of spades gets an ornate frame."""
    if suit != "S":
        return [use("pip", pip_transform(CX, CY, 1.0))]
    scale = 1.36
    inner = 1.08
    return [
        f'<ellipse cx="{fmt(CX)}" cy="{fmt(CY)}" rx="84" ry="112" fill="none" '
        f'stroke="{BLACK}" stroke-width="2"/>',
        f'<ellipse cx="{fmt(CX)}" cy="{fmt(CY)}" rx="78" ry="106" fill="none" '
        f'stroke="{BLACK}" stroke-width="0.8"/>',
        *(
            use("pip", pip_transform(x, y, 0.1))
            for x, y in ((CX, CY - 112), (CX, CY + 112), (CX - 84, CY), (CX + 84, CY))
        ),
        use("pip", pip_transform(CX, CY, scale)),
        use(
            "pip",
            pip_transform(CX, CY + 6, inner),
            fill="none",
            stroke="#ffffff",
            stroke_width=fmt(2.2 / inner),
        ),
        use("pip", pip_transform(CX, CY + 6, 0.3), fill="#ffffff"),
    ]


def _emblem(rank: str, color: str, x: float, y: float, scale: float) -> str:
    """Return the crown / tiara / feathered cap emblem centred on ``(x, y)``."""
    outline = f'stroke="{GOLD_DARK}" stroke-width="2" stroke-linejoin="round"'
    parts: list[str] = []
    if rank in "KQ":
        body, band, balls = KING_CROWN if rank == "K" else QUEEN_TIARA
        parts.append(f'<path d="{body}" fill="{GOLD}" {outline}/>')
        parts.append(f'<path d="{band}" fill="{color}" {outline}/>')
        r = 5 if rank == "K" else 4.5
        parts.extend(
            f'<circle cx="{fmt(bx)}" cy="{fmt(by)}" r="{fmt(r)}" fill="{GOLD}" {outline}/>'
            for bx, by in balls
        )
        gem_y = 20 if rank == "K" else 20.5
        parts.extend(f'<circle cx="{gx}" cy="{gem_y}" r="3" fill="{GOLD}"/>' for gx in (-18, 0, 18))
    else:
        parts.append(f'<path d="{JACK_FEATHER}" fill="{color}" {outline}/>')
        parts.append(
            f'<path d="{JACK_FEATHER_VEIN}" fill="none" stroke="#ffffff" stroke-width="1.5"/>'
        )
        parts.append(f'<path d="{JACK_CAP}" fill="{ACCENT}" {outline}/>')
        parts.append(f'<path d="{JACK_BAND}" fill="{GOLD}" {outline}/>')
        parts.append(f'<circle cx="0" cy="19.5" r="3.5" fill="{color}"/>')
    tr = f"translate({fmt(x)} {fmt(y)}) scale({fmt(scale)})"
    return f'<g transform="{tr}">' + "".join(parts) + "</g>"


PANEL = (54.0, 22.0, CARD_W - 108.0, CARD_H - 44.0)  # x, y, width, height


def _court(rank: str, suit: str) -> tuple[list[str], list[str]]:
    """Return ``(defs, body)`` for a jack, queen or king."""
    color = suit_color(suit)
    tint = TINT["red" if suit in "HD" else "black"]
    px, py, pw, ph = PANEL
    half = [
        use("pip", pip_transform(px + 14, py + 15, 0.17)),
        use("pip", pip_transform(px + pw - 14, py + 15, 0.17)),
        _emblem(rank, color, CX, py + 46, 0.85),
        label(rank, CX, py + 76, 50, 8.5, color),
        f'<path d="M{fmt(px + 9)} {fmt(CY)} L{fmt(CX - 17)} {fmt(CY)}" '
        f'stroke="{color}" stroke-width="1.5"/>',
    ]
    defs = ['<g id="half">' + "".join(half) + "</g>"]
    body = [
        f'<rect x="{fmt(px)}" y="{fmt(py)}" width="{fmt(pw)}" height="{fmt(ph)}" rx="6" '
        f'fill="{tint}" stroke="{color}" stroke-width="2.5"/>',
        f'<rect x="{fmt(px + 5)}" y="{fmt(py + 5)}" width="{fmt(pw - 10)}" '
        f'height="{fmt(ph - 10)}" rx="3" fill="none" stroke="{color}" stroke-width="1"/>',
        use("half"),
        use("half", FLIP),
        use("pip", pip_transform(CX, CY, 0.2)),
    ]
    return defs, body


def card_svg(code: str) -> str:
    """Return the SVG document for the card ``code`` (e.g. ``"QH"``)."""
    rank, suit = code[0], code[1]
    color = suit_color(suit)
    defs = [f'<path id="pip" d="{SUIT_PATHS[suit]}"/>', _index_group(rank, color)]
    if rank == "A":
        centre = _ace(suit)
    elif rank in "KQJ":
        court_defs, centre = _court(rank, suit)
        defs.extend(court_defs)
    else:
        centre = _pips(rank)
    body = [
        f'<rect x="1" y="1" width="{CARD_W - 2}" height="{CARD_H - 2}" rx="14" '
        'fill="#ffffff" stroke="#9a9a9a" stroke-width="2"/>',
        f'<g fill="{color}">',
        use("index"),
        use("index", FLIP),
        *centre,
        "</g>",
    ]
    return document(body, CARD_W, CARD_H, defs)
