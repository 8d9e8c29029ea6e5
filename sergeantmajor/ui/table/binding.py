"""Which card item stands for which slot of the table model (no Qt).

There is one item per card for the whole match. A known slot is shown by its own card's
item; a placeholder (a face-down card the viewer does not know) by any item whose card the
model does not place anywhere. The binding follows the model's :class:`~.model.Move` list,
so the item that moves is the one that was in the pile it left.

When a hidden card is revealed (an opponent plays it) its own item may be standing in for a
placeholder elsewhere (say in the kitty). Then the two items trade places at once, unseen,
since both show their backs (:meth:`Binding.follow` returns those swaps): the revealed card
then flies from the pile it really left.
"""

from __future__ import annotations

from collections.abc import Iterable

from .model import Move, Pile, TableModel


class Binding:
    """Card items per pile, mirroring the model's slots."""

    def __init__(self) -> None:
        self.items: dict[Pile, list[int]] = {}

    def reset(self, model: TableModel, prefer: dict[Pile, list[int]] | None = None) -> None:
        """Bind every slot afresh (a new or resumed match).

        ``prefer``: the binding so far (an undo); a face-down slot then takes a free item
        that already stood in the same pile, so hidden cards do not trade places for nothing.
        """
        known = {s for slots in model.piles.values() for s in slots if s is not None}
        free = [c for c in range(52) if c not in known]
        taken: set[int] = set()
        wanted: dict[Pile, list[int]] = {}
        for pile, slots in model.piles.items():
            hidden = sum(1 for s in slots if s is None)
            mine = [c for c in (prefer or {}).get(pile, []) if c in free and c not in taken]
            wanted[pile] = mine[:hidden]
            taken.update(wanted[pile])
        rest = [c for c in free if c not in taken]
        self.items = {}
        for pile, slots in model.piles.items():
            own = wanted[pile]
            self.items[pile] = [s if s is not None else (own.pop(0) if own else rest.pop(0))
                                for s in slots]

    def follow(self, moves: Iterable[Move]) -> list[tuple[int, int]]:
        """Apply the model's moves; return the pairs of items that must trade places first."""
        swaps: list[tuple[int, int]] = []
        for move in moves:
            src = self.items[move.src]
            if move.before is not None:
                item = move.before
                src.remove(item)
            elif move.after is not None and move.after in src:
                item = move.after
                src.remove(item)
            elif move.after is not None:
                item = move.after
                stand_in = src.pop()
                pile, index = self.locate(item)
                self.items[pile][index] = stand_in
                swaps.append((item, stand_in))
            else:
                item = src.pop()
            self.items[move.dst].append(item)
        return swaps

    def locate(self, item: int) -> tuple[Pile, int]:
        """The pile and position of ``item``."""
        for pile, items in self.items.items():
            if item in items:
                return pile, items.index(item)
        raise KeyError(item)

    def pile_of(self, item: int) -> Pile | None:
        """The pile ``item`` stands in, if any."""
        for pile, items in self.items.items():
            if item in items:
                return pile
        return None
