"""The host's own controls in the friends' panel (issue 29 item 6): give the seat of a friend
who went away to a computer player, let in someone who asks to come in (a player whose seat
was lost, a latecomer) at a seat a computer player holds, and start another match with the
same seats and rules once this one is over.

:class:`HostControls` shows what the host may do now, from the table as
:class:`~sergeantmajor.app.online_game.OnlineGame` knows it, and says what the host chose
through signals; it decides nothing itself.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...app.i18n import fill
from ...app.online_game import OnlineGame
from ..plain_text import keep_plain, plain


class HostControls(QWidget):
    """Bench, let in and rematch, for the host of the table."""

    bench_asked = Signal(int)  # the seat to give to a computer player
    admit_asked = Signal(int, int)  # who waits (their number), the seat they take
    rematch_asked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("friendsHostControls")
        # The names the table's badges show, seat 0 first (a computer player's included).
        self.names: Callable[[], list[str]] = lambda: []
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.rematch_button = QPushButton()
        self.rematch_button.setObjectName("friendsRematch")
        self.rematch_button.clicked.connect(self._rematch)
        self.rematch_note = QLabel()
        self.rematch_note.setObjectName("friendsRematchNote")
        self.rematch_note.setWordWrap(True)
        self.box.addWidget(self.rematch_button)
        self.box.addWidget(self.rematch_note)
        self.rows = QVBoxLayout()  # a row for each friend away, each person waiting
        self.box.addLayout(self.rows)
        self.bench_buttons: dict[int, QPushButton] = {}  # seat -> its button
        self.admit_rows: dict[int, tuple[QComboBox, QPushButton]] = {}  # number -> seat, go
        self.game: OnlineGame | None = None
        self._shown: tuple[object, ...] = ()
        self.retranslate_ui()

    def show_table(self, game: OnlineGame | None, host: bool) -> None:
        """What the host may do at ``game``'s table now (nothing for a friend)."""
        self.game = game if host else None
        self._build()

    def _build(self) -> None:
        game = self.game
        finished = game is not None and game.finished
        playing = game is not None and game.started and not finished
        status = game.status if game is not None and playing else []
        viewer = game.human if game is not None else None
        # friends away (not connected), whose seat the host may give to a computer player
        away = [s for s in status if s.kind == "human" and not s.connected and not s.host
                and s.seat != viewer]
        waiting = list(game.waiting) if game is not None and playing else []
        # the seats someone waiting may be let in at: a computer player holds them
        seats = [s for s in status if s.kind == "bot"
                 or (s.kind == "human" and s.stand_in and not s.host)]
        self.rematch_button.setVisible(finished)
        self.rematch_note.setVisible(finished)
        if not finished:  # pressed once per match (refused: see refused)
            self.rematch_button.setEnabled(True)
        shown = (tuple((s.seat, s.name) for s in away), tuple((w.id, w.name) for w in waiting),
                 tuple((s.seat, s.kind, s.name) for s in seats))
        self.setVisible(bool(finished or away or waiting))
        if shown == self._shown:
            return  # a choice under way in a list stays as it is
        self._shown = shown
        _clear(self.rows)
        self.bench_buttons.clear()
        self.admit_rows.clear()
        for who in waiting:
            label = QLabel(fill(self.tr("%1 asks to be let in, at:"), who.name))
            keep_plain(label)  # a name from elsewhere: never read as rich text
            label.setWordWrap(True)
            choice = QComboBox()
            choice.setObjectName("friendsAdmitSeat")
            for s in seats:
                choice.addItem(self._seat_name(s.seat, s.kind, s.name), s.seat)
            let_in = QPushButton(self.tr("Let in"))
            let_in.setObjectName("friendsAdmit")
            let_in.setEnabled(bool(seats))
            let_in.clicked.connect(lambda _=False, n=who.id, c=choice: self._admit(n, c))
            row = QHBoxLayout()
            row.addWidget(choice, 1)
            row.addWidget(let_in)
            self.rows.addWidget(label)
            self.rows.addLayout(row)
            self.admit_rows[who.id] = (choice, let_in)
        for s in away:
            text = fill(self.tr("Give %1's seat to a computer player"), s.name)
            button = QPushButton(text)
            button.setObjectName("friendsBench")
            button.setMinimumWidth(1)  # a long name never widens the panel: the tooltip has it
            button.setToolTip(plain(text + "\n" + self.tr(
                "For good: they can come back only if you let them in.")))
            button.clicked.connect(lambda _=False, seat=s.seat: self.bench_asked.emit(seat))
            self.rows.addWidget(button)
            self.bench_buttons[s.seat] = button

    def _seat_name(self, seat: int, kind: str, name: str) -> str:
        """A seat by its player's name: the friend who had it, else the name its badge shows."""
        if kind == "human":  # a friend's seat a computer player keeps for now
            return fill(self.tr("%1's seat (a computer player plays it now)"), name)
        names = self.names()  # a seat a friend gave up keeps their name; else the badge's
        shown = name or (names[seat] if seat < len(names) else str(seat + 1))
        return fill(self.tr("%1's seat (a computer player)"), shown)

    def _admit(self, number: int, choice: QComboBox) -> None:
        seat = choice.currentData()
        if isinstance(seat, int):
            self.admit_asked.emit(number, seat)

    def refused(self, _code: str, _message: str) -> None:
        """The server refused something (the rematch: the server is full, say): Rematch may
        be pressed again (the reason is in the status line)."""
        self.rematch_button.setEnabled(self.game is not None and self.game.finished)

    def _rematch(self) -> None:
        self.rematch_button.setEnabled(False)  # once: every window follows to the new table
        self.rematch_asked.emit()

    def retranslate_ui(self) -> None:
        """Every visible text (also on a language switch)."""
        self.rematch_button.setText(self.tr("Rematch"))
        self.rematch_note.setText(self.tr("Everyone still at the table plays another match "
                                          "with the same seats and rules."))
        self._shown = ()
        self._build()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def _clear(layout: QVBoxLayout | QHBoxLayout) -> None:
    """Take every widget and row out of ``layout`` (they are deleted)."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget = item.widget()
        if widget is not None:
            widget.deleteLater()
        elif item.layout() is not None:
            inner = item.layout()
            assert isinstance(inner, (QVBoxLayout, QHBoxLayout))
            _clear(inner)
            inner.deleteLater()
