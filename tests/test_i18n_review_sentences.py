"""The review window and the other new screens speak as the table does, in every language.

Recorded matches (the player at seat 0 under the default name, "You" / "Tú" / "Вие") are
stepped through move by move in the Review window with "Seen by" set to every seat, and an
analysis with every mark type (blunder, mistake, good, forced) is shown for each seat's
decisions. Every status line, position line, prompt, notice, badge and analysis line is
collected, and the test asserts:

- every trick, kitty, trump and deal is told about the right person: the player (seat 0) in
  their own sentence ("You take the trick", also when Ana's view is shown), anybody else in
  the third person ("Ana takes the trick", also in Ana's own view), and the player keeps their
  name in every view;
- no third-person message (``THIRD_PERSON`` of the table's and the review's texts) names the
  player; the player's own moves read as their own sentences ("You played %1");
- no English word in Spanish or Bulgarian (names and card signs aside), no "(s)" / "(es)";
- every number with decimals in Spanish or Bulgarian has a decimal comma (``QLocale``);
- the trump sign's text fits between its rounded ends.

Also: the Statistics dialog's numbers and chart axes, Qt's file dialog labels, and the
Bulgarian register of menu commands and buttons (verbal nouns, never a ти imperative).
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QFileDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QTreeView,
    QWidget,
)
from test_i18n_player_sentences import Screen, english_left
from test_statistics import SEATS, play, started
from ui_helpers import close_window, make_window

from sergeantmajor.ai.analysis import Alternative, Analysis, Decision, HandAnalysis
from sergeantmajor.app import i18n, words
from sergeantmajor.app.statistics import StatisticsRecorder, StatisticsStore
from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.record import record_of
from sergeantmajor.ui.review import texts as review_texts
from sergeantmajor.ui.review.window import ReviewWindow
from sergeantmajor.ui.statistics_dialog import StatisticsDialog
from sergeantmajor.ui.table import texts as table_texts

TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"
LANGUAGES = ("en", "es", "bg")
# Three players with every kind of move (targets, no trump, the rulebook exchange), the
# classic exchange, and four players (exchanges the viewed seat does not see).
RULES = {
    "choice": Rules.preset("rulebook", dealer_assigns_targets=True, no_trump=True,
                           point_limit=30),
    "classic": Rules.preset("traditional"),
    "four": Rules.preset("casual", players=4, match_end="hands", hands=3),
}
THIRD_PERSON = table_texts.THIRD_PERSON | review_texts.THIRD_PERSON
# The player's own messages the review must use (as the table does).
YOU_MOVES = {"You played %1", "You discarded %1", "You gave %1", "You assigned the targets: %1"}
YOU_TABLE = {"You take the trick", "Hand %1: you deal", "You take the kitty"}
DECIMAL_POINT = re.compile(r"\d\.\d")
DECIMAL_COMMA = re.compile(r"\d,\d")


def random_record(rules: Rules, seed: int, hands: int = 3) -> dict:
    """A record of random legal moves over ``hands`` hands; the player at seat 0."""
    rng = random.Random(seed)
    match = Match(rules, seed)
    while not match.is_terminal() and match.hand_index < hands:
        match.apply(rng.choice(match.legal_actions()))
    players = [{"name": "", "kind": "human"}] + [
        {"name": "", "kind": "bot:basic"} for _ in range(1, rules.players)]
    return record_of(match, players)


class Recorder:
    """Every message the table and the review word: its source and all its arguments."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.sources: dict[str, str] = {}
        self.seen: set[str] = set()
        self.calls: list[tuple[str, tuple[str, ...]]] = []
        recorder = self

        class Translating:
            @staticmethod
            def translate(context: str, source: str, comment: str | None = None,
                          n: int = -1) -> str:
                text = QCoreApplication.translate(context, source, comment, n)
                recorder.sources[text] = source
                recorder.seen.add(source)
                return text

        def recording(real):
            def fill(template: str, *args: object) -> str:
                recorder.calls.append((recorder.sources.get(template, ""),
                                       tuple(str(a) for a in args)))
                return real(template, *args)
            return fill

        monkeypatch.setattr(table_texts, "QCoreApplication", Translating)
        monkeypatch.setattr(table_texts, "fill", recording(table_texts.fill))
        monkeypatch.setattr(review_texts, "Q", Translating)
        monkeypatch.setattr(review_texts, "fill", recording(review_texts.fill))

    def naming(self, name: str) -> list[tuple[str, tuple[str, ...]]]:
        """Third-person messages with ``name`` among their arguments."""
        return [(s, a) for s, a in self.calls if s in THIRD_PERSON and name in a]


def _switch(qtbot, lang: str) -> None:
    assert i18n.install_language(lang), i18n.last_warning()
    qtbot.wait(1)  # LanguageChange is posted
    assert i18n.current_language() == lang


def synthetic_analysis(window: ReviewWindow, seat: int, hand: int) -> Analysis:
    """``seat``'s decisions in ``hand`` with made-up values over the real legal actions:
    marks cycle through blunder, mistake and good; a single legal action is forced."""
    cursor = window.replay
    at = cursor.index
    decisions = []
    marks = ("blunder", "mistake", None)
    for step in cursor.decisions(seat):
        if step.hand != hand or step.kind == "targets":  # targets are never analysed
            continue
        cursor.go(step.index)
        legal = cursor.match().legal_actions()
        forced = len(legal) == 1
        others = [a for a in legal if a != step.action][:3]
        tricks = 4.0 + 1.37 * (len(decisions) % 4)
        alternatives = [Alternative(step.action, tricks, tricks - 5.0)] + [
            Alternative(a, tricks + 0.61 * (i + 1), tricks - 4.39 + 0.61 * i)
            for i, a in enumerate(others)]
        mark = None if forced else marks[len(decisions) % 3]
        best = alternatives[-1] if mark else alternatives[0]
        decisions.append(Decision(
            step.index, hand, step.kind, step.number, seat, step.action, best.action,
            tuple(alternatives), best.tricks - tricks, mark,
            "forced" if forced else "playouts", 0 if forced else 100))
    cursor.go(at)
    return Analysis(seat, 0, False, (HandAnalysis(hand, tuple(decisions)),))


def _sentence(event: ev.Event, names: list[str]) -> str | None:
    """What the status bar must say about ``event``: the player (seat 0) in the second
    person, anybody else in the third, whichever seat the table is seen from."""
    if isinstance(event, ev.TrickWon):
        return table_texts.trick_taken(names[event.winner], event.winner == 0)
    if isinstance(event, ev.KittyTaken):
        return table_texts.kitty_taken(names[event.dealer], event.dealer == 0)
    if isinstance(event, ev.TrumpNamed):
        return table_texts.trump_named(names[event.dealer], event.suit, event.dealer == 0)
    if isinstance(event, ev.HandStarted) and event.hand > 0:
        return table_texts.hand_started(event.hand + 1, names[event.dealer], event.dealer == 0)
    return None


def review_texts_from_every_seat(qtbot, record: dict) -> tuple[list[str], list[str], dict]:
    """Step through ``record`` from every seat; then show an analysis of each seat.

    Returns the texts, the trump signs that did not fit, and facts for the asserts.
    """
    window = ReviewWindow(record, speed="off")
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    qtbot.waitExposed(window)
    screen = Screen(window)
    status: list[str] = []
    window.table.status.connect(status.append)
    clipped: list[str] = []
    marks: set[str] = set()
    last = len(window.replay) - 1
    me = window.table.names()[0]
    for seat in range(window.replay.rules.players):
        window.set_seat(seat)
        window.go(0)
        while window.replay.index < last:
            before = len(status)
            window.step("move_next")
            window.table.flush()
            names = window.table.names()
            assert names[0] == me, (seat, names)  # the player keeps their name in every view
            said = status[before:]
            for event in window.replay.events(window.replay.index - 1, window.replay.index):
                expected = _sentence(event, names)
                assert expected is None or expected in said, (seat, expected, said)
            screen.texts.append(window.position_label.text())
            clipped += window.table.scene_.trump_sign.overflow()
        for hand in range(window.replay.hands):
            analysis = synthetic_analysis(window, seat, hand)
            window._analysed(analysis)  # as the worker's result arrives
            for decision in analysis.hands[0].decisions:
                window.go(decision.position + 1)
                marks.add(decision.mark or decision.method)
                screen.texts += window.info.toPlainText().splitlines()
                screen.texts.append(window.position_label.text())
        window.set_seat((seat + 1) % window.replay.rules.players)  # forgets the analysis
    names = window.table.names()
    window.close()
    screen.texts += [t for t in status if t]
    return screen.texts, clipped + [t for _, t in screen.clipped], {
        "names": names, "marks": marks}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_review_speaks_to_the_player_from_every_seat(qtbot, monkeypatch, lang):
    recorder = Recorder(monkeypatch)
    shown: list[str] = []
    try:
        _switch(qtbot, lang)
        for seed, rules in enumerate(RULES.values()):
            texts, clipped, facts = review_texts_from_every_seat(
                qtbot, random_record(rules, seed + 3))
            assert not clipped, f"{lang}: {clipped}"
            shown += texts
    finally:
        _switch(qtbot, "en")
    names = facts["names"]
    me = names[0]
    assert me == {"en": "You", "es": "Tú", "bg": "Вие"}[lang]
    wrong = recorder.naming(me)
    assert not wrong, f"third-person messages about the player: {wrong[:5]}"
    assert YOU_MOVES <= recorder.seen, YOU_MOVES - recorder.seen
    assert YOU_TABLE <= recorder.seen, YOU_TABLE - recorder.seen
    assert {"%1 played %2", "%1 takes the trick"} <= recorder.seen
    assert facts["marks"] == {"blunder", "mistake", "playouts", "forced"}
    assert not [t for t in shown if "(s)" in t or "(es)" in t]
    if lang != "en":
        english = english_left(lang, shown, names)
        assert not english, english
        points = [t for t in shown if DECIMAL_POINT.search(t)]
        assert not points, points[:5]
        assert any(DECIMAL_COMMA.search(t) for t in shown)  # there were numbers to check
    else:
        assert not any(DECIMAL_COMMA.search(t) for t in shown)


def test_a_forced_move_shows_no_numbers(qtbot):
    record = random_record(RULES["choice"], 3)
    window = ReviewWindow(record, speed="off")
    qtbot.addWidget(window)
    analysis = synthetic_analysis(window, 0, 0)
    forced = [d for d in analysis.hands[0].decisions if d.method == "forced"]
    assert forced
    assert review_texts.decision_lines(forced[0]) == [review_texts.decision_line(forced[0])]
    played = next(d for d in analysis.hands[0].decisions if d.method != "forced")
    assert len(review_texts.decision_lines(played)) == 1 + len(played.alternatives)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_trump_sign_fits_the_review_table(qtbot, lang, size):
    window = ReviewWindow(random_record(RULES["choice"], 3), speed="off")
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    try:
        _switch(qtbot, lang)
        sign = window.table.scene_.trump_sign
        for suit in range(5):
            sign.label, sign.symbol = table_texts.trump_sign(suit)
            assert not sign.overflow(), (lang, size, sign.text())
    finally:
        window.close()
        _switch(qtbot, "en")


@pytest.mark.parametrize("lang", ["es", "bg"])
def test_statistics_numbers_in_the_language_form(qtbot, tmp_path, lang):
    store = StatisticsStore(tmp_path / "statistics.json")
    recorder = StatisticsRecorder(store)
    for seed in range(3):
        match = Match(Rules.preset("casual"), seed)
        recorder.match_started(*started(match), SEATS, 0, resumed=False)
        play(match, recorder)
    try:
        _switch(qtbot, lang)
        dialog = StatisticsDialog(store)
        qtbot.addWidget(dialog)
        dialog.show()
        values = [t.item(r, c).text() for t in (dialog.matches, dialog.roles)
                  for r in range(t.rowCount()) for c in range(t.columnCount())]
        assert not [v for v in values if DECIMAL_POINT.search(v)], values
        assert any(DECIMAL_COMMA.search(v) for v in values), values
        rates, points = dialog.chart.axis_labels()
        assert rates[0] == ("100\u00a0%" if lang == "es" else "100%")
        assert all(re.fullmatch(r"-?\d+", p) for p in points), points
        dialog.ask_reset()
        box = dialog.confirm_box
        assert box is not None
        reset = box.button(QMessageBox.StandardButton.Reset).text()
        assert reset == {"es": "Reiniciar", "bg": "Нулиране"}[lang]
        box.reject()
        dialog.close()
    finally:
        _switch(qtbot, "en")


def test_numbers_follow_the_language(qtbot):
    try:
        for lang, expected in (("en", ["7.01", "+0.28", "-0.80", "0.00", "45%"]),
                               ("es", ["7,01", "+0,28", "-0,80", "0,00", "45\u00a0%"]),
                               ("bg", ["7,01", "+0,28", "-0,80", "0,00", "45%"])):
            _switch(qtbot, lang)
            got = [words.decimal(7.006), words.decimal(0.28, signed=True),
                   words.decimal(-0.8), words.decimal(-0.001), words.percent(45.2)]
            assert got == expected, lang
    finally:
        _switch(qtbot, "en")


def _widget_texts(widget: QWidget) -> list[str]:
    out = []
    for child in widget.findChildren(QWidget):
        if not child.isVisible():
            continue
        if isinstance(child, (QLabel, QAbstractButton)) and child.text():
            out.append(child.text())
        if child.toolTip():
            out.append(child.toolTip())
    return out


@pytest.mark.parametrize("lang", ["es", "bg"])
def test_qts_file_dialog_speaks_the_language(qtbot, tmp_path, lang):
    window = ReviewWindow(random_record(RULES["choice"], 3), speed="off")
    qtbot.addWidget(window)
    (tmp_path / "folder").mkdir()
    try:
        _switch(qtbot, lang)
        window.export_dialog()
        dialog = window.dialog
        assert isinstance(dialog, QFileDialog)
        dialog.setDirectory(str(tmp_path))
        qtbot.waitExposed(dialog)
        view = dialog.findChild(QTreeView, "treeView")
        qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) > 0)
        model, root = view.model(), view.rootIndex()
        shown = [*_widget_texts(dialog),  # and the folder's type column, and the headers
                 model.index(0, 2, root).data(),
                 *(model.headerData(c, Qt.Orientation.Horizontal) for c in range(4))]
        assert len(shown) > 5
        assert not {"&Look in:", "Files of &type:"} & set(shown), shown
        # the game's own words, not Qt's Spanish "fichero" (translations-3 ES3-13)
        assert {"es": "&Nombre de archivo:", "bg": "Име на &файла:"}[lang] in shown, shown
        english = english_left(lang, [t.replace("&", "") for t in shown], [])
        assert not english, (english, shown)
        dialog.reject()
    finally:
        window.close()
        _switch(qtbot, "en")


# ---------------------------------------------------------------- the Bulgarian register
# English commands that begin with a verb: in Bulgarian they are verbal nouns ("Отваряне"),
# never an imperative, neither ти ("Отвори", "Изиграй") nor Вие ("Отворете").
VERBS = {"open", "save", "show", "analyse", "play", "export", "reset", "start", "resume",
         "leave", "restart", "review", "quit", "undo", "redo", "cancel", "finish", "close"}


def _commands(window, review: ReviewWindow, stats: StatisticsDialog) -> list[QWidget | object]:
    """Menu actions, buttons and check boxes of the main window, the review and statistics."""
    found: list = []

    def menu(m: QMenu) -> None:
        for action in m.actions():
            if action.isSeparator():
                continue
            found.append(action)
            if action.menu() is not None:
                menu(action.menu())

    for action in window.menuBar().actions():
        found.append(action)
        if action.menu() is not None:
            menu(action.menu())
    for widget in (window, review, stats):
        found += [b for b in widget.findChildren(QPushButton) + widget.findChildren(QCheckBox)]
    found.append(stats.group_label)
    return found


def _first_word(text: str) -> str:
    return text.replace("&", "").split()[0].strip("…:").lower() if text.strip() else ""


def test_bulgarian_commands_are_verbal_nouns(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, monkeypatch)
    review = ReviewWindow(random_record(RULES["choice"], 3), speed="off")
    qtbot.addWidget(review)
    stats = StatisticsDialog(window.statistics.store)
    qtbot.addWidget(stats)
    try:
        commands = _commands(window, review, stats)
        english = [c.text() for c in commands]
        _switch(qtbot, "bg")
        bulgarian = [c.text() for c in commands]
        checked = wrong = 0
        problems = []
        for en, bg in zip(english, bulgarian, strict=True):
            if _first_word(en) not in VERBS:
                continue
            checked += 1
            word = _first_word(bg)
            if word.endswith(("и", "й", "те")):
                wrong += 1
                problems.append(f"{en!r} -> {bg!r}")
        assert not problems, problems
        assert checked >= 10, checked  # the test sees the commands it is about
    finally:
        review.close()
        stats.close()
        _switch(qtbot, "en")
        close_window(window)


# ---------------------------------------------------------------- words and dashes
HELD = re.compile(r"\b(your|own|all|their|other) hands?\b", re.IGNORECASE)


def _messages(lang: str) -> list[tuple[str, list[str]]]:
    root = ET.parse(TRANSLATIONS / f"sergeantmajor_{lang}.ts").getroot()
    out = []
    for message in root.iter("message"):
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")] or [
            translation.text or ""]
        out.append((message.findtext("source", ""), forms))
    return out


@pytest.mark.parametrize("lang,word", [("es", r"\bmanos?\b"), ("bg", r"\bрък[аи]\w*|\bръце\w*")])
def test_a_round_is_ronda_and_hand_is_only_the_cards_held(lang, word):
    """"mano" / "ръка" only where the English speaks of the cards a player holds; a round
    (the English "every hand", "the start of the hand") is "ronda" / "рунд"."""
    wrong = [(source, forms) for source, forms in _messages(lang)
             if any(re.search(word, f, re.IGNORECASE) for f in forms)
             and not HELD.search(source)]
    assert not wrong, wrong


def test_bulgarian_dashes_are_en_dashes():
    wrong = [(s, f) for s, f in _messages("bg") if any("—" in form for form in f)]
    assert not wrong, wrong
