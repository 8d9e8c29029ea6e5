"""Nothing on top of anything: the zones of the table never overlap, through two whole hands
(the second with an exchange).

At 1024x640 and 1920x1080, for three and four players, the window plays two hands (the
player decides by the first legal action, the computer players answer); whenever the table
has caught up (after every move of any seat), the bounding boxes of the different zones are
taken from the scene's real items: each seat's badge, each hand, the kitty, the trick, the
discards, each won-tricks pile, cards in flight, the buttons and the prompt. No two boxes of
different zones may intersect.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from ui_helpers import close_window, make_window, seed_where

from sergeantmajor.app.controller import Seat
from sergeantmajor.engine import Phase, Rules
from sergeantmajor.ui.table.view import TableView

SLACK = 1.0  # boxes that merely touch do not overlap


def zones(table: TableView) -> dict[str, QRectF]:
    """The bounding box of every zone that shows something now."""
    scene = table.scene_
    out: dict[str, QRectF] = {}
    for seat, panel in enumerate(scene.panels):
        out[f"badge {seat}"] = panel.mapRectToScene(panel.rect)  # not its glow
    for pile, items in table.board.binding.items.items():
        if pile.kind in ("deck", "out") or not items:
            continue
        boxes = [scene.cards[i].mapRectToScene(scene.cards[i].card_rect()) for i in items
                 if scene.cards[i].isVisible()]  # the card itself, not its shadow
        if not boxes:
            continue
        name = pile.kind if pile.seat is None or pile.kind in ("trick", "discards", "kitty") \
            else f"{pile.kind} {pile.seat}"
        box = out.get(name, QRectF())
        for b in boxes:
            box = box.united(b) if not box.isNull() else b
        out[name] = box
    buttons = QRectF()
    for button in scene.buttons:
        r = button.sceneBoundingRect()
        buttons = buttons.united(r) if not buttons.isNull() else r
    if not buttons.isNull():
        out["buttons"] = buttons
    pill = scene.prompt.pill()
    if not pill.isNull():
        out["prompt"] = scene.prompt.mapRectToScene(pill)
    return out


def overlaps(boxes: dict[str, QRectF]) -> list[str]:
    found = []
    for (a, ra), (b, rb) in itertools.combinations(boxes.items(), 2):
        inter = ra.intersected(rb)
        if inter.width() > SLACK and inter.height() > SLACK:
            found.append(f"{a} {ra.getRect()} x {b} {rb.getRect()}")
    return found


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4])
def test_no_zone_overlaps_another_through_a_whole_hand(qtbot, tmp_path, monkeypatch, size,
                                                         players):
    window = make_window(qtbot, tmp_path, monkeypatch, size=size)
    try:
        table, c = window.table, window.controller
        rules = Rules(players=players, targets="5-3-2-2" if players == 4 else "8-5-3")
        # the player deals: the kitty, the suit buttons and the discards are theirs to see
        seed = seed_where(lambda m: m.phase is Phase.TRUMP and m.current_player() == 0, rules)
        seats = [Seat("Me", "human")] + [Seat(f"Bot {i}", "bot:basic")
                                         for i in range(1, players)]
        c.new_match(rules, seats, seed=seed)
        problems: list[str] = []
        seen_phases: set[str] = set()
        caught_up = [0]

        def look() -> None:  # also whenever the table has shown the computer players' moves
            caught_up[0] += 1
            problems.extend(f"shown: {p}" for p in overlaps(zones(table)))

        table.caught_up.connect(look)
        while c.match.hand_index < 2:  # the first hand, and the second with its exchange
            qtbot.waitUntil(lambda: table.my_turn() or c.match.hand_index > 1, timeout=20000)
            if c.match.hand_index > 1:
                break
            seen_phases.add(c.match.phase.value)
            problems += [f"{c.match.phase.value}: {p}" for p in overlaps(zones(table))]
            assert table.perform(c.legal_actions()[0])
        assert {"trump", "discard", "play"} <= seen_phases and caught_up[0] > 20
        assert not problems, "\n".join(dict.fromkeys(problems))
    finally:
        close_window(window)
