"""The computer players think in worker processes (issue 33 part 4): every bot decision of a
server with ``bot_workers`` is made in a worker, a worker that dies is replaced and the match
goes on, the workers leave with a server killed by SIGKILL, and the loop's lateness is
measured (a stall is logged with its cause)."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from online_helpers import play_match, run, serving

from sergeantmajor.engine import Rules
from sergeantmajor.server.bot_pool import BotPool
from sergeantmajor.server.loop_watch import LoopWatch

pytestmark = pytest.mark.timeout(120)
ROOT = Path(__file__).resolve().parent.parent


def _pids(pool: BotPool) -> list[int]:
    return [w.process.pid for w in pool._all]


def test_every_bot_decision_is_made_in_a_worker_process():
    async def scenario():
        async with serving(None, bot_workers=1) as server:
            assert server.bots is not None
            [pid] = _pids(server.bots)
            assert pid != os.getpid()
            played = await play_match(server, Rules(), bots="normal", humans=1, watch=False)
            assert played.seats[0].over is not None
            return server.bots.stats()

    stats = run(scenario())
    # one person and two bots: the bots made about two decisions in three, all in the worker
    assert stats["decisions"] > 20 and stats["restarts"] == 0


def test_a_worker_killed_mid_match_is_replaced_and_the_match_finishes():
    async def scenario():
        async with serving(None, bot_workers=1) as server:
            pool = server.bots
            assert pool is not None
            [first] = _pids(pool)
            task = asyncio.create_task(play_match(server, Rules(), bots="normal", humans=1,
                                                  watch=False))
            while pool.decisions < 5:
                await asyncio.sleep(0.01)
            os.kill(first, signal.SIGKILL)
            played = await task
            assert played.seats[0].over is not None
            return pool.stats(), first, _pids(pool)

    stats, first, now = run(scenario())
    assert stats["restarts"] >= 1
    assert now and first not in now


def test_the_workers_leave_with_a_server_killed_by_sigkill(tmp_path):
    port_file = tmp_path / "port"
    server = subprocess.Popen(
        [sys.executable, "-m", "sergeantmajor", "serve", "--port", "0", "--port-file",
         str(port_file), "--data", str(tmp_path / "data"), "--bot-workers", "2"],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while not port_file.exists():
            assert server.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        children = [int(c) for task in Path(f"/proc/{server.pid}/task").glob("*/children")
                    for c in task.read_text().split()]
        assert len(children) == 2
    finally:
        server.kill()
        server.wait()
    deadline = time.monotonic() + 10
    while any(Path(f"/proc/{c}").exists() and "Z" not in _state(c) for c in children):
        assert time.monotonic() < deadline, "a worker outlived its server"
        time.sleep(0.05)


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "Z"


def test_a_late_loop_is_measured_and_logged_with_its_cause(caplog):
    async def scenario():
        watch = LoopWatch(interval=0.01, stall=0.05)
        watch.start(asyncio.get_running_loop())
        await asyncio.sleep(0.1)
        time.sleep(0.12)  # the loop's own work holds it
        await asyncio.sleep(0.05)
        import gc

        garbage = [[i] for i in range(200_000)]
        for item in garbage:
            item.append(item)  # cycles: the collector walks them all
        del garbage
        await asyncio.sleep(0)
        started = time.perf_counter()
        while time.perf_counter() - started < 0.07:  # the loop held, a collection inside
            gc.collect()
        await asyncio.sleep(0.05)
        watch.stop()
        return watch.stats()

    with caplog.at_level(logging.WARNING, logger="sergeantmajor.server"):
        stats = run(scenario())
    assert stats["stalls"] >= 2 and stats["late_max_ms"] >= 100
    assert stats["late_p50_ms"] < 50 and stats["gc_pauses"] >= 1
    lines = [r.getMessage() for r in caplog.records]
    assert any("late (the loop's own work" in line for line in lines), lines
    assert any("late (garbage collection" in line for line in lines), lines
