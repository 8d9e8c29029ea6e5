"""Vector shapes used by the card art: suit symbols, stroke glyphs, emblems.

Every shape is plain SVG path data so the cards render without any fonts.

* Suit symbols live in a 100 x 100 box centred on the origin (-50..50).
* Rank glyphs are centre-line strokes in a box 100 units tall with the
  top at ``y = 0``; each glyph records its advance width.  They are meant
  to be drawn with ``fill="none"``, round caps/joins and a thick stroke.
* Court emblems are centred on the origin, roughly 80 units wide.
"""

from __future__ import annotations

SUIT_PATHS: dict[str, str] = {
    "S": (
        "M0 -50 C6 -34 50 -16 50 12 C50 31 36 41 22 41 C12 41 5 35 2 29 "
        "C3 40 9 47 20 50 L-20 50 C-9 47 -3 40 -2 29 "
        "C-5 35 -12 41 -22 41 C-36 41 -50 31 -50 12 C-50 -16 -6 -34 0 -50 Z"
    ),
    "H": (
        "M0 48 C-16 30 -50 8 -50 -18 C-50 -37 -37 -48 -23 -48 "
        "C-11 -48 -3 -40 0 -30 C3 -40 11 -48 23 -48 "
        "C37 -48 50 -37 50 -18 C50 8 16 30 0 48 Z"
    ),
    "D": "M0 -50 Q14 -21 38 0 Q14 21 0 50 Q-14 21 -38 0 Q-14 -21 0 -50 Z",
    # Three circles and a flared stem, all wound the same way (nonzero fill).
    "C": (
        "M-20 -23 A20 20 0 1 0 20 -23 A20 20 0 1 0 -20 -23 Z "
        "M-46 10 A20 20 0 1 0 -6 10 A20 20 0 1 0 -46 10 Z "
        "M6 10 A20 20 0 1 0 46 10 A20 20 0 1 0 6 10 Z "
        "M-4 -6 L-14 4 L-4 14 C-4 32 -10 43 -20 50 L20 50 "
        "C10 43 4 32 4 14 L14 4 L4 -6 Z"
    ),
}

GLYPH_HEIGHT = 100.0

# glyph -> (advance width, centre-line path data)
GLYPHS: dict[str, tuple[float, str]] = {
    "A": (64, "M0 100 L32 0 L64 100 M13 64 L51 64"),
    "K": (60, "M4 0 L4 100 M60 0 L4 60 M24 40 L60 100"),
    "Q": (64, "M0 32 A32 32 0 0 1 64 32 L64 68 A32 32 0 0 1 0 68 Z M36 68 L62 104"),
    "J": (52, "M14 0 L52 0 M44 0 L44 70 C44 90 34 100 22 100 C10 100 2 92 0 78"),
    "1": (24, "M0 20 L24 0 L24 100"),
    "0": (54, "M0 28 A27 28 0 0 1 54 28 L54 72 A27 28 0 0 1 0 72 Z"),
    "2": (60, "M2 24 C4 9 16 0 31 0 C47 0 58 10 58 26 C58 46 40 58 0 100 L60 100"),
    "3": (
        60,
        "M2 12 C10 4 18 0 30 0 C46 0 56 10 56 24 C56 38 46 47 26 47 "
        "C48 47 60 58 60 73 C60 90 47 100 29 100 C16 100 6 95 0 87",
    ),
    "4": (62, "M46 100 L46 0 L0 70 L62 70"),
    "5": (
        60,
        "M56 0 L10 0 L5 46 C13 39 21 36 31 36 C49 36 60 50 60 68 "
        "C60 88 46 100 29 100 C16 100 6 95 0 87",
    ),
    "6": (
        60,
        "M54 8 C48 3 40 0 31 0 C12 0 0 20 0 52 C0 84 12 100 30 100 "
        "C48 100 60 88 60 68 C60 48 48 38 31 38 C17 38 4 46 0 58",
    ),
    "7": (60, "M0 0 L60 0 C40 28 26 62 22 100"),
    "8": (
        60,
        "M30 47 C14 47 4 38 4 24 C4 9 15 0 30 0 C45 0 56 9 56 24 "
        "C56 38 46 47 30 47 C12 47 0 58 0 73 C0 90 13 100 30 100 "
        "C47 100 60 90 60 73 C60 58 48 47 30 47 Z",
    ),
    "9": (
        60,
        "M6 92 C12 97 20 100 29 100 C48 100 60 80 60 48 C60 16 48 0 30 0 "
        "C12 0 0 12 0 32 C0 52 12 62 29 62 C43 62 56 54 60 42",
    ),
}

RANK_LABELS: dict[str, str] = {
    "A": "A",
    "K": "K",
    "Q": "Q",
    "J": "J",
    "T": "10",
    "9": "9",
    "8": "8",
    "7": "7",
    "6": "6",
    "5": "5",
    "4": "4",
    "3": "3",
    "2": "2",
}

GLYPH_GAP = 28.0  # letter spacing inside a multi-character label (glyph units)


def label_width(label: str) -> float:
    """Return the width of ``label`` in glyph units, including letter gaps."""
    widths = [GLYPHS[ch][0] for ch in label]
    return sum(widths) + GLYPH_GAP * (len(widths) - 1)


# --- court card emblems (centred on the origin) ---------------------------

KING_CROWN = (
    "M-34 14 L-40 -16 L-20 -2 L0 -26 L20 -2 L40 -16 L34 14 Z",
    "M-35 14 L35 14 L35 26 L-35 26 Z",
    [(-40, -16), (0, -26), (40, -16), (-20, -2), (20, -2)],  # ball tips
)

QUEEN_TIARA = (
    "M-28 16 C-30 4 -26 -6 -18 -10 C-14 -2 -8 -2 -6 -8 L0 -20 L6 -8 "
    "C8 -2 14 -2 18 -10 C26 -6 30 4 28 16 Z",
    "M-29 16 L29 16 L29 25 L-29 25 Z",
    [(0, -22), (-18, -12), (18, -12)],
)

JACK_CAP = "M-30 16 C-30 -4 -14 -14 2 -14 C18 -14 30 -4 30 16 Z"
JACK_BAND = "M-33 14 L33 14 L33 25 L-33 25 Z"
JACK_FEATHER = (
    "M6 -12 C12 -26 26 -36 44 -36 C40 -31 36 -28 31 -25 C36 -25 40 -27 42 -28 "
    "C36 -18 26 -12 12 -8 Z"
)
JACK_FEATHER_VEIN = "M10 -10 C20 -20 30 -29 42 -34"
