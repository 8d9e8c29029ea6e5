"""The sim and bench commands, the promise that engine and AI never import Qt, and every
command's quiet end when its reader stops early."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sergeantmajor.cli import bench_main, check_main, sim_main


def test_sim_summary_and_records(tmp_path: Path, capsys) -> None:
    code = sim_main(["--matches", "4", "--seed", "3", "--seats", "basic,random,random",
                     "--records", str(tmp_path), "--json"])
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert result["matches"] == 4 and sum(result["wins"]) == 4
    assert abs(sum(result["points_per_hand"])) < 1e-6 + 0.01
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 4
    for path in files:
        assert check_main([str(path)]) == 0
        assert json.loads(capsys.readouterr().out)["finished"] is True


def test_sim_is_reproducible(capsys) -> None:
    sim_main(["--matches", "3", "--seed", "9", "--json", "--preset", "traditional"])
    first = json.loads(capsys.readouterr().out)
    sim_main(["--matches", "3", "--seed", "9", "--json", "--preset", "traditional"])
    second = json.loads(capsys.readouterr().out)
    first.pop("seconds"), second.pop("seconds")
    assert first == second


def test_sim_refuses_bad_settings_with_a_message(capsys) -> None:
    assert sim_main(["--set", "kitty=none", "--set", "targets=8-5-3"]) == 2
    err = capsys.readouterr().err
    assert "targets=8-5-3" in err and "kitty=none" in err
    assert sim_main(["--seats", "basic,basic"]) == 2
    assert sim_main(["--seats", "basic,basic,nosuchbot"]) == 2
    assert "unknown bot" in capsys.readouterr().err


def test_sim_accepts_module_class_bots(capsys) -> None:
    code = sim_main(["--matches", "1", "--seats",
                     "sergeantmajor.ai.random_bot:RandomBot,basic,basic", "--json"])
    assert code == 0
    assert json.loads(capsys.readouterr().out)["seats"][0].endswith(":RandomBot")


def test_bench_reports_a_rate(capsys) -> None:
    assert bench_main(["--runs", "1", "--seconds", "0.2"]) == 0
    out = capsys.readouterr().out
    assert "hands per second" in out and "median" in out


def test_engine_and_ai_import_without_qt() -> None:
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('PySide6', 'shiboken6'):\n"
        "            raise ImportError('Qt is not allowed here: ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "import pkgutil, importlib, sergeantmajor.engine, sergeantmajor.ai\n"
        "for pkg in (sergeantmajor.engine, sergeantmajor.ai):\n"
        "    for info in pkgutil.iter_modules(pkg.__path__):\n"
        "        importlib.import_module(pkg.__name__ + '.' + info.name)\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


@pytest.mark.parametrize("args", [
    ["check", "{record}"],
    ["analyze", "{record}", "--hand", "1"],
    ["analyze", "--help"],
    ["export-deal", "{record}", "--hand", "1", "-o", "{out}"],
    ["sim", "--matches", "1"],
    ["bench", "--runs", "1", "--seconds", "0.05"],
    ["duel", "random", "random", "--deals", "2"],
    ["bench-playouts", "--hands", "5", "--runs", "1", "--expert-hands", "0"],
    ["soak", "--help"],
    ["--help"],
], ids=lambda args: " ".join(args[:2]))
def test_every_command_ends_quietly_when_its_reader_stops_early(tmp_path, args) -> None:
    """Issue 26: ``sergeantmajor analyze FILE | head`` printed a BrokenPipeError traceback and
    exited 1; a reader that stops early is no error, for every command as for ``check``."""
    from sergeantmajor.engine.record import record_of, save_record

    record = tmp_path / "match.json"
    save_record(record, record_of(played_match(), None))
    argv = [a.format(record=record, out=tmp_path / "deal.json") for a in args]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "SERGEANTMAJOR_DATA_DIR": str(tmp_path / "data")}
    process = subprocess.Popen([sys.executable, "-m", "sergeantmajor", *argv],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert process.stdout is not None
    process.stdout.close()  # the reader is gone before the command has printed anything
    _, err = process.communicate(timeout=150)
    assert process.returncode == 0, err.decode()
    assert b"Traceback" not in err and b"BrokenPipe" not in err, err.decode()


def played_match():
    import random

    from sergeantmajor.engine import Match, Rules

    rng = random.Random(3)
    match = Match(Rules(), 3)
    while match.hand_index < 2:
        match.apply(rng.choice(match.legal_actions()))
    return match
