"""The table's layout: everything fits from 1024x640 to full HD, for three and four players."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

import sergeantmajor.app  # noqa: F401 - applies the PySide6 reference-count guard first
from sergeantmajor.ui.table.geometry import BOTTOM, LEFT, RIGHT, TOP, compute_layout, hand_order


@pytest.mark.parametrize("size", [(1024, 610), (1280, 760), (1920, 1050), (2560, 1400)])
@pytest.mark.parametrize("players", [3, 4])
def test_everything_fits_on_the_table(size, players):
    width, height = size
    lay = compute_layout(width, height, players)
    table = QRectF(0, 0, width, height)
    for panel in lay.panels:
        assert table.contains(panel)
    # The player's biggest hand (20 cards after taking the kitty) stays on the table.
    slots = lay.hand_slots(0, 20)
    half = lay.card_w / 2
    assert slots[0][0].x() - half >= 0 and slots[-1][0].x() + half <= width
    assert slots[0][0].y() + lay.card_h / 2 <= height + lay.card_h * 0.1
    # Cards of the hand do not hide the player's badge, and the trick stays above the hand.
    hand_top = min(p.y() for p, _ in slots) - lay.card_h / 2
    assert lay.trick_zone.bottom() <= hand_top + lay.card_h * 0.25
    assert slots[0][0].x() - half >= lay.panels[0].right()
    for seat in range(1, players):
        column = lay.hand_slots(seat, 20)
        for pos, _ in column:
            assert table.contains(pos)
    assert table.contains(lay.trump_box)


@pytest.mark.parametrize("players", [3, 4])
def test_the_viewer_sits_at_the_bottom_and_the_next_to_play_on_the_left(players):
    """Whatever the seat (a friend's table seats the window anywhere, the review shows any
    seat's eyes), that seat's badge, fan and trick card are the bottom ones, and play goes
    round the table from there as on a real one: left, (across,) right."""
    base = compute_layout(1280, 760, players)
    round_table = [BOTTOM, LEFT, TOP, RIGHT] if players == 4 else [BOTTOM, LEFT, RIGHT]
    for viewer in range(players):
        lay = compute_layout(1280, 760, players, viewer=viewer)
        for step in range(players):
            seat = (viewer + step) % players
            assert lay.sides[seat] == round_table[step]
            # the places are those of the seat that sits there when seat 0 is the viewer
            assert lay.panels[seat] == base.panels[step]
            assert lay.trick[seat] == base.trick[step]
            assert lay.hand_slots(seat, 16) == base.hand_slots(step, 16)


def test_bigger_window_bigger_cards():
    assert compute_layout(1920, 1050).card_w > compute_layout(1024, 610).card_w * 1.4


def test_hand_order_alternates_colours_and_puts_trumps_last():
    cards = [0, 5, 13, 20, 26, 30, 39, 45]  # two of each suit: S H D C
    suits = [c // 13 for c in hand_order(cards, None)]
    assert suits == [0, 0, 1, 1, 3, 3, 2, 2]  # black, red, black, red
    suits = [c // 13 for c in hand_order(cards, 0)]  # spades trump
    assert suits[-2:] == [0, 0]
    colours = ["red" if s in (1, 2) else "black" for s in suits[:-2]]
    assert all(a != b for a, b in zip(colours[::2], colours[2::2], strict=False))
    ranks = [c % 13 for c in hand_order([13, 25, 18], None)]
    assert ranks == [12, 5, 0]  # high to low within a suit


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4])
def test_cards_flying_to_the_player_in_an_exchange_leave_the_prompt_free(size, players):
    from sergeantmajor.engine import Rules
    from sergeantmajor.ui.table.geometry import HandMarks, pile_places
    from sergeantmajor.ui.table.model import TableModel, flight

    lay = compute_layout(*size, players)
    rules = Rules(players=players, targets="5-3-2-2" if players == 4 else "8-5-3")
    model = TableModel.new(rules, 0)
    places = pile_places(lay, model, flight(0), [0, 1], HandMarks())
    prompt = QRectF(lay.centre.x() - lay.width * 0.3, lay.prompt.y() - lay.card_h * 0.2,
                    lay.width * 0.6, max(22.0, lay.card_h * 0.19))  # as the scene sets it
    for place in places:
        assert place is not None
        card = QRectF(place.pos.x() - lay.card_w / 2, place.pos.y() - lay.card_h / 2,
                      lay.card_w, lay.card_h)
        assert not card.intersects(prompt), (card, prompt)


@pytest.mark.parametrize("width", [640, 680, 700, 730, 760, 800, 1024])
def test_four_players_on_a_narrow_table_the_trump_sign_has_room_for_its_words(qapp, width):
    """Issue 26: from the smallest window to about 760 px, the sign was squeezed between the
    badges across and on the right, its words cut ("rump ♣ club")."""
    from sergeantmajor.app import i18n
    from sergeantmajor.ui.table import texts
    from sergeantmajor.ui.table.scene_items import TrumpSign

    lay = compute_layout(width, 400, 4)
    sign = lay.trump_box
    assert QRectF(0, 0, width, 400).contains(sign)
    for seat, panel in enumerate(lay.panels):
        assert not sign.intersects(panel), (seat, sign, panel)
        for other in lay.panels[seat + 1:]:
            assert not panel.intersects(other)
    item = TrumpSign()
    item.set_rect(sign)
    try:
        for language in ("en", "es", "bg"):
            i18n.install_language(language)
            for suit in range(4):
                item.label, item.symbol = texts.trump_sign(suit)
                assert not item.overflow(), (language, item.text(), width)
                # and never below 10 px, on the smallest table too (a badge's lines are 11)
                font = item.text_font()
                assert font.pixelSize() >= 10, (language, item.text(), font.pixelSize())
    finally:
        i18n.install_language("en")
