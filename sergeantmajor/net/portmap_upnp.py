"""Asking the router for a port by UPnP-IGD, through ``miniupnpc``.

``miniupnpc`` is the client half of MiniUPnP, whose server half (``miniupnpd``) runs inside a
great many home routers; it is one small C extension with no dependencies, releases the GIL
while it waits on the network, and does the whole of it: SSDP discovery (an M-SEARCH multicast
on the local network), the router's description, and the SOAP calls. It is imported here only,
and this module only when a table is hosted.

Discovery waits one second for the router's answer to each kind of device it looks for (four
kinds; the library allows no less): about 1 s when a router answers, 4 s when none does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: How long discovery listens for answers, in ms (the library's own minimum).
DISCOVER_MS = 1000
#: The mapping's description, as the router's page lists it.
DESCRIPTION = "Sergeant Major table"


class NoRouterError(Exception):
    """No UPnP Internet gateway answered on this network."""


class RefusedError(Exception):
    """The router answered and refused (``reason``: the UPnP error's name)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass
class Gateway:
    """The router found by discovery, and this computer's address towards it."""

    upnp: Any  # the miniupnpc.UPnP object (its control URL chosen)
    local: str  # this computer's address on the router's network

    def public_address(self) -> str:
        """The router's external address ("" if it gives none)."""
        try:
            return str(self.upnp.externalipaddress() or "")
        except Exception as exc:  # the library raises bare Exceptions with UPnP's words
            raise RefusedError(str(exc)) from None

    def add(self, port: int, lifetime: int) -> int:
        """Forward TCP ``port`` to this computer; the lease granted (0: until removed)."""
        for lease in dict.fromkeys((lifetime, 0)):
            try:
                self.upnp.addportmapping(port, "TCP", self.local, port, DESCRIPTION, "", lease)
                return lease
            except Exception as exc:
                if "OnlyPermanentLeasesSupported" not in str(exc):  # UPnP error 725
                    raise RefusedError(str(exc)) from None
        raise RefusedError("OnlyPermanentLeasesSupported")

    def remove(self, port: int, *, only_for: str | None = None) -> bool:
        """Remove the mapping of ``port`` (``only_for``: only if it forwards to that address,
        so that a mapping another computer has made since is left alone)."""
        if only_for is not None:
            try:
                entry = self.upnp.getspecificportmapping(port, "TCP")
            except Exception:
                entry = None
            if not entry or entry[0] != only_for:
                return False
        try:
            self.upnp.deleteportmapping(port, "TCP")
        except Exception as exc:
            raise RefusedError(str(exc)) from None
        return True


def find_gateway() -> Gateway:
    """Discover the router (blocks 1 to 4 s); :class:`NoRouterError` if none answers."""
    try:
        import miniupnpc
    except ImportError as exc:  # a build without it: as if no router answered
        raise NoRouterError(f"miniupnpc is missing: {exc}") from None
    upnp = miniupnpc.UPnP()
    upnp.discoverdelay = DISCOVER_MS
    try:
        found = upnp.discover()
    except Exception as exc:  # nothing answered ("Success": no error, no device), no network
        raise NoRouterError("no UPnP device answered" if str(exc) == "Success" else str(exc)
                       ) from None
    if not found:
        raise NoRouterError("no UPnP device answered")
    try:
        upnp.selectigd()
    except Exception as exc:
        raise NoRouterError(f"no Internet gateway among {found} UPnP devices: {exc}") from None
    return Gateway(upnp, str(upnp.lanaddr))
