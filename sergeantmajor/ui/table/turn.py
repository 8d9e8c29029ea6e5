"""What the table offers when the engine waits for the player, built from their seat view.

Everything comes from ``SeatView.legal_actions`` and ``SeatView.exchange_step`` (who gives to
whom, how many are left): the offer never works out a rule. ``action_for`` only names the
action a gesture means ("this card on the trick" is a play); whether it is legal is the
engine's answer when the action is taken.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ...app import words
from ...engine import Action, AssignTargets, Discard, Give, NameTrump, Phase, Play, Return
from ...engine.cards import RED_SUITS, rank_of, suit_of
from ...engine.rules import ExchangeMode
from ...engine.view import SeatView
from . import texts
from .scene_items import TableButton

Target = tuple[str, int | None]  # ("trick" | "discard" | "seat", seat)
TRICK: Target = ("trick", None)
DISCARD: Target = ("discard", None)

_DEFAULT: dict[Phase, Callable[[int], Action]] = {
    Phase.PLAY: Play, Phase.DISCARD: Discard, Phase.EXCHANGE_GIVE: Give,
    Phase.EXCHANGE_RETURN: Return}


class TurnOffer:
    """The player's choices now: prompt, buttons, which card may go where."""

    def __init__(self, view: SeatView, names: list[str]) -> None:
        self.view = view
        self.names = names
        self.phase = view.phase
        self.legal = set(view.legal_actions)
        self.step = view.exchange_step

    # ------------------------------------------------------------------ the exchange
    @property
    def classic_give(self) -> bool:
        """The classic exchange: the player chooses several cards, then presses Give."""
        return (self.phase is Phase.EXCHANGE_GIVE
                and self.view.rules.exchange is ExchangeMode.CLASSIC and self.step is not None)

    @property
    def need(self) -> int:
        """Cards the player still has to give in the exchange pair in progress."""
        return self.step.remaining if self.step is not None and self.classic_give else 0

    def aside(self) -> tuple[int, ...]:
        """Cards already given in this pair, waiting for the swap (no longer legal to give)."""
        if not self.classic_give:
            return ()
        return tuple(c for c in self.view.hand if Give(c) not in self.legal)

    def offered(self) -> list[int]:
        """The classic give's suggestion: the lowest cards still in hand (the player may
        choose others)."""
        free = [c for c in self.view.hand if Give(c) in self.legal]
        return sorted(free, key=lambda c: (rank_of(c), suit_of(c)))[: self.need]

    @property
    def down(self) -> int | None:
        """Who receives the cards given now."""
        return self.step.down if self.step is not None else None

    # ------------------------------------------------------------------ words
    def prompt(self) -> str:
        """What the player should do now, in words."""
        view, phase = self.view, self.phase
        if phase is Phase.PLAY:
            if not view.trick:
                return texts.prompt_lead()
            led = suit_of(view.trick[0][1])
            can_follow = any(isinstance(a, Play) and suit_of(a.card) == led for a in self.legal)
            return texts.prompt_follow(led, can_follow)
        if phase is Phase.TRUMP:
            return texts.prompt_trump()
        if phase is Phase.DISCARD:
            return texts.prompt_discard(view.kitty_size - view.discards_made)
        if phase is Phase.EXCHANGE_GIVE and self.step is not None:
            name = self.names[self.step.down]
            if self.classic_give:
                return texts.prompt_classic_give(name, self.need)
            return texts.prompt_rulebook_give(name)
        if phase is Phase.EXCHANGE_RETURN:
            return texts.prompt_return()
        if phase is Phase.ASSIGN_TARGETS:
            return texts.prompt_targets()
        return ""

    # ------------------------------------------------------------------ choices
    def buttons(self, perform: Callable[[Action], object],
                give: Callable[[], object]) -> list[TableButton]:
        """Suit buttons, target choices or the classic exchange's Give button."""
        out: list[TableButton] = []
        if self.phase is Phase.TRUMP:
            for action in self.view.legal_actions:
                if not isinstance(action, NameTrump):
                    continue
                suit = action.suit
                button = TableButton(partial(perform, action), red=suit in RED_SUITS)
                button.setData(0, suit)
                button.set_text(words.suit_symbol(suit), words.suit_name(suit))
                out.append(button)
        elif self.classic_give:
            button = TableButton(give)
            button.setData(0, "give")
            button.set_text(*texts.give_button())
            out.append(button)
        elif self.phase is Phase.ASSIGN_TARGETS:
            for action in self.view.legal_actions:
                if not isinstance(action, AssignTargets):
                    continue
                button = TableButton(partial(perform, action))
                button.set_text(" · ".join(f"{self.names[s]} {t}"
                                           for s, t in enumerate(action.targets)))
                out.append(button)
        return out

    def legal_cards(self) -> set[int]:
        """Cards of the hand some legal action uses."""
        return {a.card for a in self.legal if isinstance(a, (Play, Discard, Give, Return))}

    def action_for(self, card: int, target: Target) -> Action | None:
        """The action "put ``card`` on ``target``" means now (``None``: nothing)."""
        kind, seat = target
        if kind == "trick" and self.phase is Phase.PLAY:
            return Play(card)
        if kind == "discard" and self.phase is Phase.DISCARD:
            return Discard(card)
        if kind == "seat" and self.step is not None and self.phase is Phase.EXCHANGE_GIVE \
                and seat == self.step.down:
            return Give(card)
        if kind == "seat" and self.step is not None and self.phase is Phase.EXCHANGE_RETURN \
                and seat == self.step.up:
            return Return(card)
        return None

    def default_action(self, card: int) -> Action | None:
        """What a double-click or Enter on ``card`` means now."""
        kind = _DEFAULT.get(self.phase)
        return kind(card) if kind is not None else None

    def targets_for(self, card: int, candidates: list[Target]) -> list[Target]:
        """The targets where ``card`` may be dropped (looked up in the legal actions)."""
        return [t for t in candidates if self.action_for(card, t) in self.legal]
