"""A whole match as one state: ``current_player()``, ``legal_actions()``, ``apply(action)``.

The GUI, the bots, the record checker and the tests all go through this class, so every
rule is written once. Randomness comes only from the seed (or from a generator or deals given
in), so a seed reproduces a whole match.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import TypeGuard

from . import events as ev
from .actions import (
    DISCARD,
    GIVE,
    PLAY,
    RETURN,
    TRUMP,
    Action,
    AssignTargets,
    Discard,
    Give,
    NameTrump,
    Play,
    Return,
)
from .cards import (
    NO_TRUMP,
    SUITS,
    card_code,
    cards_of,
    deck,
    iter_cards,
    legal_mask,
    mask_of,
    suit_code,
    suit_of,
    trick_winner,
)
from .errors import IllegalActionError
from .exchange import classic_returns, exchange_plan, rulebook_return
from .hand_log import ExchangeEntry, HandLog
from .legality import illegal_rule
from .phase import Phase
from .rules import ExchangeMode, ExchangeTiming, FirstDealer, KittyMode, MatchEnd, Rules
from .scoring import decide_winner, hand_chips, rotation_winner

SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")

DealSource = Callable[[int, int], tuple[Sequence[Sequence[int]], Sequence[int]] | None]
"""``(hand_index, dealer) -> (cards per seat, kitty)``: deals not drawn from the seed.

Returning ``None`` means "shuffle this one from the seed" (a resumed match goes on with
fresh deals once the recorded ones run out)."""


def deal_problem(rules: Rules, hands: Sequence[Sequence[object]],
                 kitty: Sequence[object]) -> str | None:
    """What is wrong with a deal given in (``None``: it is one under ``rules``): a hand per
    seat of the hand's size, the kitty's size, and together exactly the deck of these rules."""
    if len(hands) != rules.players:
        return f"{len(hands)} hands for {rules.players} players"
    for s, cards in enumerate(hands):
        if len(cards) != rules.hand_size:
            return f"seat {s} was dealt {len(cards)} cards, not {rules.hand_size}"
    if len(kitty) != rules.kitty_size:
        return f"the kitty has {len(kitty)} cards, not {rules.kitty_size}"
    dealt = [c for cards in hands for c in cards] + list(kitty)
    if sorted(c for c in dealt if _is_card(c)) != deck(without_two_of_clubs=not rules.has_kitty):
        return "the cards are not the deck of these rules"
    return None


def _is_card(card: object) -> TypeGuard[int]:
    """Whether ``card`` is a card number (actions built by hand may hold anything)."""
    return type(card) is int and 0 <= card < 52


def _code(card: object) -> str:
    """The code of ``card`` for a message, or its repr when it is not a card."""
    return card_code(card) if _is_card(card) else repr(card)


class _Step(enum.Enum):
    """The steps of a hand after the deal, in the order the rules in force give them."""

    ASSIGN = "assign"
    EXCHANGE = "exchange"
    TRUMP = "trump"
    TAKE = "take"
    DISCARD = "discard"
    PLAY = "play"


# Module names for the steps: a global is found faster than an enum member (Python 3.11).
_ASSIGN, _EXCHANGE, _TRUMP, _TAKE, _DISCARD, _PLAY = _Step


@dataclass(frozen=True, slots=True)
class ExchangeStep:
    """The exchange in progress: ``up`` gives ``count`` cards to ``down``.

    ``given`` cards of this pair have been given so far (classic exchange: chosen, not yet
    swapped). ``returning`` is set while the down player of a classic exchange chooses
    ``to_choose`` more cards among equally high ranks to give back.
    """

    up: int
    down: int
    count: int
    given: int
    returning: bool = False
    to_choose: int = 0

    @property
    def remaining(self) -> int:
        """Cards the up player still has to give in this pair."""
        return self.count - self.given


class Match:
    """The state of a match under some :class:`Rules`.

    ``seed`` drives the shuffles and the choice of the first dealer, or ``rng``, a generator
    given in (a table server's ``random.SystemRandom``, a test's seeded ``random.Random``),
    which then deals every hand the match draws. ``first_dealer`` and ``deals`` override them
    (replaying a record, or a duplicate benchmark). The first hand is dealt at once; the
    events of that are in :attr:`start_events`.
    """

    def __init__(
        self,
        rules: Rules | None = None,
        seed: int | None = None,
        *,
        rng: random.Random | None = None,
        first_dealer: int | None = None,
        deals: DealSource | None = None,
    ) -> None:
        if rng is not None and seed is not None:
            raise ValueError("give a seed or a generator, not both")
        self.rules = rules or Rules()
        self.players = self.rules.players
        self.rng = random.Random(seed) if rng is None else rng
        self._own_rng = rng is None  # a generator given in is the caller's: clones share it
        self._deals = deals
        self.first_dealer = self._choose_first_dealer() if first_dealer is None else first_dealer
        if not 0 <= self.first_dealer < self.players:
            raise ValueError(f"first dealer {first_dealer} is not a seat")
        n = self.players
        self.hand_index = -1
        self.dealer = self.first_dealer
        self.targets: tuple[int, ...] = ()
        self.hands: list[int] = [0] * n
        self.kitty: tuple[int, ...] = ()
        self.kitty_taken = False
        self.discards: list[int] = []
        self.trump: int | None = None
        self.phase = Phase.TRUMP
        self._current: int | None = None
        self._steps: list[_Step] = []
        # exchange in progress
        self.exchange_plan: list[tuple[int, int, int]] = []
        self._pair = 0
        self._pair_done = 0
        self._classic_given: list[int] = []
        self._classic_forced: list[int] = []
        self._classic_ties: list[int] = []
        self._classic_choose = 0
        self._classic_chosen: list[int] = []
        # play
        self.leader = 0
        self.trick: list[int] = []
        self.trick_seats: list[int] = []
        self.trick_number = 0
        self.tricks_won: list[int] = [0] * n
        self.completed_tricks: list[tuple[int, int, tuple[int, ...]]] = []  # leader, winner, cards
        self._trick_clock = 0
        self.last_trick_time: list[int] = [-1] * n
        # scores
        self.totals: list[int] = [0] * n
        self.chips: list[int] = [0] * n
        self.last_points: tuple[int, ...] | None = None
        self.history: list[ev.HandScored] = []
        self.winner: int | None = None
        self.end_reason: ev.EndReason | None = None
        # The log of the hands (see hand_log.py): finished hands as frozen snapshots shared by
        # every clone, the hand in progress as these few fields (plays come from the tricks).
        self._past_hands: tuple[HandLog, ...] = ()
        self._dealt: tuple[tuple[int, ...], ...] = ()
        self._assigned_targets: tuple[int, ...] | None = None
        self._exchanges: list[ExchangeEntry] = []
        self.start_events: list[ev.Event] = []
        self._start_hand(self.start_events)

    # ------------------------------------------------------------------ queries
    def current_player(self) -> int | None:
        """The seat whose decision it is, or ``None`` when the match is over."""
        return self._current

    def is_terminal(self) -> bool:
        """Whether the match has ended."""
        return self.phase is Phase.MATCH_OVER

    @property
    def hand_size(self) -> int:
        """Tricks (and cards per player) in a hand."""
        return self.rules.hand_size

    def hand_of(self, seat: int) -> list[int]:
        """The cards ``seat`` holds now."""
        return cards_of(self.hands[seat])

    def hand_logs(self) -> tuple[HandLog, ...]:
        """Every hand so far, first to last; the last one may still be in progress."""
        return (*self._past_hands, self.current_hand_log())

    def current_hand_log(self) -> HandLog:
        """The log of the hand in progress (or of the last hand once the match is over)."""
        plays = [c for _, _, cards in self.completed_tricks for c in cards]
        plays += self.trick
        return HandLog(self.dealer, self._dealt, self.kitty, self._assigned_targets,
                       tuple(self._exchanges), self.trump, tuple(self.discards), tuple(plays))

    @property
    def hand_exchanges(self) -> tuple[ExchangeEntry, ...]:
        """The exchanges of the hand in progress so far, in the order they happened."""
        return tuple(self._exchanges)

    def pending_return(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Classic exchange, down player's turn to give back: ``(forced, choices)``.

        ``forced`` go back anyway (strictly higher than the rest); the down player picks the
        remaining ones among ``choices`` (equal ranks). Empty outside that moment.
        """
        if self.phase is not Phase.EXCHANGE_RETURN:
            return (), ()
        return tuple(self._classic_forced), tuple(self._classic_ties)

    def exchange_step(self) -> ExchangeStep | None:
        """The exchange pair in progress (who gives, to whom, how many), or ``None``."""
        if self.phase is Phase.EXCHANGE_GIVE:
            up, down, count = self.exchange_plan[self._pair]
            given = (self._pair_done if self.rules.exchange is ExchangeMode.RULEBOOK
                     else len(self._classic_given))
            return ExchangeStep(up, down, count, given)
        if self.phase is Phase.EXCHANGE_RETURN:
            up, down, count = self.exchange_plan[self._pair]
            return ExchangeStep(up, down, count, count, returning=True,
                                to_choose=self._classic_choose - len(self._classic_chosen))
        return None

    def why_illegal(self, action: object) -> IllegalActionError | None:
        """``None`` if ``action`` is legal now, else the error ``apply`` would raise.

        Answers without changing or copying the match, so the table can ask on every drop.
        The rule code comes from :func:`~.legality.illegal_rule`, the classifier a seat's
        view uses too; this only words it.
        """
        seat = self._current
        rule = illegal_rule(action, phase=self.phase, legal=self.legal_actions(),
                            hand_mask=0 if seat is None else self.hands[seat])
        if rule is None:
            return None
        return IllegalActionError(self._refusal(rule, action), rule=rule)

    def _refusal(self, rule: str, action: object) -> str:
        """The English sentence for refusing ``action`` under ``rule``."""
        seat = self._current
        if rule == "wrong-phase":
            return self._wrong_phase(action)
        if rule == "no-trump":
            suit = getattr(action, "suit", None)
            if not (isinstance(suit, int) and 0 <= suit <= NO_TRUMP):
                return f"{suit!r} is not a suit"
            return "no trump is not allowed under these rules"
        if rule == "targets":
            wanted = ", ".join(str(t) for t in self.rules.target_list)
            return f"the dealer must give the targets {wanted}, one to each player"
        card = getattr(action, "card", None)
        if rule == "classic-return":
            allowed = " ".join(card_code(c) for c in self._classic_ties)
            return (f"seat {seat} gave back {_code(card)} but must give back its highest "
                    f"cards (choosing among {allowed})")
        if rule == "not-in-hand":
            if self.phase is Phase.EXCHANGE_GIVE and _is_card(card) \
                    and seat is not None and (self.hands[seat] >> card) & 1:
                return f"seat {seat} already gives {card_code(card)}"
            verb = {Phase.PLAY: "played", Phase.DISCARD: "discarded"}.get(self.phase, "gave")
            return f"seat {seat} {verb} {_code(card)} but does not hold it"
        name = SUIT_NAMES[suit_of(self.trick[0])]  # follow-suit
        return f"seat {seat} played {_code(card)} but holds {name} and must follow {name}"

    def led_suit(self) -> int | None:
        """The suit led to the trick in progress, if any card was led."""
        return suit_of(self.trick[0]) if self.trick else None

    def legal_mask(self) -> int:
        """Bitmask of the cards the current player may play (play phase only)."""
        assert self._current is not None
        return legal_mask(self.hands[self._current], self.trick)

    def is_legal(self, action: object) -> bool:
        """Whether ``action`` is among :meth:`legal_actions` (a card played is looked up in
        the legal cards' mask without making the list)."""
        if self.phase is Phase.PLAY and type(action) is Play:
            card = action.card
            if type(card) is int and 0 <= card < 52 and (self.legal_mask() >> card) & 1:
                return True
        return action in self.legal_actions()

    def legal_actions(self) -> list[Action]:
        """Every action the current player may take (empty exactly when the match is over)."""
        phase = self.phase
        if phase is Phase.PLAY:
            return [PLAY[c] for c in iter_cards(self.legal_mask())]
        if phase is Phase.MATCH_OVER:
            return []
        seat = self._current
        assert seat is not None
        if phase is Phase.TRUMP:
            return list(TRUMP[: 5 if self.rules.no_trump else 4])
        if phase is Phase.DISCARD:
            return [DISCARD[c] for c in iter_cards(self.hands[seat])]
        if phase is Phase.EXCHANGE_GIVE:
            pending = mask_of(self._classic_given)
            return [GIVE[c] for c in iter_cards(self.hands[seat] & ~pending)]
        if phase is Phase.EXCHANGE_RETURN:
            return [RETURN[c] for c in self._classic_ties if c not in self._classic_chosen]
        # ASSIGN_TARGETS
        return [AssignTargets(p) for p in sorted(set(permutations(self.rules.target_list)))]

    def clone(self) -> Match:
        """An independent copy (undo points, replay checkpoints). The match's own seeded
        generator is copied, so the copy deals what the original would; a generator given
        in (``rng``) is shared, as it belongs to the caller (a ``SystemRandom`` has no state
        to copy)."""
        other = Match.__new__(Match)
        other.__dict__.update(self.__dict__)
        for name in ("hands", "discards", "_steps", "exchange_plan", "_classic_given",
                     "_classic_forced", "_classic_ties", "_classic_chosen", "trick",
                     "trick_seats", "tricks_won", "completed_tricks", "last_trick_time",
                     "totals", "chips", "history", "start_events", "_exchanges"):
            setattr(other, name, list(getattr(self, name)))
        if self._own_rng:
            other.rng = random.Random()
            other.rng.setstate(self.rng.getstate())
        return other

    # ------------------------------------------------------------------ acting
    def apply(self, action: Action) -> list[ev.Event]:
        """Carry out ``action`` for the current player and return the events it caused.

        Raises :class:`IllegalActionError` (naming the rule broken) and changes nothing
        when the action is not legal now.
        """
        out: list[ev.Event] = []
        phase = self.phase
        if phase is Phase.PLAY and type(action) is Play:
            self._play(action.card, out)
        elif phase is Phase.DISCARD and type(action) is Discard:
            self._discard(action.card, out)
        elif phase is Phase.TRUMP and type(action) is NameTrump:
            self._name_trump(action.suit, out)
        elif phase is Phase.EXCHANGE_GIVE and type(action) is Give:
            self._give(action.card, out)
        elif phase is Phase.EXCHANGE_RETURN and type(action) is Return:
            self._return(action.card, out)
        elif phase is Phase.ASSIGN_TARGETS and type(action) is AssignTargets:
            self._assign(action.targets, out)
        else:
            raise IllegalActionError(self._wrong_phase(action), rule="wrong-phase")
        return out

    def _wrong_phase(self, action: object) -> str:
        if self.phase is Phase.MATCH_OVER:
            return "the match is over"
        what = {
            Phase.ASSIGN_TARGETS: "the dealer must assign the targets",
            Phase.EXCHANGE_GIVE: f"seat {self._current} must give a card in the exchange",
            Phase.EXCHANGE_RETURN: f"seat {self._current} must give back a card in the exchange",
            Phase.TRUMP: f"the dealer (seat {self._current}) must name trump",
            Phase.DISCARD: f"the dealer (seat {self._current}) must discard",
            Phase.PLAY: f"seat {self._current} must play a card",
        }[self.phase]
        try:
            # Any object may come in here; one without text() is caught just below.
            text = action.text()  # type: ignore[attr-defined]
        except (AttributeError, IndexError, TypeError, ValueError):  # not a well-formed action
            text = repr(action)
        return f"{text} is not possible now: {what}"

    def _require_card(self, seat: int, card: int, verb: str) -> None:
        if not (_is_card(card) and (self.hands[seat] >> card) & 1):
            raise IllegalActionError(
                f"seat {seat} {verb} {_code(card)} but does not hold it", rule="not-in-hand"
            )

    # ------------------------------------------------------------------ the hand
    def _choose_first_dealer(self) -> int:
        if self.rules.first_dealer is FirstDealer.RANDOM:
            return self.rng.randrange(self.players)
        # The cut: everyone cuts a card, highest rank deals; those tied for highest cut again.
        contenders = list(range(self.players))
        while True:
            cut = self.rng.sample(deck(), len(contenders))
            best = max(c % 13 for c in cut)
            contenders = [s for s, c in zip(contenders, cut, strict=False) if c % 13 == best]
            if len(contenders) == 1:
                return contenders[0]

    def _deal(self) -> tuple[list[list[int]], list[int]]:
        rules, n = self.rules, self.players
        given = self._deals(self.hand_index, self.dealer) if self._deals is not None else None
        if given is not None:
            problem = deal_problem(rules, given[0], given[1])
            if problem is not None:  # a deal from a file: never play with a wrong deck
                raise ValueError(f"the deal of hand {self.hand_index + 1}: {problem}")
            return [list(h) for h in given[0]], list(given[1])
        cards = deck(without_two_of_clubs=not rules.has_kitty)
        self.rng.shuffle(cards)
        hands: list[list[int]] = [[] for _ in range(n)]
        pos = 0
        size = rules.hand_size
        # Packets of four clockwise from the dealer's left; a 17-card hand ends with singles.
        while pos < size * n:
            packet = 4 if size - len(hands[(self.dealer + 1) % n]) >= 4 else 1
            for i in range(n):
                seat = (self.dealer + 1 + i) % n
                hands[seat].extend(cards[pos:pos + packet])
                pos += packet
        return hands, cards[pos:]

    def _start_hand(self, out: list[ev.Event]) -> None:
        rules, n = self.rules, self.players
        if self.hand_index >= 0:
            self._past_hands += (self.current_hand_log(),)
        self.hand_index += 1
        if self.hand_index > 0:
            self.dealer = (self.dealer + 1) % n
        dealer = self.dealer
        tl = rules.target_list
        self.targets = tuple(tl[(seat - dealer) % n] for seat in range(n))
        hands, kitty = self._deal()
        self.hands = [mask_of(h) for h in hands]
        self.kitty = tuple(kitty)
        self.kitty_taken = False
        self.discards = []
        self.exchange_plan = []  # the new plan is made when the exchange step comes
        self.trump = None
        self.trick, self.trick_seats = [], []
        self.trick_number = 0
        self.tricks_won = [0] * n
        self.completed_tricks = []
        self.leader = (dealer + 1) % n
        self._dealt = tuple(tuple(h) for h in hands)
        self._assigned_targets = None
        self._exchanges = []
        out.append(ev.HandStarted(self.hand_index, dealer, self.targets))
        out.append(ev.CardsDealt(dealer, self._dealt, self.kitty, len(kitty)))
        exchange = rules.exchange is not ExchangeMode.NONE and self.last_points is not None
        timing = rules.exchange_timing
        after = _EXCHANGE if exchange and timing is ExchangeTiming.AFTER_TRUMP else None
        steps: list[_Step | None] = []
        if rules.dealer_assigns_targets:
            steps.append(_ASSIGN)
        if exchange and timing is ExchangeTiming.BEFORE_TRUMP:
            steps.append(_EXCHANGE)
        trump, discard, take = _TRUMP, _DISCARD, _TAKE
        steps += {
            KittyMode.DISCARD_THEN_TAKE: [trump, after, discard, take],
            KittyMode.TAKE_THEN_DISCARD: [take, trump, after, discard],
            KittyMode.BLIND: [trump, after, take, discard],
            KittyMode.NONE: [trump, after],
        }[rules.kitty]
        steps.append(_PLAY)
        self._steps = [s for s in steps if s]
        self._advance(out)

    def _advance(self, out: list[ev.Event]) -> None:
        """Run the hand's next steps until one needs a player's decision."""
        while self._steps:
            step = self._steps.pop(0)
            if step is _ASSIGN:
                self.phase, self._current = Phase.ASSIGN_TARGETS, self.dealer
                return
            if step is _TRUMP:
                self.phase, self._current = Phase.TRUMP, self.dealer
                return
            if step is _DISCARD:
                self.phase, self._current = Phase.DISCARD, self.dealer
                return
            if step is _TAKE:
                self.hands[self.dealer] |= mask_of(self.kitty)
                self.kitty_taken = True
                out.append(ev.KittyTaken(self.dealer, self.kitty))
                continue
            if step is _EXCHANGE:
                assert self.last_points is not None
                self.exchange_plan = exchange_plan(self.last_points, self.targets, self.dealer)
                self._pair = -1
                if self._next_pair(out):
                    return
                continue
            if step is _PLAY:
                self.phase, self._current = Phase.PLAY, self.leader
                return
        raise AssertionError("a hand ran out of steps")

    # ------------------------------------------------------------------ targets
    def _assign(self, targets: tuple[int, ...], out: list[ev.Event]) -> None:
        numbers = isinstance(targets, (tuple, list)) and all(type(t) is int for t in targets)
        if not numbers or sorted(targets) != sorted(self.rules.target_list):
            wanted = ", ".join(str(t) for t in self.rules.target_list)
            raise IllegalActionError(
                f"the dealer must give the targets {wanted}, one to each player", rule="targets"
            )
        self.targets = tuple(targets)
        self._assigned_targets = self.targets
        out.append(ev.TargetsAssigned(self.dealer, self.targets))
        self._advance(out)

    # ------------------------------------------------------------------ exchange
    def _next_pair(self, out: list[ev.Event]) -> bool:
        """Move to the next exchange pair; False when the exchange is over."""
        self._pair += 1
        self._pair_done = 0
        self._classic_given, self._classic_chosen = [], []
        if self._pair >= len(self.exchange_plan):
            return False
        up, down, count = self.exchange_plan[self._pair]
        out.append(ev.ExchangeBegins(up, down, count))
        self.phase, self._current = Phase.EXCHANGE_GIVE, up
        return True

    def _finish_pair(self, out: list[ev.Event]) -> None:
        if not self._next_pair(out):
            self._advance(out)

    def _give(self, card: int, out: list[ev.Event]) -> None:
        up, down, count = self.exchange_plan[self._pair]
        self._require_card(up, card, "gave")
        if self.rules.exchange is ExchangeMode.RULEBOOK:
            back = rulebook_return(self.hands[down], card)
            if back != card:
                self.hands[up] ^= (1 << card) | (1 << back)
                self.hands[down] ^= (1 << card) | (1 << back)
            self._exchanges.append(ExchangeEntry(up, down, (card,), (back,)))
            out.append(ev.CardExchanged(up, down, card, back))
            self._pair_done += 1
            if self._pair_done == count:
                self._finish_pair(out)
            return
        if card in self._classic_given:
            raise IllegalActionError(
                f"seat {up} already gives {card_code(card)}", rule="not-in-hand"
            )
        self._classic_given.append(card)
        if len(self._classic_given) < count:
            return
        forced, ties, choose = classic_returns(self.hands[down], count)
        self._classic_forced, self._classic_ties, self._classic_choose = forced, ties, choose
        if choose == 0 or choose == len(ties):
            self._classic_swap(forced + ties, out)
        else:
            self.phase, self._current = Phase.EXCHANGE_RETURN, down

    def _return(self, card: int, out: list[ev.Event]) -> None:
        down = self.exchange_plan[self._pair][1]
        if card not in self._classic_ties or card in self._classic_chosen:
            allowed = " ".join(card_code(c) for c in self._classic_ties)
            raise IllegalActionError(
                f"seat {down} gave back {_code(card)} but must give back its highest cards "
                f"(choosing among {allowed})",
                rule="classic-return",
            )
        self._classic_chosen.append(card)
        if len(self._classic_chosen) == self._classic_choose:
            self._classic_swap(self._classic_forced + self._classic_chosen, out)

    def _classic_swap(self, back: list[int], out: list[ev.Event]) -> None:
        up, down, count = self.exchange_plan[self._pair]
        given = list(self._classic_given)
        gmask, bmask = mask_of(given), mask_of(back)
        self.hands[up] = (self.hands[up] & ~gmask) | bmask
        self.hands[down] = (self.hands[down] & ~bmask) | gmask
        self._exchanges.append(ExchangeEntry(up, down, tuple(given), tuple(back)))
        out.append(ev.CardsExchanged(up, down, tuple(given), tuple(back), count))
        self._finish_pair(out)

    # ------------------------------------------------------------------ trump and kitty
    def _name_trump(self, suit: int, out: list[ev.Event]) -> None:
        if not (isinstance(suit, int) and 0 <= suit <= NO_TRUMP):
            raise IllegalActionError(f"{suit!r} is not a suit", rule="no-trump")
        if suit == NO_TRUMP and not self.rules.no_trump:
            raise IllegalActionError("no trump is not allowed under these rules", rule="no-trump")
        self.trump = suit
        out.append(ev.TrumpNamed(self.dealer, suit))
        self._advance(out)

    def _discard(self, card: int, out: list[ev.Event]) -> None:
        self._require_card(self.dealer, card, "discarded")
        self.hands[self.dealer] ^= 1 << card
        self.discards.append(card)
        out.append(ev.CardDiscarded(self.dealer, card))
        if len(self.discards) == len(self.kitty):
            self._advance(out)

    # ------------------------------------------------------------------ play
    def _play(self, card: int, out: list[ev.Event]) -> None:
        seat = self._current
        assert seat is not None
        self._require_card(seat, card, "played")
        hand = self.hands[seat]
        trick = self.trick
        if not (legal_mask(hand, trick) >> card) & 1:
            name = SUIT_NAMES[suit_of(trick[0])]
            raise IllegalActionError(
                f"seat {seat} played {card_code(card)} but holds {name} and must follow {name}",
                rule="follow-suit",
            )
        self.hands[seat] = hand ^ (1 << card)
        trick.append(card)
        self.trick_seats.append(seat)
        out.append(ev.CardPlayed(seat, card))
        if len(trick) < self.players:
            self._current = (seat + 1) % self.players
            return
        self._close_trick(out)

    def _close_trick(self, out: list[ev.Event]) -> None:
        trick, seats = self.trick, self.trick_seats
        winner = seats[trick_winner(trick, self.trump)]
        self.tricks_won[winner] += 1
        self._trick_clock += 1
        self.last_trick_time[winner] = self._trick_clock
        cards = tuple(trick)
        self.completed_tricks.append((self.leader, winner, cards))
        out.append(ev.TrickWon(self.trick_number, winner, self.leader, cards))
        self.trick_number += 1
        self.trick, self.trick_seats = [], []
        self.leader = winner
        if self.trick_number < self.rules.hand_size:
            self._current = winner
            return
        self._score_hand(out)

    # ------------------------------------------------------------------ scoring
    def _score_hand(self, out: list[ev.Event]) -> None:
        n = self.players
        points = tuple(self.tricks_won[s] - self.targets[s] for s in range(n))
        chips = hand_chips(points)
        for s in range(n):
            self.totals[s] += points[s]
            self.chips[s] += chips[s]
        self.last_points = points
        scored = ev.HandScored(self.hand_index, tuple(self.tricks_won), points,
                               tuple(self.totals), chips, tuple(self.chips))
        self.history.append(scored)
        out.append(scored)
        result = self._match_result()
        if result is None:
            self._start_hand(out)
            return
        self.winner, self.end_reason = result
        self.phase, self._current = Phase.MATCH_OVER, None
        standings = self.chips if self.rules.match_end is MatchEnd.CHIPS else self.totals
        out.append(ev.MatchOver(self.winner, self.end_reason, tuple(standings)))

    def _match_result(self) -> tuple[int, ev.EndReason] | None:
        rules = self.rules
        if rules.twelve_tricks_wins:
            big = [s for s in range(self.players) if self.tricks_won[s] >= 12]
            if big:
                return big[0], ev.EndReason.TWELVE_TRICKS
        played = self.hand_index + 1
        result = self._normal_end(played)
        if result is None and played >= rules.hand_limit:
            # nothing else ended it: the best standing of this match end wins
            assert self.last_points is not None
            chips = rules.match_end is MatchEnd.CHIPS
            return decide_winner(self.chips if chips else self.totals, self.last_points,
                                 self.last_trick_time, self.dealer, ev.EndReason.HAND_LIMIT)
        return result

    def _normal_end(self, played: int) -> tuple[int, ev.EndReason] | None:
        """The end of the match by its match-end rule after ``played`` hands, if reached."""
        rules = self.rules
        assert self.last_points is not None
        if rules.match_end is MatchEnd.ROTATION:
            return rotation_winner(rules, played, self.dealer, self.last_points)
        if rules.match_end is MatchEnd.POINTS:
            if max(self.totals) < rules.point_limit:
                return None
            return decide_winner(self.totals, self.last_points, self.last_trick_time,
                                 self.dealer, ev.EndReason.POINT_LIMIT)
        if played < rules.hands:
            return None
        if rules.match_end is MatchEnd.CHIPS:
            # ties "as in Rulebook": points (not chips) in the last hand, then latest trick
            return decide_winner(self.chips, self.last_points, self.last_trick_time,
                                 self.dealer, ev.EndReason.CHIPS)
        return decide_winner(self.totals, self.last_points, self.last_trick_time, self.dealer,
                             ev.EndReason.HANDS)

    # ------------------------------------------------------------------ text helpers
    def describe(self) -> str:
        """A short human-readable line about the state (for logs and the command line)."""
        trump = "-" if self.trump is None else suit_code(self.trump)
        return (f"hand {self.hand_index + 1} dealer {self.dealer} trump {trump} "
                f"phase {self.phase.value} tricks {self.tricks_won} totals {self.totals}")


__all__ = ["SUITS", "SUIT_NAMES", "DealSource", "Match", "Phase", "deal_problem"]
