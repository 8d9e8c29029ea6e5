"""The game's languages: which catalogue is installed, which one the player chose, and why not.

One :class:`LanguageManager` per process (``manager()``) owns the installed ``QTranslator``
objects: our own ``sergeantmajor_<code>.qm`` and Qt's ``qtbase_<code>.qm`` (so the standard
buttons, ``Cancel`` / ``Отказ``, switch too). Installing or removing a translator makes Qt send
``QEvent.LanguageChange`` to the application and every widget, so Qt's widgets and the dialogs
retranslate themselves; the main window and its Language menu listen to
:attr:`LanguageManager.language_changed` instead (a ``changeEvent`` override there would make
PySide6 build every Qt event class at start-up). Either way the switch needs no restart.

A missing or broken catalogue never stops the game: it falls back to English, logs a warning and
keeps a message the GUI can show (:func:`last_warning`).

Typical start-up::

    code = i18n.initial_language(args.lang)   # CLI, else saved, else system, else English
    i18n.install_language(code)
    if i18n.last_warning():
        ...tell the player...
"""

from __future__ import annotations

import logging
import re
import sys
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLocale,
    QObject,
    QSettings,
    QTranslator,
    Signal,
)

from sergeantmajor.paths import translations_dir

log = logging.getLogger(__name__)

#: (code, the language's name in that language). The names are never translated: a player who
#: cannot read the current language must still find their own.
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("es", "Español"),
    ("bg", "Български"),
)
LANGUAGE_CODES: tuple[str, ...] = tuple(code for code, _ in LANGUAGES)
DEFAULT_LANGUAGE = "en"
SETTINGS_KEY = "ui/language"
CATALOGUE_PREFIX = "sergeantmajor_"

_QT_LANGUAGE = {
    "en": QLocale.Language.English,
    "es": QLocale.Language.Spanish,
    "bg": QLocale.Language.Bulgarian,
}
_PLACEHOLDER = re.compile(r"%(\d)")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Mark ``text`` for lupdate under ``context``; returns it unchanged (translate it later).

    PySide6's own marker does the same but its stub says it returns ``object``, so every use
    would need a cast; lupdate finds the marker by its name, wherever it comes from.
    """
    return text


# Warnings for the player, marked for lupdate here and translated in last_warning().
_NOT_AVAILABLE = QT_TRANSLATE_NOOP(
    "LanguageManager", "The language “%1” is not available; the game stays in English.")
_NO_FOLDER = QT_TRANSLATE_NOOP(
    "LanguageManager", "The translations folder is missing (%1); the game stays in English.")
_MISSING = QT_TRANSLATE_NOOP(
    "LanguageManager", "The %1 translation is missing (%2); the game stays in English.")
_DAMAGED = QT_TRANSLATE_NOOP(
    "LanguageManager", "The %1 translation is damaged (%2); the game stays in English.")


# Qt 6's own file dialog (the widget one, used where the desktop offers no native dialog)
# asks for these words that qtbase_es.qm and qtbase_bg.qm do not hold: the two labels with
# their new accelerators, and the folder's type under the icon provider's new context (the
# catalogues have the old forms). Our catalogue, searched before Qt's, answers them under
# Qt's contexts (also where Qt's own word is not the game's: "fichero", "..." in Spanish);
# tests/test_i18n_review_sentences.py opens the dialog on a folder.
QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),  # Qt's Spanish says "fichero"
    QT_TRANSLATE_NOOP("QMessageBox", "Show Details..."),  # Qt's "...", the game's "…"
    QT_TRANSLATE_NOOP("QMessageBox", "Hide Details..."),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
)


def fill(text: str, *args: object) -> str:
    """Put ``args`` into the ``%1`` ... ``%9`` markers of a translated string, in one pass.

    PySide6 has no ``QString.arg()``; chained ``str.replace`` would also replace markers that
    appear inside an earlier argument (a player named "%2"). Translators may reorder markers.
    """

    def put(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return str(args[index]) if 0 <= index < len(args) else match.group(0)

    return _PLACEHOLDER.sub(put, text)


def normalize_code(code: str | None) -> str | None:
    """``"es_ES"``, ``"es-ES"``, ``"ES"`` -> ``"es"``; ``None`` for a language we do not have."""
    if not code:
        return None
    short = code.strip().replace("-", "_").split("_")[0].lower()
    return short if short in LANGUAGE_CODES else None


def language_name(code: str) -> str:
    """The language's own name ("Español") for a supported code."""
    return dict(LANGUAGES)[code]


def system_language(locale: QLocale | None = None) -> str:
    """The first supported language the system asks for (``LANGUAGE``, ``LANG``), else English."""
    locale = locale if locale is not None else QLocale.system()
    for name in [*locale.uiLanguages(), locale.name()]:
        code = normalize_code(name)
        if code:
            return code
    return DEFAULT_LANGUAGE


def qt_translation_dirs() -> list[Path]:
    """Where Qt's own ``qtbase_xx.qm`` may be: Qt's folder, then the frozen bundle's copies."""
    # Imported here: an English start needs no Qt catalogue, nor QLibraryInfo's Python enums.
    from PySide6.QtCore import QLibraryInfo

    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:  # PyInstaller collects qtbase_*.qm under PySide6/Qt/translations
        dirs.append(Path(frozen) / "PySide6" / "Qt" / "translations")
    try:
        dirs.append(translations_dir())
    except FileNotFoundError:
        pass
    return dirs


def _settings(settings: QSettings | None) -> QSettings:
    if settings is not None:
        return settings
    if QCoreApplication.organizationName() or QCoreApplication.applicationName():
        return QSettings()
    # Before the application named itself: still the game's own file, never "Unknown Organization".
    return QSettings("sergeantmajor", "sergeantmajor")


def saved_language(settings: QSettings | None = None) -> str | None:
    """The language the player chose last time, if it is one we have."""
    value = _settings(settings).value(SETTINGS_KEY)
    return normalize_code(value) if isinstance(value, str) else None


def save_language(code: str, settings: QSettings | None = None) -> None:
    """Remember the player's choice for the next start."""
    store = _settings(settings)
    store.setValue(SETTINGS_KEY, code)
    store.sync()


class LanguageManager(QObject):
    """Installs and removes the translators; tells listeners which language is now in force."""

    #: The code now in force ("en", "es", "bg"), emitted after the translators changed.
    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._translators: list[QTranslator] = []
        self._current = DEFAULT_LANGUAGE
        # (English template with %1.., arguments): translated when asked, not when stored,
        # so the message follows a later language switch.
        self._warning: tuple[str, tuple[object, ...]] | None = None

    # ------------------------------------------------------------------ queries
    def current_language(self) -> str:
        """The code of the language in force."""
        return self._current

    def last_warning(self) -> str | None:
        """Why the last install did not give the player everything asked for, or ``None``."""
        if self._warning is None:
            return None
        template, args = self._warning
        return fill(QCoreApplication.translate("LanguageManager", template), *args)

    # ------------------------------------------------------------------ install
    def install_language(self, code: str) -> bool:
        """Switch the whole application to ``code``; ``False`` (and English) if it failed.

        Our catalogue is required: without it the game stays in English and says why. Qt's own
        catalogue is optional: without it only Qt's standard buttons stay in English.
        """
        self._warning = None
        wanted = normalize_code(code)
        if wanted is None:
            self._warn(_NOT_AVAILABLE, code)
            self._apply(DEFAULT_LANGUAGE, [])
            return False
        if wanted == DEFAULT_LANGUAGE:  # the source strings are English: only plural forms
            english = self._load_english_plurals()
            self._apply(DEFAULT_LANGUAGE, [english] if english is not None else [])
            return True

        ours = self._load_ours(wanted)
        if ours is None:
            self._apply(DEFAULT_LANGUAGE, [])
            return False
        # Searched in reverse order of installation: ours last, so our words win over Qt's.
        translators = [t for t in (self._load_qtbase(wanted), ours) if t is not None]
        self._apply(wanted, translators)
        return True

    def _load_ours(self, code: str) -> QTranslator | None:
        try:
            folder = translations_dir()
        except FileNotFoundError as error:
            self._warn(_NO_FOLDER, error)
            return None
        path = folder / f"{CATALOGUE_PREFIX}{code}.qm"
        if not path.is_file():
            self._warn(_MISSING, language_name(code), path)
            return None
        translator = QTranslator(self)
        if not translator.load(str(path)) or translator.isEmpty():
            self._warn(_DAMAGED, language_name(code), path)
            return None
        return translator

    def _load_english_plurals(self) -> QTranslator | None:
        """``sergeantmajor_en.qm``: "%n card(s)" -> "1 card" / "2 cards", as Qt intends.

        Without it English still works, with "card(s)" in a few messages: logged, not told.
        """
        try:
            path = translations_dir() / f"{CATALOGUE_PREFIX}{DEFAULT_LANGUAGE}.qm"
        except FileNotFoundError:
            path = Path("-")
        translator = QTranslator(self)
        if path.is_file() and translator.load(str(path)) and not translator.isEmpty():
            return translator
        translator.deleteLater()
        log.warning("the English plural catalogue %s is missing: \"(s)\" will show", path)
        return None

    def _load_qtbase(self, code: str) -> QTranslator | None:
        for folder in qt_translation_dirs():
            path = folder / f"qtbase_{code}.qm"
            if not path.is_file():  # exact file: load(name, dir) would also try "qtbase.qm"
                continue
            translator = QTranslator(self)
            if translator.load(str(path)) and not translator.isEmpty():
                return translator
            translator.deleteLater()
        # Not fatal: our catalogue works, only Qt's standard buttons keep their English words.
        log.warning("Qt's own catalogue qtbase_%s.qm was not found in %s", code,
                    ", ".join(str(d) for d in qt_translation_dirs()))
        return None

    def _apply(self, code: str, translators: list[QTranslator]) -> None:
        app = QCoreApplication.instance()
        for old in self._translators:
            if app is not None:
                QCoreApplication.removeTranslator(old)
            old.deleteLater()
        self._translators = translators
        for translator in translators:
            if app is None or not QCoreApplication.installTranslator(translator):
                log.warning("could not install a translator for %s (no application yet?)", code)
        # Dates and numbers (and QLocale() of new widgets) follow the language.
        QLocale.setDefault(QLocale(_QT_LANGUAGE[code]))
        self._current = code
        self.language_changed.emit(code)

    def _warn(self, template: str, *args: object) -> None:
        self._warning = (template, args)
        log.warning(fill(template, *args))


_manager: LanguageManager | None = None


def manager() -> LanguageManager:
    """The one language manager of this process (created on first use)."""
    global _manager
    if _manager is None:
        _manager = LanguageManager(QCoreApplication.instance())
    return _manager


def install_language(code: str) -> bool:
    """Switch to ``code`` now (see :meth:`LanguageManager.install_language`)."""
    return manager().install_language(code)


def current_language() -> str:
    """The code of the language in force."""
    return manager().current_language()


def last_warning() -> str | None:
    """Why the last switch fell short (translated), or ``None``."""
    return manager().last_warning()


def initial_language(cli_code: str | None = None, settings: QSettings | None = None,
                     locale: QLocale | None = None) -> str:
    """The language to start in: ``--lang``, else the saved choice, else the system's, else en.

    An unknown ``--lang`` is logged and ignored (argument parsing should already refuse it).
    """
    if cli_code:
        code = normalize_code(cli_code)
        if code:
            return code
        log.warning("unknown language %r; known: %s", cli_code, ", ".join(LANGUAGE_CODES))
    saved = saved_language(settings)
    if saved:
        return saved
    return system_language(locale)
