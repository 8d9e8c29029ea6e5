"""Playing with friends from the window, against a real table server on loopback.

Every server here listens on 127.0.0.1 with a port the system picks, and is stopped by the
test that started it; the other seats are taken by headless players (``sergeantmajor join
--bot``, each its own process) or by the tests' own clients. The window plays by its input
intents (drags and clicks on the viewport), as a person does.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import subprocess
import sys
import threading
from collections.abc import Iterator

import pytest
from online_helpers import answer_questions
from test_ui_support import (
    click,
    close_window,
    drag,
    make_window,
    scene_point,
    shown,
    visible_point,
)

from sergeantmajor.ai.base import make_bot
from sergeantmajor.engine import Discard, Give, NameTrump, Phase, Play, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.cards import parse_card
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.server.headless import create_table
from sergeantmajor.server.server import ServerThread
from sergeantmajor.ui.main_window import MainWindow

pytestmark = pytest.mark.timeout(90)

_CHOOSER = make_bot("normal", 0)

SHORT = Rules.preset("rulebook", match_end="hands", hands=3)  # each seat deals; exchanges
SEED = 2  # a deal where the window's seat names trump, discards and gives in an exchange


@pytest.fixture
def server(tmp_path) -> Iterator[ServerThread]:
    """A table server whose players keep their seats for 30 s after a drop."""
    thread = ServerThread("127.0.0.1", 0, tmp_path / "server", grace=30.0)
    # Seeded shuffles: a match here is the same every run (the window deals, is up, ...).
    thread.server.shuffler = random.Random(int(os.environ.get("FRIENDS_SEED", SEED)))
    thread.start()
    yield thread
    thread.stop()


@pytest.fixture
def quick_server(tmp_path) -> Iterator[ServerThread]:
    """A table server whose computer players take a dropped seat after one second."""
    thread = ServerThread("127.0.0.1", 0, tmp_path / "server", grace=1.0)
    thread.start()
    yield thread
    thread.stop()


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch) -> Iterator[MainWindow]:
    win = make_window(qtbot, tmp_path, monkeypatch, size=(1280, 760))
    win.statistics.enabled = False
    win.friends.ask_rejoin = lambda: False
    answer_questions(win.friends)
    win.friends.where = "here"
    win.friends.demo = True
    yield win
    win.friends.shutdown()
    close_window(win)


def new_table(server: ServerThread, rules: Rules = SHORT, humans: int | None = None) -> str:
    """A table on ``server``; its invite."""
    return asyncio.run(create_table(server.url, rules, "easy", humans)).invite


def headless(invite: str, name: str, seed: int) -> subprocess.Popen[str]:
    """``sergeantmajor join INVITE --bot easy``: a seat played to the end by another process."""
    return subprocess.Popen([sys.executable, "-m", "sergeantmajor", "join", invite, "--name",
                             name, "--bot", "easy", "--seed", str(seed)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish(players: list[subprocess.Popen[str]]) -> list[str]:
    """Wait for the headless players; their output (each must have exited 0)."""
    out = []
    for player in players:
        try:
            stdout, stderr = player.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            player.kill()
            stdout, stderr = player.communicate()
        assert player.returncode == 0, stderr
        out.append(stdout)
    return out


def play_my_turn(window: MainWindow) -> None:
    """Take one legal decision by the table's input intents: drag a card where it goes, or
    click the suit button naming trump."""
    table = window.table
    view = window.game.view()
    offer = table.player.offer
    assert offer is not None
    action = _CHOOSER.choose(view)  # a sensible choice, made by the table's own input
    if isinstance(action, NameTrump):
        button = next(b for b in table.scene_.buttons if b.data(0) == action.suit)
        click(table, scene_point(table, button.sceneBoundingRect().center()))
        return
    assert isinstance(action, (Play, Discard, Give)), action
    if isinstance(action, Play):
        target = table.layout_.trick_zone.center()
    elif isinstance(action, Discard):
        target = table.layout_.discard.center()
    else:
        down = view.exchange_step.down
        target = table.scene_.panels[down].sceneBoundingRect().center()
    drag(table, visible_point(table, action.card), scene_point(table, target))


def play_until(qtbot, window: MainWindow, done, timeout: float = 60.0) -> set[str]:
    """Play the window's seat by its intents until ``done()``; the phases it decided in."""
    import time

    phases: set[str] = set()
    end = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < end, "the match did not end in time"
        qtbot.waitUntil(lambda: done() or window.table.my_turn(), timeout=20000)
        if done():
            break
        phases.add(window.game.view().phase.value)
        seq = window.game.seq
        play_my_turn(window)
        qtbot.waitUntil(lambda s=seq: done() or window.game.seq > s
                        or not window.game.is_human_turn(), timeout=10000)
    return phases


def seat_in_order(qtbot, window: MainWindow, invite: str) -> list[subprocess.Popen[str]]:
    """The window at seat 0, then Ana at 1 and Boris at 2 (the same seats every run, so a
    seeded table plays the same match)."""
    window.friends.join(invite, "Me")
    qtbot.waitUntil(lambda: window.online, timeout=20000)
    others = []
    for name, seed in (("Ana", 1), ("Boris", 2)):
        others.append(headless(invite, name, seed))
        qtbot.waitUntil(lambda n=name: any(s.name == n for s in window.game.status),
                        timeout=20000)
    qtbot.waitUntil(lambda: window.game.has_match(), timeout=20000)
    return others


def test_a_whole_match_from_the_window_by_drag_and_click(qtbot, window, server):
    others = seat_in_order(qtbot, window, new_table(server))
    over: list[ev.MatchOver] = []
    window.game.event_occurred.connect(
        lambda e: over.append(e) if isinstance(e, ev.MatchOver) else None)
    assert not window.menus.undo_action.isEnabled()
    assert "friends" in window.menus.undo_action.toolTip()
    phases = play_until(qtbot, window, lambda: bool(over))
    assert {"play", "trump", "discard", "exchange-give"} <= phases
    qtbot.waitUntil(lambda: not window.table.presenter.steps, timeout=20000)
    assert window.game.finished
    # the result suggests what can be done at a table with friends: leave it
    assert window.table.scene_.notice.footer == \
        "“Leave the table” takes you back to your own match"
    outputs = finish(others)
    assert all(re.search(r"-?\d+", out) for out in outputs)
    sheet = window.score_model
    assert sheet.rowCount() == 4  # three hands and the totals
    assert not window.menus.undo_action.isEnabled()
    # the friends went home after the match: nobody is waited for
    panel = window.friends.panel
    qtbot.waitUntil(lambda: all(f"{name} left the table." in panel.chat.toPlainText()
                                for name in ("Ana", "Boris")), timeout=20000)
    assert "lost the connection" not in panel.chat.toPlainText()
    lines = [panel.seats.item(i).text() for i in range(panel.seats.count())]
    assert lines == ["Me (you)", "Ana: left the table", "Boris: left the table"]


def test_a_window_at_the_last_seat_sees_the_table_from_there(qtbot, window, server):
    """Friends took seats 0 and 1 first: the window's seat is still the one at the bottom,
    with its fan, and the others sit round the table in the order of play (the next one on
    the left). The whole match is played by drag and click from there."""
    from sergeantmajor.ui.table.geometry import BOTTOM, LEFT, RIGHT

    server.server.shuffler = random.Random(1)  # deals where the window also gives in an exchange
    invite = new_table(server)
    table = server.server.tables[parse_invite(invite).table]
    others = []
    for seat, (name, seed) in enumerate((("Ana", 1), ("Boris", 2))):
        others.append(headless(invite, name, seed))
        qtbot.waitUntil(lambda s=seat: table.seats[s].kind == "human", timeout=20000)
    window.friends.join(invite, "Me")
    qtbot.waitUntil(lambda: window.online and window.game.has_match(), timeout=20000)
    assert window.game.human == 2
    lay = window.table.layout_
    assert lay.sides == [LEFT, RIGHT, BOTTOM]
    over: list[ev.MatchOver] = []
    window.game.event_occurred.connect(
        lambda e: over.append(e) if isinstance(e, ev.MatchOver) else None)
    qtbot.waitUntil(lambda: window.table.my_turn(), timeout=20000)
    fan = [window.table.scene_.cards[c].sceneBoundingRect() for c in window.game.view().hand]
    assert fan and all(r.top() > lay.height * 0.6 for r in fan)  # the fan, at the bottom
    assert window.table.scene_.panels[2].sceneBoundingRect().bottom() > lay.height * 0.8
    phases = play_until(qtbot, window, lambda: bool(over))
    assert {"play", "trump", "discard", "exchange-give"} <= phases
    qtbot.waitUntil(lambda: not window.table.presenter.steps, timeout=20000)
    assert window.game.finished
    finish(others)


def test_the_lobby_before_the_first_deal_and_the_host_starts(qtbot, window):
    window.friends.host(SHORT, "Host", "easy", 0)
    qtbot.waitUntil(lambda: window.online and bool(window.game.status), timeout=20000)
    panel = window.friends.panel
    assert panel is not None and panel.isVisible()
    lines = [panel.seats.item(i).text() for i in range(panel.seats.count())]
    assert lines[0] == "Host (you)" and all("computer player" in line for line in lines[1:])
    invite = panel.invite.text()
    assert parse_invite(invite).server.startswith("ws://127.0.0.1:")
    assert panel.start_button.isVisible() and not window.game.has_match()
    friend = headless(invite, "Ana", 3)
    qtbot.waitUntil(lambda: any(s.name == "Ana" for s in window.game.status), timeout=20000)
    assert "Ana" in [panel.seats.item(i).text() for i in range(panel.seats.count())]
    assert "Ana sat down at the table." in panel.chat.toPlainText()
    panel.start_button.click()
    qtbot.waitUntil(lambda: window.game.has_match(), timeout=20000)
    assert [s.kind for s in window.game.status] == ["human", "human", "bot"]
    assert not panel.start_button.isVisible()
    window.friends.leave()
    assert not window.online and window.controller.has_match()  # the window's own match
    friend.kill()
    friend.communicate()


def test_the_lobby_is_on_the_table_in_the_players_language(qtbot, window):
    """A host with a match of their own in play: the table puts that match away (every card
    gathers on the deck), and shows a badge for each seat of the table with friends, from the
    host's chair, in the language in force (switched while waiting: nothing is cleared), with
    no badge text cut at a small window. The first deal ends the lobby."""
    from sergeantmajor.app import i18n
    from sergeantmajor.ui.table.model import DECK, OUT, hand

    window.resize(1024, 640)
    window.new_game(Rules(), [("Ana", "easy"), ("Bo", "easy")])
    qtbot.waitUntil(lambda: window.table.my_turn(), timeout=20000)
    window.friends.host(SHORT, "Host", "easy", 0)
    qtbot.waitUntil(lambda: window.online and bool(window.game.status), timeout=20000)
    table = window.table
    model = table.model
    assert not model.piles[hand(0)] and len(model.piles[DECK]) == 52 - len(model.piles[OUT])
    panels = table.scene_.panels

    def badges() -> list[tuple[str, list[str]]]:
        return [(p.name, list(p.lines)) for p in panels]

    assert badges() == [("Host", ["At the table", "You host the table"]),
                        ("Empty seat", ["Computer player (Easy)", "unless a friend sits down"]),
                        ("Empty seat", ["Computer player (Easy)", "unless a friend sits down"])]
    assert table.scene_.prompt.text.startswith("Start when you are ready")
    menu = window.menus.language_menu
    try:
        for code, empty in (("es", "Asiento libre"), ("bg", "Свободно място")):
            menu.action_for(code).trigger()
            qtbot.waitUntil(lambda e=empty: panels[1].name == e, timeout=3000)
            assert table.scene_.prompt.text and "Start" not in table.scene_.prompt.text
            assert not [p.overflow() for p in panels if p.overflow()]
    finally:
        menu.action_for("en").trigger()
        qtbot.waitUntil(lambda: panels[1].name == "Empty seat", timeout=3000)
    friend = headless(window.friends.panel.invite.text(), "Ana", 3)
    qtbot.waitUntil(lambda: panels[1].name == "Ana", timeout=20000)
    assert panels[1].lines == ["At the table"]
    window.friends.panel.start_button.click()
    qtbot.waitUntil(lambda: window.game.has_match(), timeout=20000)
    # the deal's badges are new ones, written from the match
    qtbot.waitUntil(lambda: any(line.startswith("Target")
                                for line in table.scene_.panels[0].lines), timeout=20000)
    assert table.scene_.panels[2].name != "Empty seat"
    window.friends.leave()
    friend.kill()
    friend.communicate()
    assert i18n.current_language() == "en"


class _Friend:
    """A friend on another machine, played by a test's own client on a thread of its own, whose
    connection the test cuts when it likes."""

    def __init__(self, invite: str, name: str) -> None:
        from sergeantmajor.net.client import TableClient

        self.invite = parse_invite(invite)
        self.name = name
        self.client: TableClient | None = None
        self.loop = asyncio.new_event_loop()
        self.joined = threading.Event()
        self.thread = threading.Thread(target=self.loop.run_until_complete,
                                       args=(self._play(),), daemon=True)
        self.thread.start()

    async def _play(self) -> None:
        from sergeantmajor.net import protocol as p
        from sergeantmajor.net.client import ClientError, TableClient

        self.client = client = await TableClient.connect(self.invite.table_url)
        await client.join(self.name, self.invite.code)
        seat = None
        try:
            while True:
                incoming = await client.receive()
                message = incoming.message
                if isinstance(message, p.Welcome):
                    seat = message.seat
                    self.joined.set()
                elif isinstance(message, p.YourTurn):
                    assert incoming.view is not None and seat is not None
                    await client.act(seat, message.seq, incoming.view.legal_actions[0])
        except (ClientError, OSError):
            return

    def drop(self) -> None:
        """The friend's network goes away (no goodbye)."""
        client = self.client
        if client is not None:
            self.loop.call_soon_threadsafe(client.ws.transport.abort)
        self.thread.join(5)


def test_a_friend_dropped_is_replaced_by_a_computer_player(qtbot, window, quick_server):
    invite = new_table(quick_server, humans=2)
    window.friends.join(invite, "Me")
    friend = _Friend(invite, "Ana")
    assert friend.joined.wait(20)
    qtbot.waitUntil(lambda: window.online and window.game.has_match(), timeout=20000)
    panel = window.friends.panel
    assert panel is not None
    badge = window.table.scene_.panels[ana_seat := next(
        s.seat for s in window.game.status if s.name == "Ana")]
    assert not badge.away and shown(badge.toolTip()) in ("", "Dealer")
    friend.drop()
    qtbot.waitUntil(lambda: "Ana lost the connection" in panel.chat.toPlainText(),
                    timeout=10000)
    # her badge on the table is marked, and says why
    badge = window.table.scene_.panels[ana_seat]
    assert badge.away and "Ana: connection lost, waiting for them" in badge.toolTip()
    qtbot.waitUntil(lambda: "A computer player plays for Ana" in panel.chat.toPlainText(),
                    timeout=10000)
    ana = next(s for s in window.game.status if s.name == "Ana")
    assert ana.stand_in and not ana.connected
    lines = [panel.seats.item(i).text() for i in range(panel.seats.count())]
    assert any(line.startswith("Ana: away") for line in lines)
    badge = window.table.scene_.panels[ana_seat]
    assert badge.away and "Ana: away, a computer player (Easy) plays for now" in badge.toolTip()
    seq = window.game.seq
    play_until(qtbot, window, lambda: window.game.seq > seq + 6)  # the match goes on


def _model_state(window: MainWindow) -> dict[str, list[object]]:
    model = window.table.model
    return {name: list(pile) for name, pile in model.piles.items()}


def test_this_window_drops_mid_trick_and_comes_back_to_the_same_table(qtbot, window, server):
    others = seat_in_order(qtbot, window, new_table(server))

    def mid_trick() -> bool:
        view = window.game.view()
        return window.table.my_turn() and view.phase is Phase.PLAY and bool(view.trick)

    play_until(qtbot, window, mid_trick)
    qtbot.waitUntil(lambda: not window.table.presenter.steps, timeout=10000)
    before = _model_state(window)
    seq = window.game.seq
    states: list[str] = []
    window.friends.link.state_changed.connect(lambda state, _n: states.append(state))
    window.friends.link.interrupt()
    qtbot.waitUntil(lambda: "reconnecting" in states and states[-1] == "connected",
                    timeout=20000)
    qtbot.waitUntil(lambda: window.table.my_turn(), timeout=10000)
    assert window.game.seq == seq
    assert _model_state(window) == before  # nothing moved, nothing was lost
    play_until(qtbot, window, lambda: window.game.finished, timeout=80)
    finish(others)


def _card_codes(text: str) -> set[str]:
    return set(re.findall(r'"([AKQJT98765432][SHDC])"', text))


def test_the_saved_record_is_the_seats_own_with_no_hidden_card(qtbot, window, server,
                                                                  tmp_path):
    others = seat_in_order(qtbot, window, new_table(server))
    seen: set[int] = set(window.game.view().hand)
    window.game.event_occurred.connect(lambda e: seen.update(_visible(e)))
    window.game.human_turn.connect(lambda view: seen.update(view.hand))
    play_until(qtbot, window, lambda: window.game.finished, timeout=80)
    finish(others)
    path = tmp_path / "mine.json"
    assert window.files.save_to(str(path))
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["format"] == "sergeant-major-seat-record" and data["seat"] == window.game.human
    shown = {parse_card(code) for code in _card_codes(text)}
    assert shown <= seen and len(shown) > 40
    # Review a match file… opens it again, from that seat only.
    review = window.review.open_path(str(path))
    assert review is not None and review.own_seat_only and review.seat == window.game.human
    review.close()


def _visible(event: ev.Event) -> set[int]:
    """Every card an event shows its receiver (hidden parts are None)."""
    out: set[int] = set()
    if isinstance(event, ev.CardsDealt):
        for cards in (*event.hands, event.kitty):
            out.update(cards or ())
    elif isinstance(event, (ev.CardExchanged, ev.CardsExchanged)):
        for part in (event.given, event.returned):
            if isinstance(part, int):
                out.add(part)
            elif part is not None:
                out.update(part)
    elif isinstance(event, (ev.CardDiscarded, ev.CardPlayed)) and event.card is not None:
        out.add(event.card)
    elif isinstance(event, ev.KittyTaken):
        out.update(event.cards or ())
    elif isinstance(event, ev.TrickWon):
        out.update(event.cards)
    return out


def test_bad_input_gets_a_sentence_and_the_window_stays_usable(qtbot, window, server):
    from sergeantmajor.app.i18n import manager
    from sergeantmajor.ui.online.join_dialog import JoinTableDialog

    window.new_game(Rules(), window.prefs.table_opponents(), 3)  # the player's own match, in play
    dialog = JoinTableDialog("Me", "ws://example.org/no-table-here")
    qtbot.addWidget(dialog)
    assert "names no table" in dialog.error.text()
    assert not dialog.buttons.buttons()[0].isEnabled()
    # A wrong code, in Spanish: the server's refusal comes in the player's words.
    manager().install_language("es")
    try:
        invite = parse_invite(new_table(server))
        wrong = f"{invite.table_url}#WRONGCODE99"
        window.friends.join(wrong, "Me")
        qtbot.waitUntil(lambda: window.friends.error_box is not None, timeout=10000)
        text = window.friends.error_box.text()
        assert "código" in text.lower() and not window.online
    finally:
        manager().install_language("en")
    # A server that is not a Sergeant Major server: a plain HTTP one.
    import http.server

    httpd = http.server.HTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    serving = threading.Thread(target=httpd.serve_forever, daemon=True)
    serving.start()
    try:
        window.friends.error_box = None
        window.friends.join(f"ws://127.0.0.1:{httpd.server_address[1]}/t/abcd1234#CODE1234", "Me")
        qtbot.waitUntil(lambda: window.friends.error_box is not None, timeout=15000)
        assert "not a Sergeant Major" in window.friends.error_box.text()
    finally:
        httpd.shutdown()
    assert not window.online and window.controller.has_match()
    window.table.flush()
    assert window.table.isEnabled()


def test_join_from_the_command_line_plays_its_hands_and_saves_a_screenshot(server, tmp_path):
    invite = new_table(server, Rules.preset("rulebook", match_end="hands", hands=1))
    others = [headless(invite, "Ana", 8), headless(invite, "Boris", 9)]
    shot = tmp_path / "joined.png"
    env = {"SERGEANTMAJOR_DATA_DIR": str(tmp_path / "data"), "QT_QPA_PLATFORM": "offscreen",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "PATH": "/usr/bin:/bin",
           "HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-m", "sergeantmajor", "--join", invite, "--name",
                           "Me", "--autoplay", "1", "--speed", "off", "--screenshot", str(shot),
                           "--size", "1024x640"], capture_output=True, text=True, timeout=60,
                          env=env)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000
    finish(others)
    assert not (tmp_path / "data" / "autosave.json").exists()


def test_a_malformed_join_on_the_command_line_is_refused_in_one_line(tmp_path):
    done = subprocess.run([sys.executable, "-m", "sergeantmajor", "--join", "hello friends"],
                          capture_output=True, text=True, timeout=30,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin",
                               "HOME": str(tmp_path)})
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "--join" in done.stderr




def test_quitting_and_starting_again_offers_the_seat_back(qtbot, window, server, tmp_path,
                                                          monkeypatch):
    others = seat_in_order(qtbot, window, new_table(server))
    seat = window.game.human
    play_until(qtbot, window, lambda: window.game.seq >= 3)
    window.friends.shutdown()  # the game is closed; the seat stays the player's
    window.close()
    again = make_window(qtbot, tmp_path, monkeypatch, size=(1024, 640))
    asked: list[bool] = []
    again.friends.ask_rejoin = lambda: asked.append(True) or True
    again.friends.where, again.friends.demo = "here", True
    again.start(offer_resume=True)
    assert asked
    qtbot.waitUntil(lambda: again.online and again.game.has_match(), timeout=20000)
    assert again.game.human == seat
    play_until(qtbot, again, lambda: again.game.finished, timeout=80)
    finish(others)
    assert again.prefs.friends_table is None  # the match is over: nothing to come back to
    again.friends.shutdown()
    close_window(again)


def test_leaving_from_the_window_frees_the_seat_at_once(qtbot, window, server):
    """Leave the table in the lobby: the seat is free on the server within a second (it took
    the ping timeout, about 50 s, before)."""
    window.friends.join(new_table(server, humans=2), "Me")
    qtbot.waitUntil(lambda: window.online, timeout=20000)
    table = next(iter(server.server.tables.values()))
    assert table.seats[0].kind == "human"
    window.friends.leave()
    qtbot.waitUntil(lambda: table.seats[0].kind == "empty", timeout=1000)
