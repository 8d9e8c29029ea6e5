"""What a table needs from whatever feeds it, and nothing else: the table's one way in.

The table (:class:`~sergeantmajor.ui.table.view.TableView`) shows one seat's eyes. It is fed
seat views and redacted events through these signals and gives the player's actions back
through :meth:`TablePort.act`; it never sees a :class:`~sergeantmajor.engine.Match`. Three
sources feed it:

- the window's own game (:class:`~.controller.GameController`: the player, the computer
  players, the tutorial's script, all behind one turn loop);
- a recorded match under review (:class:`ReplayPort`: nobody acts, the review steps it);
- a table on a server (the network client's port: the seat's view and events as they arrive).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ..engine import Action, Rules
from ..engine import events as ev
from ..seats import Seat
from . import words
from .current_game import Tally

if TYPE_CHECKING:
    from ..engine.view import SeatView
    from .current_game import WindowGame
    from .score_model import ScoreModel


class TablePort(QObject):
    """The signals a table listens to and the few calls it makes (a source that never lets
    anyone act: a subclass that does overrides :meth:`is_human_turn` and :meth:`act`)."""

    match_started = Signal(object)  # a new or resumed position: the viewer's SeatView
    match_restored = Signal(object)  # the position went back (undo): the viewer's SeatView
    event_occurred = Signal(object)  # one engine event, redacted for the viewer's seat
    human_turn = Signal(object)  # the player has a decision to make: their SeatView
    bot_thinking = Signal(int)  # another seat started deciding
    hint_ready = Signal(object)  # a suggested Action for the player
    undo_changed = Signal()  # whether undo or redo is possible may have changed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seats: list[Seat] = []  # who sits where, seat 0 first ("" names: the defaults)
        self.human: int | None = 0  # the player's seat (None: nobody plays, a demo)
        self.stop_after_hands: int | None = None  # autoplay stops after this many hands
        self.pace = "normal"  # the animation speed, which other seats' moves follow
        # What the match's result suggests next: "new-game" (Game ▸ New game), or
        # "leave-table" (a table with friends: leaving it brings the window's own match back).
        self.after_match = "new-game"

    @property
    def viewer(self) -> int:
        """The seat whose cards the table shows face up."""
        return 0 if self.human is None else self.human

    def set_presenter(self, attached: bool) -> None:
        """Whether a table animates the events (then the source waits for
        :meth:`view_caught_up` before anyone else moves)."""

    def view_caught_up(self) -> None:
        """The table has shown every event so far."""

    def is_human_turn(self) -> bool:
        """Whether the player may act now."""
        return False

    def act(self, action: Action | None) -> str | None:
        """The player takes ``action``; ``None`` if taken, else why not (a sentence)."""
        return words.illegal_reason("not-your-turn")


class ReplayPort(TablePort):
    """A recorded match seen through one seat: events are fed in by whoever steps through it
    (the review window); nobody acts.

    ``player`` is the seat of the person who played the match (``None``: computer players
    only), whom the table's sentences speak to ("You take the trick"); the seat the table is
    seen from is the model's and the events' business, not this one's.
    """

    def __init__(self, seats: list[Seat], player: int | None,
                 parent: QObject | None = None, *, rules: Rules | None = None) -> None:
        super().__init__(parent)
        self.seats = seats
        self.human = player
        self.rules = rules

    def feed(self, events: list[ev.Event]) -> None:
        """Show ``events`` (already redacted for the viewer) on the table, animated."""
        for event in events:
            self.event_occurred.emit(event)

    # What a window asks of the game on its table (:class:`~.current_game.WindowGame`): a
    # replay has no position of its own to play on (whoever steps it keeps the record).
    def has_match(self) -> bool:
        """Never: nobody plays a replay."""
        return False

    def view(self) -> SeatView:
        """A replay has no live position (:meth:`has_match` is ``False``)."""
        raise LookupError("a replay has no position of its own")

    def fill_scores(self, model: ScoreModel, names: list[str]) -> None:
        """No hand is scored in a replay's own match: an empty sheet."""
        model.fill(names, [], (), False)

    def request_hint(self) -> bool:
        """Nobody acts, so no hint."""
        return False

    def record(self) -> dict[str, Any] | None:
        """Nothing of its own to save (the reviewer holds the record)."""
        return None

    def can_undo(self) -> bool:
        """Nobody decided anything here."""
        return False

    def undo(self) -> bool:
        """Nothing to take back."""
        return False

    def can_redo(self) -> bool:
        """Nothing to make again."""
        return False

    def redo(self) -> bool:
        """Nothing to make again."""
        return False

    def replaceable(self) -> bool:
        """Any match may take a replay's place."""
        return True

    def tally(self) -> Tally:
        """A replay is not one of the player's matches."""
        return Tally(None)


if TYPE_CHECKING:
    def _a_replay_is_a_window_game(port: ReplayPort) -> WindowGame:
        return port  # mypy checks ReplayPort against the protocol here
