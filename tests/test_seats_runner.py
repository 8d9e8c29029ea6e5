"""The Qt-free turn loop (sergeantmajor.seats): one agent per seat, one stale-answer check,
events redacted per seat, the host's gate, agents swapped mid-match."""

from __future__ import annotations

import sys

import pytest
from helpers import RULE_SET

from sergeantmajor.ai.base import make_bot
from sergeantmajor.engine import Match, Play, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.view import SPECTATOR, seat_view
from sergeantmajor.seats import (
    STALE,
    BotSeat,
    MatchRunner,
    PassiveAgent,
    StaleTurnError,
    Turn,
    spectator_view,
)
from sergeantmajor.seats import runner as runner_module


class Recorder(PassiveAgent):
    """Keeps every event and view it is shown, and the turns it is asked."""

    def __init__(self) -> None:
        self.events: list[ev.Event] = []
        self.views: list[object] = []
        self.turns: list[Turn] = []
        self.cancels = 0

    def observe(self, event: ev.Event) -> None:
        self.events.append(event)

    def show(self, view: object) -> None:
        self.views.append(view)

    def decide(self, turn: Turn) -> None:
        self.turns.append(turn)

    def cancel(self) -> None:
        self.cancels += 1


def _bots(n: int, level: str = "random") -> list[BotSeat]:
    return [BotSeat(make_bot(level, seed)) for seed in range(n)]


def _started(match: Match) -> tuple[list[Recorder], MatchRunner]:
    """``match`` started by a runner with a recording agent at each of three seats."""
    agents = [Recorder() for _ in range(3)]
    runner = MatchRunner(match, agents)
    runner.start(match.start_events)
    return agents, runner


@pytest.mark.parametrize("rules", RULE_SET, ids=[str(r.to_dict()) for r in RULE_SET])
def test_a_whole_match_of_quick_bots_runs_flat(rules):
    match = Match(rules, 7)
    runner = MatchRunner(match, _bots(rules.players))
    applied: list[int] = []
    runner.on_applied = lambda seat, action, events: applied.append(seat)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(200)  # a recursive loop would need one frame per decision (hundreds)
    try:
        runner.start(match.start_events)
    finally:
        sys.setrecursionlimit(limit)
    assert match.is_terminal()
    assert runner.number == len(applied) > 52 * len(match.history) // 2


def test_each_agent_sees_only_its_own_cards_and_a_spectator_none():
    match = Match(Rules(), 3)
    agents = [Recorder(), Recorder(), Recorder()]
    watcher = Recorder()
    runner = MatchRunner(match, agents)
    runner.watchers.append((SPECTATOR, watcher))
    runner.start(match.start_events)
    for seat, agent in enumerate(agents):
        dealt = next(e for e in agent.events if isinstance(e, ev.CardsDealt))
        assert dealt.hands[seat] == tuple(sorted(match.hand_of(seat))) or dealt.hands[seat]
        assert all(h is None for s, h in enumerate(dealt.hands) if s != seat)
        assert dealt.kitty is None
    seen = next(e for e in watcher.events if isinstance(e, ev.CardsDealt))
    assert all(h is None for h in seen.hands)
    assert spectator_view(match).hand == () and spectator_view(match).legal_actions == ()
    asked = [t for a in agents for t in a.turns]
    assert len(asked) == 1 and asked[0].seat == match.current_player()


def test_illegal_and_stale_answers_change_nothing():
    match = Match(Rules(), 11)
    agents, runner = _started(match)
    turn = next(t for a in agents for t in a.turns)
    not_held = next(c for c in range(52) if not (match.hands[turn.seat] >> c) & 1)
    error = turn.answer(Play(not_held))
    assert error is not None and error.rule == "wrong-phase"  # trump is named first
    assert runner.number == 0
    legal = turn.view.legal_actions[0]
    assert turn.answer(legal) is None and runner.number == 1
    again = turn.answer(legal)  # the same message replayed
    assert again is not None and again.rule == STALE and runner.number == 1
    # A turn made up for another seat, or by another runner, is stale too.
    fresh = runner.current_turn()
    assert fresh is not None
    forged = Turn((fresh.seat + 1) % 3, fresh.generation, fresh.number, fresh.view, runner.submit)
    assert forged.answer(fresh.view.legal_actions[0]).rule == STALE
    other = MatchRunner(match.clone(), [Recorder() for _ in range(3)])
    foreign = other.current_turn()
    assert foreign is not None and runner.is_fresh(fresh) and not runner.is_fresh(foreign)


def test_the_hosts_gate_holds_the_next_decision():
    match = Match(Rules(), 5)
    agents = _bots(3)
    runner = MatchRunner(match, agents)
    open_gate = [False]
    runner.ready = lambda: open_gate[0]
    runner.start(match.start_events)
    assert runner.number == 0
    open_gate[0] = True
    runner.proceed()
    assert match.is_terminal()


def test_a_new_agent_at_a_seat_is_asked_again_and_the_old_answer_is_stale():
    match = Match(Rules(), 5)
    agents, runner = _started(match)
    seat = match.current_player()
    assert seat is not None
    old_turn = agents[seat].turns[-1]
    stand_in = Recorder()
    runner.set_agent(seat, stand_in)
    assert agents[seat].cancels == 1 and len(stand_in.turns) == 1
    assert old_turn.answer(old_turn.view.legal_actions[0]).rule == STALE
    assert stand_in.turns[0].answer(stand_in.turns[0].view.legal_actions[0]) is None
    assert runner.number == 1


def test_replace_cancels_and_shows_every_agent():
    match = Match(Rules(), 5)
    agents, runner = _started(match)
    turn = next(t for a in agents for t in a.turns)
    copy = match.clone()
    runner.replace(copy)
    assert all(a.cancels == 1 and len(a.views) == 1 for a in agents)
    assert turn.answer(turn.view.legal_actions[0]).rule == STALE
    runner.proceed()
    assert sum(len(a.turns) for a in agents) == 2  # asked again, on the new match


def test_halt_stops_the_events_after_the_hosts_cut():
    match = Match(Rules.preset("casual", hands=3), 2)
    agents = _bots(3)
    watcher = Recorder()
    runner = MatchRunner(match, agents)
    runner.watchers.append((0, watcher))
    runner.on_event = lambda e: runner.halt() if isinstance(e, ev.HandScored) else None
    runner.start(match.start_events)
    assert isinstance(watcher.events[-1], ev.HandScored)
    assert len(match.history) == 1 and not match.is_terminal()


def test_a_follower_hears_every_decision_before_its_events():
    """Whoever follows the match's decisions (a lesson's script) hears each one, with its
    seat, once it is applied and before anyone sees its events."""
    match = Match(Rules.preset("rulebook", match_end="hands", hands=1), seed=3)
    heard: list[tuple[str, object]] = []

    class Watching:
        def observe(self, event):
            heard.append(("event", event))

    runner = MatchRunner(match, _bots(3))
    runner.watchers.append((SPECTATOR, Watching()))
    runner.followers.append(lambda seat, action: heard.append(("decision", (seat, action))))
    seats_to_move: list[int] = []
    runner.on_before_apply = lambda seat, _action: seats_to_move.append(seat)
    runner.proceed()
    assert match.is_terminal()
    decisions = [what for kind, what in heard if kind == "decision"]
    assert len(decisions) == runner.number == len(seats_to_move)
    assert [seat for seat, _action in decisions] == seats_to_move
    # the events after a decision come after it is heard
    assert heard[-1][0] == "event" and isinstance(heard[-1][1], ev.MatchOver)
    first_play = next(i for i, (kind, what) in enumerate(heard)
                      if kind == "event" and isinstance(what, ev.CardPlayed))
    assert heard[first_play - 1][0] == "decision"


def test_a_turns_view_is_made_only_when_read_and_answers_are_checked_as_before(monkeypatch):
    """The runner checks an answer against the match's legal actions, not the turn's view:
    agents that never read their view (a server's remote players) never have one made, and
    every answer is taken or refused exactly as the engine would; a view that is read is the
    seat's view at the decision asked."""
    import random

    made: list[int] = []
    real = runner_module.seat_view
    monkeypatch.setattr(runner_module, "seat_view",
                        lambda match, seat: made.append(seat) or real(match, seat))
    rng = random.Random(4)
    match = Match(Rules.preset("rulebook", match_end="hands", hands=2), 9)
    agents, runner = _started(match)
    refused = 0
    while not match.is_terminal():
        turn = next(a.turns[-1] for a in agents if a.turns and runner.is_fresh(a.turns[-1]))
        probe = match.clone()
        legal = probe.legal_actions()
        for _ in range(2):  # something not legal, worded as the engine words it
            wrong = Play(rng.randrange(52))
            if wrong in legal:
                continue
            expected = probe.why_illegal(wrong)
            error = turn.answer(wrong)
            assert error is not None and expected is not None
            assert (error.rule, str(error)) == (expected.rule, str(expected))
            refused += 1
        if turn.number % 7 == 0:  # now and then the agent looks at its view
            assert turn.view == seat_view(probe, turn.seat)
            assert list(turn.view.legal_actions) == legal
        assert turn.answer(rng.choice(legal)) is None
    asked = runner.number
    assert refused > asked and len(made) == len(range(0, asked, 7))


def test_a_view_never_read_is_not_made_once_the_turn_was_answered():
    match = Match(Rules(), 11)
    agents, _runner = _started(match)  # kept: the runner takes the answer
    turn = next(t for a in agents for t in a.turns)
    assert turn.answer(match.legal_actions()[0]) is None
    with pytest.raises(StaleTurnError):
        turn.view  # noqa: B018 - the position it was asked in is gone


@pytest.mark.parametrize("how", ["takeover", "replace", "stop"])
def test_a_turn_overtaken_while_the_match_stays_keeps_the_view_it_was_asked_with(how):
    match = Match(Rules(), 5)
    agents, runner = _started(match)
    seat = match.current_player()
    assert seat is not None
    turn = agents[seat].turns[-1]
    expected = seat_view(match, seat)
    if how == "takeover":
        runner.set_agent(seat, Recorder())
    elif how == "replace":
        runner.replace(Match(Rules(), 6))
    else:
        runner.stop()
    assert turn.view == expected
    assert turn.answer(expected.legal_actions[0]).rule == STALE
