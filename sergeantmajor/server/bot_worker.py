"""One worker process of the computer players (``sergeantmajor bot-worker``, started by the
server's :class:`~sergeantmajor.server.bot_pool.BotPool`; no Qt).

It reads decisions to make from standard input and writes the actions to standard output, one
at a time, in frames of a 4-byte big-endian length and a body: a request's body is the pickle
of ``(level, view)`` (written by the server that started it, never by anyone else), an
answer's is the action's text in UTF-8. It first writes one byte once every level is loaded.
It leaves when its input ends: when the server closes it, stops or dies (even by SIGKILL,
the pipe closes with the process).
"""

from __future__ import annotations

import gc
import os
import pickle
import signal
import struct
import sys
from typing import BinaryIO

from ..ai.base import Bot
from ..engine.levels import PLAYER_LEVELS
from ..seats.bots import load_bot, safe_choice

HEADER = struct.Struct(">I")
#: How much lower than the server's the workers' priority is: when the machine is busy, the
#: loop (everyone's round trips) goes first, and a bot thinking to its budget of wall time
#: looks at fewer deals instead of making every table wait.
NICENESS = 10


def _read_exactly(stream: BinaryIO, size: int) -> bytes | None:
    data = b""
    while len(data) < size:
        chunk = stream.read(size - len(data))
        if not chunk:
            return None
        data += chunk
    return data


def serve(source: BinaryIO, sink: BinaryIO) -> None:
    """Answer the requests of ``source`` on ``sink`` until ``source`` ends."""
    seed = int.from_bytes(os.urandom(4), "little")
    bots: dict[str, Bot] = {level: load_bot(level, seed + i)
                            for i, level in enumerate(PLAYER_LEVELS)}
    gc.freeze()  # the bots' tables, loaded once, are never garbage
    sink.write(b"\x01")
    sink.flush()
    while (header := _read_exactly(source, HEADER.size)) is not None:
        body = _read_exactly(source, HEADER.unpack(header)[0])
        if body is None:
            return
        level, view = pickle.loads(body)
        bot = bots.get(level) or bots[PLAYER_LEVELS[0]]
        answer = safe_choice(bot, view).text().encode()
        sink.write(HEADER.pack(len(answer)) + answer)
        sink.flush()


def main(argv: list[str]) -> int:
    """``sergeantmajor bot-worker``: serve the standard streams (for the server only)."""
    if argv:
        print("sergeantmajor bot-worker: the table server starts this; it takes no options",
              file=sys.stderr)
        return 2
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the server's to handle
    if hasattr(os, "nice"):
        os.nice(NICENESS)
    try:
        serve(sys.stdin.buffer, sys.stdout.buffer)
    except (BrokenPipeError, KeyboardInterrupt):
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
