"""Packaging: the wheel carries the game's data, every layout finds it, the desktop files agree.

The wheel is built once per run (a few seconds, no network: the installed setuptools builds it
in a copy of the project, so the checkout gets no ``build/`` folder). The frozen layout is
simulated by pointing ``sys._MEIPASS`` at a folder laid out by ``packaging/bundle_data.py``,
the module the PyInstaller spec uses; ``packaging/smoke.sh`` checks the real bundle.
"""

from __future__ import annotations

import configparser
import fcntl
import importlib.util
import os
import shutil
import struct
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from sergeantmajor import paths

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
APP_ID = "io.github.sergeantmajor.SergeantMajor"
RECORD_MIME = "application/x-sergeant-major-record"
CARD_CODES = [rank + suit for suit in "SHDC" for rank in "AKQJT98765432"]
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
LANGUAGES = ("en", "es", "bg")  # en: the English plural forms (sergeantmajor_en.qm)


def _load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ----------------------------------------------------------------------------- the wheel
def _can_build_wheels() -> bool:
    """setuptools with a bdist_wheel command (its own since 70.1, else the wheel package)."""
    if importlib.util.find_spec("setuptools") is None:
        return False
    return (importlib.util.find_spec("setuptools.command.bdist_wheel") is not None
            or importlib.util.find_spec("wheel") is not None)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel built from a copy of the checkout, as ``pip install .`` would build it: once a
    run, by the first of pytest-xdist's processes that asks; the others wait for it and read
    the same file (the run's temporary folder, which they share)."""
    if "PYTEST_XDIST_WORKER" not in os.environ:
        return _build_wheel(tmp_path_factory.mktemp("wheel"), tmp_path_factory)
    shared = tmp_path_factory.getbasetemp().parent  # this run's own, above each process's
    with open(shared / "wheel.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        out = shared / "wheel"
        if out.is_dir():
            (built,) = out.glob("sergeantmajor-*.whl")
            return built
        return _build_wheel(out, tmp_path_factory)


def _build_wheel(out: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = tmp_path_factory.mktemp("project")
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "build", "dist", "*.egg-info")
    for name in ("pyproject.toml", "setup.py", "README.md", "LICENSE", "MANIFEST.in"):
        if (ROOT / name).is_file():
            shutil.copy2(ROOT / name, project / name)
    for name in ("sergeantmajor", "resources", "translations"):
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, project / name, ignore=ignore)
    # When this environment can build a wheel itself (setuptools + wheel), no index or network
    # is needed; otherwise pip fetches the build requirements, as `pip install .` does.
    offline = ["--no-build-isolation", "--no-index"] if _can_build_wheels() else []
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", ".", "--no-deps", *offline, "-q", "-w", str(out)],
        cwd=project, capture_output=True, text=True, timeout=120, check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    (built,) = out.glob("sergeantmajor-*.whl")
    return built


@pytest.fixture(scope="module")
def wheel_names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def test_wheel_contains_cards_icon_and_font(wheel_names: set[str]) -> None:
    data = "sergeantmajor/_data/resources/"
    expected = {f"{data}cards/{code}.svg" for code in CARD_CODES}
    expected |= {f"{data}cards/back.svg", f"{data}icons/sergeantmajor.svg",
                 f"{data}fonts/DejaVuSans.ttf", f"{data}fonts/DejaVuSans-Bold.ttf",
                 f"{data}fonts/LICENSE-DejaVu.txt"}
    assert expected - wheel_names == set()


def test_wheel_contains_compiled_translations(wheel_names: set[str]) -> None:
    expected = {f"sergeantmajor/_data/translations/sergeantmajor_{lang}.qm" for lang in LANGUAGES}
    assert expected - wheel_names == set()


def test_wheel_leaves_out_the_art_generator_and_sources(wheel_names: set[str]) -> None:
    unwanted = [name for name in wheel_names
                if "cardart" in name or name.endswith(("generate_cards.py", "contact_sheet.py",
                                                       ".ts", "update.py"))]
    assert unwanted == []


def test_wheel_declares_the_launcher(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        (entry_points,) = [n for n in archive.namelist() if n.endswith("entry_points.txt")]
        text = archive.read(entry_points).decode()
    assert "sergeantmajor = sergeantmajor.__main__:main" in text


def test_installed_wheel_finds_its_own_data(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    probe = textwrap.dedent("""
        from sergeantmajor import paths
        print(paths.resource_path("cards", "AS.svg"))
        print(paths.resource_path("fonts", "DejaVuSans.ttf"))
        print(paths.translations_dir() / "sergeantmajor_bg.qm")
    """)
    # Only the unpacked wheel on the path, started from an unrelated folder.
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "PYTHONPATH": str(site),
           "HOME": str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", probe], cwd=elsewhere, env=env,
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    found = [Path(line) for line in result.stdout.splitlines()]
    assert len(found) == 3
    for path in found:
        assert path.is_file()
        assert path.is_relative_to(site / "sergeantmajor" / "_data")


# ----------------------------------------------------------------------------- frozen layout
@pytest.fixture
def bundle_data() -> ModuleType:
    return _load(PACKAGING / "bundle_data.py", "_bundle_data")


def _fake_bundle(bundle_data: ModuleType, where: Path) -> Path:
    """A folder laid out as the spec lays out ``_MEIPASS``, from the spec's own data list."""
    for source, folder in bundle_data.game_datas():
        (where / folder).mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, where / folder)
    return where


def test_frozen_bundle_layout_is_found(bundle_data: ModuleType, tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    meipass = _fake_bundle(bundle_data, tmp_path / "_internal")
    monkeypatch.setattr(sys, "_MEIPASS", str(meipass), raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert paths.is_frozen()
    for code in [*CARD_CODES, "back"]:
        card = paths.resource_path("cards", f"{code}.svg")
        assert card == meipass / "resources" / "cards" / f"{code}.svg"
        assert card.is_file()
    assert paths.resource_path("icons", "sergeantmajor.svg").is_file()
    assert paths.resource_path("fonts", "DejaVuSans.ttf").is_file()
    assert paths.translations_dir() == meipass / "translations"
    for lang in LANGUAGES:
        assert (paths.translations_dir() / f"sergeantmajor_{lang}.qm").is_file()


def test_frozen_bundle_carries_qt_catalogues(bundle_data: ModuleType) -> None:
    catalogues = bundle_data.qt_catalogues()
    assert sorted(Path(src).name for src, _ in catalogues) == ["qtbase_bg.qm", "qtbase_es.qm"]
    assert {folder for _, folder in catalogues} == {"translations"}


def test_bundle_leaves_out_the_art_generator(bundle_data: ModuleType) -> None:
    sources = [Path(src) for src, _ in bundle_data.game_datas()]
    assert not [s for s in sources if s.suffix == ".py" or "cardart" in s.parts]


def test_every_shipped_pattern_matches_files() -> None:
    empty = [pattern for patterns in paths.SHIPPED.values() for pattern in patterns
             if not any(path.is_file() for path in ROOT.glob(pattern))]
    assert empty == []


def test_missing_data_names_every_place_looked(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    # An installation without its data (no bundle, no _data, no checkout): a clear message.
    monkeypatch.setattr(paths, "_PACKAGE", tmp_path / "sergeantmajor")
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    with pytest.raises(FileNotFoundError, match="resources folder is missing") as error:
        paths.resource_path("cards", "AS.svg")
    assert str(tmp_path / "sergeantmajor" / "_data" / "resources") in str(error.value)


def test_checkout_fallback_needs_a_real_checkout(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    # site-packages/resources of some other distribution must not pass for the game's data.
    (tmp_path / "resources" / "cards").mkdir(parents=True)
    monkeypatch.setattr(paths, "_PACKAGE", tmp_path / "sergeantmajor")
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    with pytest.raises(FileNotFoundError):
        paths.data_dir("resources")
    (tmp_path / "pyproject.toml").write_text("[project]\n")
    assert paths.data_dir("resources") == tmp_path / "resources"


# ----------------------------------------------------------------------------- desktop files
def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_runs_the_launcher_with_the_icon() -> None:
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "sergeantmajor %f"  # a file manager passes the record it opens
    assert entry["MimeType"] == f"{RECORD_MIME};"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert {"Game", "CardGame"} <= set(entry["Categories"].strip(";").split(";"))


def test_desktop_entry_is_translated() -> None:
    entry = _desktop_entry()
    assert entry["Name"] == entry["Name[es]"] == entry["Name[bg]"] == "Sergeant Major"
    assert entry["Comment[es]"] == "Juego de bazas para tres jugadores"
    assert entry["Comment[bg]"] == "Игра на взятки за трима играчи"


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_png_has_its_size(size: int) -> None:
    png = LINUX / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    header = png.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", header[16:24]) == (size, size)


def test_scalable_icon_is_the_game_icon() -> None:
    scalable = LINUX / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert scalable.read_bytes() == (ROOT / "resources/icons/sergeantmajor.svg").read_bytes()


def test_metainfo_matches_the_desktop_entry() -> None:
    root = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert root.findtext("icon") == APP_ID
    assert root.findtext("provides/binary") == _desktop_entry()["Exec"].split()[0]
    assert root.findtext("provides/mediatype") == RECORD_MIME
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    summaries = {s.get(lang): s.text for s in root.findall("summary")}
    assert set(summaries) == {None, "es", "bg"}


@pytest.mark.parametrize(("tool", "args", "name"), [
    ("desktop-file-validate", [], f"{APP_ID}.desktop"),
    ("appstreamcli", ["validate", "--no-net"], f"{APP_ID}.metainfo.xml"),
])
def test_desktop_files_validate(tool: str, args: list[str], name: str) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (apt install desktop-file-utils appstream)")
    result = subprocess.run([tool, *args, str(LINUX / name)], capture_output=True, text=True,
                            timeout=60, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_install_desktop_installs_and_removes(tmp_path: Path) -> None:
    game = tmp_path / "bin" / "sergeantmajor"
    game.parent.mkdir()
    game.write_text("#!/bin/sh\n")
    game.chmod(0o755)
    data = tmp_path / "share"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "XDG_DATA_HOME": str(data)}
    script = str(PACKAGING / "install-desktop.sh")
    result = subprocess.run(["sh", script, str(game)], env=env, capture_output=True, text=True,
                            timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    installed = (data / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"\nExec={game} %f\n" in installed
    assert (data / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    assert "Comment[bg]=Игра на взятки за трима играчи" in installed
    for size in ICON_SIZES:
        assert (data / f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png").is_file()
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()

    result = subprocess.run(["sh", script, "--uninstall"], env=env, capture_output=True,
                            text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert list(data.rglob(f"{APP_ID}*")) == []


def test_a_record_is_known_by_its_content_once_installed(tmp_path: Path) -> None:
    """The MIME type install-desktop.sh installs names a record, and only a record, of all
    the .json files (Qt's own MIME database, as a KDE file manager asks it)."""
    if shutil.which("update-mime-database") is None:
        pytest.skip("update-mime-database is not installed (apt install shared-mime-info)")
    data = tmp_path / "share"
    (data / "mime" / "packages").mkdir(parents=True)
    shutil.copy(LINUX / f"{APP_ID}.mime.xml", data / "mime" / "packages" / f"{APP_ID}.xml")
    subprocess.run(["update-mime-database", str(data / "mime")], check=True, timeout=60,
                   capture_output=True)
    record = tmp_path / "match.json"
    record.write_text('{"format": "sergeant-major-record", "version": 1}', encoding="utf-8")
    other = tmp_path / "other.json"
    other.write_text('{"format": "something else"}', encoding="utf-8")
    ask = ("import sys\nfrom PySide6.QtCore import QCoreApplication, QMimeDatabase\n"
           "app = QCoreApplication([])\n"
           "print(*(QMimeDatabase().mimeTypeForFile(f).name() for f in sys.argv[1:]))\n")
    env = dict(os.environ, XDG_DATA_HOME=str(data),
               XDG_DATA_DIRS=f"{data}:{os.environ.get('XDG_DATA_DIRS', '/usr/share')}")
    found = subprocess.run([sys.executable, "-c", ask, str(record), str(other)], env=env,
                           capture_output=True, text=True, timeout=60, check=True)
    assert found.stdout.split() == [RECORD_MIME, "application/json"]


def test_install_desktop_refuses_a_missing_executable(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)}
    result = subprocess.run(["sh", str(PACKAGING / "install-desktop.sh"), str(tmp_path / "nope")],
                            env=env, capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode != 0
    assert "is not an executable file" in result.stderr
    assert not (tmp_path / "applications").exists()


# ----------------------------------------------------------------------------- embedded font
_FONT_PROBE = textwrap.dedent("""
    import sys
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontInfo, QGuiApplication, QImage, QPainter
    app = QGuiApplication([])
    family = None
    if sys.argv[1] == "embedded":
        from sergeantmajor.ui.fonts import install_fonts
        family = install_fonts()

    def draw(text):
        image = QImage(64, 64, QImage.Format.Format_RGB32)
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        font = painter.font()
        font.setPixelSize(40)
        painter.setFont(font)
        painter.drawText(image.rect(), Qt.AlignmentFlag.AlignCenter, text)
        painter.end()
        return image

    glyphs = [draw(letter) for letter in "ЖДЯ"]
    inked = [sum(1 for y in range(64) for x in range(64)
                 if image.pixelColor(x, y).lightness() < 128) for image in glyphs]
    distinct = len({bytes(image.constBits()) for image in glyphs})
    print(family, QFontInfo(app.font()).family(), min(inked), distinct, sep="|")
""")


def _font_probe(mode: str, tmp_path: Path) -> list[str]:
    """Draw three Cyrillic letters where fontconfig knows no font at all."""
    config = tmp_path / "no-fonts.conf"
    config.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n'
        f"<fontconfig><cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>\n")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(tmp_path),
           "QT_QPA_PLATFORM": "offscreen", "FONTCONFIG_FILE": str(config),
           "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-c", _FONT_PROBE, mode], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip().split("|")


def test_cyrillic_renders_with_no_system_fonts(tmp_path: Path) -> None:
    family, resolved, min_ink, distinct = _font_probe("embedded", tmp_path)
    assert family == "DejaVu Sans"
    assert resolved == "DejaVu Sans"  # the default font falls back to the embedded one
    assert int(min_ink) > 30  # every letter leaves ink ...
    assert int(distinct) == 3  # ... and each its own shape: letters, not three equal boxes


def test_without_the_embedded_font_the_letters_are_lost(tmp_path: Path) -> None:
    # The control: the probe above can fail. No system font, nothing embedded: no letters.
    family, _resolved, min_ink, distinct = _font_probe("system", tmp_path)
    assert family == "None"
    assert int(min_ink) <= 30 or int(distinct) < 3


# ----------------------------------------------------------------------------- smoke checker
@pytest.fixture
def check_png() -> ModuleType:
    return _load(PACKAGING / "check_png.py", "_check_png")


def _save(tmp_path: Path, name: str, paint: bool) -> Path:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(120, 168, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.darkGreen)
    if paint:
        painter = QPainter(image)
        QSvgRenderer(str(paths.resource_path("cards", "QH.svg"))).render(painter)
        painter.end()
    path = tmp_path / name
    assert image.save(str(path))
    return path


def test_smoke_checker_tells_a_card_from_a_blank(check_png: ModuleType, tmp_path: Path,
                                                 qapp: object) -> None:
    card = _save(tmp_path, "card.png", paint=True)
    blank = _save(tmp_path, "blank.png", paint=False)
    assert check_png.blank_reason(card) is None
    assert "colours" in check_png.blank_reason(blank)
    assert check_png.difference(card, card) == 0.0
    assert check_png.difference(card, blank) > 0.5
    assert check_png.main([str(card), "--unlike", str(blank)]) == 0
    assert check_png.main([str(card), "--like", str(blank)]) == 1
    assert check_png.main([str(tmp_path / "missing.png")]) == 1
    (tmp_path / "text.png").write_text("not a picture")
    assert check_png.main([str(tmp_path / "text.png")]) == 1


def test_one_application_id_everywhere() -> None:
    # Desktop entry, metainfo, icons and the running app (Wayland's app id) must agree.
    source = (ROOT / "sergeantmajor" / "ui" / "application.py").read_text(encoding="utf-8")
    assert f'setDesktopFileName("{APP_ID}")' in source
    assert (LINUX / f"{APP_ID}.desktop").is_file()
    assert (LINUX / f"{APP_ID}.metainfo.xml").is_file()
    assert _desktop_entry()["StartupWMClass"] == "sergeantmajor"  # Qt's X11 class: the app name
