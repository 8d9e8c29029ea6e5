"""``sergeantmajor duel A B``: a duplicate benchmark of two bots.

Per-deal mode (the default): every deal is played once with A alone in each seat against
copies of B, and once with B alone in each seat against copies of A, with the same cards,
the same kitty and bot seeds taken from the deal. A's advantage on a deal is the mean over
seats of (lone A's points - lone B's points) in that seat, points being tricks - target;
the 95% confidence interval is the normal approximation over the per-deal advantages.
Each deal is the first hand of a match (no exchange); the dealer rotates over the deals.

Match mode (``--matches``): the same six seatings play whole matches, exchanges included,
and the report counts match wins of the lone bot and its mean points per hand. A match
still running after ``--max-hands`` hands is stopped there (counted as not won, its points
per hand over the hands played) and the report says how many were stopped: no rule set
can make a duel run forever.

``--deterministic`` gives searching bots (those whose constructor takes ``samples``) a fixed
number of sampled deals per decision instead of a time budget, so a seed repeats the whole
run exactly, whatever the load of the machine.
"""

from __future__ import annotations

import argparse
import inspect
import json
import math
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine import Match, Rules, RulesError
from ..engine import events as ev
from ..engine.actions import AssignTargets, Discard, Give, NameTrump, Play, Return
from ..engine.view import seat_view
from .base import Bot, bot_class
from .expert import DETERMINISTIC_SAMPLES

KINDS = ("play", "trump", "discard", "exchange")
PLACES = ("dealer", "eldest (left of dealer)", "middle (right of dealer)")
_KIND_OF = {Play: "play", NameTrump: "trump", Discard: "discard", Give: "exchange",
            Return: "exchange", AssignTargets: "targets"}


def deal_seed(seed: int, index: int) -> int:
    """The seed of deal ``index`` of a run seeded with ``seed`` (stable across versions)."""
    return (seed * 1_000_003 + index * 7919) % (2**31)


MAX_MATCH_HANDS = 200  # the guard of match mode: no duel match plays more hands


@dataclass(frozen=True)
class Setup:
    """How the bots of a duel are made and how long a match may last."""

    budget_ms: float | None = None  # time budget for bots that take ``budget_ms``
    samples: int | None = None  # deterministic mode: deals per decision for bots that take it
    max_hands: int = MAX_MATCH_HANDS


def make_player(spec: str, seed: int, setup: Setup) -> Bot:
    """A bot of ``spec``; the budget or sample count goes to bots whose constructor takes it."""
    cls = bot_class(spec)
    params = inspect.signature(cls).parameters
    kwargs: dict[str, Any] = {}
    if setup.budget_ms is not None and "budget_ms" in params:
        kwargs["budget_ms"] = setup.budget_ms
    if setup.samples is not None and "samples" in params:
        kwargs["samples"] = setup.samples
    return cls(seed=seed, **kwargs)


@dataclass
class Game:
    """The outcome of one seating of one deal (or one match)."""

    lone: str  # "a" or "b": which bot sat alone
    seat: int
    points: float  # the lone bot's points (per hand in match mode)
    made: bool  # lone bot reached its target (per-deal mode) / won the match (match mode)
    stopped: bool = False  # match mode: stopped by the hand limit before its end
    times: dict[str, dict[str, list[float]]] = field(default_factory=dict)  # bot -> kind -> ms


def play_seating(rules: Rules, seed: int, dealer: int, lone: str, seat: int,
                 specs: dict[str, str], setup: Setup, whole_match: bool) -> Game:
    """Play one deal (or match) with bot ``lone`` at ``seat`` and the other bot elsewhere."""
    n = rules.players
    other = "b" if lone == "a" else "a"
    who = [lone if s == seat else other for s in range(n)]
    bots = [make_player(specs[who[s]], seed * 8 + s, setup) for s in range(n)]
    match = Match(rules, seed, first_dealer=dealer)
    times: dict[str, dict[str, list[float]]] = {"a": {}, "b": {}}
    hands_played = 0
    while not match.is_terminal():
        player = match.current_player()
        assert player is not None
        view = seat_view(match, player)
        start = time.perf_counter()
        action = bots[player].choose(view)
        elapsed = (time.perf_counter() - start) * 1000
        kind = _KIND_OF.get(type(action), "other")
        times[who[player]].setdefault(kind, []).append(elapsed)
        events = match.apply(action)
        scored = [e for e in events if isinstance(e, ev.HandScored)]
        if scored:
            hands_played += 1
            if not whole_match:
                hand = scored[0]
                points = hand.points[seat]
                return Game(lone, seat, points, points >= 0, times=times)
            if hands_played >= setup.max_hands and not match.is_terminal():
                total = match.totals[seat]
                return Game(lone, seat, total / hands_played, False, True, times)
    total = match.totals[seat]
    return Game(lone, seat, total / max(1, hands_played), match.winner == seat, times=times)


def run_deal(args: tuple[Rules, int, int, dict[str, str], Setup, bool]) -> list[Game]:
    """All seatings of one deal (a unit of work for the worker processes)."""
    rules, index, seed, specs, setup, whole_match = args
    ds = deal_seed(seed, index)
    dealer = index % rules.players
    return [play_seating(rules, ds, dealer, lone, seat, specs, setup, whole_match)
            for lone in ("a", "b") for seat in range(rules.players)]


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) by the nearest-rank method."""
    ordered = sorted(values)
    k = max(0, math.ceil(q * len(ordered)) - 1)
    return ordered[k]


def timing_summary(samples: dict[str, list[float]]) -> dict[str, dict[str, float | None]]:
    """Median, 95th percentile and max per decision kind (nulls when it never occurred)."""
    out: dict[str, dict[str, float | None]] = {}
    for kind in (*KINDS, *sorted(set(samples) - set(KINDS))):
        values = samples.get(kind, [])
        out[kind] = {"median_ms": None, "p95_ms": None, "max_ms": None, "count": 0} \
            if not values else {
            "median_ms": round(statistics.median(values), 3),
            "p95_ms": round(percentile(values, 0.95), 3),
            "max_ms": round(max(values), 3),
            "count": len(values),
        }
    return out


def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and the normal-approximation 95% interval of the mean."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def summarise(rules: Rules, specs: dict[str, str], deals: list[list[Game]], seed: int,
              jobs: int, setup: Setup, whole_match: bool) -> dict[str, Any]:
    """The report object (also printed as text, or as JSON with ``--json``)."""
    n = rules.players
    per_deal: list[float] = []
    per_seat: dict[int, list[float]] = {s: [] for s in range(n)}
    made: dict[str, list[bool]] = {"a": [], "b": []}
    times: dict[str, dict[str, list[float]]] = {"a": {}, "b": {}}
    for index, games in enumerate(deals):
        pts = {(g.lone, g.seat): g.points for g in games}
        diffs = [pts["a", s] - pts["b", s] for s in range(n)]
        per_deal.append(statistics.fmean(diffs))
        for s in range(n):
            per_seat[(s - index) % n].append(diffs[s])  # by place relative to the first dealer
        for g in games:
            made[g.lone].append(g.made)
            for bot, kinds in g.times.items():
                for kind, vals in kinds.items():
                    times[bot].setdefault(kind, []).extend(vals)
    mean, low, high = mean_ci(per_deal)
    seats = {}
    targets = rules.target_list
    for s in range(n):
        m, lo, hi = mean_ci(per_seat[s])
        place = PLACES[s] if n == 3 else ("dealer", "left of dealer", "opposite dealer",
                                          "right of dealer")[s]
        label = place if whole_match or rules.dealer_assigns_targets else \
            f"{place}, target {targets[s]}"
        seats[str(s)] = {"label": label, "mean": round(m, 4),
                         "ci95": [round(lo, 4), round(hi, 4)]}
    rate = "match_win_rate" if whole_match else "made_target_rate"
    return {
        "a": specs["a"], "b": specs["b"], "mode": "match" if whole_match else "deal",
        "rules": rules.to_dict(), "deals": len(deals), "seed": seed,
        "mean": round(mean, 4), "ci95": [round(low, 4), round(high, 4)],
        "unit": "points per hand of the lone bot, A minus B, same seat and cards",
        "per_seat": seats,
        rate: {k: round(sum(v) / max(1, len(v)), 4) for k, v in made.items()},
        "timing": timing_summary(times["a"]), "timing_b": timing_summary(times["b"]),
        "budget_ms": setup.budget_ms, "deterministic_samples": setup.samples,
        "jobs": jobs, "max_hands": setup.max_hands,
        "stopped_matches": sum(g.stopped for games in deals for g in games),
        "per_deal": [round(d, 4) for d in per_deal],  # for paired comparisons of two runs
    }


def _text(report: dict[str, Any]) -> str:
    lines = [
        f"duel {report['a']} (A) vs {report['b']} (B): {report['deals']} "
        f"{'matches' if report['mode'] == 'match' else 'deals'}, seed {report['seed']}, "
        f"rules {report['rules']}",
        f"A's advantage: {report['mean']:+.3f} points per hand, 95% CI "
        f"[{report['ci95'][0]:+.3f}, {report['ci95'][1]:+.3f}]",
        "per seat (in match mode: place at the first hand):",
    ]
    for row in report["per_seat"].values():
        lines.append(f"  {row['label']:34} {row['mean']:+.3f} [{row['ci95'][0]:+.3f}, "
                     f"{row['ci95'][1]:+.3f}]")
    key = "match_win_rate" if report["mode"] == "match" else "made_target_rate"
    what = "won the match" if report["mode"] == "match" else "made the target"
    lines.append(f"lone bot {what}: A {report[key]['a']:.1%}, B {report[key]['b']:.1%}")
    if report["deterministic_samples"]:
        lines.append(f"deterministic: {report['deterministic_samples']} sampled deals a decision")
    if report["stopped_matches"]:
        lines.append(f"{report['stopped_matches']} games stopped at the limit of "
                     f"{report['max_hands']} hands (counted as not won)")
    if report["jobs"] > 1:
        lines.append(f"timings measured with {report['jobs']} processes sharing the cores")
    for label, key in (("A", "timing"), ("B", "timing_b")):
        lines.append(f"decision times of {label} (ms): median / p95 / max (count)")
        for kind, row in report[key].items():
            if row["count"]:
                lines.append(f"  {kind:9} {row['median_ms']:8.2f} {row['p95_ms']:8.2f} "
                             f"{row['max_ms']:8.2f} ({row['count']})")
    return "\n".join(lines)


def parse_rules(preset: str, settings: list[str]) -> Rules:
    """The rules of ``--preset`` with ``--set key=value`` switches (RulesError if wrong)."""
    changes: dict[str, Any] = {}
    for item in settings:
        key, sep, value = item.partition("=")
        if not sep:
            raise RulesError(f"--set wants key=value, got {item!r}", code="set-syntax")
        if value.lower() in ("true", "false"):
            changes[key] = value.lower() == "true"
        elif value.isdigit():
            changes[key] = int(value)
        else:
            changes[key] = value
    return Rules.preset(preset, **changes)


def main(argv: list[str] | None = None) -> int:
    """Run the duel command; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="sergeantmajor duel",
        description="Duplicate benchmark: A's mean advantage over B in points per hand.")
    parser.add_argument("a", help="bot level (random, basic, easy, normal, expert) or module:Class")
    parser.add_argument("b", help="the opponent bot, same forms")
    parser.add_argument("--deals", type=int, default=100, help="deals (or matches) to play")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals")
    parser.add_argument("--preset", default="rulebook", help="rules preset")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="change one rule switch (repeatable), e.g. --set players=4")
    parser.add_argument("--matches", action="store_true",
                        help="play whole matches (with the exchanges) instead of single deals")
    parser.add_argument("--budget-ms", type=float, default=None,
                        help="time budget per decision for bots that search (expert)")
    parser.add_argument("--deterministic", action="store_true",
                        help="searching bots look at a fixed number of deals instead of "
                             "using a time budget: a seed repeats the run exactly")
    parser.add_argument("--samples", type=int, default=None,
                        help="deals a decision in --deterministic mode "
                             f"(default {DETERMINISTIC_SAMPLES})")
    parser.add_argument("--max-hands", type=int, default=MAX_MATCH_HANDS,
                        help="--matches: stop a match after this many hands "
                             f"(default {MAX_MATCH_HANDS})")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--progress", action="store_true",
                        help="report progress on standard error every 10 deals")
    args = parser.parse_args(argv)
    try:
        rules = parse_rules(args.preset, args.set)
        for spec in (args.a, args.b):
            bot_class(spec)
    except (RulesError, ValueError) as exc:
        print(f"sergeantmajor duel: {exc}", file=sys.stderr)
        return 2
    if args.deals < 1 or args.jobs < 1 or args.max_hands < 1 or \
            (args.samples is not None and args.samples < 1):
        print("sergeantmajor duel: --deals, --jobs, --max-hands and --samples must be at "
              "least 1", file=sys.stderr)
        return 2
    if args.samples is not None and not args.deterministic:
        print("sergeantmajor duel: --samples needs --deterministic", file=sys.stderr)
        return 2
    samples = (args.samples or DETERMINISTIC_SAMPLES) if args.deterministic else None
    setup = Setup(args.budget_ms, samples, args.max_hands)
    specs = {"a": args.a, "b": args.b}
    work = [(rules, i, args.seed, specs, setup, args.matches)
            for i in range(args.deals)]
    deals: list[list[Game]] = []

    def note(games: list[Game]) -> None:
        deals.append(games)
        if args.progress and len(deals) % 10 == 0:
            so_far = summarise(rules, specs, deals, args.seed, args.jobs, setup, args.matches)
            print(f"{len(deals)}/{args.deals} done: A's advantage so far {so_far['mean']:+.3f} "
                  f"[{so_far['ci95'][0]:+.3f}, {so_far['ci95'][1]:+.3f}]",
                  file=sys.stderr, flush=True)

    if args.jobs > 1:
        import multiprocessing

        with multiprocessing.Pool(args.jobs) as pool:
            for games in pool.imap(run_deal, work, chunksize=1):
                note(games)
    else:
        for w in work:
            note(run_deal(w))
    report = summarise(rules, specs, deals, args.seed, args.jobs, setup, args.matches)
    print(json.dumps(report, indent=2) if args.json else _text(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
