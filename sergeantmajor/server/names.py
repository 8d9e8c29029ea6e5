"""Clean what people type for everyone else to read: player names and chat lines (no Qt).

A name or a line from the network may hold anything: any script (kept), control characters,
invisible format characters (bidirectional overrides, zero-width spaces used to make two names
look alike), characters that look like nothing (the Hangul filler, the Braille blank), line
breaks, thousands of characters. The visible text is kept in NFC form with single spaces (the
blanks taken for spaces); the joiners ZWNJ and ZWJ are kept between two visible characters
(Persian and Indic words, emoji sequences need them); text that shows nothing once cleaned (no
letter, digit, punctuation or symbol) is refused.
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
#: The joiners kept inside a name (they are format characters): ZWNJ and ZWJ shape Persian
#: and Indic words and join emoji sequences (👩‍💻); at an end, or beside a space, they go.
_JOINERS = frozenset("\u200c\u200d")
#: Characters Unicode counts as letters or symbols that show nothing: the Hangul fillers, the
#: Braille blank, the null notehead. They are taken for spaces (a name of them looks empty).
_BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800\U0001d159")
#: Marks that show nothing: the grapheme joiner, Khmer's inherent vowels, the Khitan filler.
_INVISIBLE_MARKS = frozenset("\u034f\u17b4\u17b5\U00016fe4")


class TextError(ValueError):
    """Text that is empty once cleaned, or too long for its place; the message says which."""


def _visible(text: str) -> str:
    """``text`` in NFC with invisible characters dropped (joiners kept between two visible
    ones), blanks taken for spaces and every run of spaces one space."""
    out: list[str] = []
    space = False
    joiner = ""  # a joiner seen after a visible character, kept if another one follows
    for char in unicodedata.normalize("NFC", text):
        category = unicodedata.category(char)
        if char.isspace() or category in ("Zs", "Zl", "Zp") or char in _BLANKS:
            space, joiner = True, ""
            continue
        if char in _JOINERS:
            if out and not space:
                joiner = joiner or char
            continue
        if category in _DROPPED or char in _INVISIBLE_MARKS:
            continue
        if space and out:
            out.append(" ")
        elif joiner:
            out.append(joiner)
        space, joiner = False, ""
        out.append(char)
    # Dropping characters may leave sequences that compose further.
    return unicodedata.normalize("NFC", "".join(out))


def _shows(text: str) -> bool:
    """Whether ``text`` shows something: a letter, a digit, a punctuation mark or a symbol
    (marks alone, on no letter, do not count)."""
    return any(unicodedata.category(char)[0] in "LNPS" for char in text)


def clean_name(text: str) -> str:
    """A player's name as the table shows it: visible, trimmed, cut to :data:`MAX_NAME`.

    Raises :class:`TextError` when nothing visible is left.
    """
    name = _visible(text)[:MAX_NAME].rstrip(" \u200c\u200d")
    if not _shows(name):
        raise TextError("a name needs at least one visible character")
    return name


def clean_chat(text: str) -> str:
    """A chat line as the table shows it; refused when empty or longer than :data:`MAX_CHAT`
    characters once cleaned (a line is never cut: its end may be what mattered)."""
    line = _visible(text)
    if not _shows(line):
        raise TextError("a chat line needs at least one visible character")
    if len(line) > MAX_CHAT:
        raise TextError(f"a chat line holds at most {MAX_CHAT} characters ({len(line)} given)")
    return line
