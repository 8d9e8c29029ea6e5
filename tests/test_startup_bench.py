"""The start-up benchmark's arithmetic and its floor program (the timing itself is a command).

``packaging/startup_bench.py`` prints each program's difference from the empty window and from
the toolkit floor, paired round by round; ``packaging/table_floor.py`` must stay a card table
made of PySide6 alone, or the difference from it would no longer be the game's own cost.
"""

from __future__ import annotations

import ast
import importlib.util
import os
import re
import sys
from pathlib import Path
from types import ModuleType

PACKAGING = Path(__file__).resolve().parent.parent / "packaging"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("startup_bench", PACKAGING / "startup_bench.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["startup_bench"] = module  # dataclasses look the module up by name
    spec.loader.exec_module(module)
    return module


def test_paired_differences_are_taken_round_by_round_against_the_reference() -> None:
    bench = _bench()
    run = bench.Run

    def runs(*values: tuple[float, float]) -> list[object]:
        return [run(m, m + 0.01, m, m + 0.01, rss) for m, rss in values]

    results = {
        # Round 2 is slow for everyone: the paired difference does not care.
        "game": runs((0.300, 71.0), (0.600, 71.4), (0.320, 71.2)),
        "empty": runs((0.200, 51.0), (0.480, 51.0), (0.230, 51.1)),
        "floor": runs((0.240, 63.0), (0.530, 63.2), (0.260, 63.1)),
    }
    by_empty = bench.paired(results)
    game = next(line for line in by_empty if line.startswith("game"))
    # mapped: differences 100, 120, 90 -> median +100; RSS: 20.0, 20.4, 20.1 -> +20.1
    assert re.match(r"game\s+3\s+\+100 \(\s*\+90\.\.\+120\)", game), game
    assert re.search(r"\+20\.1 \(\+20\.0\.\.\+20\.4\)\s*$", game), game
    assert any(line.startswith("floor") for line in by_empty)
    by_floor = bench.paired(results, "floor")
    assert by_floor[0].startswith("paired with floor")
    game = next(line for line in by_floor if line.startswith("game"))
    # mapped: 60, 70, 60 -> +60; RSS: 8.0, 8.2, 8.1 -> +8.1; neither empty nor floor listed
    assert re.match(r"game\s+3\s+\+60 ", game), game
    assert re.search(r"\+8\.1 \(\+8\.0\.\.\+8\.2\)\s*$", game), game
    assert not any(line.startswith(("floor", "empty")) for line in by_floor[2:])


def test_the_floor_program_is_pyside6_alone_and_the_benchmark_runs_it() -> None:
    source = (PACKAGING / "table_floor.py").read_text(encoding="utf-8")
    imported: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            imported.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            imported.add(node.module.split(".")[0])
    assert imported <= {"__future__", "sys", "pathlib", "PySide6"}, imported
    bench = _bench()
    commands = bench.programs(sys.executable, False, None, ["--seed", "3"], with_others=False)
    assert commands["floor"][-1].endswith("table_floor.py")
    assert set(commands) == {"game", "empty", "floor"}
    # the other desktops' card games join when they are installed (issue 35's anchors)
    found = bench.programs(sys.executable, False, None, ["--seed", "3"])
    others = set(found) - set(commands)
    assert others <= set(bench.OTHER_GAMES)
    assert all(os.access(found[name][0], os.X_OK) for name in others)


def test_the_returning_players_settings_say_the_tutorial_was_offered(tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from sergeantmajor.app.preferences import Preferences

    bench = _bench()
    bench.clean_env(":0", tmp_path)
    conf = tmp_path / "config" / "sergeantmajor" / "sergeantmajor.conf"
    prefs = Preferences(QSettings(str(conf), QSettings.Format.IniFormat), read_only=True)
    assert prefs.tutorial_offered
    first = tmp_path / "first"
    first.mkdir()
    bench.clean_env(":0", first, returning=False)
    assert not (first / "config").exists()


def _instructions() -> ModuleType:
    _bench()  # the sibling module it imports, loaded as the script would find it
    spec = importlib.util.spec_from_file_location(
        "startup_instructions", PACKAGING / "startup_instructions.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_instruction_counts_are_given_against_the_empty_window_and_the_floor() -> None:
    lines = _instructions().report({"game": 716.8, "empty": 568.3, "floor": 670.8,
                                    "lskat": None})
    rows = {line.split()[0]: line.split()[1:] for line in lines[2:]}
    assert rows["game"] == ["716.8", "+148.5", "+46.0"]
    assert rows["floor"] == ["670.8", "+102.5"]  # no difference from itself
    assert rows["empty"] == ["568.3", "-102.5"]
    assert rows["lskat"] == ["no", "frame"]


def test_the_count_is_callgrinds_first_part_and_the_program_is_stopped(
        tmp_path: Path, monkeypatch) -> None:
    # A stand-in for valgrind: writes part 1 (the first flush) as callgrind does, then keeps
    # running like a game window would, until it is stopped.
    fake = tmp_path / "bin" / "valgrind"
    fake.parent.mkdir()
    fake.write_text(
        "#!/bin/sh\n"
        'for word in "$@"; do case $word in --callgrind-out-file=*) out=${word#*=};; esac; done\n'
        f'echo "$PYTHONPATH $$" > {tmp_path / "seen"}\n'
        'printf "events: Ir\\nsummary: 716812345\\ntotals: 716812345\\n" > "$out.1"\n'
        "exec sleep 60\n", encoding="utf-8")
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", f"{fake.parent}{os.pathsep}{os.environ['PATH']}")
    module = _instructions()
    keep = tmp_path / "kept"
    count = module.first_frame_instructions(
        ["PYTHONPATH=/tmp/elsewhere", sys.executable, "-m", "sergeantmajor"], ":99", keep,
        "baseline", limit=20.0)
    assert count == 716.812345
    kept = (keep / "callgrind.baseline.first-frame").read_text(encoding="utf-8")
    assert "totals: 716812345" in kept
    path, pid = (tmp_path / "seen").read_text(encoding="utf-8").split()
    assert path == "/tmp/elsewhere"  # the baseline's source tree, given before the command
    assert not Path(f"/proc/{pid}").exists()  # stopped once its first frame was counted


def test_a_program_that_draws_nothing_has_no_count(tmp_path: Path, monkeypatch) -> None:
    fake = tmp_path / "bin" / "valgrind"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\nexit 1\n", encoding="utf-8")
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", f"{fake.parent}{os.pathsep}{os.environ['PATH']}")
    assert _instructions().first_frame_instructions(["true"], ":99", None, limit=5.0) is None
