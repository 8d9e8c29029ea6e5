"""The table through real mouse events: a whole hand, trump and discards, an illegal drop.

Animations are off (speed "off") so the tests are fast; the bots still think on their
worker threads and the tests wait for them with ``qtbot.waitUntil``.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest
from ui_helpers import (
    click,
    close_window,
    drag,
    make_window,
    scene_point,
    seed_where,
    visible_point,
    wait_phase,
)

from sergeantmajor.engine import Discard, Phase, Play, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.ui.table.model import DISCARDS, KITTY


def _my_cards(window) -> list[int]:
    return list(window.table.my_hand())


def _trick_point(table) -> QPoint:
    return scene_point(table, table.layout_.trick_zone.center())


def test_window_opens_with_a_dealt_hand(window, qtbot):
    window.start(seed=3, offer_resume=False)
    qtbot.waitUntil(lambda: not window.table.presenter.steps and not window.table.animator.busy)
    table = window.table
    mine = _my_cards(window)
    assert len(mine) == 16
    assert sorted(mine) == sorted(window.controller.match.hand_of(0))
    assert all(table.scene_.cards[c].face_up for c in mine)
    # Nobody else's card is face up before play.
    others = [c for c in range(52) if c not in mine]
    assert not any(table.scene_.cards[c].face_up for c in others)
    assert window.windowTitle() == "Sergeant Major"
    assert len(table.scene_.panels) == 3 and table.scene_.panels[0].name


def test_whole_hand_by_mouse_drags(window, qtbot):
    """Every decision of the player is made by dragging a card (or clicking a suit)."""
    seed = seed_where(lambda m: m.dealer == 0)
    window.start(seed=seed, offer_resume=False)
    table, controller = window.table, window.controller
    events: list[object] = []
    controller.event_occurred.connect(events.append)
    played = 0
    while controller.match.hand_index == 0:
        qtbot.waitUntil(lambda: table.my_turn() or controller.match.hand_index > 0,
                        timeout=10000)
        if controller.match.hand_index > 0:
            break
        phase = controller.match.phase
        legal = controller.legal_actions()
        if phase is Phase.TRUMP:
            button = table.scene_.buttons[0]
            click(table, scene_point(table, button.sceneBoundingRect().center()))
        elif phase is Phase.DISCARD:
            card = legal[0].card
            drag(table, visible_point(table, card),
                 scene_point(table, table.layout_.discard.center()))
            assert card in table.model.pile(DISCARDS)
        else:
            assert phase is Phase.PLAY
            card = legal[-1].card
            drag(table, visible_point(table, card), _trick_point(table))
            played += 1
            assert card not in controller.match.hand_of(0)
    assert played == 16
    scored = [e for e in events if isinstance(e, ev.HandScored)]
    assert len(scored) == 1 and sum(scored[0].tricks) == 16
    assert sum(scored[0].points) == 0


def test_dealer_names_trump_and_discards(window, qtbot):
    seed = seed_where(lambda m: m.dealer == 0)
    window.start(seed=seed, offer_resume=False)
    table, controller = window.table, window.controller
    wait_phase(qtbot, window, (Phase.TRUMP,))
    assert len(table.scene_.buttons) == 4  # no "no trump" under the Rulebook
    hearts = next(b for b in table.scene_.buttons if b.data(0) == 1)
    click(table, scene_point(table, hearts.sceneBoundingRect().center()))
    assert controller.match.trump == 1
    assert table.scene_.trump_sign.label and "hearts" in table.scene_.trump_sign.symbol
    before = set(controller.match.hand_of(0))
    for n in range(4):
        wait_phase(qtbot, window, (Phase.DISCARD,))
        card = _my_cards(window)[0]
        if n % 2:  # half by drag, half by double-click
            drag(table, visible_point(table, card),
                 scene_point(table, table.layout_.discard.center()))
        else:
            QTest.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton,
                              Qt.KeyboardModifier.NoModifier, visible_point(table, card))
        assert controller.match.discards[-1] == card
    # Rulebook: discard four, then the kitty comes into the hand.
    qtbot.waitUntil(lambda: controller.match.phase is Phase.PLAY)
    qtbot.waitUntil(lambda: not table.presenter.steps)
    after = set(controller.match.hand_of(0))
    assert len(after) == 16 and after - before == set(controller.match.kitty)
    assert sorted(_my_cards(window)) == sorted(after)
    # the discards are put away face down where the kitty lay (issue 26)
    assert not any(table.scene_.cards[c].face_up for c in controller.match.discards)


def test_illegal_drop_flies_back_with_the_reason(window, qtbot):
    table, controller = window.table, window.controller
    # Find a moment where the player must follow a led suit but also holds another suit.
    seed = seed_where(lambda m: m.dealer == 2)  # the player (seat 0) is eldest: leads first
    window.start(seed=seed, offer_resume=False)
    for _ in range(16):
        wait_phase(qtbot, window, (Phase.PLAY,), timeout=15000)
        match = controller.match
        legal = {a.card for a in controller.legal_actions()}
        wrong = [c for c in _my_cards(window) if c not in legal]
        if match.trick and wrong:
            break
        drag(table, visible_point(table, sorted(legal)[0]), _trick_point(table))
    else:
        pytest.fail("this deal never forced the player to follow suit: choose another seed")
    card = wrong[0]
    home = table.scene_.cards[card].pos()
    drag(table, visible_point(table, card), _trick_point(table))
    led = ("spades", "hearts", "diamonds", "clubs")[match.trick[0] // 13]
    assert window.statusBar().currentMessage() == f"You must follow {led}."
    assert card in controller.match.hand_of(0)
    assert Play(card) not in controller.match.legal_actions()
    qtbot.waitUntil(lambda: not table.animator.busy)
    assert table.scene_.cards[card].pos() == home


def test_click_then_target_and_keyboard(window, qtbot):
    """The click equivalent (select, click the target) and the keyboard one (arrows, Enter)."""
    seed = seed_where(lambda m: m.dealer == 0)
    window.start(seed=seed, offer_resume=False)
    table, controller = window.table, window.controller
    wait_phase(qtbot, window, (Phase.TRUMP,))
    table.setFocus()
    QTest.keyClick(table, Qt.Key.Key_Right)  # suit buttons: spades -> hearts
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert controller.match.trump == 1
    wait_phase(qtbot, window, (Phase.DISCARD,))
    card = _my_cards(window)[2]
    click(table, visible_point(table, card))
    assert table.player.selected == [card]
    click(table, scene_point(table, table.layout_.discard.center()))
    assert controller.match.discards == [card]
    wait_phase(qtbot, window, (Phase.DISCARD,))
    QTest.keyClick(table, Qt.Key.Key_Home)
    QTest.keyClick(table, Qt.Key.Key_Right)
    expected = _my_cards(window)[1]
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert controller.match.discards[-1] == expected
    assert Discard(expected) not in controller.match.legal_actions()


def test_resize_relayouts(window, qtbot):
    window.start(seed=4, offer_resume=False)
    table = window.table
    qtbot.waitUntil(lambda: not table.presenter.steps)
    small = table.layout_.card_w
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: table.viewport().width() > 1800)
    assert table.layout_.card_w > small * 1.3
    rect = table.sceneRect()
    for card in _my_cards(window):
        item = table.scene_.cards[card]
        assert rect.contains(item.pos()), "a card of the hand left the table"
        assert abs(item.width - table.layout_.card_w) < 0.01
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: table.viewport().width() < 1100)
    positions = [table.scene_.cards[c].pos() for c in _my_cards(window)]
    assert all(table.sceneRect().contains(p) for p in positions)
    xs = [p.x() for p in positions]
    assert xs == sorted(xs)  # still fanned left to right in the sorted order


def test_click_during_animation_finishes_it(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, monkeypatch, speed="slow")
    try:
        window.start(seed=3, offer_resume=False)
        table = window.table
        assert table.animator.busy  # the deal is under way
        click(table, QPoint(table.viewport().width() // 2, 5))
        assert not table.animator.busy and not table.presenter.steps
        mine = _my_cards(window)
        assert len(mine) == 16 and all(table.scene_.cards[c].face_up for c in mine)
        for card in mine:
            pos = table.board.place_of(table.layout_, card).pos
            assert (table.scene_.cards[card].pos() - pos).manhattanLength() < 0.5
    finally:
        close_window(window)


def test_rules_switch_no_kitty_hides_the_two_of_clubs(window, qtbot):
    rules = Rules.preset("rulebook", kitty="none")
    window.new_game(rules, window.prefs.table_opponents(), seed=2)
    table = window.table
    qtbot.waitUntil(lambda: not table.presenter.steps and not table.animator.busy)
    assert len(_my_cards(window)) == 17
    assert not table.scene_.cards[39].isVisible() or 39 in _my_cards(window)


def test_hint_marks_a_legal_choice_on_the_table(window, qtbot):
    seed = seed_where(lambda m: m.dealer == 0)
    window.start(seed=seed, offer_resume=False)
    table, controller = window.table, window.controller
    wait_phase(qtbot, window, (Phase.TRUMP,))
    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: any(b.glow for b in table.scene_.buttons), timeout=30000)
    glowing = [b.data(0) for b in table.scene_.buttons if b.glow]
    assert len(glowing) == 1 and glowing[0] in range(4)
    assert window.statusBar().currentMessage().startswith("Hint: name ")
    click(table, scene_point(table, table.scene_.buttons[0].sceneBoundingRect().center()))
    wait_phase(qtbot, window, (Phase.DISCARD,))
    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: table.player.hint_card is not None, timeout=30000)
    assert table.player.hint_card in controller.match.hand_of(0)
    hinted = table.scene_.cards[table.player.hint_card]
    assert hinted.mark == hinted.HINT


def test_resize_during_the_deal_does_not_stall(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, monkeypatch, speed="fast")
    try:
        window.start(seed=3, offer_resume=False)
        table = window.table
        assert table.animator.busy
        window.resize(1300, 800)  # every card is put in place at once, mid-flight
        qtbot.waitUntil(lambda: not table.presenter.steps and not table.animator.busy,
                        timeout=10000)
        assert len(_my_cards(window)) == 16
    finally:
        close_window(window)


def test_new_game_during_an_animation_starts_clean(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, monkeypatch, speed="slow")
    try:
        window.start(seed=3, offer_resume=False)
        table = window.table
        assert table.animator.busy and table.presenter.steps
        window.set_speed("off")
        window.new_game(Rules(), window.prefs.table_opponents(), seed=8)
        qtbot.waitUntil(lambda: not table.presenter.steps and not table.animator.busy)
        assert sorted(_my_cards(window)) == sorted(window.controller.match.hand_of(0))
        assert table.model.dealer == window.controller.match.dealer
    finally:
        close_window(window)


def test_take_then_discard_shows_the_kitty_in_the_hand(window, qtbot):
    rules = Rules.preset("traditional")
    seed = seed_where(lambda m: m.dealer == 0, rules)
    window.new_game(rules, window.prefs.table_opponents(), seed=seed)
    table, controller = window.table, window.controller
    wait_phase(qtbot, window, (Phase.TRUMP,))
    mine = _my_cards(window)
    assert len(mine) == 20 and set(controller.match.kitty) <= set(mine)
    assert all(table.scene_.cards[c].face_up for c in mine)
    assert not table.model.pile(KITTY)
    table.perform(controller.legal_actions()[3])
    for _ in range(4):
        wait_phase(qtbot, window, (Phase.DISCARD,))
        card = _my_cards(window)[-1]
        drag(table, visible_point(table, card),
             scene_point(table, table.layout_.discard.center()))
    qtbot.waitUntil(lambda: controller.match.phase is Phase.PLAY)
    assert sorted(_my_cards(window)) == sorted(controller.match.hand_of(0))
    assert len(table.model.pile(DISCARDS)) == 4


@pytest.mark.parametrize("preset", ["rulebook", "traditional"])
def test_my_discards_are_put_away_face_down_clear_of_the_trick(window, qtbot, preset):
    """Issue 26: the dealer's four discards stayed face up beside the trick for the whole
    hand, and the next card played landed on them."""
    rules = Rules.preset(preset)
    seed = seed_where(lambda m: m.dealer == 0, rules)
    window.new_game(rules, window.prefs.table_opponents(), seed=seed)
    table, controller = window.table, window.controller
    wait_phase(qtbot, window, (Phase.TRUMP,))
    table.perform(controller.legal_actions()[0])
    for made in range(4):
        wait_phase(qtbot, window, (Phase.DISCARD,))
        shown = table.model.pile(DISCARDS)
        assert len(shown) == made
        # while chosen: face up in the discard area (an undo can take them back)
        for card in shown:
            item = table.scene_.cards[card]
            assert item.face_up and table.layout_.discard.contains(item.pos())
        assert table.perform(Discard(_my_cards(window)[0]))
    qtbot.waitUntil(lambda: controller.match.phase is Phase.PLAY and not table.presenter.steps)
    table.flush()
    lay = table.layout_
    discards = table.model.pile(DISCARDS)
    assert len(discards) == 4
    for card in discards:
        item = table.scene_.cards[card]
        assert not item.face_up
        box = item.mapRectToScene(item.card_rect())
        assert not box.intersects(lay.discard)
        for seat in range(3):  # and where no trick card lands (turned a little)
            trick_card = QRectF(lay.trick[seat].x() - lay.card_w / 2,
                                lay.trick[seat].y() - lay.card_h / 2, lay.card_w, lay.card_h)
            assert not box.intersects(trick_card.adjusted(-4, -4, 4, 4))


def test_a_hint_does_not_stay_on_the_status_bar_after_the_move(window, qtbot):
    """Issue 26: "Hint: five of hearts" stayed through later discards, even once the five of
    hearts itself was discarded."""
    seed = seed_where(lambda m: m.dealer == 0)
    window.new_game(Rules(), window.prefs.table_opponents(), seed=seed)
    table, controller = window.table, window.controller
    wait_phase(qtbot, window, (Phase.TRUMP,))
    table.perform(controller.legal_actions()[0])
    wait_phase(qtbot, window, (Phase.DISCARD,))
    hinted, other = _my_cards(window)[:2]
    table.player.show_hint(Discard(hinted))
    hint = window.statusBar().currentMessage()
    assert hint.startswith("Hint")
    assert table.perform(Discard(other))
    wait_phase(qtbot, window, (Phase.DISCARD,))
    assert window.statusBar().currentMessage() != hint
