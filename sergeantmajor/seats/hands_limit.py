""""Stop after N hands": the one count of hands played that a demo, an autoplay or a soak
stops at (no Qt).

:class:`HandsLimit` watches a match's events (as a :class:`~.runner.MatchRunner` watcher, or
fed from a table's port) and calls ``stop`` once: at the end of the N-th hand, or at the
match's end if that comes first.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import events as ev


class HandsLimit:
    """Calls ``stop`` once ``hands`` hands are scored, or when the match ends before."""

    def __init__(self, hands: int, stop: Callable[[], None]) -> None:
        self.hands = hands
        self.played = 0
        self.reached = False
        self._stop = stop

    def observe(self, event: ev.Event) -> None:
        """One event of the match (redacted or not: only scores and the end count)."""
        if self.reached:
            return
        if isinstance(event, ev.HandScored):
            self.played += 1
        if self.played >= self.hands or isinstance(event, ev.MatchOver):
            self.reached = True
            self._stop()
