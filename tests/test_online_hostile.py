"""A hostile client tries every refused action and every bad input, while honest players play
another table of the same server: each attempt gets its clear error (or a closed connection
with a reason), nothing changes, and the other table plays on untouched."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from online_helpers import Seen, random_player, run, serving
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from sergeantmajor.engine import Rules
from sergeantmajor.net import protocol as p
from sergeantmajor.net.client import ClientError, TableClient
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.server.headless import create_table
from sergeantmajor.server.limits import Limits

pytestmark = pytest.mark.timeout(90)

ENGINE_RULES = {"wrong-phase", "not-in-hand", "follow-suit", "no-trump", "targets",
                "classic-return"}


async def raw(url: str) -> ClientConnection:
    """A bare WebSocket connection (no client library checks), past the server's hello."""
    ws = await connect(url, max_size=None, compression=None)
    hello = json.loads(await ws.recv())
    assert hello["type"] == "hello" and hello["server"] == "sergeantmajor"
    assert hello["protocol"] == p.PROTOCOL
    return ws


_skipped: dict[int, list[dict[str, Any]]] = {}


async def until(ws: ClientConnection, *types: str) -> dict[str, Any]:
    """The next frame of one of ``types``; others are kept for a later call that wants them
    (a turn that came while an answer was awaited is still there to play)."""
    kept = _skipped.setdefault(id(ws), [])
    for i, frame in enumerate(kept):
        if frame["type"] in types:
            return kept.pop(i)
    while True:
        frame = json.loads(await asyncio.wait_for(ws.recv(), 10))
        if frame["type"] in types:
            return frame
        if frame["type"] in ("turn", "events", "state"):
            kept.append(frame)


async def answer(ws: ClientConnection, message: str | bytes | dict[str, Any]) -> dict[str, Any]:
    """Send ``message`` and return the ``error`` or ``refused`` it gets."""
    await ws.send(json.dumps(message) if isinstance(message, dict) else message)
    return await until(ws, "error", "refused")


async def closed_with(ws: ClientConnection) -> tuple[int, str]:
    """Read until the server closes; its close code and reason."""
    with pytest.raises(ConnectionClosed) as closed:
        while True:
            await asyncio.wait_for(ws.recv(), 10)
    frame = closed.value.rcvd
    assert frame is not None, "the connection dropped without a close frame"
    return frame.code, frame.reason


def test_every_bad_input_gets_its_answer_and_the_other_table_plays_on(tmp_path, caplog):
    got: dict[str, str] = {}  # what each hostile input got, for the report

    async def body() -> None:
        # (refusals escalate on one connection: test_online_limits.py; here each input gets
        # its answer, many on one connection)
        async with serving(tmp_path, hello_timeout=0.5,
                           limits=Limits(refusals_burst=1000)) as server:
            root = server.url
            # ---- another table, honest players, played slowly all along
            # (five whole hands at 20 ms a move: it plays on while everything below is tried)
            other = parse_invite((await create_table(root, Rules.preset("casual", hands=5),
                                                     "easy", 3)).invite)
            honest = []
            tasks = []
            for s in range(3):
                client = await TableClient.connect(other.table_url)
                await client.join(f"Honest {s}", other.code)
                seen = Seen()
                honest.append(seen)
                tasks.append(asyncio.create_task(random_player(client, seen, s, pace=0.02)))

            # ---- the root path: malformed and refused messages
            ws = await raw(root)
            for label, message, code in [
                ("malformed JSON", "{not json", "bad-json"),
                ("unknown type", {"v": p.PROTOCOL, "type": "steal"}, "unknown-type"),
                ("no type", {"v": p.PROTOCOL}, "unknown-type"),
                ("wrong version", {"v": p.PROTOCOL + 1, "type": "create"}, "version"),
                ("wrong field type", {"v": p.PROTOCOL, "type": "create", "humans": "all"},
                 "bad-message"),
                ("unknown field", {"v": p.PROTOCOL, "type": "create", "cheat": True},
                 "bad-message"),
                ("binary frame", b'{"v": 2, "type": "create"}', "bad-message"),
                ("join on the root", {"v": p.PROTOCOL, "type": "join", "name": "x", "code": "y"},
                 "wrong-path"),
                ("rules that contradict", {"v": p.PROTOCOL, "type": "create",
                                           "rules": {"players": 4, "kitty": "none"}}, "rules"),
                ("an unknown bots level", {"v": p.PROTOCOL, "type": "create", "bots": "godlike"},
                 "level"),
                ("more humans than seats", {"v": p.PROTOCOL, "type": "create", "humans": 4},
                 "humans"),
            ]:
                reply = await answer(ws, message)
                assert reply["type"] == "error" and reply["code"] == code, (label, reply)
                got[label] = f"error {code}: {reply['message']}"
            await ws.close()

            # ---- a message over 64 KB: the connection is closed (1009)
            ws = await raw(root)
            await ws.send(json.dumps({"v": p.PROTOCOL, "type": "create", "bots": "x" * 70_000}))
            code, reason = await closed_with(ws)
            assert code == 1009
            got["message over 64 KB"] = f"closed {code} ({reason})"

            # ---- a flood: closed with 1008 after an error
            ws = await raw(root)
            for _ in range(120):
                await ws.send("{}")
            frames = []
            with pytest.raises(ConnectionClosed) as flood:
                while True:
                    frames.append(json.loads(await asyncio.wait_for(ws.recv(), 10)))
            assert any(f.get("code") == "flood" for f in frames)
            assert flood.value.rcvd is not None and flood.value.rcvd.code == 1008
            got["flood (120 messages at once)"] = f"error flood, closed 1008 " \
                f"({flood.value.rcvd.reason})"

            # ---- a connection that says nothing: closed after the hello timeout
            for path in ("", f"/t/{other.table}"):
                ws = await raw(root + path)
                reply = await until(ws, "error")
                assert reply["code"] == "silent"
                code, reason = await closed_with(ws)
                assert code == 1008
            got["silent connection"] = f"error silent, closed 1008 ({reason})"

            # ---- paths and tables that do not exist
            with pytest.raises(InvalidStatus):
                await connect(root + "/admin")
            got["unknown path"] = "HTTP 404 before any WebSocket"
            with pytest.raises(ClientError, match="not a Sergeant Major table server"):
                await TableClient.connect(root + "/admin")
            ws = await raw(root + "/t/nosuchtable9")
            reply = await until(ws, "error")
            code, reason = await closed_with(ws)
            assert reply["code"] == "no-such-table" and code == 4004
            got["unknown table id"] = f"error no-such-table, closed {code}"

            # ---- the hostile player's own table: it and a sleeper who never moves
            created = await create_table(root, Rules(), "easy", 2)
            mine = parse_invite(created.invite)
            ws = await raw(mine.table_url)
            for label, message, code in [
                ("a wrong join code",
                 {"v": p.PROTOCOL, "type": "join", "name": "H", "code": "WRONG"},
                 "wrong-code"),
                ("another table's code", {"v": p.PROTOCOL, "type": "join", "name": "H",
                                          "code": other.code}, "wrong-code"),
                ("a made-up token", {"v": p.PROTOCOL, "type": "resume", "token": "x" * 22},
                 "bad-token"),
                ("a name of 300 characters", {"v": p.PROTOCOL, "type": "join", "name": "n" * 300,
                                              "code": mine.code}, "bad-message"),
                ("a name of invisible characters", {"v": p.PROTOCOL, "type": "join",
                                                    "name": " \u200b\u202e\t\x07 ",
                                                    "code": mine.code}, "bad-name"),
                ("playing before joining", {"v": p.PROTOCOL, "type": "act", "seat": 0, "seq": 0,
                                            "action": "trump S"}, "not-joined"),
            ]:
                reply = await answer(ws, message)
                assert reply["code"] == code, (label, reply)
                got[label] = f"{reply['type']} {code}: {reply['message']}"
            # A name in any script is kept (cleaned, cut to 40 characters).
            await ws.send(json.dumps({"v": p.PROTOCOL, "type": "join", "code": mine.code.lower(),
                                      "name": "Дядо\u0000 Мраз 🎅 " + "長" * 60}))
            welcome = await until(ws, "welcome")
            table = await until(ws, "table")
            name = table["seats"][welcome["seat"]]["name"]
            assert name.startswith("Дядо Мраз 🎅 長") and len(name) == 40
            got["a name in Cyrillic, an emoji and 60 CJK characters"] = \
                f"taken, cleaned and cut to 40 characters: {name[:14]}…"
            seat = welcome["seat"]
            for label, message, code in [
                ("a second join on one connection", {"v": p.PROTOCOL, "type": "join", "name": "H",
                                                     "code": mine.code}, "already-joined"),
                ("start with a wrong host token", {"v": p.PROTOCOL, "type": "start",
                                                   "host": "y" * 22}, "not-host"),
                ("acting before the match starts", {"v": p.PROTOCOL, "type": "act", "seat": seat,
                                                    "seq": 0, "action": "trump S"},
                 "not-started"),
                ("a chat line of 300 characters",
                 {"v": p.PROTOCOL, "type": "chat", "text": "a" * 300},
                 "bad-chat"),
            ]:
                reply = await answer(ws, message)
                assert reply["code"] == code, (label, reply)
                got[label] = f"{reply['type']} {code}: {reply['message']}"
            await ws.send(json.dumps({"v": p.PROTOCOL, "type": "chat", "text": "hello"}))
            line = await until(ws, "chat")
            assert line["text"] == "hello" and line["seat"] == seat
            reply = await answer(ws, {"v": p.PROTOCOL, "type": "chat", "text": "again"})
            assert reply["code"] == "chat-too-fast"
            got["a second chat line within a second"] = "error chat-too-fast"
            # The host token of another table starts nothing here.
            other_host = (await create_table(root, Rules(), "easy", 3)).host
            reply = await answer(ws, {"v": p.PROTOCOL, "type": "start", "host": other_host})
            assert reply["code"] == "not-host"
            # a foreign token: a real seat token of the other table
            foreign = await raw(mine.table_url)
            reply = await answer(foreign, {"v": p.PROTOCOL, "type": "resume",
                                           "token": honest[0].token})
            assert reply["code"] == "bad-token"
            got["another table's real seat token"] = f"error bad-token: {reply['message']}"
            for _ in range(4):  # five wrong guesses in all: closed
                await foreign.send(json.dumps({"v": p.PROTOCOL, "type": "resume",
                                               "token": "z" * 30}))
            code, reason = await closed_with(foreign)
            assert code == 1008
            got["five wrong codes or tokens on one connection"] = f"closed 1008 ({reason})"

            # the sleeper takes the second seat: the match starts. It plays until the hostile
            # player has tried its refused actions, then never moves again.
            sleeper = await TableClient.connect(mine.table_url)
            await sleeper.join("Sleeper", mine.code)
            tried_enough = asyncio.Event()

            async def sleepy() -> None:
                me = None
                while True:
                    incoming = sleeper.decode(await sleeper.ws.recv())
                    if isinstance(incoming.message, p.Welcome):
                        me = incoming.message.seat
                    elif isinstance(incoming.message, p.YourTurn) and not tried_enough.is_set():
                        assert incoming.view is not None and me is not None
                        await sleeper.act(me, incoming.message.seq,
                                          incoming.view.legal_actions[0])

            sleeping = asyncio.create_task(sleepy())
            table_now = server.tables[mine.table]
            frame = await until(ws, "turn")
            seq, legal = frame["seq"], frame["view"]["legal_actions"]
            hand = frame["view"]["hand"]
            illegal = next(f"play {c}" for c in ("AS", "KH", "QD", "JC", "TS", "9H", "8C")
                           if c not in hand)
            reply = await answer(ws, {"v": p.PROTOCOL, "type": "act", "seat": seat, "seq": seq,
                                      "action": illegal})
            assert reply["type"] == "refused" and reply["code"] in ENGINE_RULES, reply
            assert reply["seq"] == seq
            got["an illegal action"] = \
                f"refused with the engine's rule code {reply['code']}: {reply['message']}"
            for label, change, code in [
                ("an action for another seat", {"seat": 1 - seat}, "not-your-seat"),
                ("a seat that does not exist", {"seat": 7}, "bad-message"),
                ("an old decision number", {"seq": seq - 1 if seq else seq + 5}, "stale"),
                ("text that is no action", {"action": "win now"}, "not-an-action"),
            ]:
                act = {"v": p.PROTOCOL, "type": "act", "seat": seat, "seq": seq, "action": legal[0],
                       **change}
                reply = await answer(ws, act)
                assert reply["code"] == code, (label, reply)
                got[label] = f"{reply['type']} {code}: {reply['message']}"
            assert table_now.runner.number == seq  # nothing changed
            # a legal move, then the very same message again: a replay
            act = {"v": p.PROTOCOL, "type": "act", "seat": seat, "seq": seq, "action": legal[0]}
            await ws.send(json.dumps(act))
            reply = await answer(ws, act)
            assert reply["type"] == "refused" and reply["code"] == "stale"
            got["a replayed old message"] = f"refused stale: {reply['message']}"
            tried_enough.set()
            # play on until the match waits for the sleeper, then act out of turn
            while True:
                try:
                    frame = await asyncio.wait_for(until(ws, "turn", "events"), 0.5)
                except TimeoutError:
                    if table_now.runner.match.current_player() == 1 - seat:
                        break
                    continue
                seq = frame["seq"]
                if frame["type"] == "turn":
                    await ws.send(json.dumps({"v": p.PROTOCOL, "type": "act", "seat": seat,
                                              "seq": seq,
                                              "action": frame["view"]["legal_actions"][0]}))
            assert table_now.runner.number == seq
            reply = await answer(ws, {"v": p.PROTOCOL, "type": "act", "seat": seat, "seq": seq,
                                      "action": "play AS"})
            assert reply["type"] == "refused" and reply["code"] == "not-your-turn", reply
            got["acting out of turn"] = f"refused not-your-turn: {reply['message']}"
            sleeping.cancel()
            await sleeper.close()
            # A spectator cannot play.
            viewer = await raw(mine.table_url)
            await viewer.send(json.dumps({"v": p.PROTOCOL, "type": "watch", "code": mine.code}))
            await until(viewer, "welcome")
            reply = await answer(viewer, {"v": p.PROTOCOL, "type": "act", "seat": 0, "seq": 0,
                                          "action": "trump S"})
            assert reply["code"] == "not-your-seat"
            got["a spectator acting"] = "refused not-your-seat"
            for conn in (ws, viewer):
                await conn.close()

            # ---- the other table played on all along, and saw none of it
            assert server.tables[other.table].started
            assert not server.tables[other.table].finished
            await asyncio.gather(*tasks)
            for seen in honest:
                assert seen.over is not None
                assert not [f for f in seen.frames if f["type"] in ("error", "refused")]
            record = tmp_path / "tables" / other.table / "record.json"
            assert record.exists()
            # and the server takes new tables as before
            assert (await create_table(root, Rules(), "easy", None)).table

    run(body(), 80)
    refused = [r for r in caplog.records if "refused" in r.getMessage()]
    assert len(refused) >= 25  # one log line per refused thing
    assert not [r for r in caplog.records if r.exc_info]  # no traceback anywhere
    print("\nwhat each hostile input got:")
    for label, outcome in got.items():
        print(f"  {label}: {outcome}")
