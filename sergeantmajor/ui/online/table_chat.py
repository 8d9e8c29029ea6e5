"""The chat of a table with friends as this window keeps it: every line once, the lines said
before the player came (the server's ``chat-history``), and a line the server refused given
back to the player with the reason (issue 29 item 7, friends-3 D10).

:class:`TableChat` owns what was said at the table this window sits at: the lines shown so far
(to tell, when the history comes again after a connection came back, which of its lines are
new) and the last line the player sent (to give it back when the server refuses it). It sends
through the connection it is given and shows in the panel it is given; it decides nothing else.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from ...net import protocol as p
from . import texts

if TYPE_CHECKING:
    from .friends_panel import FriendsPanel

#: Lines kept to match the history against (the server sends its last 50).
KEPT = 200

Line = tuple[int | None, str, str]  # seat (None: the server), name, text


class TableChat(QObject):
    """The chat lines of the table the window sits at."""

    def __init__(self, panel: FriendsPanel, send: Callable[[Any], None]) -> None:
        super().__init__(panel)
        self.panel = panel
        self._send = send
        self.lines: list[Line] = []  # the players' lines shown at this table, oldest first
        self.sent = ""  # the player's last line, until the server says it went to the table
        panel.chat_typed.connect(self.say)

    def clear(self) -> None:
        """Another table: nothing said there yet."""
        self.lines.clear()
        self.sent = ""

    def say(self, text: str) -> None:
        """The player's line goes to the table."""
        self.sent = text
        self._send(p.Chat(text=text))

    def heard(self, seat: int | None, name: str, text: str) -> None:
        """A line said at the table (the player's own comes back this way too)."""
        if text == self.sent:
            self.sent = ""
        self._keep([(seat, name, text)])

    def history(self, lines: list[Line]) -> None:
        """The table's last lines (at every join and every comeback): only those this window
        has not shown yet are added."""
        self._keep(lines[_overlap(self.lines, lines):])

    def refused(self, code: str) -> None:
        """The server refused the player's last line (too soon after another, too long): it
        goes back into the input, the reason beside it."""
        text, self.sent = self.sent, ""
        self.panel.chat_refused(text, texts.server_problem(code))

    def _keep(self, lines: list[Line]) -> None:
        for seat, name, text in lines:
            self.lines.append((seat, name, text))
            self.panel.said(name, text)
        del self.lines[:-KEPT]


def _overlap(shown: list[Line], history: list[Line]) -> int:
    """How many of ``history``'s first lines are the last ones ``shown`` (the longest such
    run: the history is the end of everything said, ``shown`` its beginning)."""
    for n in range(min(len(shown), len(history)), 0, -1):
        if shown[-n:] == history[:n]:
            return n
    return 0
