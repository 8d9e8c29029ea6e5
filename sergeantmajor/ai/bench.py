"""``sergeantmajor bench-playouts``: speed of the search core and of the expert's decisions.

It reports how many heuristic full hands per second the playout path plays on one core
(the median of several runs over random deals) and how many consistent deals of the unseen
cards the sampler draws per second (both per second of this process's CPU time, so other
work on the machine does not change them), and the wall-clock decision times of the
expert (default time budget unless ``--budget-ms``) over a few hands against two Normal
bots.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import Any

from ..engine import Match, Phase, Rules
from ..engine.cards import mask_of
from ..engine.view import SeatView, seat_view
from .counting_playout import counting_playout
from .duel import _KIND_OF, timing_summary
from .expert import DEFAULT_CARD_BUDGET_MS, ExpertBot
from .fastgame import playout
from .knowledge import Knowledge
from .normal import NormalBot


def random_deals(count: int, seed: int, players: int = 3) -> list[tuple[list[int], int]]:
    """``count`` random full deals (hands as masks) with a random trump, no kitty cards."""
    rng = random.Random(seed)
    size = 16 if players == 3 else 12
    deals = []
    for _ in range(count):
        cards = list(range(52))
        rng.shuffle(cards)
        hands = [mask_of(cards[i * size:(i + 1) * size]) for i in range(players)]
        deals.append((hands, rng.randrange(5)))
    return deals


def playouts_per_second(hands_per_run: int = 2000, runs: int = 5, seed: int = 1,
                        counting: bool = False) -> list[float]:
    """Full hands per CPU second of each run (one core, this process).

    The double-dummy heuristic playout by default; with ``counting`` the playout in which
    every seat counts as the Normal level does (the expert's playouts).
    """
    deals = random_deals(hands_per_run, seed)
    rates = []
    for _ in range(runs):
        start = time.process_time()
        for hands, trump in deals:
            if counting:
                counting_playout(list(hands), trump, 0, [], [0, 0, 0], [0, 0, 0], 0, -1)
            else:
                playout(list(hands), trump, 0, [], [0, 0, 0])
        rates.append(hands_per_run / max(1e-9, time.process_time() - start))
    return rates


def samples_per_second(view_count: int = 2000, seed: int = 1) -> float:
    """Consistent deals of the unseen cards the sampler draws per CPU second (mid-hand views).

    The views are every seat's play decisions of a hand between Normal bots, read with
    the play guesses as the expert reads them.
    """
    match = Match(Rules(), seed)
    bots = [NormalBot(seed=s) for s in range(3)]
    views: list[SeatView] = []
    while len(views) < 40 and not match.is_terminal():
        player = match.current_player()
        assert player is not None
        view = seat_view(match, player)
        if match.phase is Phase.PLAY:
            views.append(view)
        match.apply(bots[player].choose(view))
    rng = random.Random(seed)
    knows = [Knowledge.from_view(v, guesses=True) for v in views]
    start = time.process_time()
    for i in range(view_count):
        knows[i % len(knows)].sample(rng)
    return view_count / max(1e-9, time.process_time() - start)


def expert_timings(hands: int, budget_ms: float, seed: int) -> dict[str, Any]:
    """Decision times of an expert against two Normal bots over ``hands`` single hands."""
    times: dict[str, list[float]] = {}
    for h in range(hands):
        rules = Rules()
        match = Match(rules, seed + h, first_dealer=h % 3)
        bots = [ExpertBot(seed=seed + h, budget_ms=budget_ms), NormalBot(seed=1), NormalBot(2)]
        while match.hand_index == 0 and not match.is_terminal():
            player = match.current_player()
            assert player is not None
            view = seat_view(match, player)
            start = time.perf_counter()
            action = bots[player].choose(view)
            elapsed = (time.perf_counter() - start) * 1000
            if player == 0:
                times.setdefault(_KIND_OF.get(type(action), "other"), []).append(elapsed)
            match.apply(action)
    return timing_summary(times)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; returns the exit status."""
    parser = argparse.ArgumentParser(
        prog="sergeantmajor bench-playouts",
        description="Heuristic playouts per second on one core, and expert decision times.")
    parser.add_argument("--hands", type=int, default=2000, help="hands per playout run")
    parser.add_argument("--runs", type=int, default=5, help="playout runs (the median is kept)")
    parser.add_argument("--expert-hands", type=int, default=3,
                        help="hands the expert plays for its timings (0 to skip)")
    parser.add_argument("--budget-ms", type=float, default=DEFAULT_CARD_BUDGET_MS,
                        help="the expert's time budget for a card")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    if args.hands < 1 or args.runs < 1 or args.expert_hands < 0 or args.budget_ms <= 0:
        print("sergeantmajor bench-playouts: --hands and --runs must be at least 1, "
              "--expert-hands at least 0, --budget-ms positive", file=sys.stderr)
        return 2
    rates = playouts_per_second(args.hands, args.runs, args.seed)
    report: dict[str, Any] = {
        "playouts_per_second": round(statistics.median(rates)),
        "runs": [round(r) for r in rates],
        "counting_playouts_per_second": round(statistics.median(
            playouts_per_second(args.hands, args.runs, args.seed, counting=True))),
        "samples_per_second": round(samples_per_second(seed=args.seed)),
        "budget_ms": args.budget_ms,
    }
    if args.expert_hands:
        report["expert_timing"] = expert_timings(args.expert_hands, args.budget_ms, args.seed)
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"heuristic playouts: {report['playouts_per_second']} full hands per CPU second "
          f"(median of {args.runs} runs of {args.hands}: {report['runs']})")
    print(f"counting playouts (the expert's): {report['counting_playouts_per_second']} full "
          "hands per CPU second")
    print(f"sampler: {report['samples_per_second']} consistent deals per CPU second")
    if args.expert_hands:
        print(f"expert decision times over {args.expert_hands} hands, card budget "
              f"{args.budget_ms:g} ms (ms): median / p95 / max (count)")
        for kind, row in report["expert_timing"].items():
            if row["count"]:
                print(f"  {kind:9} {row['median_ms']:8.2f} {row['p95_ms']:8.2f} "
                      f"{row['max_ms']:8.2f} ({row['count']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
