"""Asking the router for a port by PCP (RFC 6887) or, for older routers, NAT-PMP (RFC 6886).

Both are a few UDP datagrams to the default gateway's port 5351: a request, an answer. PCP is
tried first; a router that only speaks NAT-PMP answers it with NAT-PMP's "unsupported version"
and is then asked in NAT-PMP. A router that speaks neither answers nothing (or an ICMP "port
unreachable"), and the caller's time limit ends the attempt.

No package is used for this: the ones on PyPI speak NAT-PMP only (no PCP), find the gateway by
running ``netstat``, and retry for up to two minutes. The protocols are small and fixed; this
module is what they need and nothing else.
"""

from __future__ import annotations

import contextlib
import ipaddress
import os
import re
import socket
import struct
import subprocess
import sys
import time
from dataclasses import dataclass

#: The port a PCP or NAT-PMP server listens on, on the gateway.
SERVER_PORT = 5351
#: RFC 6886 3.1: the first wait for an answer, doubled at every try.
FIRST_WAIT = 0.25

PCP_VERSION = 2
NATPMP_VERSION = 0
_PCP_MAP = 1
_NATPMP_ADDRESS, _NATPMP_UDP, _NATPMP_TCP = 0, 1, 2
_UNSUPPORTED_VERSION = 1
_PROTOCOLS = {"TCP": 6, "UDP": 17}


class NoAnswerError(Exception):
    """The gateway answered nothing in time (it speaks neither protocol, or drops them)."""


class RefusedError(Exception):
    """The gateway answered with an error; ``code`` is its result code."""

    def __init__(self, protocol: str, code: int) -> None:
        super().__init__(f"{protocol} result code {code}")
        self.protocol = protocol
        self.code = code


@dataclass(frozen=True)
class Granted:
    """A mapping the gateway made: where friends reach the port, for how long, and what is
    needed to take it back."""

    protocol: str  # "pcp" or "natpmp"
    gateway: str
    internal_port: int
    external_port: int
    public: str  # the gateway's external address ("" when NAT-PMP gives none)
    lifetime: int
    nonce: str  # PCP's mapping nonce (hex), needed to delete it; "" for NAT-PMP


# --------------------------------------------------------------------------- the gateway
def default_gateway() -> str | None:
    """The IPv4 address of the default gateway, read from the system (no network use)."""
    if sys.platform.startswith("linux"):
        return _linux_gateway()
    if sys.platform == "darwin" or "bsd" in sys.platform:
        return _route_gateway()
    return None


def _linux_gateway() -> str | None:
    try:
        with open("/proc/net/route", encoding="ascii") as table:
            lines = table.read().splitlines()[1:]
    except OSError:
        return None
    for line in lines:
        fields = line.split()
        # Iface Destination Gateway Flags ...: the default route has a gateway (flag 0x2)
        if len(fields) > 3 and fields[1] == "00000000" and int(fields[3], 16) & 0x2:
            return socket.inet_ntoa(struct.pack("<I", int(fields[2], 16)))
    return None


def _route_gateway() -> str | None:
    with contextlib.suppress(OSError, subprocess.SubprocessError):
        out = subprocess.run(["route", "-n", "get", "default"], capture_output=True,
                             text=True, timeout=2, check=False).stdout
        found = re.search(r"gateway:\s*([0-9.]+)", out)
        if found:
            return found.group(1)
    return None


# --------------------------------------------------------------------------- exchanges
def _exchange(gateway: str, request: bytes, deadline: float) -> bytes:
    """Send ``request`` to the gateway and return its answer, trying again after 250 ms,
    500 ms, ... until ``deadline`` (``time.monotonic()``)."""
    wait = FIRST_WAIT
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.connect((gateway, SERVER_PORT))  # only the gateway's answers are read
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise NoAnswerError(gateway)
            try:
                sock.send(request)
                sock.settimeout(min(wait, left))
                return sock.recv(1100)
            except TimeoutError:
                wait *= 2
            except ConnectionRefusedError:  # ICMP port unreachable: nothing listens there
                raise NoAnswerError(gateway) from None
            except OSError as exc:  # no route, network down
                raise NoAnswerError(f"{gateway}: {exc}") from None


def local_address_towards(gateway: str) -> str:
    """This computer's address on the way to ``gateway`` (no packet is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.connect((gateway, SERVER_PORT))
        return str(sock.getsockname()[0])


def _mapped_v4(address: str) -> bytes:
    return ipaddress.IPv6Address(f"::ffff:{address}").packed


def _from_mapped(packed: bytes) -> str:
    mapped = ipaddress.IPv6Address(packed).ipv4_mapped
    return str(mapped) if mapped is not None else str(ipaddress.IPv6Address(packed))


def pcp_map(gateway: str, port: int, lifetime: int, deadline: float, *,
            nonce: bytes | None = None, protocol: str = "TCP") -> Granted:
    """Ask for ``port`` (TCP) by a PCP MAP request; ``lifetime`` 0 deletes the mapping of
    ``nonce``. :class:`RefusedError` with code ``-1`` when the gateway speaks only NAT-PMP."""
    nonce = nonce if nonce is not None else os.urandom(12)
    client = local_address_towards(gateway)
    request = (struct.pack("!BBHI", PCP_VERSION, _PCP_MAP, 0, lifetime) + _mapped_v4(client)
               + nonce + struct.pack("!B3xHH", _PROTOCOLS[protocol], port,
                                     port if lifetime else 0)
               + _mapped_v4("0.0.0.0"))
    answer = _exchange(gateway, request, deadline)
    if len(answer) >= 4 and answer[0] == NATPMP_VERSION:
        raise RefusedError("pcp", -1)  # a NAT-PMP server: "unsupported version"
    if len(answer) < 60 or answer[0] != PCP_VERSION or answer[1] != 0x80 | _PCP_MAP:
        raise NoAnswerError(f"{gateway}: not a PCP answer")
    result, granted_for = answer[3], struct.unpack("!I", answer[4:8])[0]
    if answer[24:36] != nonce:
        raise NoAnswerError(f"{gateway}: an answer for another request")
    if result != 0:
        raise RefusedError("pcp", result)
    external = struct.unpack("!H", answer[42:44])[0]
    return Granted("pcp", gateway, port, external, _from_mapped(answer[44:60]), granted_for,
                   nonce.hex())


def natpmp_public_address(gateway: str, deadline: float) -> str:
    """The gateway's external address, by NAT-PMP (opcode 0)."""
    answer = _exchange(gateway, struct.pack("!BB", NATPMP_VERSION, _NATPMP_ADDRESS), deadline)
    if len(answer) < 8 or answer[0] != NATPMP_VERSION or answer[1] != 128 + _NATPMP_ADDRESS:
        raise NoAnswerError(f"{gateway}: not a NAT-PMP answer")
    result = struct.unpack("!H", answer[2:4])[0]
    if result != 0:
        raise RefusedError("natpmp", result)
    if len(answer) < 12:
        raise NoAnswerError(f"{gateway}: a short NAT-PMP answer")
    return socket.inet_ntoa(answer[8:12])


def natpmp_map(gateway: str, port: int, lifetime: int, deadline: float, *,
               protocol: str = "TCP") -> Granted:
    """Ask for ``port`` by NAT-PMP (``lifetime`` 0 deletes the mapping)."""
    opcode = _NATPMP_TCP if protocol == "TCP" else _NATPMP_UDP
    request = struct.pack("!BBHHHI", NATPMP_VERSION, opcode, 0, port, port if lifetime else 0,
                          lifetime)
    answer = _exchange(gateway, request, deadline)
    if len(answer) < 8 or answer[0] != NATPMP_VERSION or answer[1] != 128 + opcode:
        raise NoAnswerError(f"{gateway}: not a NAT-PMP answer")
    result = struct.unpack("!H", answer[2:4])[0]
    if result != 0:
        raise RefusedError("natpmp", result)
    if len(answer) < 16:
        raise NoAnswerError(f"{gateway}: a short NAT-PMP answer")
    _internal, external, granted_for = struct.unpack("!HHI", answer[8:16])
    public = natpmp_public_address(gateway, deadline) if lifetime else ""
    return Granted("natpmp", gateway, port, external, public, granted_for, "")


def request_port(gateway: str, port: int, lifetime: int, deadline: float) -> Granted:
    """Ask by PCP, and by NAT-PMP if the gateway speaks only that."""
    try:
        return pcp_map(gateway, port, lifetime, deadline)
    except RefusedError as exc:
        if exc.code not in (-1, _UNSUPPORTED_VERSION):
            raise
    return natpmp_map(gateway, port, lifetime, deadline)


def release_port(granted: Granted, deadline: float) -> None:
    """Take a mapping back (a lifetime of 0, as both RFCs say)."""
    if granted.protocol == "pcp":
        pcp_map(granted.gateway, granted.internal_port, 0, deadline,
                nonce=bytes.fromhex(granted.nonce))
    else:
        natpmp_map(granted.gateway, granted.internal_port, 0, deadline)
