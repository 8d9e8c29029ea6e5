"""A table server at its open-file limit (network-3 defect 3): ``serve`` under a limit of 256
files, flooded by 300 connections from one client. The server holds what its files allow less
a reserve; every connection beyond is refused at once, clearly (``hello``, ``error`` ``busy``,
close 1013), in a few log lines, and so is a new table's maker; the table in play meanwhile
keeps playing and saving, and a kill right after loses nothing anyone saw."""

from __future__ import annotations

import asyncio
import json
import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from online_helpers import Seen, random_player, run, spectator
from test_online_faults import kept_decisions, seen_decisions
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from sergeantmajor.engine import Rules
from sergeantmajor.net import protocol as p
from sergeantmajor.net.client import ClientError, TableClient
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.server.headless import create_table

pytestmark = pytest.mark.timeout(120)
ROOT = Path(__file__).resolve().parent.parent
FILES = 256


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (FILES, FILES))


def test_at_the_file_limit_connections_are_refused_at_once_and_play_goes_on(tmp_path):
    port_file, log_path = tmp_path / "port", tmp_path / "server.log"
    with open(log_path, "w", encoding="utf-8") as log:
        server = subprocess.Popen(
            [sys.executable, "-m", "sergeantmajor", "serve", "--port", "0", "--port-file",
             str(port_file), "--data", str(tmp_path / "data"), "--bot-workers", "0"],
            cwd=ROOT, env=dict(os.environ, SERGEANTMAJOR_DATA_DIR=str(tmp_path / "home")),
            stdout=subprocess.DEVNULL, stderr=log, preexec_fn=_limited)
    try:
        deadline = time.monotonic() + 30
        while not port_file.exists():
            assert server.poll() is None and time.monotonic() < deadline, log_path.read_text()
            time.sleep(0.05)
        url = f"ws://127.0.0.1:{int(port_file.read_text())}"

        async def body() -> tuple[str, list[Seen], dict[str, int]]:
            created = await create_table(url, Rules(point_limit=99), "easy", 1)
            invite = parse_invite(created.invite)
            ann = await TableClient.connect(invite.table_url)
            await ann.join("Ann", invite.code)
            viewer = await TableClient.connect(invite.table_url)
            await viewer.watch(invite.code)
            seen = [Seen(), Seen()]
            tasks = [asyncio.create_task(random_player(ann, seen[0], 1, pace=0.01)),
                     asyncio.create_task(spectator(viewer, seen[1]))]
            while seen_decisions(seen[1]) < 20:
                await asyncio.sleep(0.01)
            before = seen_decisions(seen[1])
            outcome = {"held": 0, "busy": 0, "slow": 0}

            async def fate(ws: ClientConnection, start: float) -> str:
                assert json.loads(await ws.recv())["type"] == "hello"
                try:
                    answer = json.loads(await asyncio.wait_for(ws.recv(), 2.0))
                except TimeoutError:  # nothing to say: it was let in
                    return "held"
                assert answer["code"] == "busy", answer
                with pytest.raises(ConnectionClosed):
                    await asyncio.wait_for(ws.recv(), 2)
                assert ws.close_code == 1013
                return "busy" if time.monotonic() - start < 5.0 else "slow"

            flood, fates = [], []
            for _ in range(300):  # one client, as fast as it can
                start = time.monotonic()
                ws = await connect(url, max_size=p.MAX_MESSAGE, compression=None,
                                   ping_interval=None, open_timeout=10)
                flood.append((ws, start))
                fates.append(asyncio.create_task(fate(ws, start)))
            for result in await asyncio.gather(*fates):
                outcome[result] += 1
            held = [ws for ws, _ in flood if ws.close_code is None]
            # no new table either while the connections are all taken (its maker is refused
            # at once, like any connection over the limit), and the table in play goes on
            with pytest.raises(ClientError) as refused:
                await asyncio.wait_for(create_table(url, Rules(), "easy", 1), 5)
            assert "holds all the connections it takes" in str(refused.value), refused.value
            during = seen_decisions(seen[1])
            await asyncio.sleep(1.0)
            assert seen_decisions(seen[1]) > during > before  # the table played on throughout
            for ws in held:
                await ws.close()
            os.kill(server.pid, signal.SIGKILL)  # right after: what was seen is kept
            await asyncio.gather(*tasks, return_exceptions=True)
            return invite.table, seen, outcome

        table, seen, outcome = run(body(), 90)
        server.wait(10)
    finally:
        if server.poll() is None:
            server.kill()
            server.wait(10)
    allowed = FILES - 64 - FILES // 10  # the connections it holds under these files
    print(f"\n300 connections under {FILES} files: {outcome}")
    # the player and the spectator hold two (the table's maker may still close its own)
    assert allowed - 3 <= outcome["held"] <= allowed - 2, (allowed, outcome)
    assert outcome["busy"] == 300 - outcome["held"] and outcome["slow"] == 0, outcome
    assert kept_decisions(tmp_path / "data" / "tables" / table) >= max(
        seen_decisions(s) for s in seen)
    lines = log_path.read_text(encoding="utf-8").splitlines()
    assert not any("Traceback" in line or "socket.accept" in line for line in lines)
    turned = [line for line in lines if "turned away" in line]
    assert 0 < len(turned) <= 40, len(turned)
    assert len(lines) < 100, len(lines)  # (no line for every connection)
