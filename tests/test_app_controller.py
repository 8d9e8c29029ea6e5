"""The app layer on its own (no table): signals in order, legality and reasons, stale answers,
the score model's rows and columns."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

import sergeantmajor.app  # noqa: F401 - applies the PySide6 reference-count guard first
from sergeantmajor.app import words
from sergeantmajor.app.controller import GameController, Seat
from sergeantmajor.app.score_model import ScoreModel
from sergeantmajor.engine import Match, Phase, Play, Rules
from sergeantmajor.engine import events as ev

SEATS = [Seat("Me", "human"), Seat("Ana", "bot:basic"), Seat("Boris", "bot:basic")]


@pytest.fixture
def controller(qtbot):
    ctl = GameController(autosave=False)
    ctl.pace = "off"
    yield ctl
    ctl.shutdown()


def _play_human_first_legal(controller: GameController) -> None:
    """Whenever the human must act, take the first legal action."""
    def act() -> None:
        if controller.is_human_turn():
            controller.act(controller.legal_actions()[0])
    controller.human_turn.connect(act)


def test_signals_in_order_for_a_played_trick(controller, qtbot):
    events: list[object] = []
    controller.event_occurred.connect(events.append)
    _play_human_first_legal(controller)
    controller.new_match(Rules(), SEATS, seed=11)
    qtbot.waitUntil(lambda: any(isinstance(e, ev.TrickWon) for e in events), timeout=10000)
    kinds = [type(e).__name__ for e in events]
    assert kinds[:2] == ["HandStarted", "CardsDealt"]
    won_at = next(i for i, e in enumerate(events) if isinstance(e, ev.TrickWon))
    plays = [e for e in events[:won_at] if isinstance(e, ev.CardPlayed)]
    trick = events[won_at]
    assert len(plays) == 3
    assert tuple(p.card for p in plays) == trick.cards
    assert [p.seat for p in plays] == [(trick.leader + i) % 3 for i in range(3)]
    assert trick.leader == (controller.match.hand_logs()[0].dealer + 1) % 3
    # Only the human's cards are in the deal the table receives.
    dealt = events[1]
    assert dealt.hands[0] is not None and dealt.hands[1] is None and dealt.hands[2] is None
    assert dealt.kitty is None


def test_whole_match_runs_without_a_table(controller, qtbot):
    over: list[ev.MatchOver] = []
    controller.event_occurred.connect(lambda e: over.append(e)
                                      if isinstance(e, ev.MatchOver) else None)
    _play_human_first_legal(controller)
    controller.new_match(Rules.preset("casual", hands=2), SEATS, seed=5)
    qtbot.waitUntil(lambda: bool(over), timeout=20000)
    assert controller.match.is_terminal() and len(controller.match.history) == 2
    assert over[0].winner == controller.match.winner


def test_a_refusal_names_the_rule_in_words(controller, qtbot):
    controller.new_match(Rules(), SEATS, seed=11)
    if not controller.is_human_turn():  # a computer player deals or leads first
        assert controller.act(Play(0)) == words.illegal_reason("not-your-turn")
    # Drive to a moment where the player must follow suit.
    for _ in range(200):
        qtbot.waitUntil(lambda: controller.is_human_turn(), timeout=10000)
        match = controller.match
        if match.phase is Phase.PLAY and match.trick:
            led = match.trick[0] // 13
            wrong = [c for c in match.hand_of(0) if c // 13 != led]
            if wrong and Play(wrong[0]) not in match.legal_actions():
                number = controller.runner.number
                reason = controller.act(Play(wrong[0]))
                assert reason == f"You must follow {words.suit_name(led)}."
                assert wrong[0] in match.hand_of(0)  # nothing changed
                assert controller.runner.number == number and controller.is_human_turn()
                return
        controller.act(controller.legal_actions()[0])
    pytest.fail("no follow-suit situation in this deal: the seed no longer gives one")


def test_stale_bot_answers_are_dropped(controller, qtbot, monkeypatch):
    from sergeantmajor.app.thinking import Thinker

    asked: list[tuple[object, object, object]] = []
    monkeypatch.setattr(Thinker, "think", lambda self, token, bot, view:
                        asked.append((token, bot, view)))
    seed = next(s for s in range(100) if Match(Rules(), s).current_player() != 0)
    controller.new_match(Rules(), SEATS, seed=seed)  # a computer player decides first
    assert len(asked) == 1
    token, bot, view = asked.pop()
    match_before = controller.match
    controller.new_match(Rules(), SEATS, seed=seed)  # the same deal: the old answer would fit
    number = controller.runner.number
    controller._on_answer(token, bot.choose(view))
    assert controller.runner.number == number  # the old answer changed nothing
    assert controller.match is not match_before
    token, bot, view = asked.pop()  # the new match's question is answered
    controller._on_answer(token, bot.choose(view))
    assert controller.runner.number == number + 1


def test_hint_comes_back_for_the_player(controller, qtbot):
    hints: list[object] = []
    controller.hint_ready.connect(hints.append)
    controller.new_match(Rules(), SEATS, seed=11)
    qtbot.waitUntil(lambda: controller.is_human_turn(), timeout=10000)
    assert controller.request_hint()
    qtbot.waitUntil(lambda: bool(hints), timeout=30000)
    assert hints[0] in controller.legal_actions()


def test_score_model_rows_and_columns(controller, qtbot):
    _play_human_first_legal(controller)
    controller.new_match(Rules.preset("casual", hands=2), SEATS, seed=5)
    qtbot.waitUntil(lambda: controller.match.is_terminal(), timeout=20000)
    model = ScoreModel()
    model.reset(controller.match, [s.name for s in SEATS])
    assert model.rowCount() == 3  # two hands and the totals
    assert model.columnCount() == 3 + 2 * 3
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Hand"
    assert model.headerData(3, Qt.Orientation.Horizontal) == "Me\ntricks"
    assert model.headerData(4, Qt.Orientation.Horizontal) == "Me\npoints"
    user = Qt.ItemDataRole.UserRole
    for row, scored in enumerate(controller.match.history):
        assert model.data(model.index(row, 0)) == row + 1
        assert model.data(model.index(row, 1), user) == controller.match.hand_logs()[row].dealer
        for seat in range(3):
            assert model.data(model.index(row, 3 + 2 * seat)) == scored.tricks[seat]
            assert model.data(model.index(row, 4 + 2 * seat), user) == scored.points[seat]
    for seat in range(3):
        assert model.data(model.index(2, 4 + 2 * seat), user) == controller.match.totals[seat]
    assert model.data(model.index(2, 0)) == "Total"


def test_one_legality_computation_per_decision(controller, qtbot, monkeypatch):
    """Each decision's legal actions are computed once, when its turn is asked: the answer
    is checked against the turn's own list (architecture review 3, P2.7: a person's decision
    computed them three times, a computer player's twice)."""
    import threading

    gui = threading.get_ident()
    calls: list[int] = []
    real = Match.legal_actions

    def counted(self):
        if threading.get_ident() == gui:  # not the bots' own thinking on their thread
            calls.append(1)
        return real(self)

    monkeypatch.setattr(Match, "legal_actions", counted)
    _play_human_first_legal(controller)
    controller.new_match(Rules(), SEATS, seed=11)
    qtbot.waitUntil(lambda: controller.runner.number >= 40, timeout=20000)
    number = controller.runner.number
    # one per decision applied, one for the decision asked now, one for the statistics'
    # first view of the new match (tally)
    assert len(calls) <= number + 2, (len(calls), number)
