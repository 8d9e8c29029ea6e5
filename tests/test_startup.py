"""Start-up stays light: what the first frame needs, nothing more (issue 15).

The timing itself is a benchmark, not a test (``packaging/startup-bench.sh``); these tests keep
the cheap part honest: which modules start-up imports, and that the bots load when they first
think instead of at the deal.
"""

from __future__ import annotations

import inspect
import os
import subprocess
import sys
from pathlib import Path

from sergeantmajor.app.controller import DeferredBot
from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine.view import seat_view

ROOT = Path(__file__).resolve().parent.parent

# Modules only a player's later choice needs: the computer players themselves, and dialogs.
BOT_MODULES = ("sergeantmajor.ai.basic", "sergeantmajor.ai.easy", "sergeantmajor.ai.normal",
               "sergeantmajor.ai.expert", "sergeantmajor.ai.heuristics",
               "sergeantmajor.ai.knowledge", "sergeantmajor.ai.solver",
               "sergeantmajor.ai.random_bot")
DIALOG_MODULES = ("sergeantmajor.ui.new_game_dialog", "sergeantmajor.ui.help_dialog",
                  "sergeantmajor.ui.score_sheet", "sergeantmajor.app.rules_help",
                  "sergeantmajor.app.score_model")


def _modules_after(code: str, tmp_path: Path) -> set[str]:
    """The sergeantmajor modules a fresh interpreter has loaded after running ``code``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               SERGEANTMAJOR_DATA_DIR=str(tmp_path / "saves"))
    code += "\nprint('\\n'.join(m for m in sys.modules if m.startswith('sergeantmajor')))"
    done = subprocess.run([sys.executable, "-c", "import sys\n" + code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


def test_importing_the_application_imports_no_ai_and_no_dialog(tmp_path: Path) -> None:
    loaded = _modules_after("import sergeantmajor.ui.application", tmp_path)
    assert "sergeantmajor.ui.application" in loaded
    assert not {m for m in loaded if m == "sergeantmajor.ai" or m.startswith("sergeantmajor.ai.")}
    assert not loaded & set(DIALOG_MODULES)


def test_the_first_frame_loads_no_bot_and_no_dialog(tmp_path: Path) -> None:
    # Seed 3: the player deals and names trump first, so no computer player has moved when
    # the table has caught up with the deal and the screenshot is taken.
    shot = tmp_path / "first.png"
    loaded = _modules_after(
        "import gc\n"
        "gc.disable()  # as sergeantmajor.__main__ does before start-up\n"
        "from sergeantmajor.ui.application import run\n"
        f"assert run(['--seed', '3', '--speed', 'off', '--screenshot', {str(shot)!r}]) == 0\n"
        "assert gc.isenabled()  # the window is up: the collector runs again",
        tmp_path)
    assert shot.stat().st_size > 10_000
    assert "sergeantmajor.ui.table" in loaded and "sergeantmajor.app.controller" in loaded
    assert not loaded & set(BOT_MODULES)
    assert not loaded & set(DIALOG_MODULES)


def test_a_deferred_bot_loads_its_level_at_its_first_move() -> None:
    match = Match(Rules(), seed=4)
    bot = DeferredBot("basic", 7)
    assert bot._bot is None  # nothing loaded at the deal
    seat = match.current_player()
    assert seat is not None
    action = bot.choose(seat_view(match, seat))
    assert action in match.legal_actions()
    assert type(bot._bot).__name__ == "BasicBot"
    unknown = DeferredBot("no-such-level", 1)  # falls back to basic, as load_bot does
    assert unknown.choose(seat_view(match, seat)) in match.legal_actions()
    assert type(unknown._bot).__name__ == "BasicBot"


def test_the_quick_pyside_scan_gives_pysides_own_answers() -> None:
    import PySide6.QtCore  # noqa: F401 - installs the scan being replaced

    from sergeantmajor.app import feature_scan

    feature_scan.install()
    assert not feature_scan.install()  # idempotent
    scan = sys.modules["shibokensupport.feature"]._mod_uses_pyside  # type: ignore[attr-defined]
    names = [m for m in list(sys.modules) if m.startswith(("sergeantmajor", "json", "email"))]
    names += ["inspect", "dataclasses", "tests.test_startup" if "tests.test_startup" in
              sys.modules else __name__]
    checked = 0
    for name in names:
        module = sys.modules.get(name)
        if module is None or not str(getattr(module, "__file__", "")).endswith(".py"):
            continue
        assert scan(module) == ("PySide6" in inspect.getsource(module)), name
        checked += 1
    assert checked > 10
