"""The Language menu: English, Español, Български, each named in its own language.

Choosing one installs it at once (every widget retranslates itself: Qt's on ``LanguageChange``,
the game's on the language manager's ``language_changed``) and remembers it for the next start.
If the catalogue cannot be loaded the game stays in English, the English entry is checked again,
and :attr:`LanguageMenu.switch_failed` carries the reason.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from sergeantmajor.app import i18n


class LanguageMenu(QMenu):
    """A menu of exclusive, checkable languages that switches and saves the choice."""

    #: The code now in force, after a successful switch.
    language_switched = Signal(str)
    #: Why a switch failed (translated); the game is then in English.
    switch_failed = Signal(str)

    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None,
                 show_errors: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("languageMenu")
        self._settings = settings
        self._show_errors = show_errors
        self._group = QActionGroup(self)
        self._group.setExclusive(True)
        self._actions: dict[str, QAction] = {}
        for code, name in i18n.LANGUAGES:
            action = QAction(self)  # not QAction(name, self): see ReviewLauncher's buttons
            action.setText(name)  # the language's own name: never translated
            action.setCheckable(True)
            action.setData(code)
            action.setObjectName(f"language_{code}")
            self._group.addAction(action)
            self.addAction(action)
            self._actions[code] = action
        self._group.triggered.connect(self._on_triggered)
        # Someone else may switch (start-up, --lang): keep the check mark true. Told by the
        # manager, not by a changeEvent override (see MainWindow.__init__ for why).
        i18n.manager().language_changed.connect(self._language_changed)
        self._sync_checks(i18n.current_language())
        self.retranslate_ui()

    def action_for(self, code: str) -> QAction:
        """The menu entry of ``code`` (tests and keyboard shortcuts use it)."""
        return self._actions[code]

    def switch_to(self, code: str) -> bool:
        """Install ``code``, save it, tell listeners; ``False`` if the game fell back to English."""
        ok = i18n.install_language(code)
        if ok:
            i18n.save_language(code, self._settings)
            self.language_switched.emit(code)
        else:
            message = i18n.last_warning() or ""
            self.switch_failed.emit(message)
            if self._show_errors:
                from PySide6.QtWidgets import QMessageBox  # only when a switch fails

                box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Language"), message,
                                  QMessageBox.StandardButton.Ok, self.parentWidget())
                box.setObjectName("languageErrorBox")
                # Imported here: the first use of the Qt namespace builds its 93 Python enums
                # (some 30 ms), which the menu made before the first frame must not pay.
                from PySide6.QtCore import Qt

                box.setTextFormat(Qt.TextFormat.PlainText)  # the message names a file
                box.open()  # not exec(): never a nested event loop inside a menu handler
        self._sync_checks(i18n.current_language())
        return ok

    def retranslate_ui(self) -> None:
        """The menu title and tooltips in the language now installed."""
        self.setTitle(self.tr("&Language"))
        self.setToolTipsVisible(True)
        for code, action in self._actions.items():
            action.setToolTip(i18n.fill(self.tr("Show the game in %1"), i18n.language_name(code)))

    def _language_changed(self, code: str) -> None:
        self._sync_checks(code)
        self.retranslate_ui()

    def _on_triggered(self, action: QAction) -> None:
        code = action.data()
        if code != i18n.current_language():
            self.switch_to(code)

    def _sync_checks(self, code: str) -> None:
        if code in self._actions:
            self._actions[code].setChecked(True)
