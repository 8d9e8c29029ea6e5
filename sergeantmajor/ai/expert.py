"""The Expert level: Perfect Information Monte Carlo search within a time budget.

For a card, the expert deals the cards it cannot see to the other seats in ways that agree
with everything its seat knows (:class:`Knowledge`: played cards, shown voids, its own
exchanges and discards), leaning towards deals in which the other seats' plays are what a
careful player would have played (:mod:`play_model`), then scores every legal card on the
same deals: early in the hand by playing the deal out with every seat counting as the
Normal level does from what it could know (:mod:`counting_playout`), in the last tricks by
an exact search of its own best cards against those counting replies. The card with the
best total wins; so the expert improves on the counting player by looking ahead, and
expects the replies careful players give rather than those of players who see every card.

The other decisions (trump, discards, the exchange, the targets) use the Normal level's
rules of thumb: searches over whole-hand playouts for trump and discards did no better in
paired duels (RESULTS.md).

The search stops when its time budget runs out, or, in the deterministic mode
(``samples=N``), after a fixed number of deals without reading the clock.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

from ..engine.actions import Action, Discard, NameTrump, Play
from ..engine.cards import SUIT_MASKS, mask_of, trick_winner
from ..engine.view import SeatView
from .base import Bot
from .counting_playout import ResponseSearch, counting_playout
from .dealer_search import search_discard, search_trump
from .fastgame import playout
from .heuristics import choose_before_play, choose_discard, choose_trump
from .knowledge import Knowledge
from .normal import choose_card
from .play_model import PlayHistory, pick_weighted
from .solver import Solver, candidate_cards

DEFAULT_CARD_BUDGET_MS = 200.0
# The paranoid solver's horizon, by players (the review's analysis uses it too): its cost
# grows about tenfold per trick with four hands, so four players start two tricks later.
EXACT_TRICKS = {3: 5, 4: 3}
# The best-response search branches on one seat's cards only, so it reaches further back.
RESPONSE_TRICKS = {3: 7, 4: 7}
EXACT_SAMPLES = 60  # exact values vary only with the deal: this many deals are plenty
MIN_SAMPLES = 2  # even when the clock is short, look at a few deals
MAX_SAMPLES = 4000
# The deterministic mode's deals per decision (``duel --deterministic`` and the tests): about
# what the default budget affords on a loaded core, see RESULTS.md.
DETERMINISTIC_SAMPLES = 100
MISS_LIMIT = 6  # a deal that explains this many plays fewer weighs next to nothing anyway


@dataclass(frozen=True)
class SearchSettings:
    """How the expert searches a card; the defaults are the measured best (RESULTS.md).

    * ``playouts``: ``"counting"`` (every seat plays as the counting player would, from what
      it could know) or ``"double-dummy"`` (every seat sees every hand, issue 16's start).
    * ``endgame``: ``"response"`` (an exact search of this seat's cards against counting
      replies) or ``"paranoid"`` (the double-dummy solver, the others minimising this
      seat's tricks), from ``endgame_tricks`` tricks left (``None``: the method's default).
    * ``model_batch``: deals drawn for each deal searched, one kept in proportion to
      ``miss_weight`` to the power of the plays it leaves unexplained (:mod:`play_model`);
      1 turns the play model off.
    * ``plan_deals``: deals for the dealer's trump and discard search
      (:mod:`dealer_search`); 0 keeps the Normal level's hand estimate.
    * ``guesses``: the older soft guesses from plays (:mod:`inference`).
    """

    playouts: str = "counting"
    endgame: str = "response"
    endgame_tricks: int | None = None
    model_batch: int = 8
    miss_weight: float = 0.1
    plan_deals: int = 0
    guesses: bool = False

    def horizon(self, players: int) -> int:
        """Tricks left at which the endgame search takes over from the playouts."""
        if self.endgame_tricks is not None:
            return self.endgame_tricks
        return (RESPONSE_TRICKS if self.endgame == "response" else EXACT_TRICKS)[players]


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


class ExpertBot(Bot):
    """Expert level: sampling and playouts or exact solving within ``budget_ms`` per card.

    ``budget_ms`` is the time allowed for a card. With ``samples`` set the bot is
    deterministic: every decision looks at that many deals (the exact endgame at most
    ``EXACT_SAMPLES``) and never reads the clock, so a seed repeats its moves exactly.
    ``settings`` choose the search's parts (:class:`SearchSettings`). Instances keep no
    state between decisions apart from their random generator, so one instance per thread
    is safe.
    """

    name = "expert"

    def __init__(self, seed: int | None = None, budget_ms: float = DEFAULT_CARD_BUDGET_MS,
                 samples: int | None = None, guesses: bool = False,
                 settings: SearchSettings | None = None) -> None:
        super().__init__(seed)
        if samples is not None and samples < 1:
            raise ValueError("samples must be at least 1")
        self.budget_ms = float(budget_ms)
        self.samples = samples
        settings = settings or SearchSettings()
        if guesses:
            settings = replace(settings, guesses=True)
        self.settings = settings
        self.last_samples = 0  # deals looked at for the last decision (for benchmarks)

    def choose(self, view: SeatView) -> Action:
        actions = view.legal_actions
        if not actions:
            raise ValueError(f"seat {view.seat} has no decision to make now")
        self.last_samples = 0
        if len(actions) == 1:
            return actions[0]
        first = actions[0]
        know = Knowledge.from_view(view, guesses=self.settings.guesses)
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
        opts = self.settings
        exact = hand.bit_count() <= opts.horizon(n)
        counting = opts.playouts == "counting"
        if view.seat == view.dealer:
            hidden_known, owner = mask_of(view.discards), me
        else:
            hidden_known, owner = 0, (view.dealer if view.discards_made else -1)
        history = PlayHistory(view) if opts.model_batch > 1 else None
        if history is not None and not history.plays:
            history = None
        budget = SampleBudget(self.samples, self.budget_ms,
                              EXACT_SAMPLES if exact else MAX_SAMPLES)
        scores = [0.0] * len(moves)
        rng = self.rng
        samples = 0
        while budget.more(samples):
            if history is None:
                hands, sink = know.sample_with_rest(rng)
                hidden = sink | hidden_known
            else:
                hands, hidden = self._likely_deal(know, history, hidden_known, owner)
            solver: Solver | ResponseSearch | None = None
            if exact:
                solver = Solver(trump, me, n) if opts.endgame == "paranoid" else \
                    ResponseSearch(trump, me, n, hidden, owner)
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
                voids = know.voids
                if trick and card // 13 != trick[0] // 13:
                    voids = list(voids)
                    voids[me] |= SUIT_MASKS[trick[0] // 13]
                if solver is not None:
                    if isinstance(solver, ResponseSearch):
                        values.append(bonus + solver.value(h, lead, t, voids))
                    else:
                        values.append(bonus + solver.value(h, lead, t))
                    # an exact search can be slow on a rare deal: give up that deal
                    if budget.expired(samples):
                        break
                else:
                    tricks = [0] * n
                    tricks[me] = bonus
                    if counting:
                        counting_playout(h, trump, lead, t, tricks, list(voids), hidden, owner)
                    else:
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

    def _likely_deal(self, know: Knowledge, history: PlayHistory, hidden_known: int,
                     owner: int) -> tuple[list[int], int]:
        """One deal drawn from a few in proportion to how well each explains the plays."""
        deals: list[tuple[list[int], int]] = []
        weights: list[float] = []
        for _ in range(self.settings.model_batch):
            hands, sink = know.sample_with_rest(self.rng)
            hidden = sink | hidden_known
            deals.append((hands, hidden))
            misses = history.misses(hands, hidden, owner, MISS_LIMIT)
            weights.append(self.settings.miss_weight ** misses)
        return deals[pick_weighted(self.rng, weights)]

    # ------------------------------------------------------------------ trump and kitty
    # The Normal level's hand estimate unless a plan search is asked for (RESULTS.md).
    def _choose_trump(self, view: SeatView, know: Knowledge) -> NameTrump:
        if self.settings.plan_deals:
            return search_trump(view, know, self.settings.plan_deals, self.rng)
        return choose_trump(view)

    def _choose_discard(self, view: SeatView, know: Knowledge) -> Discard:
        if self.settings.plan_deals:
            return search_discard(view, know, self.settings.plan_deals, self.rng)
        return choose_discard(view)


def _same_run(a: int, b: int, foreign: int) -> bool:
    """Whether cards ``a`` and ``b`` of one hand are equivalent (no foreign card between)."""
    if a // 13 != b // 13:
        return False
    low, high = min(a, b), max(a, b)
    return not ((1 << high) - (2 << low)) & foreign


__all__ = ["DETERMINISTIC_SAMPLES", "ExpertBot", "SampleBudget", "SearchSettings"]
