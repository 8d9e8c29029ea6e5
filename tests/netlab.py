"""Private networks for the tests of the router's port and of tables found on the network.

Each lab is made of Linux network namespaces of its own (``ip netns``, as root): nothing a
test sends there can reach the machine's real network, and each test has its own. Two shapes:

- :meth:`NetLab.lan`: one namespace whose loopback carries multicast (mDNS between the
  processes run inside it);
- :meth:`NetLab.home_and_router`: a "home" namespace (the game runs there) whose default
  route goes through a veth pair to a "router" namespace (the router double runs there).
  They are numbered from 198.18.0.0/15, the range kept for network test labs (RFC 2544).

Processes are run inside with ``ip netns exec``; the lab kills those it started and deletes
its namespaces at the end.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROUTER_ADDRESS = "198.18.0.1"
HOME_ADDRESS = "198.18.0.2"
PYTHON = sys.executable
HERE = Path(__file__).resolve().parent


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=10)


def labs_possible() -> str:
    """Why namespaces cannot be made here ("" when they can)."""
    if shutil.which("ip") is None:
        return "the ip command (iproute2) is missing"
    if os.geteuid() != 0:
        return "network namespaces need root"
    return ""


def need_labs() -> None:
    """Skip where labs cannot be made, except on CI, where that is a failure."""
    why = labs_possible()
    if why:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the network-lab tests: {why}")
        pytest.skip(why)


class NetLab:
    """Namespaces, and the processes started inside them."""

    def __init__(self) -> None:
        self.tag = secrets.token_hex(3)
        self.spaces: list[str] = []
        self.processes: list[subprocess.Popen[str]] = []

    def _space(self, role: str) -> str:
        name = f"sm{role}{self.tag}"
        _ip("netns", "add", name)
        self.spaces.append(name)
        _ip("-n", name, "link", "set", "lo", "up")
        return name

    def lan(self) -> str:
        """One namespace where multicast goes over the loopback; its name."""
        name = self._space("l")
        _ip("-n", name, "link", "set", "lo", "multicast", "on")
        _ip("-n", name, "route", "add", "224.0.0.0/4", "dev", "lo")
        return name

    def home_and_router(self) -> tuple[str, str]:
        """A home namespace routed through a router namespace; their names."""
        home, router = self._space("h"), self._space("r")
        inside, outside = f"smh{self.tag}", f"smr{self.tag}"
        _ip("link", "add", inside, "netns", home, "type", "veth", "peer", "name", outside,
            "netns", router)
        _ip("-n", home, "addr", "add", f"{HOME_ADDRESS}/24", "dev", inside)
        _ip("-n", router, "addr", "add", f"{ROUTER_ADDRESS}/24", "dev", outside)
        _ip("-n", home, "link", "set", inside, "up")
        _ip("-n", router, "link", "set", outside, "up")
        _ip("-n", home, "route", "add", "default", "via", ROUTER_ADDRESS)
        return home, router

    def popen(self, space: str, argv: list[str], **options: object) -> subprocess.Popen[str]:
        """Start ``argv`` inside ``space`` (text pipes for stdout unless told otherwise)."""
        options.setdefault("stdout", subprocess.PIPE)
        options.setdefault("stderr", subprocess.PIPE)
        options.setdefault("stdin", subprocess.DEVNULL)
        env = dict(os.environ)
        env.update({k: str(v) for k, v in dict(options.pop("env", {}) or {}).items()})
        process: subprocess.Popen[str] = subprocess.Popen(  # type: ignore[call-overload]
            ["ip", "netns", "exec", space, *argv], text=True, env=env, **options)
        self.processes.append(process)
        return process

    def run(self, space: str, argv: list[str], timeout: float = 60.0,
            **options: object) -> subprocess.CompletedProcess[str]:
        """Run ``argv`` inside ``space`` to its end."""
        process = self.popen(space, argv, **options)
        try:
            out, err = process.communicate(timeout=timeout)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
        return subprocess.CompletedProcess(process.args, process.returncode, out, err)

    def router(self, space: str, state: Path, *options: str) -> subprocess.Popen[str]:
        """The router double in ``space``, once it listens."""
        process = self.popen(space, [PYTHON, str(HERE / "router_double.py"),
                                     "--address", ROUTER_ADDRESS, "--state", str(state),
                                     *options])
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.strip() == "ready", process.stderr.read() if process.stderr else line
        return process

    def close(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                with contextlib.suppress(OSError):
                    process.send_signal(signal.SIGKILL)
            if process.stdin is not None and process.stdin.closed:
                process.stdin = None
            with contextlib.suppress(subprocess.TimeoutExpired, ValueError, OSError):
                process.communicate(timeout=5)
        for space in self.spaces:  # and what they started there (a server in its own session)
            with contextlib.suppress(subprocess.SubprocessError):
                pids = subprocess.run(["ip", "netns", "pids", space], capture_output=True,
                                      text=True, timeout=10).stdout.split()
                for pid in pids:
                    with contextlib.suppress(OSError, ValueError):
                        os.kill(int(pid), signal.SIGKILL)
            with contextlib.suppress(subprocess.SubprocessError):
                _ip("netns", "del", space)
