"""Game ▸ Play with friends: the window at a table on a server.

:class:`FriendsPlay` is the window's part for a table with friends. It owns the connection
(:class:`~sergeantmajor.app.online_link.TableLink`), the seat's game
(:class:`~sergeantmajor.app.online_game.OnlineGame`) and the side panel; the ways to a table
(the menu's dialogs, the command line, the start-up question) are :class:`~.entry.TableEntry`,
a hosted table and its server :class:`~.host_table.Hosting`, the seats kept in the settings
:class:`~.seat_memory.SeatMemory`, the questions and the goodbye before leaving
:class:`~.goodbye.Goodbye`, the boxes that tell what happened :class:`~.notices.Notices`, the
chat :class:`~.table_chat.TableChat`, the player's attention (reading the summary, their turn)
:class:`~.attention.Attention`.
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
from PySide6.QtWidgets import QDialog

from ...app.online_game import OnlineGame
from ...app.online_link import TableLink
from ...net import protocol as p
from ...net.invite import Invite
from . import texts
from .attention import Attention
from .friends_panel import FriendsPanel
from .goodbye import Goodbye
from .host_table import Hosting
from .notices import Notices
from .questions import Questions
from .seat_memory import SeatMemory
from .table_chat import TableChat
from .table_notes import TableNotes, away_words, lobby_words, reading_words
from .window_parts import WindowParts

if TYPE_CHECKING:
    from ...seats import HandsLimit
    from .entry import TableEntry
    from .host_reach import HostReach

log = logging.getLogger(__name__)


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
        self.notices = Notices(parts.parent)
        self.goodbye = Goodbye(self.questions, self.link.send, self.memory, self.hosting)
        self.attention = Attention(parts.table, parts.parent)
        self.notes = TableNotes()
        self.game: OnlineGame | None = None
        self._moving: OnlineGame | None = None  # the table left for a rematch, until seated
        self.panel: FriendsPanel | None = None
        self.chat: TableChat | None = None
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
        self.asks = True  # False: nobody is there to answer (the game ends on a signal)
        self._then_join: tuple[Invite, str] | None = None  # a kept token refused: join instead
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

    def move_to(self, invite: Invite, first: Any) -> None:
        """Go on at another table (a rematch: ``first`` resumes the seat kept there): the
        panel and the table stay as they are until the new table seats the window."""
        self._moving, self.game = self.game, None
        self._seated = False
        self.notes.clear()
        self.open_table(invite.table_url, first, invite)

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
        self.notices.let_in()
        panel = self._panel()
        if self.game is None:
            self.game = game = OnlineGame(self.link.send, self)
            game.host_token, game.after_match = self.host_token, \
                "rematch" if self.hosts else "leave-table"
            game.lobby_changed.connect(self._lobby_changed)
            game.chat_received.connect(self.chat_of(panel).heard)
            game.chat_history.connect(self.chat_of(panel).history)
            game.refused.connect(self.parts.status)
            game.problem.connect(lambda code, _text: self._problem(code))
            game.rematch_at.connect(lambda message: self.entry.follow_rematch(message))
            self.attention.follow(game, alerts=self.autoplay is None)
            if self.autoplay is not None:  # a demo: a computer player plays this seat
                from ..seat_autoplay import demo_at_table

                self._limit = demo_at_table(game, self.parts.table, self.autoplay,
                                            self.stopped.emit)
        if not self._seated:
            self._seated = True
            self.chat_of(panel).clear()
            panel.attach(self.game, host=self.hosts,
                         invite=self.shared_invite if self.hosts else "",
                         addresses=self.addresses if self.hosts else [])
            if self.reach is not None and self.hosts:
                self.reach.show_in(panel)
            panel.show()
            panel.toggleViewAction().setVisible(True)
            self.parts.sit(self.game)
            if self._moving is not None:  # the table of the match before: gone for good
                self._moving.shutdown()
                self._moving.deleteLater()
                self._moving = None
            self.joined.emit()

    def _panel(self) -> FriendsPanel:
        if self.panel is None:
            panel = FriendsPanel(self.parts.parent)
            self.parts.parent.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
            panel.start_asked.connect(lambda: self._host_call("start_now"))
            panel.leave_asked.connect(lambda: self.leave())
            host = panel.host_controls
            host.names = self.parts.table.names
            host.bench_asked.connect(lambda seat: self._host_call("bench", seat))
            host.admit_asked.connect(lambda knock, seat: self._host_call("admit", knock, seat))
            host.rematch_asked.connect(lambda: self._host_call("rematch"))
            if self.parts.view_menu is not None:  # View ▸ Table with friends: hide, show
                self.parts.view_menu.addAction(panel.toggleViewAction())
            self.panel = panel
        return self.panel

    def chat_of(self, panel: FriendsPanel) -> TableChat:
        """The table's chat, shown in ``panel``."""
        if self.chat is None:
            self.chat = TableChat(panel, self.link.send)
        return self.chat

    def _host_call(self, what: str, *args: int) -> None:
        """The host's start, bench, admit or rematch, said to the table."""
        if self.game is not None:
            getattr(self.game, what)(*args)

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
        table.show_away(lambda: away_words(game), lambda: reading_words(game))
        if game.finished:
            self.memory.forget(self.invite)
            if self.hosts:
                self.hosting.forget()

    # ------------------------------------------------------------------ the connection
    def _connection(self, state: str, value: int) -> None:
        if self.panel is not None:  # friends-3 D11: nobody is known to be there meanwhile
            self.panel.set_reachable(state in ("connecting", "connected"))
        if state == "gone":
            self.notices.server_gone(self._give_up_table)
            return
        if state == "connected":
            self.notices.server_back()
        knocking = state == "connected" and self.notices.knock_box is not None
        self.parts.status(texts.knocking() if knocking else texts.connection_state(state, value))

    def _give_up_table(self) -> None:
        """Nothing reaches the table and the player is done with it."""
        self.memory.forget(self.invite)
        self.leave(quietly=True)

    def failed(self, code: str) -> None:
        """A refusal or a failure: said in the player's words; before a seat, the window's
        own match stays on the table."""
        if code == "bad-token" and self._then_join is not None and not self._seated:
            invite, name = self._then_join  # the kept seat is gone: ask for a new one
            self.memory.forget(invite)
            self.open_table(invite.table_url, p.Join(name=name, code=invite.code), invite)
            return
        if code == "started" and not self._seated and self.entry.knock():
            return  # the player waits for the host to let them in
        if code == "closed":
            self._tell(texts.table_closed(self.notes.host_name()))
            self.memory.forget(self.invite)
        else:
            self._tell(texts.server_problem(code))
        if not self._seated:
            self.notices.let_in()
            self.link.close()
            self.hosting.stop()
            self.gave_up.emit()
        elif code in ("replaced", "bad-token", "no-table", "closed"):
            self.leave(quietly=True)

    def _problem(self, code: str) -> None:
        if code in ("chat-too-fast", "bad-chat") and self.chat is not None:
            self.chat.refused(code)  # the line goes back into the input, with the reason
            return
        self.parts.status(texts.server_problem(code))

    def _tell(self, text: str) -> None:
        self.parts.status(text)
        self.notices.tell(text)

    # ------------------------------------------------------------------ leaving
    def leave(self, *, quietly: bool = False) -> None:
        """Leave the table (the panel's button, the menu): during a match a friend is asked
        first (a computer player takes the seat for good) and the host chooses between
        keeping the table open and closing it; in the lobby nothing is asked. ``quietly``:
        nothing is said to the table (the seat stays as it is)."""
        if not quietly and self._seated:
            plan = self.goodbye.plan(self._playing(), self.hosts, quitting=False)
            if not plan:
                return  # the player stays
            self.goodbye.say(plan, self.invite, self.host_token, self.demo)
        self._stand_up()

    def _playing(self) -> OnlineGame | None:
        return self.game if self.in_play() else None

    def _stand_up(self) -> None:
        was_seated = self._seated
        self.link.close()
        self.hosting.stop()
        if self.reach is not None:
            self.reach.stop()
            self.reach.deleteLater()
            self.reach = None
        for game in (self.game, self._moving):
            if game is not None:
                game.shutdown()
                game.deleteLater()
        self.game = self._moving = None
        self.attention.follow(None)
        self.notices.let_in()
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
        goodbye = self.goodbye
        goodbye.quit_plan = ""
        if self._seated and self.asks:
            goodbye.quit_plan = goodbye.plan(self._playing(), self.hosts, quitting=True)
            return bool(goodbye.quit_plan)
        return True

    def shutdown(self) -> None:
        """The window closes: say goodbye as asked in :meth:`may_quit` (by default the seat
        stays the player's, and a hosted table stays open for the friends), then close."""
        if self._seated:
            goodbye = self.goodbye
            plan = goodbye.quit_plan or goodbye.default_plan(self.in_play(), self.hosts)
            goodbye.say(plan, self.invite, self.host_token, self.demo)
        self.link.close(wait=1.0)  # the goodbye goes out before the window does
        if self.game is not None:
            self.game.shutdown()
        self.hosting.stop()
        if self.demo:
            self.hosting.wait_stopped(3.0)  # its temporary folder goes with it
