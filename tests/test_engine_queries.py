"""What the engine tells the view: the exchange step in progress and why an action is illegal.

``Match.why_illegal`` must give exactly the error ``apply`` raises (same rule code), without
touching the match, for legal and illegal actions alike, in every rule set (and
``Match.is_legal`` say it is legal exactly when it is among the legal actions); and
``Match.exchange_step`` must name the pair and count the plan says, with the count given so far.
"""

from __future__ import annotations

import random

import pytest
from test_playouts import BOGUS, RULE_IDS, RULE_SET

from sergeantmajor.engine import IllegalActionError, Match, Phase, Rules
from sergeantmajor.engine.actions import DISCARD, GIVE, PLAY, RETURN, TRUMP, AssignTargets
from sergeantmajor.engine.view import seat_view


def _candidates(rng: random.Random) -> list:
    cards = rng.sample(range(52), 6)
    return ([PLAY[c] for c in cards] + [DISCARD[c] for c in cards[:2]]
            + [GIVE[c] for c in cards[:2]] + [RETURN[cards[0]], TRUMP[rng.randrange(5)],
                                              AssignTargets((8, 5, 3)), *BOGUS])


@pytest.mark.parametrize("rules", RULE_SET, ids=RULE_IDS)
def test_why_illegal_agrees_with_apply(rules: Rules) -> None:
    rng = random.Random(7)
    match = Match(rules, seed=3)
    for _ in range(400):
        if match.is_terminal():
            break
        for action in _candidates(rng) + list(match.legal_actions()[:3]):
            before = match.describe(), list(match.hands)
            reason = match.why_illegal(action)
            assert (match.describe(), list(match.hands)) == before
            assert match.is_legal(action) is (reason is None) is (action in match.legal_actions())
            probe = match.clone()
            try:
                probe.apply(action)
            except IllegalActionError as exc:
                assert reason is not None, action
                assert (reason.rule, str(reason)) == (exc.rule, str(exc))
            else:
                assert reason is None, action
        match.apply(rng.choice(match.legal_actions()))


@pytest.mark.parametrize("rules", RULE_SET, ids=RULE_IDS)
def test_exchange_step_follows_the_plan(rules: Rules) -> None:
    rng = random.Random(11)
    match = Match(rules, seed=5)
    seen_steps = 0
    for _ in range(3000):
        if match.is_terminal() or match.hand_index > 6:
            break
        step = match.exchange_step()
        if match.phase in (Phase.EXCHANGE_GIVE, Phase.EXCHANGE_RETURN):
            seen_steps += 1
            assert step is not None
            assert (step.up, step.down, step.count) in match.exchange_plan
            assert match.current_player() == (step.down if step.returning else step.up)
            assert 0 <= step.given <= step.count
            for seat in range(rules.players):
                assert seat_view(match, seat).exchange_step == step
        else:
            assert step is None
        match.apply(rng.choice(match.legal_actions()))
    if rules.exchange != "none" and match.hand_index >= 3:
        assert seen_steps > 0


@pytest.mark.parametrize("seed", [41, 222])
def test_four_player_classic_exchange_count_is_the_pairs_own(seed: int) -> None:
    """Issue 9's bug: the count owed is the pair's, not the first entry for that down player."""
    rules = Rules.preset("traditional", players=4, targets="6-4-3-3", match_end="hands")
    match = Match(rules, seed=seed)
    rng = random.Random(seed)
    while match.hand_index < 1:
        match.apply(rng.choice(match.legal_actions()))
    while match.phase is not Phase.EXCHANGE_GIVE and match.phase is not Phase.PLAY:
        match.apply(rng.choice(match.legal_actions()))
    pairs = []
    while match.phase in (Phase.EXCHANGE_GIVE, Phase.EXCHANGE_RETURN):
        step = match.exchange_step()
        assert step is not None
        if match.phase is Phase.EXCHANGE_GIVE and step.given == 0:
            pairs.append((step.up, step.down, step.count))
        match.apply(match.legal_actions()[0])
    assert pairs == [tuple(p) for p in match.exchange_plan]
