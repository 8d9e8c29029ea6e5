"""The exchange by drag (rulebook and classic), autosave after a trick, resume, a damaged save."""

from __future__ import annotations

import json
from pathlib import Path

from ui_helpers import (
    click,
    close_window,
    drag,
    make_window,
    play_out_hand_with_bots,
    scene_point,
    visible_point,
    wait_phase,
)

from sergeantmajor.engine import Match, Phase, Rules
from sergeantmajor.engine.record import load_record
from sergeantmajor.ui.table.model import hand, won

PLAYERS = [{"name": "Me", "kind": "human"}, {"name": "Ana", "kind": "bot:basic"},
           {"name": "Boris", "kind": "bot:basic"}]


def _second_hand_with_me_up(rules: Rules) -> Match:
    """A match at the start of hand 2 where the player (seat 0) is up and gives cards."""
    for seed in range(300):
        match = Match(rules, seed)
        play_out_hand_with_bots(match)
        if match.phase is Phase.EXCHANGE_GIVE and match.current_player() == 0:
            return match
    raise AssertionError("no seed gives an exchange with the player up")



def test_rulebook_exchange_by_drag(window, qtbot):
    match = _second_hand_with_me_up(Rules())
    window.controller.resume(match, PLAYERS)
    table, controller = window.table, window.controller
    wait_phase(qtbot, window, (Phase.EXCHANGE_GIVE,))
    down = controller.view().exchange_step.down
    assert down in (1, 2)
    card = table.my_hand()[0]
    messages: list[str] = []
    table.status.connect(messages.append)
    given_before = len(controller.view().exchanges)
    # Dragging onto the trick is refused: the card must go to the down player.
    drag(table, visible_point(table, card), scene_point(table, table.layout_.trick_zone.center()))
    assert len(controller.view().exchanges) == given_before
    assert window.statusBar().currentMessage()
    drag(table, visible_point(table, card),
         scene_point(table, table.scene_.panels[down].sceneBoundingRect().center()))
    seen = controller.view().exchanges[-1]
    assert seen.given == (card,) and seen.up == 0 and seen.down == down
    back = seen.back[0]
    qtbot.waitUntil(lambda: not table.presenter.steps)
    from sergeantmajor.app.words import card_short

    assert f"You gave {card_short(card)}, got {card_short(back)}" in messages
    assert back in table.my_hand() and table.scene_.cards[back].face_up
    if back != card:
        assert table.board.pile_of(card) == hand(down) and not table.scene_.cards[card].face_up
    assert sorted(table.my_hand()) == sorted(controller.match.hand_of(0))


def test_classic_exchange_gives_the_selection(window, qtbot):
    match = _second_hand_with_me_up(Rules.preset("casual"))
    window.controller.resume(match, PLAYERS)
    table, controller = window.table, window.controller
    wait_phase(qtbot, window, (Phase.EXCHANGE_GIVE,))
    down = controller.view().exchange_step.down
    need = table.player.offer.need
    assert need >= 1 and len(table.player.selected) == need  # the lowest cards are offered
    offered = list(table.player.selected)
    assert max(c % 13 for c in offered) <= min(c % 13 for c in table.my_hand()
                                                 if c not in offered)
    give = next(b for b in table.scene_.buttons if b.data(0) == "give")
    click(table, scene_point(table, give.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: any(x.down == down for x in controller.view().exchanges))
    seen = next(x for x in controller.view().exchanges if x.down == down)
    assert sorted(seen.given) == sorted(offered)
    qtbot.waitUntil(lambda: not table.presenter.steps)
    assert sorted(table.my_hand()) == sorted(controller.match.hand_of(0))


def test_autosave_after_a_trick_and_resume(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        window.start(seed=7, offer_resume=False)
        controller = window.controller
        # Play until the first trick is complete (bots and the player by double-click).
        while not controller.match.completed_tricks:
            qtbot.waitUntil(lambda: window.table.my_turn()
                            or bool(controller.match.completed_tricks), timeout=10000)
            if controller.match.completed_tricks:
                break
            window.table.perform(controller.legal_actions()[0])
        saved = tmp_path / "data" / "autosave.json"

        def trick_saved() -> bool:  # saved after every decision, written by a worker thread
            return saved.exists() and len(load_record(saved)["hands"][0]["plays"]) >= 3

        qtbot.waitUntil(trick_saved)
        record = load_record(saved)
        assert record["players"][0]["kind"] == "human"
        tricks_then = len(record["hands"][0]["plays"]) // 3
        assert tricks_then >= 1
    finally:
        close_window(window)
    again = make_window(qtbot, tmp_path, monkeypatch)
    try:
        again.start(seed=99)
        match = again.controller.match
        assert again.controller.resumed
        assert len(match.completed_tricks) >= tricks_then
        table = again.table
        assert sorted(table.my_hand()) == sorted(match.hand_of(0))
        won_cards = sum(len(table.model.pile(won(s))) for s in range(3))
        assert won_cards == 3 * len(match.completed_tricks)
        assert again.statusBar().currentMessage() == "Match resumed"
    finally:
        close_window(again)


def test_damaged_save_is_kept_aside_and_reported(qtbot, tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    garbage = '{"format": "sergeant-major-record", "version": 1, "hands": [oops'
    (data / "autosave.json").write_text(garbage, encoding="utf-8")
    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        window.start(seed=1)
        aside = list(Path(data).glob("autosave.damaged-*.json"))
        assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == garbage
        assert "kept aside" in window.statusBar().currentMessage()
        assert window.own.damaged_box.isVisible()
        assert not window.controller.resumed and window.controller.match is not None
        # A later autosave never overwrites the damaged file.
        window.controller._save()
        assert aside[0].read_text(encoding="utf-8") == garbage
    finally:
        close_window(window)


def test_save_of_an_illegal_match_is_kept_aside(qtbot, tmp_path, monkeypatch):
    match = Match(Rules(), 3)
    from sergeantmajor.engine.record import record_of

    record = record_of(match, PLAYERS)
    record["hands"][0]["plays"] = ["AS", "AS"]  # cannot be played twice
    data = tmp_path / "data"
    data.mkdir()
    (data / "autosave.json").write_text(json.dumps(record), encoding="utf-8")
    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        window.start(seed=1)
        assert list(data.glob("autosave.damaged-*.json"))
        assert not window.controller.resumed
    finally:
        close_window(window)


def test_closing_mid_hand_saves_the_last_move(qtbot, tmp_path, monkeypatch):
    from ui_helpers import seed_where

    window = make_window(qtbot, tmp_path, monkeypatch)
    seed = seed_where(lambda m: m.dealer == 0)
    window.start(seed=seed, offer_resume=False)
    wait_phase(qtbot, window, (Phase.TRUMP,))
    window.table.perform(window.controller.legal_actions()[2])  # names diamonds
    window.close()
    close_window(window)
    record = load_record(tmp_path / "data" / "autosave.json")
    assert record["hands"][0]["trump"] == "D"


def test_classic_exchange_card_dragged_to_the_down_player(window, qtbot):
    match = _second_hand_with_me_up(Rules.preset("casual"))
    window.controller.resume(match, PLAYERS)
    table, controller = window.table, window.controller
    wait_phase(qtbot, window, (Phase.EXCHANGE_GIVE,))
    down = controller.view().exchange_step.down
    need = table.player.offer.need
    card = max(table.my_hand(), key=lambda c: c % 13)  # not one of the offered lowest
    drag(table, visible_point(table, card),
         scene_point(table, table.scene_.panels[down].sceneBoundingRect().center()))
    assert need >= 2  # this deal's player gives three cards
    assert table.board.marks.aside == (card,)  # set aside until the swap: no longer legal
    assert table.player.offer.need == need - 1 and len(table.player.selected) == need - 1
    give = next(b for b in table.scene_.buttons if b.data(0) == "give")
    click(table, scene_point(table, give.sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: any(x.down == down for x in controller.view().exchanges))
    seen = next(x for x in controller.view().exchanges if x.down == down)
    assert card in seen.given and len(seen.given) == need


def test_an_exchange_between_the_others_is_counted_to_its_last_card(qtbot, tmp_path,
                                                                    monkeypatch):
    """Issue 26: "Ana and Boris exchanged 1 card" when Ana, 3 up, had exchanged three."""
    from ui_helpers import close_window, make_window, play_out_hand_with_bots

    from sergeantmajor.engine import Match, Rules
    from sergeantmajor.engine.exchange import exchange_plan

    for seed in range(400):
        match = Match(Rules(), seed)
        play_out_hand_with_bots(match)
        plan = exchange_plan(match.last_points, match.targets, match.dealer)
        others = [(u, d, n) for u, d, n in plan if 0 not in (u, d) and n >= 2]
        if others and len(plan) == 1:
            break
    else:
        raise AssertionError("no seed has an exchange of several cards between the others")
    (up, down, count), = others
    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        said: list[str] = []
        window.table.status.connect(said.append)
        window.controller.resume(match, [{"name": "", "kind": "human"},
                                         {"name": "Ana", "kind": "bot:basic"},
                                         {"name": "Boris", "kind": "bot:basic"}])
        qtbot.waitUntil(lambda: window.controller.match.exchange_plan is not None
                        and window.table.my_turn(), timeout=20000)
        names = window.table.names()
        done = [s for s in said if "exchanged" in s]
        assert done and done[-1] == f"{names[up]} and {names[down]} exchanged {count} cards"
    finally:
        close_window(window)
