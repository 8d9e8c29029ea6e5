"""The game on the window's table, and the one switch that changes it (Qt, no widgets).

Three sources can feed the window's table: its own match (:class:`~.controller.GameController`),
a seat at a table with friends (:class:`~.online_game.OnlineGame`) and a recorded match
(:class:`~.table_port.ReplayPort`). Each is a :class:`WindowGame`: the table's signals plus what
the window asks of a game (its view, its record, undo, a hint, its score rows, how the
statistics count it). :class:`CurrentGame` holds the one on the table. Everything in the window
that follows the game (the table, the score sheet, the statistics, the cards seen, the menus,
the review) connects to the relay once; :meth:`CurrentGame.switch` is the window's only
connect and disconnect when the game changes, so a visit to a friends' table can leave no
connection behind.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

if TYPE_CHECKING:
    from ..engine import Rules
    from ..engine.view import SeatView
    from ..seats import Seat
    from .score_model import ScoreModel


@dataclass(frozen=True)
class Tally:
    """How the statistics count a match a game has just put on the table.

    ``view`` is ``None`` for a match that is not counted (a lesson, a replay); ``record`` the
    match record so far (``None`` at a table with friends, whose record the server keeps:
    ``friends`` names the table and seat instead).
    """

    view: SeatView | None
    record: dict[str, Any] | None = None
    seats: list[Seat] = field(default_factory=list)
    human: int | None = None
    resumed: bool = False
    friends: str | None = None


class WindowGame(Protocol):
    """What the window asks of any game on its table: the table's signals, plus these."""

    @property
    def match_started(self) -> SignalInstance:
        """A new or resumed position (the viewer's SeatView)."""

    @property
    def match_restored(self) -> SignalInstance:
        """The position went back or jumped (the viewer's SeatView)."""

    @property
    def event_occurred(self) -> SignalInstance:
        """One engine event, redacted for the viewer's seat."""

    @property
    def human_turn(self) -> SignalInstance:
        """The player has a decision to make (their SeatView)."""

    @property
    def undo_changed(self) -> SignalInstance:
        """Whether undo or redo is possible may have changed."""

    seats: list[Seat]
    human: int | None

    @property
    def rules(self) -> Rules | None:
        """The rules of the match (``None`` before there is one)."""

    def view(self) -> SeatView:
        """What the player's seat may see now (only while :meth:`has_match`)."""

    def has_match(self) -> bool:
        """Whether a match is on the table (finished or not)."""

    def fill_scores(self, model: ScoreModel, names: list[str]) -> None:
        """Refill the score sheet's rows from the hands scored so far."""

    def request_hint(self) -> bool:
        """Ask for the strongest bot's advice (it comes as ``hint_ready``); ``False`` if no
        hint can be given now."""

    def record(self) -> dict[str, Any] | None:
        """The record to save or review (``None``: nothing to save yet)."""

    def can_undo(self) -> bool:
        """Whether the player's last decision can be taken back."""

    def undo(self) -> bool:
        """Take it back; whether anything was taken back."""

    def can_redo(self) -> bool:
        """Whether taken-back moves wait to be made again."""

    def redo(self) -> bool:
        """Make them again; whether anything was made."""

    def replaceable(self) -> bool:
        """Whether another match (a new game, an opened or dropped record, a lesson, a deal
        played again) may take this one's place: not at a table with friends, whose match
        is everyone's."""

    def tally(self) -> Tally:
        """How the statistics count the match this game has just put on the table."""


class CurrentGame(QObject):
    """The game on the window's table, relayed: connect to this once, never to a game."""

    changed = Signal(object)  # another WindowGame is on the table now
    match_started = Signal(object)  # the game's, relayed (the viewer's SeatView)
    match_restored = Signal(object)
    event_occurred = Signal(object)
    undo_changed = Signal()

    def __init__(self, game: WindowGame, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._bind(game, True)

    @property
    def game(self) -> WindowGame:
        """The game on the table now."""
        return self._game

    def switch(self, game: WindowGame) -> None:
        """Put ``game`` on the table: the relay follows it, and everyone hears ``changed``."""
        if game is self._game:
            return
        self._bind(self._game, False)
        self._game = game
        self._bind(game, True)
        self.changed.emit(game)
        self.undo_changed.emit()

    def _bind(self, game: WindowGame, on: bool) -> None:
        pairs = ((game.match_started, self.match_started),
                 (game.match_restored, self.match_restored),
                 (game.event_occurred, self.event_occurred),
                 (game.undo_changed, self.undo_changed))
        for theirs, ours in pairs:
            if on:
                theirs.connect(ours)
            else:
                theirs.disconnect(ours)
