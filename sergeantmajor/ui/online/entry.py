"""The ways to a table with friends: Game ▸ Play with friends (Host a table, Join a table), the
command line (``--host``, ``--join``) and the start-up question.

:class:`TableEntry` decides which first message a connection says: ``create`` for a new hosted
table, ``resume`` with the seat's token whenever the settings keep one for that table (coming
back with the invite, after a crash, after answering No at start), ``join`` otherwise, and
``knock`` when a join finds the match begun (a player whose seat token was lost waits for the
host to let them in). A table this window hosted is served again first (the same folder and
port: the friends' invite stays right), and a new hosting never replaces an open one without
asking. After a rematch every window follows to the new table with the seat kept there.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog

from ...engine import Rules
from ...net import protocol as p
from ...net.invite import Invite, InviteError, parse_invite, server_url
from . import texts
from .questions import BACK, REPLACE

if TYPE_CHECKING:
    from .friends_panel import FriendsPanel
    from .host_reach import HostReach
    from .host_table import Hosting
    from .notices import Notices
    from .questions import Questions
    from .seat_memory import SeatMemory
    from .window_parts import WindowParts

log = logging.getLogger(__name__)


class Seating(Protocol):
    """What the ways in use of the window's part at a table (:class:`~.friends.FriendsPlay`):
    its hosted table, the seats the settings keep, the questions, the connection, and what
    the panel shows of the table."""

    hosting: Hosting
    memory: SeatMemory
    questions: Questions
    notices: Notices
    invite: Invite | None
    name: str
    addresses: list[str]
    shared_invite: str
    host_token: str | None
    server_url: str
    where: str
    reach: HostReach | None
    panel: FriendsPanel | None

    @property
    def active(self) -> bool: ...

    def leave(self, *, quietly: bool = False) -> None: ...

    def open_table(self, url: str, first: Any, invite: Invite | None,
                   then_join: tuple[Invite, str] | None = None) -> None: ...

    def ask_rejoin(self) -> bool: ...

    def move_to(self, invite: Invite, first: Any) -> None: ...

    def failed(self, code: str) -> None: ...


class TableEntry(QObject):
    """How the window gets to a table with friends."""

    def __init__(self, play: Seating, parts: WindowParts) -> None:
        super().__init__(parts.parent)
        self.play = play
        self.parts = parts
        self.prefs = parts.prefs
        self.dialog: QDialog | None = None
        self._create: p.Create | None = None  # the table to make once the server listens
        self._resume: tuple[Invite, str] | None = None  # the seat to take back, once it does
        hosting = play.hosting
        hosting.ready.connect(self._serving)
        hosting.failed.connect(self._hosting_failed)

    # ------------------------------------------------------------------ the menu's dialogs
    def host_dialog(self) -> None:
        """Game ▸ Play with friends ▸ Host a table: the rules and the table, then open it
        (asked first when the table hosted before is still open)."""
        from ...app import preferences
        from .host_dialog import HostTableDialog

        replace = False
        if self.play.hosting.remembered():
            answer = self.play.questions.host_again()
            if answer == BACK:
                self.back_to_hosted()
                return
            if answer != REPLACE:
                return
            replace = True
        prefs = self.prefs
        dialog = HostTableDialog(prefs.rules, self.player_name(), preferences.default_level(),
                                 prefs.friends_port, self.parts.parent, prefs.friends_bind,
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
                      dialog.where(), replace=replace)

        dialog.accepted.connect(accepted)
        dialog.open()
        self.dialog = dialog

    def join_dialog(self, invite: str = "") -> None:
        """Game ▸ Play with friends ▸ Join a table: the invite and a name, then take a seat
        (the invite of the table the player still has a seat at is proposed)."""
        from .join_dialog import JoinTableDialog

        current = self.play.memory.current()
        if not invite and current is not None:
            invite = current[0]
        dialog = JoinTableDialog(self.player_name(), invite, self.parts.parent)
        dialog.setModal(True)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def accepted() -> None:
            self.prefs.player_name = dialog.name()
            self.join(dialog.invite(), dialog.name())

        dialog.accepted.connect(accepted)
        dialog.open()
        self.dialog = dialog

    def player_name(self) -> str:
        """The name friends see: the player's own, else the account's name."""
        name = self.prefs.player_name
        if name:
            return name
        import getpass

        try:
            return getpass.getuser().strip().title()[:40]
        except (KeyError, OSError):  # no name for this account (a container)
            return ""

    # ------------------------------------------------------------------ hosting
    def host(self, rules: Rules, name: str, level: str, port: int, where: str | None = None,
             *, replace: bool = False) -> None:
        """Open a table on this computer (its server in a process of its own) and take its
        first seat; ``where``: ``network`` or ``here`` (the player's choice by default).
        The table hosted before, if still open, is closed first (``replace``: the player
        said so; else they are asked)."""
        play = self.play
        remembered = play.hosting.remembered()
        if remembered and not replace:
            answer = play.questions.host_again()
            if answer == BACK:
                self.back_to_hosted()
            if answer != REPLACE:
                return
        play.leave(quietly=True)
        play.name = name
        create = p.Create(rules=rules.to_dict(), bots=level, humans=rules.players)
        where = where or play.where or self.prefs.friends_bind

        def start() -> None:
            self._create, self._resume = create, None
            play.hosting.start_new(port, where)

        if remembered:
            play.memory.forget(Invite("", str(remembered["table"]), ""))
            play.hosting.close_remembered(remembered, start)
        else:
            start()

    def back_to_hosted(self) -> bool:
        """Serve the table this player hosted again and take the host's seat back."""
        play = self.play
        record = play.hosting.remembered()
        if not record:
            return False
        table = str(record["table"])
        token = play.memory.token(Invite("", table, ""))
        if token is None:  # the host's own seat was never kept: nothing to take back
            return False
        play.leave(quietly=True)
        play.host_token = str(record["host"])
        self._create, self._resume = None, (Invite("", table, str(record["code"])), token)
        play.hosting.start_again(record)
        return True

    def _serving(self, local: str) -> None:
        """The hosted table's server listens: make the table, or take the seat back."""
        play = self.play
        if self._create is not None:
            create, self._create = self._create, None
            play.open_table(local + "/", create, None)
        elif self._resume is not None:
            (table, token), self._resume = self._resume, None
            invite = play.hosting.local_invite() or Invite(local, table.table, table.code)
            play.shared_invite = play.hosting.shared_invite
            play.addresses = play.hosting.addresses
            self._follow_router(table.table, table.code)
            play.open_table(invite.table_url, p.Resume(token=token, host=play.host_token), invite)

    def _hosting_failed(self, code: str) -> None:
        self._create = self._resume = None
        self.play.host_token = None
        self.play.failed(code)

    def created(self, message: p.Created) -> None:
        """The server made the hosted table: remember it and take its first seat."""
        play = self.play
        if play.hosting.server is None:  # a table server's table: its invite is everyone's
            self._created_on_server(message)
            return
        invite = play.hosting.created(message.table, message.code, message.host)
        play.host_token = message.host
        play.shared_invite = play.hosting.shared_invite
        play.addresses = play.hosting.addresses
        self._follow_router(message.table, message.code)
        play.open_table(invite.table_url, p.Join(name=play.name, code=message.code,
                                                 host=message.host), invite)

    def host_on_server(self, url: str, rules: Rules, name: str, level: str) -> None:
        """Open a table on the table server at ``url`` (``ws://HOST:PORT`` or ``wss://…``)
        and take its first seat: the same lobby, panel and Start as a table on this computer;
        the table stays there when the game closes."""
        play = self.play
        play.leave(quietly=True)
        play.name = name
        play.addresses = []
        play.server_url = url.rstrip("/")
        create = p.Create(rules=rules.to_dict(), bots=level, humans=rules.players)
        play.open_table(play.server_url + "/", create, None)

    def _created_on_server(self, message: p.Created) -> None:
        play = self.play
        play.host_token = message.host
        try:
            invite = parse_invite(message.invite)
        except InviteError:  # a server whose invite cannot be read: the address we used
            invite = Invite(play.server_url, message.table, message.code)
        self.prefs.remember_server(play.server_url)
        play.shared_invite = str(invite)
        play.open_table(invite.table_url, p.Join(name=play.name, code=message.code,
                                                 host=message.host), invite)

    def _follow_router(self, table: str, code: str) -> None:
        """The hosted table's server asks the router for its port (``serve --open-router``):
        follow its answer in the panel, never waiting for it."""
        from .host_reach import HostReach

        play = self.play
        server = play.hosting.server
        reach_file = play.hosting.reach_file
        if server is None or reach_file is None or play.reach is not None:
            return  # a demo, or a table for this computer only; or followed already
        reach = HostReach(server.port, self)
        reach.set_table(server_url(play.addresses[0], server.port), table, code)
        reach.changed.connect(self._reach_changed)
        reach.watch_file(reach_file)
        play.reach = reach

    def _reach_changed(self) -> None:
        play = self.play
        if play.reach is not None and play.panel is not None and play.active:
            play.reach.show_in(play.panel)
            play.shared_invite = play.reach.invite

    # ------------------------------------------------------------------ joining
    def join(self, invite: Invite | str, name: str) -> None:
        """Take a seat at the table of ``invite`` under ``name``: the player's own seat back
        when the settings keep its token for that table, else a free one."""
        play = self.play
        if isinstance(invite, str):
            invite = parse_invite(invite)
        play.leave(quietly=True)
        play.name = name
        play.shared_invite = str(invite)
        token = play.memory.token(invite)
        if token is not None:
            play.open_table(invite.table_url, p.Resume(token=token), invite,
                         then_join=(invite, name))
        else:
            play.open_table(invite.table_url, p.Join(name=name, code=invite.code), invite)

    def rejoin(self, invite: Invite | str, token: str) -> None:
        """Come back to a seat this player had (after a restart of the game); the table this
        window hosted is served again first."""
        play = self.play
        if isinstance(invite, str):
            invite = parse_invite(invite)
        record = play.hosting.remembered()
        if record and str(record.get("table")) == invite.table and self.back_to_hosted():
            return
        play.leave(quietly=True)
        play.shared_invite = str(invite)
        play.open_table(invite.table_url, p.Resume(token=token), invite)

    def offer_rejoin(self) -> bool:
        """A table with friends was left open when the game closed: offer to go back to it.
        Answering No keeps the seat (the next start asks again; Join a table proposes it).

        ``True`` if the player went back (the window's own match waits, saved)."""
        play = self.play
        table = play.memory.current()
        if table is None or not play.ask_rejoin():
            return False
        invite, token = table
        try:
            self.rejoin(invite, token)
        except InviteError:  # a damaged setting: nothing to go back to
            play.memory.forget(None)
            return False
        return True

    # ------------------------------------------------------------------ knocking, rematch
    def knock(self) -> bool:
        """A join found the match begun (the player's seat token was lost, or they come
        late): ask the host to let them in, and say they wait. ``False``: nothing to ask."""
        play = self.play
        invite = play.invite
        if invite is None or play.hosting.server is not None:
            return False
        play.open_table(invite.table_url, p.Knock(name=play.name, code=invite.code), invite)
        self.parts.status(texts.knocking())
        play.notices.knocking(lambda: play.leave(quietly=True))
        return True

    def follow_rematch(self, message: p.RematchAt) -> None:
        """The host started another match: go on at its table with the seat kept there (the
        settings keep it, so coming back works for the new table as for the old one)."""
        play = self.play
        old = play.invite
        if old is None or message.token is None:
            return
        play.memory.forget(old)
        invite = Invite(old.server, message.table, message.code)
        play.host_token = message.host
        if message.host is not None and play.hosting.server is not None:
            invite = play.hosting.created(message.table, message.code, message.host)
            play.shared_invite = play.hosting.shared_invite
            if play.reach is not None and play.addresses:
                play.reach.set_table(server_url(play.addresses[0], play.hosting.server.port),
                                     message.table, message.code)
        else:
            play.shared_invite = str(Invite(parse_invite(play.shared_invite).server,
                                            message.table, message.code)) \
                if play.shared_invite else str(invite)
        play.memory.keep(invite, message.token)
        self.parts.status(texts.rematch_started())
        play.move_to(invite, p.Resume(token=message.token, host=message.host))

