"""What the review's table shows at a position of a record (no Qt).

The review uses the game's own :class:`TableModel`: built from the seat view the cursor gives
(:meth:`TableModel.from_view`), exactly as a resumed match is. "Show all hands" then fills the
placeholders of the other hands, the kitty and the discards with the cards the record says lie
there (:meth:`ReplayCursor.open_cards`), so every card of a hand shows its face.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.replay_cursor import ReplayCursor
from ...net.seat_record import SeatReplay
from ..table.model import DISCARDS, FACE_UP_KINDS, KITTY, Pile, Slot, TableModel, hand


class OpenTableModel(TableModel):
    """A table model whose known cards all show their faces: other hands and the kitty too
    ("show all hands"; in play those slots are never known, so the game's model keeps them
    face down)."""

    def face_up(self, pile: Pile, slot: Slot) -> bool:
        return slot is not None and (pile.kind in FACE_UP_KINDS or pile.kind == "kitty")


def player_seat(players: Sequence[dict[str, str]]) -> int | None:
    """The seat of the person who played the recorded match (its first human seat), or
    ``None`` for a match of computer players: the review speaks to that seat as "you"."""
    return next((s for s, p in enumerate(players) if p.get("kind") == "human"), None)


def review_model(cursor: ReplayCursor | SeatReplay, seat: int,
                 show_all: bool = False) -> TableModel:
    """The table model of ``seat`` at the cursor's position (every card known if ``show_all``;
    a seat record knows only its seat's cards)."""
    if not show_all or isinstance(cursor, SeatReplay):
        return TableModel.from_view(cursor.view(seat))
    model = OpenTableModel.from_view(cursor.view(seat))
    fill_open_cards(model, cursor)
    return model


def fill_open_cards(model: TableModel, cursor: ReplayCursor) -> None:
    """Put the true cards in the model's placeholders of hands, kitty and discards."""
    cards = cursor.open_cards()
    for s in range(model.players):
        if s != model.viewer:
            assert len(model.piles[hand(s)]) == len(cards.hands[s])
            model.piles[hand(s)] = list[Slot](sorted(cards.hands[s]))
    if not cards.kitty_taken:
        model.piles[KITTY] = list(cards.kitty)
    if len(model.piles[DISCARDS]) == len(cards.discards):
        model.piles[DISCARDS] = list(cards.discards)
