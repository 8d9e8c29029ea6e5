"""The window's seat at a network table, without a network: OnlineGame fed the messages a
table server sends (built here from a local turn loop, exactly as the server builds them), and
the seat's own record it keeps, read back by SeatReplay for the review."""

from __future__ import annotations

import json
import re

import pytest
from helpers import RULE_SET

import sergeantmajor.app  # noqa: F401 - applies the PySide6 reference-count guard first
from sergeantmajor.ai.base import make_bot
from sergeantmajor.app.online_game import OnlineGame
from sergeantmajor.engine import Match, RecordError, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.cards import parse_card
from sergeantmajor.engine.record import record_of
from sergeantmajor.engine.replay_cursor import ReplayCursor
from sergeantmajor.engine.view import SeatView, redact, seat_view
from sergeantmajor.net import protocol as p
from sergeantmajor.net.seat_record import SeatReplay
from sergeantmajor.net.wire import event_wire, rules_wire, view_wire
from sergeantmajor.seats import BotSeat, MatchRunner, PassiveAgent, Turn


class LocalTable(PassiveAgent):
    """A table server's messages to one seat, from a local match (bots at the other seats)."""

    def __init__(self, rules: Rules, seed: int, seat: int) -> None:
        self.seat = seat
        self.match = Match(rules, seed)
        agents: list = [BotSeat(make_bot("random", s)) for s in range(rules.players)]
        agents[seat] = self
        self.runner = MatchRunner(self.match, agents)
        self.runner.on_applied = self._applied
        self.game = OnlineGame(self._from_game)
        self.turn: Turn | None = None
        self.game.handle(p.Welcome(table="local", seat=seat, token="t" * 22,
                                   rules=rules_wire(rules)))
        self.game.handle(p.TableState(
            table="local", seats=[p.SeatInfo(seat=s, name=f"P{s}", kind="human",
                                             connected=True) for s in range(rules.players)],
            started=True, finished=False, bots="easy", grace=60.0, rules=rules_wire(rules)))
        self.game.handle(p.State(seq=0, view=view_wire(seat_view(self.match, seat))))

    def start(self) -> None:
        self.runner.start(self.match.start_events)

    def _applied(self, mover: int, _action: object, events: list[ev.Event]) -> None:
        self.game.handle(p.Events(seq=self.runner.number, seat=mover,
                                  events=[event_wire(redact(e, self.seat)) for e in events],
                                  view=view_wire(seat_view(self.match, self.seat))))

    def decide(self, turn: Turn) -> None:
        self.turn = turn
        self.game.handle(p.YourTurn(seq=turn.number, view=view_wire(turn.view)))

    def _from_game(self, message: object) -> None:
        if isinstance(message, p.Act):
            assert self.turn is not None and message.seq == self.turn.number
            from sergeantmajor.net.wire import action_from_wire

            assert self.turn.answer(action_from_wire(message.action)) is None


def play_out(table: LocalTable, seed: int = 1) -> None:
    """The seat plays its first legal action or a random one, to the end of the match."""
    bot = make_bot("random", seed)
    table.start()
    while not table.match.is_terminal():
        view = table.game.view()
        assert table.game.is_human_turn() and view.is_my_turn
        assert table.game.act(bot.choose(view)) is None


@pytest.fixture
def qapp_needed(qapp):
    return qapp


def test_the_seat_is_fed_its_views_and_events_and_acts(qapp_needed):
    table = LocalTable(Rules.preset("rulebook", match_end="hands", hands=2), 3, 1)
    shown: list[ev.Event] = []
    table.game.event_occurred.connect(shown.append)
    turns: list[SeatView] = []
    table.game.human_turn.connect(turns.append)
    play_out(table)
    assert table.game.finished and isinstance(shown[-1], ev.MatchOver)
    assert all(v.seat == 1 and v.is_my_turn for v in turns)
    # Illegal in the view's own words before anything is sent, as the engine would say.
    assert table.game.act(None) is not None


def test_an_illegal_drop_is_refused_from_the_view_without_sending(qapp_needed):
    table = LocalTable(Rules(), 11, 0)
    sent: list[object] = []
    table.game._send = sent.append
    table.start()
    view = table.game.view()
    assert view.is_my_turn, "seat 0 must decide first in this deal (seed 11)"
    from sergeantmajor.engine import Play
    from sergeantmajor.engine.view import seat_view as engine_view

    assert table.game.act(None) == "That card cannot go there."
    elsewhere = next(c for c in range(52) if c not in view.hand)
    rule = engine_view(table.match, 0).why_illegal(Play(elsewhere))
    assert rule is not None and table.game.act(Play(elsewhere)) is not None
    assert not sent and table.game.is_human_turn()


@pytest.mark.parametrize("rules", RULE_SET[:6], ids=[str(r.to_dict()) for r in RULE_SET[:6]])
def test_the_seat_record_replays_the_seats_own_views_and_nothing_more(qapp_needed, rules):
    seat = 1
    table = LocalTable(rules.replace(hand_limit=3, hands=min(rules.hands, 3)), 8, seat)
    play_out(table)
    data = json.loads(json.dumps(table.game.record()))
    replay = SeatReplay.from_record(data)
    full = ReplayCursor.from_record(record_of(table.match))
    assert len(replay) == len(full)  # every decision of the match is a position
    seen: set[int] = set()
    for index in range(len(replay)):
        replay.go(index)
        full.go(index)
        mine = full.view(seat)
        assert replay.view(seat) == mine
        seen |= _cards_of_view(mine)
        if index:
            assert replay.steps[index - 1].seat == full.steps[index - 1].seat
            assert replay.steps[index - 1].kind == full.steps[index - 1].kind
            if replay.steps[index - 1].action is not None:
                assert replay.steps[index - 1].action == full.steps[index - 1].action
    assert replay.events(0, len(replay) - 1) == full.events(0, len(full) - 1, seat)
    assert replay.hand_starts() == full.hand_starts()
    assert replay.trick_ends() == full.trick_ends()
    own = replay.decisions(seat)
    assert own and all(view.is_my_turn and step.action in view.legal_actions
                       for view, step in own)
    # No card in the file that the seat did not see.
    codes = set(re.findall(r'"([AKQJT98765432][SHDC])"', json.dumps(data)))
    assert {parse_card(c) for c in codes} <= seen


def _cards_of_view(view: SeatView) -> set[int]:
    out = set(view.hand) | set(view.discards) | set(view.kitty) | {c for _, c in view.trick}
    for _, _, cards in view.completed_tricks:
        out |= set(cards)
    for x in view.exchanges:
        out |= set(x.given or ()) | set(x.back or ())
    return out


@pytest.mark.parametrize("damage", [
    lambda d: d.pop("start"), lambda d: d.update(seat=7), lambda d: d.update(version=9),
    lambda d: d["log"][3]["events"].append({"type": "card-played", "seat": 1, "card": "ZZ"}),
    lambda d: d["log"][2].update(view={"seat": 1}), lambda d: d.update(players="me"),
    lambda d: d.update(format="sergeant-major-record"),
])
def test_a_damaged_seat_record_is_refused_with_a_reason(qapp_needed, damage):
    table = LocalTable(Rules.preset("rulebook", match_end="hands", hands=1), 2, 2)
    play_out(table)
    data = json.loads(json.dumps(table.game.record()))
    damage(data)
    with pytest.raises(RecordError):
        SeatReplay.from_record(data)


def test_the_analysis_of_a_seat_record_gives_the_full_records_numbers(qapp_needed):
    from sergeantmajor.ai.analysis import analyse, analyse_views

    table = LocalTable(Rules.preset("rulebook", match_end="hands", hands=1), 4, 2)
    play_out(table)
    replay = SeatReplay.from_record(json.loads(json.dumps(table.game.record())))
    mine = analyse_views(replay.decisions(2), 2, [0], seed=0)
    full = analyse(ReplayCursor.from_record(record_of(table.match)), 2, [0], seed=0)
    assert mine.hands[0].decisions and mine.to_json() == full.to_json()


def test_the_review_window_shows_a_seat_record_from_that_seat_only(qtbot):
    from sergeantmajor.ui.review.window import ReviewWindow

    table = LocalTable(Rules.preset("rulebook", match_end="hands", hands=1), 5, 1)
    play_out(table)
    record = json.loads(json.dumps(table.game.record()))
    review = ReviewWindow(record, speed="off")
    qtbot.addWidget(review)
    review.show()
    assert not review.seat_box.isEnabled() and not review.all_box.isEnabled()
    assert not review.again_button.isEnabled() and not review.export_button.isEnabled()
    lines = []
    for index in range(1, len(review.replay)):
        review.go(index)
        lines.append(review.position_label.text())
        assert review.table.model.viewer == 1
    assert any("You played" in line for line in lines)
    assert any(" put a card aside" in line for line in lines) or table.match.hand_logs()[0] \
        .dealer == 1
    review.start_analysis()
    qtbot.waitUntil(lambda: review.analysis is not None, timeout=60000)
    assert review.analysis.hands[0].decisions
    review.close()


def test_the_review_of_a_match_played_while_away_says_so(qtbot):
    """translations-3 EN3-6: a window that came back to a match played to its end while it was
    away keeps a record of one position; its review says the moves were made while the player
    was away, with the match's own hand numbers (not "Hand 1 of 1 · move 0 of 0 — The cards are
    dealt")."""
    from sergeantmajor.ui.review.window import ReviewWindow

    rules = Rules.preset("rulebook", match_end="hands", hands=2)
    table = LocalTable(rules, 5, 1)
    play_out(table)
    back = OnlineGame(lambda _message: None)  # the window started again, the seat resumed
    back.handle(p.Welcome(table="local", seat=1, token="t" * 22, rules=rules_wire(rules)))
    back.handle(p.TableState(
        table="local", seats=[p.SeatInfo(seat=s, name=f"P{s}", kind="human", connected=True)
                              for s in range(rules.players)],
        started=True, finished=True, bots="easy", grace=60.0, rules=rules_wire(rules)))
    back.handle(p.State(seq=table.runner.number, view=view_wire(seat_view(table.match, 1))))
    record = json.loads(json.dumps(back.record()))
    review = ReviewWindow(record, speed="off")
    qtbot.addWidget(review)
    review.show()
    assert review.position_label.text() == \
        "Hand 2 of 2 · move 0 of 0  —  The moves made while you were away"
    review.close()
    # a record from the first deal still begins with the cards dealt
    first = ReviewWindow(json.loads(json.dumps(table.game.record())), speed="off")
    qtbot.addWidget(first)
    first.go(0)
    assert first.position_label.text().startswith("Hand 1 of 2 · move 0 of ")
    assert first.position_label.text().endswith("The cards are dealt")
    first.close()
