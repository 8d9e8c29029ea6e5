"""Who can reach a table hosted on this computer: the router's answer (issue 31 item 2), in the
side panel, and the invites that follow from it.

:class:`HostReach` gets the router's outcome (:class:`~sergeantmajor.net.portmap.Outcome`)
from the table's own server process, which asks the router while it serves (``serve
--open-router --reach-file FILE``: this object reads that file, on a timer, never waiting for
it), or from a :class:`~sergeantmajor.net.portmap.PortMapper` run in this process. The lobby
never waits for it: friends on this network join meanwhile. Once the router forwards the port,
the invite names the public address and the local one stays in the panel for friends in the
house.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ...net.invite import Invite, make_invite, server_url
from ...net.portmap import ASKING, MAPPED, Outcome, read_outcome
from . import reach_texts

if TYPE_CHECKING:
    from ...net.portmap import PortMapper
    from .friends_panel import FriendsPanel

log = logging.getLogger(__name__)

#: How often the window looks at the server's reach file (ms), and for how long at most.
POLL_MS = 200
POLL_LIMIT_MS = 20_000


class HostReach(QObject):
    """The router's answer for one hosted table, shown in its panel."""

    changed = Signal()  # the outcome (and so the invites) changed
    _told = Signal(object)  # an outcome from the mapper's thread, carried to the GUI thread

    def __init__(self, port: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.port = port
        self.outcome = Outcome(ASKING, port)
        self.local_invite = ""
        self._invite: Invite | None = None
        self._file: Path | None = None
        self._waited = 0
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._mapper: PortMapper | None = None
        self._told.connect(self._update)

    # ------------------------------------------------------------------ the sources
    def watch_file(self, path: Path) -> None:
        """Follow what the table's server process writes to its ``--reach-file``."""
        self._file = path
        self._timer.start()

    def map_here(self, record: Path | None) -> None:
        """Ask the router from this process (a table served on a thread of the window)."""
        from ...net.portmap import PortMapper

        self._mapper = PortMapper(self.port, record=record, on_outcome=self._told.emit)
        self._mapper.start()

    def stop(self) -> None:
        """The table closes: stop following; a mapping made here is taken back (on a
        thread: closing never waits for the router)."""
        self._timer.stop()
        mapper, self._mapper = self._mapper, None
        if mapper is not None:
            threading.Thread(target=mapper.close, name="portmap-close", daemon=True).start()

    # ------------------------------------------------------------------ the invites
    def set_table(self, local_server: str, table: str, code: str) -> None:
        """The table is made: ``local_server`` is where friends in the house reach it."""
        self.local_invite = make_invite(local_server, table, code)
        self._invite = Invite(local_server, table, code)
        self.changed.emit()

    @property
    def invite(self) -> str:
        """The invite to send: the public address once the router forwards the port."""
        if self._invite is None:
            return ""
        if self.outcome.state == MAPPED and self.outcome.public:
            public = server_url(self.outcome.public, self.outcome.external_port or self.port)
            return make_invite(public, self._invite.table, self._invite.code)
        return self.local_invite

    def sentence(self) -> str:
        """The panel's sentence, in the language in force."""
        return reach_texts.reachability(self.outcome.state, self.outcome.external_port
                                        or self.port)

    def show_in(self, panel: FriendsPanel) -> None:
        """Put the invites and the sentence in ``panel``."""
        mapped = self.outcome.state == MAPPED
        panel.set_reach(self.invite, self.local_invite if mapped else "", self.sentence)

    # ------------------------------------------------------------------ updates
    def _poll(self) -> None:
        self._waited += POLL_MS
        outcome = read_outcome(self._file) if self._file is not None else None
        if outcome is not None:
            self._update(outcome)
        if (outcome is not None and outcome.state != ASKING) or self._waited > POLL_LIMIT_MS:
            self._timer.stop()

    def _update(self, outcome: object) -> None:
        if not isinstance(outcome, Outcome) or outcome == self.outcome:
            return
        self.outcome = outcome
        log.info("who can reach the table: %s", outcome.state)
        self.changed.emit()
