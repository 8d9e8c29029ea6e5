"""Never lose a match by surprise: what would end the player's unfinished match asks first.

Game ▸ New game, Open match…, Recent matches, a match record dropped on the window and the
tutorial's closing "Play a match" each put another match in the place of the player's. While
that match is unfinished (on the table, or saved away while a lesson is shown),
:meth:`ReplaceGuard.confirm` asks in a window-modal box and goes on only after a yes; the
statistics then count the ended match as abandoned when the next one starts
(``StatisticsRecorder.match_started``). "Play this deal again" asks its own question
(:class:`~.review.launcher.ReviewLauncher`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QObject

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

    from ..app.controller import GameController

NEW, OPEN = "new", "open"  # what ends the match: a new game, or another match opened

Answer = Callable[[], None]


class ReplaceGuard(QObject):
    """Asks the player before their unfinished match (``own``: the window's own game) is
    ended by another one; the question is window-modal to ``parent``."""

    def __init__(self, own: GameController, parent: QWidget) -> None:
        super().__init__(parent)
        self.own = own
        self._parent = parent
        self.box: QMessageBox | None = None
        # How the question is put: (what ends the match, on yes, on no). The box by default;
        # a test may answer at once.
        self.ask: Callable[[str, Answer, Answer], None] = self._ask

    def unfinished(self) -> bool:
        """Whether the player has a match that another one would end: an unfinished match of
        theirs on the table, or, while a lesson is shown, the match saved for later."""
        controller = self.own
        if controller.aside:  # a lesson: the player's own match waits in the save
            from ..app import storage

            return controller.autosave and storage.autosave_path().is_file()
        return (controller.has_match() and controller.human is not None
                and controller.view().winner is None)

    def confirm(self, kind: str, go_on: Answer, otherwise: Answer | None = None) -> None:
        """Call ``go_on`` now if nothing is lost, else once the player agrees that ``kind``
        (:data:`NEW` or :data:`OPEN`) ends their match; ``otherwise`` if they do not."""
        if not self.unfinished():
            go_on()
            return
        self.ask(kind, go_on, otherwise or (lambda: None))

    def _ask(self, kind: str, yes: Answer, no: Answer) -> None:
        from PySide6.QtWidgets import QMessageBox  # on first use: start-up needs none

        translate = QCoreApplication.translate
        if kind == OPEN:
            title = translate("ReplaceGuard", "Open match")
            text = translate("ReplaceGuard", "Your match is not finished. Opening another "
                             "match ends it, and your statistics count it as abandoned. Open "
                             "the other match?")
        else:
            title = translate("ReplaceGuard", "New game")
            text = translate("ReplaceGuard", "Your match is not finished. A new game ends it, "
                             "and your statistics count it as abandoned. Start a new game?")
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self._parent)
        box.setObjectName("replaceMatchBox")
        box.setDefaultButton(QMessageBox.StandardButton.No)  # keeping the match is the safe side
        box.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        agreed = box.button(QMessageBox.StandardButton.Yes)
        # Only the Yes button goes on: No, Esc and closing the box keep the match.
        box.finished.connect(lambda _result: yes() if box.clickedButton() is agreed else no())
        self.box = box
        box.open()  # not exec(): no nested event loop inside a menu or drop handler
