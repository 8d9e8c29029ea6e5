"""The ways to a table with friends: Game ▸ Play with friends (Host a table, Join a table), the
command line (``--host``, ``--join``) and the start-up question.

:class:`TableEntry` decides which first message a connection says: ``create`` for a new hosted
table, ``resume`` with the seat's token whenever the settings keep one for that table (coming
back with the invite, after a crash, after answering No at start), ``join`` otherwise. A table
this window hosted is served again first (the same folder and port: the friends' invite stays
right), and a new hosting never replaces an open one without asking.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog

from ...engine import Rules
from ...net import protocol as p
from ...net.invite import Invite, InviteError, parse_invite
from .questions import BACK, REPLACE

if TYPE_CHECKING:
    from .friends import FriendsPlay

log = logging.getLogger(__name__)


class TableEntry(QObject):
    """How the window gets to a table with friends."""

    def __init__(self, play: FriendsPlay) -> None:
        super().__init__(play)
        self.play = play
        self.prefs = play.parts.prefs
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
                                 prefs.friends_port, self.play.parts.parent, prefs.friends_bind)
        dialog.setModal(True)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def accepted() -> None:
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
        dialog = JoinTableDialog(self.player_name(), invite, self.play.parts.parent)
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
            play.open_table(invite.table_url, p.Resume(token=token, host=play.host_token), invite)

    def _hosting_failed(self, code: str) -> None:
        self._create = self._resume = None
        self.play.host_token = None
        self.play._failed(code)

    def created(self, message: p.Created) -> None:
        """The server made the hosted table: remember it and take its first seat."""
        play = self.play
        invite = play.hosting.created(message.table, message.code, message.host)
        play.host_token = message.host
        play.shared_invite = play.hosting.shared_invite
        play.addresses = play.hosting.addresses
        play.open_table(invite.table_url, p.Join(name=play.name, code=message.code,
                                              host=message.host), invite)

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
