"""A lesson on the window's own game, with no table: the lesson's match runs in the real
controller's turn loop with the lesson's own seats, the script has the last word on the
player's actions, the computer players make the prepared moves, the script follows the match,
and a lesson is never autosaved."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

import sergeantmajor.app  # noqa: F401 - applies the PySide6 reference-count guard first
from sergeantmajor.app import preferences, storage
from sergeantmajor.app.controller import GameController, Seat
from sergeantmajor.engine import Play, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.cards import parse_card
from sergeantmajor.engine.record import record_of
from sergeantmajor.tutorial import (
    LESSON_IDS,
    SessionState,
    TutorialSession,
    build_lessons,
    sentences,
)
from sergeantmajor.ui.tutorial.guide import TutorialGuide

SEATS = [Seat("", "human"), Seat("", "bot:easy"), Seat("", "bot:easy")]


@pytest.fixture
def controller(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("SERGEANTMAJOR_DATA_DIR", str(tmp_path / "data"))
    ctl = GameController(autosave=True)
    ctl.pace = "off"
    yield ctl
    ctl.shutdown()


def _guided(controller: GameController, lesson_id: str) -> TutorialSession:
    session = TutorialSession(build_lessons())
    session.start(lesson_id)
    TutorialGuide(session, controller).put_on(controller, SEATS)
    return session


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_a_lesson_runs_through_the_controller(controller, qtbot, lesson_id):
    seen: list[object] = []
    controller.event_occurred.connect(seen.append)
    session = _guided(controller, lesson_id)
    while True:
        qtbot.waitUntil(lambda: controller.is_human_turn()
                        or session.state not in (SessionState.HUMAN, SessionState.BOTS))
        if session.state is SessionState.SCENE_OVER:
            session.next_scene()
            TutorialGuide(session, controller).put_on(controller, SEATS)
            continue
        if session.state is SessionState.LESSON_OVER:
            break
        assert controller.act(session.remaining()[0]) is None
    assert session.is_finished(lesson_id)
    assert any(isinstance(e, ev.CardPlayed) for e in seen)
    assert not storage.autosave_path().exists()  # a lesson is never autosaved
    assert not controller.is_human_turn()  # the script is over: nothing more is offered


def test_the_guide_has_the_last_word(controller, qtbot):
    session = _guided(controller, "tricks")
    qtbot.waitUntil(controller.is_human_turn)
    match = controller.match
    log = record_of(match)
    reason = controller.act(Play(parse_card("JH")))  # legal, but not what the step teaches
    assert reason == QCoreApplication.translate("TutorialRule",
                                                sentences.NOT_THIS_STEP["play"].source)
    assert record_of(match) == log and session.step_index == 0
    assert controller.act(Play(parse_card("AH"))) is None
    qtbot.waitUntil(lambda: session.step_index == 1 and controller.is_human_turn())
    assert not controller.can_undo() and not controller.undo()  # a lesson is not taken back
    assert match.completed_tricks[0][2] == tuple(
        parse_card(c) for c in ("AH", "5H", "9H"))


def test_a_new_match_ends_the_guidance(controller, qtbot):
    _guided(controller, "tricks")
    assert controller.aside
    controller.new_match(Rules(), [Seat("", "human"), *SEATS[1:]], seed=2)
    assert not controller.aside


def test_tutorial_settings_survive_garbage(tmp_path):
    prefs = preferences.Preferences(QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat))
    assert prefs.tutorial_progress == {} and not prefs.tutorial_offered
    prefs.settings.setValue("tutorial/progress", "{not json")
    assert prefs.tutorial_progress == {}
    prefs.settings.setValue("tutorial/progress", "[1, 2]")
    assert prefs.tutorial_progress == {}
    prefs.tutorial_progress = {"finished": ["tricks"]}
    assert prefs.tutorial_progress == {"finished": ["tricks"]}
