"""The host and every friend are spoken of without assuming a gender, in every language.

Every sentence of :mod:`sergeantmajor.ui.online.texts` is rendered in English, Spanish and
Bulgarian, with every code, state and flag its functions take, once with a woman's name and
once with a man's: none may hold a gendered form about a person ("el anfitrión", "un amigo",
"conectado", Bulgarian "той", "приятеля си"...). The dialogs and the panel of playing with
friends (their contexts in the catalogues) are read for the same forms, so a sentence added
there later is checked too.

A new function in ``texts.py`` with a parameter this test does not know how to fill fails
here: teach :func:`_values` its values, so that every sentence stays checked.
"""

from __future__ import annotations

import inspect
import itertools
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sergeantmajor.app import i18n
from sergeantmajor.ui.online import texts

TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"
NAMES = {"en": ("Lucy", "Paul"), "es": ("Lucía", "Pablo"), "bg": ("Мария", "Борис")}
# The contexts whose sentences speak of the host or of friends.
FRIENDS_CONTEXTS = ("Online", "FriendsPlay", "FriendsPanel", "HostTableDialog",
                    "JoinTableDialog")

# Forms that give a person a gender, in any sentence of playing with friends.
FORBIDDEN = {
    "en": [r"\bhe\b", r"\bshe\b", r"\bhis\b", r"\bher\b", r"\bhim\b", r"\bhostess\b"],
    "es": [r"\banfitri(ón|ona)\b",  # the host is whoever opened the table
           r"\b(un|una|tu|el|la|al|del) amig[oa]\b",  # one friend, of unknown gender
           r"\bconectad[oa]\b",  # said to the player, or of a friend
           r"\bnuev[oa] en\b", r"\b(él|ella) mism[oa]\b"],
    "bg": [r"\bтой\b", r"\bтя\b", r"\bдомакиня", r"приятеля си", r"приятелят\b",
           r"приятелката", r"\bизпратил[аи]?\b", r"\bсамият\b", r"\bсамата\b"],
}
# Pronouns that can only point at a person in a sentence that names one (elsewhere "ella"
# may be the match, "него" the server).
FORBIDDEN_WITH_A_NAME = {
    "en": [],
    "es": [r"\bél\b", r"\bella\b"],
    "bg": [r"\bму\b", r"\bѝ\b", r"\bнего\b", r"\bнея\b", r"\bнеговото\b", r"\bнейното\b"],
}

_SOURCE = Path(inspect.getfile(texts)).read_text(encoding="utf-8")
CODES = sorted(set(re.findall(r'"([a-z][a-z-]*)": QCoreApplication\.translate', _SOURCE))
               | {"no-such-table", "something-new"})
STATES = sorted(set(re.findall(r'state == "([a-z]+)"', _SOURCE)))


def _values(name: str, parameter: inspect.Parameter, person: str) -> list[Any]:
    """Every value worth trying for one parameter of a sentence function."""
    annotation = str(parameter.annotation)
    if annotation == "bool":
        return [False, True]
    if annotation == "int":
        return [0, 1, 2, 5, 21]
    if name == "name":
        return [person]
    if name == "code":
        return CODES
    if name == "state":
        return STATES
    if name == "kind":
        return ["empty", "bot", "human"]
    if name == "note":
        return [texts.Note(kind, person, 5)
                for kind in ("joined", "left", "dropped", "replaced", "back")]
    if name == "friends":
        return [[person], [person, "Bo"]]
    if name == "host":
        return [person, ""]
    if name == "level":
        return ["normal", None] if "None" in annotation else ["normal"]
    raise AssertionError(f"test_i18n_gender does not know how to fill {name!r} "
                         f"({annotation}): teach _values()")


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _strings(item)


def rendered(person: str) -> Iterator[tuple[str, str]]:
    """(function, sentence) for every sentence ``texts`` makes, with ``person`` as the name."""
    for fname, function in inspect.getmembers(texts, inspect.isfunction):
        if fname.startswith("_") or function.__module__ != texts.__name__:
            continue
        parameters = inspect.signature(function).parameters
        choices = [_values(n, p, person) for n, p in parameters.items()]
        for args in itertools.product(*choices):
            for text in _strings(function(*args)):
                yield fname, text


def gendered(text: str, lang: str, named: bool) -> list[str]:
    forms = FORBIDDEN[lang] + (FORBIDDEN_WITH_A_NAME[lang] if named else [])
    return [f for f in forms if re.search(f, text, re.IGNORECASE)]


@pytest.mark.parametrize("lang", ["en", "es", "bg"])
def test_every_online_sentence_leaves_gender_alone(qapp, lang):
    assert i18n.install_language(lang), i18n.last_warning()
    try:
        problems = []
        seen = 0
        for person in NAMES[lang]:
            for fname, text in rendered(person):
                seen += 1
                found = gendered(text, lang, person in text)
                if found:
                    problems.append(f"{fname}: {text!r} has {found}")
        assert seen > 500  # every function, every code and flag
        assert not problems, "\n".join(sorted(set(problems)))
    finally:
        i18n.install_language("en")


@pytest.mark.parametrize("lang", ["es", "bg"])
def test_the_friends_dialogs_and_panel_leave_gender_alone(lang):
    root = ET.parse(TRANSLATIONS / f"sergeantmajor_{lang}.ts").getroot()
    problems = []
    for context in root.iter("context"):
        if context.findtext("name") not in FRIENDS_CONTEXTS:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            for text in [translation.text or "", *(f.text or "" for f in translation)]:
                named = "%1" in (message.findtext("source") or "")
                if found := gendered(text, lang, named):
                    problems.append(f"{message.findtext('source')!r}: {text!r} has {found}")
    assert not problems, "\n".join(problems)


def test_the_checker_finds_a_gendered_host_and_friend():
    assert gendered("Lucía (anfitrión)", "es", True)
    assert gendered("pide de nuevo la invitación a tu amigo", "es", False)
    assert gendered("Conectado a la mesa.", "es", False)
    assert gendered("поискайте поканата отново от приятеля си", "bg", False)
    assert gendered("играе вместо приятел, докато той се върне", "bg", False)
    assert gendered("Мария загуби връзката; мястото ѝ чака", "bg", True)
    assert not gendered("Lucía (abrió la mesa)", "es", True)
    assert not gendered("Esta partida ya ha empezado: solo sus jugadores pueden volver a ella.",
                        "es", False)
