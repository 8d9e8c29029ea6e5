"""Game ▸ Play with friends ▸ Join a table: paste the invite (or type the server's address
and the table code) and the name the others see. A malformed invite is explained at once, in
the player's language; OK waits until there is something that can be joined."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...engine.record import MAX_NAME
from ...net.invite import Invite, InviteError, invite_from_parts, parse_invite
from . import texts


class JoinTableDialog(QDialog):
    """The invite (or address and code) and the player's name; :meth:`invite` gives the
    table once accepted."""

    def __init__(self, name: str, invite: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinTableDialog")
        self.invite_edit = QLineEdit(invite)
        self.invite_edit.setObjectName("joinInvite")
        self.address_edit = QLineEdit()
        self.address_edit.setObjectName("joinAddress")
        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("joinCode")
        self.name_edit = QLineEdit(name)
        self.name_edit.setObjectName("joinName")
        self.name_edit.setMaxLength(MAX_NAME)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.or_label = QLabel()
        self.labels = [QLabel() for _ in range(4)]
        form = QFormLayout()
        form.addRow(self.labels[0], self.invite_edit)
        form.addRow("", self.or_label)
        form.addRow(self.labels[1], self.address_edit)
        form.addRow(self.labels[2], self.code_edit)
        form.addRow(self.labels[3], self.name_edit)
        self.error = QLabel()
        self.error.setObjectName("joinError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b3261e;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        for edit in (self.invite_edit, self.address_edit, self.code_edit, self.name_edit):
            edit.textChanged.connect(self._validate)
        self.resize(560, 300)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every visible text (also on a language switch)."""
        self.setWindowTitle(self.tr("Join a table"))
        self.intro.setText(self.tr("Paste the invite a friend sent you, or type the address "
                                   "of their table and its code."))
        for label, text in zip(self.labels, (self.tr("Invite"), self.tr("Address"),
                                             self.tr("Table code"), self.tr("Your name")),
                               strict=True):
            label.setText(text)
        self.or_label.setText(self.tr("or"))
        self.invite_edit.setPlaceholderText("ws://192.168.1.20:8358/t/…#…")
        self.address_edit.setPlaceholderText("192.168.1.20:8358")
        self.code_edit.setPlaceholderText(self.tr("TABLE#CODE"))
        self.name_edit.setPlaceholderText(self.tr("The name your friends see"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Join"))
        self._validate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def invite(self) -> Invite:
        """The table to join; :class:`InviteError` if the fields do not name one."""
        if self.invite_edit.text().strip():
            return parse_invite(self.invite_edit.text())
        return invite_from_parts(self.address_edit.text(), self.code_edit.text())

    def name(self) -> str:
        """The player's name at the table."""
        return self.name_edit.text().strip()

    def _validate(self) -> None:
        problem = ""
        typed = any(e.text().strip() for e in (self.invite_edit, self.address_edit,
                                               self.code_edit))
        try:
            self.invite()
        except InviteError as exc:
            problem = texts.invite_problem(exc.code) if typed else " "
        if not problem and not self.name():
            problem = self.tr("Type the name your friends will see.")
        self.error.setText(problem.strip())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)
