"""The generated card art: complete, well-formed, valid for Qt, reproducible."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
GENERATOR = RESOURCES / "generate_cards.py"
CODES = [rank + suit for suit in "SHDC" for rank in "AKQJT98765432"]
CARD_FILES = [f"cards/{code}.svg" for code in CODES] + ["cards/back.svg"]
ICON = "icons/sergeantmajor.svg"
ALL_FILES = [*CARD_FILES, ICON]
SVG_NS = "{http://www.w3.org/2000/svg}"


def test_all_files_exist() -> None:
    assert len(CARD_FILES) == 53
    missing = [rel for rel in ALL_FILES if not (RESOURCES / rel).is_file()]
    assert missing == []


@pytest.mark.parametrize("rel", ALL_FILES)
def test_svg_is_well_formed_with_view_box(rel: str) -> None:
    root = ET.parse(RESOURCES / rel).getroot()
    assert root.tag == f"{SVG_NS}svg"
    expected = "0 0 256 256" if rel == ICON else "0 0 240 336"
    assert root.get("viewBox") == expected
    # No font-dependent text: ranks and suits are drawn as paths.
    assert root.find(f".//{SVG_NS}text") is None


@pytest.mark.parametrize("rel", ALL_FILES)
def test_qt_renderer_accepts_svg(rel: str) -> None:
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(RESOURCES / rel))
    assert renderer.isValid()


def test_generator_reproduces_committed_files(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(GENERATOR), "--out", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    generated = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.svg"))
    assert generated == sorted(ALL_FILES)
    for rel in generated:
        assert (tmp_path / rel).read_bytes() == (RESOURCES / rel).read_bytes(), rel
