"""The tutorial's offer at the very first start, made without loading the tutorial.

The offer shows at a first start, right after the game is made. Making the tutorial's runner
for it would import the lessons, the session, the guide, the panel and the highlights (a dozen
modules, about 2 MB resident) for a player who may answer "Not now"; :func:`offer_tutorial`
needs only Qt, and the runner is made when the player accepts. The runner makes the same offer
through this function once it exists.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

if TYPE_CHECKING:
    from ...app.preferences import Preferences


def offer_tutorial(prefs: Preferences, parent: QWidget, start: Callable[[], None],
                   later: Callable[[], None] | None = None) -> QMessageBox | None:
    """Offer the tutorial once (a window-modal question over ``parent``); ``start()`` is
    called if the player accepts, ``later()`` otherwise (the first deal waits for the answer).
    ``None`` if it was offered before, else the open box."""
    if prefs.tutorial_offered:
        return None
    prefs.tutorial_offered = True  # "not now" is remembered: it is never offered again
    translate = QCoreApplication.translate
    box = QMessageBox(QMessageBox.Icon.Question, translate("TutorialRunner", "Tutorial"),
                      translate("TutorialRunner", "New to Sergeant Major? Five short lessons "
                                "teach the game at the table."),
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("tutorialOffer")
    accept = box.addButton(translate("TutorialRunner", "Start the tutorial"),
                           QMessageBox.ButtonRole.AcceptRole)
    accept.setObjectName("tutorialOfferStart")
    box.addButton(translate("TutorialRunner", "Not now"),
                  QMessageBox.ButtonRole.RejectRole).setObjectName("tutorialOfferLater")
    # Anything but the start button (Not now, Esc, closing the box) is "later".
    box.finished.connect(lambda _result: start() if box.clickedButton() is accept
                         else later() if later is not None else None)
    box.open()  # not exec(): no nested event loop
    return box
