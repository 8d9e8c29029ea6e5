"""The main window's menu bar: Game, View, Settings, Language and Help, their actions and texts.

:class:`WindowMenus` makes the menus on the window's menu bar, owns their actions (tests and the
window reach them as ``window.menus.undo_action`` and so on) and writes their texts in the
language in force. What an entry does is the window's: each action calls one of its public
methods, looked up when triggered, so the menus can be made for the first frame, before the
game's parts exist. The texts keep the window's translation context ("MainWindow").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from .main_window import MainWindow

# Settings ▸ Animation speed, in the menu's order.
SPEEDS = ("off", "fast", "normal", "slow")


class WindowMenus(QObject):
    """The menus of ``window``'s menu bar and their actions."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        bar = window.menuBar()
        self.game_menu = bar.addMenu("")
        game = self.game_menu
        self.new_action = self._action(game, lambda: window.new_game_dialog(),
                                       QKeySequence.StandardKey.New, "newGame")
        self.friends_menu = QMenu(window)  # Game ▸ Play with friends
        self.friends_menu.setObjectName("friendsMenu")
        game.addMenu(self.friends_menu)
        self.host_action = self._action(self.friends_menu, lambda: window.friends.host_dialog(),
                                        None, "hostTable")
        self.join_action = self._action(self.friends_menu, lambda: window.friends.join_dialog(),
                                        None, "joinTable")
        self.leave_table_action = self._action(self.friends_menu, lambda: window.friends.leave(),
                                               None, "leaveTable")
        self.leave_table_action.setEnabled(False)
        self.open_action = self._action(game, lambda: window.files.open_dialog(),
                                        QKeySequence.StandardKey.Open, "openMatch")
        self.recent_menu = QMenu(window)  # MatchFiles fills it
        self.recent_menu.setObjectName("recentMenu")
        game.addMenu(self.recent_menu)
        self.save_action = self._action(game, lambda: window.files.save_as(),
                                        QKeySequence.StandardKey.SaveAs, "saveMatch")
        game.addSeparator()
        self.undo_action = self._action(game, lambda: window.undo(), QKeySequence("Ctrl+Z"),
                                        "undo")
        self.redo_action = self._action(game, lambda: window.redo(),
                                        QKeySequence("Ctrl+Shift+Z"), "redo")
        self.undo_action.setEnabled(False)  # the window follows the controller once it is made
        self.redo_action.setEnabled(False)
        self.hint_action = self._action(game, lambda: window.hint(), QKeySequence("H"), "hint")
        self.last_trick_action = self._action(game, lambda: window.show_last_trick(),
                                              QKeySequence("L"), "lastTrick")
        self.scores_action = self._action(game, lambda: window.show_scores(),
                                          QKeySequence("Ctrl+T"), "scoreSheet")
        self.stats_action = self._action(game, lambda: window.show_statistics(), None,
                                         "statistics")
        self.review_action = self._action(game, lambda: window.review.review_current(),
                                          QKeySequence("Ctrl+R"), "review")
        self.review_file_action = self._action(game, lambda: window.review.open_dialog(), None,
                                               "reviewFile")
        game.addSeparator()
        self.quit_action = self._action(game, window.close, QKeySequence.StandardKey.Quit,
                                        "quit")

        self.view_menu = bar.addMenu("")
        self.seen_action = QAction(window)
        self.seen_action.setObjectName("cardsSeen")
        self.seen_action.setShortcuts([QKeySequence("C")])  # not setShortcut: see _action
        self.seen_action.setCheckable(True)
        self.view_menu.addAction(self.seen_action)
        self.seen_action.triggered.connect(lambda on: window.show_cards_seen(on))

        self.settings_menu = bar.addMenu("")
        self.speed_menu = self.settings_menu.addMenu("")
        group = QActionGroup(window)
        self.speed_actions: dict[str, QAction] = {}
        for speed in SPEEDS:
            action = QAction(window)
            action.setCheckable(True)
            action.setChecked(speed == window.prefs.speed)
            action.setObjectName(f"speed_{speed}")
            action.triggered.connect(lambda _=False, s=speed: window.set_speed(s))
            group.addAction(action)
            self.speed_menu.addAction(action)
            self.speed_actions[speed] = action
        self.pause_action = QAction(window)
        self.pause_action.setCheckable(True)
        self.pause_action.setChecked(window.prefs.pause_after_hand)
        self.pause_action.toggled.connect(lambda on: window.set_pause_after_hand(on))
        self.settings_menu.addAction(self.pause_action)
        self.appearance_action = self._action(self.settings_menu,
                                              lambda: window.appearance_dialog(), None,
                                              "appearance")

        self.language_menu: QMenu | None = None
        try:
            from .language_menu import LanguageMenu
        except ImportError:  # the translations may be missing from a stripped build
            pass
        else:
            self.language_menu = LanguageMenu(window)
            bar.addMenu(self.language_menu)

        self.help_menu = bar.addMenu("")
        self.tutorial_action = self._action(self.help_menu,
                                            lambda: window.tutorial.open_chooser(), None,
                                            "tutorial")
        self.how_action = self._action(self.help_menu, lambda: window.show_help(),
                                       QKeySequence.StandardKey.HelpContents, "howToPlay")
        self.about_action = self._action(self.help_menu, lambda: window.about(), None, "about")

    def set_online(self, on: bool) -> None:
        """At a table with friends: what would replace or rewind its match is off, and the
        table can be left (the window's own match comes back then)."""
        for action in (self.new_action, self.open_action, self.tutorial_action,
                       self.host_action, self.join_action):
            action.setEnabled(not on)
        self.recent_menu.setEnabled(not on)
        self.leave_table_action.setEnabled(on)
        self.game_menu.setToolTipsVisible(on)  # undo says why it is off

    def _action(self, menu: QMenu, slot: Callable[[], object],
                shortcut: QKeySequence | QKeySequence.StandardKey | None,
                name: str) -> QAction:
        action = QAction(self.window)
        action.setObjectName(name)
        if shortcut is not None:
            # setShortcuts with a list, not setShortcut, and no QKeySequence copied: PySide6
            # picks those overloads by building all of Qt's 93 enums (~40 ms) the first time.
            keys = shortcut if isinstance(shortcut, QKeySequence) else QKeySequence(shortcut)
            action.setShortcuts([keys])
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def retranslate(self) -> None:
        """Every menu's title and entry in the language in force."""
        translate = QCoreApplication.translate  # lupdate reads translate("MainWindow", "...")
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.new_action.setText(translate("MainWindow", "&New game…"))
        self.hint_action.setText(translate("MainWindow", "&Hint"))
        self.undo_action.setText(translate("MainWindow", "&Undo"))
        self.redo_action.setText(translate("MainWindow", "Re&do"))
        self.last_trick_action.setText(translate("MainWindow", "&Last trick"))
        self.scores_action.setText(translate("MainWindow", "&Score sheet"))
        self.open_action.setText(translate("MainWindow", "&Open match…"))
        self.friends_menu.setTitle(translate("MainWindow", "&Play with friends"))
        self.host_action.setText(translate("MainWindow", "&Host a table…"))
        self.join_action.setText(translate("MainWindow", "&Join a table…"))
        self.leave_table_action.setText(translate("MainWindow", "&Leave the table"))
        self.recent_menu.setTitle(translate("MainWindow", "&Recent matches"))
        self.save_action.setText(translate("MainWindow", "Save match &as…"))
        self.stats_action.setText(translate("MainWindow", "S&tatistics"))
        self.review_action.setText(translate("MainWindow", "Re&view"))
        self.review_file_action.setText(translate("MainWindow", "Review a match &file…"))
        self.view_menu.setTitle(translate("MainWindow", "&View"))
        self.seen_action.setText(translate("MainWindow", "&Cards seen"))
        self.appearance_action.setText(translate("MainWindow", "&Appearance…"))
        self.quit_action.setText(translate("MainWindow", "&Quit"))
        self.settings_menu.setTitle(translate("MainWindow", "&Settings"))
        self.speed_menu.setTitle(translate("MainWindow", "Animation &speed"))
        names = {"off": translate("MainWindow", "Off"), "fast": translate("MainWindow", "Fast"),
                 "normal": translate("MainWindow", "Normal"),
                 "slow": translate("MainWindow", "Slow")}
        for speed, action in self.speed_actions.items():
            action.setText(names[speed])
        self.pause_action.setText(translate("MainWindow", "&Pause after each hand"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.tutorial_action.setText(translate("MainWindow", "&Tutorial…"))
        self.how_action.setText(translate("MainWindow", "&How to play"))
        self.about_action.setText(translate("MainWindow", "&About"))
