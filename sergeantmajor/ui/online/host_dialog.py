"""Game ▸ Play with friends ▸ Host a table: the New game dialog's rules, and the table's own
settings: where it is hosted (this computer, or a table server), the host's name, the
computer players who fill empty seats, and on this computer who can join and the port."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...app import words
from ...engine import Rules
from ...engine.levels import PLAYER_LEVELS
from ...engine.record import MAX_NAME
from ...net.invite import DEFAULT_PORT, InviteError
from ..new_game_dialog import NewGameDialog


class PlacePart:
    """The dialog's choice of where the table is: this computer, or a table server (an
    address such as ``wss://cards.example.org``; the servers used before are offered)."""

    def __init__(self, servers: list[str], form: QFormLayout) -> None:
        self.here = QRadioButton()
        self.here.setObjectName("hostHere")
        self.on_server = QRadioButton()
        self.on_server.setObjectName("hostOnServer")
        self.group = QButtonGroup()
        self.group.addButton(self.here)
        self.group.addButton(self.on_server)
        self.server_box = QComboBox()
        self.server_box.setObjectName("hostServer")
        self.server_box.setEditable(True)
        self.server_box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.server_box.addItems(servers)
        self.server_box.setCurrentText(servers[0] if servers else "")
        self.label = QLabel()
        self.server_label = QLabel()
        form.addRow(self.label, self.here)
        form.addRow("", self.on_server)
        form.addRow(self.server_label, self.server_box)
        self.here.setChecked(True)

    def retranslate(self) -> None:
        """Its texts, in the dialog's translation context."""
        self.label.setText(QCoreApplication.translate("HostTableDialog", "Where"))
        self.here.setText(QCoreApplication.translate("HostTableDialog", "On this computer"))
        self.on_server.setText(QCoreApplication.translate("HostTableDialog",
                                                          "On a table server"))
        self.server_label.setText(QCoreApplication.translate("HostTableDialog",
                                                             "Server address"))
        line = self.server_box.lineEdit()
        if line is not None:
            line.setPlaceholderText("wss://cards.example.org")

    def server(self) -> str:
        """The server's address, ``ws://HOST:PORT`` or ``wss://HOST``; :class:`InviteError` if
        what is typed is not one (a bare host name gets ``wss://``)."""
        from ...net.client import parse_server

        text = self.server_box.currentText().strip()
        if text and "://" not in text:
            text = "wss://" + text
        return parse_server(text)


class HostTableDialog(NewGameDialog):
    """The rules of the table (as for a new game) and who hosts it how."""

    def __init__(self, rules: Rules, name: str, level: str, port: int,
                 parent: QWidget | None = None, where: str = "network",
                 servers: list[str] | None = None) -> None:
        self.table_group = QGroupBox()
        self.table_group.setObjectName("hostTable")
        form = QFormLayout(self.table_group)
        self.place_part = PlacePart(list(servers or []), form)
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
        self.place_part.group.buttonToggled.connect(self._place_changed)
        self.place_part.server_box.currentTextChanged.connect(self._validate)
        self._place_changed()

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        self.place_part.retranslate()
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
        self._note()

    def _note(self) -> None:
        text = self.tr(
            "Your friends join with the invite you get once the table is made. When you "
            "start, computer players of this level take the empty seats; if a friend's "
            "connection is lost, one plays for them until they come back.")
        if self.on_server():
            text += " " + self.tr(
                "A table on a server stays open when you close the game: its next start "
                "offers to take you back to your seat.")
        self.note.setText(text)

    def _place_changed(self) -> None:
        on_server = self.on_server()
        self.place_part.server_box.setEnabled(on_server)
        for widget in (self.port_box, self.port_label, self.where_box, self.where_label):
            widget.setVisible(not on_server)  # a server's own: not this computer's
        self._note()
        self._validate()

    def _validate(self) -> None:
        super()._validate()
        if not hasattr(self, "place_part"):
            return
        ok = bool(self.name_edit.text().strip())
        if self.on_server():
            try:
                self.place_part.server()
            except InviteError:
                ok = False
        if not ok:
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)

    def on_server(self) -> bool:
        """Whether the table is opened on a table server (:meth:`server`), not here."""
        return self.place_part.on_server.isChecked()

    def server(self) -> str:
        """The table server's address (when :meth:`on_server`)."""
        return self.place_part.server()

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
