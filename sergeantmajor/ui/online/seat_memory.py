"""What the settings keep of the player's seats at tables with friends.

Two things, both in the player's settings (a demo's are read-only: it keeps nothing):

- the table the player sat at when the game last closed (its invite and the seat's token):
  the next start offers to go back to it, and answering No keeps it (the seat is not
  forgotten while the match runs: the next start asks again, Join a table proposes its invite);
- the seat token of each of the last tables (by table id): coming back to a table with its
  invite, from Join a table or ``--join``, resumes the seat instead of asking for a new one.

A table is forgotten when its match is over, when the player leaves it or when its host
closes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...app.preferences import Preferences
    from ...net.invite import Invite


class SeatMemory:
    """The seats the player holds at tables with friends, as the settings keep them."""

    def __init__(self, prefs: Preferences) -> None:
        self.prefs = prefs

    def current(self) -> tuple[str, str] | None:
        """The table the player sat at when the game closed: (invite, token)."""
        return self.prefs.friends_table

    def token(self, invite: Invite) -> str | None:
        """The seat token kept for ``invite``'s table."""
        return self.prefs.friends_seats.get(invite.table)

    def keep(self, invite: Invite, token: str) -> None:
        """The player sits at ``invite``'s table with ``token``."""
        self.prefs.friends_table = (str(invite), token)
        seats = self.prefs.friends_seats
        seats.pop(invite.table, None)  # the newest last: the oldest goes first
        seats[invite.table] = token
        self.prefs.friends_seats = seats

    def forget(self, invite: Invite | None) -> None:
        """``invite``'s table is over for this player: nothing to come back to."""
        current = self.prefs.friends_table
        if current is not None and (invite is None or _table_of(current[0]) == invite.table):
            self.prefs.friends_table = None
        if invite is not None:
            seats = self.prefs.friends_seats
            if seats.pop(invite.table, None) is not None:
                self.prefs.friends_seats = seats


def _table_of(text: str) -> str:
    from ...net.invite import InviteError, parse_invite

    try:
        return parse_invite(text).table
    except InviteError:
        return ""
