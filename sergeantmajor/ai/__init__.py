"""Computer players. They see only a :class:`~sergeantmajor.engine.view.SeatView` (no Qt)."""

from .base import Bot, make_bot

__all__ = ["Bot", "make_bot"]
