"""Card art to choose from: the game's own faces and backs, and the KDE card decks installed.

A *deck* here is anything that can draw a card name ("AS", "TD", "back") into a rectangle:
:class:`OwnFaces` (the shipped SVGs, or two variants derived from them at run time),
:class:`OwnBack` (the shipped back in other colours) and :class:`KdeDeck` (one SVG/SVGZ of
``/usr/share/carddecks``, the format KPat and LSkat read, whose element ids name cards
``1_club``, ``10_heart``, ``jack_spade``, ``queen_diamond``, ``king_heart`` and ``back``).
:class:`TableArt` pairs a face deck with a back and is what ``CardPixmapCache`` renders.

The variants of the own art follow ``resources/generate_cards.py``'s design: the four-colour
deck inks diamonds blue and clubs green; the large-index deck keeps only the corner index,
drawn much larger, and one big suit sign in the middle, for small screens and low vision.

A KDE deck that is missing its SVG or cannot be read is left out with a log line (or, if it
breaks only when drawn, falls back to the game's own faces), never an exception.
"""

from __future__ import annotations

import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QCoreApplication, QLocale, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgRenderer

from ..engine.cards import RANKS, SUITS
from ..paths import resource_path
from .card_index import OWN_INDEX, OWN_LARGE_INDEX, IndexCorner, find_index

log = logging.getLogger(__name__)

# The own art's inks (resources/cardart/faces.py and extras.py).
RED, BLACK = "#c8102e", "#1a1a1a"
FOUR_COLOUR = {"D": "#1b5fc1", "C": "#1e7b34"}
BACK_INKS = ("#1f3a68", "#5577b0", "#c9d6ee", "#d8e0ef")  # base, line, dot, edge
BACK_COLOURS: dict[str, tuple[str, str, str, str]] = {
    "blue": BACK_INKS,
    "red": ("#7a1a24", "#b85a66", "#eecbd0", "#f1dadd"),
    "green": ("#1d5a3a", "#4f9a6f", "#c6ead3", "#d6efe0"),
}
OWN_FACES = {
    "own:classic": QT_TRANSLATE_NOOP("Decks", "Sergeant Major classic"),
    "own:four-colour": QT_TRANSLATE_NOOP("Decks", "Sergeant Major four colours"),
    "own:large": QT_TRANSLATE_NOOP("Decks", "Sergeant Major large indices"),
}
OWN_BACKS = {
    "own:blue": QT_TRANSLATE_NOOP("Decks", "Blue lattice"),
    "own:red": QT_TRANSLATE_NOOP("Decks", "Red lattice"),
    "own:green": QT_TRANSLATE_NOOP("Decks", "Green lattice"),
}
TABLE_NAMES = {
    "green": QT_TRANSLATE_NOOP("Decks", "Green felt"),
    "blue": QT_TRANSLATE_NOOP("Decks", "Blue felt"),
    "red": QT_TRANSLATE_NOOP("Decks", "Red felt"),
    "grey": QT_TRANSLATE_NOOP("Decks", "Grey felt"),
}
DEFAULT_FACES, DEFAULT_BACK = "own:classic", "own:blue"

_KDE_RANKS = {"A": "1", "T": "10", "J": "jack", "Q": "queen", "K": "king"}
_KDE_SUITS = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}


def all_card_names() -> list[str]:
    """The 52 card codes and "back"."""
    return [rank + suit for suit in SUITS for rank in RANKS] + ["back"]


def kde_element(name: str) -> str:
    """The KDE element id of a card name: "AS" -> "1_spade", "QH" -> "queen_heart"."""
    if name == "back":
        return "back"
    return f"{_KDE_RANKS.get(name[0], name[0])}_{_KDE_SUITS[name[1]]}"


def _fit(bounds: QRectF, rect: QRectF) -> QRectF:
    """``rect`` shrunk to the aspect ratio of ``bounds``, centred (a deck is never stretched)."""
    if bounds.width() <= 0 or bounds.height() <= 0:
        return rect
    scale = min(rect.width() / bounds.width(), rect.height() / bounds.height())
    w, h = bounds.width() * scale, bounds.height() * scale
    return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)


class OwnFaces:
    """The game's own faces in one of three styles: "classic", "four-colour", "large"."""

    def __init__(self, style: str = "classic") -> None:
        self.style = style
        self.key = f"own:{style}"
        # The SVG text of each card drawn, ready to parse; not its parsed QSvgRenderer (some
        # 33 KB each, 1.7 MB for the deck): the pixmap cache keeps what was drawn, so a face is
        # parsed again only when it is drawn at a new size (0.2 ms), e.g. after a resize.
        self._svgs: dict[str, QByteArray] = {}

    def svg(self, name: str) -> str:
        """The SVG text of ``name`` in this style."""
        text = resource_path("cards", f"{name}.svg").read_text(encoding="utf-8")
        if name == "back" or self.style == "classic":
            return text
        suit = name[1]
        if suit in FOUR_COLOUR:
            text = text.replace(RED if suit == "D" else BLACK, FOUR_COLOUR[suit])
        return large_index_svg(text) if self.style == "large" else text

    def index(self) -> IndexCorner:
        """Where these faces print the rank (the generator's design: top left)."""
        return OWN_LARGE_INDEX if self.style == "large" else OWN_INDEX

    def render(self, painter: QPainter, name: str, rect: QRectF) -> None:
        """Draw ``name`` into ``rect``."""
        data = self._svgs.get(name)
        if data is None:
            data = self._svgs[name] = QByteArray(self.svg(name).encode("utf-8"))
        QSvgRenderer(data).render(painter, rect)


def large_index_svg(text: str) -> str:
    """A face with only a big corner index (twice, as usual) and one big suit sign."""
    pip = re.search(r'<path id="pip"[^>]*/>', text)
    index = re.search(r'<g id="index">[^\n]*', text)  # one line in the generated SVG
    ink = re.search(r'<g fill="(#[0-9a-fA-F]{6})">', text)
    head = text[: text.index("<defs>")]
    if pip is None or index is None or ink is None:
        return text  # not the generator's layout: keep the face as it is
    big = "translate(-7 -5) scale(1.75)"
    return (
        f"{head}<defs>\n{pip.group(0)}\n{index.group(0)}\n</defs>\n"
        '<rect x="1" y="1" width="238" height="334" rx="14" fill="#ffffff" '
        'stroke="#9a9a9a" stroke-width="2"/>\n'
        f'<g fill="{ink.group(1)}">\n'
        f'<use xlink:href="#index" transform="{big}"/>\n'
        f'<use xlink:href="#index" transform="rotate(180 120 168) {big}"/>\n'
        '<use xlink:href="#pip" transform="translate(128 168) scale(0.85)"/>\n'
        "</g>\n</svg>\n"
    )


class OwnBack:
    """The game's back in one of :data:`BACK_COLOURS`."""

    def __init__(self, colour: str = "blue") -> None:
        self.colour = colour
        self.key = f"own:{colour}"
        self._renderer: QSvgRenderer | None = None

    def svg(self) -> str:
        """The back's SVG text in this colour."""
        text = resource_path("cards", "back.svg").read_text(encoding="utf-8")
        for old, new in zip(BACK_INKS, BACK_COLOURS[self.colour], strict=True):
            text = text.replace(old, new)
        return text

    def render(self, painter: QPainter, name: str, rect: QRectF) -> None:
        """Draw the back into ``rect`` (``name`` is "back")."""
        if self._renderer is None:
            self._renderer = QSvgRenderer(QByteArray(self.svg().encode("utf-8")))
        self._renderer.render(painter, rect)


@dataclass(frozen=True)
class KdeDeckInfo:
    """One installed KDE card deck: its folder, its SVG and its names by language."""

    folder: Path
    svg: Path
    names: dict[str, str]  # "" -> the untranslated name

    @property
    def key(self) -> str:
        """The id the settings store: "kde:<folder name>"."""
        return f"kde:{self.folder.name}"

    def name(self, language: str | None = None) -> str:
        """The deck's name in ``language`` (e.g. "es", "bg"), else its own name."""
        code = language or QLocale().name()
        for candidate in (code, code.split("_")[0]):
            if candidate in self.names:
                return self.names[candidate]
        return self.names.get("", self.folder.name)


class KdeDeck:
    """A KDE card deck, read when first drawn; a broken one falls back to the own faces."""

    def __init__(self, info: KdeDeckInfo) -> None:
        self.info = info
        self.key = info.key
        self._renderer: QSvgRenderer | None = None
        self.broken = False
        self._fallback = OwnFaces()
        self._index: IndexCorner | None = None

    def load(self) -> bool:
        """Read the SVG and check every card is in it; False (and a log line) if not."""
        if self._renderer is not None or self.broken:
            return not self.broken
        renderer = QSvgRenderer(str(self.info.svg))
        missing = [n for n in all_card_names()
                   if renderer.isValid() and not renderer.elementExists(kde_element(n))]
        if not renderer.isValid() or missing:
            log.warning("card deck %s skipped: %s", self.info.svg,
                        "not a readable SVG" if not renderer.isValid()
                        else f"no element {kde_element(missing[0])!r}")
            self.broken = True
            return False
        self._renderer = renderer
        return True

    def index(self) -> IndexCorner:
        """Where this deck prints the rank, found from its art when first asked (a few
        hundredths of a second: see :mod:`.card_index`); a broken deck's own-face fallback."""
        if self._index is None:
            self._index = find_index(self.render) if self.load() else self._fallback.index()
        return self._index

    def render(self, painter: QPainter, name: str, rect: QRectF) -> None:
        """Draw ``name`` into ``rect`` (its own aspect ratio kept, centred)."""
        if not self.load():
            if name == "back":
                OwnBack().render(painter, name, rect)
            else:
                self._fallback.render(painter, name, rect)
            return
        assert self._renderer is not None
        element = kde_element(name)
        self._renderer.render(painter, element, _fit(self._renderer.boundsOnElement(element),
                                                     rect))


def carddeck_roots() -> list[Path]:
    """Where KDE card decks live: ``$SERGEANTMAJOR_CARDDECKS`` or the XDG data folders."""
    override = os.environ.get("SERGEANTMAJOR_CARDDECKS")
    if override is not None:
        return [Path(p) for p in override.split(os.pathsep) if p]
    home = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    dirs = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    return [home / "carddecks"] + [Path(d) / "carddecks" for d in dirs.split(":") if d]


def read_kde_deck(folder: Path) -> KdeDeckInfo | None:
    """The deck of ``folder`` from its ``index.desktop``; None (and a log line) if unusable."""
    import configparser  # here: KDE decks are read only for the appearance (some 0.17 MB)

    index = folder / "index.desktop"
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keep "Name[es]"
    try:
        parser.read_string(index.read_text(encoding="utf-8", errors="replace"))
        section = parser["KDE Backdeck"]
        svg_name = section.get("SVG", "").strip()
    except (OSError, configparser.Error, KeyError) as exc:
        log.warning("card deck %s skipped: %s", folder, exc)
        return None
    if not svg_name:
        log.info("card deck %s skipped: no SVG (a bitmap-only deck)", folder)
        return None
    svg = folder / svg_name
    if not svg.is_file() or svg.stat().st_size == 0:
        log.warning("card deck %s skipped: %s is missing", folder, svg)
        return None
    names = {"": section.get("Name", folder.name)}
    for key, value in section.items():
        found = re.fullmatch(r"Name\[([^\]]+)\]", key)
        if found:
            names[found.group(1)] = value
    return KdeDeckInfo(folder, svg, names)


def installed_kde_decks() -> list[KdeDeckInfo]:
    """Every usable KDE card deck installed, the first of each folder name, by name."""
    found: dict[str, KdeDeckInfo] = {}
    for root in carddeck_roots():
        try:
            folders = sorted(p for p in root.iterdir() if (p / "index.desktop").is_file())
        except OSError:
            continue  # the folder does not exist: no decks there
        for folder in folders:
            if folder.name in found:
                continue
            info = read_kde_deck(folder)
            if info is not None:
                found[folder.name] = info
    return sorted(found.values(), key=lambda d: d.name("").lower())


def translated(text: object) -> str:
    """A name of :data:`OWN_FACES`, :data:`OWN_BACKS` or :data:`TABLE_NAMES` translated."""
    return QCoreApplication.translate("Decks", str(text))


class TableArt:
    """What the table draws: a face deck and a back; ``key`` changes when either does."""

    def __init__(self, faces: OwnFaces | KdeDeck | None = None,
                 back: OwnBack | KdeDeck | None = None) -> None:
        self.faces = faces or OwnFaces()
        self.back = back or OwnBack()
        self.key = f"{self.faces.key}/{self.back.key}"

    def index(self) -> IndexCorner:
        """Where the faces print the rank (the hand is fanned to keep it in view)."""
        return self.faces.index()

    def render(self, painter: QPainter, name: str, rect: QRectF) -> None:
        """Draw the card ``name`` ("AS", "back") into ``rect``."""
        (self.back if name == "back" else self.faces).render(painter, name, rect)


def make_deck(key: str, kde: list[KdeDeckInfo] | None = None,
              *, back: bool = False) -> OwnFaces | OwnBack | KdeDeck:
    """The deck (or back) of a settings key; an unknown key gives the default."""
    if key.startswith("kde:"):
        for info in kde if kde is not None else installed_kde_decks():
            if info.key == key:
                return KdeDeck(info)
        log.warning("card deck %s is not installed; using the game's own", key)
    elif back and key[4:] in BACK_COLOURS and key.startswith("own:"):
        return OwnBack(key[4:])
    elif not back and key in OWN_FACES:
        return OwnFaces(key[4:])
    return OwnBack() if back else OwnFaces()
