"""How the table shows engine events: each event becomes steps, run one after another.

A step changes the table's model of where cards lie and calls ``settle`` to animate the
cards there. The next step starts when the :class:`Animator` is idle; when no step is left,
the table tells the controller it has caught up. ``flush`` runs every pending step at once
(the player acted during an animation): no event is skipped and the order never changes.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..app import words
from ..app.i18n import fill
from ..app.words import plural
from ..engine import events as ev

if TYPE_CHECKING:
    from .table import TableView

    _Base = TableView
else:
    _Base = object

DEAL_FLIGHT, DEAL_CARD_GAP, DEAL_PACKET_GAP = 260, 30, 95
PLAY_MS, GATHER_MS, TRICK_PAUSE = 320, 380, 750
EXCHANGE_MS, EXCHANGE_PAUSE = 480, 450


class TablePresentMixin(_Base):
    """Engine events -> steps -> card motions."""

    # ------------------------------------------------------------------ the step queue
    def enqueue(self, event: ev.Event) -> None:
        """An engine event from the controller: show it after those already waiting."""
        self.steps.append(partial(self.present, event))
        self.behind = True
        self.pump()

    def then(self, *steps: Callable[[], None]) -> None:
        """Run ``steps`` right after the current one (before later events)."""
        self.steps.extendleft(reversed(steps))

    def pump(self) -> None:
        """Run steps until one starts a motion; report when everything was shown."""
        if self._pumping:
            return
        self._pumping = True
        try:
            while self.steps and not self.animator.busy and not self.blocked:
                self.steps.popleft()()
        finally:
            self._pumping = False
        if self.behind and not self.steps and not self.animator.busy and not self.blocked:
            self.behind = False
            self._on_caught_up()

    def flush(self) -> None:
        """Show everything pending at once (the player acted during an animation)."""
        if self._pumping:
            return
        saved = self.animator.speed
        self.animator.speed = 0.0
        try:
            self.animator.finish_all()
            self.pump()
        finally:
            self.animator.speed = saved

    def _on_caught_up(self) -> None:
        match = self.controller.match
        self.thinking = None
        self.turn = match.current_player() if match is not None else None
        self.update_panels()
        self.caught_up.emit()
        self.controller.view_caught_up()

    def wait(self, ms: int) -> None:
        """A pause between steps."""
        self.animator.wait(ms)

    # ------------------------------------------------------------------ events
    def present(self, event: ev.Event) -> None:
        """Start showing one event."""
        handler = getattr(self, "_on_" + type(event).__name__, None)
        if handler is not None:
            handler(event)

    def _on_HandStarted(self, e: ev.HandStarted) -> None:
        n = self.players
        self.dealer, self.targets = e.dealer, e.targets
        self.tricks = [0] * n
        self.trump = None
        self.turn = None
        self.hands = [[] for _ in range(n)]
        self.kitty, self.discards, self.trick = [], [], []
        self.won = [[] for _ in range(n)]
        self.pending_give, self.visiting, self.selected = [], {}, []
        self.discard_seat = e.dealer
        self.known_at: dict[int, int] = {}
        # Gather in a shuffled-looking order so the stack does not look sorted.
        self.deck = sorted(range(52), key=lambda c: (c * 7919 + e.hand * 104729) % 53)
        self.hint_card = None
        self.clear_buttons()
        self.prompt.set_text("")
        self.update_panels()
        if e.hand > 0:
            self.status.emit(
                fill(
                    QCoreApplication.translate("TableView", "Hand %1: %2 deals"),
                    e.hand + 1,
                    self.names()[e.dealer],
                )
            )
        self.settle(duration=350, stagger=3)

    def _on_TargetsAssigned(self, e: ev.TargetsAssigned) -> None:
        self.targets = e.targets
        self.update_panels()
        self.status.emit(
            fill(
                QCoreApplication.translate("TableView", "%1 assigned the targets"),
                self.names()[e.dealer],
            )
        )

    def _on_CardsDealt(self, e: ev.CardsDealt) -> None:
        n, viewer = self.players, self.viewer
        mine = list(e.hands[viewer] or ())
        size = len(mine)
        pool = [c for c in self.deck if c not in mine]
        match = self.controller.match
        if match is not None and match.rules.deck_size == 51 and 39 in pool:
            pool.remove(39)  # no kitty: the two of clubs is out of the game (and hidden)
            self.items_[39].setVisible(False)
        order: list[tuple[int, int]] = []  # (packet number, seat or -1 for the kitty)
        counts = [0] * n
        packet_no = 0
        while sum(counts) < size * n:
            packet = 4 if size - counts[(e.dealer + 1) % n] >= 4 else 1
            for i in range(n):
                seat = (e.dealer + 1 + i) % n
                order.extend((packet_no, seat) for _ in range(packet))
                counts[seat] += packet
                packet_no += 1
        order.extend((packet_no, -1) for _ in range(e.kitty_size))
        mine_iter, pool_iter = iter(mine), iter(pool)
        dealt: list[tuple[int, int, int]] = []  # card, delay, seat
        for k, (packet, seat) in enumerate(order):
            card = next(mine_iter) if seat == viewer else next(pool_iter)
            if seat == -1:
                self.kitty.append(card)
            else:
                self.hands[seat].append(card)
            dealt.append((card, packet * DEAL_PACKET_GAP + k * DEAL_CARD_GAP, seat))
        self.deck = [c for c in pool_iter]
        for card, delay, _seat in dealt:
            self._settle_one(card, DEAL_FLIGHT, delay)
        self._deal_clock = (time.perf_counter(), self.paints)
        self.then(self._measure_deal, self._sort_my_hand)

    def _measure_deal(self) -> None:
        start, paints = self._deal_clock
        elapsed = time.perf_counter() - start
        if elapsed > 0.2:  # with animations off there is nothing to measure
            self.deal_measured.emit((self.paints - paints) / elapsed)

    def _settle_one(self, card: int, duration: int, delay: int = 0) -> None:
        place = self.place_of(card)
        if place is None:
            return
        item = self.items_[card]
        item.setVisible(True)
        pos, rot, z, face = place
        self.animator.move(
            item, pos, z=z, rotation=rot, face_up=face, duration=duration, delay=delay
        )

    def _sort_my_hand(self) -> None:
        me = self.viewer
        self.hands[me] = self._sorted(self.hands[me])
        self.settle(self.hands[me], duration=260)

    def _sorted(self, cards: list[int]) -> list[int]:
        from .table import hand_order

        return hand_order(cards, self.trump)

    def claim(self, card: int, seat: int) -> None:
        """Make the item of ``card`` the one in ``seat``'s hand (an unseen swap of two backs)."""
        hand = self.hands[seat]
        if card in hand:
            return
        holder = next(
            (lst for lst in (*self.hands, self.kitty, self.discards, self.deck) if card in lst),
            None,
        )
        backs = [c for c in hand if not self.items_[c].face_up]
        candidates = [c for c in backs if c not in self.known_at] or backs
        if holder is None or not candidates:
            if holder is not None:
                holder.remove(card)
            hand.append(card)
            self.settle([card], duration=0)
            return
        swap = candidates[-1]
        hand[hand.index(swap)] = card
        holder[holder.index(card)] = swap
        if swap in self.known_at:
            self.known_at.pop(swap)
        self.settle([card, swap], duration=0)

    def _on_ExchangeBegins(self, e: ev.ExchangeBegins) -> None:
        names = self.names()
        count = e.count  # a plain name: lupdate 6.11 drops a message whose count is `e.count`
        if e.down == self.viewer:
            text = fill(
                plural(
                    QCoreApplication.translate(
                        "TableView", "%1 is up and takes %n card(s) from you", "", count
                    ),
                    count,
                ),
                names[e.up],
            )
        elif e.up == self.viewer:
            text = fill(
                plural(
                    QCoreApplication.translate(
                        "TableView", "You are up: exchange %n card(s) with %1", "", count
                    ),
                    count,
                ),
                names[e.down],
            )
        else:
            text = fill(
                plural(
                    QCoreApplication.translate(
                        "TableView", "%1 exchanges %n card(s) with %2", "", count
                    ),
                    count,
                ),
                names[e.up],
                names[e.down],
            )
        self.status.emit(text)
        self.wait(EXCHANGE_PAUSE)

    def _on_CardExchanged(self, e: ev.CardExchanged) -> None:
        given = () if e.given is None else (e.given,)
        back = () if e.returned is None else (e.returned,)
        self._exchange(e.up, e.down, given, back, 1)

    def _on_CardsExchanged(self, e: ev.CardsExchanged) -> None:
        self._exchange(e.up, e.down, e.given or (), e.returned or (), e.count)

    def _exchange(
        self, up: int, down: int, given: tuple[int, ...], back: tuple[int, ...], count: int
    ) -> None:
        me, names = self.viewer, self.names()
        if me not in (up, down):  # the third player sees only that cards moved
            going = self.hands[up][-count:]
            coming = self.hands[down][-count:]
            for card in going:
                self.hands[up].remove(card)
                self.hands[down].append(card)
            for card in coming:
                self.hands[down].remove(card)
                self.hands[up].append(card)
            self.settle(
                [*going, *coming, *self.hands[up], *self.hands[down]],
                duration=EXCHANGE_MS,
                stagger=60,
            )
            self.status.emit(
                fill(
                    plural(
                        QCoreApplication.translate(
                            "TableView", "%1 and %2 exchanged %n card(s)", "", count
                        ),
                        count,
                    ),
                    names[up],
                    names[down],
                )
            )
            return
        for card in given:  # step 1: the given cards travel to the down player
            if up != me:
                self.claim(card, up)
            for lst in (self.hands[up], self.pending_give):
                if card in lst:
                    lst.remove(card)
            self.visiting[card] = down
        self.settle([*given, *self.hands[up]], duration=EXCHANGE_MS, stagger=60)
        self.then(
            partial(self.wait, EXCHANGE_PAUSE), partial(self._exchange_back, up, down, given, back)
        )
        gave, got = words.cards_short(list(given)), words.cards_short(list(back))
        if up == me:
            note = fill(QCoreApplication.translate("TableView", "You gave %1, got %2"), gave, got)
        else:
            note = fill(
                QCoreApplication.translate("TableView", "%1 gave you %2, got %3"),
                names[up],
                gave,
                got,
            )
        self.status.emit(note)
        self.prompt.set_text(note)  # also on the table, until the player's next decision

    def _exchange_back(
        self, up: int, down: int, given: tuple[int, ...], back: tuple[int, ...]
    ) -> None:
        for card in given:
            self.visiting.pop(card, None)
            if card not in back:
                self.hands[down].append(card)
                self.known_at[card] = down
        for card in back:
            if down != self.viewer and card not in given:
                self.claim(card, down)
            if card in self.hands[down]:
                self.hands[down].remove(card)
            self.hands[up].append(card)
        me = self.viewer
        self.hands[me] = self._sorted(self.hands[me])
        self.settle(
            [*given, *back, *self.hands[up], *self.hands[down]], duration=EXCHANGE_MS, stagger=60
        )

    def _on_TrumpNamed(self, e: ev.TrumpNamed) -> None:
        self.trump = e.suit
        self.clear_buttons()
        self.update_panels()
        who = self.names()[e.dealer]
        self.status.emit(
            fill(
                QCoreApplication.translate("TableView", "%1 named trump: %2"),
                who,
                words.suit_label(e.suit),
            )
        )
        self._sort_my_hand()
        self.wait(300)

    def _on_CardDiscarded(self, e: ev.CardDiscarded) -> None:
        self.discard_seat = e.dealer
        hand = self.hands[e.dealer]
        card = (
            e.card
            if e.card is not None
            else next((c for c in reversed(hand) if c not in self.known_at), hand[-1])
        )
        if card in hand:
            hand.remove(card)
        self.selected = [c for c in self.selected if c != card]
        self.discards.append(card)
        self.update_panels()
        self.settle([card, *hand], duration=PLAY_MS)

    def _on_KittyTaken(self, e: ev.KittyTaken) -> None:
        hand = self.hands[e.dealer]
        if e.cards is not None:
            for card in e.cards:  # the items of the kitty become the cards it really held
                if card not in self.kitty:
                    holder = next(
                        lst for lst in (*self.hands, self.discards, self.deck) if card in lst
                    )
                    swap = next(c for c in self.kitty if c not in e.cards)
                    self.kitty[self.kitty.index(swap)] = card
                    holder[holder.index(card)] = swap
                    self.settle([card, swap], duration=0)
        taken, self.kitty = list(self.kitty), []
        hand.extend(taken)
        if e.dealer == self.viewer:
            self.hands[e.dealer] = self._sorted(hand)
        self.status.emit(
            fill(
                QCoreApplication.translate("TableView", "%1 takes the kitty"),
                self.names()[e.dealer],
            )
        )
        self.settle([*taken, *self.hands[e.dealer]], duration=420, stagger=50)

    def _on_CardPlayed(self, e: ev.CardPlayed) -> None:
        if e.seat != self.viewer:
            self.claim(e.card, e.seat)
        hand = self.hands[e.seat]
        if e.card in hand:
            hand.remove(e.card)
        self.known_at.pop(e.card, None)
        self.selected = [c for c in self.selected if c != e.card]
        self.hint_card = None
        self.trick.append((e.seat, e.card))
        self.prompt.set_text("")  # the exchange note or the player's prompt has served
        self.turn = (e.seat + 1) % self.players if len(self.trick) < self.players else None
        self.thinking = None
        self.update_panels()
        if self.focus_index >= len(self.hands[self.viewer]):
            self.focus_index = max(0, len(self.hands[self.viewer]) - 1)
        self.settle([e.card, *hand], duration=PLAY_MS)

    def _on_TrickWon(self, e: ev.TrickWon) -> None:
        self.wait(TRICK_PAUSE)
        self.then(partial(self._gather_trick, e))

    def _gather_trick(self, e: ev.TrickWon) -> None:
        self.tricks[e.winner] += 1
        self.won[e.winner].extend(e.cards)
        self.trick = []
        self.last_trick = (e.leader, e.cards, e.winner)
        self.update_panels()
        self.status.emit(
            fill(
                QCoreApplication.translate("TableView", "%1 takes the trick"),
                self.names()[e.winner],
            )
        )
        self.settle(list(e.cards), duration=GATHER_MS, stagger=40)

    def _on_HandScored(self, e: ev.HandScored) -> None:
        self.totals = list(e.chip_totals if self._chips() else e.totals)
        self.last_points = e.points
        self.update_panels()
        self.hand_scored.emit()
        self.notice_builder = partial(self._build_summary, e)
        self.notice_builder()
        self.show_notice()
        stop = self.controller.stop_after_hands
        if self.pause_after_hand and self.controller.human is not None:
            self.blocked = True
        elif stop is not None and e.hand + 1 >= stop:
            self.wait(300)  # autoplay ends here: the summary stays for the screenshot
        else:
            self.wait(1600)
            self.then(self.close_notice)

    def _chips(self) -> bool:
        match = self.controller.match
        return match is not None and match.rules.match_end == "chips"

    def _build_summary(self, e: ev.HandScored) -> None:
        n = self.notice
        n.pictures = []
        n.title = fill(QCoreApplication.translate("TableView", "End of hand %1"), e.hand + 1)
        names = self.names()
        n.lines = []
        for seat in range(self.players):
            total = e.chip_totals[seat] if self._chips() else e.totals[seat]
            n.lines.append(
                fill(
                    QCoreApplication.translate("TableView", "%1: %2 (target %3), %4 — total %5"),
                    names[seat],
                    words.tricks_text(e.tricks[seat]),
                    self.targets[seat],
                    words.points_text(e.points[seat]),
                    f"{total:+d}" if total else "0",
                )
            )
        waits = self.pause_after_hand and self.controller.human is not None
        n.footer = (QCoreApplication.translate("TableView", "Click or press Enter to continue")
                    if waits else "")
        n.update()

    def close_notice(self) -> None:
        """Hide the summary; the next hand goes on (the result of a match stays)."""
        match = self.controller.match
        if match is not None and match.is_terminal() and not self.steps:
            return
        self.notice.setVisible(False)
        self.notice_builder = None
        if self.blocked:
            self.blocked = False
            self.hand_summary_closed.emit()
        self.pump()

    def _on_MatchOver(self, e: ev.MatchOver) -> None:
        self.notice_builder = partial(self._build_result, e)
        self.notice_builder()
        self.show_notice()
        self.blocked = False
        self.match_over.emit()

    def _build_result(self, e: ev.MatchOver) -> None:
        n = self.notice
        names = self.names()
        match = self.controller.match
        limit = match.rules.point_limit if match is not None else 10
        n.pictures = []
        if e.winner == self.controller.human:
            n.title = QCoreApplication.translate("TableView", "You win the match!")
        else:
            n.title = fill(
                QCoreApplication.translate("TableView", "%1 wins the match"), names[e.winner]
            )
        n.lines = [words.end_reason_text(e.reason, limit), ""]
        for seat in range(self.players):
            total = e.totals[seat]
            n.lines.append(
                fill(
                    QCoreApplication.translate("TableView", "%1: %2"),
                    names[seat],
                    f"{total:+d}" if total else "0",
                )
            )
        n.footer = QCoreApplication.translate("TableView", "Game ▸ New game to play again")
        n.update()
