"""Every bot makes only legal decisions through random play-outs of every rule set.

The bots see nothing but ``seat_view(match, seat)``; each decision is checked against the
engine's legal actions before it is applied (the engine would also refuse it).
"""

from __future__ import annotations

import pytest

from sergeantmajor.ai.base import make_bot
from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine.actions import Return
from sergeantmajor.engine.view import SeatView, seat_view

# Every switch that changes what a bot must decide, each in a short match (3 hands).
RULE_SETS: dict[str, Rules] = {
    "rulebook": Rules.preset("rulebook", match_end="hands", hands=3),
    "traditional": Rules.preset("traditional", match_end="hands", hands=3),
    "casual": Rules.preset("casual", hands=3),
    "take-then-discard": Rules.preset("rulebook", kitty="take-then-discard", match_end="hands",
                                      hands=3),
    "blind": Rules.preset("rulebook", kitty="blind", match_end="hands", hands=3),
    "no-kitty": Rules.preset("rulebook", kitty="none", match_end="hands", hands=3),
    "no-trump": Rules.preset("rulebook", no_trump=True, match_end="hands", hands=3),
    "four-players": Rules.preset("rulebook", players=4, match_end="hands", hands=3),
    "four-7432": Rules.preset("traditional", players=4, targets="7-4-3-2", match_end="hands",
                              hands=3),
    "dealer-assigns": Rules.preset("rulebook", dealer_assigns_targets=True, match_end="hands",
                                   hands=3),
    "after-trump": Rules.preset("rulebook", exchange_timing="after-trump", match_end="hands",
                                hands=3),
    "classic-after": Rules.preset("casual", exchange_timing="after-trump", hands=3),
    "no-exchange": Rules.preset("rulebook", exchange="none", match_end="hands", hands=3),
}


def play_match(rules: Rules, specs: list[str], seed: int, *, budget_ms: float | None = None,
               max_hands: int | None = None) -> dict[str, int]:
    """Play a match with bots of ``specs`` by seat; returns how often each kind was decided."""
    bots = []
    for seat, spec in enumerate(specs):
        bot = make_bot(spec, seed + seat)
        if budget_ms is not None and hasattr(bot, "budget_ms"):
            bot.budget_ms = budget_ms
        bots.append(bot)
    match = Match(rules, seed)
    kinds: dict[str, int] = {}
    while not match.is_terminal():
        if max_hands is not None and match.hand_index >= max_hands:
            break
        seat = match.current_player()
        assert seat is not None
        view = seat_view(match, seat)
        assert type(view) is SeatView
        action = bots[seat].choose(view)
        legal = match.legal_actions()
        assert action in legal, f"{specs[seat]} chose {action} in {match.describe()}"
        kinds[type(action).__name__] = kinds.get(type(action).__name__, 0) + 1
        match.apply(action)
    return kinds


@pytest.mark.parametrize("name", sorted(RULE_SETS))
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_rule_bots_play_legally(level: str, name: str) -> None:
    rules = RULE_SETS[name]
    total: dict[str, int] = {}
    for seed in range(3):
        kinds = play_match(rules, [level] * rules.players, seed)
        for k, v in kinds.items():
            total[k] = total.get(k, 0) + v
    assert total["Play"] > 0 and total["NameTrump"] > 0
    if rules.has_kitty:
        assert total["Discard"] > 0
    if rules.dealer_assigns_targets:
        assert total["AssignTargets"] > 0


def test_mixed_levels_reach_every_decision_kind() -> None:
    """Across the rule sets, mixed tables meet every kind of decision, Return ties included."""
    seen: set[str] = set()
    for i, rules in enumerate(RULE_SETS.values()):
        specs = (["easy", "normal", "basic", "random"] * 2)[i % 3: i % 3 + rules.players]
        for seed in range(4):
            seen |= set(play_match(rules, specs, 100 * i + seed))
    assert seen == {"Play", "NameTrump", "Discard", "Give", "Return", "AssignTargets"}


@pytest.mark.parametrize("name", ["rulebook", "traditional", "blind", "no-kitty", "no-trump",
                                  "four-players", "dealer-assigns", "after-trump"])
def test_expert_plays_legally_with_a_tiny_budget(name: str) -> None:
    rules = RULE_SETS[name]
    specs = ["expert"] + ["normal"] * (rules.players - 1)
    kinds = play_match(rules, specs, 5, budget_ms=1.0, max_hands=2)
    assert kinds["Play"] > 0


def test_classic_return_ties_are_decided_by_every_level() -> None:
    """A down player with tied highest ranks must choose; each level answers legally."""
    rules = RULE_SETS["traditional"]
    for level in ("easy", "normal", "expert"):
        returns = 0
        for seed in range(12):
            bots = [make_bot(level, seed), make_bot("normal", 1), make_bot("basic", 2)]
            if hasattr(bots[0], "budget_ms"):
                bots[0].budget_ms = 1.0
            match = Match(rules, seed)
            while not match.is_terminal() and match.hand_index < 3:
                seat = match.current_player()
                assert seat is not None
                view = seat_view(match, seat)
                action = bots[seat].choose(view)
                assert action in match.legal_actions()
                returns += isinstance(action, Return) and seat == 0
                match.apply(action)
        assert returns > 0, level


@pytest.mark.parametrize("level", ["easy", "normal", "expert"])
def test_a_view_without_a_decision_is_refused_clearly(level: str) -> None:
    match = Match(Rules(), 1)
    idle = next(s for s in range(3) if s != match.current_player())
    with pytest.raises(ValueError, match="no decision"):
        make_bot(level, 0).choose(seat_view(match, idle))
