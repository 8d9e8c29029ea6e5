"""A lesson's seats on the window's own game: the tutorial owns its match and the window's
turn loop runs it.

:meth:`TutorialGuide.put_on` gives the controller the lesson's match with its own occupants
(:meth:`~sergeantmajor.app.controller.GameController.start_aside`): the player
(:class:`LessonPlayer`), offered a turn only when the script waits for them and let through
only what the step teaches, and the computer players (:class:`ScriptedSeat`), making the
script's prepared moves at a bot's pace. The script follows every decision the match takes
(:meth:`~sergeantmajor.tutorial.TutorialSession.follow`, a follower of the turn loop).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...ai.base import Bot
from ...app.controller import SAID, GameController, Seat
from ...engine import Action, IllegalActionError
from ...engine.view import SeatView
from ...seats import OfferedSeat, PassiveAgent, Think, Turn
from ...tutorial import SessionState, TutorialSession
from ...tutorial.markers import Text
from ...tutorial.script import Refusal


def tr_text(text: Text) -> str:
    """A tutorial sentence in the language in force."""
    return QCoreApplication.translate(text.context, text.source)


class LessonPlayer(OfferedSeat):
    """The player in a lesson: offered a turn only when the script waits for them, and held
    to what the step teaches (a refusal is the lesson's own sentence)."""

    def __init__(self, session: TutorialSession, offer: Callable[[Turn], None],
                 refused: Callable[[Refusal], None]) -> None:
        super().__init__(offer)
        self._session = session
        self._refused = refused

    def decide(self, turn: Turn) -> None:
        if self._session.state is SessionState.HUMAN:
            super().decide(turn)

    def answer(self, action: Action) -> IllegalActionError | None:
        refusal = self._session.check(action)
        if refusal is not None:
            self._refused(refusal)
            return IllegalActionError(tr_text(refusal.rule), rule=SAID)
        return super().answer(action)


class _Prepared(Bot):
    """A computer player whose move is already chosen (the script's)."""

    def __init__(self, move: Action) -> None:
        super().__init__(None)
        self.move = move

    def choose(self, view: SeatView) -> Action:
        return self.move


class ScriptedSeat(PassiveAgent):
    """A computer player of a lesson: it makes the script's prepared move, thought about as
    a bot's (``think``: the window's pace); with no move prepared, the lesson waits."""

    def __init__(self, session: TutorialSession, think: Think) -> None:
        self._session = session
        self._think = think

    def decide(self, turn: Turn) -> None:
        move = self._session.next_bot_move()
        if move is not None:
            self._think(_Prepared(move), turn.view, turn.answer)


class TutorialGuide(QObject):
    """The lesson of ``session`` on the window's table."""

    refused = Signal(object)  # the Refusal of the player's last action

    def __init__(self, session: TutorialSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session

    def put_on(self, controller: GameController, seats: list[Seat]) -> None:
        """Show the scene's match on ``controller``'s table and go on with the lesson's seats
        (the player at seat 0)."""
        session = self.session
        assert session.match is not None, "no lesson in progress"
        person = LessonPlayer(session, controller.offer, self.refused.emit)
        others = [ScriptedSeat(session, controller.think) for _ in seats[1:]]
        controller.start_aside(session.match, seats, person, others, follow=session.follow,
                               hint=self.hint)

    def hint(self) -> Action | None:
        """What the step teaches (the hint in a lesson)."""
        remaining = self.session.remaining()
        return remaining[0] if remaining else None
