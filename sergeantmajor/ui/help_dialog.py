"""Help ▸ How to play: the rules of the match in force, in the player's language.

A non-modal dialog, so the player can keep it open beside the table. The text comes from
:func:`sergeantmajor.app.rules_help.rules_html` and is rebuilt on every ``LanguageChange``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from sergeantmajor.app.rules_help import rules_html
from sergeantmajor.engine import Rules


class HowToPlayDialog(QDialog):
    """The rules of this game for ``rules``, with each house rule in force explained."""

    def __init__(self, rules: Rules | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("howToPlayDialog")
        self.setModal(False)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self._rules = rules if rules is not None else Rules.preset("rulebook")

        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenExternalLinks(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)

        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(self.buttons)
        # Fits a 1024x640 screen with room for the window frame; the text wraps to any width.
        self.resize(640, 520)
        self.setMinimumSize(360, 280)
        self.retranslate_ui()

    def rules(self) -> Rules:
        """The rules the dialog explains."""
        return self._rules

    def set_rules(self, rules: Rules) -> None:
        """Explain ``rules`` instead (a new match may have other house rules)."""
        self._rules = rules
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every visible text, in the language now installed."""
        self.setWindowTitle(self.tr("How to play"))
        position = self.browser.verticalScrollBar().value()
        self.browser.setHtml(rules_html(self._rules))
        self.browser.verticalScrollBar().setValue(position)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
