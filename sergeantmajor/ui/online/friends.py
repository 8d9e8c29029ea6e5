"""Game ▸ Play with friends: the window at a table on a server.

:class:`FriendsPlay` is the window's part for a table with friends. It owns the connection
(:class:`~sergeantmajor.app.online_link.TableLink`), the seat's game
(:class:`~sergeantmajor.app.online_game.OnlineGame`) and the side panel; the ways to a table
(the menu's dialogs, the command line, the start-up question) are :class:`~.entry.TableEntry`,
a hosted table and its server :class:`~.host_table.Hosting`, the seats kept in the settings
:class:`~.seat_memory.SeatMemory`, the questions before leaving :class:`~.questions.Questions`.
While the window sits at a table, the window's table is fed by the seat's game instead of the
window's own match (which stays saved and comes back when the player leaves). Every problem
reaches the player as a sentence of their language; the window stays usable whatever the
network does.

It takes from the window only what it uses (:class:`WindowParts`), never the window itself.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from ...app.online_game import OnlineGame
from ...app.online_link import TableLink
from ...engine.view import SeatView
from ...net import protocol as p
from ...net.invite import Invite
from ..plain_text import keep_plain
from . import texts
from .friends_panel import FriendsPanel
from .host_table import CLOSING_LIMIT, Hosting
from .questions import CLOSE, KEEP, Questions
from .seat_memory import SeatMemory
from .table_notes import TableNotes, away_words, lobby_words
from .window_parts import WindowParts

if TYPE_CHECKING:
    from ...seats import HandsLimit
    from .entry import TableEntry
    from .host_reach import HostReach

log = logging.getLogger(__name__)

#: What closing the game does to the seat: keep it, with a computer player at once (``away``);
#: give it up (``leave``); for the host, keep the table open or close it.
AWAY, LEAVE = "away", "leave"


class FriendsPlay(QObject):
    """The window at a table with friends: connection, seat, panel."""

    joined = Signal()  # the window took a seat (the table now shows the server's match)
    left = Signal()  # the window left the table (its own match is back)
    stopped = Signal()  # a demo played its hands (``autoplay``), or the match ended first
    gave_up = Signal()  # no seat could be taken (the reason was told)

    def __init__(self, parts: WindowParts) -> None:
        super().__init__(parts.parent)
        self.parts = parts
        self.link = TableLink(self)
        self.link.received.connect(self._received)
        self.link.state_changed.connect(self._connection)
        self.link.failed.connect(self.failed)
        self.memory = SeatMemory(parts.prefs)
        self.hosting = Hosting(parts.prefs, self)
        self.questions = Questions(parts.parent)
        self.notes = TableNotes()
        self.game: OnlineGame | None = None
        self.panel: FriendsPanel | None = None
        self.invite: Invite | None = None
        self.name = ""
        self.host_token: str | None = None
        self.shared_invite = ""  # what the host sends friends (an address they can reach)
        self.addresses: list[str] = []
        self.autoplay: int | None = None  # a demo: a computer player decides for this seat
        self.where = ""  # where a hosted table listens ("here": tests, this computer only)
        self.server_url = ""  # the table server a table was opened on (not this computer)
        self.reach: HostReach | None = None  # who can reach a table hosted here
        self._seated = False
        self._limit: HandsLimit | None = None  # a demo's number of hands
        self._quit_plan = ""  # what closing the game does (asked by may_quit)
        self.asks = True  # False: nobody is there to answer (the game ends on a signal)
        self._then_join: tuple[Invite, str] | None = None  # a kept token refused: join instead
        self.gone_box: QMessageBox | None = None
        self.error_box: QMessageBox | None = None
        self._entry: TableEntry | None = None

    @property
    def entry(self) -> TableEntry:
        """The ways to a table: the menu's dialogs, the command line, the start-up question."""
        if self._entry is None:
            from .entry import TableEntry

            self._entry = TableEntry(self, self.parts)
        return self._entry

    @property
    def dialog(self) -> QDialog | None:
        """The Host or Join dialog last opened."""
        return self.entry.dialog

    @property
    def demo(self) -> bool:
        """A demo or a test: a hosted table's files go to a temporary folder."""
        return self.hosting.demo

    @demo.setter
    def demo(self, on: bool) -> None:
        self.hosting.demo = on

    @property
    def active(self) -> bool:
        """Whether the window sits at a table with friends (its table shows that match)."""
        return self._seated

    @property
    def hosts(self) -> bool:
        """Whether this window hosts the table it sits at."""
        return self.host_token is not None

    def in_play(self) -> bool:
        """Whether the window sits at a match that has begun and is not over."""
        game = self.game
        return self._seated and game is not None and game.started and not game.finished

    # ------------------------------------------------------------------ the ways in
    def host_dialog(self) -> None:
        """Game ▸ Play with friends ▸ Host a table."""
        self.entry.host_dialog()

    def join_dialog(self, invite: str = "") -> None:
        """Game ▸ Play with friends ▸ Join a table."""
        self.entry.join_dialog(invite)

    def host(self, *args: Any, **options: Any) -> None:
        """Open a table on this computer (see :meth:`.entry.TableEntry.host`)."""
        self.entry.host(*args, **options)

    def host_on_server(self, *args: Any) -> None:
        """Open a table on a table server (see :meth:`.entry.TableEntry.host_on_server`)."""
        self.entry.host_on_server(*args)

    def join(self, invite: Invite | str, name: str) -> None:
        """Take a seat at ``invite``'s table (see :meth:`.entry.TableEntry.join`)."""
        self.entry.join(invite, name)

    def offer_rejoin(self) -> bool:
        """At start: offer the seat kept when the game closed; whether the player went back."""
        return self.entry.offer_rejoin()

    def player_name(self) -> str:
        """The name friends see: the player's own, else the account's name."""
        return self.entry.player_name()

    def ask_rejoin(self) -> bool:
        """The start-up question (a test answers it by replacing this)."""
        return self.questions.rejoin()

    def open_table(self, url: str, first: Any, invite: Invite | None,
                then_join: tuple[Invite, str] | None = None) -> None:
        """Open the connection to ``url`` saying ``first`` (``then_join``: join with this name
        if the kept token is refused)."""
        self.invite = invite
        self._then_join = then_join
        self.link.open(url, first)

    # ------------------------------------------------------------------ the server's words
    def _received(self, message: object) -> None:
        if isinstance(message, p.Created):
            self.entry.created(message)
            return
        if isinstance(message, p.Welcome):
            self._seat(message)
        game = self.game
        if game is None:
            if isinstance(message, p.Error):
                self.failed(message.code)
            return
        if isinstance(message, p.TableState):
            panel = self._panel()
            for note in self.notes.changes(message, game.human):
                panel.note(note)
        game.handle(message)
        if isinstance(message, p.Welcome) and message.token and self.invite is not None:
            self.memory.keep(self.invite, message.token)

    def _seat(self, message: p.Welcome) -> None:
        """The server gave this window a seat (or gave it back): sit at the table."""
        self._then_join = None
        if self.game is None:
            self.game = OnlineGame(self.link.send, self)
            self.game.host_token = self.host_token
            self.game.lobby_changed.connect(self._lobby_changed)
            self.game.chat_received.connect(self._chat)
            self.game.refused.connect(self.parts.status)
            self.game.problem.connect(lambda code, _text: self._problem(code))
            self.game.human_turn.connect(self._your_turn)
            if self.autoplay is not None:  # a demo: a computer player plays this seat
                self._demo(self.game, self.autoplay)
        if not self._seated:
            self._seated = True
            panel = self._panel()
            panel.attach(self.game, host=self.hosts,
                         invite=self.shared_invite if self.hosts else "",
                         addresses=self.addresses if self.hosts else [])
            if self.reach is not None and self.hosts:
                self.reach.show_in(panel)
            panel.show()
            panel.toggleViewAction().setVisible(True)
            self.parts.sit(self.game)
            self.joined.emit()

    def _panel(self) -> FriendsPanel:
        if self.panel is None:
            panel = FriendsPanel(self.parts.parent)
            self.parts.parent.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
            panel.start_asked.connect(self._start)
            panel.leave_asked.connect(lambda: self.leave())
            panel.chat_typed.connect(self._say)
            if self.parts.view_menu is not None:  # View ▸ Table with friends: hide, show
                self.parts.view_menu.addAction(panel.toggleViewAction())
            self.panel = panel
        return self.panel

    def _lobby_changed(self) -> None:
        game = self.game
        if game is None or self.panel is None:
            return
        self.panel.refresh()
        table = self.parts.table
        if not game.started and game.rules_ is not None:
            hosting = self.hosts
            table.show_lobby(game.rules_, game.viewer, lambda: lobby_words(game, hosting))
            return
        table.show_away(lambda: away_words(game))
        if game.finished:
            self.memory.forget(self.invite)
            if self.hosts:
                self.hosting.forget()

    def _chat(self, seat: object, name: str, text: str) -> None:
        if self.panel is not None:
            self.panel.said(name, text)

    def _say(self, text: str) -> None:
        if self.game is not None:
            self.game.say(text)

    def _start(self) -> None:
        if self.game is not None:
            self.game.start_now()

    def _your_turn(self, _view: SeatView) -> None:
        """The player decides now: a window that is not the active one asks for attention
        (the taskbar entry flashes)."""
        window = self.parts.parent
        if not window.isActiveWindow() and self.autoplay is None:
            QApplication.alert(window)

    def _demo(self, game: OnlineGame, hands: int) -> None:
        """A demo (``--join … --autoplay N``): a computer player takes this seat's turns
        through the table, and the demo stops after ``hands`` hands (or the match's end)."""
        from ...seats import HandsLimit
        from ...seats.bots import DeferredBot
        from ..seat_autoplay import SeatAutoplay

        self._limit = HandsLimit(hands, self.stopped.emit)
        game.event_occurred.connect(self._limit.observe)
        player = SeatAutoplay(DeferredBot("normal", 0), self.parts.table, game)
        game.human_turn.connect(lambda view: player.offered(view, game.seq))

    # ------------------------------------------------------------------ the connection
    def _connection(self, state: str, value: int) -> None:
        if self.panel is not None:  # friends-3 D11: nobody is known to be there meanwhile
            self.panel.set_reachable(state in ("connecting", "connected"))
        if state == "gone":
            self._ask_wait_or_leave()
            return
        if state == "connected" and self.gone_box is not None:
            self.gone_box.close()
            self.gone_box = None
        self.parts.status(texts.connection_state(state, value))

    def _ask_wait_or_leave(self) -> None:
        if self.gone_box is not None:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, texts.table_with_friends(),
                          texts.connection_state("gone"), QMessageBox.StandardButton.NoButton,
                          self.parts.parent)
        box.setObjectName("serverGoneBox")
        keep_plain(box)
        box.setInformativeText(self.tr("The game keeps trying to reach it. You can wait, or "
                                       "leave the table and go back to your own match."))
        wait = box.addButton(self.tr("Wait"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(texts.leave_button(), QMessageBox.ButtonRole.RejectRole)

        def answered(button: object) -> None:
            self.gone_box = None
            if button is not wait:  # nothing reaches the table; the player is done with it
                self.memory.forget(self.invite)
                self.leave(quietly=True)

        box.buttonClicked.connect(answered)
        box.open()
        self.gone_box = box

    def failed(self, code: str) -> None:
        """A refusal or a failure: said in the player's words; before a seat, the window's
        own match stays on the table."""
        if code == "bad-token" and self._then_join is not None and not self._seated:
            invite, name = self._then_join  # the kept seat is gone: ask for a new one
            self.memory.forget(invite)
            self.open_table(invite.table_url, p.Join(name=name, code=invite.code), invite)
            return
        if code == "closed":
            self._tell(texts.table_closed(self.notes.host_name()))
            self.memory.forget(self.invite)
        else:
            self._tell(texts.server_problem(code))
        if not self._seated:
            self.link.close()
            self.hosting.stop()
            self.gave_up.emit()
        elif code in ("replaced", "bad-token", "no-table", "closed"):
            self.leave(quietly=True)

    def _problem(self, code: str) -> None:
        self.parts.status(texts.server_problem(code))

    def _tell(self, text: str) -> None:
        self.parts.status(text)
        box = QMessageBox(QMessageBox.Icon.Warning, texts.table_with_friends(), text,
                          QMessageBox.StandardButton.Ok, self.parts.parent)
        box.setObjectName("friendsErrorBox")
        keep_plain(box)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.error_box = box

    # ------------------------------------------------------------------ leaving
    def leave(self, *, quietly: bool = False) -> None:
        """Leave the table (the panel's button, the menu): during a match a friend is asked
        first (a computer player takes the seat for good) and the host chooses between
        keeping the table open and closing it; in the lobby nothing is asked. ``quietly``:
        nothing is said to the table (the seat stays as it is)."""
        if not quietly and self._seated:
            plan = self._plan(quitting=False)
            if not plan:
                return  # the player stays
            self._say_goodbye(plan)
        self._stand_up()

    def _plan(self, *, quitting: bool) -> str:
        """What leaving or quitting does now (asked during a match); ``""``: stay."""
        game = self.game
        if game is None or not self.in_play():
            return CLOSE if self.hosts else LEAVE
        if self.hosts:
            friends = [s.name for s in game.status if s.kind == "human" and s.seat != game.human]
            return self.questions.host_going(friends, quitting)
        if quitting:
            return AWAY if self.questions.quit() else ""
        return LEAVE if self.questions.leave() else ""

    def _say_goodbye(self, plan: str) -> None:
        """Tell the table (the link sends it before it closes) and remember what is left."""
        if plan == KEEP and self.demo and self.hosting.server is not None:
            plan = CLOSE  # a demo's own table goes with it
        if plan in (AWAY, KEEP):
            self.link.send(p.Away())
        elif plan == CLOSE and self.host_token is not None:
            self.link.send(p.CloseTable(host=self.host_token))
        else:
            self.link.send(p.Leave())
        if plan in (LEAVE, CLOSE):
            self.memory.forget(self.invite)
        if plan == KEEP:
            self.hosting.keep_open()  # its server goes on; the next start comes back to it
        elif plan == CLOSE:
            self.hosting.forget()  # its server stops by itself once the table is closed
            self.hosting.stop(after=CLOSING_LIMIT)

    def _stand_up(self) -> None:
        was_seated = self._seated
        self.link.close()
        self.hosting.stop()
        if self.reach is not None:
            self.reach.stop()
            self.reach.deleteLater()
            self.reach = None
        if self.game is not None:
            self.game.shutdown()
            self.game.deleteLater()
        self.game = None
        self._seated = False
        self.notes.clear()
        self.host_token = None
        if self.panel is not None:
            self.panel.hide()
            self.panel.toggleViewAction().setVisible(False)
        if was_seated:
            self.parts.stand()
            self.left.emit()

    def may_quit(self) -> bool:
        """The window is about to close: during a match, ask what becomes of the seat (or the
        hosted table); ``False``: the player stays."""
        self._quit_plan = ""
        if self._seated and self.asks:
            self._quit_plan = self._plan(quitting=True)
            if not self._quit_plan:
                return False
        return True

    def shutdown(self) -> None:
        """The window closes: say goodbye as asked in :meth:`may_quit` (by default the seat
        stays the player's, and a hosted table stays open for the friends), then close."""
        if self._seated:
            plan = self._quit_plan
            if not plan:  # not asked (a test, a demo's end): nothing anyone plays is lost
                plan = (KEEP if self.hosts else AWAY) if self.in_play() else \
                    (CLOSE if self.hosts else LEAVE)
            self._say_goodbye(plan)
        self.link.close(wait=1.0)  # the goodbye goes out before the window does
        if self.game is not None:
            self.game.shutdown()
        self.hosting.stop()
        if self.demo:
            self.hosting.wait_stopped(3.0)  # its temporary folder goes with it
