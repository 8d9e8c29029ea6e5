"""``sergeantmajor bench-server`` measures a real server on loopback: a short run of each kind
of table gives figures, and no player saw an error."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

pytestmark = pytest.mark.timeout(120)


@pytest.mark.parametrize("bots", [None, "easy"])
def test_a_short_bench_measures_round_trips_and_actions(bots):
    command = [sys.executable, "-m", "sergeantmajor", "bench-server", "--mode", "full",
               "--tables", "2", "--workers", "1", "--seconds", "1.5", "--warmup", "0.5",
               "--runs", "1", "--json"] + ([] if bots is None else ["--bots", bots])
    done = subprocess.run(command, capture_output=True, text=True, timeout=110)
    assert done.returncode == 0, done.stderr
    [result] = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["bots"] == bots
    assert result["errors"] == []
    if bots is None:
        assert result["rtt_samples"] > 0 and result["actions_per_second"] > 0
        assert 0 < result["rtt_median_ms"] <= result["rtt_p99_ms"]
    else:  # --bots alone: every table has one bench player and two computer players
        assert result["tables"] == 0 and result["bot_tables"] == 2
        assert result["bot_table_actions_per_second"] > 0
        assert result["bot_table_rtt_p99_ms"] > 0
    assert result["loop_late_max_ms"] >= result["loop_late_p99_ms"] >= 0
    assert result["server_rss_mb"] > 0


def test_an_unknown_bot_level_is_refused():
    done = subprocess.run([sys.executable, "-m", "sergeantmajor", "bench-server", "--bots",
                           "grandmaster"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "grandmaster" in done.stderr


def test_the_floor_answers_the_bench_players_as_the_server_does():
    command = [sys.executable, "-m", "sergeantmajor", "bench-server", "--floor", "--mode",
               "full", "--tables", "2", "--workers", "1", "--seconds", "1.5", "--warmup",
               "0.5", "--runs", "1", "--json"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=110)
    assert done.returncode == 0, done.stderr
    [result] = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["store"] == "floor" and result["errors"] == []
    assert result["rtt_samples"] > 0 and result["cpu_per_action_ms"] > 0
