"""What leaving or quitting a table with friends does, and how it is said to the table.

:class:`Goodbye` decides what becomes of the seat (or of the table this window hosts) when the
player leaves or closes the game: during a match it asks (a friend: leave for good, or close
the game and keep the seat; the host: keep the table open for the friends, or close it); in
the lobby nothing is asked. Then it says so to the table (the link sends it before it closes)
and keeps in the settings what is left to come back to.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...net import protocol as p
from .questions import CLOSE, KEEP

if TYPE_CHECKING:
    from ...app.online_game import OnlineGame
    from ...net.invite import Invite
    from .host_table import Hosting
    from .questions import Questions
    from .seat_memory import SeatMemory

#: What closing the game does to the seat: keep it, with a computer player at once (``away``);
#: give it up (``leave``); for the host, keep the table open (``keep``) or close it (``close``).
AWAY, LEAVE = "away", "leave"


class Goodbye:
    """The plan for leaving, and the goodbye said to the table."""

    def __init__(self, questions: Questions, send: Callable[[Any], None], memory: SeatMemory,
                 hosting: Hosting) -> None:
        self.questions = questions
        self.send = send
        self.memory = memory
        self.hosting = hosting
        self.quit_plan = ""  # what closing the game does (asked before the window closes)

    def plan(self, playing: OnlineGame | None, hosts: bool, *, quitting: bool) -> str:
        """What leaving or quitting does now (``playing``: the match in play, asked about);
        ``""``: the player stays."""
        if playing is None:
            return CLOSE if hosts else LEAVE
        if hosts:
            friends = [s.name for s in playing.status
                       if s.kind == "human" and s.seat != playing.human]
            return self.questions.host_going(friends, quitting)
        if quitting:
            return AWAY if self.questions.quit() else ""
        return LEAVE if self.questions.leave() else ""

    def default_plan(self, in_play: bool, hosts: bool) -> str:
        """Not asked (a test, a demo's end): nothing anyone plays is lost."""
        if in_play:
            return KEEP if hosts else AWAY
        return CLOSE if hosts else LEAVE

    def say(self, plan: str, invite: Invite | None, host_token: str | None,
            demo: bool) -> None:
        """Tell the table and remember what is left."""
        from .host_table import CLOSING_LIMIT

        if plan == KEEP and demo and self.hosting.server is not None:
            plan = CLOSE  # a demo's own table goes with it
        if plan in (AWAY, KEEP):
            self.send(p.Away())
        elif plan == CLOSE and host_token is not None:
            self.send(p.CloseTable(host=host_token))
        else:
            self.send(p.Leave())
        if plan in (LEAVE, CLOSE):
            self.memory.forget(invite)
        if plan == KEEP:
            self.hosting.keep_open()  # its server goes on; the next start comes back to it
        elif plan == CLOSE:
            self.hosting.forget()  # its server stops by itself once the table is closed
            self.hosting.stop(after=CLOSING_LIMIT)
