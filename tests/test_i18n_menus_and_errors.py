"""Unique accelerators in every menu in every language; every refusal of the engine in words.

The rule contradictions are found by asking the engine (every combination of the switches the
new-game dialog offers that it refuses, and every code its source raises), never listed by
hand, so a new contradiction without a sentence fails here.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu
from ui_helpers import close_window, make_window

from sergeantmajor.app import i18n, words
from sergeantmajor.engine import Rules, RulesError
from sergeantmajor.engine.errors import RecordError
from sergeantmajor.engine.record import ReplayError, load_record
from sergeantmajor.engine.rules import TARGET_CHOICES

PACKAGE = Path(words.__file__).resolve().parent.parent
FALLBACK = "These house rules contradict each other."


def _accelerator(text: str) -> str | None:
    match = re.search(r"&([^&])", text.replace("&&", ""))
    return match.group(1).lower() if match else None


def _menu_problems(menu: QMenu, where: str) -> list[str]:
    problems, seen = [], {}
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        key = _accelerator(action.text())
        if key is not None:
            if key in seen:
                problems.append(f"{where}: {seen[key]!r} and {action.text()!r} share {key!r}")
            seen[key] = action.text()
        if action.menu() is not None:
            problems += _menu_problems(action.menu(), f"{where} > {action.text()}")
    return problems


@pytest.mark.parametrize("lang", ["en", "es", "bg"])
def test_every_menu_has_unique_accelerators(qtbot, tmp_path, monkeypatch, lang):
    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        i18n.install_language(lang)
        qtbot.wait(1)  # LanguageChange is posted
        bar = QMenu()  # the menu bar's titles are one more "menu" of accelerators
        for action in window.menuBar().actions():
            bar.addAction(action)
        problems = _menu_problems(bar, lang)
        assert not problems, "\n".join(problems)
        assert window.menuBar().actions()  # the test can fail: there are menus to check
    finally:
        close_window(window)
        i18n.install_language("en")


def test_the_accelerator_check_can_fail(qapp):
    menu = QMenu()
    menu.addAction("&Подсказка")
    menu.addAction("&Последна взятка")
    assert _menu_problems(menu, "bg")


def _refusals() -> list[RulesError]:
    """Every combination of the dialog's switches that the engine refuses."""
    targets = sorted({t for choices in TARGET_CHOICES.values() for t in choices})
    found = []
    for players, kitty, target, match_end, hands, limit in itertools.product(
            (3, 4), ("discard-then-take", "none"), targets, ("points", "hands", "chips"),
            (1, 9, 40), (1, 30, 50)):
        try:
            Rules(players=players, kitty=kitty, targets=target, match_end=match_end,
                  hands=hands, hand_limit=limit)
        except RulesError as error:
            found.append(error)
    for name in ("point_limit", "hands", "hand_limit"):
        for value in (0, 10**6):
            try:
                Rules(**{name: value})
            except RulesError as error:
                found.append(error)
    return found


def _codes_in_source() -> set[str]:
    codes = set()
    for path in [*PACKAGE.joinpath("engine").glob("*.py"), PACKAGE / "cli.py",
                 PACKAGE / "ai" / "duel.py"]:
        text = path.read_text(encoding="utf-8")
        for call in re.finditer(r"RulesError\((.*?)\)\n", text, re.S):
            codes |= set(re.findall(r'code="([a-z-]+)"', call.group(1)))
    return codes


@pytest.mark.parametrize("lang", ["en", "es", "bg"])
def test_every_refusal_of_the_rules_has_a_sentence(qapp, lang):
    refusals = _refusals()
    codes = {e.code for e in refusals}
    assert {"targets-players", "players-kitty", "hands-over-limit", "too-small",
            "too-large"} <= codes
    try:
        i18n.install_language(lang)
        sentences = set()
        for error in refusals:
            text = words.rules_error_text(error)
            sentences.add(text)
            assert words.rules_error_text(RulesError("x")) != text, error  # not the fallback
            assert str(error) not in text
            assert "=" not in text and "_" not in text  # no record names (targets=8-5-3)
            if lang == "bg":
                assert not re.search(r"[A-Za-z]{2,}", text), text
        assert len(sentences) >= 8  # the contradictions are told apart
    finally:
        i18n.install_language("en")


def test_every_code_the_engine_raises_has_its_own_sentence(qapp):
    codes = _codes_in_source()
    assert {"unknown-preset", "not-a-choice", "set-syntax", "seats-players"} <= codes
    for code in codes:
        error = RulesError("x", code=code, settings={"players": 4, "kitty": "none"},
                           allowed=("8-5-3",))
        assert words.rules_error_text(error) != FALLBACK, code
    assert words.rules_error_text(RulesError("x")) == FALLBACK


@pytest.mark.parametrize("lang", ["es", "bg"])
def test_record_errors_are_told_in_the_players_language(qapp, tmp_path, lang):
    bad = tmp_path / "bad.json"
    bad.write_text("not json at all")
    errors: list[Exception] = [ReplayError(1, "play 1", "seat 2 does not hold it"),
                               RecordError("hand 1: deal has 1 hands, expected 3")]
    for content in ("not json", '{"format": "x"}'):
        bad.write_text(content)
        with pytest.raises(RecordError) as caught:
            load_record(bad)
        assert caught.value.code == "not-a-record"
        errors.append(caught.value)
    with pytest.raises(RecordError) as caught:
        load_record(tmp_path / "missing.json")
    errors.append(caught.value)
    try:
        Rules.preset("nonsense")
    except RulesError as error:
        errors.append(error)
    english = {words.record_error_text(e) for e in errors}
    try:
        i18n.install_language(lang)
        for error in errors:
            text = words.record_error_text(error)
            assert text not in english and str(error) not in text
    finally:
        i18n.install_language("en")
