"""The Expert level: Perfect Information Monte Carlo search within a time budget.

For a card, the expert deals the cards it cannot see to the other seats in ways that agree
with everything its seat knows (:class:`Knowledge`: played cards, shown voids, its own
exchanges and discards) and, softly, with what the other seats' plays suggest under a
model of ordinary play (:mod:`inference`), then scores every legal card on the same
deals: by a heuristic playout to the end of the hand, or, once few tricks are left, by the
exact double-dummy solver. The card with the best total wins. For trump and discards it scores each
candidate plan (a trump with the discards that suit it best, or one discard followed by
the best remaining ones) by playouts of whole hands on sampled deals.

Decisions made before the cards are known to the others (the exchange, the targets) use
the Normal level's rules of thumb: their effects reach too far into the hand for a short
search to beat them.

The search stops when its time budget runs out, or, in the deterministic mode
(``samples=N``), after a fixed number of deals without reading the clock.
"""

from __future__ import annotations

import time

from ..engine.actions import Action, Discard, NameTrump, Play
from ..engine.cards import SUIT_MASKS
from ..engine.view import SeatView
from .base import Bot
from .fastgame import playout, trick_winner
from .heuristics import best_drop, cards_to_drop_before_play, choose_before_play, hand_value
from .knowledge import Knowledge
from .normal import choose_card
from .solver import Solver, candidate_cards

SM = SUIT_MASKS

DEFAULT_CARD_BUDGET_MS = 200.0
# Solve exactly once this many tricks (or fewer) are left, by players: the solver's cost
# grows about tenfold per trick with four hands, so four players start two tricks later.
EXACT_TRICKS = {3: 5, 4: 3}
EXACT_SAMPLES = 60  # exact values vary only with the deal: this many deals are plenty
MIN_SAMPLES = 2  # even when the clock is short, look at a few deals
MAX_SAMPLES = 4000
DISCARD_CANDIDATES = 8
# The deterministic mode's deals per decision (``duel --deterministic`` and the tests): about
# what the default budget affords on a loaded core, see RESULTS.md.
DETERMINISTIC_SAMPLES = 100


class SampleBudget:
    """When a decision stops sampling deals: after a fixed count, or when time runs out.

    With ``fixed`` set (the deterministic mode) the clock is never read, so the same seed
    gives the same moves on any machine under any load.
    """

    def __init__(self, fixed: int | None, budget_ms: float, cap: int) -> None:
        self.fixed = fixed
        self.cap = cap if fixed is None else min(cap, fixed)
        self.deadline = 0.0 if fixed is not None else time.perf_counter() + budget_ms / 1000

    def more(self, done: int) -> bool:
        """Whether to look at another deal after ``done`` of them."""
        if done >= self.cap:
            return False
        return self.fixed is not None or done < MIN_SAMPLES or \
            time.perf_counter() < self.deadline

    def expired(self, done: int) -> bool:
        """Whether to give up the deal in progress (never in the deterministic mode)."""
        return self.fixed is None and done >= MIN_SAMPLES and \
            time.perf_counter() > self.deadline


def quick_drop(hand: int, trump: int, count: int) -> int:
    """A cheap discard plan for the inner loop: the lowest side cards, short suits first."""
    tm = SM[trump] if trump < 4 else 0
    keys = []
    m = hand & ~tm
    while m:
        low = m & -m
        card = low.bit_length() - 1
        m ^= low
        keys.append(((card % 13) * 16 + (hand & SM[card // 13]).bit_count(), card))
    keys.sort()
    drop = 0
    for _, card in keys[:count]:
        drop |= 1 << card
    if drop.bit_count() < count:  # a hand of trumps only: drop the lowest trumps
        m = hand & ~drop
        while drop.bit_count() < count and m:
            low = m & -m
            drop |= low
            m ^= low
    return drop


class ExpertBot(Bot):
    """Expert level: sampling and playouts or exact solving within ``budget_ms`` per card.

    ``budget_ms`` is the time allowed for a card; trump and discard decisions get
    ``plan_factor`` times as much. With ``samples`` set the bot is deterministic: every
    decision looks at that many deals (the exact endgame at most ``EXACT_SAMPLES``) and
    never reads the clock, so a seed repeats its moves exactly. ``guesses`` lets the deals
    lean on what the other seats' plays suggest (:mod:`inference`). Instances keep no
    state between decisions apart from their random generator, so one instance per thread
    is safe.
    """

    name = "expert"

    def __init__(self, seed: int | None = None, budget_ms: float = DEFAULT_CARD_BUDGET_MS,
                 plan_factor: float = 2.5, samples: int | None = None,
                 guesses: bool = True) -> None:
        super().__init__(seed)
        if samples is not None and samples < 1:
            raise ValueError("samples must be at least 1")
        self.budget_ms = float(budget_ms)
        self.plan_factor = plan_factor
        self.samples = samples
        self.guesses = guesses
        self.last_samples = 0  # deals looked at for the last decision (for benchmarks)

    def choose(self, view: SeatView) -> Action:
        actions = view.legal_actions
        if not actions:
            raise ValueError(f"seat {view.seat} has no decision to make now")
        self.last_samples = 0
        if len(actions) == 1:
            return actions[0]
        first = actions[0]
        know = Knowledge.from_view(view, guesses=self.guesses)
        if isinstance(first, Play):
            return Play(self._choose_card(view, know))
        if isinstance(first, NameTrump):
            return self._choose_trump(view, know)
        if isinstance(first, Discard):
            return self._choose_discard(view, know)
        action = choose_before_play(view, know)
        assert action is not None
        return action

    # ------------------------------------------------------------------ card play
    def _choose_card(self, view: SeatView, know: Knowledge) -> int:
        me, n = view.seat, view.rules.players
        trump = 4 if view.trump is None else view.trump
        hand = view.hand_mask
        trick = [c for _, c in view.trick]
        leader = view.trick[0][0] if view.trick else me
        live = know.unseen | hand
        for c in trick:
            live |= 1 << c
        moves = candidate_cards(hand, trick, live)
        fallback = choose_card(view, know)
        if len(moves) == 1:  # all legal cards are equivalent
            return fallback
        exact = hand.bit_count() <= EXACT_TRICKS[n]
        budget = SampleBudget(self.samples, self.budget_ms,
                              EXACT_SAMPLES if exact else MAX_SAMPLES)
        scores = [0.0] * len(moves)
        rng = self.rng
        samples = 0
        while budget.more(samples):
            hands = know.sample(rng)
            solver = Solver(trump, me, n) if exact else None
            values = []
            for card in moves:
                h = list(hands)
                h[me] ^= 1 << card
                t = [*trick, card]
                bonus, lead = 0, leader
                if len(t) == n:
                    lead = (leader + trick_winner(t, trump)) % n
                    bonus = lead == me
                    t = []
                if solver is not None:
                    values.append(bonus + solver.value(h, lead, t))
                    # an exact solve can be slow on a rare deal: give up that deal
                    if budget.expired(samples):
                        break
                else:
                    tricks = [0] * n
                    tricks[me] = bonus
                    playout(h, trump, lead, t, tricks)
                    values.append(tricks[me])
            if len(values) < len(moves):
                break
            for i, v in enumerate(values):
                scores[i] += v
            samples += 1
        self.last_samples = samples
        top = max(scores)
        best = [m for m, s in zip(moves, scores, strict=True) if s >= top - 1e-9]
        # Among equally good cards, the one the counting player would choose (it plays
        # low when it does not matter), found through its equivalence run.
        for m in best:
            if m == fallback or _same_run(m, fallback, live & ~hand):
                return fallback
        return best[0]

    # ------------------------------------------------------------------ trump and kitty
    def _final_hand(self, view: SeatView, mine: int, rest: int, trump: int) -> int:
        """The dealer's hand at the first lead for a sampled kitty ``rest``."""
        if view.kitty_taken or view.rules.kitty == "none":
            return mine
        if view.rules.kitty == "discard-then-take":
            return mine | rest  # ``mine`` already has the planned discards removed
        full = mine | rest  # blind: take the unseen kitty, then discard
        left = view.kitty_size - view.discards_made
        return full & ~quick_drop(full, trump, left)

    def _score_plans(self, view: SeatView, know: Knowledge,
                     plans: list[tuple[int, int]]) -> list[float]:
        """Mean tricks of each ``(trump, kept cards)`` plan over sampled deals."""
        budget = SampleBudget(self.samples, self.budget_ms * self.plan_factor, MAX_SAMPLES)
        me, n = view.seat, view.rules.players
        leader = (view.dealer + 1) % n
        scores = [0.0] * len(plans)
        samples = 0
        while budget.more(samples):
            hands, rest = know.sample_with_rest(self.rng)
            for i, (trump, kept) in enumerate(plans):
                h = list(hands)
                h[me] = self._final_hand(view, kept, rest, trump)
                tricks = [0] * n
                playout(h, trump, leader, [], tricks)
                scores[i] += tricks[me]
            samples += 1
        self.last_samples = samples
        return [s / samples for s in scores]

    def _choose_trump(self, view: SeatView, know: Knowledge) -> NameTrump:
        hand = view.hand_mask
        drop = cards_to_drop_before_play(view)
        plans = []
        suits = [a.suit for a in view.legal_actions if isinstance(a, NameTrump)]
        for suit in suits:
            kept = hand & ~best_drop(hand, suit, drop) if drop else hand
            plans.append((suit, kept))
        scores = self._score_plans(view, know, plans)
        best = max(range(len(suits)), key=lambda i: (scores[i], -i))
        return NameTrump(suits[best])

    def _choose_discard(self, view: SeatView, know: Knowledge) -> Discard:
        hand = view.hand_mask
        trump = 4 if view.trump is None else view.trump
        left = view.kitty_size - view.discards_made
        ranked = []
        m = hand
        while m:
            low = m & -m
            card = low.bit_length() - 1
            m ^= low
            ranked.append((hand_value(hand & ~low, trump) - (card % 13) * 0.001, card))
        ranked.sort(reverse=True)
        cards = [card for _, card in ranked[:DISCARD_CANDIDATES]]
        plans = []
        for card in cards:
            rest_hand = hand & ~(1 << card)
            kept = rest_hand & ~best_drop(rest_hand, trump, left - 1) if left > 1 else rest_hand
            plans.append((trump, kept))
        scores = self._score_plans(view, know, plans)
        best = max(range(len(cards)), key=lambda i: (scores[i], -i))
        return Discard(cards[best])


def _same_run(a: int, b: int, foreign: int) -> bool:
    """Whether cards ``a`` and ``b`` of one hand are equivalent (no foreign card between)."""
    if a // 13 != b // 13:
        return False
    low, high = min(a, b), max(a, b)
    return not ((1 << high) - (2 << low)) & foreign


__all__ = ["DETERMINISTIC_SAMPLES", "ExpertBot", "SampleBudget", "quick_drop"]
