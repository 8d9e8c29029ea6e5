"""Every text on the felt fits its room, in every language, from the smallest window up.

Text that does not fit is a defect of the layout, not of the translation: the prompt shrinks
and wraps, the badges' lines shrink, the trump sign shrinks (``overflow()`` of each item names
what would still be cut). The window hosts a table with friends, so the friends' panel is
docked beside the table (it takes the most room), at 640x480 and at 1024x640, and every
prompt, lobby badge, badge of a match in play and trump sign text is put on the real items in
English, Spanish and Bulgarian, for three and four players. Each item must show its text whole
and hold what it paints in its bounding rectangle, inside the scene (the lobby prompt once
painted outside it, and its two ends stayed on the felt after Start: friends-3 D6).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF

from sergeantmajor.app import i18n
from sergeantmajor.engine import Rules
from sergeantmajor.engine.cards import NO_TRUMP, parse_card
from sergeantmajor.ui.main_window import MainWindow
from sergeantmajor.ui.online import texts as online
from sergeantmajor.ui.table import texts
from sergeantmajor.ui.table.scene_items import Prompt, SeatPanel

SIZES = ((640, 480), (1024, 640))
pytestmark = [pytest.mark.timeout(240), pytest.mark.window(size=SIZES[0], friends=True)]
LANGUAGES = ("en", "es", "bg")
NAMES = {"en": ("Lucy", "Christopher"), "es": ("Lucía", "Maximiliano"),
         "bg": ("Мария", "Христофор")}
CARDS = [parse_card(c) for c in ("AH", "KH", "QH", "10S")]
BACK = [parse_card(c) for c in ("2H", "3C", "4D", "5S")]


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    """Every test ends in English, whatever it switched to (after its window is closed)."""
    yield
    i18n.install_language("en")


def prompts(lang: str) -> list[str]:
    """Every text the prompt line may show: the lobby's, the player's decisions', the
    exchange notes'."""
    you, other = NAMES[lang]
    out = [online.host_may_start(), online.waiting_for_host(),
           *(online.waiting_for_players(n) for n in (1, 2, 3))]
    for suit in range(4):
        out += [texts.prompt_follow(suit, True), texts.prompt_follow(suit, False)]
    out += [texts.prompt_lead(), texts.prompt_trump(), texts.prompt_return(),
            texts.prompt_targets(), texts.prompt_rulebook_give(other)]
    for n in (1, 2, 4):
        out += [texts.prompt_discard(n), texts.prompt_classic_give(other, n)]
    for n in (1, 4):
        given, back = CARDS[:n], BACK[:n]
        out += [texts.exchanged(you, other, given, back, n, seen=True, player_up=True,
                                player_down=False),
                texts.exchanged(other, you, given, back, n, seen=True, player_up=False,
                                player_down=True),
                texts.exchanged(you, other, given, back, n, seen=True, player_up=False,
                                player_down=False)]
    return out


def lobby_badges(lang: str) -> list[tuple[str, list[str]]]:
    """Every badge the lobby may show (every kind of seat, host or not, away or not)."""
    out = []
    for name in NAMES[lang]:
        for kind in ("empty", "bot", "human"):
            for connected in (True, False):
                for you, host in ((True, True), (True, False), (False, True), (False, False)):
                    out.append(online.lobby_badge(name, kind, "expert", connected, you, host))
                    out.append(online.lobby_badge(name, kind, "normal", connected, you, host))
    return out


def contained(outer: QRectF, inner: QRectF) -> bool:
    return outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(inner)


def check_prompt(prompt: Prompt, text: str, scene_rect: QRectF, where: str) -> list[str]:
    prompt.set_text(text)
    problems = [f"{where}: prompt cut: {t!r}" for t in prompt.overflow()]
    pill = prompt.pill()
    if not contained(prompt.boundingRect(), pill):
        problems.append(f"{where}: the prompt paints outside its bounds: {text!r}")
    if not contained(scene_rect, prompt.mapRectToScene(pill)):
        problems.append(f"{where}: the prompt leaves the table: {text!r}")
    return problems


def check_badge(panel: SeatPanel, name: str, lines: list[str], widest: list[str],
                dealer: str, where: str) -> list[str]:
    panel.name, panel.lines, panel.widest, panel.dealer_mark = name, lines, widest, dealer
    return [f"{where}: badge cut: {t!r}" for t in panel.overflow()]


def check_everything(window: MainWindow, lang: str, where: str) -> list[str]:
    """Every text on the real items, with the layout the window has now."""
    scene = window.table.scene_
    rect = scene.sceneRect()
    problems: list[str] = []
    for text in prompts(lang):
        problems += check_prompt(scene.prompt, text, rect, where)
    names = NAMES[lang]
    for s, panel in enumerate(scene.panels):
        seat = f"{where} seat {s}"
        for name, lines in lobby_badges(lang):
            problems += check_badge(panel, name, lines, [], "", seat)
        for hand_size in (16, 12):  # three players, four
            widest = texts.widest_badge_lines(hand_size)
            for name in (*names, ""):
                problems += check_badge(panel, name, widest[:2], widest, texts.dealer_mark(),
                                        seat)
    sign = scene.trump_sign
    for suit in (*range(4), NO_TRUMP):
        sign.label, sign.symbol = texts.trump_sign(suit)
        problems += [f"{where}: trump sign cut: {t!r}" for t in sign.overflow()]
    return problems


def _sizes(qtbot, window: MainWindow) -> Iterator[str]:
    for size in SIZES:
        window.resize(*size)
        qtbot.wait(50)  # the view's resize lays the table out again
        table = window.table
        yield f"{size[0]}x{size[1]} (table {table.width()}x{table.height()})"


@pytest.mark.parametrize("players", [3, 4])
def test_every_text_on_the_felt_fits_beside_the_friends_panel(qtbot, window, players):
    rules = Rules.preset("rulebook", players=players)
    window.friends.host(rules, NAMES["en"][0], "normal", 0)
    qtbot.waitUntil(lambda: window.online and bool(window.game.status), timeout=20000)
    panel = window.friends.panel
    assert panel is not None and panel.isVisible() and not panel.isFloating()
    assert len(window.table.scene_.panels) == players
    problems: list[str] = []
    try:
        for lang in LANGUAGES:
            assert i18n.install_language(lang), i18n.last_warning()
            qtbot.wait(1)  # LanguageChange is posted
            for where in _sizes(qtbot, window):
                problems += check_everything(window, lang, f"{lang} {where}")
    finally:
        window.friends.leave()
    assert not problems, "\n".join(dict.fromkeys(problems))  # each once, in order


def test_the_prompt_wraps_rather_than_cuts(qapp):
    """A long sentence in a narrow box: smaller and on two or three lines, whole, inside the
    item's bounds; a single word wider than the room is reported."""
    prompt = Prompt()
    prompt.set_rect(QRectF(0, 200, 240, 24))
    prompt.set_text("Todos los asientos para personas están ocupados: el anfitrión empieza "
                    "la partida.")
    _, lines = prompt.fitted()
    assert 2 <= len(lines) <= Prompt.MAX_LINES and not prompt.overflow()
    assert " ".join(lines) == prompt.text
    assert contained(prompt.boundingRect(), prompt.pill())
    assert prompt.pill().bottom() == pytest.approx(24)  # it grows upwards, over the felt
    prompt.set_text("Short")
    assert prompt.fitted()[1] == ["Short"] and prompt.pill().height() == pytest.approx(24)
    prompt.set_text("Supercalifragilisticexpialidocious" * 2)
    assert prompt.overflow()
