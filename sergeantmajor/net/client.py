"""A small asyncio client of the table server (no Qt): the headless player, the tests, the
bench and the window's client (which runs it in a thread) all talk to a server through it.

::

    invite = parse_invite("ws://127.0.0.1:8358/t/k3m9x2q7hd4p#7KXW3MPQ9R")  # from .invite
    client = await TableClient.connect(invite.table_url)
    await client.join("Ann", invite.code)
    while True:
        incoming = await client.receive()      # an Incoming: the message, decoded view/events
        if isinstance(incoming.message, YourTurn):
            await client.act(seat, incoming.message.seq, incoming.view.legal_actions[0])

Everything that goes wrong is a :class:`ClientError` with a sentence to show: a server that
cannot be reached or is not a Sergeant Major table server, another protocol version, a closed
connection (:class:`ClosedError`, with the server's close code and reason). Invites are read
by :mod:`.invite` (a malformed one: :class:`~.invite.InviteError`).
"""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from typing import Any

import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..engine import Action, Rules
from ..engine import events as ev
from ..engine.view import SeatView
from . import protocol as p
from .invite import InviteError
from .view_book import ViewBook
from .wire import (
    WireError,
    action_wire,
    event_from_wire,
    rules_from_wire,
    rules_wire,
    view_from_wire,
)

_SERVER = re.compile(r"^wss?://[^\s/#?]+(?:/[^\s#?]*)?$")


class ClientError(Exception):
    """Why the client cannot go on, as a sentence for a person; ``code`` sorts it for a
    program that words it itself (the window): ``unreachable``, ``not-sergeantmajor``,
    ``version``, ``closed``, ``refused``."""

    def __init__(self, message: str, code: str = "refused") -> None:
        super().__init__(message)
        self.code = code


class ClosedError(ClientError):
    """The connection closed; ``code`` and ``reason`` are the server's (1006: it dropped)."""

    def __init__(self, code: int, reason: str) -> None:
        super().__init__(f"the connection closed ({code}{': ' + reason if reason else ''})",
                         "closed")
        self.close_code = code
        self.reason = reason


def parse_server(text: str) -> str:
    """A server's address ``ws://HOST:PORT`` (or ``wss://``), without a trailing slash;
    :class:`~.invite.InviteError` (``bad-address``) if it is not one."""
    url = text.strip().rstrip("/")
    if not _SERVER.match(url):
        raise InviteError(f"{text.strip()[:80]!r} is not a server address: one looks like "
                          "ws://HOST:PORT", "bad-address")
    return url


@dataclass(frozen=True)
class Incoming:
    """A message from the server, with its view and events decoded (``wire``) under the
    table's rules: ``view`` for ``state``, ``turn`` and ``events`` (the view after them),
    ``events`` for ``events``."""

    message: p.ServerMessage
    view: SeatView | None = None
    events: tuple[ev.Event, ...] = ()


class TableClient:
    """One connection to a table server."""

    def __init__(self, ws: ClientConnection, hello: p.Hello) -> None:
        """Use :meth:`connect`."""
        self.ws = ws
        self.hello = hello
        #: The table's rules, known from ``welcome`` or ``table`` on.
        self.rules: Rules | None = None
        #: The seat's view in wire form, kept whole (``events`` may carry only its changes).
        self.views = ViewBook()

    @classmethod
    async def connect(cls, url: str, *, timeout: float = 10.0) -> TableClient:
        """Connect to ``url`` (a server's root or a table's address) and read its ``hello``."""
        try:
            ws = await connect(url, max_size=p.MAX_MESSAGE, open_timeout=timeout,
                               compression=None, ping_interval=20, ping_timeout=20)
        except InvalidURI:
            raise ClientError(f"{url[:80]!r} is not a WebSocket address", "unreachable") \
                from None
        except InvalidHandshake as exc:
            raise ClientError(f"{url[:80]} is not a Sergeant Major table server ({exc})",
                              "not-sergeantmajor") from None
        except (OSError, TimeoutError) as exc:
            reason = getattr(exc, "strerror", None) or str(exc) or "no answer in time"
            raise ClientError(f"cannot reach {url[:80]}: {reason}", "unreachable") from None
        try:
            first = await asyncio.wait_for(ws.recv(), timeout)
            data: Any = msgspec.json.decode(first)
        except (TimeoutError, ConnectionClosed, msgspec.DecodeError):
            await ws.close()
            raise ClientError(f"{url[:80]} is not a Sergeant Major table server "
                              "(it did not say hello)", "not-sergeantmajor") from None
        if not (isinstance(data, dict) and data.get("type") == "hello"
                and data.get("server") == "sergeantmajor"):
            await ws.close()
            raise ClientError(f"{url[:80]} is not a Sergeant Major table server",
                              "not-sergeantmajor")
        if data.get("protocol") != p.PROTOCOL:
            await ws.close()
            raise ClientError(f"the server speaks protocol {str(data.get('protocol'))[:10]}, "
                              f"this program {p.PROTOCOL}: one of them needs updating",
                              "version")
        try:
            hello = p.server_decoder.decode(first)
        except msgspec.DecodeError:
            hello = p.Hello(version=str(data.get("version", ""))[:40])
        assert isinstance(hello, p.Hello)
        return cls(ws, hello)

    # --------------------------------------------------------------- sending
    async def send(self, message: p.ClientMessage) -> None:
        """Send one message; :class:`ClosedError` if the connection is gone."""
        try:
            await self.ws.send(p.encode(message), text=True)
        except ConnectionClosed as exc:
            raise _closed(exc) from None

    async def create(self, rules: Rules, bots: str = "normal",
                     humans: int | None = None) -> p.Created:
        """Make a table (on a server's root address); its ``created`` answer."""
        await self.send(p.Create(rules=rules_wire(rules), bots=bots, humans=humans))
        while True:
            incoming = await self.receive()
            if isinstance(incoming.message, p.Created):
                return incoming.message
            if isinstance(incoming.message, p.Error):
                raise ClientError(f"the server refused the table: {incoming.message.message}")

    async def join(self, name: str, code: str, host: str | None = None) -> None:
        """Ask for a seat (the answer comes as ``welcome`` or ``error``)."""
        await self.send(p.Join(name=name, code=code, host=host))

    async def resume(self, token: str, host: str | None = None) -> None:
        """Take one's seat back with its token."""
        await self.send(p.Resume(token=token, host=host))

    async def watch(self, code: str) -> None:
        """Watch the table."""
        await self.send(p.Watch(code=code))

    async def start(self, host: str) -> None:
        """Start the match now (the host token)."""
        await self.send(p.Start(host=host))

    async def act(self, seat: int, seq: int, action: Action | str) -> None:
        """Decide ``action`` for the decision ``seq`` of ``seat``."""
        text = action if isinstance(action, str) else action_wire(action)
        await self.send(p.Act(seat=seat, seq=seq, action=text))

    async def chat(self, text: str) -> None:
        """Say something to the table."""
        await self.send(p.Chat(text=text))

    async def leave(self) -> None:
        """Give up the seat (or stop watching)."""
        await self.send(p.Leave())

    # --------------------------------------------------------------- receiving
    async def receive(self, timeout: float | None = None) -> Incoming:
        """The next message, decoded; :class:`ClosedError` once the connection is closed."""
        try:
            if timeout is None:
                data = await self.ws.recv()
            else:
                data = await asyncio.wait_for(self.ws.recv(), timeout)
        except ConnectionClosed as exc:
            raise _closed(exc) from None
        return self.decode(data)

    def decode(self, data: str | bytes) -> Incoming:
        """Decode one message of the server (:class:`ClientError` if it is not one)."""
        try:
            message = p.server_decoder.decode(data)
            if isinstance(message, (p.Welcome, p.TableState)):
                self.rules = rules_from_wire(message.rules)
            if isinstance(message, (p.State, p.YourTurn)):
                whole = self.views.whole(message.seq, message.view)
                return Incoming(message, view=view_from_wire(whole, self._rules()))
            if isinstance(message, p.Events):
                after = self.views.after(message)
                view = None if after is None else view_from_wire(after, self._rules())
                return Incoming(message, view=view, events=tuple(
                    event_from_wire(e, f"events[{i}]") for i, e in enumerate(message.events)))
        except (msgspec.DecodeError, WireError) as exc:
            raise ClientError(f"the server sent a message this program cannot read: {exc}") \
                from None
        return Incoming(message)

    def _rules(self) -> Rules:
        if self.rules is None:
            raise WireError("a view came before the table's rules")
        return self.rules

    async def close(self) -> None:
        """Close the connection (normal closure)."""
        await self.ws.close()


def _closed(exc: ConnectionClosed) -> ClosedError:
    frame = exc.rcvd
    if frame is None:
        return ClosedError(1006, "the connection dropped")
    return ClosedError(frame.code, frame.reason)
