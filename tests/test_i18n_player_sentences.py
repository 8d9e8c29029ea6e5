"""Every sentence right for whoever it is about, in every language, and every text fits.

Whole matches are played through the real window in English, Spanish and Bulgarian: bots at
the other seats, the player's moves chosen by a bot and made through the table
(``TableView.perform``, as a gesture would), animations off. The player deals, names trump
(no trump allowed), takes the kitty, assigns the targets (dealer's choice) and takes tricks.
Every status line, prompt, notice, badge, last-trick caption, hand summary and match result
is collected, and the test asserts:

- no third-person message (:data:`texts.THIRD_PERSON`) is said about the player's seat: the
  test sees each message's source and its subject as :func:`texts.fill` receives them;
- the player's own messages were shown ("You take the trick", "Hand %1: you deal", ...);
- no English word is left in Spanish or Bulgarian text (names aside);
- nothing is elided or clipped: each scene item measures its texts in the real font
  (``overflow()``), at 1024x640 and at 1920x1080;
- every match end (each reason, won and lost) fits the result panel in every language;
- in a demo (``--autoplay``) seat 0 is a computer player named in the third person.
"""

from __future__ import annotations

import functools
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from ui_helpers import close_window, make_window

from sergeantmajor.ai.base import make_bot
from sergeantmajor.app import i18n, words
from sergeantmajor.engine import Rules
from sergeantmajor.engine.events import EndReason, MatchOver
from sergeantmajor.ui.table import texts

TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"
SIZES = ((1024, 640), (1920, 1080))
# Which argument of a third-person message is its subject (the others: %1).
SUBJECT_ARG = {"Hand %1: %2 deals": 1}
YOU_MESSAGES = {"You take the trick", "Hand %1: you deal", "You take the kitty",
                "You assigned the targets", "You took it"}
TRUMP_BY_YOU = {"You named trump: %1", "You named no trump"}
# Seeds 6 and 24: seat 2 deals first, so the player deals the second hand (one with a
# "Hand %1" line); a random player loses seed 6 in two hands, a basic one wins seed 24 in three.
MATCHES = ((6, "random"), (24, "basic"))
# Rules that let the player do everything: a kitty, dealer's choice of targets, no trump.
RULES = Rules.preset("rulebook", dealer_assigns_targets=True, no_trump=True, point_limit=10)


class Recorder:
    """Sees every message the table words: its source, its subject and the text shown."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.sources: dict[str, str] = {}  # translated template -> source
        self.seen: set[str] = set()  # sources of every message worded
        self.third: list[tuple[str, str]] = []  # (source, subject) of third-person messages
        real_fill = texts.fill
        recorder = self

        class Translating:
            @staticmethod
            def translate(context: str, source: str, comment: str | None = None,
                          n: int = -1) -> str:
                text = QCoreApplication.translate(context, source, comment, n)
                recorder.sources[text] = source
                recorder.seen.add(source)
                return text

        def fill(template: str, *args: object) -> str:
            source = recorder.sources.get(template, "")
            if source in texts.THIRD_PERSON:
                recorder.third.append((source, str(args[SUBJECT_ARG.get(source, 0)])))
            return real_fill(template, *args)

        monkeypatch.setattr(texts, "QCoreApplication", Translating)
        monkeypatch.setattr(texts, "fill", fill)


class Screen:
    """Every text the table shows, with whatever did not fit."""

    def __init__(self, window) -> None:
        self.window = window
        self.texts: list[str] = []
        self.clipped: list[tuple[str, str]] = []
        table = window.table
        scene = table.scene_
        table.status.connect(self.texts.append)
        show_notice, set_prompt, refresh = scene.show_notice, scene.prompt.set_text, \
            table.badges.refresh

        def notice() -> None:
            show_notice()
            n = scene.notice
            self.look("notice", [n.title, *n.lines, n.footer, *(c for _, c in n.pictures)],
                      n.overflow())

        def prompt(text: str) -> None:
            set_prompt(text)
            self.look("prompt", [text], scene.prompt.overflow())

        looked: set[tuple[object, ...]] = set()

        def badges() -> None:
            refresh()
            for panel in scene.panels:
                # A badge is measured once per content and size: it is refreshed at every
                # event, mostly unchanged (measuring each refresh took a third of the test).
                key = (id(panel), panel.rect.width(), panel.rect.height(), panel.name,
                       panel.dealer_mark, tuple(panel.widest), tuple(panel.lines))
                if key not in looked:
                    looked.add(key)
                    self.look("badge", panel.lines, panel.overflow())

        scene.show_notice = notice
        scene.prompt.set_text = prompt
        table.badges.refresh = badges

    def look(self, where: str, shown: list[str], overflow: list[str]) -> None:
        self.texts += [t for t in shown if t]
        self.clipped += [(where, t) for t in overflow]


@functools.cache
def _english_words() -> frozenset[str]:
    """Words of the English sources that Spanish does not also use (names aside)."""
    root = ET.parse(TRANSLATIONS / "sergeantmajor_es.ts").getroot()
    english, spanish = set(), set()
    for message in root.iter("message"):
        english |= set(re.findall(r"[a-z]{3,}", message.findtext("source", "").lower()))
        for form in [message.find("translation"), *message.iter("numerusform")]:
            if form is not None and form.text:
                spanish |= set(re.findall(r"[a-záéíóúñü]{3,}", form.text.lower()))
    return frozenset(english - spanish)


def english_left(lang: str, shown: list[str], names: list[str]) -> list[str]:
    """The English words in ``shown`` (Spanish or Bulgarian), names removed."""
    suspicious = _english_words()
    found = []
    for text in shown:
        for name in names:
            text = text.replace(name, " ")
        if lang == "bg":
            found += re.findall(r"[A-Za-z]{2,}", text)
        else:
            found += [w for w in re.findall(r"[A-Za-záéíóúñü]{3,}", text)
                      if w.lower() in suspicious]
    return found


def _switch(qtbot, lang: str) -> None:
    assert i18n.install_language(lang), i18n.last_warning()
    qtbot.wait(1)  # LanguageChange is posted
    assert i18n.current_language() == lang


def _play_match(qtbot, window, seed: int, level: str, screen: Screen) -> int:
    """A whole match with a ``level`` bot making the player's moves through the table."""
    table, controller = window.table, window.controller
    window.new_game(RULES, [("", "basic"), ("", "basic")], seed)
    bot = make_bot(level, seed)
    looked_at = None
    while True:
        qtbot.waitUntil(lambda: table.my_turn() or controller.match.is_terminal(),
                        timeout=20000)
        match = controller.match
        if match.is_terminal():
            qtbot.waitUntil(lambda: table.presenter.match_finished, timeout=20000)
            return match.winner
        prompt = table.phase_prompt()
        screen.texts.append(prompt)
        if table.model.last_trick not in (None, looked_at):
            looked_at = table.model.last_trick  # each trick taken, as the L key shows it
            assert table.show_last_trick()
            table.scene_.notice.setVisible(False)
        assert table.perform(bot.choose(controller.view()))


@pytest.mark.parametrize("lang", ["en", "es", "bg"])
def test_whole_matches_speak_to_the_player_and_fit(qtbot, tmp_path, monkeypatch, lang):
    recorder = Recorder(monkeypatch)
    window = make_window(qtbot, tmp_path, monkeypatch, size=SIZES[0])
    winners = []
    try:
        _switch(qtbot, lang)
        screen = Screen(window)
        for size, (seed, level) in zip(SIZES, MATCHES, strict=True):
            window.resize(*size)
            qtbot.wait(1)
            winners.append(_play_match(qtbot, window, seed, level, screen))
            assert not screen.clipped, f"{lang} at {size}: {screen.clipped}"
        names = window.table.names()
        shown = list(screen.texts)  # not what a switch back to English adds
    finally:
        close_window(window)
        _switch(qtbot, "en")
    me = names[0]
    wrong = [(source, subject) for source, subject in recorder.third if subject == me]
    assert not wrong, f"third-person messages about the player: {wrong}"
    assert YOU_MESSAGES <= recorder.seen, YOU_MESSAGES - recorder.seen
    assert TRUMP_BY_YOU & recorder.seen
    assert "%1 takes the trick" in recorder.seen  # the others' messages are still used
    assert 0 in winners and any(w != 0 for w in winners), winners  # a win and a loss
    assert {"You win the match!", "%1 wins the match"} <= recorder.seen
    if lang != "en":
        assert not english_left(lang, shown, names), english_left(lang, shown, names)


@pytest.mark.parametrize("lang", ["en", "es", "bg"])
def test_every_match_end_fits_the_result_panel(qtbot, tmp_path, monkeypatch, lang):
    window = make_window(qtbot, tmp_path, monkeypatch, size=SIZES[0])
    try:
        _switch(qtbot, lang)
        window.new_game(RULES, [("", "basic"), ("", "basic")], 3)
        presenter, notice = window.table.presenter, window.table.scene_.notice
        names = window.table.names()
        for size in SIZES:
            window.resize(*size)
            qtbot.wait(1)
            for reason in EndReason:
                for winner in (0, 1):
                    presenter._build_result(MatchOver(winner, reason, (-12, 10, 2)))
                    window.table.scene_.show_notice()
                    assert not notice.overflow(), (size, reason, notice.overflow())
                    assert notice.title == texts.match_won(names[winner], winner == 0)
                    if lang != "en":
                        assert not english_left(lang, [notice.title, *notice.lines], names)
    finally:
        close_window(window)
        _switch(qtbot, "en")


def test_a_demo_speaks_of_seat_zero_in_the_third_person(qtbot, tmp_path, monkeypatch):
    recorder = Recorder(monkeypatch)
    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        window.controller.stop_after_hands = 1
        window.new_game(RULES, [("", "basic"), ("", "basic")], 5, autoplay=True)
        qtbot.waitUntil(lambda: window.controller.match.hand_index >= 1, timeout=20000)
        names = window.table.names()
        assert names[0] == words.demo_name() != words.default_names()[0]
        you = {s for s in recorder.seen if s.startswith("You") or "you deal" in s}
        assert not you, you
        assert any(subject == names[0] for _, subject in recorder.third)
    finally:
        close_window(window)


def test_the_english_catalogue_makes_the_plurals(qapp):
    assert texts.prompt_discard(1) == "Discard 1 card to the discard area"
    assert texts.prompt_discard(3) == "Discard 3 cards to the discard area"
    assert words.tricks_text(1) == "1 trick" and words.tricks_text(0) == "0 tricks"


def test_the_english_catalogue_is_up_to_date(tmp_path):
    """``translations/update.py`` writes it from the ``%n`` messages: the committed one matches."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("_update", TRANSLATIONS / "update.py")
    assert spec is not None and spec.loader is not None
    update = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(update)
    fresh = tmp_path / "sergeantmajor_en.ts"
    fresh.write_bytes((TRANSLATIONS / "sergeantmajor_en.ts").read_bytes())
    count = update.write_english(TRANSLATIONS / "sergeantmajor_es.ts", fresh)
    assert count >= 15
    assert fresh.read_text() == (TRANSLATIONS / "sergeantmajor_en.ts").read_text()
    assert update.english_forms("%n card(s)") == ["%n card", "%n cards"]
    assert (TRANSLATIONS / "sergeantmajor_en.qm").is_file()
