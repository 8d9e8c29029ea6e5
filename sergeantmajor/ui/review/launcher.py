"""The main window's side of the review: Game ▸ Review, Review a match file…, the buttons
beside a hand's summary and the match result, and "Play this deal again".

A record from a file is read by the game's one file reader and checked exactly as
``sergeantmajor check`` checks it (:func:`read_match`); one that fails is refused with a
sentence in the player's language, check's own line behind "Details".
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6 import QtCore  # QtCore.Qt where used: its enums are not built for the first frame
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QPushButton

from ...app.i18n import fill

# The review window (and its analysis, the Expert's machinery) loads on first use, the engine
# when a record is first read: the first frame of the game needs none of it.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar, QWidget

    from ...app.controller import GameController
    from ...app.current_game import CurrentGame
    from ...app.preferences import Preferences
    from ...app.statistics import StatisticsRecorder
    from ..table.view import TableView
    from .window import ReviewWindow

log = logging.getLogger(__name__)


def last_played_hand(record: dict[str, Any]) -> int:
    """The hand (0-based) being played or just scored: a hand just dealt with no move yet
    is the next one, not the one the player means."""
    hands = record["hands"]
    fresh = not any(hands[-1].get(k) for k in ("plays", "discard", "exchange", "trump",
                                               "targets"))
    return len(hands) - 2 if fresh and len(hands) > 1 else len(hands) - 1


class ReviewLauncher(QObject):
    """Opens review windows for the main window and plays their deals again there.

    Made with the window's menus (its buttons are in the status bar ``bar`` from the first
    frame, so the bar keeps its height); :meth:`attach` follows the table once the window has
    one. Boxes and dialogs are window-modal to ``parent``; sentences go to ``status``."""

    def __init__(self, parent: QWidget, bar: QStatusBar, prefs: Preferences,
                 status: Callable[[str], None]) -> None:
        super().__init__(parent)
        self._parent = parent
        self.prefs = prefs
        self._status = status
        self.reviews: list[ReviewWindow] = []
        self.online = False  # the window sits at a table with friends
        # asked before an unfinished match on the table gives way to a deal played again
        self.ask_replace: Callable[[], bool] = self._ask_replace
        # what attach() gives: the table, the game on it, the window's own game, the
        # statistics, and where the file dialogs open
        self._table: TableView | None = None
        self._current: CurrentGame | None = None
        self._own: GameController | None = None
        self._statistics: StatisticsRecorder | None = None
        self._start_folder: Callable[[], str] = lambda: ""
        # beside the hand's summary and the match's result (they are scene notices)
        # Made without a parent (the bar takes them): PySide6 would try QPushButton(QIcon,
        # ...) on a QPushButton(bar) and build QIcon's 151 Python enums before the first frame.
        self.review_button = QPushButton()
        self.review_button.setObjectName("reviewHandButton")
        self.review_button.clicked.connect(self.review_current)
        self.again_button = QPushButton()
        self.again_button.setObjectName("playDealAgainButton")
        self.again_button.clicked.connect(self.play_last_hand_again)
        for button in (self.review_button, self.again_button):
            bar.addPermanentWidget(button)
            button.hide()
        self.retranslate_ui()

    def attach(self, table: TableView, current: CurrentGame, own: GameController,
               statistics: StatisticsRecorder, start_folder: Callable[[], str]) -> None:
        """Follow ``table`` and the game on it (``current``): the buttons show beside the
        table's summaries and hide at a new match. A deal played again goes to ``own`` (the
        window's own game; ``statistics`` mark it); the file dialogs open at
        ``start_folder()``."""
        self._table, self._current, self._own = table, current, own
        self._statistics, self._start_folder = statistics, start_folder
        current.changed.connect(lambda game: self.set_online(not game.replaceable()))
        table.hand_scored.connect(self._summary_shown)
        table.match_over.connect(self._summary_shown)
        table.hand_summary_closed.connect(self._summary_closed)
        current.match_started.connect(lambda _view: self._summary_closed())

    def _remember_folder(self, path: str) -> None:
        from ..last_folder import remember_folder  # here: QStandardPaths is no first-frame need

        remember_folder(self.prefs, path)

    def set_online(self, on: bool) -> None:
        """At a table with friends no deal can be played again (the match is the server's);
        the review shows what this seat saw."""
        self.online = on
        self._summary_closed()

    def retranslate_ui(self) -> None:
        self.review_button.setText(self.tr("Review", "button"))
        self.again_button.setText(self.tr("Play this deal again"))
        for review in self.reviews:
            review.retranslate_ui()

    def _summary_shown(self) -> None:
        self.review_button.show()
        if not self.online:  # at a table with friends no deal is played again
            self.again_button.show()

    def _summary_closed(self) -> None:
        self.review_button.hide()
        self.again_button.hide()

    # ------------------------------------------------------------------ opening
    def review_current(self) -> ReviewWindow | None:
        """Game ▸ Review: the match on the table, from its record, at its last position."""
        # at a table with friends: the seat's own record
        record = self._current.game.record() if self._current is not None else None
        if record is None:
            self._status(self.tr("There is no match to review yet."))
            return None
        review = self.open_record(record)
        if review is not None:
            starts = review.replay.hand_starts()
            if "hands" in record:
                review.go(starts[last_played_hand(record)])
            else:  # a seat record: the hand just played, not a fresh deal after it
                fresh = len(starts) > 1 and starts[-1] == len(review.replay) - 1
                review.go(starts[-2] if fresh else starts[-1])
        return review

    def open_dialog(self) -> None:
        """Game ▸ Review a match file…"""
        from PySide6.QtWidgets import QFileDialog

        dialog = QFileDialog(self._parent, self.tr("Review a match file"))
        dialog.setObjectName("reviewFileDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setDirectory(self._start_folder())
        dialog.setNameFilter(self.tr("Match records (*.json);;All files (*)"))
        dialog.fileSelected.connect(self.open_path)
        self.dialog = dialog
        dialog.open()

    def open_path(self, path: str) -> ReviewWindow | None:
        """Check the record at ``path`` as ``check`` does, then review it."""
        from ...app import words
        from ...engine.files import FileRefusedError, read_json
        from ...engine.record import MAX_RECORD_BYTES, check_reason, read_match
        from ...net.seat_record import is_seat_record

        try:  # a seat's own record of a match with friends is reviewed from that seat
            data = read_json(path, limit=MAX_RECORD_BYTES)
        except (FileRefusedError, ValueError):
            data = None  # read_match says what is wrong with it, in check's words
        if is_seat_record(data):
            self._remember_folder(path)
            return self.open_record(data)
        try:
            record, _match = read_match(path)
        except Exception as exc:  # every error a record can raise, as `check` catches them
            reason = check_reason(path, exc)
            log.info("record refused for review: %s", reason)
            self._tell(fill(self.tr("This file cannot be reviewed:\n%1"),
                            words.record_error_text(exc)), reason)
            return None
        self._remember_folder(path)
        return self.open_record(record)

    def open_record(self, record: dict[str, Any]) -> ReviewWindow | None:
        """A review window over ``record`` (refused with the reason if it breaks a rule)."""
        from ...engine.errors import IllegalActionError, RecordError
        from .window import ReviewWindow

        try:
            speed = self._table.speed_name if self._table is not None else "normal"
            review = ReviewWindow(record, self._parent, speed=speed)
        except (RecordError, IllegalActionError) as exc:
            from ...app import words

            self._tell(fill(self.tr("This file cannot be reviewed:\n%1"),
                            words.record_error_text(exc)), str(exc))
            return None
        review.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose, True)  # no pile of old ones
        from ..appearance import Appearance

        Appearance.load(self.prefs).apply(review.table)  # the player's deck and felt
        # Export this deal… opens where the match files went last, and is remembered.
        review.start_folder = self._start_folder
        review.exported.connect(lambda path: self._remember_folder(path))
        review.play_again.connect(  # the seat viewed is the player's if nobody's is
            lambda rec, hand, r=review: self._play_again_from_review(rec, hand, r.seat))
        review.destroyed.connect(lambda _=None, r=review: self._forget(r))
        self.reviews.append(review)
        review.show()
        review.raise_()
        return review

    def _forget(self, review: ReviewWindow) -> None:
        if review in self.reviews:
            self.reviews.remove(review)

    # ------------------------------------------------------------------ the deal again
    def play_last_hand_again(self) -> None:
        """From the hand's summary: the hand just scored, with the same cards and scores."""
        record = self._own.record() if self._own is not None else None
        if record is not None:
            self.play_again(record, last_played_hand(record))

    def _play_again_from_review(self, record: dict[str, Any], hand: int,
                                seat: int | None = None) -> None:
        controller = self._own
        if controller is None:
            return
        view = controller.view() if controller.has_match() else None
        unfinished = view is not None and view.winner is None
        # the hand on the table again costs nothing; anything else drops the match's progress
        same_hand = record == controller.record() and hand == last_played_hand(record)
        if unfinished and not same_hand and not self.ask_replace():
            return
        self.play_again(record, hand, seat)

    def _ask_replace(self) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self._parent, self.tr("Play this deal again"),
            self.tr("The match on the table is not finished; playing this deal again ends it "
                    "there. Play the deal again?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def play_again(self, record: dict[str, Any], hand: int, seat: int | None = None) -> bool:
        """Restart ``hand`` (0-based) of ``record`` on the main table, the same cards and
        scores before it; the statistics keep the match out of the win counts.

        A record of computer players only (a demo's) gives the player ``seat`` (the seat the
        review showed; seat 0 by default): else nobody would ever have a turn (issue 25).
        """
        from ...engine.errors import IllegalActionError, RecordError
        from ...engine.replay_deal import match_for_hand

        if self._own is None:
            return False
        try:
            match = match_for_hand(record, hand)
        except (RecordError, IllegalActionError) as exc:  # never for a checked record
            from ...app import words

            self._tell(words.record_error_text(exc), str(exc))
            return False
        players = [dict(p) for p in record["players"]]
        if not any(p.get("kind") == "human" for p in players):
            mine = seat if seat is not None and 0 <= seat < len(players) else 0
            players[mine] = {"name": self.prefs.player_name, "kind": "human"}
        self._own.resume(match, players)  # the score sheet and the table follow its start
        if self._statistics is not None:
            self._statistics.mark_replay()
        self._status(fill(self.tr("Hand %1 dealt again: the same cards and scores"), hand + 1))
        self._parent.window().raise_()
        return True

    def _tell(self, text: str, details: str = "") -> None:
        from ..error_box import warning_box

        self.box = warning_box(self._parent, "reviewFileBox", self.tr("Review"), text, details)

    def show_appearance(self, apply: Callable[[TableView], None]) -> None:
        """The player chose another deck or felt: every open review shows it too."""
        for review in self.reviews:
            apply(review.table)

    def close_all(self) -> None:
        """The main window closes: stop every analysis."""
        for review in list(self.reviews):
            review.close()
