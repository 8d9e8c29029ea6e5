"""The review window: the game's table fed from a match record, step by step.

The table is the game's own :class:`TableView`, fed through its one way in, a
:class:`ReplayPort`: a step forward feeds the table the move's events as the viewing seat saw
them (so it animates as in play); any other jump shows the model built from the cursor's seat
view (:func:`review_model`) with the table's public ``show_model``. The analysis runs in a
worker thread (:class:`AnalysisRunner`); "Play this deal again" and "Export this deal" go through
:mod:`sergeantmajor.engine.replay_deal`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...ai.analysis import Analysis, Decision, default_seat
from ...app.i18n import fill
from ...app.table_port import ReplayPort
from ...engine.record import save_record
from ...engine.replay_cursor import ReplayCursor
from ...engine.replay_deal import deal_record
from ...net.seat_record import SeatReplay, is_seat_record
from ...seats import Seat
from ..plain_text import keep_plain
from ..table.view import TableView
from . import texts
from .analysis_runner import AnalysisRunner
from .positions import player_seat, review_model

log = logging.getLogger(__name__)


class ReviewWindow(QMainWindow):
    """Replay a recorded match on the table, analyse a seat, replay or export a deal."""

    play_again = Signal(object, int)  # the record, the 0-based hand to play again
    exported = Signal(str)  # the path a deal was written to

    def __init__(self, record: dict[str, Any], parent: QWidget | None = None,
                 speed: str = "fast") -> None:
        super().__init__(parent)
        self.setObjectName("reviewWindow")
        # A seat's own record of a match with friends shows only that seat, as it saw it.
        self.own_seat_only = is_seat_record(record)
        self.replay: ReplayCursor | SeatReplay = (
            SeatReplay.from_record(record) if self.own_seat_only
            else ReplayCursor.from_record(record))  # raises as `check` does
        self.record = record
        self.seat = (self.replay.seat if isinstance(self.replay, SeatReplay)
                     else default_seat(self.replay.players))
        self.player_seat = (self.seat if self.own_seat_only  # who "you" are in the sentences
                            else player_seat(self.replay.players))
        self.show_all = False
        self.analysis: Analysis | None = None
        self.start_folder: Callable[[], str] = lambda: ""  # where Export opens ("": Qt's)
        seats = [Seat(p.get("name", ""), p.get("kind", "bot:basic")) for p in self.replay.players]
        # the port's player is the record's human: the names and sentences follow that seat,
        # whichever seat the table is seen from (the model says whose cards show)
        self.port = ReplayPort(seats, self.player_seat, self)
        self.table = TableView(self.port, self)
        self.table.set_speed(speed)
        self.table.pause_after_hand = False
        self.table.status.connect(lambda text: self.statusBar().showMessage(text))
        self.runner = AnalysisRunner(self)
        self.runner.progressed.connect(self._progress)
        self.runner.finished.connect(self._analysed)
        self.runner.cancelled.connect(self._analysis_cancelled)
        self.runner.failed.connect(self._analysis_failed)
        self._build()
        if self.own_seat_only:  # no other seat's eyes, no hidden card, no deal to replay
            for widget in (self.seat_box, self.all_box, self.again_button, self.export_button):
                widget.setEnabled(False)
        self.retranslate_ui()
        self.resize(1024, 720)
        self.go(0)

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        central = QWidget(self)
        box = QVBoxLayout(central)
        box.setContentsMargins(4, 4, 4, 4)
        box.addWidget(self.table, 1)
        steps = QHBoxLayout()
        self.step_actions: dict[str, QAction] = {}
        keys = {
            "start": [QKeySequence(Qt.Key.Key_Home)],
            "hand_back": [QKeySequence(Qt.Key.Key_PageUp), QKeySequence("Ctrl+Up")],
            "trick_back": [QKeySequence("Ctrl+Left")],
            "move_back": [QKeySequence(Qt.Key.Key_Left)],
            "move_next": [QKeySequence(Qt.Key.Key_Right)],
            "trick_next": [QKeySequence("Ctrl+Right")],
            "hand_next": [QKeySequence(Qt.Key.Key_PageDown), QKeySequence("Ctrl+Down")],
            "end": [QKeySequence(Qt.Key.Key_End)],
        }
        # glyphs every font of the table has (the media-control ones are often missing)
        glyphs = {"start": "|◀", "hand_back": "◀◀◀", "trick_back": "◀◀", "move_back": "◀",
                  "move_next": "▶", "trick_next": "▶▶", "hand_next": "▶▶▶", "end": "▶|"}
        for name, shortcut in keys.items():
            if name == "move_next":  # the slider sits between back and forward buttons
                self.slider = QSlider(Qt.Orientation.Horizontal, central)
                self.slider.setObjectName("reviewSlider")
                self.slider.setRange(0, len(self.replay) - 1)
                self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                self.slider.valueChanged.connect(self._slid)
                steps.addWidget(self.slider, 1)
            action = QAction(glyphs[name], self)
            action.setObjectName(f"review_{name}")
            action.setShortcuts(shortcut)
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _=False, n=name: self.step(n))
            self.addAction(action)
            button = QToolButton(central)
            button.setDefaultAction(action)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            steps.addWidget(button)
            self.step_actions[name] = action
        box.addLayout(steps)
        row = QHBoxLayout()
        self.position_label = QLabel(central)
        self.position_label.setObjectName("reviewPosition")
        row.addWidget(self.position_label, 1)
        self.seat_label = QLabel(central)
        keep_plain(self.position_label, self.seat_label)  # the players' names are anybody's
        row.addWidget(self.seat_label)
        self.seat_box = QComboBox(central)
        self.seat_box.setObjectName("reviewSeat")
        self.seat_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for _ in range(self.replay.rules.players):
            self.seat_box.addItem("")
        self.seat_box.setCurrentIndex(self.seat)
        self.seat_box.currentIndexChanged.connect(self.set_seat)
        row.addWidget(self.seat_box)
        self.all_box = QCheckBox(central)
        self.all_box.setObjectName("reviewShowAll")
        self.all_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.all_box.toggled.connect(self.set_show_all)
        row.addWidget(self.all_box)
        box.addLayout(row)
        tools = QHBoxLayout()
        self.analyse_button = QPushButton(central)
        self.analyse_button.setObjectName("reviewAnalyse")
        self.analyse_button.clicked.connect(self.start_analysis)
        self.cancel_button = QPushButton(central)
        self.cancel_button.setObjectName("reviewCancel")
        self.cancel_button.clicked.connect(self.runner.cancel)
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar(central)
        self.progress.setObjectName("reviewProgress")
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.again_button = QPushButton(central)
        self.again_button.setObjectName("reviewPlayAgain")
        self.again_button.clicked.connect(self.request_play_again)
        self.export_button = QPushButton(central)
        self.export_button.setObjectName("reviewExport")
        self.export_button.clicked.connect(self.export_dialog)
        for widget in (self.analyse_button, self.cancel_button, self.progress,
                       self.again_button, self.export_button):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        tools.addWidget(self.analyse_button)
        tools.addWidget(self.cancel_button)
        tools.addWidget(self.progress, 1)
        tools.addWidget(self.again_button)
        tools.addWidget(self.export_button)
        box.addLayout(tools)
        # a fixed strip that scrolls: a discard has a dozen alternatives, the table keeps its room
        self.info = QPlainTextEdit(central)
        self.info.setObjectName("reviewInfo")
        self.info.setReadOnly(True)
        self.info.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.info.setFixedHeight(self.info.fontMetrics().lineSpacing() * 6 + 12)
        box.addWidget(self.info)
        self.setCentralWidget(central)
        close = QAction(self)  # Esc or Ctrl+W closes the review, as any tool window
        close.setObjectName("reviewClose")
        close.setShortcuts([QKeySequence(Qt.Key.Key_Escape),
                            *QKeySequence.keyBindings(QKeySequence.StandardKey.Close)])
        close.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        close.triggered.connect(self.close)
        self.addAction(close)

    def retranslate_ui(self) -> None:
        """Every visible text (also on a language switch)."""
        self.setWindowTitle(self.tr("Review"))
        tips = {"start": self.tr("Start of the match (Home)"),
                "hand_back": self.tr("Previous hand (PgUp)"),
                "trick_back": self.tr("Previous trick (Ctrl+Left)"),
                "move_back": self.tr("Previous move (Left)"),
                "move_next": self.tr("Next move (Right)"),
                "trick_next": self.tr("Next trick (Ctrl+Right)"),
                "hand_next": self.tr("Next hand (PgDn)"),
                "end": self.tr("End of the match (End)")}
        for name, action in self.step_actions.items():
            action.setToolTip(tips[name])
        self.slider.setToolTip(self.tr("Every move of the match"))
        self.seat_label.setText(self.tr("Seen by:"))
        names = self.table.names()
        for s in range(self.seat_box.count()):
            self.seat_box.setItemText(s, names[s])
        self.all_box.setText(self.tr("Show all hands"))
        self.analyse_button.setText(self.tr("Analyse this hand"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.again_button.setText(self.tr("Play this deal again"))
        self.export_button.setText(self.tr("Export this deal…"))
        self.table.retranslate()
        self.statusBar().clearMessage()  # it was in the old language
        self._describe()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # ------------------------------------------------------------------ moving
    @property
    def hand(self) -> int:
        """The hand being shown (0-based)."""
        return self.replay.hand_of(self.replay.index)

    def step(self, name: str) -> None:
        """One of the step controls: start, hand_back, trick_back, move_back, move_next,
        trick_next, hand_next, end."""
        c, at = self.replay, self.replay.index
        last = len(c) - 1
        target = {
            "start": 0, "end": last,
            "move_back": max(at - 1, 0), "move_next": min(at + 1, last),
            "trick_back": c.previous_mark(c.trick_ends()),
            "trick_next": c.next_mark(c.trick_ends()),
            "hand_back": c.previous_mark(c.hand_starts()),
            "hand_next": c.next_mark(c.hand_starts()),
        }[name]
        self.go(target)

    def go(self, index: int) -> None:
        """Show position ``index``: one step forward animates, anything else is laid out."""
        table, c = self.table, self.replay
        previous = c.index
        table.flush()
        if index == previous + 1 and not self.show_all and self.isVisible():
            events = c.events(previous, index, self.seat)
            c.go(index)
            self.port.feed(events)
        else:
            c.go(index)
            self._lay_out()
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self._describe()

    def _lay_out(self) -> None:
        """Show the model of the current position at once."""
        self.table.show_model(review_model(self.replay, self.seat, self.show_all))

    def _slid(self, value: int) -> None:
        self.go(value)

    def set_seat(self, seat: int) -> None:
        """Whose view the table shows (and whose decisions are analysed)."""
        if seat == self.seat or not 0 <= seat < self.replay.rules.players:
            return
        self.seat = seat
        self.runner.cancel()
        self.analysis = None
        self.seat_box.setCurrentIndex(seat)
        self.table.flush()
        self._lay_out()
        self._describe()

    def set_show_all(self, on: bool) -> None:
        """Every card face up, or the seat's view."""
        self.show_all = on
        self.all_box.setChecked(on)
        self.table.flush()
        self._lay_out()

    # ------------------------------------------------------------------ words
    def _describe(self) -> None:
        c = self.replay
        at = c.index
        names = self.table.names()
        hand, hands = self.hand, c.hands
        late = isinstance(c, SeatReplay) and c.begins_late
        if isinstance(c, SeatReplay):  # it may begin late: the match's own hand numbers
            hand, hands = c.match_hand(at), c.match_hand(len(c) - 1) + 1
        where = texts.position_text(at, len(c) - 1, hand, hands)
        # A hand's first position is its fresh deal, not the last move of the hand before;
        # a seat record that begins late begins where the seat came back to the table.
        if at == 0 and late:
            what = texts.moves_while_away()
        elif at in c.hand_starts():
            what = texts.start_of_match()
        else:
            what = texts.move_text(c.steps[at - 1], names, self.player_seat)
        self.position_label.setText(texts.position_line(where, what))
        decision = self.decision_shown()
        info: list[str] = []
        if decision is not None:
            info += texts.decision_lines(decision)
            self.table.set_prompt(info[0])
        else:
            self.table.set_prompt("")
        if self.analysis is not None:  # the hand's summary first: it is what a player reads
            info[:0] = [texts.hand_summary(h) for h in self.analysis.hands]
        elif not self.runner.running:
            info.append(texts.not_analysed())
        self.info.setPlainText("\n".join(info))

    def decision_shown(self) -> Decision | None:
        """The analysed decision of the move that led to the position shown, if any."""
        if self.analysis is None or self.replay.index == 0:
            return None
        return self.analysis.by_position().get(self.replay.index - 1)

    # ------------------------------------------------------------------ analysis
    def start_analysis(self) -> None:
        """Analyse the seat's decisions in the hand shown, off the GUI thread."""
        self.analysis = None
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.cancel_button.setEnabled(True)
        self.analyse_button.setEnabled(False)
        self.runner.start(self.record, self.seat, [self.hand])
        self._describe()

    def _progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self.statusBar().showMessage(texts.analysing(done, total))

    def _analysed(self, analysis: Analysis) -> None:
        self.analysis = analysis
        self.progress.setRange(0, 1)
        self.progress.setValue(1)
        self._idle_buttons()
        self.statusBar().showMessage(texts.hand_summary(analysis.hands[0])
                                     if analysis.hands else "")
        self._describe()

    def _analysis_cancelled(self) -> None:
        self.progress.setValue(0)
        self._idle_buttons()
        self.statusBar().showMessage(self.tr("Analysis cancelled"))

    def _analysis_failed(self, reason: str) -> None:
        self._idle_buttons()
        self.statusBar().showMessage(fill(self.tr("The analysis failed: %1"), reason))

    def _idle_buttons(self) -> None:
        self.cancel_button.setEnabled(False)
        self.analyse_button.setEnabled(True)

    # ------------------------------------------------------------------ the deal
    def request_play_again(self) -> None:
        """Play this deal again: the main window restarts the hand shown."""
        self.play_again.emit(self.record, self.hand)

    def export_dialog(self) -> None:
        """Export this deal…: ask where, then :meth:`export_to`."""
        dialog = QFileDialog(self, self.tr("Export this deal"))
        dialog.setObjectName("exportDealDialog")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(self.tr("Match records (*.json)"))
        dialog.setDefaultSuffix("json")
        folder = self.start_folder()
        if folder:
            dialog.setDirectory(folder)
        dialog.selectFile(fill(self.tr("deal-%1.json"), self.hand + 1))
        dialog.fileSelected.connect(self.export_to)
        self.dialog = dialog
        dialog.open()

    def export_to(self, path: str) -> bool:
        """Write the hand shown as a deal without moves (RECORD.md) to ``path``."""
        try:
            save_record(path, deal_record(self.record, self.hand))
        except (OSError, ValueError) as exc:  # ValueError: RecordError, a bad name
            from ...app import file_texts, words
            from ..error_box import warning_box

            reason = (file_texts.write_error_text(exc) if isinstance(exc, OSError)
                      else words.record_error_text(exc))
            text = fill(self.tr("The deal could not be written.\nThe reason: %1"), reason)
            self.box = warning_box(self, "exportFailedBox", self.tr("Export this deal"), text,
                                   file_texts.details(exc, path))
            return False
        self.statusBar().showMessage(fill(self.tr("Deal written to %1"), path))
        self.exported.emit(path)
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.wait()
        super().closeEvent(event)

