"""The shipped HAProxy configuration for servers with folders of their own
(``haproxy-folders.cfg``), run as it is (issue 33 part 0): it starts under a usual limit of
1,024 open files, a match plays through it, and once a server is killed new tables go to the
live one within the health checks' time (the server answers ``/health``)."""

from __future__ import annotations

import asyncio
import time
import urllib.request

import pytest
from online_helpers import play_match, run
from services import haproxy, serve

from sergeantmajor.engine import Rules
from sergeantmajor.net.client import ClientError
from sergeantmajor.server.headless import create_table

pytestmark = pytest.mark.timeout(120)


class _Proxied:
    """What ``play_match`` needs of a server: its address (here the proxy's)."""

    def __init__(self, url: str) -> None:
        self.url = url


def test_the_server_answers_its_health_check(tmp_path):
    served = serve(tmp_path, "--data", str(tmp_path / "data"))
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{served.port}/health", timeout=5) as r:
            assert r.status == 200 and r.read() == b"ok\n"
    finally:
        served.stop()


def test_tables_through_the_shipped_proxy_and_a_killed_server(tmp_path):
    a = serve(tmp_path / "a", "--data", str(tmp_path / "a" / "data"), "--id-prefix", "a")
    b = serve(tmp_path / "b", "--data", str(tmp_path / "b" / "data"), "--id-prefix", "b")
    try:
        with haproxy([a.port, b.port], tmp_path, files=1024,
                     source="haproxy-folders.cfg") as proxy:
            async def scenario():
                made = [(await create_table(proxy.url, Rules(), "easy", None)).table
                        for _ in range(4)]
                assert {t[0] for t in made} == {"a", "b"}  # round robin over both
                played = await play_match(_Proxied(proxy.url), Rules(), watch=True)
                assert all(s.over is not None for s in played.seats)
                assert played.watcher is not None and played.watcher.over is not None
                a.process.kill()
                killed = time.monotonic()
                made = []
                while len(made) < 6:  # six tables in a row made on the live server
                    try:
                        made.append((await create_table(proxy.url, Rules(), "easy",
                                                        None)).table)
                    except ClientError:
                        made.clear()
                        await asyncio.sleep(0.1)
                    assert time.monotonic() - killed < 10
                return made, time.monotonic() - killed

            made, took = run(scenario(), 90)
            assert all(t.startswith("b") for t in made)
            print(f"six tables in a row on the live server {took:.2f} s after the kill")
    finally:
        a.stop()
        b.stop()
