"""The questions asked before something at a table with friends cannot be taken back.

Each names what happens to whom, and its default button is the safe answer (nothing ends).
They are asked only where something is lost: leaving or quitting during a match; never in
the lobby, where a seat is simply free again. Each returns the answer; a test replaces the
method with its own answer.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from ..plain_text import keep_plain
from . import texts

#: The host's answers when going away from a match in play.
KEEP, CLOSE = "keep", "close"
#: The answers when hosting again while a table is still open.
BACK, REPLACE = "back", "replace"


class Questions:
    """The boxes of a table with friends, over ``parent``."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def _box(self, text: str, detail: str, name: str) -> QMessageBox:
        box = QMessageBox(QMessageBox.Icon.Question, texts.table_with_friends(), text,
                          QMessageBox.StandardButton.NoButton, self.parent)
        box.setObjectName(name)
        box.setInformativeText(detail)
        keep_plain(box)
        return box

    def _ask(self, box: QMessageBox, answers: dict[QPushButton, str], safe: QPushButton) -> str:
        box.setDefaultButton(safe)
        box.setEscapeButton(safe)
        box.exec()
        clicked = box.clickedButton()
        return next((answer for button, answer in answers.items() if button is clicked), "")

    def rejoin(self) -> bool:
        """At start: go back to the seat kept when the game closed?"""
        box = self._box(texts.rejoin_question(), "", "rejoinBox")
        yes = box.addButton(QMessageBox.StandardButton.Yes)
        no = box.addButton(QMessageBox.StandardButton.No)
        return self._ask(box, {yes: "yes", no: ""}, yes) == "yes"

    def leave(self) -> bool:
        """A friend leaves a match in play: a computer player takes the seat for good."""
        box = self._box(texts.leave_question(), texts.leave_detail(), "leaveBox")
        leave = box.addButton(texts.leave_button(), QMessageBox.ButtonRole.DestructiveRole)
        stay = box.addButton(texts.stay_button(), QMessageBox.ButtonRole.RejectRole)
        return self._ask(box, {leave: "leave", stay: ""}, stay) == "leave"

    def quit(self) -> bool:
        """A friend closes the game during a match: the seat waits for them."""
        box = self._box(texts.quit_question(), texts.quit_detail(), "quitBox")
        quit_ = box.addButton(texts.quit_button(), QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(QMessageBox.StandardButton.Cancel)
        return self._ask(box, {quit_: "quit", stay: ""}, stay) == "quit"

    def host_going(self, friends: list[str], quitting: bool) -> str:
        """The host leaves or quits during a match: :data:`KEEP` the table open for the
        friends, :data:`CLOSE` it for everybody, or ``""`` (stay)."""
        box = self._box(texts.host_going_question(friends),
                        texts.host_going_detail(quitting), "hostGoingBox")
        keep = box.addButton(texts.keep_open_button(), QMessageBox.ButtonRole.AcceptRole)
        close = box.addButton(texts.close_table_button(), QMessageBox.ButtonRole.DestructiveRole)
        stay = box.addButton(QMessageBox.StandardButton.Cancel)
        return self._ask(box, {keep: KEEP, close: CLOSE, stay: ""}, stay)

    def host_again(self) -> str:
        """Hosting while the table hosted before is still open: :data:`BACK` to it,
        :data:`REPLACE` it (closed for its players) or ``""``."""
        box = self._box(texts.host_again_question(), texts.host_again_detail(),
                        "hostAgainBox")
        back = box.addButton(texts.back_to_table_button(), QMessageBox.ButtonRole.AcceptRole)
        replace = box.addButton(texts.replace_table_button(),
                                QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        return self._ask(box, {back: BACK, replace: REPLACE, cancel: ""}, back)
