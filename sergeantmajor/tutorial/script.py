"""What a lesson is made of: scenes with prepared deals, steps, highlights and refusals.

A :class:`Scene` is one match set up for a point: its rules, the first dealer, prepared deals
for the hands the player sees, and a *prelude* that plays earlier hands (or the early tricks
of the hand) silently with a fixed, simple policy, so that the scene can start where the
point is made (hand 2 after the player was up, the last tricks of the deciding hand). Then
the scene's script runs: the computer players' prepared moves and the player's steps, each
step accepting only the action it teaches.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import Action, Match, NameTrump, Phase, Rules, parse_action
from ..engine.cards import SUIT_MASKS, parse_card
from .markers import Text


@dataclass(frozen=True)
class Highlight:
    """What the table lights up for a step.

    ``cards`` are cards of the player's hand; ``targets`` name places on the table:
    ``"trick"``, ``"discard"``, ``"kitty"``, ``"score"``, ``"seat:N"`` (a player, e.g. the
    one to drag an exchanged card onto), ``"target:N"`` (the target shown at seat N) and
    ``"trump:S"`` (the button that names a suit as trump, by suit code).
    """

    cards: tuple[int, ...] = ()
    targets: tuple[str, ...] = ()


@dataclass(frozen=True)
class Step:
    """One thing the player does.

    ``bots`` are the computer players' prepared moves that come before it. ``accept`` are the
    actions the step accepts; the step is done after ``times`` of them (four discards, in any
    order). ``rule`` is the rule the step teaches: the sentence that refuses any other action
    the engine would allow.
    """

    text: Text
    accept: tuple[Action, ...]
    rule: Text
    highlight: Highlight = Highlight()
    bots: tuple[Action, ...] = ()
    times: int = 1


@dataclass(frozen=True)
class Prelude:
    """Play silently, with :func:`prelude_move`, until hand ``hand`` is at trick ``trick``.

    ``trick == 0`` stops as soon as that hand is dealt; a later trick stops before its first
    card.
    """

    hand: int
    trick: int = 0


@dataclass(frozen=True)
class Scene:
    """One match of a lesson and the script played on it."""

    rules: Rules
    first_dealer: int
    steps: tuple[Step, ...]
    closing: Text  # what the scene showed, said when its script is over
    deals: dict[int, tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]] = field(
        default_factory=dict)  # hand index -> (cards per seat, kitty)
    seed: int = 0  # shuffles the hands that are not prepared (played in the prelude)
    prelude: Prelude | None = None
    after: tuple[Action, ...] = ()  # prepared moves after the last step (finish the trick)

    def new_match(self) -> Match:
        """The scene's match, with the prelude played."""
        deals = self.deals

        def source(hand_index: int, dealer: int) -> tuple[
                tuple[tuple[int, ...], ...], tuple[int, ...]] | None:
            return deals.get(hand_index)

        match = Match(self.rules, self.seed, first_dealer=self.first_dealer, deals=source)
        if self.prelude is not None:
            play_prelude(match, self.prelude)
        return match


@dataclass(frozen=True)
class Lesson:
    """A lesson: an id (for the progress), a title, a one-line summary and its scenes."""

    id: str
    title: Text
    summary: Text
    scenes: tuple[Scene, ...]


@dataclass(frozen=True)
class Refusal:
    """Why an action was refused: the rule's sentence, and what the step asks instead."""

    rule: Text
    hint: Text | None = None


def prelude_move(match: Match) -> Action:
    """The fixed policy of the silent prelude: the longest suit as trump, else the first
    legal action (the lowest card)."""
    actions = match.legal_actions()
    if match.phase is Phase.TRUMP:
        seat = match.current_player()
        assert seat is not None
        hand = match.hands[seat]
        suits = [a for a in actions if isinstance(a, NameTrump) and a.suit < 4]
        return max(suits, key=lambda a: (hand & SUIT_MASKS[a.suit]).bit_count())
    return actions[0]


def play_prelude(match: Match, prelude: Prelude) -> None:
    """Play ``match`` on with :func:`prelude_move` until the prelude's point is reached."""
    while not match.is_terminal():
        if match.hand_index == prelude.hand:
            if prelude.trick == 0:
                return
            if match.trick_number == prelude.trick and not match.trick \
                    and match.phase is Phase.PLAY:
                return
        if match.hand_index > prelude.hand:
            raise ValueError(f"the prelude passed hand {prelude.hand} trick {prelude.trick}")
        match.apply(prelude_move(match))
    raise ValueError("the prelude ended the match")


# ---------------------------------------------------------------------- writing lessons
def cards(text: str) -> tuple[int, ...]:
    """Cards from codes separated by spaces: ``"AH 5H TC"``."""
    return tuple(parse_card(code) for code in text.split())


def actions(*texts: str) -> tuple[Action, ...]:
    """Actions from their text form: ``actions("play AH", "trump S")``."""
    return tuple(parse_action(text) for text in texts)


def plays(text: str) -> tuple[Action, ...]:
    """One ``play`` action per card code: ``plays("5H 9H")``."""
    return tuple(parse_action(f"play {code}") for code in text.split())


def deal(seat0: str, seat1: str, kitty: str) -> tuple[
        tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """A prepared deal: seats 0 and 1 and the kitty as given, seat 2 gets the rest.

    Raises ``ValueError`` when a card is dealt twice or the hands are not 16 cards.
    """
    first, second, rest_kitty = cards(seat0), cards(seat1), cards(kitty)
    taken = first + second + rest_kitty
    if len(set(taken)) != len(taken):
        raise ValueError("a card is dealt twice")
    third = tuple(c for c in range(52) if c not in set(taken))
    hands = (first, second, third)
    if any(len(hand) != 16 for hand in hands) or len(rest_kitty) != 4:
        raise ValueError(f"hands of {[len(h) for h in hands]} cards and a kitty of "
                         f"{len(rest_kitty)}")
    return hands, rest_kitty

