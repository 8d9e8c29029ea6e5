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
from ..last_folder import remember_folder

# The review window (and its analysis, the Expert's machinery) loads on first use, the engine
# when a record is first read: the first frame of the game needs none of it.
if TYPE_CHECKING:
    from ...app.current_game import CurrentGame
    from ..main_window import MainWindow
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

    Made with the window's menus (its buttons are in the status bar from the first frame, so
    the bar keeps its height); :meth:`attach` follows the table once the window has one."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.reviews: list[ReviewWindow] = []
        self.online = False  # the window sits at a table with friends
        # asked before an unfinished match on the table gives way to a deal played again
        self.ask_replace: Callable[[], bool] = self._ask_replace
        bar = window.statusBar()
        # beside the hand's summary and the match's result (they are scene notices)
        self.review_button = QPushButton(bar)
        self.review_button.setObjectName("reviewHandButton")
        self.review_button.clicked.connect(self.review_current)
        self.again_button = QPushButton(bar)
        self.again_button.setObjectName("playDealAgainButton")
        self.again_button.clicked.connect(self.play_last_hand_again)
        for button in (self.review_button, self.again_button):
            bar.addPermanentWidget(button)
            button.hide()
        self.retranslate_ui()

    def attach(self, table: TableView, current: CurrentGame) -> None:
        """Show the buttons beside ``table``'s summaries; hide them at a new match on it."""
        table.hand_scored.connect(self._summary_shown)
        table.match_over.connect(self._summary_shown)
        table.hand_summary_closed.connect(self._summary_closed)
        current.match_started.connect(lambda _view: self._summary_closed())

    def set_online(self, on: bool) -> None:
        """At a table with friends no deal can be played again (the match is the server's);
        the review shows what this seat saw."""
        self.online = on
        self._summary_closed()

    def retranslate_ui(self) -> None:
        self.review_button.setText(self.tr("Review"))
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
        record = self.window.game.record()  # at a table with friends: the seat's own
        if record is None:
            self.window.show_status(self.tr("There is no match to review yet."))
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

        dialog = QFileDialog(self.window, self.tr("Review a match file"))
        dialog.setObjectName("reviewFileDialog")
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setDirectory(self.window.files.start_folder())
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
            remember_folder(self.window.prefs, path)
            return self.open_record(data)
        try:
            record, _match = read_match(path)
        except Exception as exc:  # every error a record can raise, as `check` catches them
            reason = check_reason(path, exc)
            log.info("record refused for review: %s", reason)
            self._tell(fill(self.tr("This file cannot be reviewed:\n%1"),
                            words.record_error_text(exc)), reason)
            return None
        remember_folder(self.window.prefs, path)
        return self.open_record(record)

    def open_record(self, record: dict[str, Any]) -> ReviewWindow | None:
        """A review window over ``record`` (refused with the reason if it breaks a rule)."""
        from ...engine.errors import IllegalActionError, RecordError
        from .window import ReviewWindow

        try:
            review = ReviewWindow(record, self.window, speed=self.window.table.speed_name)
        except (RecordError, IllegalActionError) as exc:
            from ...app import words

            self._tell(fill(self.tr("This file cannot be reviewed:\n%1"),
                            words.record_error_text(exc)), str(exc))
            return None
        review.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose, True)  # no pile of old ones
        from ..appearance import Appearance

        Appearance.load(self.window.prefs).apply(review.table)  # the player's deck and felt
        # Export this deal… opens where the match files went last, and is remembered.
        review.start_folder = self.window.files.start_folder
        review.exported.connect(lambda path: remember_folder(self.window.prefs, path))
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
        record = self.window.controller.record()
        if record is not None:
            self.play_again(record, last_played_hand(record))

    def _play_again_from_review(self, record: dict[str, Any], hand: int,
                                seat: int | None = None) -> None:
        controller = self.window.controller
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
            self.window, self.tr("Play this deal again"),
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

        window = self.window
        try:
            match = match_for_hand(record, hand)
        except (RecordError, IllegalActionError) as exc:  # never for a checked record
            from ...app import words

            self._tell(words.record_error_text(exc), str(exc))
            return False
        players = [dict(p) for p in record["players"]]
        if not any(p.get("kind") == "human" for p in players):
            mine = seat if seat is not None and 0 <= seat < len(players) else 0
            players[mine] = {"name": window.prefs.player_name, "kind": "human"}
        window.controller.resume(match, players)
        window.statistics.mark_replay()
        window.score_model.reset(match, window.table.names())
        window.show_status(fill(self.tr("Hand %1 dealt again: the same cards and scores"),
                                hand + 1))
        window.raise_()
        return True

    def _tell(self, text: str, details: str = "") -> None:
        from ..error_box import warning_box

        self.box = warning_box(self.window, "reviewFileBox", self.tr("Review"), text, details)

    def show_appearance(self, apply: Callable[[TableView], None]) -> None:
        """The player chose another deck or felt: every open review shows it too."""
        for review in self.reviews:
            apply(review.table)

    def close_all(self) -> None:
        """The main window closes: stop every analysis."""
        for review in list(self.reviews):
            review.close()
