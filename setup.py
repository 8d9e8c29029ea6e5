"""Build hook: ship the game's run-time data inside the package as ``sergeantmajor/_data``.

All metadata lives in ``pyproject.toml``; this file only extends ``build_py``. The data sits at
the top of the checkout (``resources/``, ``translations/``), beside the art generator that must
not ship, so a ``package-dir`` mapping would drag the generator along or need an explicit list of
every sub-package. Copying the files listed in ``sergeantmajor.paths.SHIPPED`` into the build
tree instead works for ``pip install .``, ``pipx install .`` and ``pip wheel .``; an editable
install (``pip install -e .``) needs nothing, since ``paths.py`` reads the checkout directly.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def _shipped_patterns() -> dict[str, tuple[str, ...]]:
    # Load paths.py by file name: importing the package would need it installed already.
    spec = importlib.util.spec_from_file_location("_sm_paths", ROOT / "sergeantmajor" / "paths.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.SHIPPED


def shipped_files() -> list[tuple[Path, str]]:
    """(source file, path relative to ``sergeantmajor/_data``) for every file to ship."""
    files = []
    for folder, patterns in _shipped_patterns().items():
        for pattern in patterns:
            for source in sorted(ROOT.glob(pattern)):
                if source.is_file():
                    inside = source.relative_to(ROOT / folder).as_posix()
                    files.append((source, f"{folder}/{inside}"))
    return files


class BuildPyWithData(build_py):
    """``build_py`` that also copies the game's data into ``sergeantmajor/_data``."""

    def _data_outputs(self) -> list[tuple[Path, Path]]:
        target = Path(self.build_lib) / "sergeantmajor" / "_data"
        return [(source, target / rel) for source, rel in shipped_files()]

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # the editable package reads resources/ and translations/ in place
        for source, target in self._data_outputs():
            self.mkpath(str(target.parent))
            self.copy_file(str(source), str(target))

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        if getattr(self, "editable_mode", False):
            return outputs
        return outputs + [str(target) for _, target in self._data_outputs()]


setup(cmdclass={"build_py": BuildPyWithData})
