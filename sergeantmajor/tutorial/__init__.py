"""The interactive tutorial without Qt: five lessons as data and the session that runs them.

The lessons (:mod:`.lessons`) are prepared deals and scripts of steps; the session
(:mod:`.session`) owns the tutorial's match, accepts only the action each step teaches and
answers anything else with the rule's sentence, plays the computer players' prepared moves,
and keeps the player's progress as a plain dict. The texts are marked for Qt's lupdate but
left untranslated here: the table translates them when it shows them.
"""

from .lessons import LESSON_IDS, build_lessons
from .script import Highlight, Lesson, Refusal, Scene, Step
from .session import Progress, SessionState, TutorialSession

__all__ = [
    "LESSON_IDS",
    "Highlight",
    "Lesson",
    "Progress",
    "Refusal",
    "Scene",
    "SessionState",
    "Step",
    "TutorialSession",
    "build_lessons",
]
