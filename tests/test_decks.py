"""Card decks and table colours: the own styles, the KDE decks, broken decks, DPR 2, the dialog."""

from __future__ import annotations

import gzip
import json
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from ui_helpers import close_window, make_window

from sergeantmajor.ui.appearance import Appearance
from sergeantmajor.ui.appearance_dialog import AppearanceDialog
from sergeantmajor.ui.decks import (
    KdeDeck,
    OwnBack,
    OwnFaces,
    TableArt,
    installed_kde_decks,
    kde_element,
    read_kde_deck,
)

KDE_ROOT = Path("/usr/share/carddecks")
HAS_KDE = (KDE_ROOT / "svg-standard" / "index.desktop").is_file()
needs_kde = pytest.mark.skipif(not HAS_KDE, reason="kdegames-card-data-kf5 is not installed")


def draw(deck, name: str, w: int = 120, h: int = 168) -> QImage:
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    deck.render(painter, name, QRectF(0, 0, w, h))
    painter.end()
    return image


def raw(image: QImage) -> bytes:
    """The pixels of ``image`` (copied while the image is alive)."""
    return bytes(image.constBits())


def colours(image: QImage) -> set[tuple[int, int, int]]:
    out = set()
    for y in range(0, image.height(), 3):
        for x in range(0, image.width(), 3):
            c = QColor(image.pixel(x, y))
            if image.pixelColor(x, y).alpha() > 200:
                out.add((c.red() // 32, c.green() // 32, c.blue() // 32))
    return out


def test_kde_element_names():
    assert [kde_element(n) for n in ("AS", "TH", "JD", "QC", "KH", "7S", "back")] == [
        "1_spade", "10_heart", "jack_diamond", "queen_club", "king_heart", "7_spade", "back"]


def test_three_own_faces_differ_and_four_colours_ink_diamonds_blue_clubs_green(qapp):
    classic, four, large = OwnFaces("classic"), OwnFaces("four-colour"), OwnFaces("large")
    for name in ("7D", "QC", "AS", "TH"):
        images = [raw(draw(deck, name)) for deck in (classic, four, large)]
        assert len(set(images)) == (3 if name[1] in "DC" else 2)  # spades/hearts keep inks
    assert "#1b5fc1" in four.svg("9D") and "#c8102e" not in four.svg("9D")
    assert "#1e7b34" in four.svg("KC") and "#c8102e" in four.svg("KH")
    large_svg = large.svg("QH")
    assert large_svg.count('xlink:href="#index"') == 2 and "scale(1.75)" in large_svg
    # Large indices: the corner index reaches much further down the card than the classic one.
    def index_bottom(deck) -> int:
        image = draw(deck, "8S", 240, 336)
        return max(y for y in range(0, 168) for x in range(8, 52, 2)
                   if image.pixelColor(x, y).alpha() > 200
                   and image.pixelColor(x, y).lightness() < 120)
    assert index_bottom(large) > 1.5 * index_bottom(classic)


def test_three_own_backs_and_table_colours_differ(qapp):
    backs = [draw(OwnBack(c), "back") for c in ("blue", "red", "green")]
    assert len({raw(b) for b in backs}) == 3
    from sergeantmajor.ui.felt import TABLE_COLOURS

    assert len(set(TABLE_COLOURS.values())) >= 3


@needs_kde
def test_installed_kde_decks_are_listed_by_name_and_draw_every_card(qapp):
    decks = {d.key: d for d in installed_kde_decks()}
    assert "kde:svg-standard" in decks
    info = decks["kde:svg-standard"]
    assert info.name("") == "Standard" and info.name("es") == "Estándar"
    assert info.name("bg") == "Стандартен"
    deck = KdeDeck(info)
    assert deck.load()
    ace, back = draw(deck, "AS"), draw(deck, "back")
    assert raw(ace) != raw(back)
    assert len(colours(ace)) > 1 and len(colours(back)) > 1


def test_missing_and_broken_decks_are_skipped_with_a_log_line(qapp, tmp_path, monkeypatch,
                                                              caplog):
    def deck_dir(name: str, svg: str | None, content: bytes | None) -> None:
        folder = tmp_path / name
        folder.mkdir()
        lines = ["[KDE Backdeck]", f"Name={name.title()}"] + ([f"SVG={svg}"] if svg else [])
        (folder / "index.desktop").write_text("\n".join(lines) + "\n")
        if svg and content is not None:
            (folder / svg).write_bytes(content)

    deck_dir("missing", "gone.svgz", None)
    deck_dir("bitmaps", None, None)
    deck_dir("garbage", "garbage.svgz", gzip.compress(b"<svg this is not svg"))
    deck_dir("partial", "partial.svg", b'<svg xmlns="http://www.w3.org/2000/svg">'
             b'<rect id="back" width="10" height="14"/></svg>')
    (tmp_path / "noindex").mkdir()
    (tmp_path / "broken-index").mkdir()
    (tmp_path / "broken-index" / "index.desktop").write_bytes(b"\xff\xfe[[[ not ini")
    monkeypatch.setenv("SERGEANTMAJOR_CARDDECKS", str(tmp_path))
    with caplog.at_level(logging.INFO, logger="sergeantmajor.ui.decks"):
        listed = installed_kde_decks()
        assert sorted(d.folder.name for d in listed) == ["garbage", "partial"]
        assert "gone.svgz is missing" in caplog.text
        for info in listed:  # readable index, bad SVG: skipped when drawn, own faces instead
            deck = KdeDeck(info)
            image = draw(TableArt(deck, deck), "AS")
            assert not deck.load() and deck.broken
            assert raw(image) == raw(draw(OwnFaces(), "AS"))
        assert "not a readable SVG" in caplog.text and "no element '2_spade'" in caplog.text
    assert read_kde_deck(tmp_path / "noindex") is None


SCRIPT = r"""
import json, sys
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
from sergeantmajor.ui.card_item import CARD_RATIO, CardPixmapCache
from sergeantmajor.ui.decks import KdeDeck, OwnBack, OwnFaces, TableArt, installed_kde_decks
widget = QWidget(); widget.resize(200, 200); widget.show(); app.processEvents()
dpr = widget.devicePixelRatioF()
decks = {f"own:{s}": TableArt(OwnFaces(s), OwnBack(b))
         for s, b in (("classic", "blue"), ("four-colour", "red"), ("large", "green"))}
for info in installed_kde_decks():
    if info.key in ("kde:svg-standard", "kde:svg-oxygen"):
        decks[info.key] = TableArt(KdeDeck(info), KdeDeck(info))
out = {"dpr": dpr}
for key, art in decks.items():
    cache = CardPixmapCache(deck=art)
    w = 71.0
    for name in ("QH", "back"):
        pm = cache.pixmap(name, w, w * CARD_RATIO, dpr)
        image = pm.toImage()
        inked = sum(1 for y in range(0, image.height(), 4) for x in range(0, image.width(), 4)
                    if image.pixelColor(x, y).alpha() > 0)
        out[f"{key}/{name}"] = [pm.width(), pm.height(), pm.devicePixelRatio(), inked,
                                round(w * 2), round(w * CARD_RATIO * 2)]
print(json.dumps(out))
"""


def test_every_deck_renders_crisp_at_device_pixel_ratio_2(tmp_path):
    env = dict(os.environ, QT_SCALE_FACTOR="2", QT_QPA_PLATFORM="offscreen")
    run = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                         env=env, timeout=120, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result.pop("dpr") == 2.0
    expected = 6 + (4 if HAS_KDE else 0)
    assert len(result) == expected
    for key, (pw, ph, dpr, inked, want_w, want_h) in result.items():
        assert (pw, ph, dpr) == (want_w, want_h, 2.0), key  # logical size x 2 in pixels
        assert inked > 0.5 * (pw // 4) * (ph // 4), key  # really drawn, not blank



def test_appearance_previews_live_applies_on_ok_and_cancel_keeps_it(window, qtbot):
    from sergeantmajor.engine import Rules

    window.new_game(Rules(), [("Ana", "basic"), ("Boris", "basic")], 3)
    table = window.table
    kde = installed_kde_decks()
    dialog = AppearanceDialog(Appearance.load(window.prefs), window, kde)
    faces = [dialog.faces.item(r).data(Qt.ItemDataRole.UserRole)
             for r in range(dialog.faces.count())]
    assert faces[:3] == ["own:classic", "own:four-colour", "own:large"]
    assert len(faces) == 3 + len(kde)
    assert dialog.backs.count() >= 3 and dialog.tables.count() >= 3
    face = "kde:svg-standard" if HAS_KDE else "own:large"
    before = dialog.preview.grab().toImage()
    dialog.select(faces=face, back="own:red", table="blue")
    assert dialog.preview.cache.deck.key == f"{face}/own:red"
    assert dialog.preview.grab().toImage() != before  # previewed at once
    assert table.cache.deck.key == "own:classic/own:blue"  # the table waits for OK
    dialog.reject()
    assert Appearance.load(window.prefs).faces == "own:classic"
    dialog = AppearanceDialog(Appearance.load(window.prefs), window, kde)
    dialog.chosen.connect(lambda choice: (choice.save(window.prefs),
                                          choice.apply(table, kde)))
    dialog.select(faces=face, back="own:green", table="red")
    dialog.accept()
    assert table.cache.deck.key == f"{face}/own:green"
    assert table.felt == ("#8a2f38", "#3d1117")
    saved = Appearance.load(window.prefs)
    assert (saved.faces, saved.back, saved.table) == (face, "own:green", "red")


def test_window_menu_opens_the_dialog_and_restores_the_choice(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        Appearance("own:four-colour", "own:red", "grey").save(window.prefs)
    finally:
        close_window(window)
    again = make_window(qtbot, tmp_path, monkeypatch)
    try:
        assert again.table.cache.deck.key == "own:four-colour/own:red"
        assert again.table.felt == ("#5b6168", "#25292e")
        again.menus.appearance_action.trigger()
        dialog = again.dialogs.appearance_dialog
        assert dialog.isVisible() and dialog.choice.faces == "own:four-colour"
        dialog.select(faces="own:large")
        dialog.accept()
        assert again.table.cache.deck.key == "own:large/own:red"
    finally:
        close_window(again)
