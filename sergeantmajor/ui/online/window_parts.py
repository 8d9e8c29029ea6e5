"""What the friends' part uses of the window (never the window itself)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow, QMenu

if TYPE_CHECKING:
    from ...app.online_game import OnlineGame
    from ...app.preferences import Preferences
    from ..table.view import TableView


@dataclass
class WindowParts:
    """What the friends' part uses of the window."""

    parent: QMainWindow  # the boxes' parent; the panel docks on it
    prefs: Preferences
    table: TableView
    status: Callable[[str], None]  # a sentence in the status bar
    sit: Callable[[OnlineGame], None]  # the table shows this seat's match
    stand: Callable[[], None]  # the window's own match comes back
    view_menu: QMenu | None = None  # View: the panel's item goes there
