"""Marking the tutorial's texts for translation without importing Qt.

``QT_TRANSLATE_NOOP(context, text)`` is the name Qt's lupdate looks for (in any module it
scans: ``translations/update.py`` reads every package but the engine and the bots), so the
tutorial's sentences land in the catalogues while this package stays Qt-free. The table
translates a marked text when it shows it, with ``QCoreApplication.translate(context, text)``.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The context of lesson titles, instructions and closing words.
LESSON_CONTEXT = "Tutorial"
#: The context of the rule sentences a refusal quotes.
RULE_CONTEXT = "TutorialRule"


@dataclass(frozen=True)
class Text:
    """A marked sentence: its translation context and English source."""

    context: str
    source: str


def QT_TRANSLATE_NOOP(context: str, text: str) -> Text:
    """Mark ``text`` for lupdate under ``context``; returns it untranslated."""
    return Text(context, text)
