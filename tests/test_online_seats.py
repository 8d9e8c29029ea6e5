"""Seats over the network: a player dropped mid-hand keeps the seat, a bot stands in after the
grace period, the player comes back with the token and plays on; a second connection with the
token replaces the first; leaving in the lobby frees the seat, in play a bot takes it; a table
where nobody is connected waits; the host starts early."""

from __future__ import annotations

import asyncio

import pytest
from online_helpers import Seen, random_player, run, serving, wait_until

from sergeantmajor.engine import Rules
from sergeantmajor.net import protocol as p
from sergeantmajor.net.client import ClosedError, TableClient
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.net.protocol import CLOSE_REPLACED
from sergeantmajor.server.headless import create_table

pytestmark = pytest.mark.timeout(60)


def _tables(seen: Seen) -> list[dict]:
    return [f for f in seen.frames if f["type"] == "table"]


def test_a_dropped_player_gets_a_stand_in_then_comes_back_with_the_token(tmp_path):
    async def body() -> None:
        async with serving(tmp_path, grace=0.3) as server:
            invite = parse_invite((await create_table(server.url, Rules(), "easy", 3)).invite)
            clients, seen = [], []
            for s in range(3):
                client = await TableClient.connect(invite.table_url)
                await client.join(f"P{s}", invite.code)
                clients.append(client)
                seen.append(Seen())
            tasks = [asyncio.create_task(random_player(clients[s], seen[s], s, pace=0.005))
                     for s in (0, 1)]
            # the third plays into the first hand, then its connection drops mid-hand
            await random_player(clients[2], seen[2], 2, stop_at=20)
            table = server.tables[invite.table]
            assert table.runner is not None
            dropped_at = table.runner.number
            assert table.runner.match.hand_index == 0 and dropped_at >= 20
            seat = seen[2].seat
            assert seat is not None and seen[2].token is not None
            clients[2].ws.transport.abort()  # no close frame: the network is gone
            await wait_until(lambda: any(t["started"] and not t["seats"][seat]["connected"]
                                    for t in _tables(seen[0])))
            # after the grace period a bot of the table's level plays the seat
            await wait_until(lambda: any(t["seats"][seat]["stand_in"] for t in _tables(seen[0])))
            info = next(t for t in _tables(seen[0]) if t["seats"][seat]["stand_in"])
            assert info["seats"][seat]["level"] == "easy" and info["seats"][seat]["kind"] == \
                "human" and info["seats"][seat]["name"] == "P2"
            await wait_until(lambda: any(f["type"] == "events" and f["seat"] == seat
                                    and f["seq"] > dropped_at for f in seen[0].frames))
            # back with the token: the seat, the view now, and play on to the end
            back = await TableClient.connect(invite.table_url)
            await back.resume(seen[2].token)
            again = Seen()
            first = back.decode(await back.ws.recv())
            assert isinstance(first.message, p.Welcome) and first.message.seat == seat
            again.seat, again.token = seat, seen[2].token
            state = False
            while not state:
                incoming = back.decode(await back.ws.recv())
                if isinstance(incoming.message, p.State):
                    state = True
                    assert incoming.view is not None and incoming.view.seat == seat
                    # the view now: past the stand-in's moves (the others play on meanwhile)
                    assert dropped_at < incoming.message.seq <= table.runner.number
                    assert len(incoming.view.hand) > 0 or table.runner.match.is_terminal()
                if isinstance(incoming.message, p.TableState):
                    assert not incoming.message.seats[seat].stand_in
                    assert incoming.message.seats[seat].connected
            await asyncio.gather(random_player(back, again, 7), *tasks)
            assert again.over is not None and all(s.over == again.over for s in seen[:2])
            assert any(f["type"] == "turn" for f in again.frames)  # it played again
            assert table.finished

    run(body(), 50)


def test_a_second_connection_with_the_token_replaces_the_first(tmp_path):
    async def body() -> None:
        async with serving(tmp_path) as server:
            invite = parse_invite((await create_table(server.url, Rules(), "easy", 2)).invite)
            first = await TableClient.connect(invite.table_url)
            await first.join("Ann", invite.code)
            welcome = (await first.receive()).message
            assert isinstance(welcome, p.Welcome) and welcome.token
            second = await TableClient.connect(invite.table_url)
            await second.resume(welcome.token)
            assert isinstance((await second.receive()).message, p.Welcome)
            with pytest.raises(ClosedError) as closed:
                while True:
                    await first.receive(timeout=5)
            assert closed.value.close_code == CLOSE_REPLACED
            assert "another connection" in closed.value.reason
            await second.close()

    run(body(), 20)


def test_leaving_frees_a_lobby_seat_and_gives_a_seat_in_play_to_a_bot(tmp_path):
    async def body() -> None:
        async with serving(tmp_path) as server:
            invite = parse_invite((await create_table(server.url, Rules(), "easy", 3)).invite)
            table = server.tables[invite.table]
            ann = await TableClient.connect(invite.table_url)
            await ann.join("Ann", invite.code)
            bob = await TableClient.connect(invite.table_url)
            await bob.join("Bob", invite.code)
            await wait_until(lambda: [s.kind for s in table.seats] == ["human", "human", "empty"])
            await ann.leave()
            with pytest.raises(ClosedError):
                while True:
                    await ann.receive(timeout=5)
            assert [s.kind for s in table.seats] == ["empty", "human", "empty"]
            # two newcomers take the free seats in order; the table starts by itself
            players = []
            for name in ("Cid", "Dee"):
                client = await TableClient.connect(invite.table_url)
                await client.join(name, invite.code)
                players.append(client)
            await wait_until(lambda: table.started)
            assert [s.name for s in table.seats] == ["Cid", "Bob", "Dee"]
            await bob.leave()
            await wait_until(lambda: table.seats[1].left)
            state = table.state_message()
            assert state.seats[1].kind == "bot" and state.seats[1].name == "Bob"
            seen = [Seen(), Seen()]
            await asyncio.gather(*[random_player(c, s, i) for i, (c, s) in
                                   enumerate(zip(players, seen, strict=True))])
            assert table.finished
            assert table.players()[1] == {"name": "Bob", "kind": "human"}

    run(body(), 30)


def test_the_host_starts_early_and_a_table_with_nobody_connected_waits(tmp_path):
    async def body() -> None:
        async with serving(tmp_path, grace=0.1) as server:
            created = await create_table(server.url, Rules(), "easy", 3)
            invite = parse_invite(created.invite)
            table = server.tables[invite.table]
            ann = await TableClient.connect(invite.table_url)
            await ann.join("Ann", invite.code, host=created.host)
            welcome = (await ann.receive()).message
            assert isinstance(welcome, p.Welcome) and welcome.host
            await ann.start(created.host)
            await wait_until(lambda: table.started)
            assert [s.kind for s in table.seats] == ["human", "bot", "bot"]
            ann.ws.transport.abort()
            await wait_until(lambda: table.seats[0].stand_in)
            number = table.runner.number
            await asyncio.sleep(0.3)
            assert table.runner.number == number  # nobody is there: the match waits
            back = await TableClient.connect(invite.table_url)
            await back.resume(welcome.token or "")
            seen = Seen(seat=0, token=welcome.token)
            await random_player(back, seen, 1)
            assert table.finished and seen.over is not None

    run(body(), 30)


def test_a_join_at_a_finished_table_is_told_the_match_is_over(tmp_path):
    """friends-3 D9: the invite of a match that has ended gets "finished", not "started" (which
    the window words as "only its players can come back to it")."""
    async def body() -> None:
        async with serving(tmp_path) as server:
            rules = Rules.preset("rulebook", match_end="hands", hands=1)
            created = await create_table(server.url, rules, "easy", 1)
            invite = parse_invite(created.invite)
            ann = await TableClient.connect(invite.table_url)
            await ann.join("Ann", invite.code)
            seen = await random_player(ann, Seen(), 1)
            assert seen.over is not None and server.tables[invite.table].finished
            late = await TableClient.connect(invite.table_url)
            await late.join("Bo", invite.code)
            refusal = (await late.receive(5)).message
            assert isinstance(refusal, p.Error) and refusal.code == "finished", refusal
            await late.close()
            await ann.close()

    run(body(), 30)


def test_a_server_hosted_in_a_thread_plays_and_stops(tmp_path):
    """The window's way to host: a server in a background thread, port 0, stopped cleanly."""
    from sergeantmajor.server.server import ServerThread

    host = ServerThread("127.0.0.1", 0, data=tmp_path)
    port = host.start()
    assert port > 0 and host.url == f"ws://127.0.0.1:{port}"
    try:
        async def body() -> Seen:
            created = await create_table(host.url, Rules(), "easy", 1)
            invite = parse_invite(created.invite)
            client = await TableClient.connect(invite.table_url)
            await client.join("Ann", invite.code)
            seen = await random_player(client, Seen(), 3)
            await client.close()
            return seen

        seen = run(body(), 30)
        assert seen.over is not None
    finally:
        host.stop()
    assert not host._thread.is_alive()
    other = ServerThread("127.0.0.1", 0, data=None)
    taken = other.start()
    try:
        with pytest.raises(OSError):  # a port in use: start() says so
            ServerThread("127.0.0.1", taken, data=None).start()
    finally:
        other.stop()


def test_tables_nobody_is_at_leave_memory(tmp_path, monkeypatch):
    """A table nobody ever started is forgotten after a while (its folder too: nothing was
    played); a finished one leaves memory once its players are gone (its files stay)."""
    from sergeantmajor.server import retention

    monkeypatch.setattr(retention, "FINISHED_LINGER", 0.5)

    async def body() -> None:
        async with serving(tmp_path) as server:
            empty = parse_invite((await create_table(server.url, Rules(), "easy", 2)).invite)
            waited = parse_invite((await create_table(server.url, Rules(), "easy", 2)).invite)
            ann = await TableClient.connect(waited.table_url)
            await ann.join("Ann", waited.code)
            # one hand: any finished match will do
            played = parse_invite((await create_table(
                server.url, Rules(match_end="hands", hands=1), "easy", 1)).invite)
            bob = await TableClient.connect(played.table_url)
            await bob.join("Bob", played.code)
            # Only now that Ann and Bob are seated: with the half second in force from the
            # start, a loaded machine took longer than that to seat them, their tables were
            # forgotten before they sat down, and the test waited for a match that never came
            # to its 30-s limit. The empty table has idled since it was made.
            server.lobby_ttl = 0.5
            await random_player(bob, Seen(), 1)
            await bob.close()
            await wait_until(lambda: empty.table not in server.tables
                        and played.table not in server.tables)
            # (the store's writer thread removes the folder a moment later)
            await wait_until(lambda: not (tmp_path / "tables" / empty.table).exists())
            assert (tmp_path / "tables" / played.table / "record.json").exists()
            assert waited.table in server.tables  # Ann is there
            await ann.close()

    run(body(), 30)
