"""Running the lessons: the step in progress, refusals, prepared moves and the progress.

:class:`TutorialSession` owns the tutorial's :class:`~sergeantmajor.engine.Match` (one per
scene). On the window's table the match runs in the window's turn loop: the lesson's seats ask
:meth:`TutorialSession.check` before they let the player's action through and make the
computer players' prepared moves (:meth:`TutorialSession.next_bot_move`), and the script
follows every action the match takes (:meth:`TutorialSession.follow`, a follower of the turn
loop). Without a table, :meth:`TutorialSession.apply` applies an action and follows it,
:meth:`TutorialSession.offer` checks the player's action first and
:meth:`TutorialSession.play_bots` plays the prepared moves up to the player's next step.

The progress (finished lessons, where a left lesson stands) is a :class:`Progress`, kept as a
plain dict by whoever stores it; a left lesson resumes at the start of the step it was in.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine import Action, IllegalActionError, Match
from ..engine import events as ev
from . import sentences
from .script import Lesson, Refusal, Scene, Step

HUMAN = 0


class SessionState(enum.Enum):
    """What the session waits for."""

    IDLE = "idle"  # no lesson started
    HUMAN = "human"  # the player's step
    BOTS = "bots"  # a computer player's prepared move
    SCENE_OVER = "scene-over"  # the scene's script is done: its closing words, then next_scene
    LESSON_OVER = "lesson-over"  # the last scene's script is done: the lesson is finished


@dataclass
class Progress:
    """Which lessons are finished and where a left lesson stands (scene, step)."""

    finished: set[str] = field(default_factory=set)
    lesson: str | None = None
    scene: int = 0
    step: int = 0

    def to_dict(self) -> dict[str, Any]:
        """The plain form the app stores."""
        data: dict[str, Any] = {"finished": sorted(self.finished)}
        if self.lesson is not None:
            data["position"] = {"lesson": self.lesson, "scene": self.scene, "step": self.step}
        return data

    @classmethod
    def from_dict(cls, data: object) -> Progress:
        """Read :meth:`to_dict`'s form back; anything malformed is forgotten, not fatal."""
        progress = cls()
        if not isinstance(data, dict):
            return progress
        finished = data.get("finished")
        if isinstance(finished, list):
            progress.finished = {x for x in finished if isinstance(x, str)}
        position = data.get("position")
        if isinstance(position, dict):
            lesson, scene, step = (position.get(k) for k in ("lesson", "scene", "step"))
            if isinstance(lesson, str) and type(scene) is int and type(step) is int \
                    and scene >= 0 and step >= 0:
                progress.lesson, progress.scene, progress.step = lesson, scene, step
        return progress


class TutorialSession:
    """The lesson in progress on its own match, and the player's progress."""

    def __init__(self, lessons: Sequence[Lesson], progress: Progress | None = None,
                 on_progress: Callable[[dict[str, Any]], None] | None = None) -> None:
        self.lessons = tuple(lessons)
        self.progress = progress or Progress()
        self._on_progress = on_progress
        self.lesson: Lesson | None = None
        self.scene_index = 0
        self.match: Match | None = None
        self.last_events: list[ev.Event] = []
        self._items: list[Action | int] = []  # prepared moves, and step numbers for the player
        self._cursor = 0
        self._done: list[Action] = []  # actions of the current step so far

    # ------------------------------------------------------------------ queries
    def lesson_by_id(self, lesson_id: str) -> Lesson:
        """The lesson called ``lesson_id`` (``KeyError`` if there is none)."""
        for lesson in self.lessons:
            if lesson.id == lesson_id:
                return lesson
        raise KeyError(lesson_id)

    @property
    def scene(self) -> Scene | None:
        """The scene in progress."""
        return self.lesson.scenes[self.scene_index] if self.lesson else None

    @property
    def state(self) -> SessionState:
        """What the session waits for now."""
        if self.lesson is None:
            return SessionState.IDLE
        if self._cursor >= len(self._items):
            last = self.scene_index == len(self.lesson.scenes) - 1
            return SessionState.LESSON_OVER if last else SessionState.SCENE_OVER
        return SessionState.HUMAN if isinstance(self._items[self._cursor], int) \
            else SessionState.BOTS

    @property
    def step_index(self) -> int | None:
        """The number of the player's step in progress within the scene."""
        item = self._items[self._cursor] if self._cursor < len(self._items) else None
        return item if isinstance(item, int) else None

    @property
    def step(self) -> Step | None:
        """The player's step in progress (``None`` while prepared moves or words come)."""
        index = self.step_index
        return None if index is None or self.scene is None else self.scene.steps[index]

    def remaining(self) -> tuple[Action, ...]:
        """The actions the step in progress still accepts."""
        step = self.step
        return tuple(a for a in step.accept if a not in self._done) if step else ()

    def next_bot_move(self) -> Action | None:
        """The computer player's prepared move that comes now, if one does."""
        item = self._items[self._cursor] if self._cursor < len(self._items) else None
        return None if item is None or isinstance(item, int) else item

    def is_finished(self, lesson_id: str) -> bool:
        """Whether the player has finished lesson ``lesson_id``."""
        return lesson_id in self.progress.finished

    def all_finished(self) -> bool:
        """Whether every lesson is finished."""
        return all(lesson.id in self.progress.finished for lesson in self.lessons)

    def can_resume(self, lesson_id: str) -> bool:
        """Whether lesson ``lesson_id`` was left part way (and would resume there)."""
        return self.progress.lesson == lesson_id and (
            self.progress.scene > 0 or self.progress.step > 0)

    # ------------------------------------------------------------------ starting
    def start(self, lesson_id: str, *, restart: bool = False) -> None:
        """Begin lesson ``lesson_id``, or resume it where it was left unless ``restart``."""
        lesson = self.lesson_by_id(lesson_id)
        scene, step = 0, 0
        if not restart and self.progress.lesson == lesson_id:
            scene, step = self.progress.scene, self.progress.step
            if scene >= len(lesson.scenes) or step > len(lesson.scenes[scene].steps):
                scene, step = 0, 0  # a position of another version of the lessons
        self.lesson = lesson
        self._enter_scene(scene, step)

    def restart(self) -> None:
        """Begin the lesson in progress again from its first step."""
        if self.lesson is not None:
            self.start(self.lesson.id, restart=True)

    def next_scene(self) -> bool:
        """After a scene's closing words: go on to the lesson's next scene (False if none)."""
        if self.state is not SessionState.SCENE_OVER:
            return False
        self._enter_scene(self.scene_index + 1, 0)
        return True

    def leave(self) -> None:
        """Stop the lesson; the progress keeps where it stands for a later resume."""
        self.lesson, self.match = None, None
        self._items, self._cursor, self._done = [], 0, []

    def _enter_scene(self, index: int, step: int) -> None:
        assert self.lesson is not None
        self.scene_index = index
        scene = self.lesson.scenes[index]
        self.match = scene.new_match()
        self._items = []
        for number, item in enumerate(scene.steps):
            self._items.extend(item.bots)
            self._items.append(number)
        self._items.extend(scene.after)
        self._cursor, self._done = 0, []
        self.last_events = []
        # Resume: replay the script silently up to the start of step ``step`` (its prepared
        # moves come next, so the table shows them again).
        target = self._items.index(step - 1) + 1 if step > 0 else 0
        while self._cursor < target:
            move, step_now = self.next_bot_move(), self.step
            if move is not None:
                self.apply(move)
            elif step_now is not None:
                for action in self.remaining()[: step_now.times]:
                    self.apply(action)
        self._mark(index, step)
        self._arrived()

    # ------------------------------------------------------------------ acting
    def check(self, action: object) -> Refusal | None:
        """``None`` if the step in progress accepts ``action``, else why not (nothing changes)."""
        step, match = self.step, self.match
        if match is None:
            return Refusal(sentences.LESSON_OVER)
        if step is None:
            if self.next_bot_move() is not None:
                return Refusal(sentences.YOUR_TURN)
            return Refusal(sentences.LESSON_OVER)
        if action in self.remaining():
            return None
        error = match.why_illegal(action)
        if error is not None:
            rule = sentences.engine_rule(match, error.rule) or step.rule
            return Refusal(rule, step.text)
        return Refusal(sentences.not_this_step(step.accept[0]), step.text)

    def offer(self, action: Action) -> Refusal | None:
        """The player's ``action``: refused (nothing changes) or applied.

        The events of an applied action are in :attr:`last_events`.
        """
        refusal = self.check(action)
        if refusal is None:
            self.apply(action)
        return refusal

    def apply(self, action: Action) -> list[ev.Event]:
        """Apply the player's accepted action or the prepared move that comes now.

        Raises :class:`IllegalActionError` for anything else (the table asks first).
        """
        match = self.match
        if match is None:
            raise IllegalActionError("no lesson in progress", rule="wrong-phase")
        if self.state is SessionState.BOTS:
            if action != self.next_bot_move():
                raise IllegalActionError(f"{action.text()} is not the prepared move",
                                         rule="wrong-phase")
        elif self.check(action) is not None:
            raise IllegalActionError(f"{action.text()} is not what this step teaches",
                                     rule="wrong-phase")
        seat = match.current_player()
        events = match.apply(action)
        self.follow(HUMAN if seat is None else seat, action)
        self.last_events = events
        return events

    def follow(self, seat: int, action: Action) -> None:
        """The lesson's match took ``action`` (by ``seat``): the prepared move, or one the
        step accepted (the lesson's seats let nothing else through). The script moves on."""
        if self.state is SessionState.BOTS:
            self._cursor += 1
        elif self.step is not None:
            self._done.append(action)
            if len(self._done) == self.step.times:
                self._cursor += 1
                self._done = []
        self._arrived()

    def play_bots(self) -> list[ev.Event]:
        """Apply the prepared moves up to the player's next step or the scene's end."""
        events: list[ev.Event] = []
        while (move := self.next_bot_move()) is not None:
            events += self.apply(move)
        return events

    def _arrived(self) -> None:
        """Keep the progress up to date after every move."""
        if self.lesson is None:
            return
        state = self.state
        if state is SessionState.LESSON_OVER:
            self.progress.finished.add(self.lesson.id)
            if self.progress.lesson == self.lesson.id:
                self.progress.lesson = None
            self._save()
            return
        if state is SessionState.HUMAN and not self._done:
            self._mark(self.scene_index, self.step_index or 0)
        elif state is SessionState.SCENE_OVER:
            self._mark(self.scene_index + 1, 0)

    def _mark(self, scene: int, step: int) -> None:
        progress, lesson = self.progress, self.lesson
        assert lesson is not None
        if (progress.lesson, progress.scene, progress.step) != (lesson.id, scene, step):
            progress.lesson, progress.scene, progress.step = lesson.id, scene, step
            self._save()

    def _save(self) -> None:
        if self._on_progress is not None:
            self._on_progress(self.progress.to_dict())

    @property
    def player(self) -> int:
        """The player's seat."""
        return HUMAN
