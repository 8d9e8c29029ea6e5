"""A match record dragged onto the window: which local file a drag carries, if any.

The window and the table (its viewport is the drop target over the cards) take such a drag in
their own drag handlers, which PySide6 calls with the event's own class. An event filter would
do it in one place, but it receives every event of the window as a generic ``QEvent``, and
PySide6 then builds the Python classes of all of Qt's event types (some 45, ~0.4 MB) at
start-up, before the first drag.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

# Named in annotations only: PySide6 makes a Qt class's Python type when it is first looked up,
# so importing these at run time would make them at start-up, before any such event.
if TYPE_CHECKING:
    from PySide6.QtGui import QDropEvent


def dropped_file(event: QDropEvent) -> str | None:
    """The first local file a drag or drop carries, or ``None`` (text, web links, nothing)."""
    mime = event.mimeData()
    if mime is None or not mime.hasUrls():
        return None
    for url in mime.urls():
        if url.isLocalFile():
            return url.toLocalFile()
    return None


def take_file_drag(event: QDropEvent) -> bool:
    """Accept a drag (enter or move) that carries a local file; ``True`` if it was taken."""
    return take_file_drop(event) is not None


def take_file_drop(event: QDropEvent) -> str | None:
    """Accept a drag or drop that carries a local file and return the file; ``None`` (and
    the event left alone, for the widget's own handler) if it carries none."""
    path = dropped_file(event)
    if path is not None:
        event.acceptProposedAction()
    return path
