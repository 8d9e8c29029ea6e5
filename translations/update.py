"""Refresh the translation sources and compile them: ``python translations/update.py``.

1. ``pyside6-lupdate`` reads every ``sergeantmajor/**/*.py`` (``self.tr()``,
   ``QCoreApplication.translate()``, ``QT_TRANSLATE_NOOP``) and merges the strings into
   ``translations/sergeantmajor_es.ts`` and ``sergeantmajor_bg.ts``. Existing translations are
   kept; strings no longer in the code are dropped (``-no-obsolete``); new ones arrive as
   ``type="unfinished"`` for a translator (Qt Linguist, or any text editor).
2. ``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` the game loads at run time
   (``translations/sergeantmajor_<code>.qm``; commit them, the wheel and the bundle ship them).

3. ``sergeantmajor_en.ts`` holds only the English plural forms of the ``%n`` messages
   ("%n card(s)" -> "%n card" / "%n cards"), as Qt intends for a source language with plurals;
   it is written from the Spanish catalogue's ``%n`` messages (forms already there are kept,
   new ones are made from the "(s)" of the source) and compiled like the others.

Options: ``--no-lupdate`` only compiles; ``--check`` fails (exit 1) if any entry is unfinished.
Qt's own ``qtbase_<code>.qm`` are not copied: PySide6 ships them and PyInstaller collects them.

PySide6 6.11's lupdate marks a plural (``numerus``) only for ``self.tr(text, "", n)``, not for
``QCoreApplication.translate(context, text, None, n)``, and then collapses the plural forms
already translated. Every source with ``%n`` is a count, so after lupdate this script marks
those messages as plurals again and puts back the forms the .ts held before.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PACKAGE = ROOT / "sergeantmajor"
LANGUAGES = ("es", "bg")  # translated catalogues (English is the source language)
ENGLISH = HERE / "sergeantmajor_en.ts"  # English plural forms only
# The engine and the bots never show text (they never import Qt), so lupdate can skip them.
SKIP = ("engine", "ai")


def qt_tool(name: str) -> str:
    """The ``pyside6-<name>`` wrapper, or the binary inside the PySide6 package."""
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    import PySide6

    binary = Path(PySide6.__file__).parent / name
    if binary.exists():
        return str(binary)
    sys.exit(f"error: pyside6-{name} not found (install PySide6-Essentials)")


def sources() -> list[str]:
    """The Python files that may hold translatable strings, relative to the repository."""
    files = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        if relative.parts[0] in SKIP or "__pycache__" in relative.parts:
            continue
        files.append(str(path.relative_to(ROOT)))
    return files


Key = tuple[str, str, str]  # context, source, comment


def _key(context: ET.Element, message: ET.Element) -> Key:
    return (context.findtext("name", ""), message.findtext("source", ""),
            message.findtext("comment", ""))


def plural_memory(ts: Path) -> dict[Key, tuple[str | None, list[str]]]:
    """The plural forms (and the type attribute) of every plural message of ``ts``."""
    memory = {}
    if not ts.exists():
        return memory
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") == "yes" and translation is not None:
                forms = [f.text or "" for f in translation.iter("numerusform")]
                memory[_key(context, message)] = (translation.get("type"), forms)
    return memory


def restore_plurals(ts: Path, memory: dict[Key, tuple[str | None, list[str]]]) -> int:
    """Mark every ``%n`` message of ``ts`` as a plural, with its remembered forms."""
    tree = ET.parse(ts)
    plurals = 2  # Spanish and Bulgarian: one / other
    changed = 0
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            if "%n" not in source or message.get("numerus") == "yes" or translation is None:
                continue
            kind, forms = memory.get(_key(context, message),
                                     ("unfinished", [translation.text or ""] * plurals))
            message.set("numerus", "yes")
            translation.text = None
            translation.attrib.pop("type", None)
            if kind:
                translation.set("type", kind)
            translation.text = "\n" + " " * 12  # lupdate's own layout
            for form in forms:
                element = ET.SubElement(translation, "numerusform")
                element.text, element.tail = form, "\n" + " " * 12
            element.tail = "\n" + " " * 8
            changed += 1
    if changed:
        text = ET.tostring(tree.getroot(), encoding="unicode")
        ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n",
                      encoding="utf-8")
    return changed


def unfinished(ts: Path) -> int:
    """How many entries of ``ts`` still lack a finished translation."""
    count = 0
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
            count += 1
    return count


def english_forms(source: str) -> list[str]:
    """The English one/other forms of a ``%n`` source: "card(s)" -> "card", "cards"."""
    return [source.replace("(s)", ""), source.replace("(s)", "s")]


def write_english(template: Path, ts: Path = ENGLISH) -> int:
    """Write the English plural catalogue from the ``%n`` messages of ``template``."""
    old = plural_memory(ts)
    root = ET.Element("TS", version="2.1", language="en", sourcelanguage="en")
    root.text = "\n"
    count = 0
    for context in ET.parse(template).getroot().iter("context"):
        messages = [m for m in context.iter("message") if "%n" in m.findtext("source", "")]
        if not messages:
            continue
        out = ET.SubElement(root, "context")
        out.text, out.tail = "\n    ", "\n"
        name = ET.SubElement(out, "name")
        name.text, name.tail = context.findtext("name", ""), "\n    "
        for message in messages:
            key = _key(context, message)
            element = ET.SubElement(out, "message", numerus="yes")
            element.text, element.tail = "\n        ", "\n    "
            for tag in ("source", "comment"):
                text = message.findtext(tag)
                if text:
                    child = ET.SubElement(element, tag)
                    child.text, child.tail = text, "\n        "
            translation = ET.SubElement(element, "translation")
            translation.tail = "\n    "
            translation.text = "\n            "
            forms = old[key][1] if key in old else english_forms(key[1])
            for form in forms:
                child = ET.SubElement(translation, "numerusform")
                child.text, child.tail = form, "\n            "
            child.tail = "\n        "
            count += 1
        element.tail = "\n"
    text = ET.tostring(root, encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n",
                  encoding="utf-8")
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-lupdate", action="store_true", help="only compile the .ts files")
    parser.add_argument("--check", action="store_true", help="fail if any entry is unfinished")
    args = parser.parse_args(argv)

    catalogues = [HERE / f"sergeantmajor_{code}.ts" for code in LANGUAGES]
    if not args.no_lupdate:
        command = [qt_tool("lupdate"), "-silent", "-no-obsolete", "-locations", "relative",
                   "-source-language", "en", *sources()]
        for ts, code in zip(catalogues, LANGUAGES, strict=True):
            memory = plural_memory(ts)
            # Run from the repository root so the locations in the .ts are stable paths.
            subprocess.run([*command, "-target-language", code, "-ts", str(ts)],
                           cwd=ROOT, check=True)
            restore_plurals(ts, memory)
        write_english(catalogues[0])
    missing = 0
    for ts in [*catalogues, ENGLISH]:
        qm = ts.with_suffix(".qm")
        subprocess.run([qt_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)
        left = unfinished(ts)
        missing += left
        total = sum(1 for _ in ET.parse(ts).getroot().iter("message"))
        print(f"{ts.name}: {total} entries, {total - left} finished, {left} unfinished"
              f" -> {qm.name}")
    return 1 if args.check and missing else 0


if __name__ == "__main__":
    sys.exit(main())
