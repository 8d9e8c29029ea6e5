"""The score sheet window (Game ▸ Score sheet), made the first time it is asked for."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..app.score_model import ScoreModel


class ScoreSheet(QDialog):
    """The score sheet: a table view over :class:`ScoreModel` (non-modal)."""

    def __init__(self, model: ScoreModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheet")
        self.view = QTableView(self)
        self.view.setObjectName("scoreTable")
        self.view.setModel(model)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.verticalHeader().setVisible(False)
        self.view.setAlternatingRowColors(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        self.resize(620, 360)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every visible text."""
        self.setWindowTitle(self.tr("Score sheet"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
