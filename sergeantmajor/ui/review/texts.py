"""Every sentence of the review, in one translation context ("Review").

Each call is spelled out as ``QCoreApplication.translate("Review", ...)``: lupdate reads only
literal calls, never a wrapper.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication as Q

from ...ai.analysis import Alternative, Decision, HandAnalysis
from ...app import words
from ...app.i18n import fill
from ...engine.actions import Action, AssignTargets, NameTrump
from ...engine.replay_cursor import Step


def action_text(action: Action) -> str:
    """A card, or a suit for a trump choice."""
    if isinstance(action, NameTrump):
        return words.suit_label(action.suit)
    if isinstance(action, AssignTargets):
        return "-".join(str(t) for t in action.targets)
    return words.card_short(action.card)


def move_text(step: Step, name: str) -> str:
    """One move of the record in words: who did what ("name: verb" reads right for "You"
    as for a name, in every language)."""
    what = action_text(step.action)
    if step.kind == "play":
        text = Q.translate("Review", "%1: plays %2")
    elif step.kind == "discard":
        text = Q.translate("Review", "%1: discards %2")
    elif step.kind == "trump":
        text = Q.translate("Review", "%1: names trump %2")
    elif step.kind == "give":
        text = Q.translate("Review", "%1: gives %2")
    elif step.kind == "return":
        text = Q.translate("Review", "%1: gives back %2")
    else:
        text = Q.translate("Review", "%1: sets the targets %2")
    return fill(text, name, what)


def position_text(position: int, last: int, hand: int, hands: int) -> str:
    """Where the review stands: hand (from 1) of hands, move of moves."""
    return fill(Q.translate("Review", "Hand %1 of %2 · move %3 of %4"), hand + 1, hands,
                position, last)


def start_of_match() -> str:
    return Q.translate("Review", "The cards are dealt")


def mark_word(mark: str | None) -> str:
    if mark == "blunder":
        return Q.translate("Review", "Blunder")
    if mark == "mistake":
        return Q.translate("Review", "Mistake")
    return ""


def decision_line(d: Decision) -> str:
    """The mark (or "good move") and the better action, for the table's prompt."""
    if d.mark is None:
        if d.method == "forced":
            return Q.translate("Review", "Forced: the only legal move")
        return Q.translate("Review", "A good move")
    return fill(Q.translate("Review", "%1: %2 was better (%3 expected tricks lost)"),
                mark_word(d.mark), action_text(d.best), f"{d.loss:.2f}")


def alternative_line(a: Alternative, chosen: bool, best: bool) -> str:
    """One alternative's expected tricks and points, marked if played or best."""
    tag = ""
    if chosen:
        tag = Q.translate("Review", " ← played")
    elif best:
        tag = Q.translate("Review", " ← best")
    return fill(Q.translate("Review", "%1: %2 tricks, %3 points%4"), action_text(a.action),
                f"{a.tricks:.2f}", f"{a.points:+.2f}", tag)


def hand_summary(h: HandAnalysis) -> str:
    """A hand's expected tricks lost and its marks."""
    return fill(Q.translate("Review", "Hand %1: %2 expected tricks lost, "
                                      "%3 mistake(s), %4 blunder(s)"),
                h.hand + 1, f"{h.lost:.2f}", h.mistakes, h.blunders)


def not_analysed() -> str:
    return Q.translate("Review", "Press “Analyse this hand” to see what each decision was worth.")


def analysing(done: int, total: int) -> str:
    return fill(Q.translate("Review", "Analysing… %1 of %2 decisions"), done, total)
