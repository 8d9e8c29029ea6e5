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
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
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
        self.bots = bots  # the level of the tables with computer players
        self.rng = random.Random(seed)
        self.measuring = False
        self.stopping = False
        self.rtts: list[float] = []
        self.bot_rtts: list[float] = []  # round trips at the tables with computer players
        self.decisions = 0
        self.bot_decisions = 0
        self.matches = 0
        self.errors: list[str] = []

    async def table(self, delay: float, ready: asyncio.Event, seated: list[int],
                    bots: bool = False) -> None:
        """Make and play tables one after the other until told to stop (``bots``: tables of
        one bench player and two computer players)."""
        await asyncio.sleep(delay)
        first = True
        while not self.stopping:
            try:
                await self._one_match(ready if first else None, seated, bots)
            except Exception as exc:
                self.errors.append(f"{type(exc).__name__}: {exc}"[:200])
                await asyncio.sleep(1)
            first = False

    async def _one_match(self, ready: asyncio.Event | None, seated: list[int],
                         bots: bool) -> None:
        root = await connect(self.url, max_size=p.MAX_MESSAGE, compression=None)
        await root.recv()
        create = p.Create(bots=self.bots, humans=1) if bots and self.bots else \
            p.Create(bots="easy")
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
        for s in range(1 if bots else 3):
            ws = await connect(f"{self.url}/t/{created.table}", max_size=p.MAX_MESSAGE,
                               compression=None)
            await ws.recv()
            await ws.send(p.encode(p.Join(name=f"B{s}", code=created.code)), text=True)
            seats.append(ws)
        seated[0] += 1
        if ready is not None:
            ready.set()
        await asyncio.gather(*[self._seat(ws, counts=(s == 0), bots=bots)
                               for s, ws in enumerate(seats)])
        for ws in seats:
            await ws.close()
        self.matches += 1

    async def _seat(self, ws: ClientConnection, *, counts: bool, bots: bool) -> None:
        seat = None
        sent: tuple[int, float] | None = None
        async for data in ws:
            frame = _frame.decode(data)
            kind = frame.type
            if kind == "events":
                now = time.perf_counter()
                if sent is not None and frame.seq == sent[0] + 1:
                    if self.measuring:
                        (self.bot_rtts if bots else self.rtts).append((now - sent[1]) * 1000)
                    sent = None
                if counts and self.measuring:
                    if bots:
                        self.bot_decisions += 1
                    else:
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
                seed: int, bots: str | None = None, bot_tables: int = 0) -> dict[str, Any]:
    worker = _Worker(url, pace, seed, bots)
    seated = [0]
    total = tables + bot_tables
    events = [asyncio.Event() for _ in range(total)]
    spread = max(pace, 0.5)  # tables start spread over this many seconds
    tasks = [asyncio.create_task(worker.table(spread * i / total, events[i], seated,
                                              bots=i >= tables))
             for i in range(total)]
    deadline = time.monotonic() + 120
    while seated[0] < total and time.monotonic() < deadline:
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
    return {"rtts": worker.rtts, "bot_rtts": worker.bot_rtts, "lags": lags,
            "decisions": worker.decisions, "bot_decisions": worker.bot_decisions,
            "seconds": elapsed,
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


def _children(pid: int) -> list[int]:
    """The processes ``pid`` started (the server's computer players' workers)."""
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*/children"):
        try:
            found += [int(c) for c in task.read_text().split()]
        except (OSError, ValueError):
            continue
    return found


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


@dataclass
class Setup:
    """What one measurement runs: the tables, the players, the server's options."""

    mode: str
    tables: int  # tables of three bench players
    workers: int = 2  # bench player processes
    warmup: float = 5.0
    seconds: float = 20.0
    nice: int = 0
    shared: bool = False
    bots: str | None = None  # the level of the computer players at the bot tables
    bot_tables: int = 0  # tables of one bench player and two computer players
    bot_workers: int | None = None  # serve --bot-workers (None: its default)
    store: str | None = None  # serve --store (None: a data folder of its own)
    floor: bool = False  # the bare websockets server (server/floor.py) instead of serve


def _stats(server: subprocess.Popen[str], path: Path) -> dict[str, Any]:
    """The server's ``--stats-file`` figures since the last call (SIGUSR1 asks for them)."""
    path.unlink(missing_ok=True)
    server.send_signal(signal.SIGUSR1)
    deadline = time.monotonic() + 10
    while not path.exists():
        if server.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError("the server wrote no --stats-file")
        time.sleep(0.02)
    stats: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return stats


def run_once(setup: Setup, seed: int) -> dict[str, Any]:
    """One measurement: a fresh server, ``setup.tables`` tables of three bench players and
    ``setup.bot_tables`` tables of one bench player and two computer players.

    The server is pinned to the first core (its computer players' workers to the others);
    the players to the others, or with ``shared`` to every core (on two cores the players may
    be what limits a full-speed run).
    """
    cores = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
    server_core = {cores[0]} if cores else set()
    player_cores = set(cores) if setup.shared else (set(cores[1:]) or server_core)
    with tempfile.TemporaryDirectory(prefix="sm-bench-") as tmp:
        port_file = Path(tmp) / "port"
        stats_file = Path(tmp) / "stats.json"
        options = ["--store", setup.store] if setup.store else ["--data", str(Path(tmp) / "data")]
        if setup.bot_workers is not None:
            options += ["--bot-workers", str(setup.bot_workers)]
        command = _tool("serve", "--port", "0", "--port-file", str(port_file), *options,
                        "--stats-file", str(stats_file), "--log-level", "WARNING",
                        "--max-tables", "1000000")  # finished matches linger a minute
        if setup.floor:
            command = _tool("bench-server", "--serve-floor", str(port_file), str(stats_file))
        server = subprocess.Popen(
            command,
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            preexec_fn=_pin(server_core, setup.nice))
        players: list[subprocess.Popen[str]] = []
        try:
            deadline = time.monotonic() + 60
            while not port_file.exists():
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("the server did not start: "
                                       + (server.stderr.read() if server.stderr else ""))
                time.sleep(0.05)
            url = f"ws://127.0.0.1:{int(port_file.read_text())}"
            time.sleep(0.3)
            for child in _children(server.pid):  # the computer players' workers: the
                if cores:                              # players' cores, not the server's
                    os.sched_setaffinity(child, player_cores)
            base_rss = _rss_mb(server.pid)
            for i in range(setup.workers):
                share = _share(setup.tables, setup.workers, i)
                bot_share = _share(setup.bot_tables, setup.workers, i)
                if not share and not bot_share:
                    continue
                players.append(subprocess.Popen(
                    _tool("bench-server", "--worker", url, "--mode", setup.mode, "--tables",
                          str(share), "--bot-tables", str(bot_share), "--warmup",
                          str(setup.warmup), "--seconds", str(setup.seconds),
                          "--seed", str(seed * 100 + i))
                    + ([] if setup.bots is None else ["--bots", setup.bots]),
                    stdout=subprocess.PIPE, text=True,
                    preexec_fn=_pin(player_cores, setup.nice)))
            for proc in players:
                assert proc.stdout is not None
                if proc.stdout.readline().strip() != "ready":
                    raise RuntimeError("a bench player process failed to start")
            time.sleep(setup.warmup)
            _stats(server, stats_file)  # counts anew from here
            workers = _children(server.pid)
            cpu0, wall0 = _cpu_seconds(server.pid), time.perf_counter()
            bot0 = sum(_cpu_seconds(w) for w in workers)
            time.sleep(setup.seconds)
            cpu1, wall1 = _cpu_seconds(server.pid), time.perf_counter()
            bot1 = sum(_cpu_seconds(w) for w in workers)
            loop = _stats(server, stats_file)
            rss = _rss_mb(server.pid)
            results = []
            for proc in players:
                out, _ = proc.communicate(timeout=60 + setup.seconds)
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
    bot_rtts = sorted(r for result in results for r in result["bot_rtts"])
    lags = sorted(lag for result in results for lag in result["lags"])
    if not rtts and not bot_rtts:
        raise RuntimeError("no action was measured: " + "; ".join(
            e for r in results for e in r["errors"])[:200])
    elapsed = statistics.mean(r["seconds"] for r in results)
    cpu = (cpu1 - cpu0) / (wall1 - wall0)
    tables = setup.tables + setup.bot_tables
    return {
        "mode": setup.mode, "tables": setup.tables, "bot_tables": setup.bot_tables,
        "bots": setup.bots,
        "store": "floor" if setup.floor else "database" if setup.store else "folder",
        "actions_per_second": sum(r["decisions"] for r in results) / elapsed,
        "bot_table_actions_per_second": sum(r["bot_decisions"] for r in results) / elapsed,
        "rtt_median_ms": _quantile(rtts, 0.5), "rtt_p99_ms": _quantile(rtts, 0.99),
        "rtt_samples": len(rtts),
        "bot_table_rtt_p99_ms": _quantile(bot_rtts, 0.99),
        "player_lag_p99_ms": _quantile(lags, 0.99),
        "loop_late_p99_ms": loop["late_p99_ms"], "loop_late_max_ms": loop["late_max_ms"],
        "gc_max_ms": loop["gc_max_ms"], "gc_generations": loop.get("gc_generations", {}),
        "store_stats": loop.get("store") or {},
        "server_cpu": cpu, "cpu_per_table": cpu / tables,
        "cpu_per_action_ms": cpu * 1000 / max(1e-9, sum(
            r["decisions"] + r["bot_decisions"] for r in results) / elapsed),
        "bot_workers_cpu": (bot1 - bot0) / (wall1 - wall0),
        "server_rss_mb": rss, "rss_per_table_kb": (rss - base_rss) * 1024 / tables,
        "matches_finished": sum(r["matches"] for r in results),
        "server_stalls": len(stalls), "server_worst_stall_ms": max(stalls, default=0.0),
        "errors": [e for r in results for e in r["errors"]],
    }


def _share(total: int, parts: int, i: int) -> int:
    return total // parts + (1 if i < total % parts else 0)


def _quantile(values: list[float], share: float) -> float:
    """The ``share`` quantile of sorted ``values`` (NaN for none)."""
    if not values:
        return float("nan")
    return values[min(len(values) - 1, int(len(values) * share))]


def _median_run(runs: list[dict[str, Any]]) -> dict[str, Any]:
    out = dict(runs[0])
    for key, value in runs[0].items():
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            out[key] = statistics.median(r[key] for r in runs)
    out["runs"] = len(runs)
    if len(runs) > 1:
        out["gc_generations"] = {}  # per run only (the lines of the runs say them)
    out["errors"] = [e for r in runs for e in r["errors"]]
    return out


def _line(result: dict[str, Any]) -> str:
    bots = ""
    if result.get("bot_tables"):
        bots = (f" and {result['bot_tables']:.0f} of one player and two {result['bots']} bots "
                f"({result['bot_table_actions_per_second']:.0f} actions/s, round trip p99 "
                f"{result['bot_table_rtt_p99_ms']:.1f} ms)")
    people = ""
    if result.get("tables"):
        people = (f"; people-only tables: {result['actions_per_second']:.0f} actions/s, round "
                  f"trip median {result['rtt_median_ms']:.1f} ms, p99 "
                  f"{result['rtt_p99_ms']:.1f} ms ({result['rtt_samples']:.0f} samples)")
    return (f"{result['mode']:>5} pace, {result['store']} store: {result['tables']:.0f} "
            f"tables of people{bots}{people}; players' own wake-up delay p99 "
            f"{result['player_lag_p99_ms']:.1f} ms; server loop late p99 "
            f"{result['loop_late_p99_ms']:.0f} ms, worst {result['loop_late_max_ms']:.0f} ms "
            f"(longest collection {result['gc_max_ms']:.0f} ms{_collections(result)}); "
            f"server CPU "
            f"{result['server_cpu']:.0%} of one core ({result['cpu_per_table'] * 100:.3f}% a "
            f"table, {result['cpu_per_action_ms']:.3f} ms an action), its computer players' "
            f"workers {result['bot_workers_cpu']:.0%}, memory "
            f"{result['server_rss_mb']:.0f} MB "
            f"({result['rss_per_table_kb']:.0f} kB a table)")


def _collections(result: dict[str, Any]) -> str:
    """The collector's pauses by generation: count and longest (one run's; none: "")."""
    generations = result.get("gc_generations")
    if not isinstance(generations, dict) or not generations:
        return ""
    return ": " + ", ".join(f"gen {g} {int(v['count'])}x up to {v['max_ms']:.0f}"
                            for g, v in generations.items() if v["count"])


def main(argv: list[str]) -> int:
    """``sergeantmajor bench-server``: measure a table server on loopback."""
    parser = argparse.ArgumentParser(
        prog="sergeantmajor bench-server",
        description="Start a table server on one core and bench players on the other, on "
                    "loopback, and measure tables, actions per second, round trips, the "
                    "server loop's lateness, CPU and memory.")
    parser.add_argument("--mode", choices=["human", "full", "both"], default="both")
    parser.add_argument("--tables", type=int, default=None,
                        help="tables of three bench players (default: 500 at human pace, 20 "
                             "at full speed; 0 with --bot-tables)")
    parser.add_argument("--bots", choices=list(PLAYER_LEVELS), default=None,
                        help="the level of the server's computer players at the bot tables "
                             "(alone: every table is one of one bench player and two bots)")
    parser.add_argument("--bot-tables", type=int, default=None, metavar="N",
                        help="tables of one bench player and two computer players of --bots, "
                             "besides --tables; the round trips are counted apart")
    parser.add_argument("--bot-workers", type=int, default=None, metavar="N",
                        help="serve --bot-workers (default: the server's own, the cores "
                             "less one)")
    parser.add_argument("--store", metavar="URL", default=None,
                        help="serve --store (a postgresql:// database; default: a folder)")
    parser.add_argument("--floor", action="store_true",
                        help="measure the floor instead: a bare websockets server that answers "
                             "the players with messages of the real sizes and no game")
    parser.add_argument("--seconds", type=float, default=20.0, help="measured seconds a run")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds before measuring")
    parser.add_argument("--runs", type=int, default=3, help="runs (the median is reported)")
    parser.add_argument("--workers", type=int, default=2, help="player processes")
    parser.add_argument("--shared", action="store_true",
                        help="players on every core, the server's too (it stays on one)")
    parser.add_argument("--nice", type=int, default=0,
                        help="niceness change of the server and players (negative, as root: "
                             "ahead of other work on a shared machine)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--worker", metavar="URL", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--serve-floor", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve_floor:
        from .floor import main as floor_main

        return floor_main(args.serve_floor[0], (args.serve_floor[1:] or [None])[0])
    if args.worker:
        import gc

        # The players' own collector pauses would count in the round trips they measure.
        gc.freeze()
        gc.set_threshold(10_000, 50, 100)
        result = asyncio.run(_work(args.worker, args.tables or 0, PACES[args.mode],
                                   args.warmup, args.seconds, args.seed, args.bots,
                                   args.bot_tables or 0))
        print(json.dumps(result), flush=True)
        return 0
    if (args.tables is not None and args.tables < 0) or args.runs < 1 or args.workers < 1 \
            or args.seconds <= 0 or args.warmup < 0 or (args.bot_tables or 0) < 0 \
            or (args.bot_workers is not None and args.bot_workers < 0):
        print("sergeantmajor bench-server: --tables, --bot-tables, --bot-workers, --runs, "
              "--workers and --seconds must be positive", file=sys.stderr)
        return 2
    if args.floor and (args.bots or args.store):
        print("sergeantmajor bench-server: --floor plays people-only tables with no store",
              file=sys.stderr)
        return 2
    if args.bot_tables and args.bots is None:
        print("sergeantmajor bench-server: --bot-tables needs --bots LEVEL", file=sys.stderr)
        return 2
    modes = ["human", "full"] if args.mode == "both" else [args.mode]
    report = []
    for mode in modes:
        default = 500 if mode == "human" else 20
        tables = args.tables
        bot_tables = args.bot_tables or 0
        if args.bots is not None and args.bot_tables is None:
            # --bots without --bot-tables: every table has computer players
            tables, bot_tables = 0, default if tables is None else tables
        elif tables is None:
            tables = 0 if bot_tables else default
        if tables + bot_tables < 1:
            print("sergeantmajor bench-server: no table to play", file=sys.stderr)
            return 2
        setup = Setup(mode, tables, args.workers, args.warmup, args.seconds, args.nice,
                      args.shared, args.bots, bot_tables, args.bot_workers, args.store,
                      args.floor)
        runs = []
        for run in range(args.runs):
            try:
                result = run_once(setup, run)
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
