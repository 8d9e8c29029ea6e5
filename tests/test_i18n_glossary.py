"""The Spanish and Bulgarian catalogues are complete and speak the rulebooks' words.

Parses ``translations/sergeantmajor_{es,bg}.ts`` with ``xml.etree`` and checks every entry:
finished and non-empty, plurals with every form, the same ``%1`` / ``%n`` / ``{name}`` markers
and ``&`` accelerators as the English, and the glossary (``translations/glossary.json``): an
English source that says kitty, trump, trick, dealer, up, down, target ... has the preferred
Spanish / Bulgarian word in its translation, and no translation uses a forbidden confusion.
The checker itself is tested on small made-up entries, so a wrong word is known to fail.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
LANGUAGES = ("es", "bg")
PLURAL_FORMS = {"es": 2, "bg": 2}  # Qt's plural rules: one / other for both
MARKER = re.compile(r"%\d|%n|%L\d|\{\w+\}")
ACCELERATOR = re.compile(r"&(?!&)\w")


@dataclass(frozen=True)
class Entry:
    """One message of a .ts file: where it is, its English, and its translation forms."""

    context: str
    source: str
    comment: str
    kind: str | None  # the translation's type attribute: None when finished
    forms: tuple[str, ...]  # one text, or every plural form
    numerus: bool

    def where(self) -> str:
        return f"[{self.context}] {self.source[:70]!r}"


def parse_ts(path: Path) -> list[Entry]:
    """Every message of a Qt Linguist file."""
    entries = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            numerus = message.get("numerus") == "yes"
            if translation is None:
                forms: tuple[str, ...] = ()
                kind = "missing"
            elif numerus:
                forms = tuple(f.text or "" for f in translation.iter("numerusform"))
                kind = translation.get("type")
            else:
                forms = (translation.text or "",)
                kind = translation.get("type")
            entries.append(Entry(name, message.findtext("source", ""),
                                 message.findtext("comment", ""), kind, forms, numerus))
    return entries


def load_glossary() -> dict:
    return json.loads((TRANSLATIONS / "glossary.json").read_text(encoding="utf-8"))


def form_regex(form: str) -> re.Pattern[str]:
    """'baza*' -> a word starting with baza; 'as' -> the word as; words match any spacing."""
    words = []
    for word in form.split():
        if word.endswith("*"):
            words.append(re.escape(word[:-1]) + r"[\w-]*")
        else:
            words.append(re.escape(word) + r"(?![\w])")
    return re.compile(r"(?<![\w])" + r"\s+".join(words), re.IGNORECASE)


def plain(text: str) -> str:
    """Text as read: accelerators and HTML tags removed."""
    return re.sub(r"<[^>]+>", " ", text.replace("&&", "\0").replace("&", "").replace("\0", "&"))


def english_has(term: dict, source: str) -> bool:
    text = plain(source).lower()
    for phrase in term.get("exclude", []):
        text = form_regex(phrase).sub(" ", text)
    return any(form_regex(form).search(text) for form in term["match"])


def has_any(forms: list[str], text: str) -> bool:
    return any(form_regex(form).search(text) for form in forms)


def glossary_problems(entries: list[Entry], lang: str, glossary: dict) -> list[str]:
    """Every glossary rule an entry breaks, as readable lines."""
    problems = []
    long_text = glossary["long_text_chars"]
    forbidden = [(t["en"], f) for t in glossary["terms"] for f in t[lang]["forbidden"]]
    for entry in entries:
        for text in entry.forms:
            if not text.strip():
                continue  # an empty translation is reported by the completeness test
            shown = plain(text)
            for english, word in forbidden:
                if form_regex(word).search(shown):
                    problems.append(f"{entry.where()}: {word!r} is not the word for {english}")
            for term in glossary["terms"]:
                if not english_has(term, entry.source):
                    continue
                allowed = list(term[lang]["preferred"])
                if len(entry.source) > long_text:
                    allowed += term[lang]["also"]
                if not has_any(allowed, shown):
                    problems.append(f"{entry.where()}: says {term['en']!r} but {text[:70]!r} "
                                    f"has none of {allowed}")
    return problems


def completeness_problems(entries: list[Entry], lang: str) -> list[str]:
    problems = []
    for entry in entries:
        if entry.kind is not None:
            problems.append(f"{entry.where()}: translation is {entry.kind}")
        if not entry.forms or any(not form.strip() for form in entry.forms):
            problems.append(f"{entry.where()}: empty translation")
        if "%n" in entry.source and not entry.numerus:
            problems.append(f"{entry.where()}: a count (%n) without plural forms")
        if entry.numerus and len(entry.forms) != PLURAL_FORMS[lang]:
            problems.append(f"{entry.where()}: {len(entry.forms)} plural forms, "
                            f"{lang} needs {PLURAL_FORMS[lang]}")
    return problems


def marker_problems(entries: list[Entry]) -> list[str]:
    problems = []
    for entry in entries:
        wanted = sorted(MARKER.findall(entry.source))
        for form in (f for f in entry.forms if f.strip()):
            if sorted(MARKER.findall(form)) != wanted:
                problems.append(f"{entry.where()}: markers {wanted} became "
                                f"{sorted(MARKER.findall(form))} in {form[:60]!r}")
            if bool(ACCELERATOR.search(entry.source)) != bool(ACCELERATOR.search(form)):
                problems.append(f"{entry.where()}: the & accelerator is lost or added in "
                                f"{form[:60]!r}")
    return problems


# ---------------------------------------------------------------- the real catalogues
@pytest.fixture(scope="module")
def glossary() -> dict:
    return load_glossary()


@pytest.fixture(scope="module", params=LANGUAGES)
def catalogue(request: pytest.FixtureRequest) -> tuple[str, list[Entry]]:
    path = TRANSLATIONS / f"sergeantmajor_{request.param}.ts"
    assert path.is_file(), f"{path} is missing: run python translations/update.py"
    return request.param, parse_ts(path)


def test_catalogue_declares_its_language(catalogue: tuple[str, list[Entry]]) -> None:
    lang, entries = catalogue
    root = ET.parse(TRANSLATIONS / f"sergeantmajor_{lang}.ts").getroot()
    assert root.get("language", "").split("_")[0] == lang  # decides the plural rules
    assert len(entries) > 50  # the game's strings are there, not an empty file


def test_every_entry_is_finished(catalogue: tuple[str, list[Entry]]) -> None:
    lang, entries = catalogue
    problems = completeness_problems(entries, lang)
    assert not problems, "\n".join(problems)


def test_markers_and_accelerators_are_kept(catalogue: tuple[str, list[Entry]]) -> None:
    _, entries = catalogue
    problems = marker_problems(entries)
    assert not problems, "\n".join(problems)


def test_translations_use_the_rulebook_words(catalogue: tuple[str, list[Entry]],
                                             glossary: dict) -> None:
    lang, entries = catalogue
    problems = glossary_problems(entries, lang, glossary)
    assert not problems, "\n".join(problems)


def test_glossary_covers_the_specification_terms(glossary: dict) -> None:
    preferred = {t["en"].split(" (")[0]: t for t in glossary["terms"]}
    for word in ("kitty", "trump", "trick", "dealer", "target", "exchange", "discard", "suit",
                 "points", "spades", "hearts", "diamonds", "clubs", "ace", "king", "queen",
                 "jack"):
        assert word in preferred, word
    assert has_any(preferred["kitty"]["es"]["preferred"], "gatito")
    assert has_any(preferred["kitty"]["bg"]["preferred"], "котето")
    assert has_any(preferred["trick"]["es"]["preferred"], "bazas")
    assert has_any(preferred["trick"]["bg"]["preferred"], "взятки")
    assert has_any(preferred["up"]["es"]["preferred"], "Arriba")
    assert has_any(preferred["down"]["bg"]["preferred"], "надолу")


# ---------------------------------------------------------------- the checker can fail
def _entry(source: str, *forms: str, kind: str | None = None, numerus: bool = False) -> Entry:
    return Entry("Test", source, "", kind, forms, numerus)


def test_checker_finds_a_wrong_or_missing_word(glossary: dict) -> None:
    bad = [_entry("Take the kitty", "Toma el bote"),
           _entry("%n trick(s)", "%n truco", "%n trucos", numerus=True),
           _entry("Ace of hearts", "As de copas")]
    problems = glossary_problems(bad, "es", glossary)
    assert any("'bote'" in p for p in problems)
    assert any("trick" in p and "truco" in p for p in problems)  # "also" not enough when short
    assert any("'copas'" in p for p in problems)
    good = [_entry("Take the kitty", "Toma el gatito"), _entry("Ace of hearts", "As de corazones"),
            _entry("%n trick(s)", "%n baza", "%n bazas", numerus=True),
            _entry("Put the cards face down", "Pon las cartas boca abajo")]
    assert glossary_problems(good, "es", glossary) == []


def test_checker_knows_up_and_down_from_face_down(glossary: dict) -> None:
    assert not glossary_problems([_entry("Pick up the kitty", "Вземете котето")], "bg", glossary)
    problems = glossary_problems([_entry("%1 is up by %2", "%1 е горе с %2")], "bg", glossary)
    assert any("up (over target)" in p for p in problems)


def test_checker_finds_unfinished_plurals_and_markers() -> None:
    entries = [_entry("Hello %1", "Hola", kind="unfinished"),
               _entry("%n point(s)", "%n punto", numerus=True),
               _entry("%n card(s)", "%n cartas"),
               _entry("&Game", "Partida")]
    assert len(completeness_problems(entries, "es")) == 3
    problems = marker_problems(entries)
    assert any("markers" in p for p in problems)
    assert any("accelerator" in p for p in problems)
