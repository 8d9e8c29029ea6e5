"""What one address, and everyone together, may ask of a table server (no Qt).

A stranger who can reach the port can open connections, make tables and send refused
messages; each of those costs the server a descriptor, a file, a log line or a computer
player's thinking. :class:`Limits` bounds every one of them per address and in total, and
:class:`Door` keeps the counts: connections held per address (an IPv6 address counts by its
/64, the block one machine is given), tables made per address and in all (token buckets: a
burst, then a steady rate), Expert tables in play. Connections from this computer (loopback)
are counted in the totals but not per address: behind a reverse proxy every connection comes
from the proxy, which then keeps the per-address limits itself (``packaging/server``).

:class:`Quiet` keeps a log readable under attack: at most a few lines of one kind a second,
and a count of those left out.
"""

from __future__ import annotations

import ipaddress
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

#: Descriptors kept free for the server's own files (journals, records, the bot workers'
#: pipes) and for refusing connections cleanly, whatever the connections limit.
RESERVE = 64


@dataclass
class Limits:
    """Every limit of a table server (docs/SERVER.md, "Limits", gives the figures)."""

    #: Connections held at once (``None``: the open-file limit less :data:`RESERVE` and a
    #: tenth for connections being refused).
    connections: int | None = None
    #: Connections one address holds at once.
    per_address: int = 32
    #: Tables one address makes: this many at once, then ``creates_per_minute``.
    creates_burst: int = 10
    creates_per_minute: float = 2.0
    #: Tables everyone makes together: this many at once, then ``creates_per_second``.
    creates_total_burst: int = 1000
    creates_per_second: float = 20.0
    #: Joins and resumes one table takes: this many at once, then ``joins_per_minute``.
    joins_burst: int = 12
    joins_per_minute: float = 12.0
    #: Tables with Expert computer players in play at once, in all and made by one address.
    expert_tables: int = 8
    expert_per_address: int = 2
    #: Refused messages one connection may get: this many at once, then one every
    #: ``refusal_seconds``; past that it is closed.
    refusals_burst: int = 10
    refusal_seconds: float = 6.0
    #: Whether connections from this computer are limited per address too (tests do).
    limit_loopback: bool = False


class Bucket:
    """A token bucket: ``capacity`` at once, refilled at ``rate`` a second."""

    def __init__(self, capacity: float, rate: float, now: float) -> None:
        self.capacity = capacity
        self.rate = rate
        self.tokens = capacity
        self.stamp = now

    def take(self, now: float) -> bool:
        """One token, if there is one."""
        self.tokens = min(self.capacity, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def give(self) -> None:
        """A token back (what it paid for cost nothing)."""
        self.tokens = min(self.capacity, self.tokens + 1)

    def full(self, now: float) -> bool:
        """Whether the bucket is full again (nothing to remember)."""
        return self.tokens + (now - self.stamp) * self.rate >= self.capacity


def address_key(host: str) -> str | None:
    """The address a limit counts ``host`` under: itself for IPv4 (an IPv4-mapped IPv6
    address too), its /64 for IPv6; ``None`` for loopback and what is no address."""
    try:
        address = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    if address.is_loopback:
        return None
    if isinstance(address, ipaddress.IPv6Address):
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


class Door:
    """The counts behind :class:`Limits`: connections held, tables made."""

    def __init__(self, limits: Limits, connections: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.connections = connections  # the total in force
        self._clock = clock
        self.held = 0
        self._per_address: dict[str, int] = {}
        self._creates: dict[str, Bucket] = {}
        self._all_creates = Bucket(limits.creates_total_burst, limits.creates_per_second,
                                   clock())

    def key(self, host: str) -> str | None:
        """What ``host`` counts as (``None``: not limited per address)."""
        if self.limits.limit_loopback:
            try:
                if ipaddress.ip_address(host.split("%", 1)[0]).is_loopback:
                    return host
            except ValueError:
                return None
        return address_key(host)

    def enter(self, key: str | None) -> str | None:
        """A connection from ``key`` arrives: ``None`` if it may stay (it is counted), else
        why not."""
        if self.held >= self.connections:
            return f"the server holds all the connections it takes ({self.connections})"
        if key is not None:
            if self._per_address.get(key, 0) >= self.limits.per_address:
                return (f"this address holds {self.limits.per_address} connections already: "
                        "close some first")
            self._per_address[key] = self._per_address.get(key, 0) + 1
        self.held += 1
        return None

    def leave(self, key: str | None) -> None:
        """A connection counted by :meth:`enter` closed."""
        self.held -= 1
        if key is not None:
            left = self._per_address.get(key, 1) - 1
            if left:
                self._per_address[key] = left
            else:
                self._per_address.pop(key, None)

    def may_create(self, key: str | None) -> str | None:
        """A table is to be made for ``key``: ``None`` if it may (it is counted), else why
        not."""
        now = self._clock()
        bucket = None
        if key is not None:
            bucket = self._creates.get(key)
            if bucket is None:
                bucket = self._creates[key] = Bucket(
                    self.limits.creates_burst, self.limits.creates_per_minute / 60, now)
            if not bucket.take(now):
                return (f"this address made its {self.limits.creates_burst} tables; one more "
                        f"every {60 / self.limits.creates_per_minute:g} s")
        if not self._all_creates.take(now):
            if bucket is not None:
                bucket.give()
            return "the server makes no more tables this moment"
        if len(self._creates) > 10_000:  # forget the addresses that are owed nothing
            self._creates = {k: b for k, b in self._creates.items() if not b.full(now)}
        return None


class Quiet:
    """At most ``per_second`` log lines a second of one kind (a burst of ``burst``); the
    lines left out are counted in the next one that is written."""

    def __init__(self, log: logging.Logger, per_second: float = 5.0, burst: int = 20,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._log = log
        self._clock = clock
        self._bucket = Bucket(burst, per_second, clock())
        self.left_out = 0

    def warning(self, message: str, *args: object) -> None:
        """Log ``message % args`` as a WARNING, if this kind is not too loud now."""
        self._emit(logging.WARNING, message, args)

    def error(self, message: str, *args: object) -> None:
        """Log ``message % args`` as an ERROR, if this kind is not too loud now."""
        self._emit(logging.ERROR, message, args)

    def _emit(self, level: int, message: str, args: tuple[object, ...]) -> None:
        if not self._bucket.take(self._clock()):
            self.left_out += 1
            return
        if self.left_out:
            message += f" (and {self.left_out} more like it not logged)"
            self.left_out = 0
        self._log.log(level, message, *args)


__all__ = ["RESERVE", "Bucket", "Door", "Limits", "Quiet", "address_key"]
