"""`sergeantmajor analyze` and `export-deal`, and playing a recorded deal again: the command
prints the library's numbers, bad files get check's messages and exit codes, an exported
deal is a valid record of the very same cards, a replayed hand starts from the same scores."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from sergeantmajor.__main__ import main
from sergeantmajor.ai import analysis as an
from sergeantmajor.ai.analysis import analyse
from sergeantmajor.cli import analyze_main, check_main, export_deal_main
from sergeantmajor.engine import Match, Rules, parse_card
from sergeantmajor.engine.errors import RecordError
from sergeantmajor.engine.record import load_record, record_of, replay, save_record
from sergeantmajor.engine.replay_cursor import ReplayCursor
from sergeantmajor.engine.replay_deal import deal_record, match_for_hand
from sergeantmajor.engine.view import seat_view


def played(rules: Rules, seed: int, hands: int) -> Match:
    rng = random.Random(seed)
    match = Match(rules, seed)
    while not match.is_terminal() and match.hand_index < hands:
        match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.fixture
def few_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(an, "PLAY_SAMPLES", 10)
    monkeypatch.setattr(an, "PLAN_SAMPLES", 5)
    monkeypatch.setattr(an, "EXACT_SAMPLES", 5)


def test_analyze_json_is_the_librarys_numbers(tmp_path: Path, capsys, few_samples) -> None:
    record = record_of(played(Rules.preset("traditional"), 3, hands=2))
    path = tmp_path / "m.json"
    save_record(path, record)
    assert analyze_main([str(path), "--seat", "2", "--hand", "2", "--seed", "5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    want = analyse(ReplayCursor.from_record(record), seat=2, hands=[1], seed=5).to_json()
    assert out == want
    assert out["hands"][0]["hand"] == 2 and out["seat"] == 2 and out["knowledge"] == "seat"
    decision = out["hands"][0]["decisions"][0]
    assert set(decision) == {"hand", "move", "kind", "position", "chosen", "best", "loss",
                             "mark", "method", "samples", "alternatives"}
    assert set(decision["alternatives"][0]) == {"action", "tricks", "points"}
    # the same through the `sergeantmajor` command, and the text form
    assert main(["analyze", str(path), "--seat", "2", "--hand", "2", "--seed", "5",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == want
    assert analyze_main([str(path), "--hand", "1"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("hand 1, seat 0: ") and "expected tricks lost" in text


def test_analyze_all_hands_and_default_seat(tmp_path: Path, capsys, few_samples) -> None:
    record = record_of(played(Rules.preset("rulebook"), 6, hands=1))
    record["players"][1]["kind"] = "human"
    record["players"][0]["kind"] = "bot:normal"
    path = tmp_path / "m.json"
    save_record(path, record)
    assert analyze_main([str(path), "--hand", "1", "--all-hands", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == 1 and out["knowledge"] == "all"
    assert all(d["samples"] <= 1 for d in out["hands"][0]["decisions"])


BAD_FILES = {
    "not-json.json": "{not json",
    "wrong-format.json": json.dumps({"format": "other"}),
    "empty.json": "",
}


def test_bad_files_get_checks_messages(tmp_path: Path, capsys) -> None:
    record = record_of(played(Rules.preset("rulebook"), 1, hands=1))
    illegal = json.loads(json.dumps(record))
    illegal["hands"][0]["plays"][1] = illegal["hands"][0]["plays"][0]
    files = dict(BAD_FILES, **{"illegal.json": json.dumps(illegal)})
    paths = [tmp_path / "missing.json"]
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        paths.append(tmp_path / name)
    for path in paths:
        want_code = check_main([str(path)])
        want = capsys.readouterr()
        assert want_code in (1, 2)
        for tool, extra in ((analyze_main, []), (export_deal_main, ["--hand", "1", "-o",
                                                                     str(tmp_path / "o.json")])):
            code = tool([str(path), *extra])
            got = capsys.readouterr()
            assert (code, got.err, got.out) == (want_code, want.err, ""), path.name
            assert got.err.count("\n") == 1
    assert not (tmp_path / "o.json").exists()


def test_bad_options_are_one_line(tmp_path: Path, capsys) -> None:
    path = tmp_path / "m.json"
    save_record(path, record_of(played(Rules.preset("rulebook"), 1, hands=1)))
    assert analyze_main([str(path), "--hand", "9"]) == 2
    assert "the record holds 2 hand(s)" in capsys.readouterr().err
    assert analyze_main([str(path), "--seat", "3"]) == 2
    assert "--seat 3 is not a seat" in capsys.readouterr().err
    assert export_deal_main([str(path), "--hand", "0", "-o", str(tmp_path / "x.json")]) == 2
    assert capsys.readouterr().err.count("\n") == 1
    blocked = tmp_path / "file"
    blocked.write_text("x")
    assert export_deal_main([str(path), "--hand", "1", "-o", str(blocked / "x.json")]) == 2
    assert "cannot write" in capsys.readouterr().err


@pytest.mark.parametrize("rules", [Rules.preset("rulebook"), Rules.preset("traditional"),
                                   Rules.preset("casual", players=4, targets="7-4-3-2")],
                         ids=["rulebook", "traditional", "four"])
def test_play_the_same_deal_again(rules: Rules) -> None:
    original = played(rules, 12, hands=3)
    record = record_of(original)
    cursor = ReplayCursor.from_record(record)
    for k, start in enumerate(cursor.hand_starts()):
        cursor.go(start)
        again = match_for_hand(record, k, seed=1)
        for seat in range(rules.players):
            assert seat_view(again, seat) == cursor.view(seat)
        assert again.totals == cursor.match().totals and again.chips == cursor.match().chips
        # it is a live match: another line can be played to the end of the hand
        while again.hand_index == k and not again.is_terminal():
            again.apply(again.legal_actions()[-1])
    with pytest.raises(RecordError):
        match_for_hand(record, len(record["hands"]))


def test_export_deal_is_a_valid_record_of_the_same_cards(tmp_path: Path, capsys) -> None:
    record = record_of(played(Rules.preset("rulebook"), 4, hands=2))
    path, out = tmp_path / "m.json", tmp_path / "deal.json"
    save_record(path, record)
    assert main(["export-deal", str(path), "--hand", "2", "-o", str(out)]) == 0
    exported = load_record(out)
    hand = record["hands"][1]
    assert exported["hands"] == [{k: hand[k] for k in ("dealer", "deal", "kitty")}]
    assert exported["first_dealer"] == hand["dealer"]
    assert exported["rules"] == record["rules"] and exported["players"] == record["players"]
    assert check_main([str(out)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary == {"hands": [], "totals": [0, 0, 0], "finished": False, "winner": None}
    match = replay(exported)
    assert match.hand_index == 0 and match.dealer == hand["dealer"]
    assert [sorted(match.hand_of(s)) for s in range(3)] == \
        [sorted(parse_card(c) for c in cards) for cards in hand["deal"]]
    # with the history the scores and the exchange before the hand are kept
    full = deal_record(record, 1, with_history=True)
    assert full["hands"][0] == record["hands"][0] and len(full["hands"]) == 2
    kept = replay(full)
    assert kept.totals == list(replay(record).history[0].totals)
    assert kept.exchange_plan == match_for_hand(record, 1).exchange_plan
