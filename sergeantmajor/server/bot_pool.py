"""The computer players' decisions in worker processes, off the server's loop (no Qt).

A table's computer player thinks for up to a fifth of a second a card (the Expert), all of it
in Python: on the loop's own process that CPU and Python's lock are taken from every other
table's players (measured: 12 Expert tables raised people-only tables' p99 from 8 to 80 ms).
:class:`BotPool` sends each decision to one of ``workers`` processes instead
(:mod:`.bot_worker`, started as ``sergeantmajor bot-worker``): the loop only pickles the
seat's view (about 1 kB, 0.1 ms) into a pipe and reads the action's text back. Bots keep no
state between decisions (a bot is its level and a random generator), so any worker answers
any seat. Decisions wait in one queue, first come first served, for the next free worker.

A worker that dies (the OOM killer, a crash) is started again and its decision asked again
once; a second failure has the decision made on a thread of the server, so a table never
waits forever. A bot the pool cannot name by level (a ``module:Class`` bot of a test) thinks
on a thread as before. Workers leave when their pipe closes: when the server stops or dies.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import os
import pickle
import sys
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..ai.base import LEVELS, Bot
from ..engine import Action, parse_action
from ..engine.levels import PLAYER_LEVELS
from ..engine.view import SeatView
from ..seats.bots import safe_choice
from .bot_worker import HEADER

log = logging.getLogger(__name__)

#: The bot classes a worker can make, by "module:Class".
_LEVEL_OF = {spec: level for level, spec in LEVELS.items() if level in PLAYER_LEVELS}
#: Seconds a worker has to start (load every level) before the pool gives up on it.
START_TIMEOUT = 60.0


def default_workers() -> int:
    """The machine's cores (those this process may use) less one for the loop; at least one."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(1, cores - 1)


def level_of(bot: Bot) -> str | None:
    """The level a worker makes ``bot`` from, or ``None`` for a bot it cannot make."""
    cls = type(bot)
    return _LEVEL_OF.get(f"{cls.__module__}:{cls.__qualname__}")


def worker_command() -> list[str]:
    """How a worker is started: the game's own command (the bundle's too)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "bot-worker"]
    return [sys.executable, "-m", "sergeantmajor", "bot-worker"]


@dataclass
class _Job:
    """One decision to make."""

    bot: Bot
    level: str
    view: SeatView
    done: Callable[[Action], None]
    tries: int = 0


class _Worker:
    """One worker process and the decision it is making."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.job: _Job | None = None


class BotPool:
    """``workers`` processes that make the computer players' decisions of one server (all of
    it on the server's loop: :meth:`start`, :meth:`think` and :meth:`close` run there)."""

    def __init__(self, workers: int, threads: concurrent.futures.Executor) -> None:
        """``threads``: where a decision the workers cannot make is made instead."""
        if workers < 1:
            raise ValueError("a bot pool has at least one worker")
        self.workers = workers
        self._threads = threads
        self._idle: list[_Worker] = []
        self._all: set[_Worker] = set()
        self._queue: deque[_Job] = deque()
        self._readers: set[asyncio.Task[None]] = set()
        self._closing = False
        self.decisions = 0
        self.restarts = 0

    async def start(self) -> None:
        """Start every worker and wait until each has loaded the levels; ``OSError`` when
        none can start."""
        results = await asyncio.gather(*(self._spawn() for _ in range(self.workers)),
                                       return_exceptions=True)
        failures = [r for r in results if isinstance(r, BaseException)]
        if len(failures) == self.workers:
            raise OSError(f"no computer players' worker could start: {failures[0]}")

    async def _spawn(self) -> None:
        process = await asyncio.create_subprocess_exec(
            *worker_command(), stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            env=dict(os.environ, PYTHONUNBUFFERED="1"))
        worker = _Worker(process)
        assert process.stdout is not None
        try:
            ready = await asyncio.wait_for(process.stdout.readexactly(1), START_TIMEOUT)
        except (asyncio.IncompleteReadError, TimeoutError) as exc:
            process.kill()
            raise OSError(f"the worker ended before it was ready ({exc})") from None
        if ready != b"\x01" or self._closing:
            process.kill()
            return
        self._all.add(worker)
        self._idle.append(worker)
        reader = asyncio.create_task(self._read(worker))
        self._readers.add(reader)
        reader.add_done_callback(self._readers.discard)
        self._dispatch()

    def think(self, loop: asyncio.AbstractEventLoop, bot: Bot, view: SeatView,
              done: Callable[[Action], None]) -> None:
        """Have ``bot`` choose on ``view``; ``done(action)`` on the loop, later."""
        level = level_of(bot)
        if level is None or self._closing or not self._all:
            self._on_thread(loop, bot, view, done)
            return
        self._queue.append(_Job(bot, level, view, done))
        self._dispatch()

    def _dispatch(self) -> None:
        while self._idle and self._queue:
            worker = self._idle.pop()
            job = self._queue.popleft()
            body = pickle.dumps((job.level, job.view), protocol=pickle.HIGHEST_PROTOCOL)
            worker.job = job
            job.tries += 1
            stdin = worker.process.stdin
            assert stdin is not None
            try:
                stdin.write(HEADER.pack(len(body)) + body)
            except (ConnectionError, RuntimeError):  # it died: its reader sees that
                pass

    async def _read(self, worker: _Worker) -> None:
        stdout = worker.process.stdout
        assert stdout is not None
        try:
            while True:
                header = await stdout.readexactly(HEADER.size)
                answer = (await stdout.readexactly(HEADER.unpack(header)[0])).decode()
                job, worker.job = worker.job, None
                self._idle.append(worker)
                if job is not None:
                    self.decisions += 1
                    job.done(parse_action(answer))
                self._dispatch()
        except (asyncio.IncompleteReadError, ConnectionError, ValueError):
            pass
        self._lost(worker)

    def _lost(self, worker: _Worker) -> None:
        """A worker's pipe ended: unless the server is stopping, it died; start another."""
        self._all.discard(worker)
        if worker in self._idle:
            self._idle.remove(worker)
        if worker.process.returncode is None:
            worker.process.kill()
        if self._closing:
            return
        self.restarts += 1
        log.error("a computer players' worker process ended (%s): starting another",
                  worker.process.returncode)
        job = worker.job
        if job is not None:
            if job.tries < 2:
                self._queue.appendleft(job)
            else:
                self._on_thread(asyncio.get_running_loop(), job.bot, job.view, job.done)
        spawn = asyncio.create_task(self._respawn())
        self._readers.add(spawn)
        spawn.add_done_callback(self._readers.discard)

    async def _respawn(self) -> None:
        try:
            await self._spawn()
        except OSError as exc:
            log.error("a computer players' worker could not start again: %s", exc)
        if not self._all:  # no worker left: what waits is made on threads
            loop = asyncio.get_running_loop()
            while self._queue:
                job = self._queue.popleft()
                self._on_thread(loop, job.bot, job.view, job.done)

    def _on_thread(self, loop: asyncio.AbstractEventLoop, bot: Bot, view: SeatView,
                   done: Callable[[Action], None]) -> None:
        try:
            future = loop.run_in_executor(self._threads, safe_choice, bot, view)
        except RuntimeError:  # the executor is shut down: the server is stopping
            return

        def answered(result: asyncio.Future[Action]) -> None:
            if not result.cancelled() and result.exception() is None:
                done(result.result())

        future.add_done_callback(answered)

    async def close(self) -> None:
        """Stop the workers (decisions not made yet are dropped: the tables are saved)."""
        self._closing = True
        self._queue.clear()
        for worker in list(self._all):
            if worker.process.stdin is not None:
                worker.process.stdin.close()
        for worker in list(self._all):
            try:
                await asyncio.wait_for(worker.process.wait(), 2)
            except TimeoutError:
                worker.process.kill()
                await worker.process.wait()
        for task in list(self._readers):
            task.cancel()
        self._all.clear()
        self._idle.clear()

    def stats(self) -> dict[str, Any]:
        """Workers, decisions made in them, and workers started again, so far."""
        return {"workers": self.workers, "decisions": self.decisions,
                "restarts": self.restarts, "waiting": len(self._queue)}
