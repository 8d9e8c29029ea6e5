"""A stranger on loopback against a real table server (network-3, defects 2, 3, 4, 5, 11 and
12): the time to identify counted per connection, connections limited per address and in all,
tables made at a bounded rate, abandoned tables forgotten, ``server-full`` only for a real
reason, rules with no end refused, Expert tables limited, refusals that escalate and a log
that stays short, joins per table limited. Every limit is refused with a clear message and a
close code, and touches no other table.

Loopback addresses other than 127.0.0.1 (127.0.0.2, ...) stand for other machines: the
servers here count loopback per address (``limit_loopback``), as a server reached directly
counts its peers."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from pathlib import Path
from typing import Any

import pytest
from online_helpers import Seen, random_player, run, serving
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from sergeantmajor.engine import Rules
from sergeantmajor.net import protocol as p
from sergeantmajor.net.client import TableClient
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.server.headless import create_table
from sergeantmajor.server.limits import Limits

pytestmark = pytest.mark.timeout(120)


def limits(**changes: Any) -> Limits:
    """The default limits with ``changes``, loopback counted per address."""
    return Limits(limit_loopback=True, **changes)


async def raw(url: str, local: str = "127.0.0.1") -> ClientConnection:
    """A WebSocket from ``local`` whose ``hello`` was read."""
    ws = await connect(url, max_size=p.MAX_MESSAGE, compression=None, local_addr=(local, 0),
                       ping_interval=None)
    assert json.loads(await ws.recv())["type"] == "hello"
    return ws


async def send(ws: ClientConnection, **message: Any) -> None:
    await ws.send(json.dumps({"v": p.PROTOCOL, **message}))


async def answers(ws: ClientConnection, timeout: float = 5.0) -> tuple[list[dict[str, Any]],
                                                                         int | None]:
    """Every message until the connection closes (or ``timeout``), and the close code
    (``None``: still open)."""
    frames: list[dict[str, Any]] = []
    try:
        async with asyncio.timeout(timeout):
            async for data in ws:
                frames.append(json.loads(data))
    except TimeoutError:
        return frames, None
    except ConnectionClosed:
        pass
    return frames, ws.close_code


async def make(url: str, local: str = "127.0.0.1", **create: Any) -> dict[str, Any]:
    """A ``create`` from ``local``: the server's last answer."""
    ws = await raw(url, local)
    await send(ws, type="create", **create)
    answer = json.loads(await asyncio.wait_for(ws.recv(), 30))  # created, or an error
    await ws.close()
    return answer


# --------------------------------------------------------------------------- defect 2
def test_the_time_to_identify_counts_from_the_connection(tmp_path: Path) -> None:
    """A connection that never says who it is, but keeps sending something else, is closed
    when the time runs out since it connected (it used to start again at every message)."""
    async def body() -> None:
        async with serving(None, hello_timeout=1.0) as server:
            table = parse_invite((await create_table(server.url, Rules(), "easy", 2)).invite)
            loop = asyncio.get_running_loop()
            for url in (table.table_url, server.url):
                ws = await raw(url)
                start = loop.time()
                with contextlib.suppress(ConnectionClosed):
                    while loop.time() - start < 5:  # a refused message every 0.4 s
                        await send(ws, type="leave")
                        await asyncio.sleep(0.4)
                frames, code = await answers(ws, 10)
                assert code == 1008 and frames[-1]["code"] == "silent", (url, frames)
                assert loop.time() - start < 4.0  # not 5 s of messages and more

    run(body(), 30)


# --------------------------------------------------------------------------- defect 3
def test_connections_are_limited_per_address_and_in_all() -> None:
    """One address holds ``per_address`` connections; the next is turned away at once with
    ``busy`` and close 1013, while another address still comes in; past the total, everyone
    is turned away; a connection that closes makes room."""
    async def body() -> None:
        async with serving(None, limits=limits(connections=5, per_address=3)) as server:
            held = [await raw(server.url) for _ in range(3)]
            frames, code = await answers(await raw(server.url), 20)
            assert code == 1013 and frames[-1]["code"] == "busy", frames
            held += [await raw(server.url, "127.0.0.2") for _ in range(2)]
            frames, code = await answers(await raw(server.url, "127.0.0.3"), 20)
            assert code == 1013 and "all the connections" in frames[-1]["message"]
            await held.pop().close()
            await asyncio.sleep(0.2)
            again = await raw(server.url, "127.0.0.3")
            assert (await answers(again, 0.3))[1] is None  # in, and still open
            for ws in [*held, again]:
                await ws.close()

    run(body(), 30)


def test_connections_from_this_computer_are_not_limited_per_address() -> None:
    """Behind a reverse proxy every connection comes from this computer: the proxy keeps the
    per-address limits (packaging/server), the server only the total."""
    async def body() -> None:
        async with serving(None, limits=Limits(per_address=2)) as server:
            held = [await raw(server.url) for _ in range(4)]
            for ws in held:
                assert (await answers(ws, 0.1))[1] is None  # in, and still open
            for ws in held:
                await ws.close()

    run(body(), 20)


# --------------------------------------------------------------------------- defect 4
def test_tables_are_made_at_a_bounded_rate_per_address_and_in_all() -> None:
    async def body() -> None:
        async with serving(None, limits=limits(creates_burst=3, creates_total_burst=5,
                                               creates_per_second=0.01)) \
                as server:
            made = [await make(server.url) for _ in range(3)]
            assert [m["type"] for m in made] == ["created"] * 3
            refused = await make(server.url)
            assert refused["type"] == "error" and refused["code"] == "busy", refused
            assert "one more every 30 s" in refused["message"]
            assert (await make(server.url, "127.0.0.2"))["type"] == "created"  # another one
            assert (await make(server.url, "127.0.0.3"))["type"] == "created"
            refused = await make(server.url, "127.0.0.4")  # the server's own rate, for all
            assert refused["code"] == "busy" and "no more tables" in refused["message"]
            assert len(server.tables) == 5

    run(body(), 30)


def test_server_full_only_when_every_table_is_played_or_someone_is_at_it(tmp_path) -> None:
    """With the server full of lobbies nobody is at, a new table makes room (the lobby idle
    longest goes, files and all); ``server-full`` comes only once every table is in play or
    has someone at it."""
    async def body() -> None:
        async with serving(tmp_path, max_tables=3) as server:
            first = (await make(server.url))["table"]
            second = (await make(server.url))["table"]
            third = parse_invite((await make(server.url))["invite"])
            ann = await TableClient.connect(third.table_url)
            await ann.join("Ann", third.code)
            fourth = await make(server.url)
            assert fourth["type"] == "created" and first not in server.tables
            assert second in server.tables
            invite = parse_invite(fourth["invite"])
            bob = await TableClient.connect(invite.table_url)
            await bob.join("Bob", invite.code)
            fifth = await make(server.url)
            assert fifth["type"] == "created" and second not in server.tables
            sixth = parse_invite((await make(server.url))["invite"])  # the fifth made room
            cid = await TableClient.connect(sixth.table_url)
            await cid.join("Cid", sixth.code)
            full = await make(server.url)  # someone at every table: a real reason
            assert full["type"] == "error" and full["code"] == "server-full", full
            for client in (ann, bob, cid):
                await client.close()

    run(body(), 30)


def test_a_match_every_person_left_is_put_away_and_does_not_come_back(tmp_path) -> None:
    """A table made, started by its one person, and left (a computer player takes the seat
    for good): nobody can come back to it, so it goes at once, and a restart does not bring
    it back (it used to hold its place for ever)."""
    async def first() -> str:
        async with serving(tmp_path) as server:
            invite = parse_invite((await create_table(server.url, Rules(), "easy", 1)).invite)
            ann = await TableClient.connect(invite.table_url)
            await ann.join("Ann", invite.code)
            await ann.receive()
            await ann.leave()
            for _ in range(40):
                await asyncio.sleep(0.1)
                if invite.table not in server.tables:
                    break
            assert invite.table not in server.tables
            return invite.table

    table = run(first(), 30)
    meta = json.loads((tmp_path / "tables" / table / "table.json").read_text(encoding="utf-8"))
    assert meta["closed"] == "abandoned"

    async def again() -> list[str]:
        async with serving(tmp_path) as server:
            return list(server.tables)

    assert run(again(), 20) == []


# --------------------------------------------------------------------------- defect 5
@pytest.mark.parametrize("rules", [{"hand_limit": 1_000_000, "point_limit": 1_000_000},
                                   {"point_limit": 10**30}, {"hands": 10**6}])
def test_rules_without_an_end_are_refused(rules: dict[str, Any]) -> None:
    async def body() -> None:
        async with serving(None) as server:
            answer = await make(server.url, rules=rules)
            assert answer["type"] == "error" and answer["code"] == "rules", answer
            assert "at most" in answer["message"]
            assert not server.tables

    run(body(), 20)


def test_expert_tables_are_limited_per_address_and_in_all() -> None:
    """An Expert computer player thinks up to a fifth of a second a card, on the CPU every
    table shares: one address plays ``expert_per_address`` such tables at once, everyone
    ``expert_tables``; other levels are not limited so."""
    async def body() -> None:
        async with serving(None, limits=limits(expert_tables=2, expert_per_address=1)) \
                as server:
            assert (await make(server.url, bots="expert"))["type"] == "created"
            refused = await make(server.url, bots="expert")
            assert refused["code"] == "busy" and "this address" in refused["message"]
            assert (await make(server.url, bots="easy"))["type"] == "created"
            assert (await make(server.url, "127.0.0.2", bots="expert"))["type"] == "created"
            refused = await make(server.url, "127.0.0.3", bots="expert")
            assert refused["code"] == "busy" and "2 tables" in refused["message"]

    run(body(), 20)


# --------------------------------------------------------------------------- defect 11
def test_refusals_escalate_and_their_log_stays_short(caplog: pytest.LogCaptureFixture) -> None:
    """A connection refused again and again is closed (``flood``, 1008) though it stays under
    the message rate; the log writes a few refusals a second, and counts the rest."""
    caplog.set_level(logging.WARNING, logger="sergeantmajor.server")

    async def body() -> None:
        async with serving(None, limits=limits(refusals_burst=5, refusal_seconds=600)) \
                as server:
            ws = await raw(server.url)
            for _ in range(6):
                await send(ws, type="join", name="x", code="NOPE")  # wrong path: refused
                await asyncio.sleep(0.05)
            frames, code = await answers(ws, 20)
            assert code == 1008 and frames[-1]["code"] == "flood", frames
            assert [f["code"] for f in frames[:5]] == ["wrong-path"] * 5
            # 60 connections refused 4 times each: 240 refusals, a handful of log lines
            many = [await raw(server.url, f"127.0.1.{n}") for n in range(60)]
            for ws in many:
                for _ in range(4):
                    await send(ws, type="chat", text="hello")
            await asyncio.sleep(1.0)
            await send(many[0], type="chat", text="once more")  # written, with the count
            await asyncio.sleep(0.2)
            for ws in many:
                await ws.close()

    run(body(), 60)
    refusals = [r.getMessage() for r in caplog.records if "refused" in r.getMessage()]
    assert 5 <= len(refusals) <= 40, len(refusals)
    assert any("more like it not logged" in line for line in refusals)


# --------------------------------------------------------------------------- defect 12
def test_joins_per_table_are_limited() -> None:
    """Two connections that join and leave a lobby as fast as they can: the table takes a
    dozen, then one every few seconds (each was a table message and a chat note for every
    player)."""
    async def body() -> None:
        async with serving(None, limits=limits(joins_burst=6, joins_per_minute=0.5)) as server:
            invite = parse_invite((await create_table(server.url, Rules(), "easy", 3)).invite)
            ann = await TableClient.connect(invite.table_url)
            await ann.join("Ann", invite.code)
            codes = []
            for n in range(12):
                ws = await raw(invite.table_url, f"127.0.2.{n}")
                await send(ws, type="join", name=f"Guest {n}", code=invite.code)
                first = json.loads(await ws.recv())
                codes.append(first.get("code", first["type"]))
                if first["type"] == "welcome":
                    await send(ws, type="leave")
                await ws.close()
            assert codes[:5] == ["welcome"] * 5  # Ann took the first of the six
            assert codes[5:] == ["busy"] * 7, codes
            seen = Seen()
            task = asyncio.create_task(random_player(ann, seen, 1))
            await asyncio.sleep(0.3)
            task.cancel()
            tables = [f for f in seen.frames if f["type"] == "table"]
            assert len(tables) <= 2 * 5 + 3  # not two for every churning join

    run(body(), 30)
