"""This computer's addresses on its networks, for the host to tell friends (no network use).

The host's invite must name an address the friends can reach; the server itself listens on all
of them. The addresses are read from the machine's own interfaces (Linux: one ``ioctl`` per
interface; elsewhere the host name's addresses): nothing is sent anywhere to find them.
"""

from __future__ import annotations

import contextlib
import socket
import struct
import sys


def local_addresses() -> list[str]:
    """IPv4 addresses of this machine's interfaces, loopback last (and only if alone)."""
    found: list[str] = []
    if sys.platform.startswith("linux"):
        found = _linux_addresses()
    if not found:
        with contextlib.suppress(OSError):
            found = sorted({str(info[4][0]) for info in socket.getaddrinfo(
                socket.gethostname(), None, socket.AF_INET)})
    outside = [a for a in found if not a.startswith("127.")]
    return outside or found or ["127.0.0.1"]


def _linux_addresses() -> list[str]:
    import fcntl

    siocgifaddr = 0x8915
    out: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        for _, name in socket.if_nameindex():
            request = struct.pack("256s", name.encode()[:15])
            try:
                answer = fcntl.ioctl(s.fileno(), siocgifaddr, request)
            except OSError:  # an interface without an IPv4 address
                continue
            out.append(socket.inet_ntoa(answer[20:24]))
    return out
