"""Game ▸ Play with friends ▸ Host a table: the New game dialog's rules, and the table's own
settings (the host's name, the computer players who fill empty seats, who can join, the
port)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...app import words
from ...engine import Rules
from ...engine.levels import PLAYER_LEVELS
from ...engine.record import MAX_NAME
from ...net.invite import DEFAULT_PORT
from ..new_game_dialog import NewGameDialog


class HostTableDialog(NewGameDialog):
    """The rules of the table (as for a new game) and who hosts it how."""

    def __init__(self, rules: Rules, name: str, level: str, port: int,
                 parent: QWidget | None = None, where: str = "network") -> None:
        self.table_group = QGroupBox()
        self.table_group.setObjectName("hostTable")
        form = QFormLayout(self.table_group)
        self.name_edit = QLineEdit(name)
        self.name_edit.setObjectName("hostName")
        self.name_edit.setMaxLength(MAX_NAME)
        self.level_box = QComboBox()
        self.level_box.setObjectName("hostBots")
        for known in PLAYER_LEVELS:
            self.level_box.addItem("", known)
        self.level_box.setCurrentIndex(max(0, self.level_box.findData(level)))
        self.where_box = QComboBox()
        self.where_box.setObjectName("hostWhere")
        for choice in ("network", "here"):
            self.where_box.addItem("", choice)
        self.where_box.setCurrentIndex(max(0, self.where_box.findData(where)))
        self.port_box = QSpinBox()
        self.port_box.setObjectName("hostPort")
        self.port_box.setRange(1024, 65535)
        self.port_box.setValue(port if 1024 <= port <= 65535 else DEFAULT_PORT)
        self.name_label, self.level_label, self.port_label = QLabel(), QLabel(), QLabel()
        self.where_label = QLabel()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #5f6368; font-size: small;")
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.level_label, self.level_box)
        form.addRow(self.where_label, self.where_box)
        form.addRow(self.port_label, self.port_box)
        form.addRow("", self.note)
        super().__init__(rules, [], parent)
        self.setObjectName("hostTableDialog")
        self.players_group.hide()  # the table's seats are its players', not opponents to pick
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(layout.indexOf(self.players_group), self.table_group)
        self.name_edit.textChanged.connect(self._validate)

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        self.setWindowTitle(self.tr("Host a table"))
        self.table_group.setTitle(self.tr("Your table"))
        self.name_label.setText(self.tr("Your name"))
        self.name_edit.setPlaceholderText(self.tr("The name your friends see"))
        self.level_label.setText(self.tr("Computer players"))
        for i in range(self.level_box.count()):
            self.level_box.setItemText(i, words.level_name(self.level_box.itemData(i)))
        self.where_label.setText(self.tr("Who can join"))
        self.where_box.setItemText(0, self.tr("Friends on your network"))
        self.where_box.setItemText(1, self.tr("Only this computer"))
        self.port_label.setText(self.tr("Port"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            self.tr("Open the table"))
        self.note.setText(self.tr(
            "Your friends join with the invite you get once the table is made. When you "
            "start, computer players of this level take the empty seats; if a friend's "
            "connection is lost, one plays for them until they come back."))

    def _validate(self) -> None:
        super()._validate()
        if hasattr(self, "name_edit") and not self.name_edit.text().strip():
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)

    def name(self) -> str:
        """The host's name as their friends see it."""
        return self.name_edit.text().strip()

    def level(self) -> str:
        """The level of the computer players who fill the table."""
        return str(self.level_box.currentData())

    def where(self) -> str:
        """Where the table listens: ``network`` (this computer's networks) or ``here``."""
        return str(self.where_box.currentData())

    def port(self) -> int:
        """The port the table is served on."""
        return self.port_box.value()
