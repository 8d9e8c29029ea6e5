"""The command-line tools: ``check``, ``sim``, ``bench`` (and ``duel``, ``bench-playouts``,
``soak``).

Each tool is ``main(argv) -> exit status``; none prints a traceback for bad input.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from .commands import silence

# The tools by name: sergeantmajor.commands.

# --------------------------------------------------------------------------- check
def check_main(argv: list[str]) -> int:
    """``sergeantmajor check FILE``: 0 and a JSON summary, 1 illegal move, 2 not a record."""
    parser = argparse.ArgumentParser(prog="sergeantmajor check",
                                     description="Replay a match record and check every move.")
    parser.add_argument("file", help="the JSON match record")
    args = parser.parse_args(argv)
    from .engine.record import check_file, summary

    match, reason, status = check_file(args.file)
    if match is None:
        return _say(reason, sys.stderr, status)
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
        silence(stream)  # nobody reads any more (stderr too: every tool's stdout is run_tool's)
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
            raise RulesError(f"--set {item!r}: expected NAME=VALUE", code="set-syntax")
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
                             f"{rules.players} players", code="seats-players",
                             settings={"players": rules.players})
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
        while (seat := match.current_player()) is not None:
            match.apply(bots[seat].choose(seat_view(match, seat)))
        assert match.winner is not None  # the match is over
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
    # Imported here: statistics brings decimal and fractions with it (some 0.3 MB resident).
    import statistics

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


# --------------------------------------------------------------------------- review tools
def _open_record_for_tool(path: str) -> tuple[dict[str, Any] | None, int]:
    """Load a record that ``check`` accepts; else ``check``'s own one line and exit status.

    ``check`` itself judges the file (its summary is not shown), so a bad file gets exactly
    the same message and status from every tool that reads records.
    """
    import contextlib
    import io

    from .engine.record import load_record

    with contextlib.redirect_stdout(io.StringIO()):
        status = check_main(["--", path])
    if status != 0:
        return None, status
    return load_record(path), 0


def analyze_main(argv: list[str]) -> int:
    """``sergeantmajor analyze FILE``: expected tricks of each alternative of a seat's moves."""
    parser = argparse.ArgumentParser(
        prog="sergeantmajor analyze",
        description="Estimate, for every decision of one seat, the expected tricks of each "
                    "legal alternative; mark mistakes (>= 0.5 tricks) and blunders (>= 1).")
    parser.add_argument("file", help="the JSON match record")
    parser.add_argument("--seat", type=int, help="seat to analyse (default: the human's, else 0)")
    parser.add_argument("--hand", type=int, help="only this hand (1-based)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the sampled deals (0)")
    parser.add_argument("--all-hands", action="store_true",
                        help="know every card (the true deal) instead of the seat's knowledge")
    parser.add_argument("--json", action="store_true", help="print the analysis as JSON")
    args = parser.parse_args(argv)
    data, status = _open_record_for_tool(args.file)
    if data is None:
        return status
    from .ai.analysis import analyse, default_seat
    from .engine.replay_cursor import ReplayCursor

    cursor = ReplayCursor(data)
    players = cursor.rules.players
    seat = default_seat(cursor.players) if args.seat is None else args.seat
    if not 0 <= seat < players:
        print(f"sergeantmajor analyze: --seat {seat} is not a seat (0..{players - 1})",
              file=sys.stderr)
        return 2
    if args.hand is not None and not 1 <= args.hand <= cursor.hands:
        print(f"sergeantmajor analyze: --hand {args.hand}: the record holds {cursor.hands} "
              "hand(s)", file=sys.stderr)
        return 2
    hands = None if args.hand is None else [args.hand - 1]
    result = analyse(cursor, seat=seat, hands=hands, seed=args.seed, open_hands=args.all_hands)
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    from .ai.analysis import action_code

    for hand in result.hands:
        print(f"hand {hand.hand + 1}, seat {seat}: {hand.lost:.2f} expected tricks lost, "
              f"{hand.mistakes} mistake(s), {hand.blunders} blunder(s)")
        for d in hand.decisions:
            if d.method == "forced":
                continue
            chosen, best = d.value_of(d.chosen), d.value_of(d.best)
            note = f"  {d.mark}" if d.mark else ""
            better = "" if d.best == d.chosen else \
                f", best {action_code(d.best)} {best.tricks:.2f}"
            print(f"  {d.kind} {d.number}: {action_code(d.chosen)} {chosen.tricks:.2f} "
                  f"tricks{better}{note}")
    return 0


def export_deal_main(argv: list[str]) -> int:
    """``sergeantmajor export-deal FILE --hand K -o OUT``: a record of one hand's deal."""
    parser = argparse.ArgumentParser(
        prog="sergeantmajor export-deal",
        description="Write a record holding one hand's deal and no moves of it, so the very "
                    "same cards can be played again.")
    parser.add_argument("file", help="the JSON match record")
    parser.add_argument("--hand", type=int, required=True, help="the hand (1-based)")
    parser.add_argument("-o", "--output", required=True, help="the record to write")
    parser.add_argument("--with-history", action="store_true",
                        help="keep the earlier hands (their scores and the exchange) too")
    args = parser.parse_args(argv)
    data, status = _open_record_for_tool(args.file)
    if data is None:
        return status
    from .engine.errors import RecordError
    from .engine.record import save_record
    from .engine.replay_deal import deal_record

    try:
        record = deal_record(data, args.hand - 1, with_history=args.with_history)
    except RecordError as exc:
        print(f"sergeantmajor export-deal: --hand {args.hand}: {exc}", file=sys.stderr)
        return 2
    try:
        save_record(args.output, record)
    except OSError as exc:
        print(f"sergeantmajor export-deal: cannot write {args.output}: "
              f"{exc.strerror or exc}", file=sys.stderr)
        return 2
    return 0
