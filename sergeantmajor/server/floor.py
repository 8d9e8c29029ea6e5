"""The floor of the table server: a bare ``websockets`` server that speaks the bench players'
part of the protocol with no game at all (``bench-server --floor``; no Qt).

It answers what ``bench-server``'s players send exactly as the real server's messages look to
them, with the same sizes (measured over 5,000 decisions: ``events`` about 340 bytes to
each of the three seats after every decision, since they carry what changed in the view
rather than the whole view (940 bytes before), ``turn`` about 880 bytes to the next seat,
503 decisions a match) and the same library options, but decides nothing, checks nothing
and keeps nothing. What a decision costs the real server beyond this server's CPU is the
game's and the table server's own: the CPU per action of both, side by side, is the figure
to compare.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import signal
import sys
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, broadcast, serve

from ..net import protocol as p
from .loop_watch import LoopWatch

#: Decisions in a match, and the sizes of a decision's messages (measured: docs/SERVER.md).
DECISIONS = 503
EVENTS_BYTES = 340
TURN_BYTES = 880


def _padded(data: dict[str, Any], size: int) -> str:
    text = json.dumps(data, separators=(",", ":"))
    data["pad"] = "x" * max(0, size - len(text) - 10)
    return json.dumps(data, separators=(",", ":"))


class _Table:
    """Three seats and a decision counter."""

    def __init__(self, table_id: str) -> None:
        self.id = table_id
        self.seats: list[ServerConnection] = []
        self.seq = 0


class Floor:
    """The floor server: tables by id, nothing kept."""

    def __init__(self) -> None:
        self.tables: dict[str, _Table] = {}
        self.ids = itertools.count(1)
        self.hello = p.encode(p.Hello(version="floor")).decode()
        self.watch = LoopWatch()

    async def handle(self, ws: ServerConnection) -> None:
        await ws.send(self.hello)
        path = ws.request.path if ws.request else "/"
        if path in ("/", ""):
            await ws.recv()  # create
            table_id = f"f{next(self.ids)}"
            self.tables[table_id] = _Table(table_id)
            await ws.send(json.dumps({"type": "created", "v": 1, "table": table_id,
                                      "code": "CODE", "host": "HOST",
                                      "invite": f"ws://x/t/{table_id}#CODE"}))
            await ws.close()
            return
        table = self.tables[path.rsplit("/", 1)[1]]
        await ws.recv()  # join
        seat = len(table.seats)
        table.seats.append(ws)
        await ws.send(json.dumps({"type": "welcome", "v": 1, "table": table.id, "seat": seat,
                                  "token": "T", "rules": {}, "host": False}))
        if len(table.seats) == 3:
            for member in table.seats:
                await member.send(_padded({"type": "state", "v": 1, "seq": 0}, 549))
            self._turn(table)
        try:
            async for message in ws:
                self._act(table, message)
        finally:
            if ws in table.seats:
                table.seats.remove(ws)
            if not table.seats:
                self.tables.pop(table.id, None)

    def _act(self, table: _Table, message: str | bytes) -> None:
        act = json.loads(message)
        table.seq += 1
        over = table.seq >= DECISIONS
        events = [{"type": "match-over" if over else "card-played", "seat": act["seat"],
                   "card": "AS"}]
        data = _padded({"type": "events", "v": 1, "seq": table.seq, "seat": act["seat"],
                        "events": events, "view": None}, EVENTS_BYTES)
        broadcast(table.seats, data)  # written at once: no task, no queue
        if not over:
            self._turn(table)

    def _turn(self, table: _Table) -> None:
        seat = table.seq % 3
        if seat < len(table.seats):
            broadcast([table.seats[seat]], _padded(
                {"type": "turn", "v": 1, "seq": table.seq,
                 "view": {"legal_actions": ["play AS"]}}, TURN_BYTES))


async def _main(port_file: str, stats_file: str | None) -> None:
    floor = Floor()
    loop = asyncio.get_running_loop()
    floor.watch.start(loop)
    stopping = asyncio.Event()
    loop.add_signal_handler(signal.SIGTERM, stopping.set)
    if stats_file:
        def write() -> None:
            stats = floor.watch.stats()
            floor.watch.reset()
            tmp = Path(stats_file + ".tmp")
            tmp.write_text(json.dumps(stats), encoding="utf-8")
            os.replace(tmp, stats_file)
        loop.add_signal_handler(signal.SIGUSR1, write)
    async with serve(floor.handle, "127.0.0.1", 0, max_size=p.MAX_MESSAGE, compression=None,
                     ping_interval=20, ping_timeout=20) as server:
        port = next(iter(server.sockets)).getsockname()[1]
        tmp = Path(port_file + ".tmp")
        tmp.write_text(f"{port}\n", encoding="utf-8")
        os.replace(tmp, port_file)
        await stopping.wait()


def main(port_file: str, stats_file: str | None) -> int:
    """Run the floor server until SIGTERM (for ``bench-server --floor``)."""
    import gc

    gc.freeze()
    gc.set_threshold(10_000, 50, 100)  # few collections: it makes little garbage
    try:
        asyncio.run(_main(port_file, stats_file))
    except KeyboardInterrupt:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None))
