"""The tutorial in the window: lessons on the real table, run by the window's own turn loop.

The runner owns the :class:`~sergeantmajor.tutorial.TutorialSession` (and so each scene's
match) and keeps its progress in the player's preferences; it puts each scene's match on the
window's game with the lesson's own seats (:class:`.guide.TutorialGuide`), shows the step in
the :class:`.panel.TutorialPanel` once the table has caught up, and points at its cards and
places with the :class:`.highlights.HighlightLayer`. It also makes the two
offers: the tutorial at the very first start (once), and a first real match against Easy
opponents once every lesson is finished.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from ...app.controller import Seat
from ...tutorial import Progress, SessionState, TutorialSession, build_lessons
from ...tutorial.markers import Text
from ..replace_guard import NEW
from .chooser import LessonChooser
from .guide import TutorialGuide
from .highlights import HighlightLayer
from .offer import offer_tutorial
from .panel import TutorialPanel

if TYPE_CHECKING:
    from ..own_match import OwnMatch
    from ..table.view import TableView

FIRST_MATCH_LEVEL = "easy"


class TutorialRunner(QObject):
    """Starts, shows, moves on and leaves the lessons."""

    left = Signal()  # the player left the tutorial (or a real match replaced it)

    def __init__(self, own: OwnMatch, table: TableView, status: Callable[[str], None],
                 parent: QWidget, panel_parent: QWidget) -> None:
        """Lessons on ``table`` through the window's own game (``own``), which comes back
        when the player leaves; the panel goes in ``panel_parent``, boxes over ``parent``,
        sentences to ``status``."""
        super().__init__(parent)
        self.own = own
        self.table = table
        self._status = status
        self._parent = parent
        self.controller = own.controller
        self.session: TutorialSession | None = None
        self.guide: TutorialGuide | None = None
        self.panel = TutorialPanel(panel_parent)
        self.panel.hide()
        self.panel.go_on.connect(self.go_on)
        self.panel.restart.connect(self.restart)
        self.panel.leave.connect(self.leave)
        self.highlights = HighlightLayer(table)
        self.chooser: LessonChooser | None = None
        self.box: QMessageBox | None = None
        self._shown: tuple[object, ...] = ()  # the lesson, scene and step on show
        self.controller.match_started.connect(self._match_started)
        # After the table's own handler has put up the turn's buttons (trump suits).
        self.controller.human_turn.connect(self._human_turn)
        table.caught_up.connect(self._show)  # the panel says what the table shows
        table.viewport().installEventFilter(self)

    # ------------------------------------------------------------------ state
    @property
    def active(self) -> bool:
        """Whether a lesson is on the table (its match is the one the window's game runs)."""
        session = self.session
        return (self.guide is not None and session is not None and session.match is not None
                and self.controller.match is session.match)

    def _new_session(self) -> TutorialSession:
        prefs = self.own.prefs
        return TutorialSession(build_lessons(prefs.rules.kitty),
                               Progress.from_dict(prefs.tutorial_progress),
                               on_progress=self._store)

    def _store(self, data: dict[str, Any]) -> None:
        self.own.prefs.tutorial_progress = data

    # ------------------------------------------------------------------ offers
    def offer_at_first_start(self, later: Callable[[], None] | None = None) -> bool:
        """At the very first start, offer the tutorial once; ``True`` if it was offered
        (``later`` is called if the player declines)."""
        box = offer_tutorial(self.own.prefs, self._parent, self.start_first_lesson, later)
        if box is None:
            return False
        self.box = box
        return True

    def _offer_first_match(self) -> None:
        translate = QCoreApplication.translate
        box = self._box("firstMatchOffer", QMessageBox.Icon.Information, translate(
            "TutorialRunner", "You have finished every lesson. Play a first match against "
            "Easy opponents?"))
        box.addButton(translate("TutorialRunner", "Play a match"),
                      QMessageBox.ButtonRole.AcceptRole).setObjectName("firstMatchPlay")
        box.addButton(translate("TutorialRunner", "Not now"),
                      QMessageBox.ButtonRole.RejectRole).setObjectName("firstMatchLater")
        box.buttonClicked.connect(lambda button: self.first_match()
                                  if self._accepted(box, button) else self.leave())
        box.open()

    def _box(self, name: str, icon: QMessageBox.Icon, text: str) -> QMessageBox:
        box = QMessageBox(icon, QCoreApplication.translate("TutorialRunner", "Tutorial"), text,
                          QMessageBox.StandardButton.NoButton, self._parent)
        box.setObjectName(name)
        self.box = box
        return box

    def start_first_lesson(self) -> None:
        """Put the first lesson on the table (where it was left, if it was begun)."""
        self.start(self._new_session().lessons[0].id)

    @staticmethod
    def _accepted(box: QMessageBox, button: QAbstractButton) -> bool:
        return box.buttonRole(button) is QMessageBox.ButtonRole.AcceptRole

    def first_match(self) -> None:
        """A real match under the player's rules against two Easy opponents (once the player
        agrees to end their saved match, if there is one; else back to it)."""
        self._close()
        own = self.own
        names = [name for name, _level in own.prefs.table_opponents()]
        own.guard.confirm(NEW, lambda: own.new_game(
            own.prefs.rules, [(name, FIRST_MATCH_LEVEL) for name in names]),
            own.back_to_game)

    # ------------------------------------------------------------------ lessons
    def open_chooser(self) -> None:
        """Help ▸ Tutorial: choose a lesson."""
        chooser = LessonChooser(self._new_session(), self._parent)
        chooser.chosen.connect(self.start)
        chooser.open()
        self.chooser = chooser

    def start(self, lesson_id: str, restart: bool = False) -> None:
        """Put lesson ``lesson_id`` on the table (resumed where it was left unless restart)."""
        session = self._new_session()
        session.start(lesson_id, restart=restart)
        self.session = session
        guide = TutorialGuide(session, self)
        guide.refused.connect(lambda refusal: self.panel.show_refusal(refusal.rule))
        self.guide = guide
        self._put_on_table()

    def _put_on_table(self) -> None:
        assert self.session is not None and self.session.match is not None
        seats = [Seat("", "human"), Seat("", f"bot:{FIRST_MATCH_LEVEL}"),
                 Seat("", f"bot:{FIRST_MATCH_LEVEL}")]
        self.panel.show_refusal(None)
        self.panel.clear_words()
        self.highlights.clear()
        self.panel.show()
        self.table.set_prompting(False)  # the lesson panel says what to do
        self._status("")
        assert self.guide is not None
        self.guide.put_on(self.controller, seats)
        self._show()

    def _show(self) -> None:
        """The panel and the highlights for the session's state, as the table shows it."""
        session = self.session
        if session is None or session.lesson is None or not self.active:
            return
        lessons = session.lessons
        number = next(i for i, lesson in enumerate(lessons, 1) if lesson is session.lesson)
        state = session.state
        step = session.step
        where = (session.lesson.id, session.scene_index, session.step_index, state)
        if where != self._shown:  # a new step: the last refusal was about the one before
            self._shown = where
            self.panel.show_refusal(None)
        words: Text | None = None
        next_kind = ""
        if state is SessionState.HUMAN and step is not None:
            words = step.text
            self.highlights.show(step.highlight)
        else:
            self.highlights.clear()
            if state is SessionState.BOTS and self.panel.has_words():
                return  # the last step's words stay while the prepared moves are shown
            words = session.lesson.summary  # before the first step: what the lesson is about
            if state in (SessionState.SCENE_OVER, SessionState.LESSON_OVER):
                words = session.scene.closing if session.scene else None
                next_kind = "scene" if state is SessionState.SCENE_OVER else (
                    "last" if number == len(lessons) else "lesson")
        self.panel.show_step(number, len(lessons), session.lesson.title, words, next_kind)

    def go_on(self) -> None:
        """The panel's Next: the next scene, the next lesson, or the end of the tutorial."""
        session = self.session
        if session is None or session.lesson is None:
            return
        if session.state is SessionState.SCENE_OVER:
            session.next_scene()
            self._put_on_table()
            return
        if session.state is not SessionState.LESSON_OVER:
            return
        ids = [lesson.id for lesson in session.lessons]
        index = ids.index(session.lesson.id)
        if index + 1 < len(ids) and not session.all_finished():
            self.start(ids[index + 1])
        elif index + 1 < len(ids):
            self.start(ids[index + 1], restart=True)
        elif session.all_finished():
            self._offer_first_match()
        else:  # the last lesson, but some earlier one is not finished: choose it
            self.leave()
            self.open_chooser()

    def restart(self) -> None:
        """The panel's Restart lesson."""
        if self.session is not None and self.session.lesson is not None:
            self.start(self.session.lesson.id, restart=True)

    def leave(self) -> None:
        """The panel's Leave tutorial: back to the player's own match (or a new one)."""
        was_active = self.active
        self._close()
        if was_active:
            self.own.back_to_game()

    def _close(self) -> None:
        if self.session is not None:
            self.session.leave()
        self.session, self.guide = None, None
        self.panel.hide()
        self.highlights.clear()
        self.table.set_prompting(True)
        self.left.emit()

    def _match_started(self, _view: object) -> None:
        if self.guide is not None and not self.active:
            self._close()  # a real match (Game ▸ New game) took the table

    def _human_turn(self, _view: object) -> None:
        if self.active:
            self.highlights.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.active:
            QTimer.singleShot(0, self.highlights.refresh)  # after the table's own lay-out
        return False
