"""A headless player: make a table, take a seat and play it with a computer player to the end
of the match (no Qt). ``sergeantmajor table-new`` and ``join`` are these functions behind a
command line (:mod:`sergeantmajor.server.tools`); the tests and the bench use them too.

:func:`play_seat` keeps its seat through a dropped connection or a restarted server: it comes
back with its seat token for a while (``reconnect`` seconds).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine import Action
from ..engine import events as ev
from ..engine.rules import MatchEnd, Rules
from ..net import protocol as p
from ..net.client import ClientError, ClosedError, TableClient
from ..seats import BotSeat, client_turn
from ..seats.bots import load_bot

log = logging.getLogger(__name__)

#: Close codes after which coming back makes no sense (1003: WebSocket's "cannot accept").
_FINAL_CLOSES = {*p.FINAL_CLOSES, 1003}


# --------------------------------------------------------------------------- table-new
async def create_table(url: str, rules: Rules, bots: str, humans: int | None) -> p.Created:
    """Make a table on the server at ``url``; its ``created`` answer."""
    client = await TableClient.connect(url)
    try:
        return await client.create(rules, bots, humans)
    finally:
        await client.close()


# --------------------------------------------------------------------------- join
@dataclass
class SeatResult:
    """What the headless player knows of its place, and how the match ended for it."""

    seat: int | None = None
    token: str | None = None
    names: list[str] = field(default_factory=list)
    over: ev.MatchOver | None = None
    rules: Rules | None = None


async def play_seat(url: str, code: str, name: str, level: str, *, seed: int | None = None,
                    host: str | None = None, reconnect: float = 60.0,
                    report: Callable[[str], None] | None = None) -> SeatResult:
    """Join the table at ``url`` as ``name`` and play with a bot of ``level`` to the match's
    end, coming back with the seat token after a drop for up to ``reconnect`` seconds;
    :class:`ClientError` when that cannot be done. ``report`` hears what happens on the way
    (the seat taken, a drop and the return)."""
    say = report or (lambda text: None)
    player = BotSeat(load_bot(level, seed))  # thinks at once, on this thread
    me = SeatResult()
    client = await TableClient.connect(url)
    await client.join(name, code, host)
    try:
        while True:
            try:
                incoming = await client.receive()
            except ClosedError as closed:
                if me.over is not None:
                    return me
                if me.token is None and closed.close_code == p.CLOSE_ELSEWHERE:
                    # another server hands the table over: the same join, once it is served
                    say(f"{closed}; joining again")
                    client = await _come_back(url, None, reconnect, join=(name, code, host))
                    continue
                if me.token is None or closed.close_code in _FINAL_CLOSES:
                    raise
                say(f"{closed}; coming back")
                client = await _come_back(url, me.token, reconnect)
                continue
            message = incoming.message
            if isinstance(message, p.Welcome):
                me.seat, me.token = message.seat, message.token or me.token
                me.rules = client.rules
                say(f"seat {me.seat} at table {message.table}")
                if host and not message.host:
                    raise ClientError("--host: that is not this table's host token")
            elif isinstance(message, p.TableState):
                me.names = [s.name for s in message.seats]
                if host and not message.started and me.seat is not None:
                    await client.start(host)
            elif isinstance(message, p.Error):
                if message.code == "elsewhere":
                    continue  # its close (4010) follows: tried again above
                if me.seat is None or message.code in ("started", "not-host"):
                    raise ClientError(f"the server refused: {message.message}")
                log.warning("server: %s", message.message)
            elif isinstance(message, p.YourTurn) and me.seat is not None:
                assert incoming.view is not None
                chosen: list[Action] = []  # the bot answers the turn it was offered at once
                player.decide(client_turn(incoming.view, message.seq, chosen.append))
                await client.act(me.seat, message.seq, chosen[0])
            elif isinstance(message, p.Refused) and message.code != "stale":
                log.warning("refused: %s", message.message)
            for event in incoming.events:
                if isinstance(event, ev.MatchOver):
                    me.over = event
            if me.over is not None:
                await client.close()
                return me
    finally:  # the match's end, a refusal or an interruption: the socket closes cleanly
        with contextlib.suppress(Exception):
            await asyncio.wait_for(client.close(), 2)


async def _come_back(url: str, token: str | None, patience: float, *,
                     join: tuple[str, str, str | None] | None = None) -> TableClient:
    """Reconnect and resume the seat with ``token`` (or, without one, send the ``join``
    again: name, code, host token), trying for ``patience`` seconds."""
    deadline = time.monotonic() + patience
    delay = 0.2
    while True:
        try:
            client = await TableClient.connect(url, timeout=5)
            if token is not None:
                await client.resume(token)
            else:
                assert join is not None
                await client.join(*join)
            return client
        except ClientError as exc:
            if time.monotonic() + delay > deadline:
                raise ClientError(f"could not come back to the table: {exc}") from None
        await asyncio.sleep(delay)
        delay = min(delay * 2, 2.0)


def final_score(me: SeatResult) -> str:
    """The match's end as one line: every seat's standing, the winner."""
    over = me.over
    assert over is not None
    names = me.names or [f"seat {s}" for s in range(len(over.totals))]
    unit = "chips" if me.rules is not None and me.rules.match_end is MatchEnd.CHIPS \
        else "points"
    scores = ", ".join(f"{names[s]} {total:+d}" for s, total in enumerate(over.totals))
    return (f"final score ({unit}): {scores}; winner: {names[over.winner]} "
            f"(seat {over.winner}); you were seat {me.seat}")


