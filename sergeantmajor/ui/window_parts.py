"""The game in the main window, made right after its first frame (``MainWindow.build``).

:class:`WindowParts` makes the window's own game (the controller), the relay of the game on
the table (:class:`~sergeantmajor.app.current_game.CurrentGame`), the table, and the parts that
follow them, each given what it uses: the statistics, the guard against ending an unfinished
match, the match files, the window's own match, the score sheet; and it attaches the review and
the menus (made with the first frame) to them. Everything is connected here, once: taking a
seat at a table with friends and leaving it only switch the relay.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..app.controller import GameController
from ..app.current_game import CurrentGame
from .appearance import Appearance
from .match_files import MatchFiles
from .own_match import OwnMatch
from .replace_guard import ReplaceGuard
from .scores import Scores
from .table.view import TableView
from .window_statistics import WindowStatistics

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..app.preferences import Preferences
    from .felt import TableArea
    from .review.launcher import ReviewLauncher
    from .window_menus import WindowMenus


class WindowParts:
    """The game's parts of one window, wired to each other."""

    def __init__(self, window: QWidget, prefs: Preferences, area: TableArea,
                 menus: WindowMenus, review: ReviewLauncher, status: Callable[[str], None],
                 ask_resume: Callable[[], bool]) -> None:
        """Parts of ``window`` (their Qt parent, and the boxes' and dialogs'), the table in
        ``area``; ``status`` says a sentence in the status bar, ``ask_resume`` whether to
        resume the saved match at start."""
        self.controller = controller = GameController(window)
        self.current = current = CurrentGame(controller, window)
        self.table = table = TableView(controller, area)
        current.changed.connect(table.set_port)
        area.put_table(table)
        table.set_speed(prefs.speed)
        table.pause_after_hand = prefs.pause_after_hand
        table.status.connect(status)
        Appearance.load(prefs).apply(table)
        self.stats = WindowStatistics(current, status, window)
        self.guard = guard = ReplaceGuard(controller, window)
        self.files = files = MatchFiles(window, prefs, current, controller, guard, status,
                                        menus.recent_menu)
        self.own = OwnMatch(controller, prefs, guard, files, status, ask_resume, window)
        self.scores = Scores(current, table, window)
        review.attach(table, current, controller, self.stats.recorder, files.start_folder)
        menus.follow(current)
        table.retranslate()
