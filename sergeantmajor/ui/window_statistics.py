"""Game ▸ Statistics, and the counting behind it: every match the game on the table puts
there is counted as that game says (:meth:`~sergeantmajor.app.current_game.WindowGame.tally`:
a lesson or a replay is not, a match with friends has a row of its own), and every event of
it as it happens.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..app.statistics import StatisticsRecorder

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

    from ..app.current_game import CurrentGame
    from .statistics_dialog import StatisticsDialog


class WindowStatistics(QObject):
    """The statistics ``recorder`` following ``current``, and its dialog (made when asked)."""

    def __init__(self, current: CurrentGame, status: Callable[[str], None],
                 parent: QWidget) -> None:
        super().__init__(parent)
        self._current = current
        self._status = status
        self._parent = parent
        self.recorder = StatisticsRecorder()  # application.run disables it for demos
        self.dialog: StatisticsDialog | None = None
        self.damaged_box: QMessageBox | None = None
        current.match_started.connect(self._count_match)
        current.event_occurred.connect(self.recorder.event)

    def _count_match(self) -> None:
        tally = self._current.game.tally()
        self.recorder.match_started(tally.view, tally.record, tally.seats, tally.human,
                                    tally.resumed, friends=tally.friends)
        store = self.recorder.store
        if store.problem:  # the statistics file was damaged and kept aside: say so once
            from . import file_warnings

            problem, store.problem = store.problem, None
            self.damaged_box = file_warnings.damaged_statistics(self._parent, self._status,
                                                                problem)

    def show(self) -> None:
        """Game ▸ Statistics."""
        from .statistics_dialog import StatisticsDialog

        if self.dialog is None:
            self.dialog = StatisticsDialog(self.recorder.store, self._parent)
        self.dialog.refresh()
        self.dialog.show()
        self.dialog.raise_()
