"""Text from elsewhere shown as the text it is: a friend's name, a chat line, the names in a
record or a file's name.

Qt guesses whether a tooltip, a label or a message box holds rich text (HTML): a string with a
tag before its first line break is rendered as HTML, so a friend named ``<img src=/dev/zero>``
would make Qt read that "image" until memory runs out. Every place that shows such text either
draws it as plain text (the status bar, list items, the table's painted badges) or goes through
this module.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtWidgets import QLabel, QMessageBox


def plain(text: str) -> str:
    """``text`` as rich text that shows exactly ``text``, tags and all (for a tooltip, or any
    other place where Qt guesses the format); line breaks are kept."""
    if not text:
        return ""
    return QtGuiNamespace.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


def keep_plain(*widgets: QLabel | QMessageBox) -> None:
    """Never read these widgets' texts as rich text (labels and message boxes that may show a
    name or a path from elsewhere)."""
    for widget in widgets:
        widget.setTextFormat(Qt.TextFormat.PlainText)
