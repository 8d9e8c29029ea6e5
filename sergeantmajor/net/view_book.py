"""A client's view of its seat in wire form, kept whole from what the server sends (no Qt).

``state`` and ``turn`` carry the receiver's whole view; ``events`` carries either the whole
view after them or only the fields of the view that changed (docs/PROTOCOL.md): the view
after them is then the view before with those fields replaced. :class:`ViewBook` keeps the
last whole view, so a client always has one to decode (:func:`~.wire.view_from_wire`) and
to keep in its record of the match.
"""

from __future__ import annotations

from typing import Any

from . import protocol as p


class ViewBook:
    """The receiver's last whole view (wire form)."""

    def __init__(self) -> None:
        self.view: dict[str, Any] | None = None
        self.seq = -1  # the decisions made when it was the view

    def whole(self, seq: int, view: dict[str, Any]) -> dict[str, Any]:
        """A ``state`` or ``turn`` gave the whole view after ``seq`` decisions."""
        self.view, self.seq = view, seq
        return view

    def after(self, message: p.Events) -> dict[str, Any] | None:
        """The whole view after ``message``'s events (``None``: it has none, as for a
        connection that joined in between; or changes came with no view to apply them to)."""
        if message.view is not None:
            return self.whole(message.seq, message.view)
        if message.changes is None or self.view is None:
            return None
        if message.seq < self.seq:  # older than the view held (a spectator's late events)
            return self.view
        self.view, self.seq = {**self.view, **message.changes}, message.seq
        return self.view


__all__ = ["ViewBook"]
