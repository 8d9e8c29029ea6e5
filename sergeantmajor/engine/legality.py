"""Why an action is refused, as a rule code: the one classifier the engine and a seat's view
share (``Match.why_illegal`` words the code as a sentence; ``SeatView.why_illegal`` gives the
code to a seat that holds only its view, such as a player at a network table).

The classifier sees only what a seat may see: the phase, the legal actions the engine listed,
the seat's own hand and whether the decision is the seat's. Every rule itself lives in the
engine's list of legal actions; this only names which rule an action outside that list broke.
"""

from __future__ import annotations

from collections.abc import Collection

from .actions import Action, AssignTargets, Discard, Give, NameTrump, Play, Return
from .phase import Phase

#: The kind of action each phase asks for (``MATCH_OVER`` asks for none).
ACTION_OF_PHASE: dict[Phase, type] = {
    Phase.PLAY: Play, Phase.DISCARD: Discard, Phase.TRUMP: NameTrump,
    Phase.EXCHANGE_GIVE: Give, Phase.EXCHANGE_RETURN: Return,
    Phase.ASSIGN_TARGETS: AssignTargets,
}

#: Every code :func:`illegal_rule` gives.
RULES = ("not-your-turn", "wrong-phase", "no-trump", "targets", "classic-return",
         "not-in-hand", "follow-suit")


def illegal_rule(action: object, *, phase: Phase, legal: Collection[Action],
                 hand_mask: int, my_turn: bool = True) -> str | None:
    """The rule code that refuses ``action`` (``None``: it is legal), from what the deciding
    seat may see: ``phase``, the engine's ``legal`` actions now, the seat's hand (a bitmask)
    and whether the decision is the seat's."""
    if action in legal:
        return None
    if not my_turn:
        return "not-your-turn"
    if type(action) is not ACTION_OF_PHASE.get(phase):
        return "wrong-phase"
    if isinstance(action, NameTrump):
        return "no-trump"  # every suit is legal: only "no trump" can be refused
    if isinstance(action, AssignTargets):
        return "targets"
    if phase is Phase.EXCHANGE_RETURN:
        return "classic-return"
    card = getattr(action, "card", None)
    held = type(card) is int and 0 <= card < 52 and (hand_mask >> card) & 1
    if phase is Phase.EXCHANGE_GIVE or not held:
        return "not-in-hand"  # not held, or (classic exchange) already chosen to give
    return "follow-suit"  # held and a card is asked for: only the suit led refuses it


__all__ = ["ACTION_OF_PHASE", "RULES", "illegal_rule"]
