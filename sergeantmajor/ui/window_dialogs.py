"""The window's own dialogs: Help ▸ How to play, Help ▸ About and Settings ▸ Appearance.

Each is made on first use (none is needed for the first frame) and kept, so that it is shown
again where the player left it. The object takes what the dialogs use: the parent window, the
settings, the rules in force and the tables the appearance applies to, not the window itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget

    from ..app.preferences import Preferences
    from ..engine import Rules
    from .appearance_dialog import AppearanceDialog
    from .help_dialog import HowToPlayDialog
    from .review.launcher import ReviewLauncher
    from .table.view import TableView


class WindowDialogs:
    """Makes, keeps and shows the window's help, about and appearance dialogs."""

    def __init__(self, parent: QWidget, prefs: Preferences, rules: Callable[[], Rules | None],
                 table: Callable[[], TableView], review: ReviewLauncher) -> None:
        self._parent = parent
        self._prefs = prefs
        self._rules = rules
        self._table = table
        self._review = review
        self.help_dialog: HowToPlayDialog | None = None
        self.about_box: QMessageBox | None = None
        self.appearance_dialog: AppearanceDialog | None = None

    def show_help(self) -> None:
        """How to play, for the rules in force (the dialog follows a change of rules)."""
        from .help_dialog import HowToPlayDialog

        rules = self._rules()
        if self.help_dialog is None:
            self.help_dialog = HowToPlayDialog(rules, self._parent)
        elif rules is not None:
            self.help_dialog.set_rules(rules)
        self.help_dialog.show()
        self.help_dialog.raise_()

    def rules_chosen(self, rules: Rules) -> None:
        """A new game's rules: How to play, if open or made, follows them."""
        if self.help_dialog is not None:
            self.help_dialog.set_rules(rules)

    def about(self) -> None:
        """Version, licence, sources, art, translations, credits."""
        from .about import about_box

        self.about_box = about_box(self._parent)

    def appearance(self) -> None:
        """Faces, back and table colour, previewed live on the table and in open reviews."""
        from .appearance import Appearance
        from .appearance_dialog import AppearanceDialog

        dialog = AppearanceDialog(Appearance.load(self._prefs), self._parent)

        def chosen(choice: Appearance) -> None:
            choice.save(self._prefs)
            choice.apply(self._table(), dialog.kde)
            self._review.show_appearance(lambda table: choice.apply(table, dialog.kde))

        dialog.chosen.connect(chosen)
        dialog.open()
        self.appearance_dialog = dialog
