"""The game's warning box: a sentence in the player's language, the technical rest behind
"Details" (issue 24: the system's English never stands in the sentence itself)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from .plain_text import keep_plain


def warning_box(parent: QWidget, name: str, title: str, text: str,
                details: str = "") -> QMessageBox:
    """Open a window-modal warning named ``name`` over ``parent`` (not ``exec()``: no nested
    event loop) and return it; it deletes itself once closed. ``details`` (paths, the
    system's or the checker's own words) go behind Qt's "Show Details…" button."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                      parent)
    box.setObjectName(name)
    keep_plain(box)  # a sentence, sometimes with a file's or a friend's name in it
    if details:
        box.setDetailedText(details)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
