"""Issue 14: `check` is exactly as strict as RECORD.md, names bad values briefly, survives a
reader that leaves early; records name only the game's own levels; `sim` seats follow the rules."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sergeantmajor.cli import check_main, sim_main
from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine.errors import RecordError
from sergeantmajor.engine.record import load_record, record_of, save_record

ROOT = Path(__file__).resolve().parent.parent


def a_record() -> dict:
    import random

    rng = random.Random(3)
    match = Match(Rules(), 3)
    for _ in range(80):
        match.apply(rng.choice(match.legal_actions()))
    return record_of(match, [{"name": "Me", "kind": "human"},
                             {"name": "Ana", "kind": "bot:normal"},
                             {"name": "Boris", "kind": "bot:expert"}])


def check(tmp_path: Path, text: str, capsys) -> tuple[int, str, str]:
    path = tmp_path / "r.json"
    path.write_text(text, encoding="utf-8")
    code = check_main([str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def first_play(record: dict) -> str:
    return record["hands"][0]["plays"][0]


STRICT = {
    "lower-case card": lambda r: r["hands"][0]["plays"].__setitem__(0, first_play(r).lower()),
    "padded card": lambda r: r["hands"][0]["plays"].__setitem__(0, f" {first_play(r)} "),
    "lower-case trump": lambda r: r["hands"][0].__setitem__("trump",
                                                             r["hands"][0]["trump"].lower()),
    "padded trump": lambda r: r["hands"][0].__setitem__("trump", r["hands"][0]["trump"] + " "),
    "unknown top field": lambda r: r.__setitem__("comment", "hello"),
    "unknown hand field": lambda r: r["hands"][0].__setitem__("score", 3),
    "unknown player field": lambda r: r["players"][0].__setitem__("age", 9),
    "module as a level": lambda r: r["players"][1].__setitem__("kind", "bot:this:x"),
    "unknown level": lambda r: r["players"][1].__setitem__("kind", "bot:grandmaster"),
    "name too long": lambda r: r["players"][0].__setitem__("name", "N" * 41),
}


@pytest.mark.parametrize("name", list(STRICT))
def test_check_is_as_strict_as_the_spec(name, tmp_path, capsys) -> None:
    record = a_record()
    STRICT[name](record)
    code, out, err = check(tmp_path, json.dumps(record), capsys)
    assert code == 2, (code, err)
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err


def test_the_documented_spellings_still_pass(tmp_path, capsys) -> None:
    record = a_record()
    plays = record["hands"][0]["plays"]
    tens = [i for i, c in enumerate(plays) if c[0] == "T"]
    for i in tens:
        plays[i] = "10" + plays[i][1]
    record["players"][0]["name"] = "N" * 40
    code, _out, err = check(tmp_path, json.dumps(record), capsys)
    assert code == 0, err


def test_duplicated_keys_are_refused(tmp_path, capsys) -> None:
    text = json.dumps(a_record())
    text = text.replace('"first_dealer": ', '"first_dealer": 0, "first_dealer": ', 1)
    code, _out, err = check(tmp_path, text, capsys)
    assert code == 2 and "twice" in err


def test_a_huge_bad_value_is_named_in_a_short_excerpt(tmp_path, capsys) -> None:
    record = a_record()
    record["hands"][0]["plays"][0] = "X" * 10_000_000
    code, _out, err = check(tmp_path, json.dumps(record), capsys)
    assert code == 2 and len(err) < 300 and "XXXX" in err
    record = a_record()
    record["rules"] = {"preset": "P" * 1_000_000}  # the rules' own message, cut by check
    code, _out, err = check(tmp_path, json.dumps(record), capsys)
    assert code == 2 and len(err) < 300


def test_a_five_thousand_digit_number_gets_a_plain_message(tmp_path, capsys) -> None:
    text = json.dumps(a_record()).replace('"version": 1', '"version": ' + "9" * 5000, 1)
    code, _out, err = check(tmp_path, text, capsys)
    assert code == 2 and "too many digits" in err and "sys.set_int_max_str_digits" not in err


def test_resume_refuses_a_module_named_by_a_save(tmp_path) -> None:
    record = a_record()
    record["players"][1]["kind"] = "bot:this:x"
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(RecordError, match="level"):
        load_record(path)


def test_the_controller_never_imports_a_module_named_as_a_level() -> None:
    code = ("import sys\nfrom sergeantmajor.app.controller import load_bot\n"
            "bot = load_bot('this:x', 1)\nprint(type(bot).__name__, 'this' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["BasicBot", "False"]
    assert "Beautiful is better than ugly" not in done.stdout


def test_check_output_closed_early_exits_quietly(tmp_path) -> None:
    path = tmp_path / "r.json"
    save_record(path, a_record())
    for target, status in ((str(path), 0), (str(tmp_path / "missing.json"), 2)):
        read, write = os.pipe()
        os.close(read)  # the reader left before the first byte: every write breaks the pipe
        try:
            done = subprocess.run([sys.executable, "-m", "sergeantmajor", "check", target],
                                  stdout=write, stderr=write if status == 2 else subprocess.PIPE,
                                  timeout=60, cwd=ROOT)
        finally:
            os.close(write)
        assert done.returncode == status
        assert not done.stderr or b"Traceback" not in done.stderr


def test_check_piped_into_head(tmp_path) -> None:
    path = tmp_path / "r.json"
    save_record(path, a_record())
    done = subprocess.run(f'"{sys.executable}" -m sergeantmajor check "{path}" | head -c 5',
                          shell=True, capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.stdout == '{"han' and "Traceback" not in done.stderr


def test_sim_seats_follow_the_player_count(capsys) -> None:
    code = sim_main(["--set", "players=4", "--set", "match_end=chips", "--set", "hands=2",
                     "--matches", "1", "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert json.loads(out)["seats"] == ["basic"] * 4
