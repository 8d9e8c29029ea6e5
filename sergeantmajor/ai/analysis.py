"""Post-game analysis: what each decision of one seat cost, in expected tricks (no Qt).

For every decision of the chosen seat the analysis takes that seat's view at that moment and
estimates, for each legal alternative, the tricks the seat ends the hand with (the tricks it
already took included) and the points that means (tricks minus target). It uses the Expert's
machinery: :class:`Knowledge` deals the cards the seat cannot see consistently with what it
knows (facts and the exchange's inferences, no guesses about how others play), every
alternative of one decision is scored on the SAME deals, the few last tricks
are solved exactly (:class:`Solver`), earlier ones are played out by the heuristic playout.
The random deals come from a generator seeded by ``seed``, the seat and the position, so the
numbers are reproducible, and analysing one hand gives the same numbers as the whole match.

With ``open_hands`` the analysis knows every card (the true deal is the only "sample"): it
solves exactly once :data:`OPEN_EXACT_TRICKS` tricks or fewer are left and plays the true deal
out with the heuristic playout before that.

Kinds of decisions (see the README for the JSON form):

* ``play``: every legal card. Cards of one run (no live card of another hand between them,
  say the 9 and the 8 once the other hands hold neither) are equivalent and get one value.
* ``trump``: each legal suit, the dealer keeping the cards that suit it best
  (:func:`best_drop`) when it still has to discard; whole hands played out.
* ``discard``: card by card, as the rules have it: each card of the hand, the dealer's
  remaining discards chosen by :func:`best_drop`; whole hands played out.
* ``give`` (exchange) and ``return`` (classic give-back among equal ranks): each legal card,
  that card moved by the exchange rule in each sampled deal, the rest of the exchange left
  where it is (an approximation: later exchange cards would move in every alternative
  alike), trump named by the rule of thumb (:func:`hand_value`) if it is not yet, the kitty
  taken and discarded by :func:`quick_drop`; whole hands played out.
* ``targets`` (dealer's choice) are not analysed and do not appear.

A decision with one legal action is ``forced`` and never marked. Otherwise ``loss`` is the
best alternative's expected tricks minus the chosen one's; :data:`MISTAKE` or more marks a
mistake, :data:`BLUNDER` or more a blunder. A hand's ``lost`` is the sum of its losses.

:func:`analyse` reports progress through a callback and checks a ``cancelled`` callable
between decisions and between sampled deals (raising :class:`AnalysisCancelledError`), so the
GUI can run it in a worker thread.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action, Discard, Give, NameTrump, Play, Return
from ..engine.cards import SUIT_MASKS, card_code, mask_of, suit_code, trick_winner, trump_mask
from ..engine.exchange import classic_returns, rulebook_return
from ..engine.replay_cursor import OpenCards, ReplayCursor, Step
from ..engine.rules import ExchangeMode, KittyMode
from ..engine.view import SeatView
from .expert import EXACT_TRICKS
from .fastgame import playout
from .heuristics import best_drop, cards_to_drop_before_play, hand_value
from .knowledge import Knowledge
from .solver import Solver, candidate_cards

MISTAKE = 0.5
BLUNDER = 1.0
PLAY_SAMPLES = 200  # deals per card decision scored by playouts
EXACT_SAMPLES = 40  # deals per card decision solved exactly (the last EXACT_TRICKS tricks)
PLAN_SAMPLES = 100  # deals per trump, discard or exchange decision (whole hands played out)
OPEN_EXACT_TRICKS = {3: 8, 4: 5}  # all hands known: one deal, so exact solving starts earlier
NO_TRUMP_PENALTY = 0.75  # as the Normal level's trump choice: no trump must win clearly


def quick_drop(hand: int, trump: int, count: int) -> int:
    """A cheap discard plan for the inner loop: the lowest side cards, short suits first."""
    tm = trump_mask(trump)
    keys = []
    m = hand & ~tm
    while m:
        low = m & -m
        card = low.bit_length() - 1
        m ^= low
        keys.append(((card % 13) * 16 + (hand & SUIT_MASKS[card // 13]).bit_count(), card))
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


class AnalysisCancelledError(Exception):
    """The ``cancelled`` callable asked the analysis to stop."""


@dataclass(frozen=True)
class Alternative:
    """One legal action and the seat's expected tricks (and points) at the end of the hand."""

    action: Action
    tricks: float
    points: float


@dataclass(frozen=True)
class Decision:
    """One decision of the analysed seat and what each alternative was worth."""

    position: int  # the replay cursor's position just before the move
    hand: int  # 0-based
    kind: str  # play, trump, discard, give, return
    number: int  # 1-based number of this kind of move in the hand (as `check` names moves)
    seat: int
    chosen: Action
    best: Action
    alternatives: tuple[Alternative, ...]  # in the order of the legal actions
    loss: float  # expected tricks the choice gave away against the best (>= 0)
    mark: str | None  # "mistake", "blunder" or None
    method: str  # forced, exact, playouts
    samples: int  # deals looked at

    def value_of(self, action: Action) -> Alternative:
        """The alternative of ``action``."""
        return next(a for a in self.alternatives if a.action == action)


@dataclass(frozen=True)
class HandAnalysis:
    """The analysed seat's decisions in one hand and the expected tricks they lost."""

    hand: int
    decisions: tuple[Decision, ...]

    @property
    def lost(self) -> float:
        """Expected tricks lost in the hand (sum of the decisions' losses)."""
        return sum(d.loss for d in self.decisions)

    @property
    def mistakes(self) -> int:
        return sum(1 for d in self.decisions if d.mark == "mistake")

    @property
    def blunders(self) -> int:
        return sum(1 for d in self.decisions if d.mark == "blunder")


@dataclass(frozen=True)
class Analysis:
    """The analysis of one seat over some hands of a record."""

    seat: int
    seed: int
    open_hands: bool
    hands: tuple[HandAnalysis, ...]

    def by_position(self) -> dict[int, Decision]:
        """Every decision by the cursor position just before its move (for marks on moves)."""
        return {d.position: d for h in self.hands for d in h.decisions}

    def to_json(self) -> dict[str, Any]:
        """The JSON form printed by ``sergeantmajor analyze --json`` (README)."""
        return {
            "seat": self.seat, "seed": self.seed,
            "knowledge": "all" if self.open_hands else "seat",
            "hands": [{
                "hand": h.hand + 1, "lost": round(h.lost, 3),
                "mistakes": h.mistakes, "blunders": h.blunders,
                "decisions": [_decision_json(d) for d in h.decisions],
            } for h in self.hands],
        }


def action_code(action: Action) -> str:
    """The card or suit code of an action (``AS``, ``N``) for reports."""
    if isinstance(action, NameTrump):
        return suit_code(action.suit)
    return card_code(action.card)  # type: ignore[union-attr]


def _decision_json(d: Decision) -> dict[str, Any]:
    return {
        "hand": d.hand + 1, "move": d.number, "kind": d.kind, "position": d.position,
        "chosen": action_code(d.chosen), "best": action_code(d.best),
        "loss": round(d.loss, 3), "mark": d.mark, "method": d.method, "samples": d.samples,
        "alternatives": [{"action": action_code(a.action), "tricks": round(a.tricks, 3),
                          "points": round(a.points, 3)} for a in d.alternatives],
    }


def default_seat(players: Sequence[dict[str, str]]) -> int:
    """The human's seat of a record (the first one), else seat 0."""
    return next((s for s, p in enumerate(players) if p.get("kind") == "human"), 0)


# --------------------------------------------------------------------------- the driver
def analyse(cursor: ReplayCursor, seat: int | None = None, hands: Sequence[int] | None = None,
            seed: int = 0, open_hands: bool = False,
            progress: Callable[[int, int], None] | None = None,
            cancelled: Callable[[], bool] | None = None) -> Analysis:
    """Analyse ``seat``'s decisions (default: the human's seat, else 0) in ``hands``
    (0-based; default all) of the record behind ``cursor``.

    ``progress(done, total)`` is called after each decision; ``cancelled()`` is checked
    between decisions and between sampled deals (then :class:`AnalysisCancelledError` is raised).
    The cursor is moved during the analysis and left at the position it was at: a worker
    thread should get a cursor of its own (``ReplayCursor(cursor.record)``).
    """
    me = default_seat(cursor.players) if seat is None else seat
    if not 0 <= me < cursor.rules.players:
        raise ValueError(f"seat {me} is not a seat (0..{cursor.rules.players - 1})")
    wanted = set(range(cursor.hands) if hands is None else hands)
    steps = [s for s in cursor.decisions(me) if s.hand in wanted and s.kind != "targets"]
    stop = cancelled or (lambda: False)
    home = cursor.index
    done: dict[int, list[Decision]] = {h: [] for h in sorted(wanted)}
    try:
        for i, step in enumerate(steps):
            if stop():
                raise AnalysisCancelledError
            cursor.go(step.index)
            rng = random.Random(f"{seed}/{me}/{step.index}")
            view = cursor.view(me)
            cards = cursor.open_cards() if open_hands else None
            done[step.hand].append(analyse_decision(view, step, rng, cards, stop))
            if progress is not None:
                progress(i + 1, len(steps))
    finally:
        cursor.go(home)
    return Analysis(me, seed, open_hands,
                    tuple(HandAnalysis(h, tuple(ds)) for h, ds in done.items()))


def analyse_views(decisions: Sequence[tuple[SeatView, Any]], seat: int,
                  hands: Sequence[int] | None = None, seed: int = 0,
                  progress: Callable[[int, int], None] | None = None,
                  cancelled: Callable[[], bool] | None = None) -> Analysis:
    """Analyse ``seat``'s ``decisions`` given as (the view it decided on, its step), each step
    with the fields of :class:`Step` the analysis reads (index, hand, kind, number, action).

    A seat that kept only what it saw (a seat record of a network match) is analysed so: the
    numbers are the same as :func:`analyse` gives for the full record, since the analysis only
    ever uses the seat's view.
    """
    wanted = None if hands is None else set(hands)
    chosen = [(v, s) for v, s in decisions
              if (wanted is None or s.hand in wanted) and s.kind != "targets"]
    stop = cancelled or (lambda: False)
    done: dict[int, list[Decision]] = {h: [] for h in sorted(
        wanted if wanted is not None else {s.hand for _, s in chosen})}
    for i, (view, step) in enumerate(chosen):
        if stop():
            raise AnalysisCancelledError
        rng = random.Random(f"{seed}/{seat}/{step.index}")
        done[step.hand].append(analyse_decision(view, step, rng, None, stop))
        if progress is not None:
            progress(i + 1, len(chosen))
    return Analysis(seat, seed, False,
                    tuple(HandAnalysis(h, tuple(ds)) for h, ds in done.items()))


def analyse_decision(view: SeatView, step: Step, rng: random.Random,
                     cards: OpenCards | None = None,
                     cancelled: Callable[[], bool] = lambda: False) -> Decision:
    """The values of every legal action of ``view.seat`` at the move ``step``.

    ``cards`` (every card face up) switches from the seat's knowledge to the true deal.
    """
    legal = view.legal_actions
    already = view.tricks_won[view.seat]
    if len(legal) == 1:
        values, method, samples = [0.0], "forced", 0
    else:
        world = _Worlds(view, rng, cards, cancelled)
        if isinstance(legal[0], Play):
            values, method = _card_values(view, world)
        else:
            values, method = _plan_values(view, world)
            already = 0  # whole hands are played out from the first lead
        samples = world.count
    target = view.targets[view.seat]
    alts = tuple(Alternative(a, already + v, already + v - target)
                 for a, v in zip(legal, values, strict=True))
    chosen = next(a for a in alts if a.action == step.action)
    top = max(alts, key=lambda a: a.tricks)
    # among equal values the chosen action is as good as the best
    best = chosen if chosen.tricks >= top.tricks - 1e-9 else top
    loss = best.tricks - chosen.tricks
    mark = None if len(legal) == 1 else ("blunder" if loss >= BLUNDER - 1e-9 else
                                         "mistake" if loss >= MISTAKE - 1e-9 else None)
    return Decision(step.index, step.hand, step.kind, step.number, view.seat, step.action,
                    best.action, alts, loss, mark, method, samples)


class _Worlds:
    """The deals one decision is scored on: sampled from the seat's knowledge, or the true
    deal alone when every card is known."""

    def __init__(self, view: SeatView, rng: random.Random, cards: OpenCards | None,
                 cancelled: Callable[[], bool]) -> None:
        self.know = Knowledge.from_view(view)
        self.rng = rng
        self.cards = cards
        self.cancelled = cancelled
        self.count = 0

    @property
    def open(self) -> bool:
        return self.cards is not None

    def deals(self, wanted: int) -> list[tuple[list[int], int]]:
        """``wanted`` deals (one if every card is known): hands per seat and the cards in
        nobody's hand (the hidden kitty or discards)."""
        if self.cards is not None:
            hands = [mask_of(h) for h in self.cards.hands]
            rest = 0 if self.cards.kitty_taken else mask_of(self.cards.kitty)
            self.count = 1
            return [(hands, rest)]
        out = []
        for _ in range(wanted):
            if self.cancelled():
                raise AnalysisCancelledError
            out.append(self.know.sample_with_rest(self.rng))
        self.count = len(out)
        return out


# --------------------------------------------------------------------------- card play
def _card_values(view: SeatView, worlds: _Worlds) -> tuple[list[float], str]:
    """Mean tricks from here on of each legal card, one value per run of equivalent cards."""
    me, n = view.seat, view.rules.players
    trump = 4 if view.trump is None else view.trump
    hand = view.hand_mask
    trick = [c for _, c in view.trick]
    leader = view.trick[0][0] if view.trick else me
    live = worlds.know.unseen | hand | mask_of(trick)
    moves = candidate_cards(hand, trick, live)
    left = hand.bit_count()
    exact = left <= (OPEN_EXACT_TRICKS if worlds.open else EXACT_TRICKS)[n]
    totals = [0.0] * len(moves)
    deals = worlds.deals(EXACT_SAMPLES if exact else PLAY_SAMPLES)
    for hands, _rest in deals:
        if worlds.cancelled():
            raise AnalysisCancelledError
        solver = Solver(trump, me, n) if exact else None
        for i, card in enumerate(moves):
            h = list(hands)
            h[me] ^= 1 << card
            t = [*trick, card]
            bonus, lead = 0, leader
            if len(t) == n:
                lead = (leader + trick_winner(t, trump)) % n
                bonus = int(lead == me)
                t = []
            if solver is not None:
                totals[i] += bonus + solver.value(h, lead, t)
            else:
                tricks = [0] * n
                tricks[me] = bonus
                playout(h, trump, lead, t, tricks)
                totals[i] += tricks[me]
    means = [t / len(deals) for t in totals]
    values = []
    for action in view.legal_actions:
        card = action.card  # type: ignore[union-attr]
        # the run's lowest card stands for the run (candidate_cards keeps the lowest)
        rep = max(m for m in moves if m // 13 == card // 13 and m <= card)
        values.append(means[moves.index(rep)])
    return values, "exact" if exact else "playouts"


# --------------------------------------------------------------------------- before the play
def _plan_values(view: SeatView, worlds: _Worlds) -> tuple[list[float], str]:
    """Mean tricks of the whole hand for each trump, discard, give or return."""
    me, n = view.seat, view.rules.players
    leader = (view.dealer + 1) % n
    legal = view.legal_actions
    plans = _Plans(view)
    totals = [0.0] * len(legal)
    deals = worlds.deals(PLAN_SAMPLES)
    for hands, rest in deals:
        if worlds.cancelled():
            raise AnalysisCancelledError
        trumps: dict[int, int] = {}  # the dealer's hand -> the trump it would name
        for i, action in enumerate(legal):
            h, trump = plans.world(action, list(hands), rest, trumps)
            tricks = [0] * n
            playout(h, trump, leader, [], tricks)
            totals[i] += tricks[me]
    return [t / len(deals) for t in totals], "playouts"


class _Plans:
    """How each pre-play alternative changes a sampled deal, up to the first lead."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        self.rules = view.rules
        self.me = view.seat
        self.hand = view.hand_mask
        self.dealer = view.dealer
        self.left = view.kitty_size - view.discards_made  # discards still to come
        self.kept: dict[Action, int] = {}  # the dealer's own plan per alternative
        first = view.legal_actions[0]
        if isinstance(first, NameTrump):
            drop = cards_to_drop_before_play(view)
            for a in view.legal_actions:
                suit = a.suit  # type: ignore[union-attr]
                self.kept[a] = self.hand & ~best_drop(self.hand, suit, drop) if drop else self.hand
        elif isinstance(first, Discard):
            trump = 4 if view.trump is None else view.trump
            for a in view.legal_actions:
                rest = self.hand & ~(1 << a.card)  # type: ignore[union-attr]
                later = self.left - 1
                self.kept[a] = rest & ~best_drop(rest, trump, later) if later else rest
        step = view.exchange_step
        self.step = step
        if isinstance(first, Give) and self.rules.exchange is ExchangeMode.CLASSIC:
            legal = mask_of(a.card for a in view.legal_actions)  # type: ignore[union-attr]
            self.pending = self.hand & ~legal  # chosen earlier in this classic exchange
        else:
            self.pending = 0

    def world(self, action: Action, hands: list[int], rest: int,
              trumps: dict[int, int]) -> tuple[list[int], int]:
        """The hands at the first lead and the trump after ``action`` in the deal ``hands``."""
        view, me, dealer = self.view, self.me, self.dealer
        if isinstance(action, (NameTrump, Discard)):
            trump = action.suit if isinstance(action, NameTrump) else _trump(view)
            hands[me] = self._dealer_final(self.kept[action], rest, trump, planned=True)
            return hands, trump
        if isinstance(action, Give):
            self._give(action.card, hands)
        elif isinstance(action, Return):
            self._return(action.card, hands)
        trump = _trump(view)
        if view.trump is None:
            trump = self._rule_of_thumb_trump(hands[dealer], rest, trumps)
        hands[dealer] = self._dealer_final(hands[dealer], rest, trump, planned=False)
        return hands, trump

    def _give(self, card: int, hands: list[int]) -> None:
        assert self.step is not None
        down, me = self.step.down, self.me
        if self.rules.exchange is ExchangeMode.RULEBOOK:
            back = rulebook_return(hands[down], card)
            if back != card:  # else the card comes straight back
                hands[me] ^= (1 << card) | (1 << back)
                hands[down] ^= (1 << card) | (1 << back)
            return
        give = self.pending | (1 << card)
        more = self.step.count - give.bit_count()
        if more > 0:  # the rest of this classic give as the Normal level would choose it
            give |= best_drop(hands[me] & ~give, None, more)
        forced, ties, choose = classic_returns(hands[down], self.step.count)
        back = mask_of(forced) | mask_of(ties[:choose])
        hands[me] = (hands[me] & ~give) | back
        hands[down] = (hands[down] & ~back) | give

    def _return(self, card: int, hands: list[int]) -> None:
        assert self.step is not None
        up, me, count = self.step.up, self.me, self.step.count
        forced, ties, _choose = classic_returns(hands[me], count)
        legal = {a.card for a in self.view.legal_actions}  # type: ignore[union-attr]
        back = forced + [c for c in ties if c not in legal] + [card]  # earlier choices stay
        back += [c for c in ties if c not in back][: count - len(back)]
        # what the up player gives is unseen: its least useful cards by the rule of thumb
        give = best_drop(hands[up], None, count)
        hands[me] = (hands[me] & ~mask_of(back)) | give
        hands[up] = (hands[up] & ~give) | mask_of(back)

    def _rule_of_thumb_trump(self, dealer_hand: int, rest: int, cache: dict[int, int]) -> int:
        """The trump the dealer names with ``dealer_hand``: the Normal level's rule of thumb
        (best :func:`hand_value` after the discards still to come), cheap drops."""
        got = cache.get(dealer_hand)
        if got is not None:
            return got
        kitty = self.rules.kitty
        full = dealer_hand
        if kitty is KittyMode.TAKE_THEN_DISCARD and not self.view.kitty_taken:
            full |= rest  # the kitty comes before the trump
        drops = (kitty in (KittyMode.TAKE_THEN_DISCARD, KittyMode.DISCARD_THEN_TAKE)
                 or self.view.kitty_taken)
        best, best_val = 0, -1e9
        for suit in range(5 if self.rules.no_trump else 4):
            kept = full & ~quick_drop(full, suit, self.left) if drops else full
            val = hand_value(kept, suit) - (NO_TRUMP_PENALTY if suit == 4 else 0.0)
            if val > best_val:
                best, best_val = suit, val
        cache[dealer_hand] = best
        return best

    def _dealer_final(self, mine: int, rest: int, trump: int, planned: bool) -> int:
        """The dealer's hand at the first lead. ``planned``: ``mine`` already has the
        dealer's own planned discards removed (trump and discard decisions)."""
        kitty = self.rules.kitty
        if kitty is KittyMode.NONE:
            return mine
        if self.view.kitty_taken:
            return mine if planned else mine & ~quick_drop(mine, trump, self.left)
        if kitty is KittyMode.DISCARD_THEN_TAKE:
            kept = mine if planned else mine & ~quick_drop(mine, trump, self.left)
            return kept | rest
        full = mine | rest  # blind or take-then-discard: the kitty first, then discards
        return full & ~quick_drop(full, trump, self.left)


def _trump(view: SeatView) -> int:
    return 4 if view.trump is None else view.trump


__all__ = [
    "BLUNDER",
    "MISTAKE",
    "Alternative",
    "Analysis",
    "AnalysisCancelledError",
    "Decision",
    "HandAnalysis",
    "action_code",
    "analyse",
    "analyse_decision",
    "default_seat",
]
