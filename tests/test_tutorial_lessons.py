"""The tutorial's lessons without Qt: each runs to its end, refuses every other action with
the rule's sentence and changes nothing then, tells the truth about its deals, and keeps the
player's progress as a plain dict (a temporary one here)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from sergeantmajor.engine import Discard, Give, Match, NameTrump, Phase, Play
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.cards import parse_card
from sergeantmajor.engine.record import record_of
from sergeantmajor.tutorial import (
    LESSON_IDS,
    Progress,
    SessionState,
    TutorialSession,
    build_lessons,
    sentences,
)
from sergeantmajor.tutorial.markers import Text

KITTY_MODES = ("discard-then-take", "take-then-discard", "blind")


def replace(store: dict[str, Any], data: dict[str, Any]) -> None:
    """What the app does with the progress: store the whole dict anew."""
    store.clear()
    store.update(data)


def snapshot(session: TutorialSession) -> Any:
    """Everything a refused action must leave unchanged."""
    match = session.match
    assert match is not None
    state = {k: v for k, v in match.__dict__.items() if k not in ("rng", "start_events")}
    return (copy.deepcopy(state), match.rng.getstate(), session.state, session.step_index,
            session.remaining(), session.progress.to_dict())


def run_lesson(session: TutorialSession, lesson_id: str,
               each_step: Any = None) -> list[ev.Event]:
    """Drive a lesson to its end doing the right thing; ``each_step(session)`` first."""
    session.start(lesson_id, restart=True)
    seen: list[ev.Event] = []
    while True:
        seen += session.play_bots()
        state = session.state
        if state is SessionState.HUMAN:
            if each_step is not None:
                each_step(session)
            action = session.remaining()[0]
            assert session.offer(action) is None
            seen += session.last_events
        elif state is SessionState.SCENE_OVER:
            assert session.next_scene()
        else:
            assert state is SessionState.LESSON_OVER
            return seen


@pytest.mark.parametrize("kitty", KITTY_MODES)
@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_every_lesson_runs_to_its_end(lesson_id: str, kitty: str) -> None:
    store: dict[str, Any] = {}
    session = TutorialSession(build_lessons(kitty), on_progress=lambda d: replace(store, d))
    run_lesson(session, lesson_id)
    assert session.is_finished(lesson_id)
    assert store["finished"] == [lesson_id]
    assert "position" not in store
    # every step waited for the player at the player's turn
    lesson = session.lesson_by_id(lesson_id)
    assert all(step.accept for scene in lesson.scenes for step in scene.steps)


def _wrong_actions(session: TutorialSession) -> list[object]:
    """Actions the step must refuse: other legal moves, and moves the engine refuses."""
    match = session.match
    assert match is not None
    wanted = set(session.remaining())
    legal = [a for a in match.legal_actions() if a not in wanted]
    others = [a for a in match.legal_actions() if a in wanted]
    hand = set(match.hand_of(0))
    not_held = next(c for c in range(52) if c not in hand)
    card = next(iter(hand))
    wrong: list[object] = legal[:3]
    if match.phase is Phase.PLAY:
        wrong += [Play(not_held), Discard(card), NameTrump(0)]
        if match.trick:
            led = match.trick[0] // 13
            wrong += [Play(c) for c in hand if c // 13 != led and
                      any(h // 13 == led for h in hand)][:2]
    elif match.phase is Phase.DISCARD:
        wrong += [Discard(not_held), Play(card)]
    elif match.phase is Phase.TRUMP:
        wrong += [Play(card), Give(card)]
    elif match.phase is Phase.EXCHANGE_GIVE:
        wrong += [Give(not_held), Play(card)]
    assert others, "the step accepts nothing the engine allows"
    return wrong


def _expected_rule(session: TutorialSession, action: object) -> Text:
    match = session.match
    assert match is not None and session.step is not None
    error = match.why_illegal(action)
    if error is None:  # allowed, but not the move the step is prepared for
        return sentences.not_this_step(session.step.accept[0])
    if error.rule == "follow-suit":
        return sentences.FOLLOW_SUIT
    if error.rule == "not-in-hand":
        return sentences.OWN_CARDS
    assert error.rule == "wrong-phase"
    return sentences.phase_rule(match)


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_a_wrong_action_is_refused_with_the_rule_and_changes_nothing(lesson_id: str) -> None:
    session = TutorialSession(build_lessons())
    counted = {"engine": 0, "lesson": 0}

    def try_wrong(s: TutorialSession) -> None:
        for action in _wrong_actions(s):
            before = snapshot(s)
            refusal = s.offer(action)  # type: ignore[arg-type]
            assert refusal is not None, action
            assert refusal.rule == _expected_rule(s, action)
            assert refusal.hint == s.step.text  # type: ignore[union-attr]
            counted["engine" if s.match.why_illegal(action) else "lesson"] += 1  # type: ignore[union-attr]
            assert snapshot(s) == before, action
            with pytest.raises(ValueError):
                s.apply(action)  # type: ignore[arg-type]
            assert snapshot(s) == before, action

    run_lesson(session, lesson_id, try_wrong)
    assert counted["engine"] > 0


def test_the_follow_suit_refusal_quotes_the_rule() -> None:
    session = TutorialSession(build_lessons())
    session.start("tricks")
    for _ in range(2):
        session.play_bots()
        session.offer(session.remaining()[0])
    session.play_bots()
    assert session.remaining() == (Play(parse_card("6D")),)
    refusal = session.offer(Play(parse_card("2H")))
    assert refusal is not None and refusal.rule == sentences.FOLLOW_SUIT
    refusal = session.offer(Play(parse_card("5D")))  # legal, but not the card taught
    assert refusal is not None and refusal.rule == sentences.NOT_THIS_STEP["play"]


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_a_move_the_rules_allow_is_never_refused_with_a_rule_that_allows_it(
        lesson_id: str) -> None:
    """Leading another card is allowed by the rules: the refusal says the lesson asks for
    another card, never "the winner leads with any card" (which would contradict it)."""
    session = TutorialSession(build_lessons())
    refused: list[tuple[str, Text]] = []

    def try_legal(s: TutorialSession) -> None:
        match, step = s.match, s.step
        assert match is not None and step is not None
        for action in [a for a in match.legal_actions() if a not in set(s.remaining())][:4]:
            refusal = s.offer(action)
            assert refusal is not None
            refused.append((action.verb, refusal.rule))

    run_lesson(session, lesson_id, try_legal)
    assert refused
    for verb, rule in refused:
        assert rule == sentences.NOT_THIS_STEP[verb], (verb, rule)
        assert "any" not in rule.source


def test_bots_move_only_when_prepared_and_the_player_waits_meanwhile() -> None:
    session = TutorialSession(build_lessons())
    session.start("tricks")
    assert session.state is SessionState.BOTS
    move = session.next_bot_move()
    assert move == NameTrump(0)
    refusal = session.offer(Play(parse_card("AH")))
    assert refusal is not None and refusal.rule == sentences.YOUR_TURN
    with pytest.raises(ValueError):
        session.apply(NameTrump(1))  # not the prepared move
    session.apply(move)
    assert session.match is not None and session.match.trump == 0


# ---------------------------------------------------------------------- what the texts say
def _events(kind: type, events: list[ev.Event]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]


def test_lesson_tricks_tells_the_truth() -> None:
    events = run_lesson(TutorialSession(build_lessons()), "tricks")
    winners = [e.winner for e in _events(ev.TrickWon, events)]
    assert winners == [0, 1, 1, 0, 1, 0]  # A♥, Ana's K♣ and Q♦, 3♠ trumps, Ana trumps, J♠


def test_lesson_targets_tells_the_truth() -> None:
    session = TutorialSession(build_lessons())
    session.start("targets")
    match = session.match
    assert match is not None
    assert match.targets == (3, 8, 5) and match.tricks_won[0] == 3 and match.leader == 0
    events = run_lesson(session, "targets")
    scored = _events(ev.HandScored, events)[0]
    assert scored.tricks[0] == 6 and scored.points == (3, -1, -2)
    started = _events(ev.HandStarted, events)[-1]
    assert started.dealer == 2 and started.targets == (5, 3, 8)


@pytest.mark.parametrize("kitty", KITTY_MODES)
def test_lesson_dealer_tells_the_truth(kitty: str) -> None:
    session = TutorialSession(build_lessons(kitty))
    events = run_lesson(session, "dealer")
    match = session.match
    assert match is not None and match.dealer == 0 and match.targets[0] == 8
    assert _events(ev.KittyTaken, events) or match.rules.kitty == "take-then-discard"
    assert not any(c // 13 == 2 for c in match.hand_of(0))  # no diamonds left
    assert _events(ev.TrickWon, events)[-1].winner == 0


def test_lesson_exchange_tells_the_truth() -> None:
    events = run_lesson(TutorialSession(build_lessons()), "exchange")
    swaps = [(e.up, e.down, e.given, e.returned) for e in _events(ev.CardExchanged, events)]
    AH, H5, C3, S4, SK = (parse_card(c) for c in ("AH", "5H", "3C", "4S", "KS"))
    assert swaps == [(0, 1, H5, AH), (0, 1, C3, C3), (1, 0, S4, SK)]


def test_lesson_scoring_tells_the_truth() -> None:
    session = TutorialSession(build_lessons())
    session.start("scoring")
    assert session.match is not None and session.match.totals == [8, -3, -5]
    events = run_lesson(session, "scoring")
    over = _events(ev.MatchOver, events)
    assert over and over[0].winner == 0 and over[0].totals[0] == 10


# ---------------------------------------------------------------------- leave and come back
def test_leave_and_resume_where_the_lesson_stood() -> None:
    store: dict[str, Any] = {}
    session = TutorialSession(build_lessons(), on_progress=lambda d: replace(store, d))
    session.start("exchange")
    session.play_bots()
    assert session.offer(session.remaining()[0]) is None  # step 1 done
    session.play_bots()
    expected = snapshot(session)
    session.leave()
    assert store["position"] == {"lesson": "exchange", "scene": 0, "step": 1}

    again = TutorialSession(build_lessons(), Progress.from_dict(copy.deepcopy(store)))
    assert again.can_resume("exchange")
    again.start("exchange")
    again.play_bots()  # a resumed step shows its prepared moves again
    assert snapshot(again)[1:] == expected[1:]
    assert again.match is not None and again.match.hands == session_hands(expected)

    again.restart()
    assert again.step_index == 0 and again.progress.to_dict()["position"]["step"] == 0


def session_hands(snap: Any) -> list[int]:
    return snap[0]["hands"]


def test_resume_in_the_second_scene_and_after_a_scene() -> None:
    session = TutorialSession(build_lessons())
    session.start("exchange")
    while session.state is not SessionState.SCENE_OVER:
        session.play_bots()
        if session.state is SessionState.HUMAN:
            session.offer(session.remaining()[0])
    assert session.progress.to_dict()["position"] == {"lesson": "exchange", "scene": 1,
                                                      "step": 0}
    again = TutorialSession(build_lessons(), Progress.from_dict(session.progress.to_dict()))
    again.start("exchange")
    assert again.scene_index == 1 and again.match is not None and again.match.hand_index == 1


@pytest.mark.parametrize("data", [None, 3, "x", {"finished": "tricks"},
                                  {"finished": ["tricks", 4], "position": {"lesson": 1}},
                                  {"position": {"lesson": "dealer", "scene": 9, "step": 0}},
                                  {"position": {"lesson": "dealer", "scene": 0, "step": -1}}])
def test_damaged_progress_is_forgotten_not_fatal(data: object) -> None:
    progress = Progress.from_dict(data)
    session = TutorialSession(build_lessons(), progress)
    session.start("dealer")
    assert session.step_index == 0 or session.state is SessionState.BOTS


def test_finishing_every_lesson() -> None:
    session = TutorialSession(build_lessons())
    for lesson_id in LESSON_IDS:
        assert not session.all_finished()
        run_lesson(session, lesson_id)
    assert session.all_finished()
    assert Progress.from_dict(session.progress.to_dict()).finished == set(LESSON_IDS)


def test_scenes_build_fresh_matches() -> None:
    lessons = build_lessons()
    for lesson in lessons:
        for scene in lesson.scenes:
            first, second = scene.new_match(), scene.new_match()
            assert isinstance(first, Match) and record_of(first) == record_of(second)


def test_lesson_three_says_the_kitty_order_of_its_rule() -> None:
    """The lesson's summary follows the kitty rule, as its steps do: the kitty is taken after
    the discards only under the rulebook's order."""
    summary = {kitty: build_lessons(kitty)[2].summary.source.lower()
               for kitty in ("discard-then-take", "take-then-discard", "blind")}
    assert len(set(summary.values())) == 3, summary
    for kitty, text in summary.items():
        takes, discards = text.index("kitty"), text.index("face down")
        assert (takes < discards) == (kitty != "discard-then-take"), (kitty, text)
