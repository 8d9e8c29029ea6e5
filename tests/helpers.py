"""Small tools for the rule tests: fixed deals from card codes, scripted actions, steered hands.

A test builds a deal with :func:`hand` (``"S:AKQ H:T92 AC"``), checks it with
:func:`deal_source`, and drives a :class:`Match` with :func:`run` (action texts such as
``"play AS"``) or :func:`steer_hand` (plays a hand so that each seat takes a chosen number of
tricks, found by a small depth-first search over legal plays).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import permutations, product

from sergeantmajor.engine import Match, Phase, Rules, parse_action, parse_card
from sergeantmajor.engine.actions import Action, AssignTargets, Discard, NameTrump, Play
from sergeantmajor.engine.cards import RANKS, SUIT_MASKS, SUITS, cards_of, deck

Deal = tuple[list[list[int]], list[int]]


def hand(text: str) -> list[int]:
    """Cards from a compact text: ``"S:AKQJ H:T9 2C"`` (suit blocks or single codes)."""
    out: list[int] = []
    for token in text.split():
        if ":" in token:
            suit, ranks = token.split(":")
            out.extend(parse_card(rank + suit) for rank in ranks)
        else:
            out.append(parse_card(token))
    if len(set(out)) != len(out):
        raise ValueError(f"a card appears twice in {text!r}")
    return out


def codes(cards: Iterable[int]) -> str:
    """Card codes joined by spaces (for readable assertion messages)."""
    return " ".join(RANKS[c % 13] + SUITS[c // 13] for c in cards)


def check_deal(rules: Rules, hands: Sequence[Sequence[int]], kitty: Sequence[int]) -> Deal:
    """Check that ``hands`` + ``kitty`` are exactly the deck of ``rules`` and return them."""
    all_cards = [c for h in hands for c in h] + list(kitty)
    expected = deck(without_two_of_clubs=not rules.has_kitty)
    if sorted(all_cards) != expected:
        missing = sorted(set(expected) - set(all_cards))
        extra = sorted(c for c in all_cards if all_cards.count(c) > 1 or c not in expected)
        raise ValueError(f"not a deal: missing {codes(missing)}, extra {codes(set(extra))}")
    if any(len(h) != rules.hand_size for h in hands):
        raise ValueError(f"hands must have {rules.hand_size} cards: {[len(h) for h in hands]}")
    return [list(h) for h in hands], list(kitty)


def deal_source(rules: Rules, *deals: tuple[Sequence[str], str]):
    """A ``deals`` callable for :class:`Match`: deal ``i`` for hand ``i`` (text form).

    Hands past the listed ones get the last listed deal again, so long matches can reuse one.
    """
    built = [check_deal(rules, [hand(t) for t in hands], hand(kitty)) for hands, kitty in deals]

    def source(index: int, dealer: int) -> Deal:
        hands, kitty = built[min(index, len(built) - 1)]
        return [list(h) for h in hands], list(kitty)

    return source


def ladder(players: int = 3, top: int = 0, blocks: bool = False) -> tuple[list[str], str]:
    """A deal where every seat holds the same number of cards of each suit.

    Seat ``top`` holds the best card of each rank group, the next seats clockwise the next.
    Every suit is dealt the same way, the 2s form the kitty, so while the dealer keeps one
    card per suit every trick is of one suit and nobody ever ruffs: who wins is decided by
    the ranks chosen, which lets :func:`steer_hand` reach almost any split of the tricks.
    With ``blocks`` seat ``top`` holds the highest ranks outright (lopsided splits).
    """
    ranks = "AKQJT98765432"[: 13 - 1]  # the 2s go to the kitty
    per_seat = ["" for _ in range(players)]
    size = len(ranks) // players
    for i, rank in enumerate(ranks):
        # blocks: seat ``top`` holds the highest ranks of each suit outright
        step = i // size if blocks else i
        per_seat[(top + step) % players] += rank
    hands = [" ".join(f"{s}:{per_seat[seat]}" for s in SUITS) for seat in range(players)]
    return hands, "2S 2H 2D 2C"


def run(match: Match, *actions: str | Action) -> list:
    """Apply actions (texts like ``"play AS"`` or Action objects) in order; return all events."""
    events: list = []
    for action in actions:
        act = parse_action(action) if isinstance(action, str) else action
        events.extend(match.apply(act))
    return events


def lowest_legal(match: Match) -> Action:
    """The legal action with the lowest card (or the first legal action): deterministic."""
    return match.legal_actions()[0]


def highest_legal(match: Match) -> Action:
    """The legal action with the highest card (or the last legal action): deterministic."""
    return match.legal_actions()[-1]


def finish_hand(match: Match, choose=lowest_legal) -> list:
    """Take ``choose(match)`` until the hand in progress is scored; return the events."""
    start, events = match.hand_index, []
    while not match.is_terminal() and match.hand_index == start:
        events.extend(match.apply(choose(match)))
    return events


def balanced_discard(match: Match) -> Action:
    """Discard the lowest card of the dealer's longest suit (keeps a ladder deal balanced)."""
    held = match.hands[match.dealer]
    longest = max(range(4), key=lambda s: ((held & SUIT_MASKS[s]).bit_count(), -s))
    return Discard(cards_of(held & SUIT_MASKS[longest])[0])


def prepare_play(match: Match, trump: int = 0) -> list:
    """Name ``trump`` and make balanced discards until the hand reaches the play phase.

    A dealer who assigns targets gives the usual ones (dealer 8, eldest 5, middle 3).
    """
    events: list = []
    while match.phase is not Phase.PLAY:
        if match.phase is Phase.ASSIGN_TARGETS:
            events.extend(match.apply(AssignTargets(match.targets)))
        elif match.phase is Phase.TRUMP:
            events.extend(match.apply(NameTrump(trump)))
        elif match.phase is Phase.DISCARD:
            events.extend(match.apply(balanced_discard(match)))
        else:
            raise AssertionError(f"prepare_play cannot decide in phase {match.phase}")
    return events


def _suit_outcomes(holdings: list[list[int]]) -> dict[tuple[int, ...], list[tuple[int, ...]]]:
    """Every split of one suit's tricks the seats can reach, each with a list of tricks.

    ``holdings[seat]`` are the seat's cards of the suit (all seats hold as many). A trick is
    a tuple of one card per seat; the highest card wins it.
    """
    first, others = holdings[0], holdings[1:]
    outcomes: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
    for orders in product(*(permutations(h) for h in others)):
        tricks = [tuple(col) for col in zip(first, *orders, strict=True)]
        split = [0] * len(holdings)
        for trick in tricks:
            split[max(range(len(trick)), key=trick.__getitem__)] += 1
        outcomes.setdefault(tuple(split), tricks)
    return outcomes


def steer_hand(match: Match, tricks: Sequence[int], last_winner: int | None = None) -> list:
    """Play the rest of the hand so that seat ``s`` ends with ``tricks[s]`` tricks.

    Works when every seat holds as many cards of each suit as the others (a :func:`ladder`
    deal after balanced discards): then every trick is of one suit, nobody can ruff, and the
    tricks of each suit can be planned on their own and played in any order. Raises
    AssertionError when the split cannot be reached. With ``last_winner`` the hand's last
    trick goes to that seat. Returns the events of the hand.
    """
    n, hands = match.players, match.hands
    if match.phase is not Phase.PLAY or match.trick:
        raise ValueError("steer_hand starts at the beginning of the play")
    holdings = [[cards_of(hands[s] & SUIT_MASKS[suit]) for s in range(n)] for suit in range(4)]
    if any(len({len(h) for h in suit_cards}) != 1 for suit_cards in holdings):
        raise ValueError("steer_hand needs every seat to hold as many cards of each suit")
    reachable: dict[tuple[int, ...], list[tuple[int, ...]]] = {(0,) * n: []}
    for suit_cards in holdings:
        if not suit_cards[0]:
            continue
        outcomes = _suit_outcomes(suit_cards)
        step: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
        for done, plan in reachable.items():
            for split, suit_plan in outcomes.items():
                total = tuple(a + b for a, b in zip(done, split, strict=True))
                if all(t <= w for t, w in zip(total, tricks, strict=True)):
                    step.setdefault(total, plan + suit_plan)
        reachable = step
    plan = reachable.get(tuple(tricks))
    if plan is None:
        raise AssertionError(f"no line of play gives tricks {tuple(tricks)}")
    if last_winner is not None:
        def wins(trick: tuple[int, ...]) -> bool:
            return max(range(n), key=trick.__getitem__) == last_winner

        plan = [t for t in plan if not wins(t)] + [t for t in plan if wins(t)]
    events: list = []
    for trick in plan:
        leader = match.current_player()
        for i in range(n):
            seat = (leader + i) % n
            events.extend(match.apply(Play(trick[seat])))
    return events


def play_hand_to(
    match: Match, tricks: Sequence[int], trump: int = 0, last_winner: int | None = None
) -> list:
    """Name trump, discard, then steer the hand to ``tricks``: one whole scripted hand."""
    return prepare_play(match, trump) + steer_hand(match, tricks, last_winner)


# ----------------------------------------------------------------------------- exchange scenes
# Seat 1 (hand 2's dealer, and the down player of scenario A) holds A T 3 of hearts, T 3 of
# diamonds, no clubs; the kitty holds the queen of diamonds.
RULEBOOK_DEAL = (
    ["S:A2 H:QJ2 D:J5 C:AKQJT9876", "S:KQJT9876543 H:AT3 D:T3", "H:K987654 D:AK987642 2C"],
    "QD 5C 4C 3C",
)
# Seat 1's highest ranks: A (hearts), K, Q (spades), then three tens (S, H, D).
CLASSIC_DEAL = (
    ["S:AJ2 H:QJ2 D:J5 C:AKQJT987", "S:KQT9876543 H:AT3 D:T32", "H:K987654 D:AKQ98764 6C"],
    "C:5432",
)

ONE_UP_ONE_DOWN = (12, 1, 3)  # points +4, -4, 0
ONE_UP_TWO_DOWN = (5, 9, 2)  # points -3, +4, -1
TWO_UP_ONE_DOWN = (9, 2, 5)  # points +1, -3, +2


def second_hand(
    rules: Rules, tricks: Sequence[int], deal2: tuple[list[str], str] = RULEBOOK_DEAL
) -> tuple[Match, list]:
    """The match at the start of hand 2 (dealer 1, deal ``deal2``) after hand 1 (dealer 0, a
    ladder deal) went to ``tricks``; and the events of hand 1 and the start of hand 2."""
    for top in range(rules.players):
        match = Match(rules, first_dealer=0,
                      deals=deal_source(rules, ladder(rules.players, top), deal2))
        try:
            events = play_hand_to(match, tricks)
        except AssertionError:
            continue
        assert match.hand_index == 1 and match.history[0].tricks == tuple(tricks)
        return match, events
    raise AssertionError(f"no ladder deal reaches the split {tuple(tricks)}")




def first_of(events: Iterable, kind: type):
    """The first event of type ``kind`` (AssertionError if there is none)."""
    for event in events:
        if isinstance(event, kind):
            return event
    raise AssertionError(f"no {kind.__name__} among the events")


def all_of(events: Iterable, kind: type) -> list:
    """Every event of type ``kind``, in order."""
    return [e for e in events if isinstance(e, kind)]




def steered_match(
    rules: Rules,
    splits: Sequence[Sequence[int]],
    first_dealer: int = 0,
    last_winners: Sequence[int | None] | None = None,
) -> tuple[Match, list]:
    """A match whose hands are ladder deals steered to ``splits`` (tricks per seat), in order.

    For each hand it finds a ladder (which seat holds the top cards) that can reach the split.
    Use it with ``exchange="none"``: an exchange would unbalance the ladder. Returns the match
    after the last listed hand and every event since the start.
    """
    last = list(last_winners) if last_winners else [None] * len(splits)
    tops: list[int] = []

    def build(chosen: list[int]) -> tuple[Match, list]:
        deals = [ladder(rules.players, top) for top in chosen]
        match = Match(rules, first_dealer=first_dealer, deals=deal_source(rules, *deals))
        events = list(match.start_events)
        for split, winner in zip(splits[: len(chosen)], last, strict=False):
            events += play_hand_to(match, split, last_winner=winner)
        return match, events

    for index in range(len(splits)):
        for top in range(rules.players):
            try:
                build([*tops, top])
            except AssertionError:
                continue
            tops.append(top)
            break
        else:
            raise AssertionError(f"no ladder deal reaches hand {index + 1}'s split {splits[index]}")
    return build(tops)


__all__ = [
    "CLASSIC_DEAL",
    "ONE_UP_ONE_DOWN",
    "ONE_UP_TWO_DOWN",
    "RULEBOOK_DEAL",
    "TWO_UP_ONE_DOWN",
    "all_of",
    "balanced_discard",
    "check_deal",
    "codes",
    "deal_source",
    "finish_hand",
    "first_of",
    "hand",
    "highest_legal",
    "ladder",
    "lowest_legal",
    "play_hand_to",
    "prepare_play",
    "run",
    "second_hand",
    "steer_hand",
    "steered_match",
]


# Every value of every switch at least once (test_playouts checks the coverage); the random
# play-outs, the turn loop and the network tables run over these.
RULE_SET = [
    Rules(),
    Rules.preset("traditional"),
    Rules.preset("casual"),
    Rules(kitty="blind", exchange_timing="after-trump", match_end="chips", hands=4,
          no_trump=True),
    Rules.preset("rulebook", kitty="none", twelve_tricks_wins=True, dealer_assigns_targets=True),
    Rules(targets="9-5-2", exchange="none", match_end="rotation", rotation="lenient"),
    Rules.preset("traditional", players=4, exchange_timing="after-trump"),
    Rules.preset("rulebook", players=4, targets="7-4-3-2", dealer_assigns_targets=True,
                 no_trump=True, match_end="hands", hands=4),
    Rules.preset("rulebook", kitty="none", exchange="classic", exchange_timing="after-trump",
                 first_dealer="cut", point_limit=5),
    Rules(kitty="take-then-discard", exchange_timing="after-trump", point_limit=8,
          twelve_tricks_wins=True),
    # the overview's 16 tricks of targets under the points end: totals drift down, and only
    # the hand limit ends the match
    Rules.preset("casual", players=4, targets="6-4-3-3", match_end="points"),
]
