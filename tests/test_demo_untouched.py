"""A demo run (--screenshot, --autoplay) leaves the settings and the data folder as they were."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sergeantmajor.engine import Match, Rules
from sergeantmajor.engine.record import record_of

ROOT = Path(__file__).resolve().parent.parent


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` with its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file()}


@pytest.mark.parametrize("demo", [
    ["--screenshot", "{shot}", "--size", "640x441", "--speed", "off"],
    ["--autoplay", "1", "--speed", "off", "--screenshot", "{shot}"],
])
def test_a_demo_run_leaves_settings_and_data_byte_for_byte_unchanged(tmp_path, demo):
    config, data = tmp_path / "cfg", tmp_path / "data"
    (config / "sergeantmajor").mkdir(parents=True)
    # The player's own settings, as the game writes them (window size, speed, a deck...).
    (config / "sergeantmajor" / "sergeantmajor.conf").write_text(
        "[appearance]\nfaces=own:four-colour\n\n[table]\nspeed=slow\n\n"
        "[window]\ngeometry=@ByteArray(not a real geometry)\n")
    data.mkdir()
    match = Match(Rules(), 3)
    players = [{"name": "", "kind": "human"}, {"name": "Ana", "kind": "bot:basic"},
               {"name": "Boris", "kind": "bot:basic"}]
    (data / "autosave.json").write_text(json.dumps(record_of(match, players)))
    (data / "statistics.json").write_text("{not even json: a damaged file stays as it is")
    before = {"cfg": snapshot(config), "data": snapshot(data)}
    shot = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(config),
               HOME=str(tmp_path / "home"), SERGEANTMAJOR_DATA_DIR=str(data))
    args = [a.replace("{shot}", str(shot)) for a in demo]
    done = subprocess.run([sys.executable, "-m", "sergeantmajor", "--seed", "2", *args],
                          cwd=ROOT, env=env, timeout=180, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 5_000
    assert {"cfg": snapshot(config), "data": snapshot(data)} == before


def test_read_only_preferences_write_nothing_whatever_is_set(tmp_path):
    """Every setter of the preferences, the tutorial's included, is a no-op when read-only."""
    from PySide6.QtCore import QSettings

    from sergeantmajor.app.preferences import Preferences

    path = tmp_path / "settings.ini"
    settings = QSettings(str(path), QSettings.Format.IniFormat)
    prefs = Preferences(settings, read_only=True)
    setters = [name for name, attr in vars(Preferences).items()
               if isinstance(attr, property) and attr.fset is not None]
    assert {"tutorial_offered", "tutorial_progress", "speed", "player_name"} <= set(setters)
    for name in setters:
        setattr(prefs, name, getattr(prefs, name))  # the defaults, written back
    prefs.tutorial_offered = True
    prefs.tutorial_progress = {"lesson": 2}
    prefs.set_value("feature/key", 1)
    settings.sync()
    assert settings.allKeys() == []
    assert not path.exists() or not path.read_text().strip()
