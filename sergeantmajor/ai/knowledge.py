"""What a seat can infer from its own view, and deals of the unseen cards consistent with it.

Everything is derived from a :class:`SeatView` alone: the seat's hand, the cards played,
who failed to follow suit (a void), the seat's own exchanges and, for the dealer, its own
discards. No bot in this package ever looks at a :class:`Match`.

Inferences from exchanges are "soft": in the rare case where a later exchange between
other seats moved a card again they can be wrong, so the sampler drops them before it would
fail. Voids and hand sizes are facts and are never dropped.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..engine.cards import FULL_DECK_MASK, SUIT_MASKS, TWO_OF_CLUBS, cards_of, mask_of
from ..engine.rules import ExchangeMode, ExchangeTiming, KittyMode
from ..engine.view import SeatView
from .inference import play_guesses

SM = SUIT_MASKS
FULL = FULL_DECK_MASK
SINK = -1  # the hidden kitty or the dealer's discards: cards in nobody's hand


def rank_mask_above(rank: int) -> int:
    """Every card (all suits) of a rank strictly higher than ``rank``."""
    mask = 0
    for s in range(4):
        for r in range(rank + 1, 13):
            mask |= 1 << (13 * s + r)
    return mask


@dataclass
class Knowledge:
    """The facts one seat holds about where the cards it cannot see are."""

    seat: int
    players: int
    hand: int
    unseen: int  # cards in other hands, the hidden kitty or the hidden discards
    sizes: list[int]  # cards per seat now (own seat included)
    sink: int  # how many unseen cards are in nobody's hand
    voids: list[int] = field(default_factory=list)  # per seat: mask of suits it cannot hold
    holds: list[int] = field(default_factory=list)  # per seat: unseen cards it surely holds
    caps: list[int] = field(default_factory=list)  # per seat: cards it cannot hold (soft)
    # (seat, mask) guesses from the seat's plays (see inference.py): softer than caps, each
    # kept on a deal with probability ``guess_keep``
    guesses: list[tuple[int, int]] = field(default_factory=list)
    guess_keep: float = 0.8

    @classmethod
    def from_view(cls, view: SeatView, guesses: bool = False) -> Knowledge:
        """Everything ``view.seat`` can deduce from its own view.

        With ``guesses`` the deals also lean on what the other seats' plays suggest under a
        model of ordinary play (:func:`play_guesses`); :meth:`possible` never uses them.
        """
        n = view.rules.players
        me = view.seat
        deck = FULL if view.rules.has_kitty else FULL & ~(1 << TWO_OF_CLUBS)
        hand = view.hand_mask
        unseen = deck & ~hand & ~view.played_mask & ~mask_of(view.discards)
        sizes = list(view.hand_sizes)
        sink = unseen.bit_count() - sum(sizes[p] for p in range(n) if p != me)
        voids = [0] * n
        tricks = [(leader, cards) for leader, _, cards in view.completed_tricks]
        if view.trick:
            tricks.append((view.trick[0][0], tuple(c for _, c in view.trick)))
        for leader, cards in tricks:
            led = cards[0] // 13
            for i in range(1, len(cards)):
                if cards[i] // 13 != led:
                    voids[(leader + i) % n] |= SM[led]
        holds = [0] * n
        caps = [0] * n
        classic = view.rules.exchange is ExchangeMode.CLASSIC
        for seen in view.exchanges:
            if seen.given is None or seen.back is None:
                continue
            given, back = mask_of(seen.given), mask_of(seen.back)
            if seen.up == me:
                down = seen.down
                holds[down] |= given & ~back
                if classic:
                    low_rank = min(c % 13 for c in seen.back)
                    caps[down] |= rank_mask_above(low_rank)
                else:
                    x, y = seen.given[0], seen.back[0]
                    top = x if x == y else y
                    caps[down] |= SM[x // 13] & ~((2 << top) - 1)
            elif seen.down == me:
                holds[seen.up] |= back & ~given
        # The dealer's kitty and discards come after the exchange (except a kitty taken
        # before an after-trump exchange): they can bring it higher cards and take away
        # the cards it received, so what the exchange showed of the dealer may be stale.
        dealer = view.dealer
        if view.discards_made:
            holds[dealer] = 0
        taken_before = view.rules.kitty is KittyMode.TAKE_THEN_DISCARD and \
            view.rules.exchange_timing is ExchangeTiming.AFTER_TRUMP
        if view.kitty_taken and not taken_before:
            caps[dealer] = 0
        # Exchanges are older than any play: cards played since are no longer held.
        holds = [h & unseen & ~voids[p] for p, h in enumerate(holds)]
        read = play_guesses(view, unseen) if guesses else []
        return cls(me, n, hand, unseen, sizes, sink, voids, holds, caps, read)

    def possible(self, seat: int) -> int:
        """Unseen cards ``seat`` may hold (voids and soft inferences applied)."""
        return (self.unseen & ~self.voids[seat] & ~self.caps[seat]) | self.holds[seat]

    def others(self) -> list[int]:
        """The other seats, clockwise from this one."""
        return [(self.seat + k) % self.players for k in range(1, self.players)]

    # ------------------------------------------------------------------ sampling
    def sample(self, rng: random.Random) -> list[int]:
        """One deal of the unseen cards to the other seats, consistent with the knowledge.

        Returns the hands of all seats (this seat's own hand as it is); cards of the hidden
        kitty or discards are left out. Soft inferences are dropped only if no deal fits.
        """
        return self.sample_with_rest(rng)[0]

    def sample_with_rest(self, rng: random.Random) -> tuple[list[int], int]:
        """Like :meth:`sample`, also returning the mask of the cards in nobody's hand."""
        for soft in ((3, 2, 1, 0) if self.guesses else (2, 1, 0)):
            for _ in range(30):
                got = self._try(rng, soft)
                if got is not None:
                    return got
        # Facts always admit the real deal, so this is unreachable short of a bug upstream;
        # stay playable anyway with a deal that only respects the hand sizes.
        return self._try(rng, -1) or self._fallback(rng)

    def _try(self, rng: random.Random, soft: int) -> tuple[list[int], int] | None:
        n, me = self.players, self.seat
        hands = [0] * n
        hands[me] = self.hand
        room = {p: self.sizes[p] for p in range(n) if p != me}
        room[SINK] = self.sink
        pool = self.unseen
        forbid = {p: 0 for p in room}
        if soft >= 0:
            for p in room:
                if p == SINK:
                    continue
                forbid[p] = self.voids[p] | (self.caps[p] if soft >= 2 else 0)
        if soft >= 3:
            for p, mask in self.guesses:
                if rng.random() < self.guess_keep:
                    forbid[p] |= mask
        if soft >= 1:
            for p in room:
                if p == SINK:
                    continue
                held = self.holds[p] & pool
                if held.bit_count() > room[p]:
                    return None
                hands[p] |= held
                room[p] -= held.bit_count()
                pool &= ~held
        seats = list(room)
        anywhere = pool
        for p in seats:
            anywhere &= ~forbid[p]
        # Cards some seat may not take go first, most constrained first, each to a seat
        # drawn by the room it has left (so the few seats able to take them keep room)...
        cards = cards_of(pool & ~anywhere)
        rng.shuffle(cards)
        cards.sort(key=lambda c: sum(1 for p in seats if not (forbid[p] >> c) & 1))
        sink_cards = 0
        for c in cards:
            weights = [room[p] if not (forbid[p] >> c) & 1 else 0 for p in seats]
            total = sum(weights)
            if total == 0:
                return None
            pick = rng.randrange(total)
            k = 0
            while pick >= weights[k]:
                pick -= weights[k]
                k += 1
            p = seats[k]
            room[p] -= 1
            if p == SINK:
                sink_cards |= 1 << c
            else:
                hands[p] |= 1 << c
        # ... then the cards that may go anywhere are split uniformly over the room left,
        # which is what drawing them one by one by room would give, only faster.
        rest = cards_of(anywhere)
        rng.shuffle(rest)
        i = 0
        for p in seats:
            got = 0
            for c in rest[i:i + room[p]]:
                got |= 1 << c
            i += room[p]
            if p == SINK:
                sink_cards |= got
            else:
                hands[p] |= got
        if i != len(rest):
            return None
        return hands, sink_cards

    def _fallback(self, rng: random.Random) -> tuple[list[int], int]:
        cards = []
        m = self.unseen
        while m:
            low = m & -m
            cards.append(low.bit_length() - 1)
            m ^= low
        rng.shuffle(cards)
        hands = [0] * self.players
        hands[self.seat] = self.hand
        for p in self.others():
            take, cards = cards[: self.sizes[p]], cards[self.sizes[p]:]
            hands[p] = mask_of(take)
        return hands, mask_of(cards)
