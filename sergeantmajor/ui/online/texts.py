"""Every sentence of playing with friends, in one translation context ("Online").

What the server or the connection reports comes as a code; the player reads a sentence of
their own language made here, never the server's English. Sentences about the player are in
the second person; sentences about another seat name it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...app import words
from ...app.i18n import fill


def invite_problem(code: str) -> str:
    """What is wrong with a typed invite (:class:`~sergeantmajor.net.invite.InviteError`)."""
    texts = {
        "empty": QCoreApplication.translate("Online", "Paste an invite, or type an address and "
                                                      "a table code."),
        "not-an-invite": QCoreApplication.translate(
            "Online", "This is not an invite: an invite starts with ws:// or wss://."),
        "no-table": QCoreApplication.translate(
            "Online", "This invite names no table: it should end in /t/TABLE#CODE."),
        "no-code": QCoreApplication.translate(
            "Online", "The table code is missing: it looks like TABLE#CODE."),
        "bad-address": QCoreApplication.translate(
            "Online", "The server's address is not valid."),
    }
    return texts.get(code, texts["not-an-invite"])


def server_problem(code: str) -> str:
    """A sentence for an error the server (or the connection) reported by its code."""
    texts = {
        "table-full": QCoreApplication.translate(
            "Online", "Every seat at this table is taken."),
        "wrong-code": QCoreApplication.translate(
            "Online", "The table code is wrong: ask your friend for the invite again."),
        "no-table": QCoreApplication.translate(
            "Online", "There is no such table on this server (it may have finished)."),
        "version": QCoreApplication.translate(
            "Online", "The server speaks another version of the game's protocol: you and "
                      "the host need the same version of Sergeant Major."),
        "not-sergeantmajor": QCoreApplication.translate(
            "Online", "The address answers, but it is not a Sergeant Major table server."),
        "unreachable": QCoreApplication.translate(
            "Online", "The server cannot be reached: check the address, and that the host's "
                      "table is still open."),
        "bad-name": QCoreApplication.translate(
            "Online", "That name cannot be used: choose one with letters or digits."),
        "started": QCoreApplication.translate(
            "Online", "This match has already begun: only its players can come back to it."),
        "finished": QCoreApplication.translate(
            "Online", "The match at this table is over: nobody can join it any more."),
        "bad-token": QCoreApplication.translate(
            "Online", "Your seat at this table could not be found any more."),
        "replaced": QCoreApplication.translate(
            "Online", "You joined this table from another window: this one left it."),
        "flood": QCoreApplication.translate(
            "Online", "The server closed the connection: too many messages at once, or too "
                      "many wrong codes."),
        "chat-too-fast": QCoreApplication.translate(
            "Online", "Wait a moment before your next chat message."),
        "bad-message": QCoreApplication.translate(
            "Online", "The server sent something this version of the game cannot read."),
        "server-full": QCoreApplication.translate(
            "Online", "The server has all the tables it can take: try again later."),
        "busy": QCoreApplication.translate(
            "Online", "The server is busy, or has had too many requests from this network: "
                      "try again in a minute."),
        "cannot-save": QCoreApplication.translate(
            "Online", "The server cannot save: the match waits. It goes on by itself once the "
                      "server can save again."),
        "no-create": QCoreApplication.translate(
            "Online", "This server does not open tables for others: it serves the table of "
                      "the person who runs it. Look for a server that opens tables for "
                      "everyone."),
        "bad-chat": QCoreApplication.translate(
            "Online", "That chat line is too long."),
        "port-in-use": QCoreApplication.translate(
            "Online", "That port is already in use on this computer: choose another one."),
        "cannot-host": QCoreApplication.translate(
            "Online", "The table could not be opened on this computer."),
    }
    code = {"no-such-table": "no-table"}.get(code, code)  # the server's name for it
    return texts.get(code, QCoreApplication.translate(
        "Online", "The server refused: something went wrong at the table."))


def connection_state(state: str, seconds: int = 0) -> str:
    """The status bar's sentence for the connection to the table."""
    if state == "connecting":
        return QCoreApplication.translate("Online", "Connecting to the table…")
    if state == "connected":
        return QCoreApplication.translate("Online", "Connected to the table.")
    if state == "attempting":  # a new attempt to get a lost connection back is under way
        return QCoreApplication.translate("Online", "Connecting to the table again…")
    if state == "reconnecting":
        return QCoreApplication.translate(
            "Online", "The connection to the table was lost. Trying again in %n second(s)…",
            None, seconds)
    if state == "gone":
        return QCoreApplication.translate("Online", "The table's server cannot be reached.")
    return ""


def seat_line(name: str, kind: str, level: str | None, connected: bool, stand_in: bool,
              you: bool, host: bool, finished: bool = False) -> str:
    """One seat of the lobby and of the players' list (``finished``: the match is over)."""
    level_name = words.level_name(level or "normal")
    if kind == "empty":
        return fill(QCoreApplication.translate(
            "Online", "Empty seat: a computer player (%1) will take it"), level_name)
    if kind == "bot":
        return fill(QCoreApplication.translate("Online", "Computer player (%1)"), level_name)
    if you:
        line = fill(QCoreApplication.translate("Online", "%1 (you)"), name)
    elif host:
        line = fill(QCoreApplication.translate("Online", "%1 (host)"), name)
    else:
        line = name
    if stand_in:
        return fill(QCoreApplication.translate(
            "Online", "%1: away, a computer player (%2) plays for now"), line, level_name)
    if not connected and finished:
        return fill(QCoreApplication.translate("Online", "%1: left the table"), line)
    if not connected:
        return fill(QCoreApplication.translate(
            "Online", "%1: away, waiting for them to come back"), line)
    return line


def lobby_badge(name: str, kind: str, level: str | None, connected: bool, you: bool,
                host: bool) -> tuple[str, list[str]]:
    """One seat's badge on the table before the first deal: its name and lines."""
    level_name = words.level_name(level or "normal")
    if kind == "empty":
        return (QCoreApplication.translate("Online", "Empty seat"),
                [fill(QCoreApplication.translate("Online", "Computer (%1)"), level_name),
                 QCoreApplication.translate("Online", "unless a friend sits down")])
    if kind == "bot":
        return (QCoreApplication.translate("Online", "Computer player"), [level_name])
    lines = [QCoreApplication.translate("Online", "At the table") if connected
             else QCoreApplication.translate("Online", "Away")]
    if you and host:
        lines.append(QCoreApplication.translate("Online", "You host the table"))
    elif you:
        lines.append(QCoreApplication.translate("Online", "You"))
    elif host:
        lines.append(QCoreApplication.translate("Online", "Hosts the table"))
    return name, lines


def lobby_prompt(missing: int, hosting: bool) -> str:
    """The table's prompt before the first deal, ``missing`` seats for people still free."""
    if hosting:
        return host_may_start() if missing else ""
    return waiting_for_players(missing) if missing else waiting_for_host()


@dataclass(frozen=True)
class Note:
    """A chat note of the table's own, kept as what happened rather than as words, so that a
    language switch words it again: its ``kind`` (``"joined"``, ``"left"``, ``"dropped"``,
    ``"replaced"``, ``"back"``, ``"knocking"``), the player's ``name`` and, for ``"dropped"``,
    the seconds the seat is kept (``count``)."""

    kind: str
    name: str
    count: int = 0


def note_text(note: Note) -> str:
    """A chat note in the language in force."""
    if note.kind == "dropped":
        return friend_dropped(note.name, note.count)
    sentence = {"joined": friend_joined, "left": friend_left, "replaced": friend_replaced,
                "back": friend_back, "knocking": friend_knocking}[note.kind]
    return sentence(note.name)


def friend_dropped(name: str, grace: int) -> str:
    """A chat note: another player is not at the table now (their connection was lost, or
    they closed the game: the server cannot tell one from the other, so neither is said)."""
    return fill(QCoreApplication.translate(
        "Online", "%1 is away. If they are not back within %n second(s), a computer player "
                  "will take their seat.", None, grace), name)


def friend_replaced(name: str) -> str:
    """A chat note: a computer player plays for a dropped player."""
    return fill(QCoreApplication.translate(
        "Online", "A computer player plays for %1 until they come back."), name)


def friend_back(name: str) -> str:
    """A chat note: a dropped player is back."""
    return fill(QCoreApplication.translate("Online", "%1 is back at the table."), name)


def friend_joined(name: str) -> str:
    """A chat note: a player took a seat."""
    return fill(QCoreApplication.translate("Online", "%1 sat down at the table."), name)


def friend_knocking(name: str) -> str:
    """A chat note: someone asks to be let in to the match (the host's panel lets them in)."""
    return fill(QCoreApplication.translate(
        "Online", "%1 asks to be let in: the host can seat them at a computer player's seat."),
        name)


def friend_left(name: str) -> str:
    """A chat note: a player left the table."""
    return fill(QCoreApplication.translate("Online", "%1 left the table."), name)


def reading_summary() -> str:
    """A friend's badge (its second line) while they read the hand's summary."""
    return QCoreApplication.translate("Online", "reading the summary",
                                      "seat badge: a friend reads the hand's summary; short")


def knocking() -> str:
    """A player asked to be let in to a match that has begun: the host decides."""
    return QCoreApplication.translate(
        "Online", "This match has already begun: you asked the host to let you in. Wait "
                  "here until they do, or cancel.")


def rematch_started() -> str:
    """The status line as the window follows the host to the next match."""
    return QCoreApplication.translate(
        "Online", "The host started another match: you keep your seat.")


def waiting_for_players(missing: int) -> str:
    """The table's prompt in the lobby."""
    return QCoreApplication.translate("Online", "Waiting for %n more player(s)…", None, missing)


def waiting_for_host() -> str:
    """The table's prompt in the lobby, for a player who is not the host."""
    return QCoreApplication.translate(
        "Online", "Every seat for a person is taken: the host will start the match.")


def host_may_start() -> str:
    """The table's prompt in the lobby, for the host."""
    return QCoreApplication.translate(
        "Online", "Start when you are ready: the computer will take the empty seats.")


def undo_offline_only() -> str:
    """Why undo is off at a table with friends."""
    return QCoreApplication.translate(
        "Online", "Undo is not available at a table with friends: their moves cannot be "
                  "taken back.")


def leave_first() -> str:
    """Why a match file dropped on the window is not opened at a table with friends."""
    return QCoreApplication.translate(
        "Online", "That match is shared with your friends: leave their table before opening "
                  "another one.")


# ---------------------------------------------------------------------- leaving, quitting
# (The box title and the start-up question keep the context they were first translated in.)
def table_with_friends() -> str:
    """The title of every box of a table with friends."""
    return QCoreApplication.translate("FriendsPlay", "Table with friends")


def rejoin_question() -> str:
    """At start: the player still has a seat (not "when the game closed": another window of
    the game may still be at it)."""
    return QCoreApplication.translate(
        "FriendsPlay", "You still have a seat at a table with friends. Go back to it?")


def leave_question() -> str:
    """Before a friend leaves a match in play."""
    return QCoreApplication.translate("Online", "Leave the table?")


def leave_detail() -> str:
    """What leaving a match in play does."""
    return QCoreApplication.translate(
        "Online", "A computer player takes your seat for good: you cannot come back to this "
                  "match. Your own match comes back.")


def leave_button() -> str:
    """The button that leaves the table (the panel's, and the question's)."""
    return QCoreApplication.translate("FriendsPlay", "Leave the table")


def stay_button() -> str:
    """The button that stays at the table."""
    return QCoreApplication.translate("Online", "Stay")


def quit_question() -> str:
    """Before a friend closes the game during a match."""
    return QCoreApplication.translate("Online", "Quit the game during the match?")


def quit_detail() -> str:
    """What quitting during a match does to the seat."""
    return QCoreApplication.translate(
        "Online", "Your seat stays yours: a computer player plays it until you come back. "
                  "Start the game again to go back to it.")


def quit_button() -> str:
    """The button that closes the game."""
    return QCoreApplication.translate("Online", "Quit")


def host_going_question(friends: list[str]) -> str:
    """Before the host leaves or quits a match in play: who plays at the table."""
    return fill(QCoreApplication.translate(
        "Online", "Your friends are playing at your table: %1."), ", ".join(friends))


def host_going_detail(quitting: bool) -> str:
    """The host's two ways out, and what each does to the friends."""
    if quitting:
        keep = QCoreApplication.translate(
            "Online", "Keep the table open: they play on, with a computer player in your seat "
                      "until you come back (start the game again).")
    else:
        keep = QCoreApplication.translate(
            "Online", "Keep the table open: they play on, with a computer player in your seat "
                      "until you come back (Game ▸ Play with friends ▸ Host a table).")
    close = QCoreApplication.translate(
        "Online", "Close the table: the match ends here for everybody, and is saved.")
    return f"{keep}\n\n{close}"


def keep_open_button() -> str:
    """The host keeps the table open for the friends."""
    return QCoreApplication.translate("Online", "Keep the table open")


def close_table_button() -> str:
    """The host closes the table for everybody."""
    return QCoreApplication.translate("Online", "Close the table")


def host_again_question() -> str:
    """Hosting while the last hosted table is still open."""
    return QCoreApplication.translate("Online", "The table you host is still open.")


def host_again_detail() -> str:
    """What going back to it, or hosting a new one, does."""
    return QCoreApplication.translate(
        "Online", "Go back to it and take your seat again, or close it (its players are told) "
                  "and host a new table.")


def back_to_table_button() -> str:
    """Back to the table hosted before."""
    return QCoreApplication.translate("Online", "Go back to it")


def replace_table_button() -> str:
    """Close the table hosted before and host a new one."""
    return QCoreApplication.translate("Online", "Close it and host a new one")


def table_closed(host: str) -> str:
    """The host closed the table (``host``: their name, or "" when unknown)."""
    if not host:
        return QCoreApplication.translate(
            "Online", "The host closed the table. The match so far is saved.")
    return fill(QCoreApplication.translate(
        "Online", "%1 closed the table. The match so far is saved."), host)
