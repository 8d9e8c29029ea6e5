"""Tables on this network (issue 31 item 3): a table server started with ``--announce``
announces its tables with free seats by DNS-SD over multicast DNS; ``sergeantmajor tables``
and a browsing process list them, and see them go. Every process runs in a network namespace
of the test's own whose loopback carries the multicast (``tests/netlab.py``): nothing reaches
the machine's network.
"""

from __future__ import annotations

import json
import select
import signal
import subprocess
import time

import pytest
from netlab import HERE, PYTHON, NetLab, need_labs

from sergeantmajor.net import discovery


@pytest.fixture
def lan():
    need_labs()
    lab = NetLab()
    try:
        yield lab, lab.lan()
    finally:
        lab.close()


def _serve(lab: NetLab, space: str, tmp_path) -> tuple[subprocess.Popen[str], str]:
    server = lab.popen(space, [PYTHON, "-m", "sergeantmajor", "serve", "--port", "0",
                               "--announce", "--data", str(tmp_path / "server")])
    assert server.stdout is not None
    line = server.stdout.readline()
    assert line.startswith("listening on "), server.stderr.read() if server.stderr else line
    return server, line.split()[-1]


def _tables(lab: NetLab, space: str, seconds: float = 1.5) -> list[str]:
    done = lab.run(space, [PYTHON, "-m", "sergeantmajor", "tables", "--seconds",
                           str(seconds)])
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def _next_change(watcher: subprocess.Popen[str], within: float) -> dict:
    assert watcher.stdout is not None
    ready, _, _ = select.select([watcher.stdout], [], [], within)
    assert ready, f"no change seen in {within} s"
    return json.loads(watcher.stdout.readline())


def test_a_new_table_is_listed_with_its_seats_and_goes_when_the_server_stops(lan, tmp_path):
    lab, space = lan
    server, url = _serve(lab, space, tmp_path)
    assert _tables(lab, space) == []
    watcher = lab.popen(space, [PYTHON, str(HERE / "discovery_probe.py")],
                        stdin=subprocess.PIPE)
    assert _next_change(watcher, 10).get("ready")

    made = lab.run(space, [PYTHON, "-m", "sergeantmajor", "table-new", url, "--preset",
                           "rulebook"])
    created = time.time()
    invite = made.stdout.splitlines()[-1]
    address = invite.split("#")[0]
    seen = _next_change(watcher, 10)
    listed_after = seen["t"] - created
    assert seen["tables"] == [f"{address}\thost=\trules=rulebook\tseated=0\tfree=3"]

    # Ann sits down: the announcement follows the seats
    ann = lab.popen(space, [PYTHON, "-m", "sergeantmajor", "join", invite, "--name", "Ann",
                            "--bot", "easy"])
    seen = _next_change(watcher, 10)
    assert seen["tables"] == [f"{address}\thost=Ann\trules=rulebook\tseated=1\tfree=2"]
    assert _tables(lab, space) == seen["tables"]  # and the command prints the same

    server.send_signal(signal.SIGTERM)
    stopped = time.time()
    seen = _next_change(watcher, 10)
    assert seen["tables"] == []
    gone_after = seen["t"] - stopped
    assert _tables(lab, space) == []
    print(f"\nlisted {listed_after:.2f} s after table-new returned; gone {gone_after:.2f} s "
          "after SIGTERM")
    assert listed_after < 5.0 and gone_after < 3.0
    ann.kill()
    watcher.stdin.close()


def test_a_table_that_starts_is_no_longer_listed(lan, tmp_path):
    lab, space = lan
    _server, url = _serve(lab, space, tmp_path)
    made = lab.run(space, [PYTHON, "-m", "sergeantmajor", "table-new", url, "--humans", "1"])
    invite = made.stdout.splitlines()[-1]
    address = invite.split("#")[0]
    deadline = time.monotonic() + 10
    while (found := _tables(lab, space, 1.0)) == [] and time.monotonic() < deadline:
        pass
    assert [line.split("\t")[0] for line in found] == [address]
    # the one seat for a person is taken: the match begins and the table is not offered
    lab.popen(space, [PYTHON, "-m", "sergeantmajor", "join", invite, "--name", "Bo", "--bot",
                      "easy"])
    deadline = time.monotonic() + 10
    while (found := _tables(lab, space, 1.0)) != [] and time.monotonic() < deadline:
        pass
    assert found == []


class _Info:
    """A resolved announcement as zeroconf gives it."""

    def __init__(self, props: dict, addresses=("127.0.0.1",), port=8358) -> None:
        self.properties = {k.encode(): (v.encode() if isinstance(v, str) else v)
                           for k, v in props.items()}
        self._addresses = list(addresses)
        self.port = port

    def parsed_addresses(self):
        return self._addresses


GOOD = discovery.properties("k7p9h84b8y", "Ann", {"preset": "rulebook"}, 1, 2)


def test_an_announcement_becomes_a_table():
    ad = discovery.ad_from(_Info(GOOD))
    assert ad is not None
    assert ad.url == "ws://127.0.0.1:8358/t/k7p9h84b8y"
    assert ad.line() == "ws://127.0.0.1:8358/t/k7p9h84b8y\thost=Ann\trules=rulebook\tseated=1\tfree=2"
    assert "code" not in " ".join(GOOD) and "#" not in ad.line()


@pytest.mark.parametrize("change", [
    {"table": "../../etc"}, {"path": "/t/other1234"}, {"seated": "many"}, {"free": "-1"},
    {"free": "99"}, {"rules": "[1, 2]"}, {"rules": "{"}, {"v": "x"},
])
def test_a_malformed_announcement_is_ignored(change):
    assert discovery.ad_from(_Info({**GOOD, **change})) is None


def test_an_announcement_without_a_usable_address_is_ignored():
    assert discovery.ad_from(_Info(GOOD, addresses=["fe80::1"])) is None
    assert discovery.ad_from(_Info(GOOD, port=0)) is None


def test_a_hosts_name_is_shown_as_text_and_cut_to_a_names_length():
    ad = discovery.ad_from(_Info({**GOOD, "host": "Ann\x1b[31m\n" + "x" * 80}))
    assert ad is not None
    assert ad.host_name.startswith("Ann[31m") and len(ad.host_name) == 40


class _Dialog:
    """The Join dialog in another process of the namespace (``tests/join_list_probe.py``)."""

    def __init__(self, lab: NetLab, space: str) -> None:
        self.process = lab.popen(space, [PYTHON, str(HERE / "join_list_probe.py")],
                                 stdin=subprocess.PIPE,
                                 env={"SERGEANTMAJOR_LAN": "on"})
        assert self.next(20).get("ready")

    def next(self, within: float = 10) -> dict:
        return _next_change(self.process, within)

    def do(self, command: str) -> dict:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        return self.next()

    def rows_until(self, wanted, within: float = 10) -> dict:
        end = time.monotonic() + within
        while True:
            seen = self.next(max(0.1, end - time.monotonic()))
            if "rows" in seen and wanted(seen["rows"]):
                return seen


def test_the_join_dialog_lists_the_tables_as_they_come_and_go(lan, tmp_path):
    lab, space = lan
    server, url = _serve(lab, space, tmp_path)
    dialog = _Dialog(lab, space)
    made = lab.run(space, [PYTHON, "-m", "sergeantmajor", "table-new", url])
    invite = made.stdout.splitlines()[-1]
    address = invite.split("#")[0]
    ann = lab.popen(space, [PYTHON, "-m", "sergeantmajor", "join", invite, "--name", "Ann",
                            "--bot", "easy"])
    seen = dialog.rows_until(lambda rows: rows and "Ann" in rows[0])
    assert seen["rows"] == ["Host: Ann · Rulebook · players: 1 · free seats: 2"]
    assert seen["tips"] == [address]
    assert seen["state"].startswith("Click a table to join it.")

    # a click fills the address and the table: the code is asked for
    fields = dialog.do("click 0")
    host_port = address.removeprefix("ws://").split("/")[0]
    table = address.rsplit("/", 1)[1]
    assert (fields["address"], fields["code"]) == (host_port, f"{table}#")
    assert not fields["ok"]
    assert fields["error"] == "The table code is missing: it looks like TABLE#CODE."
    # ... or comes from the invite the player pasted for that table: Join at once
    dialog.do(f"paste {invite}")
    fields = dialog.do("click 0")
    assert fields["code"] == f"{table}#{invite.split('#')[1]}" and fields["ok"]

    seen = dialog.do("lang es")
    assert seen["rows"] == ["Mesa de Ann · Reglamento · jugadores: 1 · asientos libres: 2"]

    server.send_signal(signal.SIGTERM)  # the table closes: it leaves the list
    seen = dialog.rows_until(lambda rows: rows == [], within=10)
    assert seen["state"].startswith("Buscando mesas en esta red")
    ann.kill()
