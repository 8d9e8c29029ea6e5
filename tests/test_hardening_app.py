"""Issue 14 at the command line: options refused or fitted, autoplay past the match end,
quitting cleanly on a signal, and saves that survive kill -9 at any moment."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from sergeantmajor.engine.record import load_record, replay
from sergeantmajor.ui.options import (
    DEFAULTS,
    MAX_SIDE,
    VIRTUAL_ROOM,
    build_parser,
    fit_size,
    parse_args,
)

ROOT = Path(__file__).resolve().parent.parent


def game_env(tmp_path: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "cfg"),
                SERGEANTMAJOR_DATA_DIR=str(tmp_path / "data"))


@pytest.mark.parametrize("argv", [["--screenshot", ""], ["--lang", ""], ["--lang", "  "],
                                  ["--size", "32767x32767"], ["--size", f"{MAX_SIDE + 1}x600"],
                                  ["--size", "10x10"], ["--size", "big"]])
def test_bad_options_exit_2(argv, capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        parse_args(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "error:" in err and len(err) < 1000


def test_a_start_without_options_gets_the_parsers_own_defaults() -> None:
    # parse_args([]) answers from DEFAULTS without building the parser (issue 35): the very
    # values argparse gives, for every option (an option added without its default fails).
    assert parse_args([]) == build_parser().parse_args([])
    assert vars(parse_args([])) == DEFAULTS
    assert parse_args([]) is not parse_args([])  # a fresh namespace: callers may change it
    assert parse_args(["--seed", "3"]).seed == 3 and parse_args(["--host"]).host is True


def test_a_size_larger_than_the_screen_is_fitted() -> None:
    assert fit_size((5000, 5000), (1920, 1050)) == ((1920, 1050), True)
    assert fit_size((1024, 640), (1920, 1050)) == ((1024, 640), False)


def test_a_window_larger_than_the_screen_is_fitted_and_said(tmp_path) -> None:
    shot = tmp_path / "big.png"
    done = subprocess.run([sys.executable, "-m", "sergeantmajor", "--seed", "1", "--speed",
                           "off", "--size", "6000x5000", "--screenshot", str(shot)], cwd=ROOT,
                          env=game_env(tmp_path), timeout=120, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "larger than the screen" in done.stderr
    image = QImage(str(shot))
    assert 0 < image.width() <= VIRTUAL_ROOM[0] and 0 < image.height() <= VIRTUAL_ROOM[1]


def test_autoplay_past_the_match_end_still_takes_the_screenshot(tmp_path) -> None:
    from PySide6.QtCore import QSettings

    from sergeantmajor.app.preferences import Preferences
    from sergeantmajor.engine import Rules

    # The player's last rules: a match of two hands (a whole match to a points end took 6 s).
    settings = QSettings(str(tmp_path / "cfg" / "sergeantmajor" / "sergeantmajor.conf"),
                         QSettings.Format.IniFormat)
    Preferences(settings).rules = Rules.preset("rulebook", match_end="hands", hands=2)
    settings.sync()
    shot = tmp_path / "x.png"
    done = subprocess.run([sys.executable, "-m", "sergeantmajor", "--autoplay", "40", "--seed",
                           "1", "--speed", "off", "--screenshot", str(shot)], cwd=ROOT,
                          env=game_env(tmp_path), timeout=120, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "the match ended after 2 hands" in done.stderr
    assert shot.stat().st_size > 10_000


def start_game(tmp_path: Path) -> subprocess.Popen:
    """The game of a returning player (the tutorial was offered at an earlier start: a first
    start deals only once the offer is answered), waiting for them after the first deal
    (which it saves at once)."""
    settings = tmp_path / "cfg" / "sergeantmajor"
    settings.mkdir(parents=True, exist_ok=True)
    (settings / "sergeantmajor.conf").write_text("[tutorial]\noffered=true\n", encoding="utf-8")
    game = subprocess.Popen([sys.executable, "-m", "sergeantmajor", "--seed", "1", "--speed",
                             "off"], cwd=ROOT, env=game_env(tmp_path),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    save = tmp_path / "data" / "autosave.json"
    deadline = time.monotonic() + 60
    while not save.exists():
        assert game.poll() is None, game.communicate()
        assert time.monotonic() < deadline, "the game never saved its first deal"
        time.sleep(0.05)
    return game


@pytest.mark.parametrize("sig", ["SIGTERM", "SIGINT", "SIGHUP"])
def test_a_quit_signal_saves_and_quits_cleanly(sig, tmp_path) -> None:
    game = start_game(tmp_path)
    save = tmp_path / "data" / "autosave.json"
    try:
        time.sleep(0.5)  # the window is up and idle in its event loop
        save.unlink()  # so the file proves that the signal saved
        game.send_signal(getattr(signal, sig))
        _out, err = game.communicate(timeout=60)
    finally:
        if game.poll() is None:
            game.kill()
    assert game.returncode == 0, err
    assert "Traceback" not in err
    assert replay(load_record(save)).hand_index == 0


def test_kill_9_at_any_moment_never_corrupts_a_save(tmp_path, monkeypatch) -> None:
    """A process saving match after match is killed at random moments: the file is always a
    whole record, and the next start removes the temporary file a kill may leave."""
    data = tmp_path / "data"
    writer = ("import random, sys\n"
              "from sergeantmajor.app import storage\n"
              "from sergeantmajor.engine import Match, Rules\n"
              "players = [{'name': 'Me', 'kind': 'human'}, {'name': 'A', 'kind': 'bot:basic'},"
              " {'name': 'B', 'kind': 'bot:basic'}]\n"
              "rng = random.Random(int(sys.argv[1]))\n"
              "match = Match(Rules(), 1)\n"
              "print('ready', flush=True)\n"
              "while True:\n"
              "    if match.is_terminal():\n"
              "        match = Match(Rules(), rng.randrange(99))\n"
              "    match.apply(rng.choice(match.legal_actions()))\n"
              "    storage.write_autosave(match, players)\n")
    env = dict(os.environ, SERGEANTMAJOR_DATA_DIR=str(data))
    rng = random.Random(14)
    for round_ in range(4):
        proc = subprocess.Popen([sys.executable, "-c", writer, str(round_)], env=env, cwd=ROOT,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.05, 0.6))
        proc.kill()
        proc.wait()
        proc.stdout.close()
        from sergeantmajor.app import storage

        monkeypatch.setenv("SERGEANTMAJOR_DATA_DIR", str(data))
        resumable, problem = storage.read_autosave()
        assert problem is None, problem
        assert resumable is not None or not (data / "autosave.json").exists()
        assert not list(data.glob(".*.tmp")), "a temporary file was left behind"
