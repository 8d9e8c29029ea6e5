"""The table protocol's messages (version 1), as typed structs: docs/PROTOCOL.md in code.

Every message is one JSON object in one WebSocket text frame, with ``"v": 1`` and a ``"type"``.
Incoming messages are decoded straight into these structs (msgspec checks every field's type,
refuses unknown fields and enforces the limits written here) before anything reaches a
table; a message that does not decode gets an ``error`` reply naming the problem.
Cards, actions, views and events inside messages use :mod:`.wire`'s forms.
"""

from __future__ import annotations

from typing import Annotated, Any

import msgspec

#: The protocol version this program speaks; a message with another ``v`` is refused, and a
#: client reads the server's ``hello`` and says which side needs updating. Version 2: ``events``
#: carry each seat's view as what changed (``changes``), which a version-1 client cannot read.
PROTOCOL = 2
#: The largest message a server or client accepts (bytes of one frame).
MAX_MESSAGE = 64 * 1024

# Close codes of the protocol (docs/PROTOCOL.md, "Close codes") besides WebSocket's own.
CLOSE_NORMAL = 1000  # the table was created, or the client left
CLOSE_GOING_AWAY = 1001  # the server is shutting down: come back with ``resume``
CLOSE_POLICY = 1008  # flood, silence, wrong guesses, a reader too slow
CLOSE_TOO_BIG = 1009  # a message over MAX_MESSAGE
CLOSE_SERVER_FULL = 1013  # the server has all it can take: later
CLOSE_REPLACED = 4001  # the seat was taken up by a newer connection with its token
CLOSE_TABLE_CLOSED = 4002  # the host closed the table: it is served no more
CLOSE_NO_TABLE = 4004  # no such table
#: Another server sharing the database serves the table just now: come back shortly (it hands
#: the table over to the one the proxy routes it to). Not final: clients try again.
CLOSE_ELSEWHERE = 4010
#: The closes after which coming back cannot help, each with the problem code a client words.
FINAL_CLOSES: dict[int, str] = {CLOSE_POLICY: "flood", CLOSE_TOO_BIG: "bad-message",
                                CLOSE_SERVER_FULL: "server-full", CLOSE_REPLACED: "replaced",
                                CLOSE_TABLE_CLOSED: "closed", CLOSE_NO_TABLE: "no-table"}

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]  # trimmed to 40 after cleaning
Token = Annotated[str, msgspec.Meta(min_length=8, max_length=100)]
Code = Annotated[str, msgspec.Meta(min_length=1, max_length=40)]
Level = Annotated[str, msgspec.Meta(max_length=20)]
Seq = Annotated[int, msgspec.Meta(ge=0, le=1 << 40)]
Seat = Annotated[int, msgspec.Meta(ge=0, le=3)]
ChatText = Annotated[str, msgspec.Meta(min_length=1, max_length=2000)]


class _Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, kw_only=True):
    v: int = PROTOCOL


# --------------------------------------------------------------------------- client -> server
class Create(_Message, tag="create"):
    """Make a table (sent to the server's root path): its rules, the bots' level, how many
    seats are kept for people (the rest are bots from the start)."""

    rules: dict[str, Any] = msgspec.field(default_factory=dict)
    bots: Level = "normal"
    humans: Annotated[int, msgspec.Meta(ge=1, le=4)] | None = None


class Join(_Message, tag="join"):
    """Take a free seat of the table at this path, with the table's join code (and the host
    token when the host joins: ``welcome`` then says ``host: true``)."""

    name: Name
    code: Code
    host: Token | None = None


class Resume(_Message, tag="resume"):
    """Come back to one's seat with its token (after a dropped connection or a restart)."""

    token: Token
    host: Token | None = None


class Watch(_Message, tag="watch"):
    """Watch the table without a seat (no hidden card is ever sent)."""

    code: Code


class Start(_Message, tag="start"):
    """The host starts the match now; bots take the seats nobody has taken."""

    host: Token


class Act(_Message, tag="act"):
    """One decision of the sender's seat, for the decision numbered ``seq``."""

    seat: Seat
    seq: Seq
    action: Annotated[str, msgspec.Meta(max_length=40)]


class Chat(_Message, tag="chat"):
    """A line for the table's chat."""

    text: ChatText


class Leave(_Message, tag="leave"):
    """Give up one's seat (in the lobby it is free again; in play a bot takes it for good)."""


class Away(_Message, tag="away"):
    """Go away for now and keep one's seat (the game closed on purpose): in play a bot plays
    it at once until the person resumes with the seat's token."""


class CloseTable(_Message, tag="close"):
    """The host closes the table: the match so far is kept, everyone's connection is closed
    with :data:`CLOSE_TABLE_CLOSED`, and the table is served no more."""

    host: Token


class Rematch(_Message, tag="rematch"):
    """The host asks for another match once this one is over: the same rules at a new table,
    everyone still at this one seated there at the same seat (each told with ``rematch``)."""

    host: Token


class Bench(_Message, tag="bench"):
    """The host gives the seat of a friend who went away (not connected) to a computer player
    for good (in the lobby the seat is free again)."""

    host: Token
    seat: Seat


class Knock(_Message, tag="knock"):
    """Ask the host to be let in to a match that has begun (a player whose seat token was
    lost, or a latecomer): the sender waits, listed in ``table.waiting``, until ``admit``."""

    name: Name
    code: Code


class Admit(_Message, tag="admit"):
    """The host lets the one waiting as ``knock`` (its id in ``table.waiting``) take ``seat``,
    a seat a computer player holds (for good, or for a person away)."""

    host: Token
    knock: Annotated[int, msgspec.Meta(ge=0, le=1 << 30)]
    seat: Seat


class Reading(_Message, tag="reading"):
    """The player is reading the hand's summary (``on``) or has closed it: their seat shows it
    (``table.seats[].reading``); nothing waits for it."""

    on: bool


ClientMessage = Create | Join | Resume | Watch | Start | Act | Chat | Leave | Away | CloseTable \
    | Rematch | Bench | Knock | Admit | Reading
CLIENT_TYPES = ("create", "join", "resume", "watch", "start", "act", "chat", "leave", "away",
                "close", "rematch", "bench", "knock", "admit", "reading")


# --------------------------------------------------------------------------- server -> client
class Hello(_Message, tag="hello"):
    """The server's first words on every connection."""

    server: str = "sergeantmajor"
    version: str = ""
    protocol: int = PROTOCOL


class Created(_Message, tag="created"):
    """A table was made: its id, join code, host token (to start it) and invite URL."""

    table: str
    code: str
    host: str
    invite: str


class SeatInfo(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One seat as everyone at the table sees it."""

    seat: int
    name: str
    kind: str  # "human", "bot" or "empty"
    level: str | None = None  # the bot's level ("bot"), or the stand-in's
    connected: bool = False
    stand_in: bool = False  # a bot plays for the disconnected person for now
    host: bool = False  # the person who took this seat holds the table's host token
    reading: bool = False  # the person is reading the hand's summary


class Waiting(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """Someone who asked to be let in (``knock``), waiting for the host."""

    id: int
    name: str


class Welcome(_Message, tag="welcome"):
    """The sender has a seat (``seat``, ``token``) or watches (``seat`` null); ``host``: the
    join or resume carried the table's host token."""

    table: str
    seat: int | None
    token: str | None
    rules: dict[str, Any]
    host: bool = False


class TableState(_Message, tag="table"):
    """The seats and the table's state, sent to everyone on every change."""

    table: str
    seats: list[SeatInfo]
    started: bool
    finished: bool
    bots: str
    grace: float
    rules: dict[str, Any]
    waiting: list[Waiting] = msgspec.field(default_factory=list)  # who asks to be let in


class State(_Message, tag="state"):
    """The receiver's whole view now (after welcome, start or a return)."""

    seq: int
    view: dict[str, Any]


class Events(_Message, tag="events"):
    """What decision ``seq - 1`` caused, redacted for the receiver (``seq``: decisions made)."""

    seq: int
    seat: int  # whose decision it was
    events: list[dict[str, Any]]
    view: dict[str, Any] | None = None  # the receiver's whole view after them, or:
    #: the fields of the receiver's view that changed (its view after them is its view before
    #: with these fields replaced: :class:`~sergeantmajor.net.view_book.ViewBook`)
    changes: dict[str, Any] | None = None


class YourTurn(_Message, tag="turn"):
    """The receiver decides now: answer with ``act`` carrying this ``seq``."""

    seq: int
    view: dict[str, Any]


class Refused(_Message, tag="refused"):
    """An action was refused and nothing changed; ``code`` is the engine's rule code, or
    ``stale``, ``not-your-seat``, ``not-started``, ``finished``."""

    code: str
    message: str
    seq: int | None = None


class ChatLine(_Message, tag="chat"):
    """A chat line from a seat (``seat`` null: the server)."""

    seat: int | None
    name: str
    text: str


class ChatHistory(_Message, tag="chat-history"):
    """The table's last chat lines (at most 50, oldest first), to whoever joins, comes back
    or watches."""

    lines: list[HistoryLine]


class HistoryLine(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One line of the chat's history."""

    seat: int | None
    name: str
    text: str


class RematchAt(_Message, tag="rematch"):
    """The host started another match at a new table (``table``, its join ``code``): the
    receiver's seat there is ``token`` (``null`` for a spectator); ``host`` is the new table's
    host token, for the host only. Come back there with ``resume``."""

    table: str
    code: str
    token: str | None
    host: str | None = None


class Error(_Message, tag="error"):
    """A message the server could not take (``code`` says why); some close the connection."""

    code: str
    message: str


ServerMessage = Hello | Created | Welcome | TableState | State | Events | YourTurn | Refused \
    | ChatLine | ChatHistory | RematchAt | Error

#: Decoders made once (msgspec builds its validators per type).
client_decoder = msgspec.json.Decoder(ClientMessage)
server_decoder = msgspec.json.Decoder(ServerMessage)
encode = msgspec.json.Encoder().encode
