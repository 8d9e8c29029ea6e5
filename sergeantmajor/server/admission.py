"""Who may come to a table (no Qt): its join code, its host token and its seat tokens.

Every secret is made here and kept only as a digest salted with the table id (a copy of the
data folder cannot take a seat); every check compares digests in constant time.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Sequence

from .edges import TableError
from .limits import Bucket
from .store import digest

#: Letters and digits of codes and ids: no 0/O, 1/I/L to misread.
ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"


def new_table_id(prefix: str = "") -> str:
    """A random table id: ``prefix`` (a server's own, for a proxy to route by) and 12
    random characters (59 bits)."""
    return prefix + "".join(secrets.choice(ALPHABET) for _ in range(12))


def new_code() -> str:
    """A random join code: 10 characters, 49 bits (case does not matter)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(10)).upper()


def new_token() -> str:
    """A random seat or host token: 128 bits."""
    return secrets.token_urlsafe(16)


class Admission:
    """The secrets of one table, as digests: the join code's and the host token's."""

    def __init__(self, table_id: str, code: str, host: str) -> None:
        """``code`` and ``host`` are digests (:func:`digest` with the table id as salt)."""
        self.table_id = table_id
        self.code = code
        self.host = host
        #: Joins and resumes the table takes (``None``: no limit); the server sets it.
        self.joins: Bucket | None = None

    @classmethod
    def fresh(cls, table_id: str) -> tuple[Admission, str, str]:
        """New secrets for a new table: ``(admission, join code, host token)``."""
        code, host = new_code(), new_token()
        return cls(table_id, digest(code, table_id), digest(host, table_id)), code, host

    def check_code(self, code: str) -> None:
        """:class:`TableError` ``wrong-code`` unless ``code`` is this table's join code."""
        if not hmac.compare_digest(digest(code.strip().upper(), self.table_id), self.code):
            raise TableError("wrong-code", "that is not this table's join code")

    def is_host(self, host: str | None) -> bool:
        """Whether ``host`` is this table's host token."""
        return host is not None and hmac.compare_digest(digest(host, self.table_id), self.host)

    def come_in(self, now: float) -> None:
        """One more join or resume: :class:`TableError` ``busy`` when they come too fast (a
        lobby two connections join and leave hundreds of times a second drowns its chat)."""
        if self.joins is not None and not self.joins.take(now):
            raise TableError("busy", "this table takes no more joins this moment: try again "
                             "in a few seconds")

    def seat_token(self) -> tuple[str, str]:
        """A new seat token: ``(token, its digest)``."""
        token = new_token()
        return token, digest(token, self.table_id)

    def seat_of(self, token: str, digests: Sequence[str | None]) -> int:
        """The seat whose token digest is among ``digests``; :class:`TableError`
        ``bad-token`` if none."""
        wanted = digest(token, self.table_id)
        for seat, held in enumerate(digests):
            if held is not None and hmac.compare_digest(held, wanted):
                return seat
        raise TableError("bad-token", "that token holds no seat at this table")


__all__ = ["ALPHABET", "Admission", "new_code", "new_table_id", "new_token"]
