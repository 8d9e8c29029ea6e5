"""Help ▸ About: the version, the licence, where the rules and the card art come from, the
translations and the credits, in the player's language and with no links to follow.
"""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from .. import __version__
from ..app.i18n import fill


def about_paragraphs() -> list[str]:
    """The About box's paragraphs after its title, each a whole sentence or two."""
    translate = QCoreApplication.translate
    return [
        translate("About", "The three-player trick-taking card game."),
        translate("About", "Licence: the GNU General Public License, version 3 or any later "
                  "version. You may share and change the game under its terms; it comes with "
                  "no warranty."),
        translate("About", "Rules: the Spanish rulebook of the game as it is played today, its "
                  "Bulgarian edition, and an English overview of the game and its house "
                  "rules."),
        translate("About", "Card art: the game's own faces and backs were drawn for it and "
                  "share its licence. The KDE card decks offered in Appearance are the ones "
                  "installed on this computer, by the KDE Games artists, each under its own "
                  "licence."),
        translate("About", "Translations: Spanish and Bulgarian by the Sergeant Major "
                  "developers, in the words of the Spanish and Bulgarian rulebooks."),
        translate("About", "Credits: written by the Sergeant Major developers with Python and "
                  "Qt for Python (PySide6). The text is set in the DejaVu Sans font, under the "
                  "DejaVu fonts licence."),
    ]


def about_box(parent: QWidget) -> QMessageBox:
    """The About box over ``parent``, open (deleted once closed)."""
    translate = QCoreApplication.translate
    box = QMessageBox(QMessageBox.Icon.Information,
                      translate("About", "About Sergeant Major"),
                      fill(translate("About", "Sergeant Major (3-5-8) %1"), __version__),
                      QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("aboutBox")
    box.setTextFormat(QtCore.Qt.TextFormat.PlainText)  # nothing in it is a link
    box.setInformativeText("\n\n".join(about_paragraphs()))
    box.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()  # not exec(): no nested event loop inside a menu handler
    return box
