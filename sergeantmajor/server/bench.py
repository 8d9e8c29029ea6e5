"""``sergeantmajor bench-server``: how many tables one server core carries (no Qt).

It starts ``sergeantmajor serve`` pinned to one core and headless players in other processes
pinned to the other core(s), all on loopback, and measures while the tables play:

- tables in play and actions (decisions) per second;
- the round trip from an action sent to the next message that shows it (the ``events`` of
  that decision on the same connection): median and 99th percentile;
- the server's CPU (share of its one core) and memory (resident, less the empty server's),
  per table.

Two paces: ``human`` (every player answers its turn 2 s after it comes: a table makes one
decision every 2 s) and ``full`` (every player answers at once; a finished match is followed by
a new one). The players pick a random legal action from the turn's JSON, without decoding
the whole view, so that their side costs little next to the server's.

With ``--bots LEVEL`` each table has one bench player and two of the server's computer players
of that level, who think on the server's threads as soon as it is their turn: what they cost
shows in the server's CPU and in the bench player's round trips (the loop shares its core, and
Python's lock, with them).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import msgspec
from websockets.asyncio.client import ClientConnection, connect

from ..engine.levels import PLAYER_LEVELS
from ..net import protocol as p

PACES = {"human": 2.0, "full": 0.0}


class _Frame(msgspec.Struct):
    """The parts of a server message a bench player reads."""

    type: str
    seq: int | None = None
    seat: int | None = None
    code: str | None = None
    view: msgspec.Raw = msgspec.field(default_factory=lambda: msgspec.Raw(b"null"))
    events: msgspec.Raw = msgspec.field(default_factory=lambda: msgspec.Raw(b"null"))


class _Legal(msgspec.Struct):
    legal_actions: list[str]


_frame = msgspec.json.Decoder(_Frame)
_legal = msgspec.json.Decoder(_Legal)


# --------------------------------------------------------------------------- the players
class _Worker:
    """One process of bench players: its tables, its samples."""

    def __init__(self, url: str, pace: float, seed: int, bots: str | None = None) -> None:
        self.url = url
        self.pace = pace
        self.bots = bots  # None: three bench players a table; a level: one, and two bots
        self.rng = random.Random(seed)
        self.measuring = False
        self.stopping = False
        self.rtts: list[float] = []
        self.decisions = 0
        self.matches = 0
        self.errors: list[str] = []

    async def table(self, delay: float, ready: asyncio.Event, seated: list[int]) -> None:
        """Make and play tables one after the other until told to stop."""
        await asyncio.sleep(delay)
        first = True
        while not self.stopping:
            try:
                await self._one_match(ready if first else None, seated)
            except Exception as exc:
                self.errors.append(f"{type(exc).__name__}: {exc}"[:200])
                await asyncio.sleep(1)
            first = False

    async def _one_match(self, ready: asyncio.Event | None, seated: list[int]) -> None:
        root = await connect(self.url, max_size=p.MAX_MESSAGE, compression=None)
        await root.recv()
        create = p.Create(bots="easy") if self.bots is None else p.Create(bots=self.bots,
                                                                          humans=1)
        await root.send(p.encode(create), text=True)
        created = None
        async for data in root:
            message = p.server_decoder.decode(data)
            if isinstance(message, p.Created):
                created = message
                break
        await root.close()
        if created is None:
            raise RuntimeError("no table was created")
        seats = []
        for s in range(3 if self.bots is None else 1):
            ws = await connect(f"{self.url}/t/{created.table}", max_size=p.MAX_MESSAGE,
                               compression=None)
            await ws.recv()
            await ws.send(p.encode(p.Join(name=f"B{s}", code=created.code)), text=True)
            seats.append(ws)
        seated[0] += 1
        if ready is not None:
            ready.set()
        await asyncio.gather(*[self._seat(ws, counts=(s == 0)) for s, ws in enumerate(seats)])
        for ws in seats:
            await ws.close()
        self.matches += 1

    async def _seat(self, ws: ClientConnection, *, counts: bool) -> None:
        seat = None
        sent: tuple[int, float] | None = None
        async for data in ws:
            frame = _frame.decode(data)
            kind = frame.type
            if kind == "events":
                now = time.perf_counter()
                if sent is not None and frame.seq == sent[0] + 1:
                    if self.measuring:
                        self.rtts.append((now - sent[1]) * 1000)
                    sent = None
                if counts and self.measuring:
                    self.decisions += 1
                if b'"match-over"' in bytes(frame.events):
                    return
            elif kind == "turn":
                assert frame.seq is not None and seat is not None
                if self.pace:
                    await asyncio.sleep(self.pace)
                if self.stopping:
                    return
                actions = _legal.decode(frame.view).legal_actions
                action = actions[self.rng.randrange(len(actions))]
                sent = (frame.seq, time.perf_counter())
                await ws.send(p.encode(p.Act(seat=seat, seq=frame.seq, action=action)),
                              text=True)
            elif kind == "welcome":
                seat = frame.seat
            elif kind == "error":
                raise RuntimeError(f"server error {frame.code}")


async def _work(url: str, tables: int, pace: float, warmup: float, seconds: float,
                seed: int, bots: str | None = None) -> dict[str, Any]:
    worker = _Worker(url, pace, seed, bots)
    seated = [0]
    events = [asyncio.Event() for _ in range(tables)]
    spread = max(pace, 0.5)  # tables start spread over this many seconds
    tasks = [asyncio.create_task(worker.table(spread * i / tables, events[i], seated))
             for i in range(tables)]
    deadline = time.monotonic() + 120
    while seated[0] < tables and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    print("ready", flush=True)
    await asyncio.sleep(warmup)
    worker.measuring = True
    start = time.perf_counter()
    lags = []  # how late a 20 ms sleep wakes: this process's own delay, in every round trip
    while (now := time.perf_counter()) < start + seconds:
        await asyncio.sleep(0.02)
        lags.append((time.perf_counter() - now - 0.02) * 1000)
    worker.measuring = False
    elapsed = time.perf_counter() - start
    worker.stopping = True
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return {"rtts": worker.rtts, "lags": lags, "decisions": worker.decisions, "seconds": elapsed,
            "matches": worker.matches, "seated": seated[0], "errors": worker.errors[:5]}


# --------------------------------------------------------------------------- the conductor
def _tool(*args: str) -> list[str]:
    if getattr(sys, "frozen", False):
        return [sys.executable, *args]
    return [sys.executable, "-m", "sergeantmajor", *args]


def _pin(cores: set[int], nice: int = 0) -> Any:
    """Pin the child process to ``cores`` (and change its niceness by ``nice``)."""
    def pin() -> None:
        if hasattr(os, "sched_setaffinity") and cores:
            os.sched_setaffinity(0, cores)
        if nice:
            os.nice(nice)
    return pin


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def run_once(mode: str, tables: int, workers: int, warmup: float, seconds: float,
             seed: int, nice: int = 0, shared: bool = False,
             bots: str | None = None) -> dict[str, Any]:
    """One measurement: a fresh server, ``tables`` tables of three bench players (with
    ``bots``: one bench player and two computer players of that level).

    The server is pinned to the first core; the players to the others, or with ``shared`` to
    every core (on two cores the players may be what limits a full-speed run).
    """
    cores = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
    server_core = {cores[0]} if cores else set()
    player_cores = set(cores) if shared else (set(cores[1:]) or server_core)
    with tempfile.TemporaryDirectory(prefix="sm-bench-") as tmp:
        port_file = Path(tmp) / "port"
        server = subprocess.Popen(
            _tool("serve", "--port", "0", "--port-file", str(port_file), "--data",
                  str(Path(tmp) / "data"), "--log-level", "WARNING",
                  "--max-tables", "1000000"),  # finished matches linger a minute
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            preexec_fn=_pin(server_core, nice))
        players: list[subprocess.Popen[str]] = []
        try:
            deadline = time.monotonic() + 30
            while not port_file.exists():
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("the server did not start: "
                                       + (server.stderr.read() if server.stderr else ""))
                time.sleep(0.05)
            url = f"ws://127.0.0.1:{int(port_file.read_text())}"
            time.sleep(0.3)
            base_rss = _rss_mb(server.pid)
            shares = [tables // workers + (1 if i < tables % workers else 0)
                      for i in range(workers)]
            for i, share in enumerate(s for s in shares if s):
                players.append(subprocess.Popen(
                    _tool("bench-server", "--worker", url, "--mode", mode, "--tables",
                          str(share), "--warmup", str(warmup), "--seconds", str(seconds),
                          "--seed", str(seed * 100 + i))
                    + ([] if bots is None else ["--bots", bots]),
                    stdout=subprocess.PIPE, text=True, preexec_fn=_pin(player_cores, nice)))
            for proc in players:
                assert proc.stdout is not None
                if proc.stdout.readline().strip() != "ready":
                    raise RuntimeError("a bench player process failed to start")
            time.sleep(warmup)
            cpu0, wall0 = _cpu_seconds(server.pid), time.perf_counter()
            time.sleep(seconds)
            cpu1, wall1 = _cpu_seconds(server.pid), time.perf_counter()
            rss = _rss_mb(server.pid)
            results = []
            for proc in players:
                out, _ = proc.communicate(timeout=60 + seconds)
                results.append(json.loads(out.strip().splitlines()[-1]))
        finally:
            for proc in players:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
            server.terminate()
            try:
                _, log_text = server.communicate(timeout=60)
            except subprocess.TimeoutExpired:
                server.kill()
                _, log_text = server.communicate()
    stalls = [float(m) for m in re.findall(r"loop woke (\d+) ms late", log_text or "")]
    rtts = sorted(r for result in results for r in result["rtts"])
    lags = sorted(lag for result in results for lag in result["lags"])
    if not rtts:
        raise RuntimeError("no action was measured: " + "; ".join(
            e for r in results for e in r["errors"])[:200])
    elapsed = statistics.mean(r["seconds"] for r in results)
    cpu = (cpu1 - cpu0) / (wall1 - wall0)
    return {
        "mode": mode, "tables": tables, "bots": bots,
        "actions_per_second": sum(r["decisions"] for r in results) / elapsed,
        "rtt_median_ms": statistics.median(rtts) if rtts else float("nan"),
        "rtt_p99_ms": rtts[min(len(rtts) - 1, int(len(rtts) * 0.99))] if rtts else float("nan"),
        "rtt_samples": len(rtts),
        "player_lag_p99_ms": lags[int(len(lags) * 0.99)] if lags else float("nan"),
        "server_cpu": cpu, "cpu_per_table": cpu / tables,
        "server_rss_mb": rss, "rss_per_table_kb": (rss - base_rss) * 1024 / tables,
        "matches_finished": sum(r["matches"] for r in results),
        "server_stalls": len(stalls), "server_worst_stall_ms": max(stalls, default=0.0),
        "errors": [e for r in results for e in r["errors"]],
    }


def _median_run(runs: list[dict[str, Any]]) -> dict[str, Any]:
    out = dict(runs[0])
    for key, value in runs[0].items():
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            out[key] = statistics.median(r[key] for r in runs)
    out["runs"] = len(runs)
    out["errors"] = [e for r in runs for e in r["errors"]]
    return out


def _line(result: dict[str, Any]) -> str:
    bots = f" (one player and two {result['bots']} bots each)" if result.get("bots") else ""
    return (f"{result['mode']:>5} pace: {result['tables']:.0f} tables in play{bots}, "
            f"{result['actions_per_second']:.0f} actions/s, round trip median "
            f"{result['rtt_median_ms']:.1f} ms, p99 {result['rtt_p99_ms']:.1f} ms "
            f"({result['rtt_samples']:.0f} samples; players' own wake-up delay p99 "
            f"{result['player_lag_p99_ms']:.1f} ms); server CPU {result['server_cpu']:.0%} of "
            f"one core ({result['cpu_per_table'] * 100:.3f}% a table), memory "
            f"{result['server_rss_mb']:.0f} MB ({result['rss_per_table_kb']:.0f} kB a table); "
            f"server loop late by over 100 ms {result['server_stalls']:.0f} times "
            f"(worst {result['server_worst_stall_ms']:.0f} ms)")


def main(argv: list[str]) -> int:
    """``sergeantmajor bench-server``: measure a table server on loopback."""
    parser = argparse.ArgumentParser(
        prog="sergeantmajor bench-server",
        description="Start a table server on one core and bench players on the other, on "
                    "loopback, and measure tables, actions per second, round trips, CPU and "
                    "memory.")
    parser.add_argument("--mode", choices=["human", "full", "both"], default="both")
    parser.add_argument("--tables", type=int, default=None,
                        help="tables in play (default: 500 at human pace, 20 at full speed)")
    parser.add_argument("--seconds", type=float, default=20.0, help="measured seconds a run")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds before measuring")
    parser.add_argument("--runs", type=int, default=3, help="runs (the median is reported)")
    parser.add_argument("--workers", type=int, default=2, help="player processes")
    parser.add_argument("--shared", action="store_true",
                        help="players on every core, the server's too (it stays on one)")
    parser.add_argument("--nice", type=int, default=0,
                        help="niceness change of the server and players (negative, as root: "
                             "ahead of other work on a shared machine)")
    parser.add_argument("--bots", choices=list(PLAYER_LEVELS), default=None,
                        help="tables of one bench player and two of the server's computer "
                             "players of this level")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--worker", metavar="URL", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        import gc

        # The players' own collector pauses would count in the round trips they measure.
        gc.freeze()
        gc.set_threshold(10_000, 50, 100)
        result = asyncio.run(_work(args.worker, args.tables, PACES[args.mode], args.warmup,
                                   args.seconds, args.seed, args.bots))
        print(json.dumps(result), flush=True)
        return 0
    if (args.tables is not None and args.tables < 1) or args.runs < 1 or args.workers < 1 \
            or args.seconds <= 0 or args.warmup < 0:
        print("sergeantmajor bench-server: --tables, --runs, --workers and --seconds must be "
              "positive", file=sys.stderr)
        return 2
    modes = ["human", "full"] if args.mode == "both" else [args.mode]
    report = []
    for mode in modes:
        tables = args.tables or (500 if mode == "human" else 20)
        runs = []
        for run in range(args.runs):
            try:
                result = run_once(mode, tables, args.workers, args.warmup, args.seconds, run,
                                  args.nice, args.shared, args.bots)
            except (OSError, RuntimeError, subprocess.SubprocessError, ValueError) as exc:
                print(f"sergeantmajor bench-server: {exc}"[:240], file=sys.stderr)
                return 1
            runs.append(result)
            if not args.json:
                print(f"  run {run + 1}: {_line(result)}", flush=True)
        summary = _median_run(runs)
        report.append(summary)
        if not args.json:
            print(f"median of {len(runs)}: {_line(summary)}"
                  + (f"; {len(summary['errors'])} errors: {summary['errors'][:2]}"
                     if summary["errors"] else ""), flush=True)
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
