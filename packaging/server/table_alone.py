"""The table server's own work per decision, without sockets, store or collector.

Plays ``DECISIONS`` decisions over 20 server tables of three people (connections that keep
only the last ``turn`` they are sent; each person answers with a random legal action of it;
a finished table is closed and replaced), with the garbage collector off. Under callgrind the
instructions an action are the difference of two runs over the difference of their decisions
(start-up and table making cancel out), a count the machine's load does not move:

    python packaging/server/table_alone.py --callgrind 1000 4000
    python packaging/server/table_alone.py 4000          # one run, no valgrind

docs/SERVER.md (*One process near its floor*) gives the figures it measured.
"""

from __future__ import annotations

import gc
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import msgspec

from sergeantmajor.engine import Rules
from sergeantmajor.net import protocol as p
from sergeantmajor.server.table import Table

TABLES = 20


class _Turn(msgspec.Struct):
    seq: int
    view: msgspec.Raw


class _Legal(msgspec.Struct):
    legal_actions: list[str]


_turn = msgspec.json.Decoder(_Turn)
_legal = msgspec.json.Decoder(_Legal)


class Box:
    """A connection that keeps the last ``turn`` it is sent."""

    label = "box"

    def __init__(self) -> None:
        self.turn = b""

    def send(self, data: bytes) -> None:
        if data.startswith(b'{"type":"turn"'):
            self.turn = data

    def close(self, code: int, reason: str) -> None:
        """Nothing to close."""


class _Timer:
    def cancel(self) -> None:
        """Timers never fire here."""


class Clock:
    """Time that stands still; timers that never fire; bots (none here) think at once."""

    def now(self) -> float:
        return 0.0

    def call_later(self, delay: float, callback: object) -> _Timer:
        return _Timer()

    def think(self, bot, view, done) -> None:  # type: ignore[no-untyped-def]
        done(bot.choose(view))


def play(decisions: int) -> None:
    """Make ``decisions`` decisions over :data:`TABLES` tables."""
    gc.disable()
    rng = random.Random(5)
    clock = Clock()

    def new() -> tuple[Table, list[Box]]:
        table, code, _host = Table.create(Rules(), "easy", 3, clock=clock)
        table.shuffler = random.Random(rng.random())
        boxes = [Box(), Box(), Box()]
        for box in boxes:
            table.join(box, "P", code)
        return table, boxes

    tables = [new() for _ in range(TABLES)]
    done = 0
    while done < decisions:
        for i, (table, boxes) in enumerate(tables):
            if table.finished:
                table.close()
                table, boxes = tables[i] = new()
            assert table.runner is not None
            seat = table.runner.match.current_player()
            assert seat is not None
            turn = _turn.decode(boxes[seat].turn)
            actions = _legal.decode(turn.view).legal_actions
            table.act(seat, p.Act(seat=seat, seq=turn.seq,
                                  action=actions[rng.randrange(len(actions))]))
            done += 1


def callgrind(low: int, high: int) -> float:
    """Instructions an action: two runs under callgrind, their difference."""
    counts = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in (low, high):
            run = subprocess.run(
                ["valgrind", "--tool=callgrind", f"--callgrind-out-file={Path(tmp) / 'out'}",
                 sys.executable, __file__, str(n)], capture_output=True, text=True, check=True)
            found = re.search(r"Collected : (\d+)", run.stderr)
            assert found is not None, run.stderr[-500:]
            counts.append(int(found.group(1)))
    return (counts[1] - counts[0]) / (high - low)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--callgrind"]:
        per = callgrind(int(sys.argv[2]), int(sys.argv[3]))
        print(f"{per / 1000:.1f}k instructions an action")
    else:
        play(int(sys.argv[1]))
