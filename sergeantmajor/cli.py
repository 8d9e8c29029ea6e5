"""The command-line tools: ``check``, ``sim``, ``bench`` (and ``duel``, ``bench-playouts``,
``soak``).

Each tool is ``main(argv) -> exit status``; none prints a traceback for bad input.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

TOOLS: dict[str, str] = {
    "check": "sergeantmajor.cli:check_main",
    "sim": "sergeantmajor.cli:sim_main",
    "bench": "sergeantmajor.cli:bench_main",
    "duel": "sergeantmajor.ai.duel:main",
    "bench-playouts": "sergeantmajor.ai.bench:main",
    "soak": "sergeantmajor.ui.soak:main",
}


def run_tool(name: str, argv: list[str]) -> int:
    """Run the tool ``name`` with its arguments."""
    module_name, _, func = TOOLS[name].partition(":")
    return int(getattr(importlib.import_module(module_name), func)(argv) or 0)


# --------------------------------------------------------------------------- check
def check_main(argv: list[str]) -> int:
    """``sergeantmajor check FILE``: 0 and a JSON summary, 1 illegal move, 2 not a record."""
    parser = argparse.ArgumentParser(prog="sergeantmajor check",
                                     description="Replay a match record and check every move.")
    parser.add_argument("file", help="the JSON match record")
    args = parser.parse_args(argv)
    from .engine.errors import IllegalActionError, RecordError
    from .engine.record import load_record, replay, summary

    try:
        match = replay(load_record(args.file))
    except RecordError as exc:
        return _say(f"{args.file}: {exc}", sys.stderr, 2)
    except IllegalActionError as exc:
        return _say(str(exc), sys.stderr, 1)
    except Exception as exc:  # a record must never produce a traceback
        return _say(f"{args.file}: not a valid record ({type(exc).__name__}: {exc})",
                    sys.stderr, 2)
    return _say(json.dumps(summary(match)), sys.stdout, 0)


MAX_MESSAGE = 240  # a message names the bad value, it never echoes a whole 10 MB line


def _say(text: str, stream: Any, status: int) -> int:
    """Print one line and return ``status``; a reader that left early (``| head``) is no error."""
    if stream is sys.stderr and len(text) > MAX_MESSAGE:
        text = text[:MAX_MESSAGE] + "…"
    try:
        print(text, file=stream)
        stream.flush()
    except BrokenPipeError:
        # Nobody reads any more: point the stream at /dev/null so the flush at exit is quiet.
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, stream.fileno())
        except (OSError, ValueError):
            pass
        finally:
            os.close(devnull)
    return status


# --------------------------------------------------------------------------- rules options
def add_rules_options(parser: argparse.ArgumentParser) -> None:
    """``--preset`` and repeated ``--set name=value`` for any switch of Rules."""
    parser.add_argument("--preset", default="rulebook",
                        help="rulebook (default), traditional or casual")
    parser.add_argument("--set", dest="settings", action="append", default=[],
                        metavar="NAME=VALUE", help="change one rule switch (repeatable)")


def rules_from_args(args: argparse.Namespace) -> Any:
    """Build Rules from ``--preset`` and ``--set``; raises RulesError with a clear message."""
    from .engine.errors import RulesError
    from .engine.rules import Rules

    changes: dict[str, Any] = {}
    for item in args.settings:
        name, sep, text = item.partition("=")
        if not sep:
            raise RulesError(f"--set {item!r}: expected NAME=VALUE")
        value: Any = text
        if text.lower() in ("true", "false", "on", "off", "yes", "no"):
            value = text.lower() in ("true", "on", "yes")
        elif text.lstrip("-").isdigit():
            value = int(text)
        changes[name.strip()] = value
    return Rules.preset(args.preset, **changes)


# --------------------------------------------------------------------------- sim
def sim_main(argv: list[str]) -> int:
    """``sergeantmajor sim``: whole matches between bots, with a summary."""
    parser = argparse.ArgumentParser(prog="sergeantmajor sim",
                                     description="Play whole matches between computer players.")
    add_rules_options(parser)
    parser.add_argument("--seats", default=None,
                        help="bot per seat, comma separated (level or module:Class); "
                             "default: basic at every seat the rules have")
    parser.add_argument("--matches", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--records", metavar="DIR", help="write every match as a record here")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args(argv)
    from .ai.base import make_bot
    from .engine.errors import RulesError
    from .engine.match import Match
    from .engine.record import record_of, save_record
    from .engine.view import seat_view

    try:
        rules = rules_from_args(args)
        seats = args.seats if args.seats is not None else ",".join(["basic"] * rules.players)
        specs = [s.strip() for s in seats.split(",")]
        if len(specs) != rules.players:
            raise RulesError(f"--seats names {len(specs)} bots but the rules have "
                             f"{rules.players} players")
        for spec in specs:
            make_bot(spec, 0)
    except (RulesError, ValueError) as exc:
        print(f"sergeantmajor sim: {exc}", file=sys.stderr)
        return 2
    n = rules.players
    wins, hands, points = [0] * n, [], [0.0] * n
    start = time.perf_counter()
    for i in range(args.matches):
        seed = args.seed * 1_000_003 + i
        bots = [make_bot(spec, seed * 10 + s) for s, spec in enumerate(specs)]
        match = Match(rules, seed)
        while not match.is_terminal():
            seat = match.current_player()
            match.apply(bots[seat].choose(seat_view(match, seat)))
        wins[match.winner] += 1
        hands.append(match.hand_index + 1)
        for scored in match.history:
            for s in range(n):
                points[s] += scored.points[s]
        if args.records:
            players = [{"name": f"{spec} {s}", "kind": f"bot:{spec}"} for s, spec in
                       enumerate(specs)]
            save_record(Path(args.records) / f"match-{i + 1:04d}.json", record_of(match, players))
    elapsed = time.perf_counter() - start
    total_hands = sum(hands)
    result = {
        "rules": rules.to_dict(), "seats": specs, "matches": args.matches,
        "hands_per_match": round(total_hands / args.matches, 2),
        "wins": wins, "points_per_hand": [round(p / total_hands, 3) for p in points],
        "seconds": round(elapsed, 2),
    }
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{args.matches} matches, {result['hands_per_match']} hands per match "
          f"({elapsed:.1f} s)")
    for s in range(n):
        print(f"  seat {s} {specs[s]:>10}: {wins[s]:4d} wins  "
              f"{result['points_per_hand'][s]:+.3f} points per hand")
    return 0


# --------------------------------------------------------------------------- bench
def random_hands_per_second(rules: Any, seconds: float, seed: int = 1) -> float:
    """Play random legal actions through whole hands for ``seconds``; hands per second."""
    import random

    from .engine.match import Match

    rng = random.Random(seed)
    hands = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        match = Match(rules, rng.randrange(1 << 30))
        first = match.hand_index
        while not match.is_terminal():
            actions = match.legal_actions()
            match.apply(actions[rng.randrange(len(actions))])
        hands += match.hand_index - first + 1
        now = time.perf_counter()
        if now >= deadline:
            return hands / (now - start)


def bench_main(argv: list[str]) -> int:
    """``sergeantmajor bench``: random full hands per second on one core (median of runs)."""
    parser = argparse.ArgumentParser(prog="sergeantmajor bench",
                                     description="Engine speed: random full hands per second.")
    add_rules_options(parser)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=2.0, help="length of each run")
    args = parser.parse_args(argv)
    from .engine.errors import RulesError

    try:
        rules = rules_from_args(args)
    except RulesError as exc:
        print(f"sergeantmajor bench: {exc}", file=sys.stderr)
        return 2
    rates = [random_hands_per_second(rules, args.seconds, seed=r) for r in range(args.runs)]
    print(f"random full hands per second ({rules.to_dict()}, one core): "
          f"median {statistics.median(rates):.0f} over {args.runs} runs "
          f"(min {min(rates):.0f}, max {max(rates):.0f})")
    return 0
