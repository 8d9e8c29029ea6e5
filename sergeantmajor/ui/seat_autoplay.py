"""A computer player decides for the player's seat on the table, as a person would.

A demo at a table with friends (``--join … --autoplay N``) and the soak's whole hands
(``sergeantmajor soak --hands N``) let a bot take the player's decisions. :class:`SeatAutoplay`
is that seat's occupant on the client side: each turn the table is offered becomes a
:func:`~sergeantmajor.seats.client_turn` answered by a :class:`~sergeantmajor.seats.BotSeat`.
The bot thinks once the table shows the turn (it has caught up, as a person waits for the
cards to land), from the event loop, never inside a signal; its choice goes back through the
table's own gesture (``TableView.perform``), exactly as a drop or a click would.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from ..ai.base import Bot
from ..engine import Action, IllegalActionError
from ..engine.view import SeatView
from ..seats import BotSeat, client_turn
from ..seats.bots import safe_choice

if TYPE_CHECKING:
    from ..app.online_game import OnlineGame
    from ..seats import HandsLimit
    from .table.view import TableView


class SeatAutoplay(QObject):
    """``bot`` answers every turn :meth:`offered` to the player on ``table``."""

    def __init__(self, bot: Bot, table: TableView, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat = BotSeat(bot, self._think_when_shown)
        self._table = table
        self._pending: tuple[SeatView, Callable[[], object]] | None = None
        # after the table's own caught-up handling (it shows a held offer, then lets the
        # game go on): never inside it. A method, not a lambda: Qt lets go of it when this
        # object goes (a window that left a table with friends keeps its table).
        table.caught_up.connect(self._caught_up)

    def _caught_up(self) -> None:
        QTimer.singleShot(0, self, self._go)

    def offered(self, view: SeatView, number: int = 0) -> None:
        """The player was offered a decision on ``view`` (its ``number``, where known)."""
        self.seat.decide(client_turn(view, number, self._send))

    def _think_when_shown(self, bot: Bot, view: SeatView,
                          answer: Callable[[Action], IllegalActionError | None]) -> None:
        self._pending = (view, lambda: answer(safe_choice(bot, view)))
        QTimer.singleShot(0, self, self._go)

    def _go(self) -> None:
        """Decide if the table shows the turn the bot was offered (else wait for it)."""
        pending, offer = self._pending, self._table.player.offer
        if pending is None or offer is None or offer.view is not pending[0]:
            return
        if self._table.my_turn():
            self._pending = None
            pending[1]()

    def _send(self, action: Action) -> IllegalActionError | None:
        if self._table.perform(action):
            return None
        return IllegalActionError(f"{action.text()} was not taken", rule="not-your-turn")


def demo_at_table(game: OnlineGame, table: TableView, hands: int,
                  stop: Callable[[], None]) -> HandsLimit:
    """A demo at a table with friends (``--join … --autoplay N``): a computer player takes the
    seat's turns through ``table``, and ``stop`` is called after ``hands`` hands (or at the
    match's end); the count, which the caller keeps."""
    from ..seats import HandsLimit
    from ..seats.bots import DeferredBot

    limit = HandsLimit(hands, stop)
    game.event_occurred.connect(limit.observe)
    player = SeatAutoplay(DeferredBot("normal", 0), table, game)
    game.human_turn.connect(lambda view: player.offered(view, game.seq))
    return limit
