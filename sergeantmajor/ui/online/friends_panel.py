"""The side panel of a table with friends: the seats (the lobby before the first deal), the
invite for the host to share, Start and Leave, and the table's chat.

It shows what :class:`~sergeantmajor.app.online_game.OnlineGame` knows and says what the
player asks (start, leave, a chat line) through signals; it decides nothing itself.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...app.i18n import fill
from ...app.online_game import OnlineGame
from ...net.invite import Invite, InviteError, parse_invite
from . import reach_texts, texts
from .host_controls import HostControls

#: The longest chat line a player may type (the server cuts longer ones too).
CHAT_LIMIT = 200
#: The chat lines and notes kept (the list and the view's document alike).
CHAT_KEPT = 200
# Milliseconds "Copied" stays on the Copy button.
COPIED_MS = 2000


class FriendsPanel(QDockWidget):
    """Seats, invite, Start/Leave and chat of the table this window sits at."""

    start_asked = Signal()
    leave_asked = Signal()
    chat_typed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("friendsPanel")
        # it may be closed (View ▸ Table with friends shows it again), moved, or floated
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        body = QWidget(self)
        box = QVBoxLayout(body)
        box.setContentsMargins(6, 6, 6, 6)
        self.seats_title = QLabel()
        self.seats_title.setObjectName("friendsSeatsTitle")
        self.seats_title.setWordWrap(True)
        self.seats = QListWidget()
        self.seats.setObjectName("friendsSeats")
        self.seats.setMaximumHeight(130)
        self.seats.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # a long line ("Ana: away, a computer player plays for now") wraps, never scrolls
        self.seats.setWordWrap(True)
        self.seats.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.seats.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.invite_title = QLabel()
        self.invite = QLineEdit()
        self.invite.setObjectName("friendsInvite")
        self.invite.setReadOnly(True)  # selectable; its tooltip shows it whole
        # the table code on its own: what a friend types beside the address (D8)
        self.code = QLabel()
        self.code.setObjectName("friendsTableCode")
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("friendsCopy")
        self.copy_button.clicked.connect(self._copy)
        self.addresses = QLabel()
        self.addresses.setObjectName("friendsAddresses")
        self.addresses.setWordWrap(True)
        self.addresses.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Who can reach a table hosted here (the router's answer), and the invite for friends
        # in the house when the main one names the public address.
        self.reach = QLabel()
        self.reach.setObjectName("friendsReach")
        self.reach.setWordWrap(True)
        self.local_title = QLabel()
        self.local_invite = QLineEdit()
        self.local_invite.setObjectName("friendsLocalInvite")
        self.local_invite.setReadOnly(True)
        invite_row = QHBoxLayout()
        invite_row.addWidget(self.invite, 1)
        invite_row.addWidget(self.copy_button)
        self.start_button = QPushButton()
        self.start_button.setObjectName("friendsStart")
        self.start_button.clicked.connect(self.start_asked)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("friendsLeave")
        self.leave_button.clicked.connect(self.leave_asked)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.leave_button)
        self.chat_title = QLabel()
        self.mute = QCheckBox()
        self.mute.setObjectName("friendsMute")
        self.mute.toggled.connect(self._muted)
        chat_head = QHBoxLayout()
        chat_head.addWidget(self.chat_title, 1)
        chat_head.addWidget(self.mute)
        self.chat = QTextBrowser()
        self.chat.setObjectName("friendsChat")
        # the view's own document keeps the last lines too (network-3 defect 12: a lobby
        # where two connections came and went 229 times a second grew the window 62 MB a
        # minute when only the list was trimmed)
        self.chat.document().setMaximumBlockCount(CHAT_KEPT)
        self.line = QLineEdit()
        self.line.setObjectName("friendsChatLine")
        self.line.setMaxLength(CHAT_LIMIT)
        self.line.returnPressed.connect(self._send)
        self.host_controls = HostControls()
        self.host_controls.setVisible(False)
        self.chat_problem = QLabel()  # why the last line was not said (it is in the input)
        self.chat_problem.setObjectName("friendsChatProblem")
        self.chat_problem.setWordWrap(True)
        self.chat_problem.setStyleSheet("color: #c0392b")
        self.chat_problem.setVisible(False)
        self.line.textEdited.connect(lambda _text: self.chat_problem.setVisible(False))
        for widget in (self.seats_title, self.seats, self.host_controls, self.invite_title):
            box.addWidget(widget)
        box.addLayout(invite_row)
        box.addWidget(self.code)
        box.addWidget(self.reach)
        box.addWidget(self.local_title)
        box.addWidget(self.local_invite)
        box.addWidget(self.addresses)
        box.addLayout(buttons)
        box.addLayout(chat_head)
        box.addWidget(self.chat, 1)
        box.addWidget(self.line)
        box.addWidget(self.chat_problem)
        self.setWidget(body)
        self.setMinimumWidth(240)
        self.setMaximumWidth(420)  # the table keeps the room
        self.game: OnlineGame | None = None
        self.is_host = False
        self.reachable = True  # False while the table cannot be reached: the seats are old news
        # (name, text) of a chat line, (None, note) of the table's own note: kept as what
        # happened, so that a language switch words the notes again
        self._lines: list[tuple[str | None, str | texts.Note]] = []
        self._invite_text = ""
        self._addresses: list[str] = []
        self._local_invite = ""
        self._reach: Callable[[], str] | None = None  # the reach sentence, in the language
        self.retranslate_ui()

    # ------------------------------------------------------------------ feeding
    def attach(self, game: OnlineGame, *, host: bool, invite: str = "",
               addresses: list[str] | None = None) -> None:
        """Show ``game``'s table (``host``: this window made it and may start it)."""
        self.game, self.is_host = game, host
        game.problem.connect(self.host_controls.refused)  # a rematch refused: try again
        self._invite_text, self._addresses = invite, list(addresses or [])
        self._local_invite, self._reach = "", None
        self._lines.clear()
        self.chat.clear()
        self.chat_problem.setVisible(False)
        self.refresh()

    def set_reach(self, invite: str, local_invite: str, sentence: Callable[[], str]) -> None:
        """A table hosted here: the invite to send (the public address once the router
        forwards the port), the one for friends in the house ("" if the same), and who can
        join (``sentence``, called again on a language switch)."""
        self._invite_text, self._local_invite, self._reach = invite, local_invite, sentence
        self.refresh()

    def set_reachable(self, on: bool) -> None:
        """Whether the table answers now: while it does not, the seats are shown as last
        seen, greyed, and the title says so (nobody is known to be at the table)."""
        self.reachable = on
        self.retranslate_ui()

    def refresh(self) -> None:
        """The seats, the invite and the buttons as the table stands now."""
        game = self.game
        self.seats.setEnabled(self.reachable)
        self.seats.clear()
        if game is not None:
            for s in game.status:
                self.seats.addItem(texts.seat_line(
                    s.name, s.kind, s.level or game.bots, s.connected, s.stand_in,
                    s.seat == game.human, s.host, game.finished))
        lobby = game is not None and not game.started
        if self.invite.text() != self._invite_text:
            self.invite.setText(self._invite_text)
            self.invite.setCursorPosition(0)  # the address first; the tooltip has it all
        self.invite.setToolTip(self._invite_text)
        self.code.setText(self._code_text())
        for widget in (self.invite_title, self.invite, self.copy_button, self.code):
            widget.setVisible(bool(self._invite_text) and lobby)
        self.addresses.setVisible(bool(self._addresses) and lobby)
        self.reach.setText(self._reach() if self._reach is not None else "")
        self.reach.setVisible(self._reach is not None and lobby)
        self.local_invite.setText(self._local_invite)
        for widget in (self.local_title, self.local_invite):
            widget.setVisible(bool(self._local_invite) and lobby)
        self.addresses.setText(self._addresses_text())
        self.start_button.setVisible(self.is_host and lobby)
        self.host_controls.show_table(game, self.is_host)

    def note(self, note: texts.Note | str) -> None:
        """A line of the table's own (someone joined, left, is away): a :class:`texts.Note`
        is worded again after a language switch, a text stays as it is."""
        self._add(None, note)

    def said(self, name: str, text: str) -> None:
        """A chat line of a player."""
        if not self.mute.isChecked():
            self._add(name, text)

    def _add(self, name: str | None, text: str | texts.Note) -> None:
        self._lines.append((name, text))
        del self._lines[:-CHAT_KEPT]  # a long evening's chat keeps its last lines
        self._show(name, text)

    def _show(self, name: str | None, text: str | texts.Note) -> None:
        if isinstance(text, texts.Note):
            self.chat.append(f"<i>{escape(texts.note_text(text))}</i>")
        elif name is None:
            self.chat.append(f"<i>{escape(text)}</i>")
        else:
            self.chat.append(f"<b>{escape(name)}</b>: {escape(text)}")

    def _reword_chat(self) -> None:
        """The chat again, its notes in the language in force (the players' lines as said)."""
        self.chat.clear()
        for name, text in self._lines:
            self._show(name, text)

    def chat_refused(self, text: str, reason: str) -> None:
        """The server did not take the player's line ``text``: it is back in the input (unless
        the player typed another meanwhile), ``reason`` under it."""
        if text and not self.line.text():
            self.line.setText(text)
        self.chat_problem.setText(reason)
        self.chat_problem.setVisible(True)

    # ------------------------------------------------------------------ the player
    def _send(self) -> None:
        text = self.line.text().strip()
        if text:
            self.chat_problem.setVisible(False)
            self.chat_typed.emit(text)
            self.line.clear()

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self._invite_text)
        self.copy_button.setText(self.tr("Copied"))
        QTimer.singleShot(COPIED_MS, self, lambda: self.copy_button.setText(self.tr("Copy")))

    def _muted(self, on: bool) -> None:
        self.line.setEnabled(not on)

    # ------------------------------------------------------------------ texts
    def _addresses_text(self) -> str:
        """This computer's addresses, each with the table's port (what a friend types as
        the Join dialog's address)."""
        if not self._addresses:
            return ""
        invite = self._invite()
        port = invite.server.rsplit(":", 1)[-1] if invite is not None else ""
        shown = [f"[{a}]:{port}" if ":" in a else f"{a}:{port}" for a in self._addresses] \
            if port.isdigit() else self._addresses
        return fill(self.tr("This computer's addresses on the network: %1"), ", ".join(shown))

    def _code_text(self) -> str:
        invite = self._invite()
        if invite is None:
            return ""
        return fill(self.tr("Table code: %1"), f"{invite.table}#{invite.code}")

    def _invite(self) -> Invite | None:
        try:
            return parse_invite(self._invite_text) if self._invite_text else None
        except InviteError:
            return None

    def retranslate_ui(self) -> None:
        """Every visible text (also on a language switch)."""
        self.setWindowTitle(self.tr("Table with friends"))
        self.seats_title.setText(self.tr("Players") if self.reachable else self.tr(
            "Players when the table was last reached"))
        self.invite_title.setText(self.tr("Invite (send it to your friends)"))
        self.copy_button.setText(self.tr("Copy"))
        self.local_title.setText(reach_texts.local_invite_note())
        self.start_button.setText(self.tr("Start the match"))
        self.leave_button.setText(self.tr("Leave the table"))
        self.chat_title.setText(self.tr("Chat"))
        self.mute.setText(self.tr("Mute"))
        self.line.setPlaceholderText(self.tr("Say something to the table"))
        self._reword_chat()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
