"""The actions a player can take, as small frozen dataclasses with a text form.

``Action.text()`` and :func:`parse_action` round-trip (``"play AS"``, ``"trump N"``,
``"targets 8,5,3"``). One instance per card and kind is interned, so comparing and hashing
actions is cheap in the bots' inner loops.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .cards import card_code, parse_card, parse_suit, suit_code


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card`` to the current trick."""

    card: int
    verb: ClassVar[str] = "play"

    def text(self) -> str:
        return f"play {card_code(self.card)}"


@dataclass(frozen=True, slots=True)
class Discard:
    """The dealer puts ``card`` aside (one of the four cards of the kitty exchange)."""

    card: int
    verb: ClassVar[str] = "discard"

    def text(self) -> str:
        return f"discard {card_code(self.card)}"


@dataclass(frozen=True, slots=True)
class Give:
    """An up player gives ``card`` to the down player of the exchange in progress."""

    card: int
    verb: ClassVar[str] = "give"

    def text(self) -> str:
        return f"give {card_code(self.card)}"


@dataclass(frozen=True, slots=True)
class Return:
    """Classic exchange: a down player picks ``card`` among equally high cards to give back."""

    card: int
    verb: ClassVar[str] = "return"

    def text(self) -> str:
        return f"return {card_code(self.card)}"


@dataclass(frozen=True, slots=True)
class NameTrump:
    """The dealer names ``suit`` (0..3, or 4 for no trump) as trump."""

    suit: int
    verb: ClassVar[str] = "trump"

    def text(self) -> str:
        return f"trump {suit_code(self.suit)}"


@dataclass(frozen=True, slots=True)
class AssignTargets:
    """Double dealer's choice: the dealer gives each seat (seat 0 first) its target."""

    targets: tuple[int, ...]
    verb: ClassVar[str] = "targets"

    def text(self) -> str:
        return "targets " + ",".join(str(t) for t in self.targets)


Action = Play | Discard | Give | Return | NameTrump | AssignTargets

PLAY: tuple[Play, ...] = tuple(Play(c) for c in range(52))
DISCARD: tuple[Discard, ...] = tuple(Discard(c) for c in range(52))
GIVE: tuple[Give, ...] = tuple(Give(c) for c in range(52))
RETURN: tuple[Return, ...] = tuple(Return(c) for c in range(52))
TRUMP: tuple[NameTrump, ...] = tuple(NameTrump(s) for s in range(5))

_CARD_ACTIONS: dict[str, tuple[Action, ...]] = {
    "play": PLAY, "discard": DISCARD, "give": GIVE, "return": RETURN}


def parse_action(text: str) -> Action:
    """Read the text form of an action; raises ``ValueError`` if it is not one."""
    parts = text.strip().split()
    if len(parts) != 2:
        raise ValueError(f"not an action: {text!r}")
    verb, arg = parts[0].lower(), parts[1]
    if verb in _CARD_ACTIONS:
        return _CARD_ACTIONS[verb][parse_card(arg)]
    if verb == "trump":
        return TRUMP[parse_suit(arg, allow_no_trump=True)]
    if verb == "targets":
        try:
            return AssignTargets(tuple(int(t) for t in arg.split(",")))
        except ValueError:
            raise ValueError(f"not an action: {text!r}") from None
    raise ValueError(f"not an action: {text!r}")
