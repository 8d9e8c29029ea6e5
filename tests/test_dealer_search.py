"""The dealer's plan search: legal choices, the estimate's choice kept unless beaten."""

from __future__ import annotations

import random

import pytest

from sergeantmajor.ai.dealer_search import search_discard, search_trump
from sergeantmajor.ai.expert import ExpertBot, SearchSettings
from sergeantmajor.ai.heuristics import choose_discard, choose_trump
from sergeantmajor.ai.knowledge import Knowledge
from sergeantmajor.engine import Match, Phase, Rules
from sergeantmajor.engine.view import seat_view


def _dealer_views(rules: Rules, seed: int):  # type: ignore[no-untyped-def]
    """The dealer's trump view and first discard view of a first hand (estimate's choices)."""
    match = Match(rules, seed)
    out = {}
    while match.phase in (Phase.TRUMP, Phase.DISCARD) and match.phase not in out:
        view = seat_view(match, match.dealer)
        out[match.phase] = view
        action = choose_trump(view) if match.phase is Phase.TRUMP else choose_discard(view)
        match.apply(action)
    return out


@pytest.mark.parametrize("preset", ["rulebook", "traditional"])
def test_plan_search_keeps_the_estimate_unless_beaten(preset: str) -> None:
    for seed in range(4):
        views = _dealer_views(Rules.preset(preset), seed)
        trump_view, discard_view = views[Phase.TRUMP], views[Phase.DISCARD]
        for view, search, usual in ((trump_view, search_trump, choose_trump(trump_view)),
                                    (discard_view, search_discard, choose_discard(discard_view))):
            know = Knowledge.from_view(view)
            # an impossible margin keeps the estimate's own choice
            assert search(view, know, 10, random.Random(1), margin=99.0) == usual
            # no margin: the best-scoring plan, always a legal action
            got = search(view, know, 10, random.Random(1), margin=-99.0)
            assert got in view.legal_actions


def test_expert_with_plan_search_names_a_legal_trump() -> None:
    view = _dealer_views(Rules(), 2)[Phase.TRUMP]
    bot = ExpertBot(seed=3, samples=5, settings=SearchSettings(plan_deals=10))
    assert bot.choose(view) in view.legal_actions
