"""The tutorial session as the controller's :class:`~sergeantmajor.app.guide.Guide`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...engine import Action
from ...engine import events as ev
from ...tutorial import SessionState, TutorialSession
from ...tutorial.markers import Text


def tr_text(text: Text) -> str:
    """A tutorial sentence in the language in force."""
    return QCoreApplication.translate(text.context, text.source)


class TutorialGuide(QObject):
    """Lets through only what the lesson's step teaches and plays the prepared moves."""

    refused = Signal(object)  # the Refusal of the player's last action
    shown = Signal()  # the table has caught up: the panel may show the session's state

    def __init__(self, session: TutorialSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session

    def refusal(self, action: Action) -> str | None:
        """``None`` if the step accepts ``action``, else the rule's sentence (translated)."""
        refusal = self.session.check(action)
        if refusal is None:
            return None
        self.refused.emit(refusal)
        return tr_text(refusal.rule)

    def apply(self, action: Action) -> list[ev.Event]:
        """Apply the accepted action or the prepared move; the script moves on."""
        return self.session.apply(action)

    def player_may_act(self) -> bool:
        return self.session.state is SessionState.HUMAN

    def next_move(self) -> Action | None:
        return self.session.next_bot_move()

    def hint(self) -> Action | None:
        remaining = self.session.remaining()
        return remaining[0] if remaining else None

    def caught_up(self) -> None:
        self.shown.emit()
