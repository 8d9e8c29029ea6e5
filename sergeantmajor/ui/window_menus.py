"""The main window's menu bar: Game, View, Settings, Language and Help, their actions and texts.

:class:`WindowMenus` makes the menus on the window's menu bar, owns their actions (tests and the
window reach them as ``window.menus.undo_action`` and so on) and writes their texts in the
language in force. What an entry does is said by :class:`MenuCommands` (the window follows it):
each action calls one of its methods, looked up when triggered, so the menus can be made for
the first frame, before the game's parts exist. The texts keep the window's translation
context ("MainWindow").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

if TYPE_CHECKING:  # the protocols too: a Protocol class costs start-up time to make
    from typing import Protocol

    from ..app.current_game import CurrentGame, WindowGame
    from ..app.preferences import Preferences

    class _Files(Protocol):
        def open_dialog(self) -> None: ...
        def save_as(self) -> None: ...

    class _Review(Protocol):
        def review_current(self) -> object: ...
        def open_dialog(self) -> None: ...

    class _Friends(Protocol):
        def host_dialog(self) -> None: ...
        def join_dialog(self, invite: str = ...) -> None: ...
        def leave(self, *, quietly: bool = ...) -> None: ...

    class _Tutorial(Protocol):
        def open_chooser(self) -> None: ...

    class MenuCommands(Protocol):
        """What the menus' entries call (the window's parts are made by the time one is
        chosen)."""

        @property
        def prefs(self) -> Preferences: ...
        @property
        def files(self) -> _Files: ...
        @property
        def review(self) -> _Review: ...
        @property
        def friends(self) -> _Friends: ...
        @property
        def tutorial(self) -> _Tutorial: ...
        def new_game_dialog(self) -> None: ...
        def undo(self) -> None: ...
        def redo(self) -> None: ...
        def hint(self) -> None: ...
        def show_last_trick(self) -> None: ...
        def show_scores(self) -> None: ...
        def show_statistics(self) -> None: ...
        def close(self) -> bool: ...
        def show_cards_seen(self, on: bool) -> None: ...
        def set_speed(self, speed: str) -> None: ...
        def set_pause_after_hand(self, on: bool) -> None: ...
        def appearance_dialog(self) -> None: ...
        def show_help(self) -> None: ...
        def about(self) -> None: ...


# Settings ▸ Animation speed, in the menu's order.
SPEEDS = ("off", "fast", "normal", "slow")


class WindowMenus(QObject):
    """The menus of ``bar`` and their actions (children of ``parent``), calling ``window``."""

    def __init__(self, bar: QMenuBar, parent: QWidget, window: MenuCommands) -> None:
        super().__init__(parent)
        self._parent = parent
        # (entry, its keys) until add_shortcuts(): see there
        self._shortcuts: list[tuple[QAction, str]] = []
        self.game_menu = bar.addMenu("")
        game = self.game_menu
        self.new_action = self._action(game, lambda: window.new_game_dialog(),
                                       "standard:New", "newGame")
        self.friends_menu = QMenu(parent)  # Game ▸ Play with friends
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
                                        "standard:Open", "openMatch")
        self.recent_menu = QMenu(parent)  # MatchFiles fills it
        self.recent_menu.setObjectName("recentMenu")
        game.addMenu(self.recent_menu)
        self.save_action = self._action(game, lambda: window.files.save_as(),
                                        "standard:SaveAs", "saveMatch")
        game.addSeparator()
        self.undo_action = self._action(game, lambda: window.undo(), "Ctrl+Z",
                                        "undo")
        self.redo_action = self._action(game, lambda: window.redo(),
                                        "Ctrl+Shift+Z", "redo")
        self.undo_action.setEnabled(False)  # the window follows the controller once it is made
        self.redo_action.setEnabled(False)
        self.hint_action = self._action(game, lambda: window.hint(), "H", "hint")
        self.last_trick_action = self._action(game, lambda: window.show_last_trick(),
                                              "L", "lastTrick")
        self.scores_action = self._action(game, lambda: window.show_scores(),
                                          "Ctrl+T", "scoreSheet")
        self.stats_action = self._action(game, lambda: window.show_statistics(), None,
                                         "statistics")
        self.review_action = self._action(game, lambda: window.review.review_current(),
                                          "Ctrl+R", "review")
        self.review_file_action = self._action(game, lambda: window.review.open_dialog(), None,
                                               "reviewFile")
        game.addSeparator()
        self.quit_action = self._action(game, window.close, "standard:Quit",
                                        "quit")

        self.view_menu = bar.addMenu("")
        self.seen_action = QAction(parent)
        self.seen_action.setObjectName("cardsSeen")
        self._shortcuts.append((self.seen_action, "C"))
        self.seen_action.setCheckable(True)
        self.view_menu.addAction(self.seen_action)
        self.seen_action.triggered.connect(lambda on: window.show_cards_seen(on))

        self.settings_menu = bar.addMenu("")
        self.speed_menu = self.settings_menu.addMenu("")
        group = QActionGroup(parent)
        self.speed_actions: dict[str, QAction] = {}
        for speed in SPEEDS:
            action = QAction(parent)
            action.setCheckable(True)
            action.setChecked(speed == window.prefs.speed)
            action.setObjectName(f"speed_{speed}")
            action.triggered.connect(lambda _=False, s=speed: window.set_speed(s))
            group.addAction(action)
            self.speed_menu.addAction(action)
            self.speed_actions[speed] = action
        self.pause_action = QAction(parent)
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
            self.language_menu = LanguageMenu(parent)
            bar.addMenu(self.language_menu)

        self.help_menu = bar.addMenu("")
        self.tutorial_action = self._action(self.help_menu,
                                            lambda: window.tutorial.open_chooser(), None,
                                            "tutorial")
        self.how_action = self._action(self.help_menu, lambda: window.show_help(),
                                       "standard:HelpContents", "howToPlay")
        self.about_action = self._action(self.help_menu, lambda: window.about(), None, "about")

    def follow(self, current: CurrentGame) -> None:
        """Keep the entries in step with the game on the table (made after the menus)."""
        current.changed.connect(self._game_changed)
        current.undo_changed.connect(lambda: self._undo_changed(current.game))
        self._undo_changed(current.game)

    def _game_changed(self, game: WindowGame) -> None:
        self.set_online(not game.replaceable())

    def _undo_changed(self, game: WindowGame) -> None:
        self.undo_action.setEnabled(game.can_undo())
        self.redo_action.setEnabled(game.can_redo())
        why = ""
        if not game.replaceable():  # the friends' match: nobody takes a move back
            from .online.texts import undo_offline_only

            why = undo_offline_only()
        self.undo_action.setToolTip(why)
        self.redo_action.setToolTip(why)

    def set_online(self, on: bool) -> None:
        """At a table with friends: what would replace or rewind its match is off, and the
        table can be left (the window's own match comes back then)."""
        for action in (self.new_action, self.open_action, self.tutorial_action,
                       self.host_action, self.join_action):
            action.setEnabled(not on)
        self.recent_menu.setEnabled(not on)
        self.leave_table_action.setEnabled(on)
        self.game_menu.setToolTipsVisible(on)  # undo says why it is off

    def _action(self, menu: QMenu, slot: Callable[[], object], keys: str | None,
                name: str) -> QAction:
        """An entry of ``menu`` calling ``slot``; ``keys`` its shortcut, given by
        :meth:`add_shortcuts`: a key text ("Ctrl+Z") or a standard key ("standard:Quit")."""
        action = QAction(self._parent)
        action.setObjectName(name)
        if keys is not None:
            self._shortcuts.append((action, keys))
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def add_shortcuts(self) -> None:
        """Give the entries their keyboard shortcuts (once; the window does it right after its
        first frame: QKeySequence's first use builds its 71 Python enums, which that frame,
        the menu bar's titles, does not need)."""
        from PySide6.QtGui import QKeySequence

        for action, keys in self._shortcuts:
            standard = keys.removeprefix("standard:")
            # setShortcuts with a list, not setShortcut, and no QKeySequence copied: PySide6
            # picks those overloads by building all of Qt's 93 enums (~40 ms) the first time.
            sequence = (QKeySequence(QKeySequence.StandardKey[standard]) if standard != keys
                        else QKeySequence(keys))
            action.setShortcuts([sequence])
        self._shortcuts.clear()

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
