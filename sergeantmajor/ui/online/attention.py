"""Where the player's attention is, at a table with friends (issue 29 item 8, friends-3 D14).

:class:`Attention` tells the table while the player reads the hand's summary (the box waits
for their click: the friends' badges say "reading the summary" instead of leaving them to
wonder why the table waits), and asks for the player's attention when their turn comes while
the window is not the active one (the taskbar entry flashes, as a desktop chat does).
It follows the seat it is given, through the table view's own signals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from ...app.online_game import OnlineGame
    from ...engine.view import SeatView
    from ..table.view import TableView


class Attention(QObject):
    """The player's reading of the summary, told to the table; their turn, to the desktop."""

    def __init__(self, table: TableView, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.game: OnlineGame | None = None
        self.alerts = True  # False: a demo, nobody to call
        self.reading = False  # what the table was last told
        table.hand_summary_waits.connect(lambda: self._read(True))
        table.hand_summary_closed.connect(lambda: self._read(False))
        table.match_over.connect(lambda: self._read(False))

    def follow(self, game: OnlineGame | None, *, alerts: bool = True) -> None:
        """Follow ``game``'s seat from now on (``None``: the window left the table)."""
        self.game, self.alerts, self.reading = game, alerts, False
        if game is not None:
            game.human_turn.connect(self._your_turn)

    def _read(self, on: bool) -> None:
        game = self.game
        if game is not None and on != self.reading and (game.started or not on):
            self.reading = on
            game.reading(on)

    def _your_turn(self, _view: SeatView) -> None:
        """The player decides now: a window that is not the active one asks for attention."""
        if self.alerts and not self.window.isActiveWindow():
            QApplication.alert(self.window)
