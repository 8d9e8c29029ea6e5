"""Records: round trips, atomic saving, and `sergeantmajor check` on good, illegal and
malformed files (exit 0, 1 and 2 with one clear line, never a traceback)."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from sergeantmajor.cli import check_main
from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine.errors import RecordError
from sergeantmajor.engine.record import load_record, record_of, replay, save_record, summary

PRESETS = ["rulebook", "traditional", "casual"]
VARIANTS = [
    Rules.preset("rulebook"),
    Rules.preset("traditional"),
    Rules.preset("casual"),
    Rules.preset("rulebook", kitty="none"),
    Rules.preset("rulebook", kitty="blind", exchange_timing="after-trump", no_trump=True),
    Rules.preset("casual", players=4, targets="7-4-3-2", match_end="chips", hands=4),
    Rules.preset("rulebook", dealer_assigns_targets=True, twelve_tricks_wins=True),
    Rules.preset("traditional", rotation="lenient", exchange_timing="after-trump"),
]


def random_match(rules: Rules, seed: int, stop_after: int | None = None) -> Match:
    """A match of random legal moves (optionally stopped after some actions)."""
    rng = random.Random(seed)
    match = Match(rules, seed)
    steps = 0
    while not match.is_terminal() and (stop_after is None or steps < stop_after):
        match.apply(rng.choice(match.legal_actions()))
        steps += 1
    return match


def run_check(tmp_path: Path, record: object, capsys: pytest.CaptureFixture[str]):
    path = tmp_path / "record.json"
    path.write_text(record if isinstance(record, str) else json.dumps(record), encoding="utf-8")
    code = check_main([str(path)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: str(r.to_dict()))
def test_round_trip_and_check_reproduce_results(rules: Rules, tmp_path: Path, capsys) -> None:
    for seed in range(3):
        match = random_match(rules, seed)
        record = record_of(match)
        path = tmp_path / f"m{seed}.json"
        save_record(path, record)
        again = replay(load_record(path))
        assert record_of(again) == record
        code, out, err = run_check(tmp_path, record, capsys)
        assert code == 0, err
        result = json.loads(out)
        assert result == summary(match)
        assert result["finished"] is True and result["winner"] == match.winner
        totals = match.chips if rules.match_end == "chips" else match.totals
        assert result["totals"] == totals
        assert sum(result["totals"]) == 0


def test_unfinished_match_resumes_exactly(tmp_path: Path) -> None:
    match = random_match(Rules.preset("rulebook"), 7, stop_after=140)
    assert not match.is_terminal()
    path = tmp_path / "save.json"
    save_record(path, record_of(match))
    resumed = replay(load_record(path))
    assert resumed.phase == match.phase
    assert resumed.current_player() == match.current_player()
    assert resumed.hands == match.hands and resumed.totals == match.totals
    assert resumed.legal_actions() == match.legal_actions()


def test_save_is_atomic_and_keeps_old_file_on_failure(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "save.json"
    good = record_of(random_match(Rules(), 1, stop_after=10))
    save_record(path, good)
    before = path.read_bytes()

    def boom(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", boom)
    with pytest.raises(OSError):
        save_record(path, record_of(random_match(Rules(), 2, stop_after=20)))
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]  # no temporary left behind


def test_loading_a_damaged_file_never_changes_it(tmp_path: Path) -> None:
    path = tmp_path / "damaged.json"
    path.write_bytes(b'{"format": "sergeant-major-record", "version": 1, "rules": ')
    with pytest.raises(RecordError, match="not JSON"):
        load_record(path)
    assert path.read_bytes() == b'{"format": "sergeant-major-record", "version": 1, "rules": '


def base_record() -> dict:
    """A finished rulebook record to break in many ways."""
    return record_of(random_match(Rules(), 11))


def first_hand_with_exchange(record: dict) -> int:
    return next(i for i, h in enumerate(record["hands"]) if h["exchange"])


def mutate(fn):
    record = base_record()
    fn(record)
    return record


def _lead_a_card_of_another_seat(record: dict) -> None:
    hand = record["hands"][0]
    middle = (hand["dealer"] + 2) % 3  # the leader is the dealer's left, not this seat
    hand["plays"][0] = hand["deal"][middle][0]


ILLEGAL = {
    "card not held": _lead_a_card_of_another_seat,
    "no trump not allowed": lambda r: r["hands"][0].__setitem__("trump", "N"),
    "discard not held": lambda r: r["hands"][0]["discard"].__setitem__(
        0, r["hands"][0]["kitty"][0]),
}


@pytest.mark.parametrize("name", list(ILLEGAL))
def test_illegal_moves_exit_1_with_hand_move_and_rule(name, tmp_path, capsys) -> None:
    record = mutate(ILLEGAL[name])
    code, out, err = run_check(tmp_path, record, capsys)
    assert code == 1, err
    assert out == ""
    line = err.strip()
    assert "\n" not in line and line.startswith("hand 1, ")
    assert "Traceback" not in err


def test_follow_suit_violation_message(tmp_path, capsys) -> None:
    record = base_record()
    hand = record["hands"][0]
    plays = hand["plays"]
    led = plays[0][1]
    second = (hand["dealer"] + 2) % 3
    # The second player's cards at that time: deal (no exchange in hand 1) minus nothing yet.
    held = hand["deal"][second]
    other = next(c for c in held if c[1] != led and c not in plays[1:2])
    # the record's deal is fixed: the second player holds the led suit and another one
    assert any(c[1] == led for c in held), "the second player is void in the led suit"
    plays[1] = other
    code, _out, err = run_check(tmp_path, record, capsys)
    assert code == 1
    suit = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}[led]
    assert err.strip() == (f"hand 1, play 2: seat {second} played {other} but holds {suit} "
                           f"and must follow {suit}")


def test_wrong_exchange_return_is_illegal(tmp_path, capsys) -> None:
    record = base_record()
    i = first_hand_with_exchange(record)
    entry = record["hands"][i]["exchange"][0]
    entry["back"] = ["2C"] if entry["back"] != ["2C"] else ["3C"]
    code, _out, err = run_check(tmp_path, record, capsys)
    assert code == 1, err
    assert err.startswith(f"hand {i + 1}, exchange 1: ") and "gives back" in err


def test_wrong_exchange_pair_is_illegal(tmp_path, capsys) -> None:
    record = base_record()
    i = first_hand_with_exchange(record)
    entry = record["hands"][i]["exchange"][0]
    entry["to"] = next(s for s in range(3) if s not in (entry["from"], entry["to"]))
    code, _out, err = run_check(tmp_path, record, capsys)
    assert code == 1, err
    assert "pair" in err


MALFORMED = {
    "not json": "{nope",
    "not an object": "[1, 2, 3]",
    "binary": None,
    "wrong format": lambda r: r.__setitem__("format", "chess"),
    "future version": lambda r: r.__setitem__("version", 99),
    "version as text": lambda r: r.__setitem__("version", "1"),
    "unknown rule": lambda r: r.__setitem__("rules", {"preset": "rulebook", "jokers": True}),
    "unknown preset": lambda r: r.__setitem__("rules", {"preset": "bridge"}),
    "contradictory rules": lambda r: r.__setitem__("rules", {"preset": "rulebook",
                                                             "kitty": "none",
                                                             "targets": "8-5-3"}),
    "missing players": lambda r: r.pop("players"),
    "two players": lambda r: r["players"].pop(),
    "bad kind": lambda r: r["players"][1].__setitem__("kind", "robot"),
    "first dealer out of range": lambda r: r.__setitem__("first_dealer", 3),
    "no hands": lambda r: r.__setitem__("hands", []),
    "hand not object": lambda r: r["hands"].__setitem__(0, "hand"),
    "wrong dealer": lambda r: r["hands"][1].__setitem__("dealer", r["hands"][0]["dealer"]),
    "unknown card": lambda r: r["hands"][0]["deal"][0].__setitem__(0, "ZZ"),
    "duplicate card": lambda r: r["hands"][0]["deal"][0].__setitem__(
        0, r["hands"][0]["deal"][1][0]),
    "short deal": lambda r: r["hands"][0]["deal"][0].pop(),
    "kitty missing": lambda r: r["hands"][0].pop("kitty"),
    "bad trump": lambda r: r["hands"][0].__setitem__("trump", "X"),
    "plays not a list": lambda r: r["hands"][0].__setitem__("plays", "AS KS"),
    "too many plays": lambda r: r["hands"][0]["plays"].append("AS"),
    "hands after the end": lambda r: r["hands"].append(copy.deepcopy(r["hands"][0])),
    "unfinished hand followed by another": lambda r: r["hands"][0]["plays"].pop(),
    "targets without the rule": lambda r: r["hands"][0].__setitem__("targets", [8, 5, 3]),
    "exchange entry without give": lambda r: r["hands"][
        first_hand_with_exchange(r)]["exchange"][0].pop("give"),
    "seat out of range": lambda r: r["hands"][
        first_hand_with_exchange(r)]["exchange"][0].__setitem__("to", 7),
}


@pytest.mark.parametrize("name", list(MALFORMED))
def test_malformed_records_exit_2_with_one_line(name, tmp_path, capsys) -> None:
    fault = MALFORMED[name]
    if fault is None:
        path = tmp_path / "record.json"
        path.write_bytes(bytes(range(256)))
        code = check_main([str(path)])
        out, err = capsys.readouterr()
    elif isinstance(fault, str):
        code, out, err = run_check(tmp_path, fault, capsys)
    else:
        code, out, err = run_check(tmp_path, mutate(fault), capsys)
    assert code == 2, err
    assert out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert len(err) < 300


def test_missing_file_exit_2(tmp_path, capsys) -> None:
    code = check_main([str(tmp_path / "nowhere.json")])
    _, err = capsys.readouterr()
    assert code == 2 and "cannot read" in err


def test_check_command_line_entry_point(tmp_path) -> None:
    path = tmp_path / "r.json"
    save_record(path, base_record())
    done = subprocess.run([sys.executable, "-m", "sergeantmajor", "check", str(path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["finished"] is True


def test_a_resumed_match_goes_on_with_fresh_deals_from_the_seed() -> None:
    match = random_match(Rules(), 5, stop_after=60)  # inside the first hand
    record = record_of(match)
    # Cut the record at the end of a finished hand: replay must deal the next one itself.
    finished = random_match(Rules(), 5)
    first_hand_only = record_of(finished)
    first_hand_only["hands"] = first_hand_only["hands"][:1]
    assert len(finished.history) > 1  # this seed's match lasts several hands
    one = replay(first_hand_only, seed=42)
    two = replay(first_hand_only, seed=42)
    assert one.hand_index == 1 and one.hands == two.hands
    assert one.hand_logs()[1].deal != finished.hand_logs()[1].deal or one.hands != finished.hands
    assert replay(record).hands == match.hands


def test_a_match_ended_by_the_hand_limit_replays_to_the_same_end():
    rules = Rules.preset("rulebook", players=4, targets="6-4-3-3", hand_limit=3)
    match = random_match(rules, 11)
    assert match.is_terminal() and match.hand_index == 2
    record = record_of(match)
    assert record["rules"] == {"preset": "rulebook", "players": 4, "targets": "6-4-3-3",
                               "hand_limit": 3}
    again = replay(json.loads(json.dumps(record)))
    assert (again.winner, again.end_reason, again.totals) == (
        match.winner, match.end_reason, match.totals)
    assert summary(again)["finished"] and summary(again)["winner"] == match.winner
    more = copy.deepcopy(record)
    more["hands"].append(copy.deepcopy(more["hands"][-1]))
    more["hands"][-1]["dealer"] = (more["hands"][-2]["dealer"] + 1) % 4
    with pytest.raises(RecordError, match="hand 4: moves after the match has ended"):
        replay(more)
