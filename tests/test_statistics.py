"""Statistics: whole matches, abandoned matches, resume, undo flag, a damaged file, the dialog."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox
from ui_helpers import close_window, make_window

from sergeantmajor.ai.base import make_bot
from sergeantmajor.app.controller import Seat
from sergeantmajor.app.statistics import (
    StatisticsRecorder,
    StatisticsStore,
    group_key,
    role_of,
)
from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.record import record_of
from sergeantmajor.engine.view import seat_view

SEATS = [Seat("", "human"), Seat("Ana", "bot:normal"), Seat("Boris", "bot:normal")]


def started(match: Match) -> tuple:
    """What the controller hands the statistics at a match start: the view and the record."""
    return seat_view(match, 0), record_of(match, [{"name": "p", "kind": "human"}] * match.players)


def play(match: Match, recorder: StatisticsRecorder, hands: int | None = None) -> list:
    """Bots at every seat; every event goes to ``recorder``; stop after ``hands`` hands."""
    bots = [make_bot("basic", s) for s in range(match.players)]
    seen: list = list(match.start_events) if not match.hand_logs()[0].plays else []
    for event in seen:
        recorder.event(event)
    done = 0
    while not match.is_terminal() and (hands is None or done < hands):
        seat = match.current_player()
        for event in match.apply(bots[seat].choose(seat_view(match, seat))):
            recorder.event(event)
            seen.append(event)
            done += isinstance(event, ev.HandScored)
    return seen


@pytest.fixture
def store(tmp_path):
    return StatisticsStore(tmp_path / "statistics.json")


def test_whole_matches_are_counted_by_role_and_group(store):
    recorder = StatisticsRecorder(store)
    expected_roles: dict[str, list[int]] = {}
    won = points = 0
    ends: list[str] = []
    for seed in range(4):
        match = Match(Rules.preset("casual"), seed)
        recorder.match_started(*started(match), SEATS, 0, resumed=False)
        events = play(match, recorder)
        dealer, targets = 0, ()
        for event in events:
            if isinstance(event, ev.HandStarted):
                dealer, targets = event.dealer, event.targets
            if isinstance(event, ev.HandScored):
                role = expected_roles.setdefault(role_of(0, dealer, 3), [0, 0, 0, 0])
                diff = event.tricks[0] - targets[0]
                role[0 if diff > 0 else 1 if diff == 0 else 2] += 1
                role[3] += diff
        over = events[-1]
        assert isinstance(over, ev.MatchOver)
        won += over.winner == 0
        ends.append("won" if over.winner == 0 else "lost")
        points += over.totals[0]
    # Read back from the file: what the player sees after a restart.
    again = StatisticsStore(store.path)
    again.load()
    stats = again.groups[group_key("casual", "normal")]
    assert (stats.played, stats.finished, stats.abandoned, stats.won) == (4, 4, 0, won)
    assert stats.average_points == pytest.approx(points / 4)
    assert stats.win_rate == pytest.approx(won / 4)
    for name, (up, target, down, against) in expected_roles.items():
        got = stats.roles[name]
        assert (got["up"], got["target"], got["down"], got["against_target"]) == (
            up, target, down, against)
    assert sum(r["hands"] for r in stats.roles.values()) == 4 * 9
    assert [h.end for h in again.history] == ends
    assert len(again.history) == 4 and again.current is None


def test_new_match_abandons_the_unfinished_one_even_after_a_restart(store):
    recorder = StatisticsRecorder(store)
    first = Match(Rules.preset("rulebook"), 3)
    recorder.match_started(*started(first), SEATS, 0, resumed=False)
    play(first, recorder, hands=2)
    # A restart: a new recorder on the same file; the player declines to resume.
    later = StatisticsRecorder(StatisticsStore(store.path))
    later.match_started(*started(Match(Rules.preset("casual"), 4)), SEATS, 0, resumed=False)
    stats = later.store.groups[group_key("rulebook", "normal")]
    assert (stats.played, stats.abandoned, stats.won, stats.finished) == (1, 1, 0, 0)
    assert later.store.history[-1].end == "abandoned"
    assert sum(r["hands"] for r in stats.roles.values()) == 2  # its hands still count


def test_resuming_the_same_match_goes_on_counting(store):
    recorder = StatisticsRecorder(store)
    match = Match(Rules.preset("casual"), 5)
    recorder.match_started(*started(match), SEATS, 0, resumed=False)
    play(match, recorder, hands=3)
    recorder.match_started(*started(match), SEATS, 0, resumed=True)  # the autosave, resumed
    play(match, recorder)
    stats = store.groups[group_key("casual", "normal")]
    assert (stats.played, stats.abandoned, stats.finished) == (1, 0, 1)
    assert sum(r["hands"] for r in stats.roles.values()) == 9


def test_reopening_an_earlier_save_of_the_match_counts_no_hand_twice(store):
    from sergeantmajor.engine.record import record_of, replay

    recorder = StatisticsRecorder(store)
    match = Match(Rules.preset("casual"), 6)
    recorder.match_started(*started(match), SEATS, 0, resumed=False)
    play(match, recorder, hands=2)
    saved = record_of(match)
    play(match, recorder, hands=3)
    recorder.match_started(*started(replay(saved)), SEATS, 0, resumed=True)  # back to hand 3
    earlier = replay(saved)
    recorder.match_started(*started(earlier), SEATS, 0, resumed=True)
    play(earlier, recorder)
    stats = store.groups[group_key("casual", "normal")]
    assert sum(r["hands"] for r in stats.roles.values()) == 9
    assert (stats.played, stats.finished) == (1, 1)


def test_custom_rules_mixed_opponents_undo_and_streak(store):
    recorder = StatisticsRecorder(store)
    seats = [Seat("", "human"), Seat("A", "bot:basic"), Seat("B", "bot:expert")]
    match = Match(Rules.preset("casual", point_limit=7), 1)
    recorder.match_started(*started(match), seats, 0, resumed=False)
    recorder.mark_undo()
    play(match, recorder)
    key = group_key("custom", "basic+expert")
    assert store.groups[key].with_undo == 1
    assert store.history[-1].undo is True
    stats = store.groups[key]
    assert stats.longest_streak == (1 if stats.won else 0)


@pytest.mark.parametrize("text", [
    "[]", '{"format": "sergeant-major-statistics", "version": 2}',
    '{"format": "sergeant-major-statistics", "version": 1, "groups": {"x": {"won": "many"}}}',
    '{"format": "sergeant-major-statistics", "version": 1, "current": {"id": 1}}',
    '{"format": "sergeant-major-statistics", "version": 1, "history": [{"group": "x"}]}',
])
def test_every_kind_of_damage_is_set_aside_and_counting_starts_afresh(store, text):
    store.path.write_text(text)
    recorder = StatisticsRecorder(store)
    recorder.match_started(*started(Match(Rules(), 1)), SEATS, 0, resumed=False)
    assert store.problem and "statistics.damaged-" in store.problem.aside.name
    assert json.loads(store.path.read_text())["current"]["group"] == "rulebook|normal"
    assert [p.read_text() for p in store.path.parent.glob("statistics.damaged-*")] == [text]


def test_a_damaged_file_is_kept_aside_and_the_player_told(qtbot, tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    (data / "statistics.json").write_text('{"format": "sergeant-major-statistics", "vers')
    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        window.new_game(Rules(), window.prefs.table_opponents(), 1)
        box = window.findChild(QMessageBox, "damagedStatisticsBox")
        assert box is not None and box.isVisible()
        assert "statistics.damaged-" in box.detailedText()
        assert "damaged-" not in box.text() and "vers" not in box.text()  # no path, no Python
        aside = list(data.glob("statistics.damaged-*.json"))
        assert len(aside) == 1 and aside[0].read_text().endswith('"vers')
        written = json.loads((data / "statistics.json").read_text())
        assert written["version"] == 1 and written["current"] is not None
    finally:
        close_window(window)


def test_window_counts_abandoned_on_new_game_and_dialog_resets_after_asking(qtbot, tmp_path,
                                                                            monkeypatch):
    window = make_window(qtbot, tmp_path, monkeypatch)
    try:
        window.new_game(Rules(), [("Ana", "basic"), ("Boris", "basic")], 1)
        window.new_game(Rules(), [("Ana", "basic"), ("Boris", "basic")], 2)
        store = window.statistics.store
        assert store.groups[group_key("rulebook", "basic")].abandoned == 1
        window.show_statistics()
        dialog = window.stats.dialog
        table = dialog.matches
        labels = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
        abandoned_row = labels.index("Abandoned")
        assert table.item(abandoned_row, 0).text() == "1"
        assert dialog.chart.entries and dialog.chart.win_rates() == [0.0]
        dialog.ask_reset()
        box = dialog.confirm_box
        assert box is not None and box.isVisible()
        box.button(QMessageBox.StandardButton.Cancel).click()
        assert store.groups  # nothing forgotten without a yes
        dialog.ask_reset()
        dialog.confirm_box.button(QMessageBox.StandardButton.Reset).click()
        assert not store.groups and not store.history
        assert table.item(abandoned_row, 0).text() == "0"
        assert not json.loads(store.path.read_text())["groups"]
    finally:
        close_window(window)


def test_demo_recorder_touches_nothing(tmp_path):
    store = StatisticsStore(tmp_path / "statistics.json")
    recorder = StatisticsRecorder(store)
    recorder.enabled = False
    match = Match(Rules.preset("casual"), 2)
    recorder.match_started(*started(match), SEATS, 0, resumed=False)
    play(match, recorder)
    assert not store.path.exists() and not store.loaded
    store.path.write_text("damaged")  # Game > Statistics in a demo: read, never moved aside
    store.load()
    store.reset()
    assert store.path.read_text() == "damaged" and len(list(tmp_path.iterdir())) == 1


def test_a_deal_played_again_keeps_the_match_out_of_the_win_counts(store):
    from sergeantmajor.engine.replay_deal import match_for_hand

    recorder = StatisticsRecorder(store)
    key = group_key("casual", "normal")
    won = 0
    for seed in range(6):  # some of these matches are won: none may count
        match = Match(Rules.preset("casual"), seed)
        recorder.match_started(*started(match), SEATS, 0, resumed=False)
        play(match, recorder, hands=2)
        again = match_for_hand(record_of(match), 1, seed=seed)  # "Play this deal again": hand 2
        recorder.match_started(*started(again), SEATS, 0, resumed=True)
        recorder.mark_replay()
        play(again, recorder)
        won += again.winner == 0
    assert won > 0
    stats = store.groups[key]
    assert stats.replays == 6
    assert (stats.played, stats.won, stats.finished, stats.streak) == (0, 0, 0, 0)
    assert stats.win_rate is None and store.history == []
    # a match of its own after them counts as ever, and the flag survives a reload
    match = Match(Rules.preset("casual"), 9)
    recorder.match_started(*started(match), SEATS, 0, resumed=False)
    play(match, recorder)
    reloaded = StatisticsStore(store.path)
    reloaded.load()
    assert reloaded.groups[key].played == 1 and reloaded.groups[key].replays == 6
