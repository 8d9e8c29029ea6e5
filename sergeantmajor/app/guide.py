"""What the controller asks of a guide that runs a scripted match (the tutorial).

With a guide attached (:meth:`GameController.start_guided`), the controller asks it before it
lets the player's action through, hands every action to it to apply (so the script moves on
with the match), takes the computer players' moves from it instead of from the bots, and
tells it whenever the table has caught up. A guided match is never autosaved.
"""

from __future__ import annotations

from typing import Protocol

from ..engine import Action
from ..engine import events as ev


class Guide(Protocol):
    """The gate between the player and a scripted match."""

    def refusal(self, action: Action) -> str | None:
        """``None`` if the player may take ``action`` now, else why not (a sentence)."""

    def apply(self, action: Action) -> list[ev.Event]:
        """Apply an allowed action or the prepared move to the match; its events."""

    def player_may_act(self) -> bool:
        """Whether the script waits for the player now."""

    def next_move(self) -> Action | None:
        """The computer player's prepared move now; ``None`` when the script has none."""

    def hint(self) -> Action | None:
        """What the script teaches now (the hint in a guided match)."""

    def caught_up(self) -> None:
        """The table has shown everything so far (the guide may show its next words)."""
