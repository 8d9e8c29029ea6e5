"""The cards-seen panel against the engine's cards played, what the player may know, the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from ui_helpers import play_out_hand_with_bots

from sergeantmajor.ai.base import make_bot
from sergeantmajor.app.cards_seen import cards_seen
from sergeantmajor.engine import Match, Phase, Rules
from sergeantmajor.engine.cards import deck, mask_of
from sergeantmajor.engine.view import seat_view


def _check(match: Match, seat: int) -> None:
    view = seat_view(match, seat)
    seen = cards_seen(view)
    played = set()
    for _, _, cards in match.completed_tricks:
        played.update(cards)
    played.update(match.trick)
    listed = {c for s in seen.suits for c in s.played}
    assert listed == played  # exactly the engine's cards played in this hand
    mine = {c for s in seen.suits for c in s.mine}
    assert mine == set(match.hand_of(seat))
    aside = {c for s in seen.suits for c in s.aside}
    assert aside == (set(match.discards) if seat == match.dealer else set())
    out = {c for s in seen.suits for c in s.out}
    everything = set(deck(without_two_of_clubs=not match.rules.has_kitty))
    assert out == everything - played - mine - aside
    assert not (mask_of(out) & match.hands[seat])
    for s in seen.suits:  # a holder is named only for a card the player handed over
        for card, holder in s.holders.items():
            # It went to that seat, which holds it still or (as dealer) put it aside unseen.
            assert match.hands[holder] >> card & 1 or (holder == match.dealer
                                                        and card in match.discards)
            handed = [x for x in view.exchanges if x.given is not None
                      and ((x.up == seat and card in x.given)
                           or (x.down == seat and card in x.back))]
            assert handed
    if match.trump is not None and match.trump != 4:
        assert seen.trumps_out == sum(1 for c in out if c // 13 == match.trump)


@pytest.mark.parametrize("preset", ["rulebook", "casual"])
def test_panel_model_follows_the_engine_through_whole_hands(preset):
    match = Match(Rules.preset(preset), 21)
    bots = [make_bot("basic", s) for s in range(3)]
    checked_holders = 0
    while match.hand_index < 3 and not match.is_terminal():
        seat = match.current_player()
        match.apply(bots[seat].choose(seat_view(match, seat)))
        for viewer in range(3):
            _check(match, viewer)
        checked_holders += sum(len(s.holders) for s in cards_seen(seat_view(match, 0)).suits)
    assert checked_holders  # the exchanges gave the player known holders to show



def test_panel_is_off_by_default_toggles_by_menu_and_key_and_follows_live(window, qtbot):
    panel = window.cards_seen
    assert not panel.isVisible() and not window.menus.seen_action.isChecked()
    match = Match(Rules(), 4)
    play_out_hand_with_bots(match)
    # Computer players at every seat (seat 0 is still the one whose view is shown).
    window.controller.resume(match, [{"name": "", "kind": "bot:basic"},
                                     {"name": "Ana", "kind": "bot:basic"},
                                     {"name": "Boris", "kind": "bot:basic"}])
    window.menus.seen_action.trigger()
    assert panel.isVisible()
    assert window.prefs.value("view/cards_seen") in (True, "true")
    qtbot.waitUntil(lambda: window.controller.match.phase is Phase.PLAY
                    and len(window.controller.match.completed_tricks) >= 2, timeout=20000)
    text = panel.label.text()
    assert "Still out" in text and "Played" in text
    view = window.controller.view()
    assert panel.seen is not None
    assert {c for s in panel.seen.suits for c in s.played} == {
        c for c in range(52) if view.played_mask >> c & 1}
    window.table.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_C)
    assert not panel.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_C)
    assert panel.isVisible()


@pytest.mark.parametrize(("code", "title", "word"), [("es", "Cartas vistas", "Jugadas"),
                                                     ("bg", "Видени карти", "Изиграни")])
def test_panel_speaks_the_players_language(window, qtbot, code, title, word):
    from sergeantmajor.app import i18n

    window.controller.resume(Match(Rules(), 8), [{"name": "", "kind": "human"},
                                                 {"name": "Ana", "kind": "bot:basic"},
                                                 {"name": "Boris", "kind": "bot:basic"}])
    window.cards_seen.show()
    try:
        i18n.install_language(code)
        qtbot.waitUntil(lambda: window.cards_seen.windowTitle() == title)
        window.cards_seen.refresh()
        assert word in window.cards_seen.label.text()
    finally:
        i18n.install_language("en")
        qtbot.waitUntil(lambda: window.cards_seen.windowTitle() == "Cards seen")
