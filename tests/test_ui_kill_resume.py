"""Kill and resume at each decision kind: the autosave written right after a decision holds it.

The computer players are held back (their thinking is answered by the test, one move at a
time), so after every decision of any seat the test can "kill" the game: it waits for the
autosave that decision scheduled, reads it back exactly as a fresh start does, and finds the
match exactly where it was. The first time each decision kind is seen, the window itself then
resumes from that file (``MainWindow.start``) and play goes on from the resumed match.
"""

from __future__ import annotations

import json
import random

import pytest
from ui_helpers import play_out_hand_with_bots

from sergeantmajor.app import storage
from sergeantmajor.app.thinking import Thinker
from sergeantmajor.engine import Match, Phase, Rules
from sergeantmajor.engine.record import record_of

PLAYERS = [{"name": "Me", "kind": "human"}, {"name": "Ana", "kind": "bot:basic"},
           {"name": "Boris", "kind": "bot:basic"}]

CASES = {
    # (rules, start at hand 2 with the player's decision, the kinds to see at least)
    "rulebook": (Rules(), False, {"trump", "discard", "play"}),
    "rulebook-exchange": (Rules(), True, {"exchange-give", "play"}),
    "classic": (Rules.preset("casual"), True, {"exchange-give", "play"}),
    "targets": (Rules(dealer_assigns_targets=True), True, {"assign-targets", "play"}),
}


def state(match: Match) -> str:
    return json.dumps([record_of(match), match.describe(), match.current_player(),
                       [int(h) for h in match.hands], list(match.totals)])


@pytest.fixture
def held(monkeypatch):
    """The computer players' questions, answered only when the test says so."""
    questions: list[tuple[object, object, object]] = []
    monkeypatch.setattr(Thinker, "think",
                        lambda self, token, bot, view: questions.append((token, bot, view)))
    return questions



def start_match(window, rules: Rules, second_hand: bool) -> None:
    for seed in range(300):
        match = Match(rules, seed)
        if not second_hand:
            if match.phase is Phase.TRUMP and match.current_player() == 0:
                break
            continue
        play_out_hand_with_bots(match)
        if match.current_player() == 0 and match.phase in (Phase.EXCHANGE_GIVE,
                                                           Phase.ASSIGN_TARGETS):
            break
    else:
        raise AssertionError("no seed")
    window.controller.resume(match, PLAYERS)


@pytest.mark.parametrize("name", list(CASES))
def test_a_kill_after_each_decision_kind_resumes_exactly_there(held, window, qtbot, name):
    rules, second_hand, wanted = CASES[name]
    c = window.controller
    start_match(window, rules, second_hand)
    rng = random.Random(7)
    checked: dict[str, int] = {}
    resumed_at: set[str] = set()
    for _ in range(40):  # decisions of any seat
        qtbot.waitUntil(lambda: window.table.my_turn() or bool(held), timeout=10000)
        kind = c.match.phase.value
        writes = c._autosaver.writes
        if window.table.my_turn():
            assert window.table.perform(rng.choice(c.legal_actions()))
        else:
            token, bot, view = held.pop()
            c._on_answer(token, bot.choose(view))
        # the kill: the autosave this decision scheduled is on disk, nothing after it
        qtbot.waitUntil(lambda: c._autosaver.writes > writes, timeout=5000)  # noqa: B023
        c._autosaver.wait()
        if c.match.is_terminal():
            break
        resumable, problem = storage.read_autosave()
        assert problem is None and resumable is not None
        assert state(resumable.match) == state(c.match), kind
        assert resumable.players == PLAYERS
        checked[kind] = checked.get(kind, 0) + 1
        if kind not in resumed_at:  # a fresh start resumes it, and play goes on from there
            resumed_at.add(kind)
            before = state(c.match)
            held.clear()
            window.start()
            assert c.resumed and state(c.match) == before
    assert wanted <= set(checked), checked
    if "discard" in wanted:
        assert checked["discard"] >= 4  # each of the dealer's discards
