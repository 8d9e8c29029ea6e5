"""Tables on this network, announced and found by DNS-SD over multicast DNS (no Qt).

A table server started with ``--announce`` (and a table hosted from the window) announces each
table that still has free seats as a service of type :data:`SERVICE`; :class:`Browser` lists
them as they come and go, for the Join dialog and ``sergeantmajor tables``. The announcement
says where the table is, who hosts it, its rules and its seats, never its join code: the code
still guards the table. What comes from the network is checked before anything shows it.

``zeroconf`` (pure Python, the mDNS library of Home Assistant and many others) is imported here
only, and this module only when tables are announced or looked for.
"""

from __future__ import annotations

import argparse
import contextlib
import ipaddress
import json
import logging
import re
import socket
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.record import MAX_NAME
from .protocol import PROTOCOL

if TYPE_CHECKING:
    from zeroconf import ServiceInfo, Zeroconf
    from zeroconf.asyncio import AsyncZeroconf

log = logging.getLogger(__name__)

#: The DNS-SD service type of a Sergeant Major table.
SERVICE = "_sergeantmajor._tcp.local."
_TABLE = re.compile(r"[A-Za-z0-9_-]{4,40}")
#: Seconds to wait for a table's details once its name is seen.
RESOLVE_MS = 3000


@dataclass(frozen=True)
class TableAd:
    """A table announced on the network: where it is, and what a player wants to know before
    joining it."""

    host: str  # the server's address (an IPv4 address)
    port: int
    table: str
    host_name: str  # the name of the player who hosts it ("" when nobody does)
    rules: dict[str, Any]  # the rules' record form (Rules.to_dict())
    seated: int  # players seated
    free: int  # seats still free
    protocol: int = PROTOCOL

    @property
    def url(self) -> str:
        """The table's address, ``ws://HOST:PORT/t/TABLE`` (its invite less the code)."""
        return f"ws://{self.host}:{self.port}/t/{self.table}"

    def line(self) -> str:
        """The table as ``sergeantmajor tables`` prints it: tab-separated fields, the
        address first."""
        preset = str(self.rules.get("preset", ""))
        changes = len(self.rules) - 1
        rules = preset + (f"+{changes}" if changes > 0 else "")
        return "\t".join((self.url, f"host={self.host_name}", f"rules={rules}",
                          f"seated={self.seated}", f"free={self.free}"))


def instance_name(table: str) -> str:
    """The service instance's name for ``table`` (unique on the network: the id is)."""
    return f"Sergeant Major table {table}.{SERVICE}"


def properties(table: str, host_name: str, rules: dict[str, Any], seated: int,
               free: int) -> dict[str, str]:
    """The TXT record of a table's announcement."""
    return {"v": str(PROTOCOL), "path": f"/t/{table}", "table": table,
            "host": host_name[:MAX_NAME], "rules": json.dumps(rules, separators=(",", ":")),
            "seated": str(seated), "free": str(free)}


def ad_from(info: ServiceInfo) -> TableAd | None:
    """The table a resolved announcement names; ``None`` for anything malformed."""
    raw = info.properties or {}
    props = {(k.decode("utf-8", "replace") if isinstance(k, bytes) else str(k)):
             (v.decode("utf-8", "replace") if isinstance(v, bytes) else "")
             for k, v in raw.items()}
    table = props.get("table", "")
    if not _TABLE.fullmatch(table) or props.get("path") != f"/t/{table}":
        return None
    try:
        protocol = int(props.get("v", "0"))
        seated, free = int(props.get("seated", "-1")), int(props.get("free", "-1"))
        rules = json.loads(props.get("rules", "{}"))
    except ValueError:
        return None
    if not (0 <= seated <= 8 and 0 <= free <= 8) or not isinstance(rules, dict):
        return None
    addresses = [a for a in info.parsed_addresses() if _ipv4(a)]
    port = info.port or 0
    if not addresses or not 0 < port < 65536:
        return None
    name = "".join(c for c in props.get("host", "") if c.isprintable())[:MAX_NAME]
    return TableAd(addresses[0], port, table, name, rules, seated, free, protocol)


def _ipv4(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).version == 4
    except ValueError:
        return False


# --------------------------------------------------------------------------- announcing
@dataclass(frozen=True)
class Announced:
    """What is announced for one table (compared to know when to update it)."""

    table: str
    host_name: str
    rules: str  # JSON
    seated: int
    free: int


class Announcer:
    """Announces tables from an asyncio program (the table server): :meth:`show` the tables
    that should be seen now, and it registers, updates and withdraws their services."""

    def __init__(self, port: int, addresses: list[str]) -> None:
        self.port = port
        self.addresses = addresses
        self._zc: AsyncZeroconf | None = None
        self._shown: dict[str, tuple[Announced, ServiceInfo]] = {}

    async def start(self) -> None:
        """Join the network's multicast DNS."""
        from zeroconf import IPVersion
        from zeroconf.asyncio import AsyncZeroconf

        self._zc = AsyncZeroconf(ip_version=IPVersion.V4Only)

    async def show(self, tables: list[Announced]) -> None:
        """Announce exactly ``tables`` (new ones registered, changed ones updated, the others
        withdrawn)."""
        zc = self._zc
        if zc is None:
            return
        wanted = {t.table: t for t in tables}
        for table in [t for t in self._shown if t not in wanted]:
            _, info = self._shown.pop(table)
            await _settled(zc.async_unregister_service(info))
        for table, ad in wanted.items():
            shown = self._shown.get(table)
            if shown is not None and shown[0] == ad:
                continue
            info = self._info(ad)
            if shown is None:
                await _settled(zc.async_register_service(info, allow_name_change=True))
            else:
                await _settled(zc.async_update_service(info))
            self._shown[table] = (ad, info)
            log.info("announced table %s on the network (%d seated, %d free)", table,
                     ad.seated, ad.free)

    async def close(self) -> None:
        """Withdraw every table (browsers see them go at once) and leave multicast DNS."""
        zc, self._zc = self._zc, None
        if zc is None:
            return
        with contextlib.suppress(Exception):
            await zc.async_unregister_all_services()
        await zc.async_close()
        self._shown.clear()

    def _info(self, ad: Announced) -> ServiceInfo:
        from zeroconf import ServiceInfo

        return ServiceInfo(SERVICE, instance_name(ad.table), port=self.port,
                           addresses=[socket.inet_aton(a) for a in self.addresses],
                           properties=properties(ad.table, ad.host_name, json.loads(ad.rules),
                                                 ad.seated, ad.free),
                           server=f"sergeantmajor-{ad.table}.local.")


async def _settled(pending: Any) -> None:
    """zeroconf's register/update/unregister return a task once queued: wait for it too."""
    result = await pending
    if hasattr(result, "__await__"):
        await result


# --------------------------------------------------------------------------- browsing
class Browser:
    """Lists the tables announced on this network, as they come and go.

    ``on_change`` is called (on zeroconf's thread) with the whole list after every change.
    """

    def __init__(self, on_change: Callable[[list[TableAd]], None] | None = None) -> None:
        self.on_change = on_change
        self._zc: Zeroconf | None = None
        self._browser: Any = None
        self._tables: dict[str, TableAd] = {}
        self._lock = threading.Lock()

    def start(self) -> None:
        """Start looking (returns at once)."""
        from zeroconf import DNSQuestionType, IPVersion, ServiceBrowser, Zeroconf

        self._zc = Zeroconf(ip_version=IPVersion.V4Only)
        # Answers by multicast (QM), not unicast: a server on this same computer shares port
        # 5353 with the browser, and a unicast answer would reach only one of the two.
        self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed],
                                       question_type=DNSQuestionType.QM)

    def tables(self) -> list[TableAd]:
        """The tables seen now, by host name then address."""
        with self._lock:
            return sorted(self._tables.values(), key=lambda t: (t.host_name.lower(), t.url))

    def close(self) -> None:
        """Stop looking."""
        browser, zc = self._browser, self._zc
        self._browser = self._zc = None
        if browser is not None:
            with contextlib.suppress(Exception):
                browser.cancel()
        if zc is not None:
            zc.close()

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str,
                 state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            with self._lock:
                gone = self._tables.pop(name, None)
            if gone is not None:
                self._tell()
            return
        from zeroconf import DNSQuestionType

        info = zeroconf.get_service_info(service_type, name, RESOLVE_MS,
                                         question_type=DNSQuestionType.QM)
        ad = ad_from(info) if info is not None else None
        with self._lock:
            if ad is None:
                changed = self._tables.pop(name, None) is not None
            else:
                changed = self._tables.get(name) != ad
                self._tables[name] = ad
        if changed:
            self._tell()

    def _tell(self) -> None:
        if self.on_change is not None:
            try:
                self.on_change(self.tables())
            except Exception:
                log.exception("showing the tables on the network failed")


# --------------------------------------------------------------------------- the command
def tables_main(argv: list[str]) -> int:
    """``sergeantmajor tables [--seconds N]``: print the tables announced on this network."""
    parser = argparse.ArgumentParser(
        prog="sergeantmajor tables",
        description="List the tables announced on this network (by a window hosting one, or "
                    "by 'serve --announce'), one a line: its address ws://HOST:PORT/t/TABLE "
                    "(no join code: ask the host for it), then host=, rules=, seated=, free= "
                    "separated by tabs.")
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="how long to listen (default 3)")
    args = parser.parse_args(argv)
    if not 0 < args.seconds <= 3600:
        print("sergeantmajor tables: --seconds is more than 0 and at most 3600",
              file=sys.stderr)
        return 2
    browser = Browser()
    try:
        browser.start()
    except (OSError, ImportError) as exc:
        print(f"sergeantmajor tables: cannot listen on the network: {exc}", file=sys.stderr)
        return 1
    try:
        time.sleep(args.seconds)
        found = browser.tables()
    except KeyboardInterrupt:
        found = browser.tables()
    finally:
        browser.close()
    for ad in found:
        print(ad.line())
    sys.stdout.flush()
    return 0
