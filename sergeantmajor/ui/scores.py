"""Game ▸ Score sheet: its rows kept up to date with the game on the table.

:class:`Scores` makes the sheet's model and window on first use (start-up loads neither) and
refills the rows from whichever game is on the table whenever a match starts there, another
game takes the table, a hand is scored, the match ends or the language changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..app.current_game import CurrentGame
    from ..app.score_model import ScoreModel
    from .score_sheet import ScoreSheet
    from .table.view import TableView


class Scores(QObject):
    """The score sheet's rows (``model``) and window (``sheet``) for the game on ``table``."""

    def __init__(self, current: CurrentGame, table: TableView, parent: QWidget) -> None:
        super().__init__(parent)
        self._current = current
        self._table = table
        self._parent = parent
        self._model: ScoreModel | None = None
        self.sheet: ScoreSheet | None = None
        for changed in (table.hand_scored, table.match_over, current.match_started,
                        current.changed):
            changed.connect(self.refresh)

    @property
    def model(self) -> ScoreModel:
        """The sheet's rows, made on first use and kept up to date from then on."""
        if self._model is None:
            from ..app.score_model import ScoreModel

            self._model = ScoreModel(self)
            self.refresh()
        return self._model

    def show(self) -> None:
        """Game ▸ Score sheet (a window beside the table, not modal)."""
        if self.sheet is None:
            from .score_sheet import ScoreSheet

            self.sheet = ScoreSheet(self.model, self._parent)
        self.refresh()
        self.sheet.show()
        self.sheet.raise_()

    def refresh(self) -> None:
        """Refill the rows from the game on the table (once the model is made)."""
        if self._model is not None:
            self._current.game.fill_scores(self._model, self._table.names())
