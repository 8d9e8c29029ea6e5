"""Playing with friends from the window, against a real table server on loopback.

Every server here listens on 127.0.0.1 with a port the system picks, and is stopped by the
test that started it; the other seats are taken by friends at "other machines"
(``online_helpers.RemoteFriend``: the computer player ``sergeantmajor join --bot`` plays with,
on a connection and thread of its own). The window plays by its input intents (drags and
clicks on the viewport), as a person does.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import threading

import pytest
from online_helpers import SHORT, RemoteFriend, new_table
from ui_helpers import play_until, shown

from sergeantmajor.engine import Phase, Rules
from sergeantmajor.engine import events as ev
from sergeantmajor.engine.cards import parse_card
from sergeantmajor.net.invite import parse_invite
from sergeantmajor.ui.main_window import MainWindow

pytestmark = [pytest.mark.timeout(90), pytest.mark.window(size=(1280, 760), friends=True)]

def finish(friends: list[RemoteFriend]) -> None:
    """Wait for the friends to play to the match's end."""
    for friend in friends:
        friend.finish()


def seat_in_order(qtbot, window: MainWindow, invite: str) -> list[RemoteFriend]:
    """The window at seat 0, then Ana at 1 and Boris at 2 (the same seats every run, so a
    seeded table plays the same match)."""
    window.friends.join(invite, "Me")
    qtbot.waitUntil(lambda: window.online, timeout=20000)
    others = []
    for name, seed in (("Ana", 1), ("Boris", 2)):
        others.append(RemoteFriend(invite, name, seed=seed))
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
    finish(others)
    sheet = window.scores.model
    assert sheet.rowCount() == 4  # three hands and the totals
    assert not window.menus.undo_action.isEnabled()
    # the friends went home after the match: nobody is waited for
    panel = window.friends.panel
    qtbot.waitUntil(lambda: all(f"{name} left the table." in panel.chat.toPlainText()
                                for name in ("Ana", "Boris")), timeout=20000)
    assert " is away" not in panel.chat.toPlainText()
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
        others.append(RemoteFriend(invite, name, seed=seed))
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
    friend = RemoteFriend(invite, "Ana", seed=3)
    qtbot.waitUntil(lambda: any(s.name == "Ana" for s in window.game.status), timeout=20000)
    assert "Ana" in [panel.seats.item(i).text() for i in range(panel.seats.count())]
    assert "Ana sat down at the table." in panel.chat.toPlainText()
    panel.start_button.click()
    qtbot.waitUntil(lambda: window.game.has_match(), timeout=20000)
    assert [s.kind for s in window.game.status] == ["human", "human", "bot"]
    assert not panel.start_button.isVisible()
    window.friends.leave()
    assert not window.online and window.controller.has_match()  # the window's own match
    friend.drop()


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
                        ("Empty seat", ["Computer (Easy)", "unless a friend sits down"]),
                        ("Empty seat", ["Computer (Easy)", "unless a friend sits down"])]
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
    friend = RemoteFriend(window.friends.panel.invite.text(), "Ana", seed=3)
    qtbot.waitUntil(lambda: panels[1].name == "Ana", timeout=20000)
    assert panels[1].lines == ["At the table"]
    window.friends.panel.start_button.click()
    qtbot.waitUntil(lambda: window.game.has_match(), timeout=20000)
    # the deal's badges are new ones, written from the match
    qtbot.waitUntil(lambda: any(line.startswith("Target")
                                for line in table.scene_.panels[0].lines), timeout=20000)
    assert table.scene_.panels[2].name != "Empty seat"
    window.friends.leave()
    friend.drop()
    assert i18n.current_language() == "en"


def test_a_friend_dropped_is_replaced_by_a_computer_player(qtbot, window, quick_server):
    invite = new_table(quick_server, humans=2)
    window.friends.join(invite, "Me")
    friend = RemoteFriend(invite, "Ana")
    assert friend.joined.wait(20)
    qtbot.waitUntil(lambda: window.online and window.game.has_match(), timeout=20000)
    panel = window.friends.panel
    assert panel is not None
    badge = window.table.scene_.panels[ana_seat := next(
        s.seat for s in window.game.status if s.name == "Ana")]
    assert not badge.away and shown(badge.toolTip()) in ("", "Dealer")
    friend.drop()
    qtbot.waitUntil(lambda: "Ana is away" in panel.chat.toPlainText(),
                    timeout=10000)
    # her badge on the table is marked, and says why
    badge = window.table.scene_.panels[ana_seat]
    assert badge.away and "Ana: away, waiting for them to come back" in badge.toolTip()
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
    panel = window.friends.panel
    # meanwhile nobody is known to be at the table: the panel says the seats are old news
    qtbot.waitUntil(lambda: not panel.seats.isEnabled(), timeout=5000)
    assert panel.seats_title.text() == "Players when the table was last reached"
    qtbot.waitUntil(lambda: "reconnecting" in states and states[-1] == "connected",
                    timeout=20000)
    qtbot.waitUntil(lambda: panel.seats.isEnabled(), timeout=5000)
    assert panel.seats_title.text() == "Players"
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
        qtbot.waitUntil(lambda: window.friends.notices.error_box is not None, timeout=10000)
        text = window.friends.notices.error_box.text()
        assert "código" in text.lower() and not window.online
    finally:
        manager().install_language("en")
    # A server that is not a Sergeant Major server: a plain HTTP one.
    import http.server

    httpd = http.server.HTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    serving = threading.Thread(target=httpd.serve_forever, daemon=True)
    serving.start()
    try:
        window.friends.notices.error_box = None
        window.friends.join(f"ws://127.0.0.1:{httpd.server_address[1]}/t/abcd1234#CODE1234", "Me")
        qtbot.waitUntil(lambda: window.friends.notices.error_box is not None, timeout=15000)
        assert "not a Sergeant Major" in window.friends.notices.error_box.text()
    finally:
        httpd.shutdown()
    assert not window.online and window.controller.has_match()
    window.table.flush()
    assert window.table.isEnabled()


def test_join_from_the_command_line_plays_its_hands_and_saves_a_screenshot(server, tmp_path):
    invite = new_table(server, Rules.preset("rulebook", match_end="hands", hands=1))
    others = [RemoteFriend(invite, "Ana", seed=8), RemoteFriend(invite, "Boris", seed=9)]
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




def test_quitting_and_starting_again_offers_the_seat_back(qtbot, window, server, new_window):
    others = seat_in_order(qtbot, window, new_table(server))
    seat = window.game.human
    play_until(qtbot, window, lambda: window.game.seq >= 3)
    window.friends.shutdown()  # the game is closed; the seat stays the player's
    window.close()
    again = new_window(size=(1024, 640))
    asked: list[bool] = []
    again.friends.ask_rejoin = lambda: asked.append(True) or True
    again.friends.where, again.friends.demo = "here", True
    again.start(offer_resume=True)
    assert asked
    qtbot.waitUntil(lambda: again.online and again.game.has_match(), timeout=20000)
    assert again.game.human == seat
    play_until(qtbot, again, lambda: again.game.finished, timeout=80)
    finish(others)
    # the match is over: nothing to come back to (forgotten at the table's next status)
    qtbot.waitUntil(lambda: again.prefs.friends_table is None, timeout=10000)


def test_leaving_from_the_window_frees_the_seat_at_once(qtbot, window, server):
    """Leave the table in the lobby: the seat is free on the server within a second (it took
    the ping timeout, about 50 s, before)."""
    window.friends.join(new_table(server, humans=2), "Me")
    qtbot.waitUntil(lambda: window.online, timeout=20000)
    table = next(iter(server.server.tables.values()))
    assert table.seats[0].kind == "human"
    window.friends.leave()
    qtbot.waitUntil(lambda: table.seats[0].kind == "empty", timeout=1000)
