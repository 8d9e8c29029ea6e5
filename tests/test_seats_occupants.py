"""The two seat occupants every host uses: a person offered the turn, a bot thinking."""

from __future__ import annotations

from sergeantmajor.ai.base import make_bot
from sergeantmajor.engine import Match, Rules
from sergeantmajor.seats import MatchRunner
from sergeantmajor.seats.agent import Turn
from sergeantmajor.seats.occupants import BotSeat, OfferedSeat, think_now


def _runner(seed: int = 3) -> tuple[MatchRunner, OfferedSeat, list[Turn]]:
    offered: list[Turn] = []
    person = OfferedSeat(offered.append)
    bots = [BotSeat(make_bot("basic", s)) for s in (1, 2)]
    match = Match(Rules.preset("rulebook"), seed=seed)
    return MatchRunner(match, [person, *bots]), person, offered


def test_a_person_is_offered_each_turn_and_answers_it_once():
    runner, person, offered = _runner()
    runner.proceed()
    while person.turn is None:  # the bots have played up to the person's turn
        runner.proceed()
    turn = person.turn
    assert offered[-1] is turn
    # an action the engine refuses is refused with its rule, and the turn stays offered
    legal = set(turn.view.legal_actions)
    wrong = next(a for a in _every_action(runner) if a not in legal)
    error = person.answer(wrong)
    assert error is not None and error.rule not in ("stale", "not-your-turn")
    assert person.turn is turn
    action = turn.view.legal_actions[0]
    assert person.answer(action) is None
    assert person.turn is not turn  # answered: nothing pending until the next offer
    if person.turn is None:
        error = person.answer(action)
        assert error is not None and error.rule == "not-your-turn"


def _every_action(runner: MatchRunner) -> list:
    from sergeantmajor.engine import Discard, Play

    return [cls(card) for cls in (Play, Discard) for card in range(52)]


def test_a_bot_seat_plays_a_whole_match_through_the_runner():
    match = Match(Rules.preset("rulebook", match_end="hands", hands=2), seed=5)
    runner = MatchRunner(match, [BotSeat(make_bot("basic", s), think_now) for s in range(3)])
    runner.proceed()
    assert match.is_terminal()


def test_a_bot_thinking_elsewhere_answers_later_and_a_stale_answer_is_dropped():
    pending = []

    def later(bot, view, answer):
        pending.append((bot.choose(view), answer))

    match = Match(Rules.preset("rulebook"), seed=7)
    seats = [BotSeat(make_bot("basic", s), later) for s in range(3)]
    runner = MatchRunner(match, seats)
    runner.proceed()
    assert len(pending) == 1
    action, answer = pending.pop()
    assert answer(action) is None  # taken; the next seat is asked
    assert len(pending) == 1
    # the same answer again is stale
    error = answer(action)
    assert error is not None and error.rule == "stale"
