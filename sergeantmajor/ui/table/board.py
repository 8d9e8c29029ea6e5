"""The cards on the table: the model, which item stands for which slot, and where each rests.

:meth:`Board.sync` is the one way cards move: it follows the model's latest moves with the
item binding, asks each pile for its places (``geometry``) and sends only the items whose
place changed to the animator. A resize is the same call with no duration.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..card_item import CardItem
from .animator import CardPlacer
from .binding import Binding
from .geometry import HandMarks, Place, TableLayout, hand_order, pile_places
from .model import Move, Pile, TableModel, hand


class Board:
    """Owns the table model and puts the 52 card items where it says."""

    def __init__(self, cards: Sequence[CardItem], placer: CardPlacer,
                 model: TableModel) -> None:
        self.cards = cards
        self.placer = placer
        self.model = model
        self.binding = Binding()
        self.binding.reset(model)
        self.marks = HandMarks()
        self.moved = 0  # items sent moving by the last sync (the figures read it)

    def reset(self, model: TableModel, *, keep_items: bool = False) -> None:
        """Show another model (a new or resumed match): every item is bound afresh.

        ``keep_items`` (an undo): a face-down slot keeps an item from the same pile where it
        can, and the items keep their current places, so only the cards that changed fly.
        """
        self.model = model
        model.take_moves()
        self.binding.reset(model, prefer=self.binding.items if keep_items else None)
        self.marks = HandMarks()
        if not keep_items:
            self.placer.forget()

    # ------------------------------------------------------------------ queries
    def my_hand(self) -> list[int]:
        """The viewer's cards in the fan, left to right (cards set aside for a classic
        exchange are given already and wait apart)."""
        aside = self.marks.aside
        return [c for c in hand_order(self.model.my_hand(), self.model.trump) if c not in aside]

    def places(self, lay: TableLayout) -> dict[int, Place | None]:
        """Where every item rests now."""
        out: dict[int, Place | None] = {}
        for pile, items in self.binding.items.items():
            for item, place in zip(items, pile_places(lay, self.model, pile, items, self.marks),
                                   strict=True):
                out[item] = place
        return out

    def place_of(self, lay: TableLayout, card: int) -> Place | None:
        """Where the item of ``card`` rests now."""
        return self.places(lay).get(card)

    def pile_of(self, card: int) -> Pile | None:
        """The pile the item of ``card`` stands in."""
        return self.binding.pile_of(card)

    def in_my_hand(self, card: int) -> bool:
        """Whether ``card`` is in the viewer's fan (not set aside)."""
        return (self.binding.pile_of(card) == hand(self.model.viewer)
                and card not in self.marks.aside)

    # ------------------------------------------------------------------ moving
    def sync(self, lay: TableLayout, *, duration: int, stagger: int = 0,
             delay: int = 0) -> int:
        """Follow the model's new moves and send the items whose place changed.

        Staggered motions start in the order of the model's moves (a deal card by card),
        then the cards making room.
        Returns how many items were sent moving.
        """
        moves = self.model.take_moves()
        for a, b in self.binding.follow(moves):
            self.placer.swap(self.cards[a], self.cards[b])
        moved_items = [self._item_of_move(i, moves) for i in range(len(moves))]
        lead = [c for c in moved_items if c is not None]
        places = self.places(lay)
        ranked = list(dict.fromkeys([*lead, *places]))
        sent = 0
        for card in ranked:
            if card not in places:
                continue
            if self.placer.place(self.cards[card], places[card], duration=duration,
                                 delay=delay + sent * stagger):
                sent += 1
        self.moved = sent
        return sent

    def fly_back(self, lay: TableLayout, *, duration: int, stagger: int) -> int:
        """An undo: the cards fly from where they lie to the restored places, the last one
        moved first (the top card of the trick, then the tricks gathered, from the top), one
        after the other; cards only making room in a pile move at once. Returns how many."""
        places = self.places(lay)
        sent = travelling = 0
        for card in sorted(places, key=lambda c: -self.cards[c].zValue()):
            place, item = places[card], self.cards[card]
            far = place is not None and (place.pos - item.pos()).manhattanLength() > lay.card_w
            if self.placer.place(item, place, duration=duration,
                                 delay=travelling * stagger if far else 0):
                sent += 1
                travelling += far
        self.moved = sent
        return sent

    def _item_of_move(self, index: int, moves: Sequence[Move]) -> int | None:
        """The item that made move ``index`` (known cards are their own items)."""
        move = moves[index]
        card = move.after if move.after is not None else move.before
        if card is not None:
            return card
        items = self.binding.items.get(move.dst, [])
        # Placeholders arrive at the end of their pile, in move order.
        later = sum(1 for m in moves[index + 1:] if m.dst == move.dst)
        position = len(items) - 1 - later
        return items[position] if 0 <= position < len(items) else None
