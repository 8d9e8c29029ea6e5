"""Game ▸ Play with friends: hosting a table, joining one, and playing it on the window's table.

:class:`FriendsPlay` is the window's part for a table on a server. It owns the connection
(:class:`~sergeantmajor.app.online_link.TableLink`), the seat's game
(:class:`~sergeantmajor.app.online_game.OnlineGame`), the side panel and, for a host, the
table it serves (:class:`~.host_table.Hosting`: a server process of its own). While the
window sits at a table, the window's table is fed by the seat's game instead of the window's
own match (which stays saved and comes back when the player leaves). Every problem reaches
the player as a sentence of their language; the window stays usable whatever the network
does.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QMessageBox

from ...app.online_game import OnlineGame, SeatStatus
from ...app.online_link import TableLink
from ...engine import Rules
from ...net import protocol as p
from ...net.invite import Invite, InviteError, parse_invite, server_url
from ..plain_text import keep_plain
from . import texts
from .friends_panel import FriendsPanel
from .host_table import Hosting

if TYPE_CHECKING:
    from ...seats import HandsLimit
    from ..main_window import MainWindow
    from .host_reach import HostReach

log = logging.getLogger(__name__)


class FriendsPlay(QObject):
    """The window at a table with friends: connection, seat, panel and (hosting) server."""

    joined = Signal()  # the window took a seat (the table now shows the server's match)
    left = Signal()  # the window left the table (its own match is back)
    stopped = Signal()  # a demo played its hands (``autoplay``), or the match ended first
    gave_up = Signal()  # no seat could be taken (the reason was told)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.link = TableLink(self)
        self.link.received.connect(self._received)
        self.link.state_changed.connect(self._connection)
        self.link.failed.connect(self._failed)
        self.game: OnlineGame | None = None
        self.panel: FriendsPanel | None = None
        self.hosting = Hosting(window.prefs, self)
        self.hosting.ready.connect(self._serving)
        self.hosting.failed.connect(self._hosting_failed)
        self._create: p.Create | None = None  # the table to make once the server listens
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
        self._last_status: list[SeatStatus] = []
        self.gone_box: QMessageBox | None = None
        self.ask_rejoin: Callable[[], bool] = self._ask_rejoin
        self.error_box: QMessageBox | None = None

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

    # ------------------------------------------------------------------ the menu's dialogs
    def host_dialog(self) -> None:
        """Game ▸ Play with friends ▸ Host a table: the rules and the table, then open it."""
        from ...app import preferences
        from .host_dialog import HostTableDialog

        prefs = self.window.prefs
        dialog = HostTableDialog(prefs.rules, self.player_name(), preferences.default_level(),
                                 prefs.friends_port, self.window, prefs.friends_bind,
                                 servers=prefs.friends_servers)
        dialog.setModal(True)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def accepted() -> None:
            if dialog.on_server():
                prefs.player_name = dialog.name()
                self.host_on_server(dialog.server(), dialog.rules(), dialog.name(),
                                    dialog.level())
                return
            prefs.friends_port = dialog.port()
            prefs.friends_bind = dialog.where()
            prefs.player_name = dialog.name()
            self.host(dialog.rules(), dialog.name(), dialog.level(), dialog.port(),
                      dialog.where())

        dialog.accepted.connect(accepted)
        dialog.open()
        self.dialog: QDialog = dialog

    def join_dialog(self, invite: str = "") -> None:
        """Game ▸ Play with friends ▸ Join a table: the invite and a name, then take a seat."""
        from .join_dialog import JoinTableDialog

        dialog = JoinTableDialog(self.player_name(), invite, self.window)
        dialog.setModal(True)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def accepted() -> None:
            self.window.prefs.player_name = dialog.name()
            self.join(dialog.invite(), dialog.name())

        dialog.accepted.connect(accepted)
        dialog.open()
        self.dialog = dialog

    def player_name(self) -> str:
        """The name friends see: the player's own, else the account's name."""
        name = self.window.prefs.player_name
        if name:
            return name
        import getpass

        try:
            return getpass.getuser().strip().title()[:40]
        except (KeyError, OSError):  # no name for this account (a container)
            return ""

    # ------------------------------------------------------------------ coming back
    def offer_rejoin(self) -> bool:
        """A table with friends was left open when the game closed: offer to go back to it.

        ``True`` if the player went back (the window's own match waits, saved)."""
        table = self.window.prefs.friends_table
        if table is None:
            return False
        if not self.ask_rejoin():
            self.forget_table()
            return False
        invite, token = table
        try:
            self.rejoin(invite, token)
        except InviteError:  # a damaged setting: nothing to go back to
            self.forget_table()
            return False
        return True

    def _ask_rejoin(self) -> bool:
        answer = QMessageBox.question(
            self.window, self.tr("Table with friends"),
            # not "when the game closed": another window of the game may still be at it
            self.tr("You still have a seat at a table with friends. Go back to it?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def remember_table(self, token: str) -> None:
        """Keep the seat's token, so the player can come back after a restart."""
        self.window.prefs.friends_table = (str(self.invite), token)

    def forget_table(self) -> None:
        """The table is over or left: nothing to come back to."""
        self.window.prefs.friends_table = None

    # ------------------------------------------------------------------ hosting
    def host(self, rules: Rules, name: str, level: str, port: int,
             where: str | None = None) -> None:
        """Open a table on this computer (its server in a process of its own) and take its
        first seat; ``where``: ``network`` or ``here`` (the player's choice by default)."""
        self.leave(quietly=True)
        self.name = name
        self._create = p.Create(rules=rules.to_dict(), bots=level, humans=rules.players)
        self.hosting.start_new(port, where or self.where or self.window.prefs.friends_bind)

    def _serving(self, local: str) -> None:
        """The hosted table's server listens: make the table (or take the seat back)."""
        if self._create is not None:
            create, self._create = self._create, None
            self.link.open(local + "/", create)

    def _hosting_failed(self, code: str) -> None:
        self._create = None
        self._failed(code)

    def _created(self, message: p.Created) -> None:
        if self.hosting.server is None:  # a table server's table: its invite is everyone's
            self._created_on_server(message)
            return
        self.invite = self.hosting.created(message.table, message.code, message.host)
        self.host_token = message.host
        self.shared_invite = self.hosting.shared_invite
        self.addresses = self.hosting.addresses
        self._follow_router(message)
        self.link.open(self.invite.table_url, p.Join(name=self.name, code=message.code,
                                                     host=message.host))

    def host_on_server(self, url: str, rules: Rules, name: str, level: str) -> None:
        """Open a table on the table server at ``url`` (``ws://HOST:PORT`` or ``wss://…``)
        and take its first seat: the same lobby, panel and Start as a table on this computer;
        the table stays there when the game closes."""
        self.leave(quietly=True)
        self.name = name
        self.addresses = []
        self.server_url = url.rstrip("/")
        create = p.Create(rules=rules.to_dict(), bots=level, humans=rules.players)
        self.link.open(self.server_url + "/", create)

    def _created_on_server(self, message: p.Created) -> None:
        self.host_token = message.host
        try:
            invite = parse_invite(message.invite)
        except InviteError:  # a server whose invite cannot be read: the address we used
            invite = Invite(self.server_url, message.table, message.code)
        self.window.prefs.remember_server(self.server_url)
        self.shared_invite = str(invite)
        self.invite = invite
        self.link.open(invite.table_url, p.Join(name=self.name, code=message.code,
                                                host=message.host))

    def _follow_router(self, message: p.Created) -> None:
        """The hosted table's server asks the router for its port (``serve --open-router``):
        follow its answer in the panel, never waiting for it."""
        from .host_reach import HostReach

        server = self.hosting.server
        reach_file = self.hosting.reach_file
        if server is None or reach_file is None:
            return  # a demo, or a table for this computer only
        reach = HostReach(server.port, self)
        reach.set_table(server_url(self.addresses[0], server.port), message.table,
                        message.code)
        reach.changed.connect(self._reach_changed)
        reach.watch_file(reach_file)
        self.reach = reach

    def _reach_changed(self) -> None:
        if self.reach is not None and self.panel is not None and self._seated:
            self.reach.show_in(self.panel)
            self.shared_invite = self.reach.invite

    # ------------------------------------------------------------------ joining
    def join(self, invite: Invite | str, name: str) -> None:
        """Take a seat at the table of ``invite`` under ``name``."""
        if isinstance(invite, str):
            invite = parse_invite(invite)
        self.leave(quietly=True)
        self.invite, self.name = invite, name
        self.shared_invite = str(invite)
        self.link.open(invite.table_url, p.Join(name=name, code=invite.code))

    def rejoin(self, invite: Invite | str, token: str) -> None:
        """Come back to a seat this player had (after a restart of the game)."""
        if isinstance(invite, str):
            invite = parse_invite(invite)
        self.leave(quietly=True)
        self.invite = invite
        self.shared_invite = str(invite)
        self.link.open(invite.table_url, p.Resume(token=token))

    # ------------------------------------------------------------------ the server's words
    def _received(self, message: object) -> None:
        if isinstance(message, p.Created):
            self._created(message)
            return
        if isinstance(message, p.Welcome):
            self._seat(message)
        game = self.game
        if game is None:
            if isinstance(message, p.Error):
                self._failed(message.code)
            return
        if isinstance(message, p.TableState):
            self._notes(message)
        game.handle(message)
        if isinstance(message, p.Welcome) and message.token:
            self.remember_table(message.token)

    def _seat(self, message: p.Welcome) -> None:
        """The server gave this window a seat (or gave it back): sit at the table."""
        if self.game is None:
            self.game = OnlineGame(self.link.send, self)
            self.game.host_token = self.host_token
            self.game.lobby_changed.connect(self._lobby_changed)
            self.game.chat_received.connect(self._chat)
            self.game.refused.connect(self.window.show_status)
            self.game.problem.connect(lambda code, _text: self._problem(code))
            if self.autoplay is not None:  # a demo: a computer player plays this seat
                self._demo(self.game, self.autoplay)
        if not self._seated:
            self._seated = True
            panel = self._panel()
            panel.attach(self.game, host=self.host_token is not None,
                         invite=self.shared_invite if self.host_token else "",
                         addresses=self.addresses if self.host_token else [])
            if self.reach is not None and self.host_token:
                self.reach.show_in(panel)
            panel.show()
            self.window.sit_at(self.game)
            self.joined.emit()

    def _panel(self) -> FriendsPanel:
        if self.panel is None:
            panel = FriendsPanel(self.window)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
            panel.start_asked.connect(self._start)
            panel.leave_asked.connect(lambda: self.leave())
            panel.chat_typed.connect(self._say)
            self.panel = panel
        return self.panel

    def _lobby_changed(self) -> None:
        game = self.game
        if game is None or self.panel is None:
            return
        self.panel.refresh()
        if not game.started and game.rules_ is not None:
            self.window.table.show_lobby(game.rules_, game.viewer,
                                         lambda: self._lobby_words(game))
            return
        self.window.table.show_away(lambda: self._away_words(game))
        if game.finished:
            self.forget_table()

    def _lobby_words(self, game: OnlineGame) -> tuple[list[tuple[str, list[str]]], str]:
        """The lobby's badges and prompt, in the language in force."""
        badges = [texts.lobby_badge(s.name, s.kind, s.level or game.bots, s.connected,
                                    s.seat == game.human, s.host) for s in game.status]
        missing = sum(1 for s in game.status if s.kind == "empty")
        return badges, texts.lobby_prompt(missing, self.host_token is not None)

    @staticmethod
    def _away_words(game: OnlineGame) -> dict[int, str]:
        """The friends who are not at the table now, each with the sentence that says why
        (their badge's tooltip)."""
        return {s.seat: texts.seat_line(s.name, s.kind, s.level or game.bots, s.connected,
                                        s.stand_in, False, s.host, game.finished)
                for s in game.status
                if s.kind == "human" and s.seat != game.human
                and (not s.connected or s.stand_in)}

    def _notes(self, message: p.TableState) -> None:
        """Chat notes for what changed at the seats (who came, went, dropped, is back)."""
        before = {s.seat: s for s in self._last_status}
        game = self.game
        panel = self._panel()
        grace = int(message.grace)
        for seat in message.seats:
            old = before.get(seat.seat)
            if game is not None and seat.seat == game.human:
                continue
            if old is None or old.kind == "empty":
                if seat.kind == "human" and old is not None:
                    panel.note(texts.Note("joined", seat.name))
                continue
            if old.kind == "human" and seat.kind != "human":
                panel.note(texts.Note("left", old.name))
            elif seat.stand_in and not old.stand_in:
                panel.note(texts.Note("replaced", seat.name))
            elif not seat.connected and old.connected:
                # once the match is over nobody waits for them: they have simply gone
                panel.note(texts.Note("left", seat.name) if message.finished
                           else texts.Note("dropped", seat.name, grace))
            elif seat.connected and not old.connected:
                panel.note(texts.Note("back", seat.name))
        self._last_status = [SeatStatus(s.seat, s.name, s.kind, s.level, s.connected,
                                        s.stand_in, s.host) for s in message.seats]

    def _chat(self, seat: object, name: str, text: str) -> None:
        if self.panel is not None:
            self.panel.said(name, text)

    def _say(self, text: str) -> None:
        if self.game is not None:
            self.game.say(text)

    def _start(self) -> None:
        if self.game is not None:
            self.game.start_now()

    def _demo(self, game: OnlineGame, hands: int) -> None:
        """A demo (``--join … --autoplay N``): a computer player takes this seat's turns
        through the table, and the demo stops after ``hands`` hands (or the match's end)."""
        from ...seats import HandsLimit
        from ...seats.bots import DeferredBot
        from ..seat_autoplay import SeatAutoplay

        self._limit = HandsLimit(hands, self.stopped.emit)
        game.event_occurred.connect(self._limit.observe)
        player = SeatAutoplay(DeferredBot("normal", 0), self.window.table, game)
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
        self.window.show_status(texts.connection_state(state, value))

    def _ask_wait_or_leave(self) -> None:
        if self.gone_box is not None:
            return
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Table with friends"),
                          texts.connection_state("gone"), QMessageBox.StandardButton.NoButton,
                          self.window)
        box.setObjectName("serverGoneBox")
        keep_plain(box)
        box.setInformativeText(self.tr("The game keeps trying to reach it. You can wait, or "
                                       "leave the table and go back to your own match."))
        wait = box.addButton(self.tr("Wait"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Leave the table"), QMessageBox.ButtonRole.RejectRole)

        def answered(button: object) -> None:
            self.gone_box = None
            if button is not wait:
                self.leave()

        box.buttonClicked.connect(answered)
        box.open()
        self.gone_box = box

    def _failed(self, code: str) -> None:
        """A refusal or a failure: said in the player's words; before a seat, the window's
        own match stays on the table."""
        self._tell(texts.server_problem(code))
        if not self._seated:
            self.link.close()
            self._stop_server()
            self.gave_up.emit()
        elif code in ("replaced", "bad-token", "no-table"):
            self.leave(quietly=True)

    def _problem(self, code: str) -> None:
        self.window.show_status(texts.server_problem(code))

    def _tell(self, text: str) -> None:
        self.window.show_status(text)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Table with friends"), text,
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("friendsErrorBox")
        keep_plain(box)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.error_box = box

    # ------------------------------------------------------------------ leaving
    def leave(self, *, quietly: bool = False) -> None:
        """Leave the table: the seat goes to a computer player (or back to the lobby) and the
        window's own match comes back."""
        was_seated = self._seated
        if self.game is not None and not quietly:
            self.game.leave()
        self.link.close()
        self._stop_server()
        if self.game is not None:
            self.game.shutdown()
            self.game.deleteLater()
        self.game = None
        self._seated = False
        self._last_status = []
        self.host_token = None
        if self.panel is not None:
            self.panel.hide()
        if was_seated:
            if not quietly:
                self.forget_table()
            self.window.stand_up()
            self.left.emit()

    def _stop_server(self) -> None:
        self._create = None
        if self.reach is not None:
            self.reach.stop()
            self.reach.deleteLater()
            self.reach = None
        if self.hosting.server is not None or self.hosting.record:
            self.hosting.stop()
            self.hosting.forget()

    def shutdown(self) -> None:
        """The window closes: close the connection (the seat stays for a rejoin) and stop a
        hosted server (its tables are saved)."""
        self.link.close(wait=1.0)  # the goodbye goes out before the window does
        if self.game is not None:
            self.game.shutdown()
        self.hosting.stop()
        if self.demo:
            self.hosting.wait_stopped(3.0)  # its temporary folder goes with it
