"""Clean what people type for everyone else to read: player names and chat lines (no Qt).

A name or a line from the network may hold anything: any script (kept), control characters,
invisible format characters (bidirectional overrides, zero-width joiners used to make two names
look alike), line breaks, thousands of characters. :func:`clean_text` keeps the visible text in
NFC form with single spaces, and refuses what is empty once cleaned; the caller says how long
the result may be.
"""

from __future__ import annotations

import unicodedata

#: The longest name a seat may have (the match record's own limit, RECORD.md).
MAX_NAME = 40
#: The longest chat line, after cleaning.
MAX_CHAT = 200

# Unicode categories dropped: controls (Cc), format characters (Cf: bidi overrides, zero-width
# characters), surrogates (Cs), unassigned code points (Cn) and private-use ones (Co).
_DROPPED = frozenset({"Cc", "Cf", "Cs", "Cn", "Co"})


class TextError(ValueError):
    """Text that is empty once cleaned, or too long for its place; the message says which."""


def _visible(text: str) -> str:
    """``text`` in NFC with invisible characters dropped and every run of spaces one space."""
    out: list[str] = []
    space = False
    for char in unicodedata.normalize("NFC", text):
        category = unicodedata.category(char)
        if char.isspace() or category in ("Zs", "Zl", "Zp"):
            space = True
            continue
        if category in _DROPPED:
            continue
        if space and out:
            out.append(" ")
        space = False
        out.append(char)
    # Dropping characters may leave sequences that compose further.
    return unicodedata.normalize("NFC", "".join(out))


def clean_name(text: str) -> str:
    """A player's name as the table shows it: visible, trimmed, cut to :data:`MAX_NAME`.

    Raises :class:`TextError` when nothing visible is left.
    """
    name = _visible(text)[:MAX_NAME].rstrip()
    if not name:
        raise TextError("a name needs at least one visible character")
    return name


def clean_chat(text: str) -> str:
    """A chat line as the table shows it; refused when empty or longer than :data:`MAX_CHAT`
    characters once cleaned (a line is never cut: its end may be what mattered)."""
    line = _visible(text)
    if not line:
        raise TextError("a chat line needs at least one visible character")
    if len(line) > MAX_CHAT:
        raise TextError(f"a chat line holds at most {MAX_CHAT} characters ({len(line)} given)")
    return line
