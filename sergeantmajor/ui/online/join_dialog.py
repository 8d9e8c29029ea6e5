"""Game ▸ Play with friends ▸ Join a table: paste the invite (or type the server's address
and the table code) and the name the others see. A malformed invite is explained at once, in
the player's language; OK waits until there is something that can be joined.

Above, the tables announced on this network, as they come and go (:class:`NearbyPart`): a
click fills the address and the table's id; the code is the one of an invite pasted for that
table, or the player types it (the announcement never carries it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.record import MAX_NAME
from ...net.invite import Invite, InviteError, invite_from_parts, parse_invite
from . import reach_texts, texts
from .tables_nearby import NearbyTables

if TYPE_CHECKING:
    from ...net.discovery import TableAd


class NearbyPart:
    """The Join dialog's list of the tables on this network."""

    def __init__(self, dialog: QDialog) -> None:
        self.title = QLabel()
        self.list = QListWidget()
        self.list.setObjectName("joinNearby")
        self.list.setMaximumHeight(110)
        self.list.setWordWrap(True)
        self.state = QLabel()
        self.state.setObjectName("joinNearbyState")
        self.state.setWordWrap(True)
        self.state.setStyleSheet("color: #5f6368;")
        self.tables: list[TableAd] = []
        self.available = True
        self.finder = NearbyTables(dialog)
        self.finder.changed.connect(self.show)
        self.finder.unavailable.connect(self._unavailable)

    def show(self, tables: list[TableAd]) -> None:
        """Show ``tables`` (the selection stays on the same table if it is still there)."""
        chosen = self.chosen()
        self.tables = list(tables)
        self.list.clear()
        for ad in self.tables:
            item = QListWidgetItem(reach_texts.table_on_network(ad.host_name, ad.rules,
                                                                ad.seated, ad.free))
            item.setToolTip(ad.url)
            self.list.addItem(item)
            if chosen is not None and ad.url == chosen.url:
                self.list.setCurrentItem(item)
        self.retranslate()

    def chosen(self) -> TableAd | None:
        """The table clicked in the list, if any."""
        row = self.list.currentRow()
        return self.tables[row] if 0 <= row < len(self.tables) else None

    def _unavailable(self) -> None:
        self.available = False
        self.retranslate()

    def retranslate(self) -> None:
        """Its texts (the rows are worded again too)."""
        self.title.setText(QCoreApplication.translate("JoinTableDialog",
                                                      "Tables on this network"))
        for row, ad in enumerate(self.tables):
            item = self.list.item(row)
            if item is not None:
                item.setText(reach_texts.table_on_network(ad.host_name, ad.rules, ad.seated,
                                                          ad.free))
        if not self.available:
            text = QCoreApplication.translate(
                "JoinTableDialog", "Tables on this network cannot be looked for here: paste "
                                   "an invite.")
        elif not self.tables:
            text = QCoreApplication.translate(
                "JoinTableDialog", "Looking for tables on this network… none found yet.")
        else:
            text = QCoreApplication.translate(
                "JoinTableDialog", "Click a table to join it. Its code comes with the "
                                   "invite: paste it below, or ask the host for it.")
        self.state.setText(text)
        self.list.setVisible(bool(self.tables))


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
        self.nearby = NearbyPart(self)
        self.nearby.list.currentRowChanged.connect(lambda _row: self._pick())  # the keys
        self.nearby.list.itemClicked.connect(lambda _item: self._pick())  # also the same row
        self.nearby.list.itemDoubleClicked.connect(lambda _item: self._pick(join=True))
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.nearby.title)
        layout.addWidget(self.nearby.list)
        layout.addWidget(self.nearby.state)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        for edit in (self.invite_edit, self.address_edit, self.code_edit, self.name_edit):
            edit.textChanged.connect(self._validate)
        self.resize(560, 420)
        self.retranslate_ui()
        self.nearby.finder.start()

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
        self.nearby.retranslate()
        self._validate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            # the button box rewords its standard buttons on its own LanguageChange, maybe
            # after this one: name the accept button again once every widget has switched
            QTimer.singleShot(0, self, self.retranslate_ui)
        super().changeEvent(event)

    def done(self, result: int) -> None:
        """Closing (Join or Cancel) stops looking for tables."""
        self.nearby.finder.close()
        super().done(result)

    def _pick(self, *, join: bool = False) -> None:
        """A table of the list was chosen: its address and id go in the fields, with the
        code of an invite pasted for it; the player types the code otherwise."""
        ad = self.nearby.chosen()
        if ad is None:
            return
        code = ""
        try:  # an invite pasted for this very table brings its code
            pasted = parse_invite(self.invite_edit.text())
            code = pasted.code if pasted.table == ad.table else ""
        except InviteError:
            pass
        pieces = self.code_edit.text().strip().split("#", 1)
        if not code and len(pieces) == 2 and pieces[0] == ad.table:
            code = pieces[1]  # a code typed for this table is kept
        self.invite_edit.clear()
        self.address_edit.setText(f"{ad.host}:{ad.port}")
        self.code_edit.setText(f"{ad.table}#{code}")
        if code and join and self.buttons.button(
                QDialogButtonBox.StandardButton.Ok).isEnabled():
            self.accept()
            return
        if not code:
            self.code_edit.setFocus(Qt.FocusReason.OtherFocusReason)
            self.code_edit.end(False)

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
