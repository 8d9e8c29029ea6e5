"""The window's link to a table closes like a connection (architecture-3 P0.1, friends-3 D1):
what was queued (a ``leave``) reaches the server, then the closing handshake, and nothing waits
on the caller's thread. A real table server on loopback, port 0."""

from __future__ import annotations

import asyncio
import time

import pytest

from sergeantmajor.app.online_link import TableLink
from sergeantmajor.engine import Rules
from sergeantmajor.net import protocol as p
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.server.headless import create_table
from sergeantmajor.server.server import ServerThread

pytestmark = pytest.mark.timeout(60)


def _wait(condition, timeout: float) -> float:
    """Seconds until ``condition()`` held (fails after ``timeout``)."""
    start = time.monotonic()
    while not condition():
        assert time.monotonic() - start < timeout, "timed out"
        time.sleep(0.005)
    return time.monotonic() - start


def test_a_leave_reaches_the_server_every_time_and_the_socket_closes(qtbot, server):
    """20 lobby joins, each left with ``leave`` and ``close()``: the seat is free within a
    second every time (4 in 20 before), no connection stays open, close() returns at once."""
    rules = Rules.preset("rulebook")
    slowest_close = 0.0
    for _ in range(20):
        created = asyncio.run(create_table(server.url, rules, "easy", 2))
        invite = parse_invite(created.invite)
        table = server.server.tables[invite.table]
        link = TableLink()
        link.open(invite.table_url, p.Join(name="Ann", code=invite.code))
        _wait(lambda: table.seats[0].member is not None, 10)  # noqa: B023
        link.send(p.Leave())
        start = time.monotonic()
        link.close()
        slowest_close = max(slowest_close, time.monotonic() - start)
        _wait(lambda: table.seats[0].kind == "empty", 1.0)  # noqa: B023
        _wait(lambda: not server.server.connections, 2.0)
    assert slowest_close < 0.05


def test_closing_keeps_the_seat_but_the_server_knows_at_once(qtbot, server):
    """Quitting (no ``leave``): the seat stays the player's, and the server sees the closing
    handshake at once instead of after its ping timeout."""
    created = asyncio.run(create_table(server.url, Rules.preset("rulebook"), "easy", 2))
    invite = parse_invite(created.invite)
    table = server.server.tables[invite.table]
    link = TableLink()
    link.open(invite.table_url, p.Join(name="Ann", code=invite.code))
    _wait(lambda: table.seats[0].member is not None, 10)
    link.close(wait=1.0)
    assert _wait(lambda: table.seats[0].member is None, 1.0) < 1.0
    assert table.seats[0].kind == "human" and table.seats[0].name == "Ann"


def test_closing_a_link_whose_server_never_answers_does_not_wait(qtbot):
    """A port that accepts and says nothing: close() returns at once and the thread ends by
    itself within the goodbye's limit."""
    import socket

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    port = listener.getsockname()[1]
    link = TableLink()
    link.open(f"ws://127.0.0.1:{port}/t/abcdefghjkmn", p.Join(name="Ann", code="ABCDEFGHJK"))
    time.sleep(0.2)
    connection = link._connection
    assert connection is not None
    start = time.monotonic()
    link.close()
    assert time.monotonic() - start < 0.05
    connection.thread.join(3.0)
    assert not connection.thread.is_alive()
    listener.close()


def test_coming_back_says_an_attempt_is_under_way_and_counts_down(qtbot):
    """translations-3 EN3-1: while an attempt to come back runs, the link says so
    ("attempting"; it said "trying again in 0 seconds" for as long as the attempt took), and
    between attempts it counts the seconds down, one state a second."""
    server = ServerThread("127.0.0.1", 0, None, grace=30.0)
    server.start()
    created = asyncio.run(create_table(server.url, Rules.preset("rulebook"), "easy", 2))
    invite = parse_invite(created.invite)
    link = TableLink()
    states: list[tuple[str, int]] = []
    link.state_changed.connect(lambda state, value: states.append((state, value)))
    link.open(invite.table_url, p.Join(name="Ann", code=invite.code))
    connection = link._connection
    assert connection is not None
    qtbot.waitUntil(lambda: connection.resume is not None, timeout=10000)  # it will come back
    server.stop()  # the port closes: every attempt fails at once
    qtbot.waitUntil(lambda: states.count(("attempting", 0)) >= 2, timeout=15000)
    link.close()
    assert states[:2] == [("connecting", 0), ("connected", 0)]
    assert states[2:7] == [("reconnecting", 1), ("attempting", 0), ("reconnecting", 2),
                           ("reconnecting", 1), ("attempting", 0)], states
    assert ("reconnecting", 0) not in states



class HandingOver:
    """A table server on loopback whose first connection is told another server holds the
    table (``error`` ``elsewhere``, close 4010); later ones get ``then`` (or nothing) and are
    kept open. ``joins``: what each connection said first."""

    def __init__(self, then: p.Error | None = None) -> None:
        import threading

        self.then = then
        self.joins: list[str] = []
        self._ready = threading.Event()
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True)
        self._thread.start()
        assert self._ready.wait(5)
        self.url = f"ws://127.0.0.1:{self.port}/t/abcdefghjkmn"

    async def _table(self, ws) -> None:
        await ws.send(p.encode(p.Hello(version="test")).decode())
        self.joins.append(await ws.recv())
        if len(self.joins) == 1:
            await ws.send(p.encode(p.Error(code="elsewhere", message="come back")).decode())
            await ws.close(p.CLOSE_ELSEWHERE)
            return
        if self.then is not None:
            await ws.send(p.encode(self.then).decode())
        await ws.wait_closed()

    async def _main(self) -> None:
        from websockets.asyncio.server import serve

        async with serve(self._table, "127.0.0.1", 0) as server:
            self.port = server.sockets[0].getsockname()[1]
            self._loop, self._stopped = asyncio.get_running_loop(), asyncio.Event()
            self._ready.set()
            await self._stopped.wait()

    def stop(self) -> None:
        self._loop.call_soon_threadsafe(self._stopped.set)
        self._thread.join(5)
        assert not self._thread.is_alive()


def test_a_first_join_to_a_table_being_handed_over_tries_again(qtbot):
    """A server sharing the database that does not serve the table just now answers a join
    with ``error`` ``elsewhere`` and close 4010 ("come back shortly"): the window's first join
    is tried again, the same join, and the window is told of no failure (issue 33: it gave up
    with "the server cannot be reached")."""
    server = HandingOver()
    link = TableLink()
    failed: list[str] = []
    seen: list[object] = []
    link.failed.connect(failed.append)
    link.received.connect(seen.append)
    link.open(server.url, p.Join(name="Ann", code="ABCDEFGHJK"))
    qtbot.waitUntil(lambda: len(server.joins) == 2, timeout=5000)
    link.close()
    server.stop()
    assert server.joins[0] == server.joins[1] and '"join"' in server.joins[0]
    assert failed == [] and not any(isinstance(m, p.Error) for m in seen)


def test_a_headless_player_joins_again_a_table_being_handed_over():
    """The same for ``sergeantmajor join``: the second join's answer is what it hears."""
    from sergeantmajor.net.client import ClientError
    from sergeantmajor.server.headless import play_seat

    server = HandingOver(then=p.Error(code="started", message="only its players"))
    with pytest.raises(ClientError, match="only its players"):
        asyncio.run(play_seat(server.url, "ABCDEFGHJK", "Ann", "easy", reconnect=5))
    server.stop()
    assert len(server.joins) == 2 and server.joins[0] == server.joins[1]
