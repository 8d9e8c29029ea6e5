"""Every deck can be read in the hand (issue 26): the rank of every card of a full fan shows.

The table asks each face deck where it prints the rank (``card_index.find_index``, from the
art) and fans the player's hand so that corner stays in view. These tests take every deck
there is, the game's own three styles and every KDE deck installed, none left out: where the
deck prints the rank is checked against what was seen by eye (the Oxygen decks on the right,
Future moving with the suit, the rest on the left), then a real table holds the largest hand
(20 cards with three players, 16 with four) at the smallest, a middling and a large size, and
no card may lie over another card's rank.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPolygonF
from ui_helpers import close_window, make_window

from sergeantmajor.engine import Rules
from sergeantmajor.ui.appearance import Appearance
from sergeantmajor.ui.appearance_dialog import PREVIEW_CARDS, AppearanceDialog
from sergeantmajor.ui.card_index import OWN_INDEX, OWN_LARGE_INDEX, find_index
from sergeantmajor.ui.card_item import CardPixmapCache
from sergeantmajor.ui.decks import (
    KdeDeck,
    OwnBack,
    OwnFaces,
    TableArt,
    carddeck_roots,
    installed_kde_decks,
    read_kde_deck,
)
from sergeantmajor.ui.table.geometry import largest_hand
from sergeantmajor.ui.table.model import DECK, OUT, TableModel, hand

# Seen by eye (contact sheets of every deck, issue 26): where each deck prints the rank.
RIGHT_INDEX = {"svg-oxygen", "svg-oxygen-air", "svg-oxygen-white"}
MOVING_INDEX = {"svg-future"}  # a tab whose place depends on the suit
OWN_STYLES = ("classic", "four-colour", "large")
KDE = installed_kde_decks()
SIZES = [(640, 400), (1024, 594), (1920, 1034)]  # the table's viewport: smallest, usual, large


def colour_distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def deck_folders() -> list[str]:
    """Every folder that holds a KDE deck's index.desktop (the first of each name)."""
    names: list[str] = []
    for root in carddeck_roots():
        try:
            names += [p.name for p in sorted(root.iterdir()) if (p / "index.desktop").is_file()]
        except OSError:
            continue
    return list(dict.fromkeys(names))


def test_no_installed_deck_is_left_out_without_a_reason():
    listed = {info.folder.name for info in KDE}
    for name in deck_folders():
        if name in listed:
            continue
        folder = next(root / name for root in carddeck_roots() if (root / name).is_dir())
        # Only a deck the game cannot draw (bitmaps only, a missing SVG) is not offered.
        assert read_kde_deck(folder) is None, f"{name} is installed but not offered"


def faces_of(key: str) -> OwnFaces | KdeDeck:
    if key.startswith("own:"):
        return OwnFaces(key[4:])
    return KdeDeck(next(info for info in KDE if info.key == key))


ALL_FACES = [f"own:{s}" for s in OWN_STYLES] + [info.key for info in KDE]


@pytest.mark.parametrize("key", ALL_FACES)
def test_where_each_deck_prints_the_rank(qapp, key):
    faces = faces_of(key)
    found = find_index(faces.render)  # the own faces answer from the design, unmeasured
    name = key.partition(":")[2]
    assert found.fixed == (name not in MOVING_INDEX), found
    if found.fixed:
        assert found.right == (name in RIGHT_INDEX), found
        left, top, right, bottom = found.box
        assert 0.0 <= left < right <= 1.0 and 0.0 <= top < bottom <= 0.45, found
    if isinstance(faces, OwnFaces):  # the design's numbers hold what the art shows
        design = faces.index()
        assert design in (OWN_INDEX, OWN_LARGE_INDEX) and not design.right
        a, b = design.box, found.box
        assert a[0] <= b[0] and a[1] <= b[1] and a[2] >= b[2] and a[3] >= b[3], (a, b)


def hidden_ranks(table, cards: list[int]) -> list[str]:
    """The cards of ``cards`` (the player's hand) whose rank another card lies on."""
    scene, lay = table.scene_, table.layout_
    index = table.cache.deck.index()
    x0, y0, x1, y1 = index.box
    out = []
    for card in cards:
        item = scene.cards[card]
        rect = item.card_rect()
        rank = QRectF(rect.left() + x0 * rect.width(), rect.top() + y0 * rect.height(),
                      (x1 - x0) * rect.width(), (y1 - y0) * rect.height())
        shown = item.mapToScene(QPolygonF(rank))
        for other in cards:
            above = scene.cards[other]
            if other == card or above.zValue() < item.zValue():
                continue
            cover = above.mapToScene(QPolygonF(above.card_rect()))
            overlap = shown.intersected(cover).boundingRect()
            if overlap.width() > 0.5 and overlap.height() > 0.5:
                out.append(f"{item.code} under {above.code} at {lay.width:.0f}x{lay.height:.0f}")
    return out


@pytest.fixture(scope="module")
def table_window(qapp, tmp_path_factory):
    import os

    from PySide6.QtCore import QSettings

    from sergeantmajor.app.preferences import Preferences
    from sergeantmajor.ui.main_window import MainWindow

    tmp = tmp_path_factory.mktemp("deck_index")
    old = os.environ.get("SERGEANTMAJOR_DATA_DIR")
    os.environ["SERGEANTMAJOR_DATA_DIR"] = str(tmp / "data")
    prefs = Preferences(QSettings(str(tmp / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(prefs)
    window.show()
    yield window
    close_window(window)
    window.close()
    if old is None:
        os.environ.pop("SERGEANTMAJOR_DATA_DIR", None)
    else:
        os.environ["SERGEANTMAJOR_DATA_DIR"] = old


@pytest.mark.parametrize("key", ALL_FACES)
def test_every_rank_of_a_full_hand_shows_with_every_deck(table_window, key):
    faces = faces_of(key)
    if not faces.index().fixed:  # no fan can show it: the player is told (next test)
        assert key.partition(":")[2] in MOVING_INDEX
        return
    table = table_window.table
    table.cache.set_deck(TableArt(faces, OwnBack()))
    problems: list[str] = []
    for players in (3, 4):
        rules = Rules(players=players, targets="5-3-2-2" if players == 4 else "8-5-3")
        model = TableModel.new(rules, 0)
        in_play = [c for c in range(52) if c not in model.piles[OUT]]
        cards = random.Random(players).sample(in_play, largest_hand(players))
        model.piles[hand(0)] = sorted(cards)
        model.piles[DECK] = [None] * (len(in_play) - len(cards))
        table.scene_.set_seats(players, 0)
        table.board.reset(model)
        for width, height in SIZES:
            table.scene_.relayout(width, height)
            table.board.sync(table.layout_, duration=0)
            table.animator.finish_all()
            problems += hidden_ranks(table, cards)
            lay = table.layout_
            for card in cards:  # and the fan stays on the table
                box = table.scene_.cards[card].sceneBoundingRect()
                assert 0 <= box.left() and box.right() <= lay.width, (key, width, card)
    assert not problems, f"{key}: " + "; ".join(problems[:6])


@pytest.mark.parametrize("key", sorted(f"kde:{n}" for n in MOVING_INDEX
                                       if any(i.folder.name == n for i in KDE)))
def test_a_deck_whose_rank_moves_is_named_in_the_appearance_dialog(qtbot, tmp_path,
                                                                   monkeypatch, key):
    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        dialog = AppearanceDialog(Appearance.load(window.prefs), window, KDE)
        qtbot.addWidget(dialog)
        dialog.show()
        assert dialog.index_note.isHidden()
        dialog.select(faces=key)
        assert not dialog.index_note.isHidden() and "rank" in dialog.index_note.text()
        dialog.select(faces="kde:svg-oxygen" if KDE else "own:large")
        assert dialog.index_note.isHidden()
    finally:
        close_window(window)


def test_the_appearance_preview_fans_as_the_hand_does(qtbot, tmp_path, monkeypatch):
    oxygen = [info for info in KDE if info.folder.name == "svg-oxygen"]
    if not oxygen:
        pytest.skip("the Oxygen deck is not installed (kdegames-card-data-kf5)")
    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        dialog = AppearanceDialog(Appearance.load(window.prefs), window, KDE)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.select(faces="kde:svg-oxygen")
        preview = dialog.preview
        image = preview.grab().toImage()
        w, h = preview.card_size()
        step = w * 0.82
        x = (preview.width() - step * 5 - w) / 2
        y = (preview.height() - h) / 2
        # The first card's top-right corner (its rank) is drawn, not the second card's face.
        lone = TableArt(KdeDeck(oxygen[0]), OwnBack())
        dpr = preview.devicePixelRatioF()
        card = CardPixmapCache(deck=lone).pixmap(PREVIEW_CARDS[0], w, h, dpr).toImage()
        differ = 0
        for fx in (0.84, 0.88, 0.92):  # along the rank in the top-right corner
            for fy in (0.05, 0.08, 0.11):
                seen = image.pixelColor(round((x + w * fx) * dpr), round((y + h * fy) * dpr))
                drawn = card.pixelColor(round(w * fx * dpr), round(h * fy * dpr))
                differ += colour_distance(seen, drawn) > 40
        assert differ <= 1, f"{differ} of 9 points of the first card's rank are covered"
    finally:
        close_window(window)

