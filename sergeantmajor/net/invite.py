"""Invites: the text a host shares so friends can take a seat (no Qt, no network).

An invite is a WebSocket URL to the table, with the table's join code in the fragment::

    ws://192.168.1.20:8358/t/K7QX2M9P#H4JD7WQ2

The fragment never travels in an HTTP request, so no proxy or server log ever holds the code;
the client sends it in its ``join`` message. ``wss://`` is the same behind a TLS proxy. A person
may also type the server's address and the table code (``K7QX2M9P#H4JD7WQ2``) separately:
:func:`invite_from_parts` joins them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urlsplit

DEFAULT_PORT = 8358
_TABLE = re.compile(r"[A-Za-z0-9_-]{4,40}")
_CODE = re.compile(r"[A-Za-z0-9_-]{4,40}")
_HOST = re.compile(r"[A-Za-z0-9.\-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\]")


class InviteError(ValueError):
    """Text that is not an invite; ``code`` says what is wrong (the window words it):
    ``empty``, ``not-an-invite`` (not a ws:// or wss:// URL), ``no-table`` (no /t/<table>),
    ``no-code`` (no #code), ``bad-address`` (no usable host or port)."""

    def __init__(self, message: str, code: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Invite:
    """Where a table is and how to take a seat at it."""

    server: str  # "ws://host:port" (no path)
    table: str
    code: str

    @property
    def table_url(self) -> str:
        """The URL a client connects to for this table (without the code)."""
        return f"{self.server}/t/{self.table}"

    def __str__(self) -> str:
        return f"{self.table_url}#{self.code}"


def make_invite(server: str, table: str, code: str) -> str:
    """The invite text for ``table`` on ``server`` (``ws://host:port``)."""
    return str(Invite(server.rstrip("/"), table, code))


def server_url(host: str, port: int, *, tls: bool = False) -> str:
    """``ws://host:port`` (an IPv6 address in brackets)."""
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    return f"{'wss' if tls else 'ws'}://{host}:{port}"


def parse_invite(text: str) -> Invite:
    """Read an invite; :class:`InviteError` says what is wrong with anything else. An invite
    given without its scheme (``192.0.2.2:8358/t/TABLE#CODE``) is a ``ws://`` one."""
    text = (text or "").strip()
    if not text:
        raise InviteError("the invite is empty", "empty")
    if len(text) > 400:
        raise InviteError("the invite is too long", "not-an-invite")
    if "://" not in text and "/t/" in text:  # pasted or typed without its scheme (D8)
        text = "ws://" + text
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        raise InviteError("the invite's address is not valid", "bad-address") from None
    if parts.scheme not in ("ws", "wss"):
        raise InviteError("an invite starts with ws:// or wss://", "not-an-invite")
    host = parts.hostname or ""
    if not host or not _HOST.fullmatch(host if ":" not in host else f"[{host}]"):
        raise InviteError("the invite names no server", "bad-address")
    path = parts.path.rstrip("/").split("/")
    if len(path) < 3 or path[-2] != "t" or not _TABLE.fullmatch(path[-1]):
        raise InviteError("the invite names no table (…/t/TABLE)", "no-table")
    if not _CODE.fullmatch(parts.fragment):
        raise InviteError("the invite has no join code (…#CODE)", "no-code")
    prefix = "/".join(path[:-2])  # a proxy may serve the tables under a path of its own
    server = server_url(host, port or DEFAULT_PORT, tls=parts.scheme == "wss") + prefix
    return Invite(server, path[-1], parts.fragment)


def invite_from_parts(address: str, table_code: str) -> Invite:
    """An invite from a typed server address (``host`` or ``host:port``) and table code
    (``TABLE#CODE``; a space or a slash may stand for the ``#``)."""
    address = (address or "").strip()
    if not address:
        raise InviteError("the server's address is empty", "bad-address")
    if "://" not in address:
        address = "ws://" + address
    pieces = re.split(r"[#/\s]+", (table_code or "").strip())
    if len(pieces) != 2 or not all(pieces):
        raise InviteError("the table code looks like TABLE#CODE", "no-code")
    return parse_invite(f"{address.rstrip('/')}/t/{pieces[0]}#{pieces[1]}")
