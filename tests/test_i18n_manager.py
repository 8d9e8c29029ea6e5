"""The language manager, the Language menu and the How-to-play dialog.

Every test ends in English (fixture ``english_after``) so the process-wide translators never
leak into other tests; settings go to a temporary INI file, never the user's.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtWidgets import QDialogButtonBox, QMainWindow

from sergeantmajor.app import i18n
from sergeantmajor.app.rules_help import house_rules, rules_html
from sergeantmajor.engine import Rules
from sergeantmajor.ui.help_dialog import HowToPlayDialog
from sergeantmajor.ui.language_menu import LanguageMenu


@pytest.fixture
def english_after(qapp) -> Iterator[None]:
    yield
    i18n.install_language("en")


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


# ---------------------------------------------------------------- installing
def test_install_switches_our_words_and_qts_own(english_after) -> None:
    assert i18n.install_language("es") is True
    assert i18n.current_language() == "es"
    assert i18n.last_warning() is None
    assert tr("Words", "hearts") == "corazones"
    assert tr("QPlatformTheme", "Cancel") == "Cancelar"  # qtbase_es: standard buttons
    assert QLocale().language() == QLocale.Language.Spanish

    assert i18n.install_language("bg") is True
    assert tr("Words", "hearts") == "купа"
    assert tr("QPlatformTheme", "Cancel") == "Отказ"

    assert i18n.install_language("en") is True
    assert tr("Words", "hearts") == "hearts"
    assert tr("QPlatformTheme", "Cancel") == "Cancel"


@pytest.mark.parametrize("content", [None, b"this is not a qm file"])
def test_missing_or_broken_catalogue_falls_back_to_english(
        english_after, monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
        content: bytes | None) -> None:
    if content is not None:
        (tmp_path / "sergeantmajor_es.qm").write_bytes(content)
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    i18n.install_language("bg")  # a working language first: the failure must remove it

    assert i18n.install_language("es") is False
    assert i18n.current_language() == "en"
    assert tr("Words", "hearts") == "hearts"
    warning = i18n.last_warning()
    assert warning and "sergeantmajor_es.qm" in warning and "English" in warning


def test_unknown_language_is_refused_with_a_message(english_after) -> None:
    assert i18n.install_language("xx") is False
    assert i18n.current_language() == "en"
    assert "xx" in (i18n.last_warning() or "")


def test_codes_are_normalized() -> None:
    assert i18n.normalize_code("es_ES") == "es"
    assert i18n.normalize_code("bg-BG") == "bg"
    assert i18n.normalize_code("EN") == "en"
    assert i18n.normalize_code("fr_FR") is None
    assert i18n.normalize_code("") is None


def test_fill_puts_arguments_in_one_pass() -> None:
    assert i18n.fill("%2 de %1", "corazones", "as") == "as de corazones"
    assert i18n.fill("%1 and %2", "%2", "x") == "%2 and x"  # an argument is not re-filled


# ---------------------------------------------------------------- choosing at start
def test_initial_language_order(settings: QSettings) -> None:
    bulgarian_system = QLocale(QLocale.Language.Bulgarian, QLocale.Country.Bulgaria)
    french_system = QLocale(QLocale.Language.French, QLocale.Country.France)
    assert i18n.initial_language(None, settings, french_system) == "en"
    assert i18n.initial_language(None, settings, bulgarian_system) == "bg"
    i18n.save_language("es", settings)
    assert i18n.initial_language(None, settings, bulgarian_system) == "es"
    assert i18n.initial_language("bg", settings, french_system) == "bg"
    assert i18n.initial_language("klingon", settings, french_system) == "es"


def test_system_language_reads_the_locale() -> None:
    assert i18n.system_language(QLocale(QLocale.Language.Spanish, QLocale.Country.Mexico)) == "es"
    assert i18n.system_language(QLocale(QLocale.Language.German)) == "en"


# ---------------------------------------------------------------- the menu
def test_language_menu_switches_persists_and_retranslates(qtbot, settings: QSettings,
                                                          english_after) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = LanguageMenu(window, settings=settings, show_errors=False)
    window.menuBar().addMenu(menu)
    assert [a.text() for a in menu.actions()] == ["English", "Español", "Български"]
    assert menu.action_for("en").isChecked()
    assert menu.title() == "&Language"

    with qtbot.waitSignal(menu.language_switched):
        menu.action_for("bg").trigger()
    assert i18n.current_language() == "bg"
    assert menu.action_for("bg").isChecked() and not menu.action_for("en").isChecked()
    assert i18n.saved_language(settings) == "bg"
    qtbot.waitUntil(lambda: menu.title() == "&Език")
    # The languages keep their own names in every language.
    assert [a.text() for a in menu.actions()] == ["English", "Español", "Български"]

    menu.action_for("es").trigger()
    qtbot.waitUntil(lambda: menu.title() == "&Idioma")
    assert i18n.saved_language(settings) == "es"


def test_language_menu_reports_a_failed_switch(qtbot, settings: QSettings, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch,
                                               english_after) -> None:
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)  # no catalogues there
    menu = LanguageMenu(None, settings=settings, show_errors=False)
    qtbot.addWidget(menu)
    with qtbot.waitSignal(menu.switch_failed) as failed:
        menu.action_for("es").trigger()
    assert "English" in failed.args[0]
    assert menu.action_for("en").isChecked()
    assert i18n.saved_language(settings) is None  # a failed choice is not remembered


# ---------------------------------------------------------------- how to play
def test_how_to_play_follows_the_rules_in_force(qapp) -> None:
    rulebook = rules_html(Rules.preset("rulebook"))
    assert "None: this match follows the rulebook." in rulebook
    assert "discards four cards face down" in rulebook
    assert "10 points or more" in rulebook

    casual = rules_html(Rules.preset("casual", no_trump=True, kitty="none"))
    assert "The match lasts 9 rounds." in casual
    assert "deals 17 cards" in casual
    assert "There is no kitty" in casual
    # The house rules in force are listed before the heading of the other ones.
    in_force, others = casual.split("Other house rules you can choose")
    for title in ("No trump allowed", "No kitty (strict 51)", "Classic exchange",
                  "Fixed number of rounds", "Cut for the first deal"):
        assert title in in_force and title not in others
    assert "Targets 9-5-2" in others


def test_how_to_play_says_whether_four_player_targets_add_up(qapp, english_after) -> None:
    balanced = rules_html(Rules.preset("rulebook", players=4))
    assert ("5 for the dealer, then clockwise 3, 2 and 2 for the others. Together they make "
            "the 12 tricks of a round.") in balanced
    assert "down in total: the players" not in balanced
    assert "The ups and downs of a round always balance." in balanced
    for targets, numbers in (("6-4-3-3", "6 for the dealer, then clockwise 4, 3 and 3"),
                             ("7-4-3-2", "7 for the dealer, then clockwise 4, 3 and 2")):
        text = rules_html(Rules.preset("rulebook", players=4, targets=targets))
        assert f"{numbers} for the others. These targets add up to 16, but a round has only " \
               "12 tricks, so every round ends 4 tricks down in total: the players' points " \
               "of a round add up to -4." in text.replace("&#x27;", "'")
        assert "Together they make" not in text
        assert "always balance" not in text
        assert "With these targets the downs of a round always come to 4 more than the ups." \
            in text
    assigned = rules_html(Rules.preset("rulebook", players=4, targets="6-4-3-3",
                                       dealer_assigns_targets=True))
    assert "The targets of a round are 6-4-3-3 tricks. The dealer looks" in assigned
    assert "every round ends 4 tricks down in total" in assigned
    i18n.install_language("es")
    spanish = rules_html(Rules.preset("rulebook", players=4, targets="7-4-3-2"))
    assert "Estos objetivos suman 16, pero una ronda solo tiene 12 bazas" in spanish
    i18n.install_language("bg")
    bulgarian = rules_html(Rules.preset("rulebook", players=4, targets="7-4-3-2"))
    assert "Тези цели правят общо 16, но един рунд има само 12 взятки" in bulgarian


def test_how_to_play_names_the_hand_limit(qapp, english_after) -> None:
    from sergeantmajor.app.words import end_reason_text
    from sergeantmajor.engine.events import EndReason

    sentence = "In any case the match ends after %s rounds at the latest; then the highest"
    assert sentence % 60 in rules_html(Rules.preset("rulebook"))
    assert sentence % 25 in rules_html(Rules.preset("traditional", hand_limit=25))
    assert "at the latest" not in rules_html(Rules.preset("casual"))  # 9 hands end it first
    assert end_reason_text(EndReason.HAND_LIMIT) == (
        "best standing when the match reached its hand limit")
    i18n.install_language("es")
    assert "termina como muy tarde tras 60 rondas" in rules_html(Rules.preset("rulebook"))
    assert end_reason_text(EndReason.HAND_LIMIT).startswith("la mejor puntuación")
    i18n.install_language("bg")
    assert "най-късно след 60 рунда" in rules_html(Rules.preset("rulebook"))


def test_every_house_rule_is_explained_when_on() -> None:
    variants = [Rules.preset("rulebook", targets="9-5-2"),
                Rules.preset("rulebook", kitty="take-then-discard"),
                Rules.preset("rulebook", kitty="blind"), Rules.preset("rulebook", kitty="none"),
                Rules.preset("rulebook", exchange="classic"),
                Rules.preset("rulebook", exchange="none"),
                Rules.preset("rulebook", exchange_timing="after-trump"),
                Rules.preset("traditional"), Rules.preset("casual"),
                Rules.preset("rulebook", match_end="chips"),
                Rules.preset("rulebook", point_limit=15),
                Rules.preset("rulebook", twelve_tricks_wins=True),
                Rules.preset("rulebook", no_trump=True),
                Rules.preset("rulebook", dealer_assigns_targets=True),
                Rules.preset("rulebook", first_dealer="cut"),
                Rules.preset("rulebook", players=4)]
    explained = {rule.key for rules in variants for rule in house_rules() if rule.is_on(rules)}
    assert explained == {rule.key for rule in house_rules()}
    assert not [r.key for r in house_rules() if r.is_on(Rules.preset("rulebook"))]


def test_how_to_play_dialog_retranslates_and_is_not_modal(qtbot, english_after) -> None:
    dialog = HowToPlayDialog(Rules.preset("rulebook"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.isModal()
    assert dialog.windowTitle() == "How to play"
    assert "Dealer and targets" in dialog.browser.toPlainText()
    close = dialog.buttons.button(QDialogButtonBox.StandardButton.Close)

    i18n.install_language("es")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Cómo se juega")
    assert "Crupier y objetivos" in dialog.browser.toPlainText()
    assert "gatito" in dialog.browser.toPlainText()
    qtbot.waitUntil(lambda: close.text() == "Cerrar")

    i18n.install_language("bg")
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Как се играе")
    assert "Дилър и цели" in dialog.browser.toPlainText()
    assert "котето" in dialog.browser.toPlainText()

    dialog.set_rules(Rules.preset("casual"))
    assert "Играта продължава 9 рунда." in dialog.browser.toPlainText()
