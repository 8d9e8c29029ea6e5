"""The boxes that tell the player what happened at a table with friends, without blocking
the window: a problem in the player's words, the server that cannot be reached (wait, or
leave), and the wait for the host after asking to be let in to a match that has begun.

:class:`Notices` owns the boxes it shows (at most one of each kind) over the parent it is
given; what the player answers goes to the callback given with the box.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from ..plain_text import keep_plain
from . import texts


class Notices:
    """The non-blocking boxes of a table with friends, over ``parent``."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent
        self.error_box: QMessageBox | None = None  # the last problem told
        self.gone_box: QMessageBox | None = None  # the server cannot be reached
        self.knock_box: QMessageBox | None = None  # waiting for the host to let the player in

    def _box(self, icon: QMessageBox.Icon, text: str, name: str) -> QMessageBox:
        box = QMessageBox(icon, texts.table_with_friends(), text,
                          QMessageBox.StandardButton.NoButton, self.parent)
        box.setObjectName(name)
        keep_plain(box)
        return box

    def tell(self, text: str) -> None:
        """A problem, in the player's words."""
        box = self._box(QMessageBox.Icon.Warning, text, "friendsErrorBox")
        box.addButton(QMessageBox.StandardButton.Ok)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.error_box = box

    def server_gone(self, leave: Callable[[], None]) -> None:
        """The table's server cannot be reached: wait (the link keeps trying), or ``leave``."""
        if self.gone_box is not None:
            return
        box = self._box(QMessageBox.Icon.Warning, texts.connection_state("gone"),
                        "serverGoneBox")
        box.setInformativeText(QCoreApplication.translate(
            "FriendsPlay", "The game keeps trying to reach it. You can wait, or leave the "
                           "table and go back to your own match."))
        wait = box.addButton(QCoreApplication.translate("FriendsPlay", "Wait"),
                             QMessageBox.ButtonRole.AcceptRole)
        box.addButton(texts.leave_button(), QMessageBox.ButtonRole.RejectRole)

        def answered(button: object) -> None:
            self.gone_box = None
            if button is not wait:
                leave()

        box.buttonClicked.connect(answered)
        box.open()
        self.gone_box = box

    def server_back(self) -> None:
        """The table answers again: the box about it goes."""
        if self.gone_box is not None:
            self.gone_box.close()
            self.gone_box = None

    def knocking(self, cancel: Callable[[], None]) -> None:
        """The player asked to be let in: they wait for the host (or ``cancel``)."""
        self.let_in()
        box = self._box(QMessageBox.Icon.Information, texts.knocking(), "knockBox")
        box.addButton(QMessageBox.StandardButton.Cancel)

        def answered(_button: object) -> None:
            self.knock_box = None
            cancel()

        box.buttonClicked.connect(answered)
        box.open()
        self.knock_box = box

    def let_in(self) -> None:
        """The wait for the host is over (let in, or refused): its box goes."""
        box, self.knock_box = self.knock_box, None
        if box is not None:
            box.blockSignals(True)  # closing it is not the player's Cancel
            box.close()
            box.deleteLater()
